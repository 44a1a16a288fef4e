package base

import (
	"fmt"
	"math"
	"sort"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/matrix"
)

// Structural operators: RBind, SetSlice, Reshape, Rev, Diag and the
// triangles. Each follows the semantics and format its constructor in
// internal/hop/structure.go states; every result is a new value.

// newDense allocates the cells of a dense rows x cols result through the
// checked allocator.
func (e *Exec) newDense(what string, rows, cols int) ([]float64, error) {
	n, err := refCells(rows, cols)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if err := e.reserve(what, denseBytes(rows, cols)); err != nil {
		return nil, err
	}
	return hugealloc.Make[float64](n), nil
}

// newCSR allocates the column indices and values of a CSR result with nnz
// stored cells through the checked allocator.
func (e *Exec) newCSR(what string, rows int, nnz int64) ([]int32, []float64, error) {
	if err := e.reserve(what, csrBytes(rows, int(min(nnz, math.MaxInt/16)))); err != nil {
		return nil, nil, err
	}
	return hugealloc.Make[int32](nnz), hugealloc.Make[float64](nnz), nil
}

// rowSpan returns the stored range of row i of a CSR view within columns
// [c0, c1).
func (x *refView) rowSpan(i, c0, c1 int) (int64, int64) {
	k0, k1 := x.rp[i], x.rp[i+1]
	cols := x.ci[k0:k1]
	lo := sort.Search(len(cols), func(k int) bool { return int(cols[k]) >= c0 })
	hi := lo + sort.Search(len(cols)-lo, func(k int) bool { return int(cols[lo+k]) >= c1 })
	return k0 + int64(lo), k0 + int64(hi)
}

// scatterRow writes row i of x into dst (len x.cols), +0 at structural
// zeros.
func (x *refView) scatterRow(i int, dst []float64) {
	if !x.sparse {
		copy(dst, x.d[i*x.cols:(i+1)*x.cols])
		return
	}
	clear(dst)
	for k := x.rp[i]; k < x.rp[i+1]; k++ {
		dst[x.ci[k]] = x.v[k]
	}
}

// bindViews returns the views of the operands of a concatenation and, in
// off, the first output row (rows true, RBind) or column (CBind) of each;
// the operands must agree in the other dimension.
func bindViews(what string, ins []mat.Matrix, rows bool) (xs []refView, off []int, err error) {
	if len(ins) == 0 {
		return nil, nil, fmt.Errorf("%s: no inputs: %w", what, errBaseInput)
	}
	xs = make([]refView, len(ins))
	off = make([]int, len(ins)+1)
	for k, m := range ins {
		if xs[k], err = refViewOf(m); err != nil {
			return nil, nil, fmt.Errorf("%s: input %d: %w", what, k, err)
		}
		along, across, name := xs[k].rows, xs[k].cols, "columns"
		want := xs[0].cols
		if !rows {
			along, across, name, want = xs[k].cols, xs[k].rows, "rows", xs[0].rows
		}
		if across != want {
			return nil, nil, fmt.Errorf("%s: input %d has %d %s, input 0 has %d: %w",
				what, k, across, name, want, errBaseShape)
		}
		off[k+1] = off[k] + along
	}
	return xs, off, nil
}

