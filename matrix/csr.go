package matrix

import (
	"errors"
	"fmt"
	"math"
	"sync/atomic"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
)

// ErrInvalidCSR is wrapped by every error that reports an invalid CSR layout
// or invalid triplets. Test for it with errors.Is.
var ErrInvalidCSR = errors.New("matrix: invalid CSR")

// MaxDim is the largest number of rows or columns a CSR built by this
// package may have: column indices are int32.
const MaxDim = math.MaxInt32

// CSR is a matrix in compressed sparse row format.
//
// Row i holds the entries rowPtr[i] <= k < rowPtr[i+1] with column colIdx[k]
// and value vals[k]; columns are strictly increasing within a row. Cells that
// are not stored are structural zeros. Stored values may be zero, NaN or Inf.
//
// The index arrays use fixed widths (int64 row pointers, int32 column
// indices) because generated native kernels read them directly.
type CSR struct {
	rows, cols int
	rowPtr     []int64
	colIdx     []int32
	vals       []float64

	// zeros caches StoresZeros: 0 unknown, 1 no stored zeros, 2 some.
	zeros atomic.Int32
}

var _ mat.Matrix = (*CSR)(nil)

// NewCSRFromParts wraps arrays that are already a valid CSR layout without
// checking or copying them. It is for engine-internal results whose layout
// is valid by construction; callers with untrusted data use NewCSR.
func NewCSRFromParts(rows, cols int, rowPtr []int64, colIdx []int32, vals []float64) *CSR {
	return &CSR{rows: rows, cols: cols, rowPtr: rowPtr, colIdx: colIdx, vals: vals}
}

// NewCSR builds a rows x cols CSR matrix from the usual three arrays: row i
// holds the entries rowPtr[i] <= k < rowPtr[i+1] with column colIdx[k] and
// value vals[k].
//
// It checks that the dimensions are non-negative and at most MaxDim, that
// len(rowPtr) == rows+1, rowPtr[0] == 0, rowPtr is non-decreasing,
// rowPtr[rows] == len(colIdx) == len(vals), and that the column indices of
// every row lie in [0, cols) and are strictly increasing. A violation is
// reported as an error wrapping ErrInvalidCSR that names the row and
// position; NewCSR never panics. The slices are copied: the result never
// aliases the caller's data.
func NewCSR(rows, cols int, rowPtr, colIdx []int, vals []float64) (*CSR, error) {
	if err := checkDims(rows, cols); err != nil {
		return nil, err
	}
	if len(rowPtr) != rows+1 {
		return nil, fmt.Errorf("%w: len(rowPtr) = %d, want rows+1 = %d", ErrInvalidCSR, len(rowPtr), rows+1)
	}
	if rowPtr[0] != 0 {
		return nil, fmt.Errorf("%w: rowPtr[0] = %d, want 0", ErrInvalidCSR, rowPtr[0])
	}
	if len(colIdx) != len(vals) {
		return nil, fmt.Errorf("%w: len(colIdx) = %d differs from len(vals) = %d", ErrInvalidCSR, len(colIdx), len(vals))
	}
	if rowPtr[rows] != len(colIdx) {
		return nil, fmt.Errorf("%w: rowPtr[%d] = %d, want nnz = len(colIdx) = %d", ErrInvalidCSR, rows, rowPtr[rows], len(colIdx))
	}
	for i := range rows {
		if rowPtr[i+1] < rowPtr[i] {
			return nil, fmt.Errorf("%w: rowPtr decreases at row %d: rowPtr[%d] = %d > rowPtr[%d] = %d",
				ErrInvalidCSR, i, i, rowPtr[i], i+1, rowPtr[i+1])
		}
	}
	// rowPtr is now non-decreasing from 0 to len(colIdx), so every row range
	// is inside colIdx.
	for i := range rows {
		prev := -1
		for p := rowPtr[i]; p < rowPtr[i+1]; p++ {
			j := colIdx[p]
			if j < 0 || j >= cols {
				return nil, fmt.Errorf("%w: row %d, position %d: column index %d out of range [0, %d)",
					ErrInvalidCSR, i, p, j, cols)
			}
			if j <= prev {
				what := "not sorted"
				if j == prev {
					what = "duplicate"
				}
				return nil, fmt.Errorf("%w: row %d, position %d: column index %d after %d (%s)",
					ErrInvalidCSR, i, p, j, prev, what)
			}
			prev = j
		}
	}
	c := &CSR{
		rows:   rows,
		cols:   cols,
		rowPtr: hugealloc.Make[int64](rows + 1),
		colIdx: hugealloc.Make[int32](len(colIdx)),
		vals:   hugealloc.Make[float64](len(vals)),
	}
	for i, p := range rowPtr {
		c.rowPtr[i] = int64(p)
	}
	for k, j := range colIdx {
		c.colIdx[k] = int32(j)
	}
	copy(c.vals, vals)
	return c, nil
}

// checkDims reports negative or too large dimensions.
func checkDims(rows, cols int) error {
	if rows < 0 || cols < 0 {
		return fmt.Errorf("%w: negative dimensions %d x %d", ErrInvalidCSR, rows, cols)
	}
	if rows > MaxDim || cols > MaxDim {
		return fmt.Errorf("%w: dimensions %d x %d exceed %d", ErrInvalidCSR, rows, cols, MaxDim)
	}
	return nil
}

