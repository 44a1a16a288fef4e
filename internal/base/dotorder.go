package base

import (
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// Narrow products follow the order the Row kernels emit (SEMANTICS.md,
// "Dot products"; internal/llvmgen/dotorder.go), so that an operator
// gives the same bits whether it runs unfused or fused, and the tier it
// runs in cannot change a result:
//
//   - X %*% V with at most dotOrderMaxCols columns: every output cell is a
//     lane dot product of a row of X and a column of V, the product of
//     inner index l added to lane l mod hop.SumLanes (for a CSR row, l is
//     the column index of a stored cell; unstored cells add nothing, as
//     in every sparse product), the lanes combined by hop.CombineLanes;
//   - t(X) %*% W with at most dotOrderMaxCols columns: the rows of X are
//     cut into the kernels' col_agg_t ranges (rowRanges), each range adds
//     x[i,j] * w[i,c] down its rows into a partial starting at +0, and the
//     partials are added in range order.
//
// Products with wider outputs stay with BLAS: their order is BLAS's own.

// dotOrderMaxCols is the widest output of a product in the dot order,
// cplan.SmallK: the kernels specialize on that many columns.
const dotOrderMaxCols = 8

// laneDot is sum_l x[l] * y[l*inc] in the lane order. Every product is
// converted to float64 before it is added: the Go spec lets a compiler fuse
// x*y + z into one rounding (Go does on amd64 with GOAMD64=v3 and on
// arm64), and an explicit conversion forbids it, as the kernels' plain
// fmul and fadd do.
func laneDot(x, y []float64, inc int) float64 {
	var l [hop.SumLanes]float64
	n := len(x)
	k := 0
	if inc == 1 {
		if blocks := n / hop.SumLanes; blocks > 0 {
			y = y[:n]
			laneDotBlocks(&x[0], &y[0], blocks, &l)
			k = blocks * hop.SumLanes
		}
	} else {
		s0, s1, s2, s3, s4, s5, s6, s7 := 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0
		for ; k+hop.SumLanes <= n; k += hop.SumLanes {
			a := x[k : k+8 : k+8]
			p := k * inc
			s0 += float64(a[0] * y[p])
			s1 += float64(a[1] * y[p+inc])
			s2 += float64(a[2] * y[p+2*inc])
			s3 += float64(a[3] * y[p+3*inc])
			s4 += float64(a[4] * y[p+4*inc])
			s5 += float64(a[5] * y[p+5*inc])
			s6 += float64(a[6] * y[p+6*inc])
			s7 += float64(a[7] * y[p+7*inc])
		}
		l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7] = s0, s1, s2, s3, s4, s5, s6, s7
	}
	for ; k < n; k++ {
		l[k%hop.SumLanes] += float64(x[k] * y[k*inc])
	}
	return hop.CombineLanes(&l)
}

// laneDotSparse is sum_k vals[k] * y[cols[k]*inc] over the stored cells of
// a sparse row, each product in the lane of its column index.
func laneDotSparse(vals []float64, cols []int32, y []float64, inc int) float64 {
	var l [hop.SumLanes]float64
	cols = cols[:len(vals)]
	for k, v := range vals {
		j := int(cols[k])
		l[j%hop.SumLanes] += float64(v * y[j*inc])
	}
	return hop.CombineLanes(&l)
}

// rowRanges are the row ranges a Row kernel over an n x m main input (CSR
// row pointers rp when sparse, else nil) computes one partial of part
// doubles for: internal/skeletons' split and calls, by the shape alone.
func rowRanges(n, m int, rp []int64, part int) []parallel.Range {
	if n <= 0 {
		return []parallel.Range{{}}
	}
	var tasks []parallel.Range
	var work int64
	if rp == nil {
		work = int64(n) * int64(m)
		tasks = parallel.Split(n, work)
	} else {
		work = (rp[n] - rp[0]) + int64(n)
		tasks = parallel.SplitWeighted(n, func(i int) int64 { return rp[i] })
	}
	return parallel.PartialRanges(tasks, part, work)
}

// laneMulDense computes out = a b (m x n contiguous, n <= dotOrderMaxCols)
// for a dense m x k a in row-major storage, reading op(b)'s column c at
// b[c*cs + l*inc] for l < k.
func laneMulDense(threads par, a []float64, lda, m, k int, b []float64, cs, inc, n int, out []float64) error {
	work := int64(m) * int64(k) * int64(n)
	return forRangeBlocks(threads, parallel.Split(m, work), m, work, 1, func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			row := a[i*lda : i*lda+k]
			for c := range n {
				out[i*n+c] = laneDot(row, b[c*cs:], inc)
			}
		}
	})
}

// laneMulSparse computes out = a b (m x n contiguous, n <= dotOrderMaxCols)
// for a CSR a and a dense b with row stride ldb.
func laneMulSparse(threads par, a *matrix.CSR, b []float64, ldb, n int, out []float64) error {
	m, _ := a.Dims()
	rowPtr, colIdx, vals := a.RowPtr(), a.ColIdx(), a.Values()
	prefix := func(i int) int64 { return (rowPtr[i] + int64(i)) * int64(n) }
	tasks := parallel.SplitWeighted(m, prefix)
	return forRangeBlocks(threads, tasks, m, prefix(m), 1, func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			p0, p1 := rowPtr[i], rowPtr[i+1]
			for c := range n {
				out[i*n+c] = laneDotSparse(vals[p0:p1], colIdx[p0:p1], b[c:], ldb)
			}
		}
	})
}

