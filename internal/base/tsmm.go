package base

import (
	"fmt"
	"math"
	"slices"

	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// TSMM, the transpose-self matrix multiply t(X) %*% X or X %*% t(X), after
// SystemML's operator of that name (Boehm et al., "SystemML's Optimizer:
// Plan Generation for Large-Scale Machine Learning Programs", IEEE Data
// Eng. Bull. 2014): the result is symmetric, so only its upper triangle is
// computed, about half the multiply-adds of the plain product, and then
// mirrored.
//
// The output columns are cut into blocks of tsmmBlock by the shape alone;
// each block's cells above the diagonal block come from one dgemm call and
// the diagonal block from one dsyrk call, so that every cell is one call's
// sum whatever the thread count. Without OpenBLAS (or dsyrk), a plain Go
// kernel computes the same cells with IEEE semantics (0 times NaN is NaN).

// tsmmBlock is the width of a block of output columns.
const tsmmBlock = 128

// TSMM returns t(x) %*% x when left, else x %*% t(x), equal to the plain
// product within rounding and with NaN and Inf in the same cells: dense x
// gives a dense result, CSR x a CSR result whose pattern is the plain
// sparse product's. A result with a zero dimension is an empty CSR, and a
// zero inner dimension gives zeros, as in MatMul.
func (e *Exec) TSMM(x mat.Matrix, left bool) (mat.Matrix, error) {
	op, err := mmOperandOf(x)
	if err != nil {
		return nil, fmt.Errorf("base: tsmm: %w", err)
	}
	p, k := op.rows, op.cols // result p x p, inner dimension k
	if left {
		p, k = k, p
	}
	if op.sp != nil {
		if err := e.reserve("tsmm", csrBytes(p, 0)); err != nil {
			return nil, err
		}
	} else if err := e.reserve("tsmm", denseBytes(p, p)); err != nil {
		return nil, err
	}
	switch {
	case p == 0:
		return matrix.NewCSRFromParts(0, 0, hugealloc.Make[int64](1), nil, nil), nil
	case op.sp == nil && p > math.MaxInt/8/p:
		return nil, fmt.Errorf("base: tsmm: dense result of %d x %d cells is too large", p, p)
	case k == 0 && op.sp != nil:
		return matrix.NewCSRFromParts(p, p, hugealloc.Make[int64](p+1), nil, nil), nil
	case k == 0:
		return mat.NewDense(p, p, nil), nil
	case op.sp != nil:
		c, err := e.tsmmSparse(op.sp, left)
		if err != nil {
			return nil, fmt.Errorf("base: tsmm: %w", err)
		}
		return c, nil
	}
	op.untranspose()
	out, err := e.tsmmDense(backendAuto, op.d, left)
	if err != nil {
		return nil, fmt.Errorf("base: tsmm: %w", err)
	}
	return mat.NewDense(p, p, out), nil
}

// tsmmDense computes the p x p product of the dense x (p = x.Cols when
// left, else x.Rows) into a new row-major slice.
func (e *Exec) tsmmDense(be blasBackend, x blas64.General, left bool) ([]float64, error) {
	p, k := x.Rows, x.Cols
	if left {
		p, k = k, p
	}
	out := hugealloc.Make[float64](p * p)
	useBLAS := be.resolve() == backendOpenBLAS && fitsBLASInt(p, k, x.Stride)
	syrk := useBLAS && syrkAvailable(be)
	work := int64(float64(k) * float64(p) * float64(p) / 2 / blasWorkUnit)
	// upper computes the upper triangle of output columns [j0, j1) from
	// the operand sub (all of x, or a range of its inner dimension) into c.
	upper := func(sub blas64.General, c []float64, j0, j1 int) {
		kk := sub.Rows
		if !left {
			kk = sub.Cols
		}
		switch {
		case !useBLAS:
			tsmmBlockGo(sub, left, c, p, j0, j1)
		case syrk:
			if j0 > 0 {
				tsmmGemm(be, sub, left, c, p, j0, j0, j1)
			}
			blasDsyrkUpper(left, j1-j0, kk, tsmmPanel(sub, left, j0), sub.Stride, c[j0*p+j0:], p)
		default:
			tsmmGemm(be, sub, left, c, p, j1, j0, j1)
		}
	}
	var err error
	if inner := parallel.SplitAligned(k, blasInnerAlign, work); p*p <= blasPartialCells && len(inner) > 1 {
		// A small result over a long inner dimension: as blasProduct's
		// inner split, every task computes a partial over a range of the
		// inner dimension, and the partials are added in task order.
		partial := make([]float64, (len(inner)-1)*p*p)
		err = e.refParFor(len(inner), len(inner)*parallel.TaskWork, func(lo, hi int) {
			for t := lo; t < hi; t++ {
				c := out
				if t > 0 {
					c = partial[(t-1)*p*p : t*p*p]
				}
				upper(tsmmInner(x, left, inner[t]), c, 0, p)
			}
		})
		for t := range len(inner) - 1 {
			floats.Add(out, partial[t*p*p:(t+1)*p*p])
		}
	} else {
		blocks := (p + tsmmBlock - 1) / tsmmBlock
		err = e.refParFor(blocks, int(min(work, math.MaxInt32)), func(lo, hi int) {
			for b := lo; b < hi; b++ {
				upper(x, out, b*tsmmBlock, min(p, (b+1)*tsmmBlock))
			}
		})
	}
	if err != nil {
		return nil, err
	}
	for i := range p {
		for j := i + 1; j < p; j++ {
			out[j*p+i] = out[i*p+j]
		}
	}
	return out, nil
}

// tsmmInner returns the part of x over the inner-dimension range r: rows
// of x when left, columns otherwise.
func tsmmInner(x blas64.General, left bool, r parallel.Range) blas64.General {
	if left {
		return blas64.General{Rows: r.Len(), Cols: x.Cols, Stride: x.Stride, Data: x.Data[r.Lo*x.Stride:]}
	}
	return blas64.General{Rows: x.Rows, Cols: r.Len(), Stride: x.Stride, Data: x.Data[r.Lo:]}
}

// tsmmPanel returns the storage of the rows (right) or columns (left) of x
// from j0 on, the operand of output block column j0.
func tsmmPanel(x blas64.General, left bool, j0 int) []float64 {
	if left {
		return x.Data[j0:]
	}
	return x.Data[j0*x.Stride:]
}

// tsmmGemm computes output rows [0, rows) of output columns [j0, j1) with
// one dgemm: t(X[:, 0:rows]) X[:, j0:j1] when left, X[0:rows, :]
// t(X[j0:j1, :]) otherwise.
func tsmmGemm(be blasBackend, x blas64.General, left bool, out []float64, p, rows, j0, j1 int) {
	if left {
		blasDgemm(be, true, false, rows, j1-j0, x.Rows, x.Data, x.Stride, x.Data[j0:], x.Stride, out[j0:], p)
		return
	}
	blasDgemm(be, false, true, rows, j1-j0, x.Cols, x.Data, x.Stride, x.Data[j0*x.Stride:], x.Stride, out[j0:], p)
}

// tsmmBlockGo computes the upper-triangle cells of output columns [j0, j1)
// without BLAS, never skipping a zero factor.
func tsmmBlockGo(x blas64.General, left bool, out []float64, p, j0, j1 int) {
	if left {
		// Row by row of x: out[i, j] += x[r, i] x[r, j] for i <= j.
		for r := range x.Rows {
			xr := x.Data[r*x.Stride : r*x.Stride+x.Cols]
			for i := range j1 {
				lo := max(i, j0)
				mmAxpy(xr[i], xr[lo:j1], out[i*p+lo:i*p+j1])
			}
		}
		return
	}
	for i := range j1 {
		xi := x.Data[i*x.Stride : i*x.Stride+x.Cols]
		for j := max(i, j0); j < j1; j++ {
			out[i*p+j] = floats.Dot(xi, x.Data[j*x.Stride:j*x.Stride+x.Cols])
		}
	}
}

// tsmmSparse computes the product of a CSR x as a CSR matrix: the upper
// triangle by Gustavson's algorithm over t(x) %*% x (or x %*% t(x), which
// is t(y) %*% y for y = t(x)), visiting only the pairs of stored entries
// whose column is at least the output row, then the strict upper triangle
// mirrored below the diagonal. A pair of stored entries is stored in the
// result even when the sum cancels, as in MatMul.
func (e *Exec) tsmmSparse(x *matrix.CSR, left bool) (*matrix.CSR, error) {
	y, t := x, x.Transpose() // result t(y) %*% y; t = t(y)
	if !left {
		y, t = t, x
	}
	p, _ := t.Dims()
	tPtr, tCol, tVal := t.RowPtr(), t.ColIdx(), t.Values()
	yPtr, yCol, yVal := y.RowPtr(), y.ColIdx(), y.Values()
	work := 0
	if nnz := len(tVal); nnz > 0 {
		work = int(min(float64(len(yVal))*float64(nnz)/float64(max(p, 1)), math.MaxInt32))
	}
	ranges := parallel.Split(p, int64(work))
	type part struct {
		cols []int32
		vals []float64
	}
	parts := make([]part, len(ranges))
	counts := hugealloc.Make[int64](p + 1)
	// One part per task range, concatenated in task order.
	err := forTasksErr(e.par(), len(ranges), func(_, task int) error {
		lo, hi := ranges[task].Lo, ranges[task].Hi
		acc := hugealloc.Make[float64](p)
		mark := hugealloc.Make[int32](p)
		for j := range mark {
			mark[j] = -1
		}
		var touched []int32
		var pt part
		for i := lo; i < hi; i++ {
			row := int32(i)
			touched = touched[:0]
			for q := tPtr[i]; q < tPtr[i+1]; q++ {
				r, a := tCol[q], tVal[q]
				cols := yCol[yPtr[r]:yPtr[r+1]]
				vals := yVal[yPtr[r]:yPtr[r+1]]
				s, _ := slices.BinarySearch(cols, row)
				for z := s; z < len(cols); z++ {
					j := cols[z]
					if mark[j] != row {
						mark[j] = row
						acc[j] = a * vals[z]
						touched = append(touched, j)
					} else {
						acc[j] += a * vals[z]
					}
				}
			}
			slices.Sort(touched)
			for _, j := range touched {
				pt.cols = append(pt.cols, j)
				pt.vals = append(pt.vals, acc[j])
			}
			counts[i+1] = int64(len(touched))
		}
		parts[task] = pt
		return nil
	})
	if err != nil {
		return nil, err
	}
	for i := range p {
		counts[i+1] += counts[i]
	}
	var upCol []int32
	var upVal []float64
	for _, pt := range parts {
		upCol = append(upCol, pt.cols...)
		upVal = append(upVal, pt.vals...)
	}
	upper := matrix.NewCSRFromParts(p, p, counts, upCol, upVal)
	lower := upper.Transpose() // row i: the cells (i, j), j <= i
	lPtr, lCol, lVal := lower.RowPtr(), lower.ColIdx(), lower.Values()
	rowPtr := hugealloc.Make[int64](p + 1)
	colIdx := hugealloc.Make[int32](2 * len(upVal))[:0]
	vals := hugealloc.Make[float64](2 * len(upVal))[:0]
	for i := range p {
		for q := lPtr[i]; q < lPtr[i+1] && int(lCol[q]) < i; q++ {
			colIdx = append(colIdx, lCol[q])
			vals = append(vals, lVal[q])
		}
		colIdx = append(colIdx, upCol[counts[i]:counts[i+1]]...)
		vals = append(vals, upVal[counts[i]:counts[i+1]]...)
		rowPtr[i+1] = int64(len(vals))
	}
	return matrix.NewCSRFromParts(p, p, rowPtr, colIdx, vals), nil
}
