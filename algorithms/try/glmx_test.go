package try

import (
	"context"
	"fmt"
	"math"
	"os"
	"testing"
	"time"

	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
	"gonum.org/v1/gonum/mat"
)

const (
	pScaled = 0.231641888
	a1      = 0.254829592
	a2      = -0.284496736
	a3      = 1.421413741
	a4      = -1.453152027
	a5      = 1.061405429
)

type probit struct{ mu, omu, phi *engine.Expr }

func newProbit(eta *engine.Expr) probit {
	c := engine.Scalar
	one := c(1)
	t := one.Div(one.Add(c(pScaled).Mul(eta.Abs())))
	poly := t.Mul(c(a1).Add(t.Mul(c(a2).Add(t.Mul(c(a3).Add(t.Mul(c(a4).Add(t.Mul(c(a5))))))))))
	gauss := eta.Mul(eta).Mul(c(-0.5)).Exp()
	q := c(0.5).Mul(poly).Mul(gauss)
	pos := eta.Ge(c(0))
	return probit{mu: engine.IfElse(pos, one.Sub(q), q), omu: engine.IfElse(pos, q, one.Sub(q)), phi: gauss.Mul(c(1 / math.Sqrt(2*math.Pi)))}
}

func TestGLMX(t *testing.T) {
	X, y, _, _ := datagen.Probit(1000000, 10, 1)
	x := engine.Dense(X)
	Y := engine.Vector(y)
	B := engine.Dense(matrix.RandDense(10, 1, -0.5, 0.5, 1))
	Z := engine.Dense(matrix.RandDense(10, 1, -0.1, 0.1, 2))
	lambda := engine.Scalar(1e-3)
	// trial
	bNew := B.Add(Z)
	etaNew := x.MatMul(bNew)
	pr := newProbit(etaNew)
	objNew := engine.IfElse(Y, pr.mu, pr.omu).Log().Sum().Neg().Add(engine.Scalar(0.5e-3).Mul(bNew.Mul(bNew).Sum()))
	trial := []*engine.Expr{bNew, etaNew, objNew, Z.Mul(B).Sum()}
	// dist
	var eta *engine.Expr
	// HV
	P := engine.Dense(matrix.RandDense(10, 1, -1, 1, 3))
	for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy, engine.PolicyCostBased} {
		eng, _ := engine.New(engine.WithPolicy(p))
		ctx := context.Background()
		res, err := eng.Eval(ctx, trial...)
		if err != nil {
			t.Fatal(err)
		}
		eta = engine.Dense(res.Matrix(1).(*mat.Dense))
		pd := newProbit(eta)
		v := pd.mu.Mul(pd.omu).Maximum(engine.Scalar(1e-300))
		W, GY := pd.phi.Mul(pd.phi).Div(v), Y.Sub(pd.mu).Mul(pd.phi).Div(v)
		G := x.T().MatMul(GY).Neg().Add(lambda.Mul(B))
		dist := []*engine.Expr{W, G, G.Mul(G).Sum()}
		res, err = eng.Eval(ctx, dist...)
		if err != nil {
			t.Fatal(err)
		}
		Wl := engine.Dense(res.Matrix(0).(*mat.Dense))
		Q := x.T().MatMul(Wl.Mul(x.MatMul(P))).Add(lambda.Mul(P))
		hv := []*engine.Expr{Q, P.Mul(Q).Sum(), P.Mul(P).Sum(), P.Mul(Z).Sum(), Z.Mul(Z).Sum()}
		eng.Eval(ctx, hv...)
		tm := func(outs []*engine.Expr) time.Duration {
			t0 := time.Now()
			for i := 0; i < 5; i++ {
				eng.Eval(ctx, outs...)
			}
			return time.Since(t0) / 5
		}
		t.Logf("%s trial %v dist %v hv %v", p, tm(trial), tm(dist), tm(hv))
		if e := os.Getenv("EXPLAIN"); e != "" && p.String() == os.Getenv("POL") {
			m := map[string][]*engine.Expr{"trial": trial, "dist": dist, "hv": hv}
			s, _ := eng.Explain(m[e]...)
			fmt.Println(s)
		}
	}
}
