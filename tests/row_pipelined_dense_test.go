package tests

import (
	"context"
	"math"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestRowDensePipelinedNaNBits checks the output of the pipelined dense
// Row loop (llvmgen row_pipelined_dense.go) end to end: over long rows
// with one column of v its adds store NaNs as they come and the kernel
// canonicalizes its partial before it returns (deferOutNaNs; llvmgen's
// TestPipelinedRowsDeferOutNaNs checks that structure); over narrow rows
// and with two columns of V every store canonicalizes. Cells of X holding
// NaNs of other payloads and signs (which the adds pass on) or infinities
// (whose sums make x86's default NaN, 0xFFF8000000000000) must leave only
// the canonical quiet NaN in the result, and every other cell (with -0,
// subnormals and 1e300 among finite cells: no NaN) must equal Base's bit
// for bit, on 1 to 3 threads. (The skeleton canonicalizes the merged
// partials as well, so a kernel that skipped its pass would still pass
// the NaN check; the finite cases fail if the deferred adds go wrong, and
// llvmgen's TestPipelinedRowsLeaveCanonicalNaNs calls the kernel without
// the skeleton to check its own NaNs.)
func TestRowDensePipelinedNaNBits(t *testing.T) {
	ctx := context.Background()
	base := newEngine(t, engine.PolicyNone)
	specials := map[string][]float64{
		"NaN payloads": {math.Float64frombits(0x7ff8000000000123), math.Float64frombits(0xfff8000000000456),
			math.Float64frombits(0x7ff0000000000001)},
		"infinities": {math.Inf(1), math.Inf(-1)},
		"finite":     {math.Copysign(0, -1), 5e-324, 1e300},
	}
	for _, s := range []struct {
		name             string
		rows, cols, rank int
	}{
		{"long rows, one column", 300, 700, 1},
		{"long rows, two columns", 300, 700, 2},
		{"narrow rows", 600, 100, 1},
	} {
		for kind, vals := range specials {
			t.Run(s.name+", "+kind, func(t *testing.T) {
				x := matrix.RandDense(s.rows, s.cols, -2, 2, 21)
				for i := 5; i < s.rows; i += 97 {
					x.Set(i, (i*7)%s.cols, vals[i%len(vals)])
				}
				X := engine.Dense(x)
				var out *engine.Expr
				if s.rank == 1 {
					out = X.T().MatMul(vec(s.rows, -1, 1, 22).Mul(X.MatMul(vec(s.cols, -1, 1, 23))))
				} else {
					V := engine.Dense(matrix.RandDense(s.cols, s.rank, -1, 1, 24))
					W := engine.Dense(matrix.RandDense(s.rows, s.rank, -1, 1, 25))
					out = X.T().MatMul(W.Mul(X.MatMul(V)))
				}
				ref, err := base.Eval(ctx, out)
				if err != nil {
					t.Fatal(err)
				}
				for th, nans := range fusedRowNaNs(t, out, ref.Matrix(0)) {
					if (nans == 0) != (kind == "finite") {
						t.Fatalf("%d threads: %d NaNs in the result of %s", th+1, nans, kind)
					}
				}
			})
		}
	}
}
