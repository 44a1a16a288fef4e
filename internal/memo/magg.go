package memo

import "github.com/fusejit/fusejit/internal/hop"

// findMultiAggs adds MAgg candidates: sets of up to maggCaps.MaxOutputs full
// aggregates (sum, min, max) that each close a Cell plan, read a common
// non-scalar input, and do not depend on each other, so that one pass over
// the shared inputs computes all of them. Each member's group gets an MAgg
// entry with the references of its best Cell entry.
func (t *Table) findMultiAggs() {
	var aggs []*hop.Hop
	reads := map[int]map[int]bool{}
	for _, h := range t.DAG.Nodes {
		g := t.groups[h.ID]
		if g == nil || !cellAgg(h) || !maggCaps.ClosingAggs.Has(h.Op) || h.Dir != hop.DirFull || bestCell(g) == nil {
			continue
		}
		aggs = append(aggs, h)
		reads[h.ID] = t.cellReads(h)
	}
	if len(aggs) < 2 {
		return
	}
	deps := aggAncestors(t.DAG, aggs)
	grouped := map[int]bool{}
	for i, a := range aggs {
		if grouped[a.ID] {
			continue
		}
		set := []*hop.Hop{a}
		// Candidates are looked for among the next few aggregates, which
		// keeps the search linear in the DAG size.
		for _, b := range aggs[i+1 : min(len(aggs), i+1+maggWindow)] {
			if len(set) == maggCaps.MaxOutputs {
				break
			}
			if grouped[b.ID] || !sameSpace(a, b) || !sharesInput(reads, set, b) || dependent(deps, set, b) {
				continue
			}
			set = append(set, b)
		}
		if len(set) < 2 {
			continue
		}
		for _, h := range set {
			grouped[h.ID] = true
			best := bestCell(t.groups[h.ID])
			t.groups[h.ID].add(&Entry{Type: TemplateMAgg, Inputs: append([]int(nil), best.Inputs...), Status: ClosedValid})
		}
		t.MultiAggs = append(t.MultiAggs, set)
	}
}

// maggWindow bounds how far ahead (in topological order) the search for
// aggregates to combine looks; cellReadsMax bounds the operators visited
// to find an aggregate's inputs.
const (
	maggWindow   = 16
	cellReadsMax = 64
)

// bitset is a set of small integers.
type bitset []uint64

func (b bitset) has(i int) bool { return b[i/64]&(1<<(i%64)) != 0 }
func (b bitset) set(i int)      { b[i/64] |= 1 << (i % 64) }

// aggDeps records which aggregates each aggregate depends on.
type aggDeps struct {
	index map[int]int    // HOP id -> aggregate index
	anc   map[int]bitset // HOP id -> indexes of aggregates it depends on
}

// aggAncestors computes the dependencies between aggregates in one pass
// over the DAG.
func aggAncestors(d *hop.DAG, aggs []*hop.Hop) aggDeps {
	words := (len(aggs) + 63) / 64
	deps := aggDeps{index: map[int]int{}, anc: map[int]bitset{}}
	for i, a := range aggs {
		deps.index[a.ID] = i
	}
	anc := make([]bitset, len(d.Nodes))
	for _, n := range d.Nodes {
		var b bitset
		for _, in := range n.Inputs {
			i, isAgg := deps.index[in.ID]
			if anc[in.ID] == nil && !isAgg {
				continue
			}
			if b == nil {
				b = make(bitset, words)
			}
			for w, x := range anc[in.ID] {
				b[w] |= x
			}
			if isAgg {
				b.set(i)
			}
		}
		if b == nil {
			if _, isAgg := deps.index[n.ID]; isAgg {
				b = make(bitset, words)
			}
		}
		anc[n.ID] = b
		if _, isAgg := deps.index[n.ID]; isAgg {
			deps.anc[n.ID] = b
		}
	}
	return deps
}

// dependent reports whether b depends on a member of set or the reverse.
func dependent(deps aggDeps, set []*hop.Hop, b *hop.Hop) bool {
	bi := deps.index[b.ID]
	for _, a := range set {
		if deps.anc[b.ID].has(deps.index[a.ID]) || deps.anc[a.ID].has(bi) {
			return true
		}
	}
	return false
}

// sameSpace reports whether two aggregates reduce inputs of one shape.
func sameSpace(a, b *hop.Hop) bool {
	return a.Inputs[0].Rows == b.Inputs[0].Rows && a.Inputs[0].Cols == b.Inputs[0].Cols
}

// bestCell returns the closed Cell entry with the most fused inputs.
func bestCell(g *Group) *Entry {
	var best *Entry
	for _, e := range g.Entries {
		if e.Type == TemplateCell && e.Status == ClosedValid && (best == nil || e.Refs() > best.Refs()) {
			best = e
		}
	}
	return best
}

// cellReads returns the non-scalar operators read materialized by the
// largest Cell plan rooted at h.
func (t *Table) cellReads(h *hop.Hop) map[int]bool {
	out := map[int]bool{}
	seen := map[int]bool{}
	var visit func(h *hop.Hop, e *Entry)
	visit = func(h *hop.Hop, e *Entry) {
		if seen[h.ID] || len(seen) >= cellReadsMax {
			return
		}
		seen[h.ID] = true
		for k, in := range h.Inputs {
			if e.IsRef(k) {
				if ce := bestOpenCell(t.groups[in.ID]); ce != nil {
					visit(in, ce)
					continue
				}
			}
			if !in.IsScalar() {
				out[in.ID] = true
			}
		}
	}
	visit(h, bestCell(t.groups[h.ID]))
	return out
}

func bestOpenCell(g *Group) *Entry {
	var best *Entry
	for _, e := range g.Entries {
		if e.Type == TemplateCell && e.Status.Open() && (best == nil || e.Refs() > best.Refs()) {
			best = e
		}
	}
	return best
}

func sharesInput(reads map[int]map[int]bool, set []*hop.Hop, b *hop.Hop) bool {
	for _, a := range set {
		for id := range reads[b.ID] {
			if reads[a.ID][id] {
				return true
			}
		}
	}
	return false
}
