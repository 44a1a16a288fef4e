package memo

import "github.com/fusejit/fusejit/internal/hop"

// Template is the open-fuse-merge-close abstraction of one template type.
type Template interface {
	Type() TemplateType
	// Open reports whether a new fused operator can start at h, reading its
	// inputs materialized. t gives access to the DAG (e.g. consumers).
	Open(h *hop.Hop, t *Table) bool
	// Fuse reports whether an open plan at input in can extend to its
	// consumer h.
	Fuse(h, in *hop.Hop) bool
	// Merge reports whether a plan at h can absorb the open plans of its
	// input in.
	Merge(h, in *hop.Hop) bool
	// Close returns the status of entry e of this template at h; e's
	// fused inputs are already in t.
	Close(h *hop.Hop, e *Entry, t *Table) Status
}

// Compatible reports whether a plan of type parent can absorb open plans
// of type child at its inputs: every template fuses its own kind, and the
// templates whose capabilities say so (Row, Outer) also merge Cell plans.
func Compatible(parent, child TemplateType) bool {
	if parent == child {
		return true
	}
	caps := capsOf(parent)
	return caps != nil && child == TemplateCell && caps.AbsorbsCell
}

// Absorbs reports whether an operator of template parent may cover h
// through h's open entry of template child: the templates are Compatible,
// and where parent checks the element-wise sub-DAG of a plan that joins it
// (ReadableDepth: Row), h's sub-DAG passes the check Merge applies, which a
// Cell entry reached through a Row entry's reference must meet as well.
// Selection takes entries only where Absorbs holds.
func Absorbs(parent, child TemplateType, h *hop.Hop) bool {
	if !Compatible(parent, child) {
		return false
	}
	if parent == child || capsOf(parent).ReadableDepth == 0 {
		return true
	}
	return RowAbsorbsCell(h)
}

// hasOpen reports whether g holds an open entry that a plan of type t can
// absorb.
func (g *Group) hasOpen(t TemplateType) bool {
	if g == nil {
		return false
	}
	for _, e := range g.Entries {
		if Compatible(t, e.Type) && e.Status.Open() {
			return true
		}
	}
	return false
}

// Explore runs OFMC over the whole DAG and returns the populated table.
// Nodes are visited once, in topological order, which is the memoized
// bottom-up recursion of Algorithm 1 without the recursion.
func Explore(dag *hop.DAG, templates []Template) *Table {
	t := &Table{DAG: dag, groups: make([]*Group, len(dag.Nodes))}
	byType := make(map[TemplateType]Template, len(templates))
	for _, tp := range templates {
		byType[tp.Type()] = tp
	}
	dynamic := dag.DynamicShapes()
	for _, h := range dag.Nodes {
		t.Visited++
		if readsDynamic(h, dynamic) {
			continue // kernels are planned for fixed shapes
		}
		g := &Group{Hop: h}
		// Open initial plans.
		for _, tp := range templates {
			if tp.Open(h, t) {
				t.createPlans(g, h, nil, tp)
			}
		}
		// Fuse open plans of the inputs into h, merging other inputs.
		for j, in := range h.Inputs {
			if firstIndex(h.Inputs, in) != j {
				continue // one pass per distinct input
			}
			ig := t.groups[in.ID]
			if ig == nil {
				continue
			}
			for _, tp := range templates {
				if ig.Has(tp.Type(), Status.Open) && tp.Fuse(h, in) {
					t.createPlans(g, h, in, tp)
				}
			}
		}
		// Close.
		kept := g.Entries[:0]
		for _, e := range g.Entries {
			e.Status = byType[e.Type].Close(h, e, t)
			if e.Status != ClosedInvalid {
				kept = append(kept, e)
			}
		}
		g.Entries = kept
		if len(g.Entries) > 0 {
			t.groups[h.ID] = g
		}
	}
	t.findMultiAggs()
	return t
}

// readsDynamic reports whether h's shape, or an input's, is known only at
// run time (removeEmpty and what derives from it): no fused operator may
// cover or read such an operator.
func readsDynamic(h *hop.Hop, dynamic []bool) bool {
	if dynamic[h.ID] {
		return true
	}
	for _, in := range h.Inputs {
		if dynamic[in.ID] {
			return true
		}
	}
	return false
}

func firstIndex(ins []*hop.Hop, h *hop.Hop) int {
	for i, in := range ins {
		if in == h {
			return i
		}
	}
	return -1
}

// createPlans adds the entries of template tp at h: the inputs equal to in
// (nil when opening) are fused; every other input whose group holds open
// plans of tp and that tp can merge is enumerated both fused and
// materialized.
func (t *Table) createPlans(g *Group, h, in *hop.Hop, tp Template) {
	base := make([]int, len(h.Inputs))
	var optional []int
	for k, x := range h.Inputs {
		base[k] = NoRef
		switch {
		case in != nil && x == in:
			base[k] = x.ID
		case t.groups[x.ID].hasOpen(tp.Type()) && tp.Merge(h, x):
			optional = append(optional, k)
		}
	}
	for mask := 0; mask < 1<<len(optional); mask++ {
		refs := append([]int(nil), base...)
		for b, k := range optional {
			if mask&(1<<b) != 0 {
				refs[k] = h.Inputs[k].ID
			}
		}
		g.add(&Entry{Type: tp.Type(), Inputs: refs, Status: OpenValid})
	}
}
