package selection

import (
	"math"
	"math/bits"
	"slices"
	"sort"
)

// Structural pruning (Boehm et al., PVLDB 2018, section 4.3): interesting points act as
// fusion barriers once materialized, so a set of points assigned true can
// split the partition into independent sub-problems. The reachability
// graph over the fusion references gives, per candidate cut set cs, the
// members above it (reachable from the roots without crossing cs) and
// below it (reachable from cs's inputs). When the two sets of members are
// disjoint, no fused operator, entry choice or materialization couples
// them, so the cost of every plan with cs true is a constant plus a term
// of the points above and a term of the points below: the two sub-problems
// are solved separately and their optima combine into the optimum of the
// whole subspace.

// cutSet is a candidate cut set with its sub-problems, by point position.
type cutSet struct {
	points []int // positions of the cut points, ascending
	last   int   // largest position in points
	mask   uint64
	above  uint64 // positions of the points above the cut (S1)
	below  uint64 // positions of the points below the cut (S2)
	score  float64
}

// cutTopRatio: a cut set moves to the top of the search order only if
// each of its points costs at least this fraction of the most expensive
// materialization. Cheap points at the top would weaken cost-based
// pruning, whose order puts expensive materializations first; such cut
// sets still apply where their subspace is reached in that order.
const cutTopRatio = 0.5

// maxCutSets bounds the cut sets probed per plan.
const maxCutSets = 32

// cutSets finds the cut sets of p among single points, composite points
// (all points on one input) and pairs of these, sorts them by equation
// (4) and reorders p.points so that the best cut sets come first, the top
// of the search tree (see cutTopRatio; weight is a point's
// materialization cost). It returns the cut sets over the new positions.
func (p *partition) cutSets(weight func(point) float64) []cutSet {
	n := len(p.points)
	if n < 3 {
		return nil
	}
	var units [][]int
	byInput := map[int][]int{}
	for i, pt := range p.points {
		units = append(units, []int{i})
		byInput[pt.input.ID] = append(byInput[pt.input.ID], i)
	}
	for _, pt := range p.points {
		if g := byInput[pt.input.ID]; len(g) > 1 {
			units = append(units, g)
			delete(byInput, pt.input.ID)
		}
	}
	var cands [][]int
	seen := map[uint64]bool{} // by the set's mask: positions are below maxPoints
	addCand := func(c []int) {
		c = slices.Compact(slices.Sorted(slices.Values(c)))
		var key uint64
		for _, i := range c {
			key |= 1 << i
		}
		if !seen[key] {
			seen[key] = true
			cands = append(cands, c)
		}
	}
	for i, u := range units {
		addCand(u)
		for _, v := range units[i+1:] {
			addCand(append(append([]int(nil), u...), v...))
		}
	}
	var found []cutSet
	for _, c := range cands {
		if cs, ok := p.evalCut(c); ok {
			found = append(found, cs)
		}
	}
	sort.SliceStable(found, func(i, j int) bool {
		if found[i].score != found[j].score {
			return found[i].score < found[j].score
		}
		return len(found[i].points) < len(found[j].points)
	})
	if len(found) > maxCutSets {
		found = found[:maxCutSets]
	}
	// New order: cut points first, in the order of their cut sets.
	heaviest := 0.0
	for _, pt := range p.points {
		heaviest = math.Max(heaviest, weight(pt))
	}
	perm := make([]int, 0, n) // new position -> old position
	placed := make([]bool, n)
	for _, cs := range found {
		light := false
		for _, i := range cs.points {
			light = light || weight(p.points[i]) < cutTopRatio*heaviest
		}
		if light {
			continue
		}
		for _, i := range cs.points {
			if !placed[i] {
				placed[i] = true
				perm = append(perm, i)
			}
		}
	}
	for i := range p.points {
		if !placed[i] {
			perm = append(perm, i)
		}
	}
	newPos := make([]int, n)
	pts := make([]point, n)
	for np, op := range perm {
		newPos[op] = np
		pts[np] = p.points[op]
	}
	p.points = pts
	remap := func(m uint64) uint64 {
		var out uint64
		for i := 0; i < n; i++ {
			if m&(1<<i) != 0 {
				out |= 1 << newPos[i]
			}
		}
		return out
	}
	for k := range found {
		cs := &found[k]
		cs.mask = remap(cs.mask)
		cs.above, cs.below = remap(cs.above), remap(cs.below)
		cs.points = cs.points[:0]
		for i := 0; i < n; i++ {
			if cs.mask&(1<<i) != 0 {
				cs.points = append(cs.points, i)
				cs.last = i
			}
		}
	}
	return found
}

