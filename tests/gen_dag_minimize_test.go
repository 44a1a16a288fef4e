package tests

// Rewriting generated DAGs and minimizing a failing one.

import "time"

// substitute returns a copy of the DAG in which every use of a key of sub
// (and every output equal to one) refers to its value instead. Values must
// have the key's shape. Unreachable nodes are dropped.
func (d *gDAG) substitute(sub map[*gNode]*gNode) *gDAG {
	copies := map[*gNode]*gNode{}
	out := &gDAG{}
	var visit func(n *gNode) *gNode
	visit = func(n *gNode) *gNode {
		if r, ok := sub[n]; ok && r != n {
			return visit(r)
		}
		if c, ok := copies[n]; ok {
			return c
		}
		c := *n
		if n.Leaf != nil {
			s := *n.Leaf
			s.Sets = append([]cellSet(nil), s.Sets...)
			c.Leaf = &s
		}
		c.In = make([]*gNode, len(n.In))
		for k, x := range n.In {
			c.In[k] = visit(x)
		}
		copies[n] = &c
		out.Nodes = append(out.Nodes, &c)
		return &c
	}
	for _, o := range d.Outs {
		out.Outs = append(out.Outs, visit(o))
	}
	return out
}

// clone returns a deep copy.
func (d *gDAG) clone() *gDAG { return d.substitute(nil) }

// size counts reachable nodes plus leaf detail, the measure minimize
// reduces.
func (d *gDAG) size() int {
	s := len(d.Outs)
	for _, n := range d.reachable() {
		s += 10
		if !n.isLeaf() {
			continue
		}
		l := n.Leaf
		s += len(l.Sets)
		for _, complex := range []bool{
			l.Kind == lkDenseView || l.Kind == lkVectorView, l.Kind == lkVector || l.Kind == lkSparse,
			l.Halves, l.EmptyRows > 0, l.EmptyCols > 0,
			l.Kind == lkSparse && l.Density != 0.5 && l.Density != 0,
			l.Kind != lkScalar && (l.Lo != 0.5 || l.Hi != 1.5),
			l.Kind != lkScalar && l.Seed != 1,
			l.Kind == lkScalar && l.Value != 1,
		} {
			if complex {
				s++
			}
		}
	}
	return s
}

// simpleLeaf is the replacement leaf tried by minimize: dense, positive,
// no specials.
func simpleLeaf(r, c int, sparse bool) *gNode {
	s := &leafSpec{Kind: lkDense, Rows: r, Cols: c, Seed: 1, Lo: 0.5, Hi: 1.5}
	if sparse {
		s.Kind, s.Density = lkSparse, 0.5
	}
	if r == 1 && c == 1 && !sparse {
		s = &leafSpec{Kind: lkScalar, Rows: 1, Cols: 1, Value: 1}
	}
	return &gNode{Leaf: s, Rows: r, Cols: c}
}

// leafVariants returns simpler versions of a leaf spec.
func leafVariants(s *leafSpec) []leafSpec {
	var out []leafSpec
	for k := range s.Sets {
		v := *s
		v.Sets = append(append([]cellSet(nil), s.Sets[:k]...), s.Sets[k+1:]...)
		out = append(out, v)
	}
	with := func(f func(v *leafSpec)) {
		v := *s
		v.Sets = append([]cellSet(nil), s.Sets...)
		f(&v)
		out = append(out, v)
	}
	switch s.Kind {
	case lkDenseView, lkVector:
		with(func(v *leafSpec) { v.Kind = lkDense })
	case lkVectorView:
		with(func(v *leafSpec) { v.Kind = lkVector })
	case lkSparse:
		if s.EmptyRows > 0 {
			with(func(v *leafSpec) { v.EmptyRows = 0 })
		}
		if s.EmptyCols > 0 {
			with(func(v *leafSpec) { v.EmptyCols = 0 })
		}
		if s.Density != 0.5 && s.Density != 0 {
			with(func(v *leafSpec) { v.Density = 0.5 })
		}
		if len(s.Sets) == 0 {
			with(func(v *leafSpec) { v.Kind = lkDense; v.Density = 0 })
		}
	case lkScalar:
		if s.Value != 1 {
			with(func(v *leafSpec) { v.Value = 1 })
		}
	}
	if s.Halves {
		with(func(v *leafSpec) { v.Halves = false })
	}
	if s.Kind != lkScalar && (s.Lo != 0.5 || s.Hi != 1.5) {
		with(func(v *leafSpec) { v.Lo, v.Hi = 0.5, 1.5 })
	}
	if s.Kind != lkScalar && s.Seed != 1 {
		with(func(v *leafSpec) { v.Seed = 1 })
	}
	return out
}

// minimizeTime bounds the time one minimization takes.
const minimizeTime = 90 * time.Second

// minimize shrinks d greedily while fails keeps reporting true: it drops
// outputs, replaces operations by an input of the same shape or by a simple
// leaf, merges leaves and simplifies leaf data. budget bounds the number of
// candidate evaluations, minimizeTime the time spent.
func minimize(d *gDAG, fails func(*gDAG) bool, budget int) *gDAG {
	cur := d.clone()
	deadline := time.Now().Add(minimizeTime)
	try := func(c *gDAG) bool {
		if time.Now().After(deadline) {
			budget = 0
		}
		if budget <= 0 || c.size() >= cur.size() {
			return false
		}
		budget--
		if fails(c) {
			cur = c
			return true
		}
		return false
	}
	for changed := true; changed && budget > 0; {
		changed = false
		// Drop outputs.
		for k := 0; k < len(cur.Outs) && len(cur.Outs) > 1; k++ {
			c := cur.clone()
			c.Outs = append(c.Outs[:k:k], c.Outs[k+1:]...)
			if try(c.clone()) {
				changed = true
				k--
			}
		}
		// Replace an output by one of its inputs, of any shape.
		for k := 0; k < len(cur.Outs); k++ {
			for _, x := range cur.Outs[k].In {
				c := &gDAG{Nodes: cur.Nodes, Outs: append([]*gNode(nil), cur.Outs...)}
				c.Outs[k] = x
				if try(c.clone()) {
					changed = true
					break
				}
			}
		}
		// Replace operations, outputs first.
		nodes := cur.reachable()
		for i := len(nodes) - 1; i >= 0; i-- {
			n := nodes[i]
			var cands []*gNode
			if n.isLeaf() {
				for _, m := range nodes {
					if m.isLeaf() && m != n && m.Rows == n.Rows && m.Cols == n.Cols {
						cands = append(cands, m)
					}
				}
				for _, v := range leafVariants(n.Leaf) {
					cands = append(cands, &gNode{Leaf: &v, Rows: n.Rows, Cols: n.Cols})
				}
			} else {
				for _, x := range n.In {
					if x.Rows == n.Rows && x.Cols == n.Cols {
						cands = append(cands, x)
					}
				}
				cands = append(cands, simpleLeaf(n.Rows, n.Cols, false), simpleLeaf(n.Rows, n.Cols, true))
			}
			for _, r := range cands {
				if try(cur.substitute(map[*gNode]*gNode{n: r})) {
					changed = true
					break
				}
			}
			if changed {
				break // node pointers are stale; restart from the new DAG
			}
		}
	}
	return cur
}
