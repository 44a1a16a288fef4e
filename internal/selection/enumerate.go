package selection

import (
	"math"
	"math/bits"
	"time"
)

// optimizer runs MPSkipEnum (Boehm et al., PVLDB 2018, Algorithm 2) over the interesting
// points of one partition. An assignment q is a bit mask over point
// positions; the linearized search space numbers plans j = 0 .. 2^n-1
// with position 0 as the most significant bit, so plan 0 is fuse-all (no
// point materialized), plan 2^n-1 materializes every point, and the plans
// that extend an assignment with more true points below its last true
// position form one contiguous block.
type optimizer struct {
	m     *model
	lb    *lowerBound
	cuts  []cutSet
	n     int
	opts  Options
	costs map[uint64]costRec // costed plans (dedupes sub-problem overlaps)

	approx bool // graceful approximation applies (n >= ApproxPoints)
	halted bool // budget or epsilon reached: stop all enumeration

	evaluated, skippedCost, skippedStructural int64
	reason                                    string // why the search stopped early
}

type costRec struct {
	cost  float64
	exact bool // false: costing stopped early at a partial cost > its bound
}

// eval is GETPLANCOST with memoization of whole plans: a plan costed
// before is not costed again unless its earlier costing stopped below the
// current bound.
func (o *optimizer) eval(q uint64, bound float64) float64 {
	rec, seen := o.costs[q]
	if seen && (rec.exact || rec.cost > bound) {
		return rec.cost
	}
	if o.opts.pace != nil {
		o.opts.pace()
	}
	c, exact := o.m.planCost(q, bound)
	if !seen {
		o.evaluated++
	}
	o.costs[q] = costRec{cost: c, exact: exact}
	return c
}

// run returns the best assignment of all points and its cost.
func (o *optimizer) run() (uint64, float64) {
	free := make([]int, o.n)
	for i := range free {
		free[i] = i
	}
	q, c, found := o.enumerate(free, 0, !o.opts.NoStructuralPruning && len(o.cuts) > 0, math.Inf(1))
	if !found { // every plan costs +Inf
		return 0, c
	}
	return q, c
}

// enumerate is MPSkipEnum over the positions free (in search order), with
// every other point as in base: it returns the best plan cheaper than
// bound, or found = false. Structural pruning applies at the top level
// only (sub-problems are enumerated without the reachability graph, as in
// Algorithm 2).
func (o *optimizer) enumerate(free []int, base uint64, structural bool, bound float64) (best uint64, bestC float64, found bool) {
	n := len(free)
	assign := func(j uint64) uint64 {
		q := base
		for i, pos := range free {
			if j>>(n-1-i)&1 != 0 {
				q |= 1 << pos
			}
		}
		return q
	}
	// tail[k] is the mask of the last k free positions: the points a
	// block of 2^k plans leaves free.
	tail := make([]uint64, n+1)
	for k := 1; k <= n; k++ {
		tail[k] = tail[k-1] | 1<<free[n-k]
	}
	bestC = bound
	try := func(q uint64) {
		if c := o.eval(q, bestC); c < bestC {
			best, bestC, found = q, c, true
		}
	}
	// Opening heuristic: fuse-all and fuse-no-redundancy first, then
	// fuse-all reading what is materialized anyway (reuseMaterialized).
	try(base)
	if n == 0 {
		return
	}
	last := uint64(1)<<n - 1
	try(assign(last))
	if reuse := o.reuseMaterialized(free); reuse != 0 && reuse != tail[n] {
		try(base | reuse)
	}
	for j := uint64(1); j < last; j++ {
		if o.halt(bestC) {
			break
		}
		q := assign(j)
		// The cost-based check comes first: where it holds, it skips the
		// same block a cut set would split (the cut's last position is
		// q's last true one), without solving sub-problems.
		lbPrunes := !o.opts.NoCostPruning && o.prunes(q, j, tail, bestC)
		if cs := o.activeCut(structural && !lbPrunes, q, j, n); cs != nil {
			// Structural pruning: the points after the cut split into
			// independent sub-problems. The smaller one is solved exactly
			// with the other's points false; the larger one is then
			// enumerated with the first one's optimum fixed, which makes
			// its plans exactly the block's best plans, so the global
			// best cost bounds it.
			suffix := last &^ (uint64(1)<<(cs.last+1) - 1)
			first, second := cs.below&suffix, cs.above&suffix
			if popcount(first) > popcount(second) {
				first, second = second, first
			}
			b1, _, _ := o.enumerate(maskPositions(first), q, false, math.Inf(1))
			if b2, c2, ok := o.enumerate(maskPositions(second), q|b1&first, false, bestC); ok {
				best, bestC, found = b2, c2, true
			}
			block := uint64(1) << (n - 1 - cs.last)
			visited := uint64(1)<<popcount(first) + uint64(1)<<popcount(second) - 1
			o.skippedStructural += int64(block - min(visited, block))
			j += block - 1
			continue
		}
		if lbPrunes {
			// Cost-based pruning: every plan of the block extends q with
			// more true points, so none beats the best plan.
			skip := j & -j
			o.skippedCost += int64(skip)
			if j+skip > last {
				o.skippedCost-- // the last plan was costed first
			}
			j += skip - 1
			continue
		}
		try(q)
	}
	return
}

