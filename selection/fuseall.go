package selection

import (
	"github.com/fusejit/fusejit/hop"
	"github.com/fusejit/fusejit/memo"
)

// FuseAll selects the fuse-all plan: every operator that can root a fused
// operator does, with the entry that fuses the most inputs, and fusion
// continues through shared intermediates (computing them redundantly where
// they are also materialized for another consumer).
//
// supported limits the templates that may be selected (nil: all).
func FuseAll(tbl *memo.Table, supported func(memo.TemplateType) bool) *Plan {
	return selectPlan(tbl, false, supported)
}

// FuseNoRedundancy selects the fuse-no-redundancy plan: like FuseAll, but
// an intermediate with several consumers (or that is an output) is always
// materialized and read, never computed inside a consumer's operator.
func FuseNoRedundancy(tbl *memo.Table, supported func(memo.TemplateType) bool) *Plan {
	return selectPlan(tbl, true, supported)
}

// Unfused returns the plan that runs every operator on its own.
func Unfused(dag *hop.DAG) *Plan {
	p := &Plan{Fused: map[int]*FusedOp{}}
	done := map[int]bool{}
	var visit func(h *hop.Hop)
	visit = func(h *hop.Hop) {
		if done[h.ID] {
			return
		}
		done[h.ID] = true
		for _, in := range h.Inputs {
			visit(in)
		}
		p.Order = append(p.Order, h)
	}
	for _, r := range dag.Roots {
		visit(r)
	}
	return p
}

func selectPlan(tbl *memo.Table, noRedundancy bool, supported func(memo.TemplateType) bool) *Plan {
	if supported == nil {
		supported = func(memo.TemplateType) bool { return true }
	}
	s := &builder{tbl: tbl, plan: &Plan{Fused: map[int]*FusedOp{}}, done: map[int]bool{},
		noRedundancy: noRedundancy, supported: supported, size: map[*memo.Entry]int{}}
	for _, r := range tbl.DAG.Roots {
		s.materialize(r)
	}
	if supported(memo.TemplateMAgg) {
		MergeMultiAggs(tbl, s.plan)
	}
	return s.plan
}

// MergeMultiAggs combines selected Cell full-aggregate operators that form
// a MAgg candidate of the memo table into one MAgg operator, which reads
// their shared inputs once. Operators of one candidate merge only if each
// is a Cell operator rooted at its aggregate.
func MergeMultiAggs(tbl *memo.Table, p *Plan) {
	merged := false
	defer func() {
		if merged {
			p.reorder(tbl.DAG)
		}
	}()
	for _, set := range tbl.MultiAggs {
		var ops []*FusedOp
		for _, h := range set {
			op, ok := p.Fused[h.ID]
			if !ok || op.Type != memo.TemplateCell || op.Root != h {
				break
			}
			ops = append(ops, op)
		}
		if len(ops) != len(set) {
			continue
		}
		m := &FusedOp{Root: ops[0].Root, Type: memo.TemplateMAgg, Entries: map[int]*memo.Entry{}}
		for _, op := range ops {
			m.Roots = append(m.Roots, op.Root)
			for id, e := range op.Entries {
				m.Entries[id] = e
			}
			for _, c := range op.Covered {
				if !containsHop(m.Covered, c) {
					m.Covered = append(m.Covered, c)
				}
			}
			for _, in := range op.Inputs {
				addInput(m, in)
			}
		}
		for _, h := range m.Roots {
			p.Fused[h.ID] = m
		}
		merged = true
	}
}

// reorder recomputes Order so that every operator comes after the inputs
// it reads, treating the roots of a multi-output operator as one node
// placed after the inputs of all of them.
func (p *Plan) reorder(dag *hop.DAG) {
	materialized := map[int]bool{}
	for _, h := range p.Order {
		materialized[h.ID] = true
	}
	done := map[int]bool{}
	var order []*hop.Hop
	var visit func(h *hop.Hop)
	visit = func(h *hop.Hop) {
		if done[h.ID] {
			return
		}
		op, fused := p.Fused[h.ID]
		if !fused {
			done[h.ID] = true
			for _, in := range h.Inputs {
				visit(in)
			}
			order = append(order, h)
			return
		}
		for _, r := range op.Roots {
			done[r.ID] = true
		}
		for _, in := range op.Inputs {
			visit(in)
		}
		order = append(order, op.Roots...)
	}
	for _, h := range p.Order {
		visit(h)
	}
	p.Order = order
}

