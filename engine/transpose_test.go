package engine_test

import (
	"context"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestUnfusedTransposedProducts: t(X) read only by unfused products is
// multiplied in place (a mat.Transpose view); read also as an output or by
// an element-wise operator, it is computed. Every result equals gonum's
// product of the materialized transpose, NaN and Inf included.
func TestUnfusedTransposedProducts(t *testing.T) {
	ctx := context.Background()
	x := matrix.RandDense(300, 200, -1, 1, 1)
	x.Set(5, 7, math.NaN())
	x.Set(9, 3, math.Inf(1))
	y := matrix.RandDense(300, 50, -1, 1, 2)
	z := matrix.RandDense(300, 1, -1, 1, 3)
	w := matrix.RandDense(200, 40, -1, 1, 4)
	xt := mat.DenseCopyOf(x.T())
	mul := func(a, b mat.Matrix) *mat.Dense {
		var c mat.Dense
		c.Mul(a, b)
		return &c
	}
	for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyCostBased} {
		e := cumEngine(t, p)
		X, Y, Z, W := engine.Dense(x), engine.Dense(y), engine.Dense(z), engine.Dense(w)
		XT := X.T()
		cases := []struct {
			name string
			outs []*engine.Expr
			want []*mat.Dense
		}{
			{"t(X)%*%Y and t(X)%*%Z", []*engine.Expr{XT.MatMul(Y), XT.MatMul(Z)}, []*mat.Dense{mul(xt, y), mul(xt, z)}},
			{"a chain of transposes evaluates", []*engine.Expr{XT.MatMul(Y).T().T().T().T().MatMul(Y.T())}, nil},
			{"t(Y)%*%t(t(W))", []*engine.Expr{Y.T().MatMul(X).MatMul(W)}, []*mat.Dense{mul(mul(y.T(), x), w)}},
			{"t(X) also an output", []*engine.Expr{XT.MatMul(Y), XT}, []*mat.Dense{mul(xt, y), xt}},
			{"t(X) also element-wise", []*engine.Expr{XT.MatMul(Y).Add(XT.Exp().MatMul(Y))}, []*mat.Dense{func() *mat.Dense {
				var ex mat.Dense
				ex.Apply(func(_, _ int, v float64) float64 { return math.Exp(v) }, xt)
				s := mul(xt, y)
				s.Add(s, mul(&ex, y))
				return s
			}()}},
		}
		for _, c := range cases {
			res, err := e.Eval(ctx, c.outs...)
			if err != nil {
				t.Fatalf("%v %s: %v", p, c.name, err)
			}
			for i, want := range c.want {
				got := res.Matrix(i)
				if _, ok := got.(mat.Transpose); ok {
					t.Fatalf("%v %s: output %d is a transpose view", p, c.name, i)
				}
				cumNear(t, p.String()+" "+c.name, got, want)
			}
		}
	}
}
