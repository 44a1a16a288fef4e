package selection

import (
	"github.com/fusejit/fusejit/hop"
	"github.com/fusejit/fusejit/memo"
)

// FuseAll selects the fuse-all plan: every operator that can root a fused
// operator does, with the entry that fuses the most inputs, and fusion
// continues through shared intermediates (computing them redundantly where
// they are also materialized for another consumer).
func FuseAll(tbl *memo.Table) *Plan {
	return selectPlan(tbl, false)
}

// FuseNoRedundancy selects the fuse-no-redundancy plan: like FuseAll, but
// an intermediate with several consumers (or that is an output) is always
// materialized and read, never computed inside a consumer's operator.
func FuseNoRedundancy(tbl *memo.Table) *Plan {
	return selectPlan(tbl, true)
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

func selectPlan(tbl *memo.Table, noRedundancy bool) *Plan {
	s := &builder{tbl: tbl, plan: &Plan{Fused: map[int]*FusedOp{}}, done: map[int]bool{}, noRedundancy: noRedundancy}
	for _, r := range tbl.DAG.Roots {
		s.materialize(r)
	}
	return s.plan
}

type builder struct {
	tbl          *memo.Table
	plan         *Plan
	done         map[int]bool
	noRedundancy bool
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
	if e := bestEntry(s.tbl.Group(h.ID), nil, memo.Status.Valid); e != nil {
		op := &FusedOp{Root: h, Type: e.Type, Entries: map[int]*memo.Entry{}}
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
		ce := bestEntry(s.tbl.Group(in.ID), &t, memo.Status.Open)
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

// bestEntry returns the entry with the most fused inputs among those of
// type t (any type when nil) whose status satisfies ok.
func bestEntry(g *memo.Group, t *memo.TemplateType, ok func(memo.Status) bool) *memo.Entry {
	if g == nil {
		return nil
	}
	var best *memo.Entry
	for _, e := range g.Entries {
		if (t != nil && e.Type != *t) || !ok(e.Status) {
			continue
		}
		if best == nil || e.Refs() > best.Refs() {
			best = e
		}
	}
	return best
}
