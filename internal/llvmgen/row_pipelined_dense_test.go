package llvmgen

import (
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
)

// TestPipelinedRowPrimitives checks the primitives of the pipelined row
// loop against the ones they stand for, bit for bit: rowDotsPrim against
// dotPrim (one column) or matVecPackedPrim per row, and addRowsDotsPrim
// against addRowsPrim for its output plus rowDotsPrim for its products.
// Widths cover no whole lane block, one, and whole blocks with a tail;
// values mix 40 binary orders of magnitude (so another order of the adds
// would round differently) with NaN, infinities, -0 and subnormals.
func TestPipelinedRowPrimitives(t *testing.T) {
	special := []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 5e-324, -3e-320}
	row := func(r, n int, specials bool) []float64 {
		x := make([]float64, n)
		for j := range x {
			x[j] = math.Ldexp(float64((j*7+r*13)%17)-8.5, (j*5+r*3)%40-20)
		}
		if specials && n > 2 {
			x[(r*5)%n] = special[r%len(special)]
		}
		return x
	}
	same := func(a, b float64) bool {
		return math.Float64bits(a) == math.Float64bits(b) || (math.IsNaN(a) && math.IsNaN(b))
	}
	call := func(t *testing.T, m *module, name string, args ...any) any {
		t.Helper()
		f := m.decls[name]
		if f == nil {
			t.Fatalf("no primitive %s", name)
		}
		r, err := (&interp{}).call(f, args...)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, specials := range []bool{false, true} {
		for _, n := range []int{1, 7, 8, 9, 16, 19, 35} {
			for _, K := range []int{1, 2} {
				for _, S := range []int{1, 2} {
					m := newModule()
					// B: S columns packed, rows x_r of the next block, z_r of this one.
					var bt []float64
					for c := range S {
						bt = append(bt, row(20+c, n, specials)...)
					}
					xs, zs := make([]any, rowBlock), make([]any, rowBlock)
					for r := range rowBlock {
						xs[r] = ptr{buf: row(r, n, specials)}
						zs[r] = ptr{buf: row(10+r, n, specials)}
					}
					want := make([]float64, rowBlock*S)
					for r := range rowBlock {
						if S == 1 {
							want[r] = call(t, m, m.dotPrim("vv").Name(), xs[r], ptr{buf: bt}, int64(n)).(float64)
							continue
						}
						call(t, m, m.matVecPackedPrim(S).Name(), xs[r], ptr{buf: bt}, ptr{buf: want[r*S : r*S+S]}, int64(n))
					}
					res := make([]float64, rowBlock*S)
					call(t, m, m.rowDotsPrim(S).Name(), append(append([]any{}, xs...), ptr{buf: bt}, ptr{buf: res}, int64(n))...)
					for i := range res {
						if !same(res[i], want[i]) {
							t.Errorf("rowDots n=%d S=%d: sum %d = %v, one row at a time %v", n, S, i, res[i], want[i])
						}
					}

					ws := make([]float64, rowBlock*K)
					for i := range ws {
						ws[i] = math.Ldexp(float64(i)+0.3, i%7-3)
					}
					if specials {
						ws[1] = math.Inf(-1)
					}
					c0 := make([]float64, K*n)
					for i := range c0 {
						c0[i] = math.Ldexp(1, i%30) + 0.1
					}
					wantC := append([]float64(nil), c0...)
					call(t, m, m.addRowsPrim(K).Name(), append(append([]any{}, zs...), int64(n), ptr{buf: ws}, ptr{buf: wantC})...)
					gotC := append([]float64(nil), c0...)
					got := make([]float64, rowBlock*S)
					args := append(append([]any{}, zs...), int64(n), ptr{buf: ws}, ptr{buf: gotC})
					args = append(append(args, xs...), ptr{buf: bt}, ptr{buf: got})
					call(t, m, m.addRowsDotsPrim(K, S).Name(), args...)
					for i := range gotC {
						if !same(gotC[i], wantC[i]) {
							t.Errorf("addRowsDots n=%d K=%d S=%d: cell %d = %v, addRows %v", n, K, S, i, gotC[i], wantC[i])
						}
					}
					for i := range got {
						if !same(got[i], want[i]) {
							t.Errorf("addRowsDots n=%d K=%d S=%d: sum %d = %v, one row at a time %v", n, K, S, i, got[i], want[i])
						}
					}
				}
			}
		}
	}
}

