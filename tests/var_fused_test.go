package tests

import (
	"context"
	"math"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestVarSdFusedBitwise: var and sd (full, row and column), rewritten by
// hop into a mean and a sum of squared deviations, give the same bits
// fused under every policy, unfused with the rewrite, and unfused without
// it (Base's own var), on dense and CSR operands with NaN, Inf and -0, on
// one-row and one-column operands (n - 1 = 0 gives NaN) and on operands
// large enough for several row tasks. Dense operands must fuse.
func TestVarSdFusedBitwise(t *testing.T) {
	specials := func(r, c int) *engine.Expr {
		d := matrix.RandDense(r, c, -3, 3, 91)
		d.Set(0, 0, math.NaN())
		d.Set(r-1, c-1, math.Inf(1))
		d.Set(r/2, c/2, math.Copysign(0, -1))
		return engine.Dense(d)
	}
	inputs := []struct {
		name  string
		x     *engine.Expr
		fused bool // the aggregate must run in a fused operator
	}{
		{"dense", engine.Dense(matrix.RandDense(60, 17, -2, 2, 92)), true},
		{"dense specials", specials(40, 9), true},
		{"dense large", engine.Dense(matrix.RandDense(700, 130, 0.5, 1.5, 93)), true},
		{"one row", engine.Dense(matrix.RandDense(1, 23, -1, 1, 94)), true},
		{"one column", engine.Dense(matrix.RandDense(31, 1, -1, 1, 95)), true},
		{"csr", engine.Sparse(matrix.RandSparse(80, 25, 0.2, -2, 2, 96)), false},
		{"csr empty", engine.Sparse(matrix.RandSparse(10, 4, 0, -2, 2, 97)), false},
	}
	aggs := []struct {
		name string
		f    func(*engine.Expr) *engine.Expr
	}{
		{"var", (*engine.Expr).Var}, {"rowVars", (*engine.Expr).RowVars}, {"colVars", (*engine.Expr).ColVars},
		{"sd", (*engine.Expr).Sd}, {"rowSds", (*engine.Expr).RowSds}, {"colSds", (*engine.Expr).ColSds},
	}
	for _, in := range inputs {
		for _, a := range aggs {
			t.Run(in.name+"/"+a.name, func(t *testing.T) {
				// A Cell chain under the aggregate: exp is exact in
				// neither path's favor, so a difference shows.
				y := in.x.Mul(engine.Scalar(0.5)).Add(engine.Scalar(0.25))
				if !in.fused {
					y = in.x.Mul(engine.Scalar(0.5))
				}
				out := a.f(y)
				want, err := rewritesOffEngine(t, engine.PolicyNone).Eval(context.Background(), out)
				if err != nil {
					t.Fatal(err)
				}
				fusedOps := 0
				for _, p := range allPolicies {
					res := evalWith(t, p, out)
					if d := bitwiseDiff(want.Matrix(0), res.Matrix(0)); d != "" {
						t.Errorf("%s against Base without rewrites: %s", p, d)
					}
					if p == engine.PolicyFuseAll {
						for _, op := range res.Plan() {
							if op.Fallback {
								t.Errorf("fused %s operator ran unfused", op.Template)
							}
						}
						fusedOps = len(res.Plan())
					}
				}
				if in.fused && fusedOps == 0 {
					t.Errorf("no fused operator under fuse-all")
				}
			})
		}
	}
}