// prunes reports whether no plan of the block of plan j (assignment q)
// can beat bestC: the static bound of q's true points first, which costs
// little, then for blocks of more than one plan the bound of the
// operators the block's fixed points decide (blockbound.go).
func (o *optimizer) prunes(q, j uint64, tail []uint64, bestC float64) bool {
	if o.lb.of(q) >= bestC {
		return true
	}
	k := bits.TrailingZeros64(j)
	return k > 0 && !o.opts.NoBlockBound && o.m.blockBound(q, tail[k]) >= bestC
}

// activeCut returns the first cut set that is active at plan j: all its
// points true and every later position false (the first plan of the
// subspace where the cut holds), with sub-problems worth solving apart.
func (o *optimizer) activeCut(structural bool, q, j uint64, n int) *cutSet {
	if !structural {
		return nil
	}
	for k := range o.cuts {
		cs := &o.cuts[k]
		if q&cs.mask != cs.mask || j&(uint64(1)<<(n-1-cs.last)-1) != 0 {
			continue
		}
		suffix := (uint64(1)<<n - 1) &^ (uint64(1)<<(cs.last+1) - 1)
		a, b := popcount(cs.above&suffix), popcount(cs.below&suffix)
		if a >= 1 && b >= 1 && a+b >= 3 && (cs.above|cs.below)&suffix == suffix {
			return cs
		}
	}
	return nil
}

func maskPositions(m uint64) []int {
	var out []int
	for i := 0; m != 0; i++ {
		if m&1 != 0 {
			out = append(out, i)
		}
		m >>= 1
	}
	return out
}

// halt applies graceful approximation to large problems: stop once the
// best plan is within (1+epsilon) of the static lower bound, or once the
// optimization budget (work or plans) is spent; the best plan so far is
// returned (MPSkipEnum is an anytime algorithm).
func (o *optimizer) halt(bestC float64) bool {
	if o.halted {
		return true
	}
	if !o.approx {
		return false
	}
	switch {
	case o.opts.Epsilon >= 0 && bestC <= (1+o.opts.Epsilon)*o.lb.static():
		o.reason = "within epsilon of the lower bound"
	case o.opts.Budget > 0 && o.m.work >= budgetWork(o.opts.Budget):
		o.reason = "search budget"
	case o.opts.Budget > 0 && o.opts.GainBudget > 0 && o.pastGainBudget(bestC):
		o.reason = "search budget (scaled to the possible gain)"
	case o.opts.MaxPlans > 0 && o.evaluated >= o.opts.MaxPlans:
		o.reason = "plan budget"
	default:
		return false
	}
	o.halted = true
	return true
}

// minGainBudget is the least search the gain-scaled budget allows, as
// time at the nominal search rate.
const minGainBudget = 2 * time.Millisecond

// pastGainBudget reports whether the search has done more work than
// GainBudget times the most a better plan could save over bestC takes at
// the nominal rate.
func (o *optimizer) pastGainBudget(bestC float64) bool {
	gain := bestC - o.lb.static() // seconds per execution
	if math.IsInf(gain, 0) || math.IsNaN(gain) {
		return false
	}
	limit := max(minGainBudget, toDuration(o.opts.GainBudget*gain))
	return o.m.work > budgetWork(limit)
}
