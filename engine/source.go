package engine

import (
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/matrix"
)

// Source is a row-partitioned data set: one or more matrices with the same
// number of rows (row-aligned, like X and its labels y), cut into the same
// row ranges, so that partition p holds rows [Lo, Hi) of every one of them
// and they travel together to whichever worker runs the partition. It is
// the unit of data a distributed Executor moves; the cut depends on the row
// count and the partition count alone, so every executor sees the same
// partitions.
type Source struct {
	leaves   []*hop.Hop
	ranges   []RowRange
	rows     int
	resident []bool // per leaf: given to NewSource (see Resident)
}

// RowRange is the half-open row range [Lo, Hi) of one partition.
type RowRange struct{ Lo, Hi int }

// NewSource partitions the given leaves (made by Dense, Vector or Sparse)
// into parts row ranges whose sizes differ by at most one. parts larger
// than the row count is lowered to it (a partition is never empty).
//
// The matrices are resident data, as if loaded into a cluster: they must
// not be modified while the Source (or a Distributed over it) is in use,
// because a distributed runner may keep their partitions between jobs by
// the matrices' identity (see Resident) instead of reading them again.
func NewSource(parts int, inputs ...*Expr) (*Source, error) {
	if len(inputs) == 0 {
		return nil, fmt.Errorf("engine: source: no inputs")
	}
	if parts <= 0 {
		return nil, fmt.Errorf("engine: source: %d partitions: must be > 0", parts)
	}
	leaves := make([]*hop.Hop, len(inputs))
	for i, in := range inputs {
		h := in.node()
		if h == nil || h.Err != nil || (h.Dense == nil && h.CSR == nil) {
			return nil, fmt.Errorf("engine: source: input %d: %w: not a matrix leaf (Dense, Vector or Sparse)", i, ErrShape)
		}
		leaves[i] = h
	}
	s, err := newSource(parts, leaves)
	if err != nil {
		return nil, err
	}
	for i := range s.resident {
		s.resident[i] = true
	}
	return s, nil
}

// newSource partitions leaves, which hold Dense or CSR data.
func newSource(parts int, leaves []*hop.Hop) (*Source, error) {
	s := &Source{leaves: leaves, resident: make([]bool, len(leaves))}
	for i, h := range leaves {
		if i == 0 {
			s.rows = h.Rows
		} else if h.Rows != s.rows {
			return nil, fmt.Errorf("engine: source: input %d: %w: %d rows, input 0 has %d: inputs must be row-aligned", i, ErrShape, h.Rows, s.rows)
		}
	}
	if s.rows == 0 {
		return nil, fmt.Errorf("engine: source: %w: no rows", ErrShape)
	}
	parts = min(parts, s.rows)
	lo := 0
	for p := 1; p <= parts; p++ {
		hi := int(int64(s.rows) * int64(p) / int64(parts))
		s.ranges = append(s.ranges, RowRange{lo, hi})
		lo = hi
	}
	return s, nil
}

// Partitions is the number of partitions.
func (s *Source) Partitions() int { return len(s.ranges) }

// Inputs is the number of row-aligned matrices in each partition.
func (s *Source) Inputs() int { return len(s.leaves) }

// Rows is the row count every input has.
func (s *Source) Rows() int { return s.rows }

// Resident returns, for input i given to NewSource (directly, or through
// the Distributed evaluator whose stages read it), a comparable key of
// the matrix's identity (its storage), and true; for other inputs (values
// a Distributed evaluation computed on the driver), nil and false. Two
// inputs with equal keys hold the same data, which does not change while
// the Source is in use: a runner may key what it keeps of their
// partitions by it (the key references the storage, so holding it keeps
// the storage alive and its address from being reused).
func (s *Source) Resident(i int) (any, bool) {
	if i < 0 || i >= len(s.leaves) || !s.resident[i] {
		return nil, false
	}
	h := s.leaves[i]
	if h.CSR != nil {
		return h.CSR, true
	}
	raw := h.Dense.RawMatrix()
	if len(raw.Data) == 0 {
		return nil, false
	}
	return denseIdentity{&raw.Data[0], raw.Rows, raw.Cols, raw.Stride}, true
}

// denseIdentity is a dense matrix's storage, as Resident keys it.
type denseIdentity struct {
	first              *float64
	rows, cols, stride int
}

// Range returns partition p's rows.
func (s *Source) Range(p int) RowRange { return s.ranges[p] }

// Partition returns partition p: rows [Lo, Hi) of every input, in the order
// given to NewSource, as a contiguous *mat.Dense (a view when the input is
// contiguous, else a copy) or a *matrix.CSR sharing the input's column
// indexes and values. The blocks must not be modified.
func (s *Source) Partition(p int) ([]mat.Matrix, error) {
	if p < 0 || p >= len(s.ranges) {
		return nil, fmt.Errorf("engine: source: partition %d of %d", p, len(s.ranges))
	}
	r := s.ranges[p]
	out := make([]mat.Matrix, len(s.leaves))
	for i, h := range s.leaves {
		if h.CSR != nil {
			out[i] = csrRows(h.CSR, r.Lo, r.Hi)
			continue
		}
		d := h.Dense.Slice(r.Lo, r.Hi, 0, h.Cols).(*mat.Dense)
		if d.RawMatrix().Stride != h.Cols {
			d = mat.DenseCopyOf(d) // kernels read packed rows
		}
		out[i] = d
	}
	return out, nil
}

// index returns the position of the leaf holding the same data as h, or
// -1: an input of a plan belongs to the source when it reads the very
// matrix given to NewSource (or another leaf over the same storage, as
// Vector makes of a *mat.VecDense).
func (s *Source) index(h *hop.Hop) int {
	for i, l := range s.leaves {
		if sameData(l, h) {
			return i
		}
	}
	return -1
}

// sameData reports whether leaves a and b reference the same matrix.
func sameData(a, b *hop.Hop) bool {
	if a.CSR != nil || b.CSR != nil {
		return a.CSR == b.CSR
	}
	if a.Dense == nil || b.Dense == nil {
		return false
	}
	if a.Dense == b.Dense {
		return true
	}
	ra, rb := a.Dense.RawMatrix(), b.Dense.RawMatrix()
	return ra.Rows == rb.Rows && ra.Cols == rb.Cols && ra.Stride == rb.Stride &&
		len(ra.Data) > 0 && len(rb.Data) > 0 && &ra.Data[0] == &rb.Data[0]
}

// csrRows returns rows [lo, hi) of c; the row pointers are rebased, the
// column indexes and values are shared.
func csrRows(c *matrix.CSR, lo, hi int) *matrix.CSR {
	_, cols := c.Dims()
	rp := c.RowPtr()
	base := rp[lo]
	ptr := hugealloc.Make[int64](hi - lo + 1)
	for i := range ptr {
		ptr[i] = rp[lo+i] - base
	}
	return matrix.NewCSRFromParts(hi-lo, cols, ptr, c.ColIdx()[base:rp[hi]], c.Values()[base:rp[hi]])
}
