package hop

import "fmt"

// A Rewrite is one named algebraic rule. Apply transforms a prepared DAG in
// place, before fusion, and reports whether it changed anything. Rules are
// semantics-preserving (including NaN, Inf, signed zeros and structural
// zeros) unless their documentation says which values may differ in
// rounding; every replacement goes through DAG.Replace, which records where
// the rule fired.
type Rewrite struct {
	Name  string
	Apply func(d *DAG) bool
}

// renumber recomputes the topological order, ids and consumers after a
// rewrite replaced operators, dropping operators no root reaches.
func (d *DAG) renumber() {
	// Sized for the DAG as it was: every pass renumbers, and growing the
	// set was most of the time of renumbering.
	seen := make(map[*Hop]bool, len(d.Nodes))
	order := make([]*Hop, 0, len(d.Nodes))
	var visit func(h *Hop)
	visit = func(h *Hop) {
		if seen[h] {
			return
		}
		seen[h] = true
		for _, in := range h.Inputs {
			visit(in)
		}
		order = append(order, h)
	}
	for _, r := range d.Roots {
		visit(r)
	}
	for i, h := range order {
		h.ID = i
	}
	d.Nodes = order
	d.linkConsumers()
}

// linkConsumers lists every operator's consumers, once per input edge, in
// the order of d.Nodes. The lists share one array (each capped at its own
// length, so that an append copies instead of overwriting the next):
// Prepare and every renumber link them, and one small array per operator
// was most of their allocations.
func (d *DAG) linkConsumers() {
	counts := make([]int, len(d.Nodes)+1)
	for _, n := range d.Nodes {
		for _, in := range n.Inputs {
			counts[in.ID+1]++
		}
	}
	for i := range d.Nodes {
		counts[i+1] += counts[i] // counts[i] is now where i's consumers start
	}
	all := make([]*Hop, counts[len(d.Nodes)])
	d.Consumers = make([][]*Hop, len(d.Nodes))
	for i := range d.Nodes {
		d.Consumers[i] = all[counts[i]:counts[i]:counts[i+1]]
	}
	for _, n := range d.Nodes {
		for _, in := range n.Inputs {
			d.Consumers[in.ID] = append(d.Consumers[in.ID], n)
		}
	}
}

// Replace makes every consumer of old (and every root equal to old) use
// repl instead, and records old as a place where the running rule fired.
// The caller renumbers the DAG afterwards (replaceEach does). The DAG is
// no longer known to be merged (DAG.merged): repl may equal another
// operator, and old may be left unread.
func (d *DAG) Replace(old, repl *Hop) {
	d.merged = false
	d.firedAt = append(d.firedAt, firing{at: fmt.Sprintf("%s[%dx%d]", opLabel(old), old.Rows, old.Cols), repl: repl})
	for _, n := range d.Nodes {
		for k, in := range n.Inputs {
			if in == old {
				n.Inputs[k] = repl
			}
		}
	}
	for i, r := range d.Roots {
		if r == old {
			d.Roots[i] = repl
		}
	}
}

// firing is one place where a rule fired, recorded by Replace.
type firing struct {
	at     string // the replaced operator, without its id, which changes
	repl   *Hop
	detail func() string // nil, or formatted once the DAG is final
}

// annotate adds detail (such as a chosen parenthesization) to the last
// place recorded by Replace; it is formatted after the last pass, so that
// the ids it prints are those of the final DAG.
func (d *DAG) annotate(detail func() string) {
	if n := len(d.firedAt); n > 0 {
		d.firedAt[n-1].detail = detail
	}
}

// replaceEach applies match to the operators of d until it finds none to
// replace: match returns the replacement of h, or nil. d must be numbered
// (Prepare and OptimizeWith leave it so); it is renumbered after every
// replacement, so match always sees current ids, consumers and dynamic
// shapes, and a replacement never keeps a reference to an operator
// replaced after it was built.
func replaceEach(d *DAG, match func(h *Hop, dyn []bool) *Hop) bool {
	changed := false
	for {
		// Into the DAG's scratch: every rule of the pipeline calls
		// replaceEach, and the rules do not keep dyn past their match.
		d.dynScratch = append(d.dynScratch[:0], make([]bool, len(d.Nodes))...)
		dyn := d.dynamicShapesInto(d.dynScratch)
		var old, repl *Hop
		for _, h := range d.Nodes {
			if r := match(h, dyn); r != nil && r != h && r.Err == nil {
				old, repl = h, r
				break
			}
		}
		if old == nil {
			return changed
		}
		d.Replace(old, repl)
		d.renumber()
		changed = true
	}
}
