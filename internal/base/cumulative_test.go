package base

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// cumTune sets the scan tuning for one test so that blocks of blockRows
// rows (for m columns) and several threads occur on small inputs; wide
// sets the column-band threshold and band width. Blocks are staged in
// cache (see cumChain) when blockRows is even; goroutines help with
// carries at once (see cumHelpAfter) when blockRows is odd.
func cumTune(t *testing.T, blockRows, m, wide, band int) {
	t.Helper()
	bb, sb, mw, wc, bc, ha := cumBlockBytes, cumStageBytes, cumMinWork, cumWideCols, cumBandCols, cumHelpAfter
	t.Cleanup(func() {
		cumBlockBytes, cumStageBytes, cumMinWork, cumWideCols, cumBandCols, cumHelpAfter = bb, sb, mw, wc, bc, ha
	})
	cumBlockBytes = blockRows * 8 * m
	cumStageBytes = 1 << 62
	if blockRows%2 == 0 {
		cumStageBytes = 1
	} else {
		cumHelpAfter = 0
	}
	cumMinWork = 1
	cumWideCols, cumBandCols = wide, band
}

// cumSeq is the plain sequential scan of the dense values v (structural
// zeros hold +0), row by row from the identity; scale is, per cell, the
// sum of the magnitudes folded into it (the rounding scale of cumsum).
func cumSeq(op hop.OpCode, v []float64, n, m int) (out, scale []float64) {
	out = make([]float64, n*m)
	scale = make([]float64, n*m)
	prev := make([]float64, m)
	cumFill(prev, cumInit(op))
	ps := make([]float64, m)
	for i := 0; i < n; i++ {
		for j := 0; j < m; j++ {
			x := v[i*m+j]
			switch op {
			case hop.OpCumSum:
				prev[j] += x
			case hop.OpCumProd:
				prev[j] *= x
			case hop.OpCumMin:
				prev[j] = hop.Min2(prev[j], x)
			default:
				prev[j] = hop.Max2(prev[j], x)
			}
			if !math.IsInf(x, 0) && x == x {
				ps[j] += math.Abs(x)
			}
			out[i*m+j], scale[i*m+j] = prev[j], ps[j]
		}
	}
	return out, scale
}

// cumCompare checks a cumulative result of in against the sequential
// values want: bit for bit when exact, else NaN and Inf at the same cells
// and the rest within 1e-12 relative to scale. Every result is dense: a
// scan's zeros are ordinary cells whatever the input's format (doc.go).
func cumCompare(t *testing.T, what string, in *btVal, got btVal, want, scale []float64, exact, sparseOut bool) {
	t.Helper()
	if wantCSR := in.sparse && sparseOut; got.sparse != wantCSR {
		t.Fatalf("%s: result is a CSR: %v, want %v (input sparse=%v, sparseOut=%v)", what, got.sparse, wantCSR, in.sparse, sparseOut)
	}
	var started []bool // by column, for a CSR result
	if got.sparse {
		started = make([]bool, got.c)
	}
	for k := range want {
		i, j := k/got.c, k%got.c
		if got.sparse {
			started[j] = started[j] || !in.z[k]
			if got.z[k] == started[j] {
				t.Fatalf("%s: cell (%d,%d) stored: %v, want %v (stored from the column's first stored cell on)", what, i, j, !got.z[k], started[j])
			}
		}
		ok := false
		if exact {
			ok = btSameBits(got.v[k], want[k])
		} else {
			ok = btClose(got.v[k], want[k], scale[k])
		}
		if !ok {
			t.Fatalf("%s: cell (%d,%d) = %v, want %v", what, i, j, got.v[k], want[k])
		}
	}
}

// cumGen returns an n x m input: dense (density < 0) or CSR, with special
// values (NaN, ±Inf, ±0, ±1) at rate special. For cumprod the values are
// near magnitude 1 so that long products neither over- nor underflow.
func cumGen(rng *rand.Rand, n, m int, density, special float64, prod bool) btVal {
	x := btGen(rng, n, m, density, special)
	if prod {
		for k, v := range x.v {
			if v == v && !math.IsInf(v, 0) && v != 0 && math.Abs(v) != 1 {
				x.v[k] = math.Copysign(0.6+0.8*rng.Float64(), v)
			}
		}
	}
	return x
}

