//go:build linux

package tests

import (
	"context"
	"syscall"
	"testing"
	"unsafe"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestOuterWalkReadsInsideX runs the unblocked walk of sparse Outer chunks
// (llvmgen outer_blocked.go), which reads the column of the stored cell
// outerPrefetch (8) positions ahead of each cell it computes, alone or in
// groups of 2 and 4, to fetch its row of V, on an X whose CSR arrays each
// end right before a page that may not be read: a load one cell past X's
// last stored cell (or past its row pointers or values) kills the test
// with SIGSEGV instead of reading whatever follows in Go's heap. X has
// rows of 1 to 9 cells at its end (so groups of 4 and 2 and lone cells
// come within 8 cells of the end), and in other cases holds 8 cells or
// fewer in all (no fetching) or 9 (fetching for one cell); rank 101 is
// no multiple of a line. Every result must match Base and give the same
// bits on 1 to 3 threads. Checked to crash with the walk's fetch range
// one cell too long (lastAhead = last - outerPrefetch + 1).
func TestOuterWalkReadsInsideX(t *testing.T) {
	const n, m, rank = 1200, 1100, 101 // V is 0.9 MB: the blocked walk
	cases := []struct {
		name string
		x    *matrix.CSR
	}{
		{"sparse with dense last rows", lastRowsDense(t, matrix.RandSparse(n, m, 0.002, 0.5, 1.5, 61), 9)},
		{"eight cells", fewCells(t, n, m, 8)},
		{"nine cells", fewCells(t, n, m, 9)},
	}
	engines := map[int]*engine.Engine{}
	for th := 1; th <= 3; th++ {
		engines[th] = newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
	}
	U := engine.Dense(matrix.RandDense(n, rank, 0.1, 1, 62))
	V := engine.Dense(matrix.RandDense(m, rank, 0.1, 1, 63))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			X := engine.Sparse(guardedCSR(t, c.x))
			for _, out := range []*engine.Expr{
				X.Mul(U.MatMul(V.T()).Add(engine.Scalar(1e-15)).Log()).Sum(),
				X.Mul(U.MatMul(V.T())),
			} {
				plan := checkAgainstBase(t, out)
				if op := lastOp(t, plan); op.Template != engine.TemplateOuter {
					t.Fatalf("ran %+v, want an Outer operator", plan)
				}
				var first *engine.Result
				for th := 1; th <= 3; th++ {
					got, err := engines[th].Eval(context.Background(), out)
					if err != nil {
						t.Fatal(err)
					}
					if first == nil {
						first = got
					} else if d := bitsDiff(first.Matrix(0), got.Matrix(0)); d != "" {
						t.Errorf("%d threads differ from 1: %s", th, d)
					}
				}
			}
		})
	}
}

// lastRowsDense gives the last k rows of s 1 to k stored cells (row
// n-k+i holds i+1), so that the walk's last cells come in rows of every
// length.
func lastRowsDense(t *testing.T, s *matrix.CSR, k int) *matrix.CSR {
	r, c := s.Dims()
	var is, js []int
	var vs []float64
	for i := range r - k {
		for p := s.RowPtr()[i]; p < s.RowPtr()[i+1]; p++ {
			is, js, vs = append(is, i), append(js, int(s.ColIdx()[p])), append(vs, s.Values()[p])
		}
	}
	for i := range k {
		for j := 0; j <= i; j++ {
			is, js, vs = append(is, r-k+i), append(js, j*97%c), append(vs, 0.5+float64(j)/8)
		}
	}
	return fromTriplets(t, r, c, is, js, vs)
}

// fewCells is an r x c matrix with cells stored cells spread over its
// rows, three of them in one row.
func fewCells(t *testing.T, r, c, cells int) *matrix.CSR {
	var is, js []int
	var vs []float64
	for k := range cells {
		i := k * r / cells
		if k < 3 {
			i = r / 2
		}
		is, js, vs = append(is, i), append(js, (k*131)%c), append(vs, 1+float64(k)/4)
	}
	return fromTriplets(t, r, c, is, js, vs)
}

// fromTriplets builds the CSR of cells (is[k], js[k], vs[k]), which come
// in row order, with distinct columns within a row.
func fromTriplets(t *testing.T, r, c int, is, js []int, vs []float64) *matrix.CSR {
	t.Helper()
	type cell struct {
		j int
		v float64
	}
	rows := make([][]cell, r)
	for k := range is {
		rows[is[k]] = append(rows[is[k]], cell{js[k], vs[k]})
	}
	rowPtr := make([]int, r+1)
	var colIdx []int
	var vals []float64
	for i, row := range rows {
		for a := 1; a < len(row); a++ { // sort by column (rows are short)
			for b := a; b > 0 && row[b].j < row[b-1].j; b-- {
				row[b], row[b-1] = row[b-1], row[b]
			}
		}
		for _, x := range row {
			colIdx, vals = append(colIdx, x.j), append(vals, x.v)
		}
		rowPtr[i+1] = len(colIdx)
	}
	s, err := matrix.NewCSR(r, c, rowPtr, colIdx, vals)
	if err != nil {
		t.Fatalf("fromTriplets: %v", err)
	}
	return s
}

// guardedCSR copies s into arrays that each end at a page that may not
// be read (PROT_NONE). The mappings stay for the life of the test
// process: the engine may hold the input after the test.
func guardedCSR(t *testing.T, s *matrix.CSR) *matrix.CSR {
	t.Helper()
	r, c := s.Dims()
	rowPtr := guarded[int64](t, len(s.RowPtr()))
	colIdx := guarded[int32](t, len(s.ColIdx()))
	vals := guarded[float64](t, len(s.Values()))
	copy(rowPtr, s.RowPtr())
	copy(colIdx, s.ColIdx())
	copy(vals, s.Values())
	return matrix.NewCSRFromParts(r, c, rowPtr, colIdx, vals)
}

// guarded returns a slice of n elements of T whose last element ends
// where a PROT_NONE page begins.
func guarded[T any](t *testing.T, n int) []T {
	t.Helper()
	page := syscall.Getpagesize()
	size := int(unsafe.Sizeof(*new(T))) * n
	data := (size + page - 1) / page * page
	mem, err := syscall.Mmap(-1, 0, data+page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatalf("mmap: %v", err)
	}
	if err := syscall.Mprotect(mem[data:], syscall.PROT_NONE); err != nil {
		t.Fatalf("mprotect: %v", err)
	}
	return unsafe.Slice((*T)(unsafe.Pointer(&mem[data-size])), n)
}