// TestPipelinedRowsPrefetchAhead checks where the pipelined loop's dot
// products prefetch: rows that lie one after the other in one buffer (as
// the main input's rows do), a call on the middle block of three must
// prefetch every lane block of each of its rows from rowPrefetchAhead
// columns on, and the first columns of the same row of the next block,
// and nothing behind the loads.
func TestPipelinedRowsPrefetchAhead(t *testing.T) {
	const n = 600 // whole lane blocks, past rowPrefetchAhead
	buf := make([]float64, 3*rowBlock*n)
	for i := range buf {
		buf[i] = float64(i%13) - 6
	}
	rowAt := func(block, r int) ptr { return ptr{buf: buf, off: int64((block*rowBlock + r) * n)} }
	for _, K := range []int{1, 2} {
		m := newModule()
		bt := make([]float64, K*n)
		in := &interp{}
		args := addRowsDotsArgs(rowAt, n, K, bt)
		if _, err := in.call(m.addRowsDotsPrim(K, K), args...); err != nil {
			t.Fatal(err)
		}
		lines := map[int64]bool{}
		for _, p := range in.prefetched {
			if p.off < rowAt(1, 0).off {
				t.Errorf("K=%d: prefetch at %d, behind the block's first row (%d)", K, p.off, rowAt(1, 0).off)
			}
			lines[p.off/8] = true // lines of 8 doubles (the buffer starts a line)
		}
		for r := range rowBlock {
			for c := rowPrefetchAhead; c+8 <= n; c += 8 {
				if at := rowAt(1, r).off + int64(c); !lines[at/8] {
					t.Errorf("K=%d: row %d column %d not prefetched", K, r, c)
				}
			}
			for c := 0; c+8 <= rowPrefetchAhead-(n%8); c += 8 {
				if at := rowAt(2, r).off + int64(c); !lines[at/8] {
					t.Errorf("K=%d: the next block's row %d column %d not prefetched", K, r, c)
				}
			}
		}
	}
}

// TestPipelinedRowsPrefetchIntoL1 checks the two prefetches of each row
// per lane block of the pipelined loop for long rows (intoL1): first every
// row's line rowL1Ahead columns ahead into L1 (locality 3), then
// rowPrefetchAhead columns ahead into L2 (locality 2), each past the row's
// end at the same row of the next block, by address.
func TestPipelinedRowsPrefetchIntoL1(t *testing.T) {
	const n = 600 // whole lane blocks, past rowPrefetchAhead
	buf := make([]float64, 3*rowBlock*n)
	rowAt := func(block, r int) ptr { return ptr{buf: buf, off: int64((block*rowBlock + r) * n)} }
	for _, K := range []int{1, 2} {
		m := newModule()
		in := &interp{}
		args := addRowsDotsArgs(rowAt, n, K, make([]float64, K*n))
		if _, err := in.call(m.addRowsDotsPrimIn(K, K, false, pipelineRegs(K, K), true), args...); err != nil {
			t.Fatal(err)
		}
		const blocks = n / hop.SumLanes
		if got, want := len(in.prefetched), blocks*2*rowBlock; got != want {
			t.Fatalf("K=%d: %d prefetches, want %d (two per row per lane block)", K, got, want)
		}
		ahead := func(col, dist, r int) int64 {
			if c := col + dist; c < n {
				return rowAt(1, r).off + int64(c)
			}
			return rowAt(2, r).off + int64(col+dist-n)
		}
		for i := range blocks {
			for j, want := range []struct {
				dist     int
				locality int64
			}{{rowL1Ahead, 3}, {rowPrefetchAhead, 2}} {
				for r := range rowBlock {
					k := (i*2+j)*rowBlock + r
					if at, loc := in.prefetched[k].off, in.localities[k]; at != ahead(i*hop.SumLanes, want.dist, r) || loc != want.locality {
						t.Errorf("K=%d block %d row %d: prefetch %d at %d locality %d, want %d locality %d",
							K, i, r, k, at, loc, ahead(i*hop.SumLanes, want.dist, r), want.locality)
					}
				}
			}
		}
	}
}