// TestCumulativeEqualsSequentialScan runs every basic cumulative aggregate
// over row counts around the block size, several thread counts and column
// counts, dense and CSR, and compares with the sequential scan.
func TestCumulativeEqualsSequentialScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 1))
	for _, m := range []int{1, 3, 17} {
		for _, bs := range []int{1, 2, 5, 6} {
			cumTune(t, bs, m, 1<<30, 1<<30)
			for _, n := range []int{1, 2, bs - 1, bs, bs + 1, 2*bs - 1, 2 * bs, 2*bs + 1, 7*bs + 3, 60} {
				if n < 1 {
					continue
				}
				for _, op := range btCumOps {
					prod := op == hop.OpCumProd
					for _, d := range []float64{-1, 0.6, 0.1} {
						x := cumGen(rng, n, m, d, 0.08, prod)
						want, scale := cumSeq(op, x.v, n, m)
						for _, sp := range []bool{false, true} {
							var first btVal
							for _, th := range []int{1, 2, 3, 5} {
								e := &Exec{Threads: th}
								what := fmt.Sprintf("%v(%s) block %d threads %d sparseOut %v", op, x.name, bs, th, sp)
								_, got, err := btCall(t, []*btVal{&x}, func(ms []mat.Matrix) (mat.Matrix, error) {
									return e.Cumulative(op, ms[0], sp)
								})
								if err != nil {
									t.Fatalf("%s: %v", what, err)
								}
								exact := n <= bs || !cumReassociates(op) // one block is the sequential scan
								cumCompare(t, what, &x, got, want, scale, exact, sp)
								// The result does not depend on the thread count.
								if th == 1 {
									first = got
								} else {
									btCompare(t, what+" against 1 thread", got, first, nil)
								}
							}
						}
					}
				}
			}
		}
	}
}

// TestCumulativeColumnBands covers the column-band split of wide dense
// inputs, with a partial last band.
func TestCumulativeColumnBands(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 1))
	bc := cumBandCells
	t.Cleanup(func() { cumBandCells = bc })
	for _, m := range []int{8, 9, 16, 23, 40} {
		cumTune(t, 2, m, 8, 8)
		// Row blocks of 2 or 3 rows per band, handing the state on.
		cumBandCells = 8*2 + m%2*8
		for _, n := range []int{1, 5, 33} {
			for _, op := range btCumOps {
				x := cumGen(rng, n, m, -1, 0.05, op == hop.OpCumProd)
				want, scale := cumSeq(op, x.v, n, m)
				for _, th := range []int{2, 3} {
					e := &Exec{Threads: th}
					got, err := e.Cumulative(op, x.matrix(), true)
					if err != nil {
						t.Fatal(err)
					}
					// Bands do not reassociate: every column is a sequential scan.
					cumCompare(t, fmt.Sprintf("%v(%s) threads %d", op, x.name, th), &x, btFrom(t, got), want, scale, true, true)
				}
			}
		}
	}
}

// TestCumulativeSpecialValues puts NaN, Inf and zeros at and around block
// boundaries, where a composed carry would otherwise meet them.
func TestCumulativeSpecialValues(t *testing.T) {
	const n, m, bs = 40, 6, 4
	cumTune(t, bs, m, 1<<30, 1<<30)
	inf, nan := math.Inf(1), math.NaN()
	for _, pos := range []int{0, bs - 1, bs, bs + 1, 2*bs - 1, n - 1} {
		for _, special := range []float64{nan, inf, -inf, 0, math.Copysign(0, -1)} {
			v := make([]float64, n*m)
			for k := range v {
				v[k] = 1 + float64(k%5)/8
			}
			for j := 0; j < m; j++ {
				v[pos*m+j] = special
				if j%2 == 1 && pos+bs+1 < n { // a second special of the other kind later on
					v[(pos+bs+1)*m+j] = -special
				}
				if j == 3 && pos+2 < n {
					v[(pos+2)*m+j] = 0
				}
			}
			for _, op := range btCumOps {
				want, scale := cumSeq(op, v, n, m)
				for _, sparse := range []bool{false, true} {
					x := btVal{r: n, c: m, v: v, sparse: sparse}
					if sparse {
						x.z = make([]bool, n*m)
						for k := range x.z {
							x.z[k] = k%7 == 3 // unstored cells read +0
							if x.z[k] {
								x.v = append([]float64(nil), x.v...)
								x.v[k] = 0
							}
						}
						want, scale = cumSeq(op, x.v, n, m)
					}
					e := &Exec{Threads: 2}
					for _, sp := range []bool{false, true} {
						got, err := e.Cumulative(op, x.matrix(), sp)
						if err != nil {
							t.Fatal(err)
						}
						what := fmt.Sprintf("%v special %v at row %d sparse=%v sparseOut=%v", op, special, pos, sparse, sp)
						cumCompare(t, what, &x, btFrom(t, got), want, scale, !cumReassociates(op), sp)
					}
				}
			}
		}
	}
}

