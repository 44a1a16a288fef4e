package try

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

func TestKMX(t *testing.T) {
	X, _, _ := datagen.Clusters(1000000, 10, 5, 8, 1)
	x := engine.Dense(X)
	C := engine.Dense(matrix.RandDense(5, 10, -5, 5, 1))
	D := engine.Scalar(-2).Mul(x.MatMul(C.T())).Add(C.Mul(C).RowSums().T())
	minD := D.RowMins()
	for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy, engine.PolicyCostBased} {
		eng, _ := engine.New(engine.WithPolicy(p))
		ctx := context.Background()
		res, _ := eng.Eval(ctx, D, minD, minD.Sum())
		Dl, minDl := engine.Dense(res.Matrix(0).(*mat.Dense)), engine.Dense(res.Matrix(1).(*mat.Dense))
		P := Dl.Le(minDl)
		P = P.Div(P.RowSums())
		denom := P.ColSums()
		cNew := P.T().MatMul(x).Div(denom.T())
		outs2 := []*engine.Expr{cNew, denom.Le(engine.Scalar(0)).Sum()}
		eng.Eval(ctx, outs2...)
		t0 := time.Now()
		for i := 0; i < 5; i++ {
			eng.Eval(ctx, D, minD, minD.Sum())
		}
		e1 := time.Since(t0) / 5
		t0 = time.Now()
		for i := 0; i < 5; i++ {
			eng.Eval(ctx, outs2...)
		}
		e2 := time.Since(t0) / 5
		t.Logf("%s eval1 %v eval2 %v", p, e1, e2)
		if os.Getenv("EXPLAIN2") == p.String() {
			s, _ := eng.Explain(outs2...)
			fmt.Println(s)
		}
		if os.Getenv("EXPLAIN") == p.String() {
			s, _ := eng.Explain(D, minD, minD.Sum())
			fmt.Println(s)
		}
	}
}