// Validate checks the layout invariants listed at NewCSR, for matrices
// built with NewCSRFromParts. It returns nil or an error wrapping
// ErrInvalidCSR.
func (c *CSR) Validate() error {
	if c == nil {
		return fmt.Errorf("%w: nil matrix", ErrInvalidCSR)
	}
	if err := checkDims(c.rows, c.cols); err != nil {
		return err
	}
	if len(c.rowPtr) != c.rows+1 {
		return fmt.Errorf("%w: len(rowPtr) = %d, want rows+1 = %d", ErrInvalidCSR, len(c.rowPtr), c.rows+1)
	}
	if c.rowPtr[0] != 0 {
		return fmt.Errorf("%w: rowPtr[0] = %d, want 0", ErrInvalidCSR, c.rowPtr[0])
	}
	if len(c.colIdx) != len(c.vals) {
		return fmt.Errorf("%w: len(colIdx) = %d differs from len(vals) = %d", ErrInvalidCSR, len(c.colIdx), len(c.vals))
	}
	if c.rowPtr[c.rows] != int64(len(c.colIdx)) {
		return fmt.Errorf("%w: rowPtr[%d] = %d, want nnz = %d", ErrInvalidCSR, c.rows, c.rowPtr[c.rows], len(c.colIdx))
	}
	for i := range c.rows {
		if c.rowPtr[i+1] < c.rowPtr[i] {
			return fmt.Errorf("%w: rowPtr decreases at row %d", ErrInvalidCSR, i)
		}
	}
	for i := range c.rows {
		prev := int32(-1)
		for p := c.rowPtr[i]; p < c.rowPtr[i+1]; p++ {
			j := c.colIdx[p]
			if j < 0 || int(j) >= c.cols {
				return fmt.Errorf("%w: row %d, position %d: column index %d out of range [0, %d)",
					ErrInvalidCSR, i, p, j, c.cols)
			}
			if j <= prev {
				return fmt.Errorf("%w: row %d, position %d: column index %d after %d",
					ErrInvalidCSR, i, p, j, prev)
			}
			prev = j
		}
	}
	return nil
}

// Dims returns the number of rows and columns.
func (c *CSR) Dims() (r, cols int) { return c.rows, c.cols }

// At returns the value of cell (i, j): the stored value, or 0 for a
// structural zero. It binary-searches row i. Like gonum's mat.Dense.At it
// panics with mat.ErrRowAccess or mat.ErrColAccess when i or j is out of
// range; that is the mat.Matrix contract.
func (c *CSR) At(i, j int) float64 {
	if uint(i) >= uint(c.rows) {
		panic(mat.ErrRowAccess)
	}
	if uint(j) >= uint(c.cols) {
		panic(mat.ErrColAccess)
	}
	lo, hi := c.rowPtr[i], c.rowPtr[i+1]
	want := int32(j)
	for lo < hi {
		mid := int64(uint64(lo+hi) >> 1)
		switch cj := c.colIdx[mid]; {
		case cj < want:
			lo = mid + 1
		case cj > want:
			hi = mid
		default:
			return c.vals[mid]
		}
	}
	return 0
}

// T returns the transpose of c as a view, gonum's mat.Transpose.
func (c *CSR) T() mat.Matrix { return mat.Transpose{Matrix: c} }

// StoresZeros reports whether any stored value is zero (an explicit zero,
// as opposed to a structural one). The answer is computed once and cached;
// a CSR is never modified after construction.
func (c *CSR) StoresZeros() bool {
	switch c.zeros.Load() {
	case 1:
		return false
	case 2:
		return true
	}
	found := false
	for _, v := range c.vals {
		if v == 0 {
			found = true
			break
		}
	}
	if found {
		c.zeros.Store(2)
	} else {
		c.zeros.Store(1)
	}
	return found
}

// NNZ returns the number of stored entries.
func (c *CSR) NNZ() int { return len(c.vals) }

// RowNNZ returns the number of stored entries of row i. Like At it panics
// with mat.ErrRowAccess when i is out of range.
func (c *CSR) RowNNZ(i int) int {
	if uint(i) >= uint(c.rows) {
		panic(mat.ErrRowAccess)
	}
	return int(c.rowPtr[i+1] - c.rowPtr[i])
}

// Row returns the column indices and values stored in row i, as views of
// the matrix's arrays: callers must not modify them. Like At it panics with
// mat.ErrRowAccess when i is out of range.
func (c *CSR) Row(i int) (cols []int32, vals []float64) {
	if uint(i) >= uint(c.rows) {
		panic(mat.ErrRowAccess)
	}
	lo, hi := c.rowPtr[i], c.rowPtr[i+1]
	return c.colIdx[lo:hi:hi], c.vals[lo:hi:hi]
}

// Density returns NNZ / (rows * cols), or 0 for a matrix with no cells.
func (c *CSR) Density() float64 {
	if c.rows == 0 || c.cols == 0 {
		return 0
	}
	return float64(len(c.vals)) / (float64(c.rows) * float64(c.cols))
}

// Clone returns a deep copy of c.
func (c *CSR) Clone() *CSR {
	return &CSR{
		rows:   c.rows,
		cols:   c.cols,
		rowPtr: cloned(c.rowPtr),
		colIdx: cloned(c.colIdx),
		vals:   cloned(c.vals),
	}
}

// RowPtr returns the row pointer array (length rows+1). It is shared, not
// copied: callers must not modify it.
func (c *CSR) RowPtr() []int64 { return c.rowPtr }

// ColIdx returns the column index array (length NNZ). Shared; do not modify.
func (c *CSR) ColIdx() []int32 { return c.colIdx }

// Values returns the stored values (length NNZ). Shared; do not modify.
func (c *CSR) Values() []float64 { return c.vals }