func containsHop(hs []*hop.Hop, h *hop.Hop) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}

type builder struct {
	tbl          *memo.Table
	plan         *Plan
	done         map[int]bool
	noRedundancy bool
	supported    func(memo.TemplateType) bool
	size         map[*memo.Entry]int // memoized fusedSize
}

// shared reports whether h has several distinct consumers or is an output.
func (s *builder) shared(h *hop.Hop) bool {
	dag := s.tbl.DAG
	if dag.IsRoot(h) {
		return true
	}
	cons := dag.Consumers[h.ID]
	for _, c := range cons[1:] {
		if c != cons[0] {
			return true
		}
	}
	return false
}

// materialize decides how h is computed, after its materialized inputs.
func (s *builder) materialize(h *hop.Hop) {
	if s.done[h.ID] {
		return
	}
	s.done[h.ID] = true
	if e := s.bestEntry(h, nil, memo.Status.Valid); e != nil {
		op := &FusedOp{Root: h, Roots: []*hop.Hop{h}, Type: e.Type, Entries: map[int]*memo.Entry{}}
		s.cover(op, h, e)
		for _, in := range op.Inputs {
			s.materialize(in)
		}
		s.plan.Fused[h.ID] = op
	} else {
		for _, in := range h.Inputs {
			s.materialize(in)
		}
	}
	s.plan.Order = append(s.plan.Order, h)
}

// cover adds h with entry e to op and follows its fusion references.
func (s *builder) cover(op *FusedOp, h *hop.Hop, e *memo.Entry) {
	if op.Covers(h.ID) {
		return
	}
	if s.noRedundancy {
		// Read shared inputs materialized: record the entry as used.
		used := &memo.Entry{Type: e.Type, Status: e.Status, Inputs: append([]int(nil), e.Inputs...)}
		for k, in := range h.Inputs {
			if used.IsRef(k) && s.shared(in) {
				used.Inputs[k] = memo.NoRef
			}
		}
		e = used
	}
	op.Entries[h.ID] = e
	for k, in := range h.Inputs {
		if !e.IsRef(k) {
			addInput(op, in)
			continue
		}
		t := e.Type
		ce := s.bestEntry(in, &t, memo.Status.Open)
		if ce == nil { // cannot happen for a consistent table; read it instead
			addInput(op, in)
			continue
		}
		s.cover(op, in, ce)
	}
	op.Covered = append(op.Covered, h)
}

func addInput(op *FusedOp, in *hop.Hop) {
	for _, x := range op.Inputs {
		if x == in {
			return
		}
	}
	op.Inputs = append(op.Inputs, in)
}

// bestEntry returns the entry of h's group that fuses the most operators
// (counting through its references), among supported entries whose status
// satisfies ok and, when parent is set, that a plan of that type can
// absorb. Ties go to the simpler template (Cell before MAgg, Row, Outer).
func (s *builder) bestEntry(h *hop.Hop, parent *memo.TemplateType, ok func(memo.Status) bool) *memo.Entry {
	g := s.tbl.Group(h.ID)
	if g == nil {
		return nil
	}
	var best *memo.Entry
	bestSize := 0
	for _, e := range g.Entries {
		if !s.supported(e.Type) || !ok(e.Status) || (parent != nil && !memo.Compatible(*parent, e.Type)) {
			continue
		}
		size := s.fusedSize(h, e)
		if best == nil || size > bestSize || (size == bestSize && e.Type < best.Type) {
			best, bestSize = e, size
		}
	}
	return best
}

// fusedSize counts the operators a plan with entry e at h covers when each
// reference follows its largest compatible open entry.
func (s *builder) fusedSize(h *hop.Hop, e *memo.Entry) int {
	if n, ok := s.size[e]; ok {
		return n
	}
	s.size[e] = 1 // cut cycles through shared inputs
	n := 1
	for k, in := range h.Inputs {
		if !e.IsRef(k) {
			continue
		}
		t := e.Type
		if ce := s.bestEntry(in, &t, memo.Status.Open); ce != nil {
			n += s.fusedSize(in, ce)
		}
	}
	s.size[e] = n
	return n
}