// colAggTDense computes out = t(x) w (m x n contiguous, n <=
// dotOrderMaxCols) for a dense r x m x (row stride ldx) and an r x n w
// (row stride ldw) in the kernels' col_agg_t order. The partials hold
// the output transposed (column c of the output contiguous), so that each
// row of x is added to them with n vectorized axpys.
func colAggTDense(threads par, x []float64, ldx, r, m int, w []float64, ldw, n int, out []float64) error {
	ranges := rowRanges(r, m, nil, m*n)
	acc := out
	if n > 1 {
		acc = hugealloc.Make[float64](m * n)
	}
	err := colAggT(threads, ranges, m*n, acc, func(acc []float64, lo, hi int) {
		if n == 1 {
			addScaledRows(x, ldx, m, lo, hi, acc, func(i int) float64 { return w[i*ldw] })
			return
		}
		// Groups of up to four rows, every column of w for each group, so
		// that the group's rows are read from memory once.
		for g := lo; g < hi; g += 4 {
			for c := range n {
				addScaledRows(x, ldx, m, g, min(g+4, hi), acc[c*m:(c+1)*m], func(i int) float64 { return w[i*ldw+c] })
			}
		}
	})
	if err != nil || n == 1 {
		return err
	}
	for c := range n {
		for j, v := range acc[c*m : (c+1)*m] {
			out[j*n+c] = v
		}
	}
	return nil
}

// addScaledRows adds scale(i) * x_i to acc for the rows lo <= i < hi of a
// dense x with m columns and row stride ldx, each cell's adds in row order
// and each product and sum rounded on its own. Four rows go through one
// pass over acc (addRows4), so that acc is read and written a quarter as
// often as with one axpy per row; the same bits either way.
func addScaledRows(x []float64, ldx, m, lo, hi int, acc []float64, scale func(i int) float64) {
	i := lo
	if m > 0 {
		acc = acc[:m]
		for ; i+4 <= hi; i += 4 {
			_ = x[(i+3)*ldx+m-1]
			w4 := [4]float64{scale(i), scale(i + 1), scale(i + 2), scale(i + 3)}
			addRows4(&x[i*ldx], &x[(i+1)*ldx], &x[(i+2)*ldx], &x[(i+3)*ldx], &w4, &acc[0], m)
		}
	}
	for ; i < hi; i++ {
		mmAxpy(scale(i), x[i*ldx:i*ldx+m], acc[:m])
	}
}

// colAggTSparse is colAggTDense for a CSR x.
func colAggTSparse(threads par, x *matrix.CSR, w []float64, ldw, n int, out []float64) error {
	r, m := x.Dims()
	rp, ci, vs := x.RowPtr(), x.ColIdx(), x.Values()
	ranges := rowRanges(r, m, rp, m*n)
	return colAggT(threads, ranges, m*n, out, func(acc []float64, lo, hi int) {
		for i := lo; i < hi; i++ {
			cols, vals := ci[rp[i]:rp[i+1]], vs[rp[i]:rp[i+1]]
			for c := range n {
				wc := w[i*ldw+c]
				for k, j := range cols {
					acc[int(j)*n+c] += float64(vals[k] * wc)
				}
			}
		}
	})
}

// colAggT runs rows(acc, lo, hi) over each range into a partial of its
// own (the first range's is out) starting at +0, and adds the partials
// into out in range order.
func colAggT(threads par, ranges []parallel.Range, cells int, out []float64, rows func(acc []float64, lo, hi int)) error {
	partial := make([]float64, (len(ranges)-1)*cells)
	err := forTasksErr(threads, len(ranges), func(_, t int) error {
		acc := out[:cells]
		if t > 0 {
			acc = partial[(t-1)*cells : t*cells]
		}
		return forBlocks(threads, ranges[t], int64(ranges[t].Len())*int64(cells), 1, func(lo, hi int) { rows(acc, lo, hi) })
	})
	if err != nil {
		return err
	}
	for t := range len(ranges) - 1 {
		for j, v := range partial[t*cells : (t+1)*cells] {
			out[j] += v
		}
	}
	return nil
}

// laneMatMul computes a b in the dot order when the product's output has
// at most dotOrderMaxCols columns and b is dense; ok is false otherwise
// (BLAS and the general sparse kernels then run it). a and b have a
// nonzero inner dimension and output.
func laneMatMul(threads par, ao, bo mmOperand) (res *mat.Dense, ok bool, err error) {
	m, k, n := ao.rows, ao.cols, bo.cols
	if n > dotOrderMaxCols || bo.sparse() {
		return nil, false, nil
	}
	out := hugealloc.Make[float64](m * n)
	bo.untranspose()
	b := bo.d
	switch {
	case ao.spT != nil: // t(X) %*% W for a CSR X
		err = colAggTSparse(threads, ao.spT, b.Data, b.Stride, n, out)
	case ao.sp != nil:
		err = laneMulSparse(threads, ao.sp, b.Data, b.Stride, n, out)
	case ao.trans: // t(X) %*% W, X stored k x m
		err = colAggTDense(threads, ao.d.Data, ao.d.Stride, k, m, b.Data, b.Stride, n, out)
	default:
		// The columns of b, contiguous: the dot products read them n
		// times per row of a.
		cols, cs := b.Data, 1
		inc := b.Stride
		if n > 1 || inc != 1 {
			cols, cs, inc = hugealloc.Make[float64](n*k), k, 1
			for l := range k {
				for c := range n {
					cols[c*k+l] = b.Data[l*b.Stride+c]
				}
			}
		}
		err = laneMulDense(threads, ao.d.Data, ao.d.Stride, m, k, cols, cs, inc, n, out)
	}
	if err != nil {
		return nil, true, err
	}
	return mat.NewDense(m, n, out), true, nil
}
