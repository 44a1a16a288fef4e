package selection

import (
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// build constructs the plan the chooser's decisions define: starting at
// the outputs, every materialized operator roots a fused operator with its
// chosen valid entry (or runs unfused if it has none), the operator covers
// what the chosen entries reference, and its materialized inputs are
// built the same way.
func build(tbl *memo.Table, ch *chooser) *Plan {
	b := &builder{ch: ch, plan: &Plan{Fused: map[int]*FusedOp{}}, done: map[int]bool{}}
	for _, r := range tbl.DAG.Roots {
		b.materialize(r)
	}
	return b.plan
}

type builder struct {
	ch   *chooser
	plan *Plan
	done map[int]bool
}

// materialize decides how h is computed, after its materialized inputs.
func (b *builder) materialize(h *hop.Hop) {
	if b.done[h.ID] {
		return
	}
	b.done[h.ID] = true
	if e := b.ch.open(h); e != nil {
		op := &FusedOp{Root: h, Roots: []*hop.Hop{h}, Type: e.Type, Entries: map[int]*memo.Entry{}}
		b.cover(op, h, e)
		for _, in := range op.Inputs {
			b.materialize(in)
		}
		b.plan.Fused[h.ID] = op
	} else {
		for _, in := range h.Inputs {
			b.materialize(in)
		}
	}
	b.plan.Order = append(b.plan.Order, h)
}

// cover adds h with entry e to op and follows its fusion references. An
// operator reached twice inside op is covered once (the first entry wins).
func (b *builder) cover(op *FusedOp, h *hop.Hop, e *memo.Entry) {
	if op.Covers(h.ID) {
		return
	}
	op.Entries[h.ID] = e
	for k, in := range h.Inputs {
		if ce := b.ch.child(h, e, k); ce != nil {
			b.cover(op, in, ce)
		} else {
			addInput(op, in)
		}
	}
	op.Covered = append(op.Covered, h)
}

func addInput(op *FusedOp, in *hop.Hop) {
	if !containsHop(op.Inputs, in) {
		op.Inputs = append(op.Inputs, in)
	}
}

func containsHop(hs []*hop.Hop, h *hop.Hop) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}