// addRowsDotsArgs are the arguments of addRowsDotsPrim(K, K) over rows of
// n cells: block 0's rows (added into the output), block 1's rows (their
// dots taken with bt's K rows), fresh weights, output and results.
func addRowsDotsArgs(rowAt func(block, r int) ptr, n, K int, bt []float64) []any {
	args := make([]any, 0, 2*rowBlock+5)
	for r := range rowBlock {
		args = append(args, rowAt(0, r))
	}
	args = append(args, int64(n), ptr{buf: make([]float64, rowBlock*K)}, ptr{buf: make([]float64, K*n)})
	for r := range rowBlock {
		args = append(args, rowAt(1, r))
	}
	return append(args, ptr{buf: bt}, ptr{buf: make([]float64, rowBlock*K)})
}

// TestPipelinedRowsDeferOutNaNs: the unguarded pipelined loop over long
// rows with one product column (defersOutNaNs) calls the copy of the
// pipelined adds whose stores of C keep NaNs as they are (no vector NaN
// compare left in it), and its kernel canonicalizes C in a pass before it
// returns (a canonout loop whose store compares for NaN); every other
// pipelined loop keeps the canonicalizing stores and has no such pass.
func TestPipelinedRowsDeferOutNaNs(t *testing.T) {
	cases := map[string]bool{
		"row_colaggt_vector_dense_longrows": true,
		"row_colaggt_vector_dense":          false, // narrow rows
		"row_colaggt_k2_dense_longrows":     false, // two columns: halfRegs
		"row_colaggt_k2_dense":              false,
	}
	forGoldenCases(t, cases, func(o goldenOutput, want bool) {
		kernel := o.kernel()
		if !strings.Contains(kernel, "call void @fjv_addrows_dots_") {
			t.Fatalf("%s: no pipelined loop in the kernel", o.c.name)
		}
		deferred := regexp.MustCompile(`call void @(fjv_addrows_dots_\w+_deferred)\(`).FindStringSubmatch(kernel)
		if got := deferred != nil; got != want {
			t.Errorf("%s: calls the deferred adds: %v, want %v", o.c.name, got, want)
		}
		pass := strings.Index(kernel, "\ncanonout")
		if got := pass >= 0; got != want {
			t.Errorf("%s: canonicalizing pass over C: %v, want %v", o.c.name, got, want)
		}
		if !want || deferred == nil || pass < 0 {
			return // reported above; the checks below read both
		}
		if body := kernel[pass:]; !strings.Contains(body, "fcmp uno double") {
			t.Errorf("%s: the pass over C does not canonicalize its stores:\n%s", o.c.name, body)
		}
		prim := o.ir[strings.Index(o.ir, "define internal void @"+deferred[1]+"("):]
		prim = prim[:strings.Index(prim, "\n}")]
		if strings.Contains(prim, "fcmp uno <") {
			t.Errorf("%s: %s canonicalizes its vector stores of C", o.c.name, deferred[1])
		}
		if !strings.Contains(prim, "store <8 x double>") {
			t.Errorf("%s: %s stores no lane block of C as doubles", o.c.name, deferred[1])
		}
	})
}
