package hop

// A Rewrite transforms a prepared DAG in place, before fusion. Rewrites are
// semantics-preserving (including NaN, Inf and structural zeros) and run
// in order; each reports whether it changed anything.
type Rewrite struct {
	Name  string
	Apply func(d *DAG) bool
}

// Rewrites is the list of algebraic rewrites applied by Optimize, in order.
// Each rule lives in a file of its own (rewrite_*.go) and is listed here.
var Rewrites = []Rewrite{
	{Name: "dot-product", Apply: rewriteDotProduct},
	{Name: "cum-single-row", Apply: rewriteCumSingleRow},
	{Name: "cumsum-last-row", Apply: rewriteCumSumLastRow},
	{Name: "cumsum-col-sums", Apply: rewriteCumSumColSums},
	{Name: "cumsum-row-sums", Apply: rewriteCumSumRowSums},
	{Name: "cum-rows", Apply: rewriteCumRows},
}

// Optimize applies the rewrites until none changes the DAG (at most a few
// rounds), then renumbers the DAG. It returns the names of the rewrites
// that fired.
func Optimize(d *DAG) []string {
	var fired []string
	for round := 0; round < 4; round++ {
		changed := false
		for _, r := range Rewrites {
			if r.Apply(d) {
				fired = append(fired, r.Name)
				changed = true
			}
		}
		if !changed {
			break
		}
		d.renumber()
	}
	return fired
}

// renumber recomputes the topological order, ids and consumers after a
// rewrite replaced operators, dropping operators no root reaches.
func (d *DAG) renumber() {
	seen := map[*Hop]bool{}
	var order []*Hop
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
	d.Consumers = make([][]*Hop, len(order))
	for _, n := range order {
		for _, in := range n.Inputs {
			d.Consumers[in.ID] = append(d.Consumers[in.ID], n)
		}
	}
}

// Replace makes every consumer of old (and every root equal to old) use
// repl instead. The caller runs Optimize's renumbering afterwards.
func (d *DAG) Replace(old, repl *Hop) {
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
