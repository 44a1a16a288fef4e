package selection

import (
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// MergeMultiAggs combines selected Cell full-aggregate operators that form
// a MAgg candidate of the memo table into one MAgg operator, which reads
// their shared inputs once. Operators of one candidate merge only if each
// is a Cell operator rooted at its aggregate.
func MergeMultiAggs(tbl *memo.Table, p *Plan) {
	merged := false
	for _, set := range tbl.MultiAggs {
		ops := maggMembers(p, set)
		if len(ops) != len(set) {
			continue
		}
		mergeOps(p, ops)
		merged = true
	}
	if merged {
		p.reorder()
	}
}

// maggMembers returns the operators of p that compute members of a MAgg
// candidate: Cell operators rooted at the aggregate.
func maggMembers(p *Plan, set []*hop.Hop) []*FusedOp {
	var ops []*FusedOp
	for _, h := range set {
		if op, ok := p.Fused[h.ID]; ok && op.Type == memo.TemplateCell && op.Root == h && len(op.Roots) == 1 {
			ops = append(ops, op)
		}
	}
	return ops
}

// multiAgg returns the MAgg operator computing the roots of ops.
func multiAgg(ops []*FusedOp) *FusedOp {
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
	return m
}

// mergeOps replaces ops in p by one MAgg operator.
func mergeOps(p *Plan, ops []*FusedOp) {
	m := multiAgg(ops)
	for _, h := range m.Roots {
		p.Fused[h.ID] = m
	}
}

// decideMultiAggs merges, per MAgg candidate, the members (all, or a
// pair of them) whose merged operator is cheapest, if cheaper than
// keeping them separate: the merged operator reads shared inputs once,
// but exploits sparsity only with a driver common to all its aggregates.
func decideMultiAggs(tbl *memo.Table, p *Plan, m *model) []MAggReport {
	var reps []MAggReport
	changed := false
	for _, set := range tbl.MultiAggs {
		ops := maggMembers(p, set)
		if len(ops) < 2 {
			continue
		}
		single := make([]float64, len(ops))
		separate := 0.0
		for i, op := range ops {
			single[i] = m.vectorCost(vectorOf(op))
			separate += single[i]
		}
		rep := MAggReport{SeparateCost: separate, Cost: separate}
		for _, h := range set {
			rep.Candidate = append(rep.Candidate, h.ID)
		}
		var best []int
		for _, sub := range subsets(len(ops)) {
			c := 0.0
			var group []*FusedOp
			for i, op := range ops {
				if containsInt(sub, i) {
					group = append(group, op)
				} else {
					c += single[i]
				}
			}
			c += m.vectorCost(vectorOf(multiAgg(group)))
			if c < rep.Cost {
				rep.Cost, best = c, sub
			}
		}
		if best != nil {
			var group []*FusedOp
			for _, i := range best {
				group = append(group, ops[i])
				rep.Merged = append(rep.Merged, ops[i].Root.ID)
			}
			mergeOps(p, group)
			changed = true
		}
		reps = append(reps, rep)
	}
	if changed {
		p.reorder()
	}
	return reps
}

// subsets returns the index sets of size >= 2 of n members, largest
// first (n <= memo.MaxMultiAggs, so there are at most four).
func subsets(n int) [][]int {
	var out [][]int
	for mask := 1<<n - 1; mask > 0; mask-- {
		var s []int
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				s = append(s, i)
			}
		}
		if len(s) >= 2 {
			out = append(out, s)
		}
	}
	return out
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// reorder recomputes Order so that every operator comes after the inputs
// it reads, treating the roots of a multi-output operator as one node
// placed after the inputs of all of them.
func (p *Plan) reorder() {
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
