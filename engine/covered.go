package engine

import (
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
)

// coveredShare keeps, during one execute, the values that fused operators
// run unfused (runCovered) compute for operators that other fused
// operators also cover. Plans may cover an operator in several fused
// operators (redundant computation is cheap inside a kernel), and without
// kernels each of them ran it again: the unfused tier then did more work
// than Base, which runs every operator once. A value is dropped once every
// fused operator covering it has run.
type coveredShare struct {
	left map[int]int        // fused operators covering the hop still to run
	vals map[int]mat.Matrix // values computed so far, for hops in left
}

// newCoveredShare counts, for the operators that more than one of prog's
// fused operators covers, how many do.
func newCoveredShare(prog *program) *coveredShare {
	n := map[int]int{}
	seen := map[*fusedOp]bool{}
	for _, op := range prog.ops {
		if seen[op] {
			continue
		}
		seen[op] = true
		for _, h := range op.sel.Covered {
			n[h.ID]++
		}
	}
	for id, k := range n {
		if k < 2 {
			delete(n, id)
		}
	}
	return &coveredShare{left: n, vals: map[int]mat.Matrix{}}
}

// get returns the value of h computed by an earlier fused operator.
func (s *coveredShare) get(h *hop.Hop) (mat.Matrix, bool) {
	if s == nil {
		return nil, false
	}
	v, ok := s.vals[h.ID]
	return v, ok
}

// put keeps v as h's value if another fused operator covers h.
func (s *coveredShare) put(h *hop.Hop, v mat.Matrix) {
	if s != nil && s.left[h.ID] > 0 {
		s.vals[h.ID] = v
	}
}

// done records that op ran (with its kernel or not) and drops the values
// no fused operator still to run covers.
func (s *coveredShare) done(op *fusedOp) {
	if s == nil {
		return
	}
	for _, h := range op.sel.Covered {
		if k, ok := s.left[h.ID]; ok {
			if k <= 1 {
				delete(s.left, h.ID)
				delete(s.vals, h.ID)
			} else {
				s.left[h.ID] = k - 1
			}
		}
	}
}