// TestCumulativeSparseFormat: a CSR scan of a CSR whose columns start late
// keeps the upper-left triangle structurally zero, for every thread count,
// and a column without stored cells stays empty; the dense scan of the
// same input has the same values.
func TestCumulativeSparseFormat(t *testing.T) {
	// Column j's first stored value is in row n-1-j; column m-1 is empty.
	n, m := 300, 40
	var is, js []int
	var vs []float64
	for j := 0; j < m-1; j++ {
		for i := n - 1 - j; i < n; i += 3 {
			is, js, vs = append(is, i), append(js, j), append(vs, float64(i+j+1))
		}
	}
	late, err := matrix.FromTriplets(n, m, is, js, vs)
	if err != nil {
		t.Fatal(err)
	}
	dense := late.ToDense()
	for _, op := range btCumOps {
		want, scale := cumSeq(op, dense.RawMatrix().Data, n, m)
		for _, th := range []int{1, 2, 4} {
			for _, sp := range []bool{false, true} {
				e := &Exec{Threads: th}
				cumTune(t, 8, m, 1<<30, 1<<30)
				res, err := e.Cumulative(op, late, sp)
				if err != nil {
					t.Fatal(err)
				}
				if c, ok := res.(*matrix.CSR); ok {
					// Stored: columns 0..m-2 from row n-1-j on.
					if want := (m - 1) * m / 2; c.NNZ() != want {
						t.Fatalf("%v threads %d: %d stored cells, want %d", op, th, c.NNZ(), want)
					}
				}
				x := btFrom(t, late)
				what := fmt.Sprintf("%v(late) threads %d sparseOut %v", op, th, sp)
				cumCompare(t, what, &x, btFrom(t, res), want, scale, op != hop.OpCumProd, sp) // sums of integers: exact
			}
		}
	}
}

// cumSumProdSeq is the sequential recurrence Z_i = Y_i + W_i * Z_{i-1}
// from Z_0 = +0, with w broadcast; scale bounds the rounding for |W| <= 1.
func cumSumProdSeq(y []float64, n, m int, w func(i, j int) float64) (out, scale []float64) {
	out = make([]float64, n*m)
	scale = make([]float64, n*m)
	z := make([]float64, m)
	ps := make([]float64, m)
	for i := 0; i < n; i++ {
		for j := 0; j < m; j++ {
			z[j] = y[i*m+j] + float64(w(i, j)*z[j])
			if v := y[i*m+j]; !math.IsInf(v, 0) && v == v {
				ps[j] += math.Abs(v)
			}
			out[i*m+j], scale[i*m+j] = z[j], ps[j]
		}
	}
	return out, scale
}

