package engine

import (
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/selection"
)

// TestCoveredShare: a value computed by one fused operator run unfused is
// reused by the next one covering the same operator, and dropped once the
// last of them ran; operators covered once are never kept.
func TestCoveredShare(t *testing.T) {
	h := func(id int) *hop.Hop { return &hop.Hop{ID: id} }
	a, b, c, d := h(1), h(2), h(3), h(4)
	op1 := &fusedOp{sel: &selection.FusedOp{Covered: []*hop.Hop{a, b}}}
	op2 := &fusedOp{sel: &selection.FusedOp{Covered: []*hop.Hop{b, c}}}
	op3 := &fusedOp{sel: &selection.FusedOp{Covered: []*hop.Hop{b, d}}}
	// op1 appears under two roots, as a multi-output operator does: it
	// counts once.
	prog := &program{ops: map[int]*fusedOp{10: op1, 11: op1, 12: op2, 13: op3}}
	s := newCoveredShare(prog)
	if len(s.left) != 1 || s.left[b.ID] != 3 {
		t.Fatalf("left = %v, want only hop 2 covered by 3 operators", s.left)
	}
	v := mat.NewDense(1, 1, []float64{7})
	steps := []struct {
		name     string
		done     *fusedOp
		wantHave map[*hop.Hop]bool
	}{
		{"op1 computes a and b", op1, map[*hop.Hop]bool{a: false, b: true}},
		{"op2 reuses b", op2, map[*hop.Hop]bool{b: true, c: false}},
		{"op3, the last covering b", op3, map[*hop.Hop]bool{b: false}},
	}
	s.put(a, v)
	s.put(b, v)
	for _, st := range steps {
		s.done(st.done)
		for x, want := range st.wantHave {
			if _, got := s.get(x); got != want {
				t.Errorf("%s: have hop %d = %v, want %v", st.name, x.ID, got, want)
			}
		}
	}
	var none *coveredShare
	none.put(a, v)
	none.done(op1)
	if _, ok := none.get(a); ok {
		t.Error("nil share returned a value")
	}
}
