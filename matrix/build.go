package matrix

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/fusejit/fusejit/internal/hugealloc"
)

// FromTriplets builds a rows x cols CSR matrix from coordinate triplets:
// entry t has row i[t], column j[t] and value v[t]. Triplets may come in any
// order; duplicates of a cell are summed, in input order. Every triplet is
// stored, including explicit zeros.
//
// It returns an error wrapping ErrInvalidCSR when the dimensions are
// negative or larger than MaxDim, when the three slices differ in length, or
// when an index is out of range; it never panics. It runs in
// O(rows + nnz log(max row length)) time: a counting sort by row, then a
// stable sort of each row by column.
func FromTriplets(rows, cols int, i, j []int, v []float64) (*CSR, error) {
	if err := checkDims(rows, cols); err != nil {
		return nil, err
	}
	if len(i) != len(j) || len(i) != len(v) {
		return nil, fmt.Errorf("%w: triplet slices differ in length: len(i) = %d, len(j) = %d, len(v) = %d",
			ErrInvalidCSR, len(i), len(j), len(v))
	}
	for t := range i {
		if i[t] < 0 || i[t] >= rows {
			return nil, fmt.Errorf("%w: triplet %d: row index %d out of range [0, %d)", ErrInvalidCSR, t, i[t], rows)
		}
		if j[t] < 0 || j[t] >= cols {
			return nil, fmt.Errorf("%w: triplet %d: column index %d out of range [0, %d)", ErrInvalidCSR, t, j[t], cols)
		}
	}

	// Counting sort by row; stable, so duplicates keep their input order.
	n := len(i)
	start := make([]int64, rows+1)
	for _, r := range i {
		start[r+1]++
	}
	for r := range rows {
		start[r+1] += start[r]
	}
	type entry struct {
		col int32
		val float64
	}
	byRow := make([]entry, n)
	next := make([]int64, rows)
	copy(next, start[:rows])
	for t, r := range i {
		byRow[next[r]] = entry{col: int32(j[t]), val: v[t]}
		next[r]++
	}

	// Sort every row by column and sum duplicates, compacting in place.
	rowPtr := hugealloc.Make[int64](rows + 1)
	colIdx := hugealloc.Make[int32](n)[:0]
	vals := hugealloc.Make[float64](n)[:0]
	byCol := func(a, b entry) int { return cmp.Compare(a.col, b.col) }
	for r := range rows {
		seg := byRow[start[r]:start[r+1]]
		if !slices.IsSortedFunc(seg, byCol) {
			slices.SortStableFunc(seg, byCol)
		}
		for k, e := range seg {
			if k > 0 && e.col == seg[k-1].col {
				vals[len(vals)-1] += e.val
				continue
			}
			colIdx = append(colIdx, e.col)
			vals = append(vals, e.val)
		}
		rowPtr[r+1] = int64(len(vals))
	}
	if len(vals) < n/2 {
		// Many duplicates: do not keep the unused capacity alive.
		colIdx = cloned(colIdx)
		vals = cloned(vals)
	}
	return &CSR{rows: rows, cols: cols, rowPtr: rowPtr, colIdx: colIdx, vals: vals}, nil
}
