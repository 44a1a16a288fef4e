package base

import (
	"slices"

	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// Products with a sparse operand, hand-written and parallel over row
// chunks. They sum only over stored entries of the sparse operand.

// mulSparseDense computes the dense product of the m x k CSR matrix a and
// the k x n dense matrix b:
//
//	for i, each stored (k, v) of row i of a: out[i,:] += v * b[k,:]
//
// Chunks of rows are balanced by stored entries.
func mulSparseDense(threads par, a *matrix.CSR, b blas64.General) (*mat.Dense, error) {
	m, _ := a.Dims()
	n := b.Cols
	rowPtr, colIdx, vals := a.RowPtr(), a.ColIdx(), a.Values()
	out := hugealloc.Make[float64](m * n)
	// Weight of rows [0, i): their stored entries and output cells.
	prefix := func(i int) int64 { return (rowPtr[i] + int64(i)) * int64(n) }
	tasks := parallel.SplitWeighted(m, prefix)
	var err error
	if n == 1 {
		err = forRangeBlocks(threads, tasks, m, prefix(m), 1, func(_, lo, hi int) {
			for i := lo; i < hi; i++ {
				sum := 0.0
				for p := rowPtr[i]; p < rowPtr[i+1]; p++ {
					sum += vals[p] * b.Data[int(colIdx[p])*b.Stride]
				}
				out[i] = sum
			}
		})
	} else {
		err = forRangeBlocks(threads, tasks, m, prefix(m), 1, func(_, lo, hi int) {
			for i := lo; i < hi; i++ {
				crow := out[i*n : (i+1)*n]
				for p := rowPtr[i]; p < rowPtr[i+1]; p++ {
					k := int(colIdx[p]) * b.Stride
					mmAxpy(vals[p], b.Data[k:k+n], crow)
				}
			}
		})
	}
	if err != nil {
		return nil, err
	}
	return mat.NewDense(m, n, out), nil
}

// mulDenseSparse computes the dense product of the m x k dense matrix a and
// the k x n CSR matrix b:
//
//	for i, k, each stored (j, v) of row k of b: out[i,j] += a[i,k] * v
//
// Every cell of a counts, zeros included (0 times a stored NaN is NaN).
func mulDenseSparse(threads par, a blas64.General, b *matrix.CSR) (*mat.Dense, error) {
	m, k := a.Rows, a.Cols
	_, n := b.Dims()
	rowPtr, colIdx, vals := b.RowPtr(), b.ColIdx(), b.Values()
	out := hugealloc.Make[float64](m * n)
	work := int64(m) * (int64(k) + int64(b.NNZ()))
	err := forRangeBlocks(threads, parallel.Split(m, work), m, work, 1, func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			crow := out[i*n : (i+1)*n]
			for kk, aik := range a.Data[i*a.Stride : i*a.Stride+k] {
				lo, hi := rowPtr[kk], rowPtr[kk+1]
				bv := vals[lo:hi]
				for p, j := range colIdx[lo:hi] {
					crow[j] += aik * bv[p]
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return mat.NewDense(m, n, out), nil
}

// spgemmScratch is one goroutine's dense accumulator for Gustavson's
// algorithm: acc[j] holds the partial sum of column j of the current row
// when mark[j] equals the row index.
type spgemmScratch struct {
	acc     []float64
	mark    []int32
	touched []int32
}

func newSpgemmScratch(n int) *spgemmScratch {
	s := &spgemmScratch{acc: hugealloc.Make[float64](n), mark: hugealloc.Make[int32](n)}
	for j := range s.mark {
		s.mark[j] = -1
	}
	return s
}

// mulSparseSparse computes the CSR product of the m x k CSR matrix a and
// the k x n CSR matrix b with Gustavson's row-by-row algorithm:
//
//	for i, each stored (k, va) of row i of a, each stored (j, vb) of row k of b:
//		acc[j] += va * vb
//
// then stores the touched columns of row i in increasing order. Every
// touched column is stored, also when the sum cancels to zero. A symbolic
// pass counts the entries of every row first, so that the numeric pass
// writes straight into result arrays of the exact size. Chunks of rows are
// balanced by multiply-adds.
func mulSparseSparse(threads par, a, b *matrix.CSR) (*matrix.CSR, error) {
	m, _ := a.Dims()
	_, n := b.Dims()
	aPtr, aCol, aVal := a.RowPtr(), a.ColIdx(), a.Values()
	bPtr, bCol, bVal := b.RowPtr(), b.ColIdx(), b.Values()

	// rowPtr[i+1] first holds the multiply-adds of row i, for balancing.
	rowPtr := hugealloc.Make[int64](m + 1)
	for i := range m {
		f := int64(0)
		for _, kk := range aCol[aPtr[i]:aPtr[i+1]] {
			f += bPtr[kk+1] - bPtr[kk]
		}
		rowPtr[i+1] = rowPtr[i] + f
	}
	prefix := func(i int) int64 { return rowPtr[i] + int64(i) }
	tasks := parallel.SplitWeighted(m, prefix)

	// Symbolic pass: count the distinct columns of every row.
	scratch := make([]*spgemmScratch, parallel.Threads(threads.threads, len(tasks)))
	err := forRangeBlocks(threads, tasks, m, prefix(m), 1, func(w, r0, r1 int) {
		if scratch[w] == nil {
			scratch[w] = newSpgemmScratch(n)
		}
		mark := scratch[w].mark
		for i := r0; i < r1; i++ {
			row, count := int32(i), int64(0)
			for _, kk := range aCol[aPtr[i]:aPtr[i+1]] {
				for _, j := range bCol[bPtr[kk]:bPtr[kk+1]] {
					if mark[j] != row {
						mark[j] = row
						count++
					}
				}
			}
			rowPtr[i+1] = count
		}
	})
	if err != nil {
		return nil, err
	}
	for i := range m {
		rowPtr[i+1] += rowPtr[i]
	}

	// Numeric pass. The marks still hold row indices from the symbolic pass,
	// so reset them first.
	nnz := rowPtr[m]
	colIdx := hugealloc.Make[int32](nnz)
	vals := hugealloc.Make[float64](nnz)
	for _, s := range scratch {
		if s != nil {
			for j := range s.mark {
				s.mark[j] = -1
			}
		}
	}
	err = forRangeBlocks(threads, tasks, m, prefix(m), 1, func(w, r0, r1 int) {
		s := scratch[w]
		if s == nil {
			s = newSpgemmScratch(n)
			scratch[w] = s
		}
		for i := r0; i < r1; i++ {
			row := int32(i)
			s.touched = s.touched[:0]
			for p := aPtr[i]; p < aPtr[i+1]; p++ {
				kk, va := aCol[p], aVal[p]
				lo, hi := bPtr[kk], bPtr[kk+1]
				bv := bVal[lo:hi]
				for q, j := range bCol[lo:hi] {
					if s.mark[j] != row {
						s.mark[j] = row
						s.acc[j] = va * bv[q]
						s.touched = append(s.touched, j)
					} else {
						s.acc[j] += va * bv[q]
					}
				}
			}
			outCol := colIdx[rowPtr[i]:rowPtr[i+1]]
			outVal := vals[rowPtr[i]:rowPtr[i+1]]
			if len(s.touched)*16 > n {
				// Dense-ish row: a scan of the marks is cheaper than a sort.
				// Branch-free: write every column, advance past marked ones;
				// the writes stay in bounds because the scan stops once all
				// len(outCol) marked columns are placed.
				for j, q := 0, 0; q < len(outCol); j++ {
					outCol[q] = int32(j)
					outVal[q] = s.acc[j]
					d := uint64(uint32(s.mark[j] ^ row)) // 0 iff marked
					q += int((d - 1) >> 63)
				}
				continue
			}
			slices.Sort(s.touched)
			for q, j := range s.touched {
				outCol[q] = j
				outVal[q] = s.acc[j]
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return matrix.NewCSRFromParts(m, n, rowPtr, colIdx, vals), nil
}