// RBind concatenates its inputs, which must have equal column counts, top
// to bottom. The result is a CSR when sparse (the engine asks for one when
// every operand is inferred sparse, see hop.NewRBind) and dense otherwise;
// in a CSR result every cell of a dense input is stored, so its structural
// zeros are exactly those of the CSR inputs. The caller decides because a
// 1 x 1 CSR operand counts as a scalar, not as sparse, in the inference.
func (e *Exec) RBind(sparse bool, ins ...mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: rbind"
	defer refCatch(&res, &err, what)
	xs, off, err := bindViews(what, ins, true)
	if err != nil {
		return nil, err
	}
	work := 0
	for k := range xs {
		work += xs[k].work()
	}
	R, C := off[len(ins)], xs[0].cols
	if !sparse {
		out, err := e.newDense(what, R, C)
		if err != nil {
			return nil, err
		}
		err = e.refParFor(len(xs), work, func(lo, hi int) {
			for k := lo; k < hi; k++ {
				for i := 0; i < xs[k].rows; i++ {
					r := off[k] + i
					xs[k].scatterRow(i, out[r*C:(r+1)*C])
				}
			}
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		return mat.NewDense(R, C, out), nil
	}
	if C > math.MaxInt32 {
		return nil, fmt.Errorf("%s: %d columns exceed int32 indices: %w", what, C, errBaseInput)
	}
	rp := hugealloc.Make[int64](R + 1)
	for k := range xs {
		x := &xs[k]
		for i := 0; i < x.rows; i++ {
			n := int64(C)
			if x.sparse {
				n = x.rp[i+1] - x.rp[i]
			}
			r := off[k] + i
			rp[r+1] = rp[r] + n
		}
	}
	ci, v, err := e.newCSR(what, R, rp[R])
	if err != nil {
		return nil, err
	}
	err = e.refParFor(len(xs), work, func(lo, hi int) {
		for k := lo; k < hi; k++ {
			x := &xs[k]
			o := rp[off[k]]
			if x.sparse {
				copy(ci[o:], x.ci)
				copy(v[o:], x.v)
				continue
			}
			copy(v[o:], x.d)
			for t := range x.d {
				ci[o+int64(t)] = int32(t % C)
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return matrix.NewCSRFromParts(R, C, rp, ci, v), nil
}

// SetSlice returns x with rows [r0, r1) and columns [c0, c1) replaced by
// y, which has the slice's shape or is 1 x 1. x is not modified. The
// result has x's format: a CSR x stores every cell a dense y writes, the
// stored cells of a CSR y (none for a 1 x 1 CSR y without a stored cell)
// and its own stored cells outside the slice.
func (e *Exec) SetSlice(x, y mat.Matrix, r0, r1, c0, c1 int) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: setslice [%d:%d, %d:%d]", r0, r1, c0, c1)
	defer refCatch(&res, &err, what)
	a, err := refViewOf(x)
	if err != nil {
		return nil, fmt.Errorf("%s: x: %w", what, err)
	}
	b, err := refViewOf(y)
	if err != nil {
		return nil, fmt.Errorf("%s: y: %w", what, err)
	}
	if r0 < 0 || r0 >= r1 || r1 > a.rows || c0 < 0 || c0 >= c1 || c1 > a.cols {
		return nil, fmt.Errorf("%s: out of range for %dx%d: %w", what, a.rows, a.cols, errBaseShape)
	}
	R, C := r1-r0, c1-c0
	scalar := b.isScalar()
	if !scalar && (b.rows != R || b.cols != C) {
		return nil, fmt.Errorf("%s: value is %dx%d, want %dx%d: %w", what, b.rows, b.cols, R, C, errBaseShape)
	}
	// yRow writes row i of the slice's new cells into dst (len C).
	yRow := func(i int, dst []float64) {
		if scalar {
			s := b.scalar()
			for j := range dst {
				dst[j] = s
			}
			return
		}
		b.scatterRow(i, dst)
	}
	if !a.sparse {
		out, err := e.newDense(what, a.rows, a.cols)
		if err != nil {
			return nil, err
		}
		N := a.cols
		err = e.refParFor(a.rows, a.rows*N, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				row := out[i*N : (i+1)*N]
				copy(row, a.d[i*N:(i+1)*N])
				if i >= r0 && i < r1 {
					yRow(i-r0, row[c0:c1])
				}
			}
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		return mat.NewDense(a.rows, a.cols, out), nil
	}
	// yStored returns the stored cells of row i of the slice's new value:
	// columns relative to c0 and values, or all C cells (cols == nil).
	yStored := func(i int) (cols []int32, vals []float64, all bool, s float64) {
		switch {
		case scalar && b.sparse && b.rp[1] == 0:
			return nil, nil, false, 0
		case scalar:
			return nil, nil, true, b.scalar()
		case b.sparse:
			return b.ci[b.rp[i]:b.rp[i+1]], b.v[b.rp[i]:b.rp[i+1]], false, 0
		}
		return nil, b.d[i*C : (i+1)*C], true, 0
	}
	count := func(i int) int64 {
		if i < r0 || i >= r1 {
			return a.rp[i+1] - a.rp[i]
		}
		lo, hi := a.rowSpan(i, c0, c1)
		n := (lo - a.rp[i]) + (a.rp[i+1] - hi)
		cols, _, all, _ := yStored(i - r0)
		if all {
			return n + int64(C)
		}
		return n + int64(len(cols))
	}
	rp := hugealloc.Make[int64](a.rows + 1)
	for i := 0; i < a.rows; i++ {
		rp[i+1] = rp[i] + count(i)
	}
	ci, v, err := e.newCSR(what, a.rows, rp[a.rows])
	if err != nil {
		return nil, err
	}
	err = e.refParFor(a.rows, a.work()+R*C, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			o := rp[i]
			if i < r0 || i >= r1 {
				copy(ci[o:rp[i+1]], a.ci[a.rp[i]:a.rp[i+1]])
				copy(v[o:rp[i+1]], a.v[a.rp[i]:a.rp[i+1]])
				continue
			}
			s0, s1 := a.rowSpan(i, c0, c1)
			o += int64(copy(ci[o:], a.ci[a.rp[i]:s0]))
			copy(v[rp[i]:], a.v[a.rp[i]:s0])
			cols, vals, all, s := yStored(i - r0)
			switch {
			case all:
				for j := 0; j < C; j++ {
					ci[o], v[o] = int32(c0+j), s
					if vals != nil {
						v[o] = vals[j]
					}
					o++
				}
			default:
				for k, j := range cols {
					ci[o], v[o] = int32(c0)+j, vals[k]
					o++
				}
			}
			copy(ci[o:rp[i+1]], a.ci[s1:a.rp[i+1]])
			copy(v[o:rp[i+1]], a.v[s1:a.rp[i+1]])
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return matrix.NewCSRFromParts(a.rows, a.cols, rp, ci, v), nil
}

// Reshape refills x into a rows x cols matrix in row-major order (R's
// byrow = TRUE): cell k of the result, counted row by row, is cell k of x.
// The result has x's format.
func (e *Exec) Reshape(x mat.Matrix, rows, cols int) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: reshape to %dx%d", rows, cols)
	defer refCatch(&res, &err, what)
	a, err := refViewOf(x)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if rows < 1 || cols < 1 || int64(rows)*int64(cols) != int64(a.rows)*int64(a.cols) {
		return nil, fmt.Errorf("%s: %dx%d has a different cell count: %w", what, a.rows, a.cols, errBaseShape)
	}
	if !a.sparse {
		out, err := e.newDense(what, rows, cols)
		if err != nil {
			return nil, err
		}
		copy(out, a.d)
		return mat.NewDense(rows, cols, out), nil
	}
	if cols > math.MaxInt32 {
		return nil, fmt.Errorf("%s: %d columns exceed int32 indices: %w", what, cols, errBaseInput)
	}
	ci, v, err := e.newCSR(what, rows, int64(len(a.v)))
	if err != nil {
		return nil, err
	}
	copy(v, a.v)
	rp := hugealloc.Make[int64](rows + 1)
	// Row-major order is kept, so the stored cells stay in order and only
	// their coordinates change.
	for i := 0; i < a.rows; i++ {
		for k := a.rp[i]; k < a.rp[i+1]; k++ {
			cell := int64(i)*int64(a.cols) + int64(a.ci[k])
			r := cell / int64(cols)
			ci[k] = int32(cell % int64(cols))
			rp[r+1]++
		}
	}
	for i := 0; i < rows; i++ {
		rp[i+1] += rp[i]
	}
	return matrix.NewCSRFromParts(rows, cols, rp, ci, v), nil
}

// Rev returns x with its rows in reverse order, in x's format.
func (e *Exec) Rev(x mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: rev"
	defer refCatch(&res, &err, what)
	a, err := refViewOf(x)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	R, C := a.rows, a.cols
	if !a.sparse {
		out, err := e.newDense(what, R, C)
		if err != nil {
			return nil, err
		}
		err = e.refParFor(R, R*C, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				copy(out[i*C:(i+1)*C], a.d[(R-1-i)*C:(R-i)*C])
			}
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		return mat.NewDense(R, C, out), nil
	}
	ci, v, err := e.newCSR(what, R, int64(len(a.v)))
	if err != nil {
		return nil, err
	}
	rp := hugealloc.Make[int64](R + 1)
	for i := 0; i < R; i++ {
		src := R - 1 - i
		k0, k1 := a.rp[src], a.rp[src+1]
		copy(ci[rp[i]:], a.ci[k0:k1])
		copy(v[rp[i]:], a.v[k0:k1])
		rp[i+1] = rp[i] + k1 - k0
	}
	return matrix.NewCSRFromParts(R, C, rp, ci, v), nil
}

// Diag returns, for an n x 1 column x with n > 1, the n x n CSR with x on
// its diagonal (storing every cell of a dense x and the stored cells of a
// CSR x); for a 1 x 1 x, a dense copy; and for a square n x n matrix, the
// dense n x 1 column of its diagonal (+0 at structural zeros). Other
// shapes are errors.
func (e *Exec) Diag(x mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: diag"
	defer refCatch(&res, &err, what)
	a, err := refViewOf(x)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	n := a.rows
	switch {
	case a.isScalar():
		return mat.NewDense(1, 1, []float64{a.scalar()}), nil
	case a.cols == 1:
		nnz := int64(n)
		if a.sparse {
			nnz = int64(len(a.v))
		}
		ci, v, err := e.newCSR(what, n, nnz)
		if err != nil {
			return nil, err
		}
		rp := hugealloc.Make[int64](n + 1)
		o := int64(0)
		for i := 0; i < n; i++ {
			switch {
			case !a.sparse:
				ci[o], v[o] = int32(i), a.d[i]
				o++
			case a.rp[i+1] > a.rp[i]:
				ci[o], v[o] = int32(i), a.v[a.rp[i]]
				o++
			}
			rp[i+1] = o
		}
		return matrix.NewCSRFromParts(n, n, rp, ci, v), nil
	case a.rows == a.cols:
		out := hugealloc.Make[float64](n)
		for i := 0; i < n; i++ {
			if !a.sparse {
				out[i] = a.d[i*n+i]
				continue
			}
			if lo, hi := a.rowSpan(i, i, i+1); hi > lo {
				out[i] = a.v[lo]
			}
		}
		return mat.NewDense(n, 1, out), nil
	}
	return nil, fmt.Errorf("%s: %dx%d is neither a column vector nor square: %w", what, a.rows, a.cols, errBaseShape)
}

// Tri returns the lower (upper false) or upper triangle of x: cell (i, j)
// is kept where j < i (j > i), or j <= i (j >= i) with diag, and is +0
// elsewhere. The result has x's format; a CSR keeps the stored cells of
// the triangle.
func (e *Exec) Tri(x mat.Matrix, upper, diag bool) (res mat.Matrix, err error) {
	const what = "base: triangle"
	defer refCatch(&res, &err, what)
	a, err := refViewOf(x)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	R, C := a.rows, a.cols
	// keep returns the kept columns [lo, hi) of row i.
	keep := func(i int) (int, int) {
		d := 0
		if diag {
			d = 1
		}
		if upper {
			return min(max(i+1-d, 0), C), C
		}
		return 0, min(max(i+d, 0), C)
	}
	if !a.sparse {
		out, err := e.newDense(what, R, C)
		if err != nil {
			return nil, err
		}
		err = e.refParFor(R, R*C, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				j0, j1 := keep(i)
				copy(out[i*C+j0:i*C+j1], a.d[i*C+j0:i*C+j1])
			}
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		return mat.NewDense(R, C, out), nil
	}
	rp := hugealloc.Make[int64](R + 1)
	for i := 0; i < R; i++ {
		j0, j1 := keep(i)
		lo, hi := a.rowSpan(i, j0, j1)
		rp[i+1] = rp[i] + hi - lo
	}
	ci, v, err := e.newCSR(what, R, rp[R])
	if err != nil {
		return nil, err
	}
	for i := 0; i < R; i++ {
		j0, j1 := keep(i)
		lo, hi := a.rowSpan(i, j0, j1)
		copy(ci[rp[i]:rp[i+1]], a.ci[lo:hi])
		copy(v[rp[i]:rp[i+1]], a.v[lo:hi])
	}
	return matrix.NewCSRFromParts(R, C, rp, ci, v), nil
}
