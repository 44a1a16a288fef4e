package tests

import (
	"context"
	"math"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestRowSparsePipelined checks the pipelined Row body (llvmgen
// row_pipelined_csr.go: row i+1's dot product in the same loop as row i's
// scatter-add) on the shapes where its prologue, loop and epilogue meet:
// one row, two rows, one column, leading, trailing and consecutive empty
// rows, and a matrix with no stored cell, with NaNs of two payloads,
// infinities, -0 and subnormals among the stored values. Fused on 1 to 3
// threads (calls of one row and of several) must equal Base bit for bit
// (NaN payloads are not compared, SEMANTICS.md).
func TestRowSparsePipelined(t *testing.T) {
	specials := []float64{math.Float64frombits(0x7ff8000000000123), math.Float64frombits(0xfff8000000000456),
		math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 5e-324, 1e300}
	build := func(rows, cols int, sp float64, empty func(i int) bool, seed uint64) *matrix.CSR {
		s := matrix.RandSparse(rows, cols, sp, -2, 2, seed)
		var is, js []int
		var vs []float64
		for i := range rows {
			if empty(i) {
				continue
			}
			cj, cv := s.Row(i)
			for k, j := range cj {
				v := cv[k]
				if (i*7+int(j)*3)%11 == 0 {
					v = specials[(i+int(j))%len(specials)]
				}
				is, js, vs = append(is, i), append(js, int(j)), append(vs, v)
			}
		}
		out, err := matrix.FromTriplets(rows, cols, is, js, vs)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	never := func(int) bool { return false }
	shapes := []struct {
		name       string
		rows, cols int
		sp         float64
		empty      func(i int) bool
	}{
		{"one row", 1, 40, 0.5, never},
		{"two rows", 2, 40, 0.5, never},
		{"one column", 300, 1, 0.6, never},
		{"empty ends", 300, 37, 0.3, func(i int) bool { return i < 3 || i >= 296 }},
		{"empty runs", 500, 37, 0.3, func(i int) bool { return i%7 == 3 || i%7 == 4 || i%13 == 0 }},
		{"every other row", 400, 29, 0.4, func(i int) bool { return i%2 == 1 }},
		{"nothing stored", 200, 17, 0.3, func(int) bool { return true }},
		{"dense rows", 700, 64, 0.9, never},
	}
	ctx := context.Background()
	base := newEngine(t, engine.PolicyNone)
	var fused []*engine.Engine
	for th := 1; th <= 3; th++ {
		fused = append(fused, newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th)))
	}
	for si, s := range shapes {
		t.Run(s.name, func(t *testing.T) {
			X := engine.Sparse(build(s.rows, s.cols, s.sp, s.empty, uint64(90+si)))
			w := vec(s.rows, -1, 1, uint64(70+si))
			v := vec(s.cols, -1, 1, uint64(80+si))
			for _, c := range []struct {
				name string
				out  *engine.Expr
			}{
				{"t(X)%*%(w*(X%*%v))", X.T().MatMul(w.Mul(X.MatMul(v)))},
				{"t(X)%*%(X%*%v)", X.T().MatMul(X.MatMul(v))},
				{"t(X)%*%((X%*%v)*w-1)", X.T().MatMul(X.MatMul(v).Mul(w).Sub(engine.Scalar(1)))},
			} {
				ref, err := base.Eval(ctx, c.out)
				if err != nil {
					t.Fatal(err)
				}
				for th, e := range fused {
					got, err := e.Eval(ctx, c.out)
					if err != nil {
						t.Fatalf("%s: %v", c.name, err)
					}
					if len(got.Plan()) == 0 && s.rows > 1 { // one row is rewritten unfused
						t.Errorf("%s on %d threads ran no fused operator", c.name, th+1)
					}
					if d := sameBitsOrNaN(ref.Matrix(0), got.Matrix(0)); d != "" {
						t.Errorf("%s on %d threads differs from Base: %s", c.name, th+1, d)
					}
				}
			}
		})
	}
}

// TestRowSparsePipelinedNaNBits checks the NaN bits of the pipelined Row
// body's output on both of its loops: with at least as many stored cells
// per call as columns, the scatter-adds store NaNs as they come and the
// kernel canonicalizes the output at the end; with fewer, every store
// canonicalizes. Stored NaNs of other payloads and signs, and 0 * Inf,
// must leave only the canonical quiet NaN in the result, on 1 to 3
// threads, and every other bit as Base's.
func TestRowSparsePipelinedNaNBits(t *testing.T) {
	nans := []float64{math.Float64frombits(0x7ff8000000000123), math.Float64frombits(0xfff8000000000456),
		math.Float64frombits(0x7ff0000000000001), math.Inf(1)}
	ctx := context.Background()
	base := newEngine(t, engine.PolicyNone)
	for _, s := range []struct {
		name       string
		rows, cols int
		sp         float64
	}{
		{"cells over columns", 600, 40, 0.3},
		{"columns over cells", 4, 2000, 0.01},
	} {
		t.Run(s.name, func(t *testing.T) {
			m := matrix.RandSparse(s.rows, s.cols, s.sp, -2, 2, 11)
			var is, js []int
			var vs []float64
			for i := range s.rows {
				cj, cv := m.Row(i)
				for k, j := range cj {
					v := cv[k]
					if (i+k)%5 == 1 {
						v = nans[(i+k)%len(nans)]
					}
					is, js, vs = append(is, i), append(js, int(j)), append(vs, v)
				}
			}
			csr, err := matrix.FromTriplets(s.rows, s.cols, is, js, vs)
			if err != nil {
				t.Fatal(err)
			}
			X := engine.Sparse(csr)
			w := vec(s.rows, -1, 1, 5)
			v := vec(s.cols, -1, 1, 6)
			out := X.T().MatMul(w.Mul(X.MatMul(v)))
			ref, err := base.Eval(ctx, out)
			if err != nil {
				t.Fatal(err)
			}
			for th, nans := range fusedRowNaNs(t, out, ref.Matrix(0)) {
				if nans == 0 {
					t.Fatalf("%d threads: no NaN in the result: the test checks nothing", th+1)
				}
			}
		})
	}
}