// TestCumSumProdEqualsSequential covers every weight shape, dense and CSR
// operands, frames (weights 0), specials and the block boundaries.
func TestCumSumProdEqualsSequential(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 1))
	const m = 5
	for _, bs := range []int{1, 3, 8, 9} {
		cumTune(t, bs, m, 1<<30, 1<<30)
		for _, n := range []int{1, bs - 1, bs, bs + 1, 2*bs + 1, 50} {
			if n < 1 {
				continue
			}
			for _, d := range []float64{-1, 0.5} {
				y := btGen(rng, n, m, d, 0.05)
				for _, ws := range [][2]int{{n, m}, {n, 1}, {1, m}, {1, 1}} {
					for _, wd := range []float64{-1, 0.7} {
						w := btGen(rng, ws[0], ws[1], wd, 0)
						for k := range w.v {
							switch r := rng.Float64(); {
							case w.sparse && w.z[k]:
							case r < 0.1:
								w.v[k] = 0
							case r < 0.15:
								w.v[k] = []float64{math.NaN(), math.Inf(1), math.Inf(-1), -1, 1}[rng.IntN(5)]
							default:
								w.v[k] = rng.Float64()*2 - 1
							}
						}
						at := func(i, j int) float64 {
							return w.v[min(i, w.r-1)*w.c+min(j, w.c-1)]
						}
						want, scale := cumSumProdSeq(y.v, n, m, at)
						for _, th := range []int{1, 2, 3} {
							e := &Exec{Threads: th}
							what := fmt.Sprintf("cumsumprod(%s, %s) block %d threads %d", y.name, w.name, bs, th)
							res, got, err := btCall(t, []*btVal{&y, &w}, func(ms []mat.Matrix) (mat.Matrix, error) {
								return e.CumSumProd(ms[0], ms[1])
							})
							if err != nil {
								t.Fatalf("%s: %v", what, err)
							}
							if _, ok := res.(*mat.Dense); !ok {
								t.Fatalf("%s: got %T, want dense", what, res)
							}
							cumCompare(t, what, &btVal{}, got, want, scale, n <= bs, false) // always dense
						}
					}
				}
			}
		}
	}
}

// TestCumSumProdZeroThenInfWeight: a weight 0 followed by a weight Inf in
// one block gives Inf in the recurrence; an affine composition of the
// block (P = 0 * Inf = NaN) would give NaN in every later row.
func TestCumSumProdZeroThenInfWeight(t *testing.T) {
	const n, bs = 40, 4
	cumTune(t, bs, 1, 1<<30, 1<<30)
	y := mat.NewDense(n, 1, nil)
	w := mat.NewDense(n, 1, nil)
	for i := 0; i < n; i++ {
		y.Set(i, 0, 1)
		w.Set(i, 0, 0.5)
	}
	w.Set(bs+1, 0, 0)
	w.Set(bs+2, 0, math.Inf(1))
	res, err := (&Exec{Threads: 2}).CumSumProd(y, w)
	if err != nil {
		t.Fatal(err)
	}
	for i := bs + 2; i < n; i++ {
		if v := res.At(i, 0); !math.IsInf(v, 1) {
			t.Fatalf("row %d = %v, want +Inf", i, v)
		}
	}
	// cumsumprod(Y, 1) is cumsum(Y).
	ones := mat.NewDense(1, 1, []float64{1})
	x := matrix.RandDense(n, 3, -1, 1, 9)
	a, err := (&Exec{Threads: 1}).CumSumProd(x, ones)
	if err != nil {
		t.Fatal(err)
	}
	b, err := (&Exec{Threads: 1}).Cumulative(hop.OpCumSum, x, false)
	if err != nil {
		t.Fatal(err)
	}
	if !mat.Equal(a, b) {
		t.Fatal("cumsumprod(X, 1) differs from cumsum(X)")
	}
}

// rmRef is the naive removeEmpty: the kept rows (or columns) in order.
func rmRef(x *btVal, keep []bool, rows bool) btVal {
	out := btVal{sparse: x.sparse}
	for i := 0; i < x.r; i++ {
		if rows && !keep[i] {
			continue
		}
		for j := 0; j < x.c; j++ {
			if !rows && !keep[j] {
				continue
			}
			v, z := x.at(i, j)
			out.v = append(out.v, v)
			out.z = append(out.z, z)
		}
	}
	out.r, out.c = x.r, x.c
	k := 0
	for _, b := range keep {
		if b {
			k++
		}
	}
	if rows {
		out.r = k
	} else {
		out.c = k
	}
	if !x.sparse {
		out.z = nil
	}
	return out
}

