package matrix

import (
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
)

// ToDense returns c as a new dense matrix with contiguous storage
// (Stride == Cols); structural zeros become 0. gonum cannot represent a
// dense matrix with a zero dimension, so for a matrix with no cells ToDense
// returns an empty &mat.Dense{} (IsEmpty reports true and Dims is 0 x 0).
func (c *CSR) ToDense() *mat.Dense {
	if c.rows == 0 || c.cols == 0 {
		return &mat.Dense{}
	}
	data := hugealloc.Make[float64](c.rows * c.cols)
	for i := range c.rows {
		row := data[i*c.cols : (i+1)*c.cols]
		for p := c.rowPtr[i]; p < c.rowPtr[i+1]; p++ {
			row[c.colIdx[p]] = c.vals[p]
		}
	}
	return mat.NewDense(c.rows, c.cols, data)
}

// FromDense returns the cells of d that are not zero as a new CSR matrix.
// NaN is not zero and is stored; +0 and -0 are not stored. A *CSR argument
// is cloned. A nil argument, a nil *mat.Dense or an empty dense matrix gives
// an empty 0 x 0 CSR.
func FromDense(d mat.Matrix) *CSR {
	switch m := d.(type) {
	case nil:
		return emptyCSR(0, 0)
	case *CSR:
		if m == nil {
			return emptyCSR(0, 0)
		}
		return m.Clone()
	case mat.Transpose:
		if c, ok := m.Matrix.(*CSR); ok && c != nil {
			return c.Transpose()
		}
	case *mat.Dense:
		if m == nil || m.IsEmpty() {
			return emptyCSR(0, 0)
		}
		raw := m.RawMatrix()
		return fromRowFunc(raw.Rows, raw.Cols, func(i int) []float64 {
			return raw.Data[i*raw.Stride : i*raw.Stride+raw.Cols]
		})
	}
	r, c := d.Dims()
	if r == 0 || c == 0 {
		return emptyCSR(r, c)
	}
	buf := make([]float64, c)
	return fromRowFunc(r, c, func(i int) []float64 {
		for j := range buf {
			buf[j] = d.At(i, j)
		}
		return buf
	})
}

// fromRowFunc builds a CSR matrix from the non-zero cells of the rows that
// row returns, in two passes (count, then fill) so that the arrays are
// allocated at their exact size.
func fromRowFunc(rows, cols int, row func(i int) []float64) *CSR {
	rowPtr := hugealloc.Make[int64](rows + 1)
	for i := range rows {
		n := int64(0)
		for _, x := range row(i) {
			if x != 0 {
				n++
			}
		}
		rowPtr[i+1] = rowPtr[i] + n
	}
	nnz := rowPtr[rows]
	colIdx := hugealloc.Make[int32](int(nnz))
	vals := hugealloc.Make[float64](int(nnz))
	p := 0
	for i := range rows {
		for j, x := range row(i) {
			if x != 0 {
				colIdx[p] = int32(j)
				vals[p] = x
				p++
			}
		}
	}
	return &CSR{rows: rows, cols: cols, rowPtr: rowPtr, colIdx: colIdx, vals: vals}
}

// Transpose returns the transpose of c as a new CSR matrix (a counting sort
// by column, O(rows + cols + nnz)). Unlike T it materializes the result.
func (c *CSR) Transpose() *CSR {
	rowPtr := hugealloc.Make[int64](c.cols + 1)
	for _, j := range c.colIdx {
		rowPtr[j+1]++
	}
	for j := range c.cols {
		rowPtr[j+1] += rowPtr[j]
	}
	next := make([]int64, c.cols)
	copy(next, rowPtr[:c.cols])
	colIdx := hugealloc.Make[int32](len(c.colIdx))
	vals := hugealloc.Make[float64](len(c.vals))
	for i := range c.rows {
		for p := c.rowPtr[i]; p < c.rowPtr[i+1]; p++ {
			j := c.colIdx[p]
			q := next[j]
			colIdx[q] = int32(i)
			vals[q] = c.vals[p]
			next[j]++
		}
	}
	return &CSR{rows: c.cols, cols: c.rows, rowPtr: rowPtr, colIdx: colIdx, vals: vals}
}

// emptyCSR returns a rows x cols matrix with no stored entries.
func emptyCSR(rows, cols int) *CSR {
	return &CSR{rows: rows, cols: cols, rowPtr: hugealloc.Make[int64](rows + 1)}
}
