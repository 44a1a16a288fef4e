package llvmgen

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
)

// TestPipelinedRowSqPrims runs the guarded primitives of the pipelined
// row loop (row_guard_pipe.go) in the kernel's sequence over nb blocks of
// rowBlock rows: rowDotsSqPrim for the first block with lanes of +0, then per
// further block addRowsDotsSqPrim (adds of the block before, products and
// squares of this one), then addRowsPrim for the last block. It checks
// that every product and every output cell has the bits of the unguarded
// sequence (rowDotsPrim, addRowsDotsPrim), and that the sum of the
// lanes of squares, added up as the kernel does (addLanesOf), is a sound
// bound (checkSquareBound) of all nb blocks' rows, with the
// changes of squareBoundCases in the first, a middle or the last block;
// the rows being added (z) are not squared a second time, so a NaN there
// does not reach the sum. Widths put cells in the lane blocks and the
// tail (9, 17, 35) or in lane blocks only (16).
func TestPipelinedRowSqPrims(t *testing.T) {
	same := func(a, b float64) bool {
		return math.Float64bits(a) == math.Float64bits(b) || (math.IsNaN(a) && math.IsNaN(b))
	}
	for _, n := range []int{9, 16, 17, 35} {
		for _, nb := range []int{1, 2, 3} {
			for _, at := range []int{0, nb / 2, nb - 1} {
				for _, K := range []int{1, 2} {
					for _, S := range []int{1, 2} {
						for _, c := range squareBoundCases(n) {
							what := fmt.Sprintf("n=%d blocks=%d case in block %d K=%d S=%d", n, nb, at, K, S)
							checkPipelinedSquares(t, what, n, nb, at, K, S, c, same)
						}
					}
				}
			}
		}
	}
}

// checkPipelinedSquares is one case of TestPipelinedRowSqPrims.
func checkPipelinedSquares(t *testing.T, what string, n, nb, at, K, S int, c squareBoundCase, same func(a, b float64) bool) {
	t.Helper()
	m := newModule()
	run := func(f interface{ Name() string }, args ...any) any {
		t.Helper()
		fn := m.decls[f.Name()]
		r, err := (&interp{}).call(fn, args...)
		if err != nil {
			t.Fatalf("%s: %s: %v", what, f.Name(), err)
		}
		return r
	}
	blocks := make([][][]float64, nb)
	var all [][]float64
	for b := range blocks {
		bc := squareBoundCase{}
		if b == at {
			bc = c
		}
		blocks[b] = squareBoundRows(bc, n)
		if b != at { // other magnitudes than the changed block's
			for r := range blocks[b] {
				for j := range blocks[b][r] {
					blocks[b][r][j] = math.Ldexp(blocks[b][r][j], b-nb)
				}
			}
		}
		all = append(all, blocks[b]...)
	}
	ptrs := func(b int) []any {
		out := make([]any, rowBlock)
		for r := range out {
			out[r] = ptr{buf: blocks[b][r]}
		}
		return out
	}
	bt := make([]float64, S*n)
	for i := range bt {
		bt[i] = math.Ldexp(float64(i%11)-4.75, i%7-3)
	}
	ws := make([]float64, rowBlock*K)
	for i := range ws {
		ws[i] = math.Ldexp(float64(i)+0.3, i%5-2)
	}
	c0 := make([]float64, K*n)
	for i := range c0 {
		c0[i] = math.Ldexp(1, i%30) + 0.1
	}
	plainC, sqC := append([]float64(nil), c0...), append([]float64(nil), c0...)
	plainRes, sqRes := make([]float64, rowBlock*S), make([]float64, rowBlock*S)
	compare := func(b int) {
		for i := range plainRes {
			if !same(plainRes[i], sqRes[i]) {
				t.Errorf("%s %s: block %d product %d = %v squaring, %v plain", what, c.name, b, i, sqRes[i], plainRes[i])
			}
		}
	}

	lanes := ptr{buf: make([]float64, hop.SumLanes)}
	run(m.rowDotsPrim(S), append(ptrs(0), ptr{buf: bt}, ptr{buf: plainRes}, int64(n))...)
	run(m.rowDotsSqPrim(S), append(ptrs(0), ptr{buf: bt}, ptr{buf: sqRes}, int64(n), lanes)...)
	compare(0)
	for b := 1; b < nb; b++ {
		args := func(cbuf, res []float64) []any {
			a := append(ptrs(b-1), int64(n), ptr{buf: ws}, ptr{buf: cbuf})
			return append(append(a, ptrs(b)...), ptr{buf: bt}, ptr{buf: res})
		}
		run(m.addRowsDotsPrim(K, S), args(plainC, plainRes)...)
		run(m.addRowsDotsSqPrim(K, S), append(args(sqC, sqRes), lanes)...)
		compare(b)
	}
	run(m.addRowsPrim(K), append(ptrs(nb-1), int64(n), ptr{buf: ws}, ptr{buf: plainC})...)
	run(m.addRowsPrim(K), append(ptrs(nb-1), int64(n), ptr{buf: ws}, ptr{buf: sqC})...)
	for i := range plainC {
		if !same(plainC[i], sqC[i]) {
			t.Errorf("%s %s: C[%d] = %v squaring, %v plain", what, c.name, i, sqC[i], plainC[i])
		}
	}
	checkSquareBound(t, what, c, all, 0, addLanesForTest(lanes.buf.([]float64)))
}

