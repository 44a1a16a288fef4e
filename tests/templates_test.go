package tests

import (
	"fmt"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// lastOp returns the last fused operator of a plan, failing if there is none.
func lastOp(t *testing.T, plan []engine.FusedOp) engine.FusedOp {
	t.Helper()
	if len(plan) == 0 {
		t.Fatalf("no fused operator ran")
	}
	return plan[len(plan)-1]
}

func TestMultiAggregates(t *testing.T) {
	for _, k := range xKinds {
		for _, shape := range []struct{ n, m int }{{300, 40}, {1, 50}, {60, 1}, {2000, 90}} {
			in := makeInputs(k, shape.n, shape.m, true)
			t.Run(fmt.Sprintf("%s/%dx%d", k.name, shape.n, shape.m), func(t *testing.T) {
				plan := checkAgainstBase(t, in.X.Mul(in.Y).Sum(), in.X.Mul(in.Z).Sum())
				if op := lastOp(t, plan); op.Template != engine.TemplateMAgg || len(plan) != 1 {
					t.Errorf("plan %+v, want one magg operator", plan)
				}
				plan = checkAgainstBase(t, in.X.Mul(in.Y).Sum(), in.X.Mul(in.Z).Max(), in.X.Add(in.Y).Min())
				if op := lastOp(t, plan); op.Template != engine.TemplateMAgg || len(plan) != 1 {
					t.Errorf("plan %+v, want one magg operator", plan)
				}
			})
		}
	}
}

// outerInputs returns a sparse driver X (n x m) and factors U (n x r),
// V (m x r) with positive entries.
func outerInputs(n, m, r int, sp float64, specials bool) (X, U, V *engine.Expr) {
	xs := matrix.RandSparse(n, m, sp, 0.5, 1.5, 21)
	if specials {
		xs = sparseWithSpecials(withEmptyRows(xs))
	}
	return engine.Sparse(xs),
		engine.Dense(matrix.RandDense(n, r, 0.1, 1, 22)),
		engine.Dense(matrix.RandDense(m, r, 0.1, 1, 23))
}

func TestOuterVariants(t *testing.T) {
	cases := []struct {
		name, variant string
		build         func(X, U, V *engine.Expr) *engine.Expr
	}{
		{"sum(X*log(UV'+eps))", "full_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(U.MatMul(V.T()).Add(engine.Scalar(1e-15)).Log()).Sum()
		}},
		{"((X!=0)*UV')%*%V", "right_mm", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Ne(engine.Scalar(0)).Mul(U.MatMul(V.T())).MatMul(V)
		}},
		{"t(t(U)%*%(X/UV'))", "left_mm", func(X, U, V *engine.Expr) *engine.Expr {
			return U.T().MatMul(X.Div(U.MatMul(V.T()))).T()
		}},
		{"X*sigmoid(UV')", "no_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(engine.Scalar(1).Div(engine.Scalar(1).Add(U.MatMul(V.T()).Neg().Exp())))
		}},
	}
	for _, specials := range []bool{false, true} {
		for _, sp := range []float64{0.01, 0.2} {
			X, U, V := outerInputs(400, 300, 7, sp, specials)
			for _, c := range cases {
				t.Run(fmt.Sprintf("%s/sp=%g/specials=%t", c.name, sp, specials), func(t *testing.T) {
					plan := checkAgainstBase(t, c.build(X, U, V))
					found := false
					for _, op := range plan {
						if op.Template == engine.TemplateOuter {
							found = true
							if op.Variant != c.variant {
								t.Errorf("outer variant %s, want %s", op.Variant, c.variant)
							}
						}
					}
					if !found {
						t.Errorf("no outer operator in %+v", plan)
					}
				})
			}
		}
	}
}

func TestSparseUnsafeOuterExpressionIsNotOuter(t *testing.T) {
	X, U, V := outerInputs(400, 300, 5, 0.05, false)
	plan := checkAgainstBase(t, X.Add(engine.Scalar(1).Div(U.MatMul(V.T()))).Sum())
	for _, op := range plan {
		if op.Template == engine.TemplateOuter {
			t.Errorf("sparse-unsafe expression ran as %+v", op)
		}
	}
}
