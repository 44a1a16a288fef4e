package base

import (
	"slices"

	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/mat"

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
func mulSparseDense(threads int, a *matrix.CSR, b blas64.General) *mat.Dense {
	m, _ := a.Dims()
	n := b.Cols
	rowPtr, colIdx, vals := a.RowPtr(), a.ColIdx(), a.Values()
	out := make([]float64, m*n)
	// Weight of rows [0, i): their stored entries and output cells.
	prefix := func(i int) int64 { return (rowPtr[i] + int64(i)) * int64(n) }
	threads = mmThreads(threads, m, prefix(m))
	bounds := mmWeightedBounds(m, threads, prefix)
	if n == 1 {
		mmRun(threads, bounds, func(_, _, r0, r1 int) {
			for i := r0; i < r1; i++ {
				sum := 0.0
				for p := rowPtr[i]; p < rowPtr[i+1]; p++ {
					sum += vals[p] * b.Data[int(colIdx[p])*b.Stride]
				}
				out[i] = sum
			}
		})
		return mat.NewDense(m, n, out)
	}
	mmRun(threads, bounds, func(_, _, r0, r1 int) {
		for i := r0; i < r1; i++ {
			crow := out[i*n : (i+1)*n]
			for p := rowPtr[i]; p < rowPtr[i+1]; p++ {
				k := int(colIdx[p]) * b.Stride
				mmAxpy(vals[p], b.Data[k:k+n], crow)
			}
		}
	})
	return mat.NewDense(m, n, out)
}

// mulDenseSparse computes the dense product of the m x k dense matrix a and
// the k x n CSR matrix b:
//
//	for i, k, each stored (j, v) of row k of b: out[i,j] += a[i,k] * v
//
// Every cell of a counts, zeros included (0 times a stored NaN is NaN).
func mulDenseSparse(threads int, a blas64.General, b *matrix.CSR) *mat.Dense {
	m, k := a.Rows, a.Cols
	_, n := b.Dims()
	rowPtr, colIdx, vals := b.RowPtr(), b.ColIdx(), b.Values()
	out := make([]float64, m*n)
	work := int64(m) * (int64(k) + int64(b.NNZ()))
	threads = mmThreads(threads, m, work)
	mmRun(threads, mmUniformBounds(m, threads), func(_, _, r0, r1 int) {
		for i := r0; i < r1; i++ {
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
	return mat.NewDense(m, n, out)
}

// spgemmScratch is one goroutine's dense accumulator for Gustavson's
// algorithm: acc[j] holds the partial sum of column j of the current row
// when mark[j] equals the row index.
type spgemmScratch struct {
	acc     []float64
	mark    []int32
	touched []int32
}

// spgemmChunk is the part of the result computed for one chunk of rows.
type spgemmChunk struct {
	rowNNZ []int64
	colIdx []int32
	vals   []float64
}

// mulSparseSparse computes the CSR product of the m x k CSR matrix a and
// the k x n CSR matrix b with Gustavson's row-by-row algorithm:
//
//	for i, each stored (k, va) of row i of a, each stored (j, vb) of row k of b:
//		acc[j] += va * vb
//
// then stores the touched columns of row i in increasing order. Every
// touched column is stored, also when the sum cancels to zero. Chunks of
// rows are balanced by multiply-adds and build their own arrays, which are
// concatenated at the end.
func mulSparseSparse(threads int, a, b *matrix.CSR) *matrix.CSR {
	m, _ := a.Dims()
	_, n := b.Dims()
	aPtr, aCol, aVal := a.RowPtr(), a.ColIdx(), a.Values()
	bPtr, bCol, bVal := b.RowPtr(), b.ColIdx(), b.Values()

	// flops[i] is the number of multiply-adds of rows [0, i).
	flops := make([]int64, m+1)
	for i := range m {
		f := int64(0)
		for _, kk := range aCol[aPtr[i]:aPtr[i+1]] {
			f += bPtr[kk+1] - bPtr[kk]
		}
		flops[i+1] = flops[i] + f
	}
	prefix := func(i int) int64 { return flops[i] + int64(i) }
	threads = mmThreads(threads, m, prefix(m))
	bounds := mmWeightedBounds(m, threads, prefix)
	chunks := make([]spgemmChunk, len(bounds)-1)
	scratch := make([]*spgemmScratch, threads)

	mmRun(threads, bounds, func(w, c, r0, r1 int) {
		s := scratch[w]
		if s == nil {
			s = &spgemmScratch{acc: make([]float64, n), mark: make([]int32, n)}
			for j := range s.mark {
				s.mark[j] = -1
			}
			scratch[w] = s
		}
		capacity := int(min(flops[r1]-flops[r0], int64(r1-r0)*int64(n), 1<<20))
		ch := spgemmChunk{
			rowNNZ: make([]int64, r1-r0),
			colIdx: make([]int32, 0, capacity),
			vals:   make([]float64, 0, capacity),
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
			if t := len(s.touched); t*16 > n {
				// Dense-ish row: a scan of the marks is cheaper than a sort.
				for j := range s.mark {
					if s.mark[j] == row {
						ch.colIdx = append(ch.colIdx, int32(j))
						ch.vals = append(ch.vals, s.acc[j])
					}
				}
			} else {
				slices.Sort(s.touched)
				for _, j := range s.touched {
					ch.colIdx = append(ch.colIdx, j)
					ch.vals = append(ch.vals, s.acc[j])
				}
			}
			ch.rowNNZ[i-r0] = int64(len(s.touched))
		}
		chunks[c] = ch
	})

	rowPtr := make([]int64, m+1)
	i := 0
	for _, ch := range chunks {
		for _, c := range ch.rowNNZ {
			rowPtr[i+1] = rowPtr[i] + c
			i++
		}
	}
	nnz := rowPtr[m]
	colIdx := make([]int32, nnz)
	vals := make([]float64, nnz)
	mmRun(threads, bounds, func(_, c, r0, _ int) {
		ch := &chunks[c]
		at := rowPtr[r0]
		copy(colIdx[at:], ch.colIdx)
		copy(vals[at:], ch.vals)
		*ch = spgemmChunk{}
	})
	return matrix.NewCSRFromParts(m, n, rowPtr, colIdx, vals)
}