// TestRemoveEmpty compares RemoveEmptyRows and RemoveEmptyCols, with and
// without select vectors, with the naive version, over row counts around
// the block size of the cumsum of the keep vector.
func TestRemoveEmpty(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 1))
	for _, bs := range []int{1, 3} {
		cumTune(t, bs, 1, 1<<30, 1<<30)
		for _, sz := range [][2]int{{1, 1}, {1, 5}, {6, 1}, {bs + 1, 4}, {17, 9}, {40, 3}} {
			n, m := sz[0], sz[1]
			for _, d := range []float64{-1, 0.5, 0.15} {
				x := btGen(rng, n, m, d, 0.1)
				for k := range x.v { // empty rows and columns, some with -0 or stored zeros
					i, j := k/m, k%m
					if (i%3 == 1 || j%4 == 2) && !(x.sparse && x.z[k]) {
						x.v[k] = [2]float64{0, math.Copysign(0, -1)}[k%2]
					}
				}
				rowKeep, colKeep := make([]bool, n), make([]bool, m)
				for k, v := range x.v {
					if v != 0 {
						rowKeep[k/m], colKeep[k%m] = true, true
					}
				}
				for _, th := range []int{1, 2, 4} {
					e := &Exec{Threads: th}
					for _, rows := range []bool{true, false} {
						keep, f := rowKeep, e.RemoveEmptyRows
						if !rows {
							keep, f = colKeep, e.RemoveEmptyCols
						}
						what := fmt.Sprintf("removeEmpty(%s, rows=%v) threads %d", x.name, rows, th)
						rmCheck(t, what, &x, nil, rmRef(&x, keep, rows), f)
						// Select vectors: dense and CSR, NaN keeps, -0 drops.
						sel := make([]float64, len(keep))
						selKeep := make([]bool, len(keep))
						for i := range sel {
							switch rng.IntN(4) {
							case 0:
								sel[i] = math.Copysign(0, -1)
							case 1:
								sel[i], selKeep[i] = math.NaN(), true
							case 2:
								sel[i], selKeep[i] = 1, true
							}
						}
						sr, sc := len(sel), 1
						if !rows {
							sr, sc = 1, len(sel)
						}
						for _, sparseSel := range []bool{false, true} {
							s := btVal{r: sr, c: sc, v: sel}
							if sparseSel {
								s.sparse, s.z = true, make([]bool, len(sel))
								for i := range sel {
									s.z[i] = sel[i] == 0 && i%2 == 0
								}
							}
							rmCheck(t, what+" select", &x, &s, rmRef(&x, selKeep, rows), f)
						}
					}
				}
			}
		}
	}
}

// rmCheck runs f(x, sel) and compares with want; a result without rows
// or columns must be an empty CSR.
func rmCheck(t *testing.T, what string, x, sel *btVal, want btVal, f func(a, sel mat.Matrix) (mat.Matrix, error)) {
	t.Helper()
	ins := []*btVal{x}
	if sel != nil {
		ins = append(ins, sel)
	}
	res, err := func() (mat.Matrix, error) {
		hs := make([]uint64, len(ins))
		ms := make([]mat.Matrix, len(ins))
		for k, in := range ins {
			ms[k] = in.matrix()
			hs[k] = btHash(ms[k])
		}
		var s mat.Matrix
		if sel != nil {
			s = ms[1]
		}
		res, err := f(ms[0], s)
		for k := range ms {
			if btHash(ms[k]) != hs[k] {
				t.Fatalf("%s: input %d modified", what, k)
			}
		}
		return res, err
	}()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if want.r == 0 || want.c == 0 {
		csr, ok := res.(*matrix.CSR)
		if !ok {
			t.Fatalf("%s: nothing kept: got %T, want an empty CSR", what, res)
		}
		if r, c := csr.Dims(); r != want.r || c != want.c || csr.NNZ() != 0 || csr.Validate() != nil {
			t.Fatalf("%s: nothing kept: got %dx%d CSR with %d cells (%v), want %dx%d", what, r, c, csr.NNZ(), csr.Validate(), want.r, want.c)
		}
		return
	}
	btCompare(t, what, btFrom(t, res), want, nil)
}