// TestPipelinedSquaresSkipAddedRows: addRowsDotsSqPrim squares the rows
// whose products it computes (x), not the rows it adds (z), which the
// call before squared: a NaN in z leaves the sum finite, a NaN in x
// makes it NaN.
func TestPipelinedSquaresSkipAddedRows(t *testing.T) {
	const n, K, S = 17, 1, 1
	for _, inX := range []bool{false, true} {
		m := newModule()
		z, x := squareBoundRows(squareBoundCase{}, n), squareBoundRows(squareBoundCase{}, n)
		if inX {
			x[2][12] = math.NaN()
		} else {
			z[2][12] = math.NaN()
		}
		args := []any{}
		for _, r := range z {
			args = append(args, ptr{buf: r})
		}
		args = append(args, int64(n), ptr{buf: []float64{1, 2, 3, 4}}, ptr{buf: make([]float64, n)})
		for _, r := range x {
			args = append(args, ptr{buf: r})
		}
		lanes := make([]float64, hop.SumLanes)
		args = append(args, ptr{buf: make([]float64, n)}, ptr{buf: make([]float64, rowBlock)}, ptr{buf: lanes})
		if _, err := (&interp{}).call(m.addRowsDotsSqPrim(K, S), args...); err != nil {
			t.Fatal(err)
		}
		if s := addLanesForTest(lanes); math.IsNaN(s) != inX {
			t.Errorf("NaN in x = %t: sum of squares %v", inX, s)
		}
	}
}

// addLanesForTest adds the lanes of squares in the order of addLanesOf.
func addLanesForTest(lanes []float64) float64 {
	s := lanes[0]
	for _, x := range lanes[1:] {
		s += x
	}
	return s
}

// TestGuardedDotsPrefetchLikeUnguarded: the guarded dot loops
// (rowDotsSqPrim, addRowsDotsSqPrim) prefetch exactly what the unguarded
// ones prefetch (vectorDots' prefetch of each row ahead), in the same
// order: a prefetch of their own on top made the guarded loop slower, and
// without any the squares left the row lines unfetched (row_guard_pipe.go).
// Widths with a tail (35) and without (16); the lists must not be empty.
func TestGuardedDotsPrefetchLikeUnguarded(t *testing.T) {
	const K, S = 1, 1
	for _, n := range []int{16, 35, 300} {
		for _, withAdds := range []bool{false, true} {
			var lists [2][]string
			for si, squared := range []bool{false, true} {
				m := newModule()
				x := squareBoundRows(squareBoundCase{}, n)
				var args []any
				if withAdds {
					for _, r := range squareBoundRows(squareBoundCase{}, n) {
						args = append(args, ptr{buf: r})
					}
					args = append(args, int64(n), ptr{buf: []float64{1, 2, 3, 4}}, ptr{buf: make([]float64, n)})
				}
				for _, r := range x {
					args = append(args, ptr{buf: r})
				}
				args = append(args, ptr{buf: make([]float64, n)}, ptr{buf: make([]float64, rowBlock)})
				if !withAdds {
					args = append(args, int64(n))
				}
				if squared {
					args = append(args, ptr{buf: make([]float64, hop.SumLanes)})
				}
				fn := m.rowDotsPrimOf(S, squared)
				if withAdds {
					fn = m.addRowsDotsPrimOf(K, S, squared)
				}
				in := &interp{}
				if _, err := in.call(fn, args...); err != nil {
					t.Fatalf("%s: %v", fn.Name(), err)
				}
				for _, p := range in.prefetched {
					lists[si] = append(lists[si], fmt.Sprintf("row %d + %d", rowOf(p, x), p.off))
				}
			}
			if len(lists[0]) == 0 {
				t.Errorf("n=%d adds=%v: the unguarded loop prefetches nothing", n, withAdds)
			}
			if !slices.Equal(lists[0], lists[1]) {
				t.Errorf("n=%d adds=%v: guarded loop prefetches %v, unguarded %v", n, withAdds, lists[1], lists[0])
			}
		}
	}
}

// rowOf returns the index of the row of rows that p points into, or -1.
func rowOf(p ptr, rows [][]float64) int {
	b, ok := p.buf.([]float64)
	if !ok {
		return -1
	}
	for i, r := range rows {
		if len(r) > 0 && len(b) > 0 && &r[0] == &b[0] {
			return i
		}
	}
	return -1
}