// evalCut checks the candidate cut set c (point positions) and computes
// its sub-problems and score.
func (p *partition) evalCut(c []int) (cutSet, bool) {
	cut := make([][2]int32, 0, len(c))
	var mask uint64
	for _, i := range c {
		pt := p.points[i]
		cut = append(cut, [2]int32{int32(p.local[pt.consumer.ID]), int32(p.local[pt.input.ID])})
		mask |= 1 << i
	}
	above := p.reach(p.rootIndexes(), cut)
	starts := make([]int32, 0, len(c))
	for _, i := range c {
		if !above[p.local[p.points[i].consumer.ID]] {
			return cutSet{}, false // a cut point below another one
		}
		starts = append(starts, int32(p.local[p.points[i].input.ID]))
	}
	below := p.reach(starts, nil)
	for j := range below {
		if below[j] && above[j] {
			return cutSet{}, false
		}
	}
	cs := cutSet{points: c, mask: mask}
	for i, pt := range p.points {
		switch j := p.local[pt.consumer.ID]; {
		case mask&(1<<i) != 0:
		case above[j]:
			cs.above |= 1 << i
		case below[j]:
			cs.below |= 1 << i
		}
	}
	s1, s2 := popcount(cs.above), popcount(cs.below)
	if s1 == 0 || s2 == 0 {
		return cutSet{}, false
	}
	k, n := float64(len(c)), float64(len(p.points))
	cs.score = (math.Pow(2, k)-1)/math.Pow(2, k)*math.Pow(2, n) + (math.Pow(2, float64(s1))+math.Pow(2, float64(s2)))/math.Pow(2, k)
	if cs.score >= math.Pow(2, n) {
		return cutSet{}, false
	}
	return cs, true
}

// reach returns, by local index, the members reachable from starts (local
// indexes) along fusion references, not crossing the dependencies in cut
// (consumer and input by local index). It walks the partition's
// adjacency lists (refAdjacency) with a reused stack: cutSets calls it
// twice for every candidate cut set, a few hundred times on a
// 25-point partition, which made finding the cut sets the largest part of
// the default engine's optimization time when it hashed HOP ids.
func (p *partition) reach(starts []int32, cut [][2]int32) []bool {
	adj := p.refAdjacency()
	seen := make([]bool, len(p.nodes))
	stack := append(p.stack[:0], starts...)
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[i] {
			continue
		}
		seen[i] = true
		for _, j := range adj[i] {
			if !seen[j] && !slices.Contains(cut, [2]int32{i, j}) {
				stack = append(stack, j)
			}
		}
	}
	p.stack = stack
	return seen
}

// refAdjacency returns, by local index, the local indexes of the members
// each member references (p.refs as lists, each input once).
func (p *partition) refAdjacency() [][]int32 {
	if p.adj != nil {
		return p.adj
	}
	p.adj = make([][]int32, len(p.nodes))
	for i, h := range p.nodes {
		for _, in := range h.Inputs {
			if !p.isRef(h, in) {
				continue
			}
			if j := int32(p.local[in.ID]); !slices.Contains(p.adj[i], j) {
				p.adj[i] = append(p.adj[i], j)
			}
		}
	}
	return p.adj
}

// rootIndexes returns the local indexes of the partition's roots.
func (p *partition) rootIndexes() []int32 {
	out := make([]int32, len(p.roots))
	for k, h := range p.roots {
		out[k] = int32(p.local[h.ID])
	}
	return out
}

func popcount(m uint64) int { return bits.OnesCount64(m) }