// TestRemoveEmptyAllAndNone: all-empty inputs give empty CSRs, inputs
// without empty rows or columns come back equal, in their format.
func TestRemoveEmptyAllAndNone(t *testing.T) {
	e := &Exec{Threads: 2}
	zeros := mat.NewDense(5, 3, []float64{0, math.Copysign(0, -1), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	storedZeros, _ := matrix.FromTriplets(5, 3, []int{1, 3}, []int{0, 2}, []float64{0, 0})
	for _, x := range []mat.Matrix{zeros, storedZeros, matrix.NewCSRFromParts(5, 3, make([]int64, 6), nil, nil)} {
		r, err := e.RemoveEmptyRows(x, nil)
		if err != nil {
			t.Fatal(err)
		}
		if rr, rc := r.Dims(); rr != 0 || rc != 3 {
			t.Fatalf("rows of all-empty %T: got %dx%d, want 0x3", x, rr, rc)
		}
		c, err := e.RemoveEmptyCols(x, nil)
		if err != nil {
			t.Fatal(err)
		}
		if cr, cc := c.Dims(); cr != 5 || cc != 0 {
			t.Fatalf("cols of all-empty %T: got %dx%d, want 5x0", x, cr, cc)
		}
		// An empty result is rejected as an operand.
		if _, err := e.Cumulative(hop.OpCumSum, r, true); err == nil {
			t.Fatal("cumsum of an empty result: no error")
		}
	}
	full := matrix.RandDense(30, 4, 1, 2, 3)
	sp := matrix.RandSparse(30, 4, 1, 1, 2, 4)
	for _, x := range []mat.Matrix{full, sp} {
		for _, f := range []func(a, sel mat.Matrix) (mat.Matrix, error){e.RemoveEmptyRows, e.RemoveEmptyCols} {
			res, err := f(x, nil)
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprintf("%T", res) != fmt.Sprintf("%T", x) || !mat.Equal(res, x) {
				t.Fatalf("removeEmpty of %T without empty rows or columns changed it", x)
			}
		}
	}
}

// TestCumulativeErrors: bad operations, operands and shapes are errors,
// never panics, also inside parallel workers.
func TestCumulativeErrors(t *testing.T) {
	cumTune(t, 2, 3, 1<<30, 1<<30)
	e := &Exec{Threads: 3}
	d := mat.NewDense(4, 3, nil)
	unsorted := matrix.NewCSRFromParts(20, 3, make([]int64, 21), nil, nil)
	{
		rp := unsorted.RowPtr()
		for i := range rp {
			rp[i] = int64(min(i, 10) * 2)
		}
		ci := make([]int32, 20)
		for k := range ci {
			ci[k] = int32(k % 2)
		}
		ci[14], ci[15] = 2, 1 // row 7 unsorted
		unsorted = matrix.NewCSRFromParts(20, 3, rp, ci, make([]float64, 20))
	}
	outOfRange := matrix.NewCSRFromParts(20, 3, unsorted.RowPtr(), append([]int32{0, 9}, unsorted.ColIdx()[2:]...), make([]float64, 20))
	calls := []struct {
		name  string
		f     func() (mat.Matrix, error)
		shape bool
	}{
		{"bad op", func() (mat.Matrix, error) { return e.Cumulative(hop.OpCumSumProd, d, false) }, false},
		{"nil", func() (mat.Matrix, error) { return e.Cumulative(hop.OpCumMin, nil, false) }, false},
		{"unsorted", func() (mat.Matrix, error) { return e.Cumulative(hop.OpCumSum, unsorted, false) }, false},
		{"out of range", func() (mat.Matrix, error) { return e.Cumulative(hop.OpCumProd, outOfRange, true) }, false},
		{"sumprod shape", func() (mat.Matrix, error) { return e.CumSumProd(d, mat.NewDense(2, 3, nil)) }, true},
		{"sumprod nil", func() (mat.Matrix, error) { return e.CumSumProd(d, nil) }, false},
		{"sumprod out of range", func() (mat.Matrix, error) { return e.CumSumProd(outOfRange, mat.NewDense(1, 1, nil)) }, false},
		{"rows select shape", func() (mat.Matrix, error) { return e.RemoveEmptyRows(d, mat.NewDense(1, 3, nil)) }, true},
		{"cols select shape", func() (mat.Matrix, error) { return e.RemoveEmptyCols(d, mat.NewDense(4, 1, nil)) }, true},
		{"rows nil", func() (mat.Matrix, error) { return e.RemoveEmptyRows(nil, nil) }, false},
		{"cols out of range", func() (mat.Matrix, error) { return e.RemoveEmptyCols(outOfRange, nil) }, false},
	}
	for _, c := range calls {
		var res mat.Matrix
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("%s: panic %v", c.name, r)
				}
			}()
			res, err = c.f()
		}()
		if err == nil || res != nil {
			t.Fatalf("%s: got (%v, %v), want an error", c.name, res, err)
		}
		if c.shape && !errors.Is(err, errBaseShape) {
			t.Fatalf("%s: %v is not a shape error", c.name, err)
		}
	}
}
