package base

import (
	"errors"
	"fmt"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/matrix"
)

// MMChain, after SystemML's operator of that name (Boehm et al., IEEE
// Data Eng. Bull. 2014): t(X) %*% (w * (X %*% v)) and t(X) %*% (X %*% v)
// in one pass over the rows of X, which the plain products read twice and
// between which they materialize two m x 1 intermediates. Per row r:
//
//	s = w[r] * (x_r . v);  acc += s * x_r
//
// Rows are cut into the ranges of the Row kernel's col_agg_t partials
// (rowRanges, by the shape alone); every range adds its rows in order into
// a partial of its own, the partials are added in range order, and x_r . v
// is the lane dot product of dotorder.go. The result is the same bit for
// bit for every thread count, and the same as the plain products' and the
// fused operator's (SEMANTICS.md, "Dot products").

// ErrMMChainOperands is returned by MMChain for operands it does not take
// (a sparse v or w, whose structural zeros the plain products treat
// differently); the caller then runs the plain products.
var ErrMMChainOperands = errors.New("mmchain: unsupported operands")

// MMChain returns t(x) %*% (w * (x %*% v)), or t(x) %*% (x %*% v) when w
// is nil, for an m x n x (dense or CSR), a dense n x 1 v and a dense m x 1
// w, as a dense n x 1 matrix (an empty CSR when n is 0). It equals the
// plain products bit for bit (both follow dotorder.go): a
// stored cell of x multiplies as IEEE arithmetic does, an unstored one
// contributes nothing.
func (e *Exec) MMChain(x, v, w mat.Matrix) (mat.Matrix, error) {
	xo, err := mmOperandOf(x)
	if err != nil {
		return nil, fmt.Errorf("base: mmchain: x: %w", err)
	}
	m, n := xo.rows, xo.cols
	vv, err := mmChainVector(v, n)
	if err != nil {
		return nil, fmt.Errorf("base: mmchain: v: %w", err)
	}
	var wv []float64
	if w != nil {
		if wv, err = mmChainVector(w, m); err != nil {
			return nil, fmt.Errorf("base: mmchain: w: %w", err)
		}
	}
	if err := e.reserve("mmchain", denseBytes(n, 1)); err != nil {
		return nil, err
	}
	if n == 0 {
		return matrix.NewCSRFromParts(0, 1, hugealloc.Make[int64](1), nil, nil), nil
	}
	if m == 0 {
		return mat.NewDense(n, 1, nil), nil
	}
	xo.untranspose()
	// One row costs about 4 flops per stored cell (dense: per cell).
	work := int64(m) * int64(n)
	if xo.sp != nil {
		work = int64(xo.sp.NNZ())
	}
	// The ranges and every row's dot product are those of the Row
	// kernel of the same chain (dotorder.go), so the two give one result.
	var rp []int64
	if xo.sp != nil {
		rp = xo.sp.RowPtr()
	}
	ranges := rowRanges(m, n, rp, n)
	partials := make([][]float64, len(ranges))
	// One partial per task range, added in task order; within a task the
	// rows run in shape-decided blocks between which the loop checks the
	// context.
	pr := e.par()
	err = forTasksErr(pr, len(ranges), func(_, task int) error {
		r := ranges[task]
		acc := hugealloc.Make[float64](n)
		partials[task] = acc
		return forBlocks(pr, r, work/int64(m)*int64(r.Len()), 1, func(lo, hi int) {
			if xo.sp != nil {
				mmChainSparseRows(xo.sp, vv, wv, acc, lo, hi)
			} else {
				d := xo.d
				addScaledRows(d.Data, d.Stride, n, lo, hi, acc, func(r int) float64 {
					s := laneDot(d.Data[r*d.Stride:r*d.Stride+n], vv, 1)
					if wv != nil {
						s = wv[r] * s
					}
					return s
				})
			}
		})
	})
	if err != nil {
		return nil, fmt.Errorf("base: mmchain: %w", err)
	}
	out := partials[0]
	for _, p := range partials[1:] {
		floats.Add(out, p)
	}
	return mat.NewDense(n, 1, out), nil
}

// mmChainSparseRows adds the rows [lo, hi) of the CSR x into acc.
func mmChainSparseRows(x *matrix.CSR, v, w, acc []float64, lo, hi int) {
	ptr, col, val := x.RowPtr(), x.ColIdx(), x.Values()
	for r := lo; r < hi; r++ {
		cs, vs := col[ptr[r]:ptr[r+1]], val[ptr[r]:ptr[r+1]]
		s := laneDotSparse(vs, cs, v, 1)
		if w != nil {
			s = w[r] * s
		}
		for q, j := range cs {
			acc[j] += float64(s * vs[q]) // no fused multiply-add: the kernels round both
		}
	}
}

// mmChainVector returns the cells of a dense len x 1 operand, contiguous.
func mmChainVector(x mat.Matrix, length int) ([]float64, error) {
	op, err := mmOperandOf(x)
	if err != nil {
		return nil, err
	}
	if op.sp != nil {
		return nil, ErrMMChainOperands
	}
	if op.rows != length || op.cols != 1 {
		if op.rows*op.cols == 0 && length == 0 {
			return nil, nil
		}
		return nil, fmt.Errorf("%d x %d, want %d x 1: %w", op.rows, op.cols, length, errBaseShape)
	}
	op.untranspose()
	out := hugealloc.Make[float64](length)
	for i := range out {
		out[i] = op.d.Data[i*op.d.Stride]
	}
	return out, nil
}
