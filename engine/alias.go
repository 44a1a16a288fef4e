package engine

import (
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// span is the address range [lo, hi) of one backing array.
type span struct{ lo, hi uintptr }

func (s span) overlaps(o span) bool { return s.lo < o.hi && o.lo < s.hi }

func spanOf[T any](s []T) []span {
	if cap(s) == 0 {
		return nil
	}
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(s)))
	return []span{{lo, lo + uintptr(cap(s))*unsafe.Sizeof(s[0])}}
}

// spansOf returns the backing arrays of m; ok is false for a matrix type
// whose storage the engine cannot see.
func spansOf(m mat.Matrix) (spans []span, ok bool) {
	switch v := m.(type) {
	case *mat.Dense:
		return spanOf(v.RawMatrix().Data), true
	case *mat.VecDense:
		return spanOf(v.RawVector().Data), true
	case *matrix.CSR:
		// Only the values count: results of sparse-safe operators share
		// their input's row pointers and column indexes on purpose, and
		// CSR's arrays are read-only by contract (matrix.CSR.RowPtr).
		return spanOf(v.Values()), true
	case mat.Transpose:
		return spansOf(v.Matrix)
	}
	return nil, false
}

// unaliased returns the outputs of one Eval, copying every output that
// shares values with a leaf of dag (the caller's inputs) or with an
// earlier output, so that writing to a result never changes an input or
// another result. Operators may return views of their inputs (a leaf as an
// output, a slice, a removeEmpty that removes nothing); the copy is made
// only then.
func unaliased(dag *hop.DAG, outs []mat.Matrix) []mat.Matrix {
	var taken []span
	// A CSR without stored values has no span to compare, so a leaf that
	// a rewrite made an output (1 * S -> S) is recognized by identity.
	leafCSR := map[*matrix.CSR]bool{}
	for _, h := range dag.Nodes {
		if h.Dense != nil {
			taken = append(taken, spanOf(h.Dense.RawMatrix().Data)...)
		}
		if h.CSR != nil {
			s, _ := spansOf(h.CSR)
			taken = append(taken, s...)
			leafCSR[h.CSR] = true
		}
	}
	res := make([]mat.Matrix, len(outs))
	for i, m := range outs {
		spans, known := spansOf(m)
		if c, ok := m.(*matrix.CSR); !known || overlapsAny(spans, taken) || ok && leafCSR[c] {
			m = copyOf(m)
			spans, _ = spansOf(m)
		}
		res[i] = m
		taken = append(taken, spans...)
	}
	return res
}

func overlapsAny(a, b []span) bool {
	for _, x := range a {
		for _, y := range b {
			if x.overlaps(y) {
				return true
			}
		}
	}
	return false
}

// copyOf returns a copy of m in its own storage, keeping a CSR sparse.
func copyOf(m mat.Matrix) mat.Matrix {
	switch v := m.(type) {
	case *matrix.CSR:
		return v.Clone()
	case *mat.VecDense:
		return mat.VecDenseCopyOf(v)
	}
	return mat.DenseCopyOf(m)
}
