package hop

import "fmt"

// Re-optimization after data-dependent sizes, SystemML's dynamic
// recompilation (Boehm et al., "SystemML's Optimizer: Plan Generation for
// Large-Scale Machine Learning Programs", IEEE Data Eng. Bull. 2014): the
// output size of removeEmpty is known only once it ran, and everything
// above it would otherwise be planned with upper bounds and run unfused
// (see DynamicShapes). A DAG is therefore split at its lowest
// removeEmpty operators: the part up to them runs first, their results
// become leaves of exact size and non-zero count, and the rest is
// optimized as a DAG of its own (where a higher removeEmpty splits again).

// HasDynamicShape reports whether an operator with a data-dependent
// shape is reachable from roots.
func HasDynamicShape(roots []*Hop) bool {
	seen := map[*Hop]bool{}
	var walk func(h *Hop) bool
	walk = func(h *Hop) bool {
		if h == nil || seen[h] {
			return false
		}
		seen[h] = true
		if h.DynamicRows || h.DynamicCols {
			return true
		}
		for _, in := range h.Inputs {
			if walk(in) {
				return true
			}
		}
		return false
	}
	for _, r := range roots {
		if walk(r) {
			return true
		}
	}
	return false
}

// FirstStage returns the operators of d to compute before the rest can be
// optimized with exact sizes: every removeEmpty with no removeEmpty below
// it, and every other non-leaf operator below those that the rest reads
// or that is an output. It returns nil when no such removeEmpty has a
// consumer, that is when nothing above a data-dependent size is left to
// optimize.
func (d *DAG) FirstStage() []*Hop {
	above := make([]bool, len(d.Nodes)) // a removeEmpty at or below
	var lowest []*Hop
	consumed := false
	for _, h := range d.Nodes {
		below := false
		for _, in := range h.Inputs {
			below = below || above[in.ID]
		}
		isRE := h.Op == OpRemoveEmptyRows || h.Op == OpRemoveEmptyCols
		if isRE && !below {
			lowest = append(lowest, h)
			consumed = consumed || len(d.Consumers[h.ID]) > 0
		}
		above[h.ID] = below || isRE
	}
	if !consumed {
		return nil
	}
	// The first stage is everything below the lowest removeEmpty
	// operators, themselves included.
	in := make([]bool, len(d.Nodes))
	var mark func(h *Hop)
	mark = func(h *Hop) {
		if in[h.ID] {
			return
		}
		in[h.ID] = true
		for _, x := range h.Inputs {
			mark(x)
		}
	}
	for _, h := range lowest {
		mark(h)
	}
	var first []*Hop
	for _, h := range d.Nodes {
		if !in[h.ID] || h.Op.IsLeaf() {
			continue
		}
		needed := d.IsRoot(h)
		for _, c := range d.Consumers[h.ID] {
			needed = needed || !in[c.ID]
		}
		if needed {
			first = append(first, h)
		}
	}
	return first
}

// Substitute returns copies of d's roots in which every operator of
// first is replaced by the leaf at the same position of leaves, with the
// shapes, formats and estimates of every operator above inferred anew
// from the leaves (an error when a shape no longer fits).
func (d *DAG) Substitute(first, leaves []*Hop) ([]*Hop, error) {
	if len(first) != len(leaves) {
		return nil, fmt.Errorf("hop: substitute: %d operators, %d leaves", len(first), len(leaves))
	}
	repl := map[*Hop]*Hop{}
	for i, h := range first {
		repl[h] = leaves[i]
	}
	var copyOf func(h *Hop) (*Hop, error)
	copyOf = func(h *Hop) (*Hop, error) {
		if r, ok := repl[h]; ok {
			return r, nil
		}
		if h.Op.IsLeaf() {
			return h, nil
		}
		c := *h
		c.Inputs = make([]*Hop, len(h.Inputs))
		for k, in := range h.Inputs {
			x, err := copyOf(in)
			if err != nil {
				return nil, err
			}
			c.Inputs[k] = x
		}
		if f := rebuild(&c); f != nil {
			if f.Err != nil {
				return nil, f.Err
			}
			f.Name = h.Name
			c = *f
		}
		c.ID = 0
		repl[h] = &c
		return &c, nil
	}
	roots := make([]*Hop, len(d.Roots))
	for i, r := range d.Roots {
		x, err := copyOf(r)
		if err != nil {
			return nil, err
		}
		roots[i] = x
	}
	return roots, nil
}
