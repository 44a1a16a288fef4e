package selection

import (
	"cmp"
	"math"
	"slices"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// Options configure CostBased. The zero value gives the defaults.
type Options struct {
	// Machine overrides the calibrated peak rates (for deterministic
	// costs in tests); nil uses Calibrated().
	Machine *Machine
	// Cache is the plan cache; nil uses the package's shared cache.
	Cache *PlanCache
	// NoCache disables the plan cache.
	NoCache bool
	// NoCostPruning and NoStructuralPruning disable the two prunings of
	// MPSkipEnum (both disabled: exhaustive enumeration).
	NoCostPruning, NoStructuralPruning bool
	// NoBlockBound prunes with the static lower bound only, without the
	// bound of the operators a block's fixed points decide (blockbound.go).
	NoBlockBound bool
	// ApproxPoints is the number of interesting points from which graceful
	// approximation applies (default 15).
	ApproxPoints int
	// Epsilon stops the search of a large problem once the best cost is
	// within (1+Epsilon) of the lower bound (default 0.01; negative: never).
	Epsilon float64
	// Budget is the search of a large problem after which it returns its
	// best plan so far, stated as time at a nominal search rate and
	// counted in work (see budgetWork), so that the plan does not depend
	// on the machine's load (default 8 ms; negative: none).
	Budget time.Duration
	// GainBudget scales the budget of a large problem down to what a
	// better plan could save: the search stops once it has done the work
	// of GainBudget times the best cost so far minus the static lower
	// bound (the most one execution could gain), but not before the work
	// of minGainBudget (default 2; negative: off; only with a Budget). An
	// iterative program pays the search once (the plan cache serves later
	// iterations), so it may spend what a couple of executions could
	// gain, and a DAG over little data does not search long to save a
	// millisecond.
	GainBudget float64
	// MaxPlans bounds the plans costed for a large problem (0: no bound).
	MaxPlans int64
	// MaxSideInputs is the largest number of side inputs a fused operator
	// may read; plans with more cost +Inf (default 64).
	MaxSideInputs int
	// MemoryBudget is the memory in bytes one operator may take (0: no
	// bound): plans that materialize an intermediate larger than it cost
	// +Inf (see overBudget).
	MemoryBudget int64
	// NoMMOps prices unfused products as plain products and keeps every
	// fused operator, without weighing TSMM and MMChain (decideMMOps).
	NoMMOps bool

	// pace, when set, runs before each plan is costed: tests slow the
	// search down with it to show that budgets do not depend on speed.
	pace func()
}

func (o Options) withDefaults() Options {
	if o.ApproxPoints <= 0 {
		o.ApproxPoints = 15
	}
	if o.Epsilon == 0 {
		o.Epsilon = 0.01
	}
	if o.Budget == 0 {
		o.Budget = defaultBudget
	}
	if o.GainBudget == 0 {
		o.GainBudget = 2
	}
	if o.MaxSideInputs <= 0 {
		o.MaxSideInputs = 64
	}
	return o
}

// maxPoints is the largest search space enumerated: points beyond it (the
// ones with the cheapest materialization) are never materialized.
const maxPoints = 62

// CostBased selects fused operators with the cost-based optimizer of seed
// 000, section 4: the memo table is split into plan partitions, each
// partition's interesting points span a search space of 2^|M'| plans,
// MPSkipEnum finds the cheapest plan under the cost model (with cost-based
// and structural pruning, graceful approximation for large problems and a
// plan cache for repeated problems), and the plan of the chosen
// assignments is built like FuseAll's. MAgg candidates are then merged
// where one operator reading the shared inputs once is cheaper.
//
// supported limits the templates that may be selected (nil: all). The
// report is also stored in the plan (Plan.Report).
func CostBased(tbl *memo.Table, supported func(memo.TemplateType) bool, opts Options) (*Plan, Report) {
	start := time.Now()
	if supported == nil {
		supported = allTemplates
	}
	opts = opts.withDefaults()
	var mach Machine
	if opts.Machine != nil && opts.Machine.Valid() {
		mach = *opts.Machine
	} else {
		mach = Calibrated()
	}
	cache := opts.Cache
	if cache == nil && !opts.NoCache {
		cache = sharedPlanCache
	}
	rep := Report{Machine: mach}
	materialized := map[[2]int]bool{}
	ch := newChooser(tbl, supported, nil) // shared by the partitions' models
	for _, p := range findPartitions(tbl, supported) {
		pr, q := optimizePartition(tbl, supported, p, mach, opts, cache, ch)
		for i, pt := range p.points {
			if q&(1<<i) != 0 {
				materialized[[2]int{pt.consumer.ID, pt.input.ID}] = true
			}
		}
		rep.Partitions = append(rep.Partitions, pr)
	}
	plan := build(tbl, newChooser(tbl, supported, func(c, in *hop.Hop) bool {
		return materialized[[2]int{c.ID, in.ID}]
	}))
	if !opts.NoMMOps {
		rep.MMOps = decideMMOps(tbl.DAG, plan, &model{mach: mach, maxSide: opts.MaxSideInputs, tbl: tbl})
	}
	rep.LoneProducts = unfuseLoneProducts(tbl.DAG, plan)
	if supported(memo.TemplateMAgg) {
		rep.MultiAggs = decideMultiAggs(tbl, plan, &model{mach: mach, maxSide: opts.MaxSideInputs})
	}
	rep.Time = time.Since(start)
	plan.Report = &rep
	return plan, rep
}

// newModel prepares the cost model and search order of partition p: the
// interesting points sorted by decreasing materialization cost (so that
// pruning skips large subspaces early), then the cut sets of structural
// pruning at the top of the search tree.
func newModel(tbl *memo.Table, supported func(memo.TemplateType) bool, p *partition, mach Machine, opts Options) (*model, []cutSet) {
	m := newCostModel(tbl, supported, p, mach, opts)
	cuts := m.structuralCuts(opts)
	m.indexPoints()
	return m, cuts
}

// newCostModel is newModel without the cut sets (and so with the points
// in cost order, before cutSets moves the cut points first, and not yet
// indexed): everything the plan cache's signature needs. Finding the cut
// sets took most of an optimization whose plan the cache then had
// (MLogreg and GLM on 10^4 x 10 spent about a third of their Evals
// there), so they are found only on a cache miss, and a hit restores the
// order they gave from the cache.
func newCostModel(tbl *memo.Table, supported func(memo.TemplateType) bool, p *partition, mach Machine, opts Options) *model {
	m := &model{noMMOps: opts.NoMMOps, mach: mach, tbl: tbl, supported: supported, maxSide: opts.MaxSideInputs, budget: opts.MemoryBudget, part: p}
	p.findPoints(tbl.DAG)
	slices.SortStableFunc(p.points, func(a, b point) int {
		if c := cmp.Compare(m.mpCost(b), m.mpCost(a)); c != 0 {
			return c
		}
		if c := cmp.Compare(a.input.ID, b.input.ID); c != 0 {
			return c
		}
		return cmp.Compare(a.consumer.ID, b.consumer.ID)
	})
	if len(p.points) > maxPoints {
		p.points = p.points[:maxPoints]
	}
	return m
}

// indexPoints indexes the partition's points, in their final order, by
// consumer.
func (m *model) indexPoints() {
	m.points = make([][][2]int, len(m.tbl.DAG.Nodes))
	for i, pt := range m.part.points {
		m.points[pt.consumer.ID] = append(m.points[pt.consumer.ID], [2]int{pt.input.ID, i})
	}
}

// pointOrder returns, for each point of now, its position in before (a
// permutation of the same points).
func pointOrder(before, now []point) []int {
	pos := make(map[point]int, len(before))
	for i, pt := range before {
		pos[pt] = i
	}
	order := make([]int, len(now))
	for i, pt := range now {
		order[i] = pos[pt]
	}
	return order
}

// mpCost is the cost of materializing an interesting point's input.
func (m *model) mpCost(pt point) float64 { return m.write(pt.input) + m.read(pt.input) }

// structuralCuts returns the cut sets of structural pruning (none when it
// is off).
func (m *model) structuralCuts(opts Options) []cutSet {
	if opts.NoStructuralPruning {
		return nil
	}
	return m.part.cutSets(m.mpCost)
}

// optimizePartition finds the best assignment of p's interesting points.
func optimizePartition(tbl *memo.Table, supported func(memo.TemplateType) bool, p *partition, mach Machine, opts Options, cache *PlanCache, ch *chooser) (PartitionReport, uint64) {
	start := time.Now()
	m := newCostModel(tbl, supported, p, mach, opts)
	m.ch = ch
	n := len(p.points)
	var key [32]byte
	if cache != nil && n > 0 {
		key = signature(p, m, opts)
		if c, ok := cache.get(key); ok {
			c.evaluated, c.skippedCost, c.skippedStructural, c.work = 0, 0, 0, 0
			before := slices.Clone(p.points)
			for i, k := range c.order {
				p.points[i] = before[k]
			}
			pr := newPartitionReport(p, c.cuts)
			pr.fill(c, n)
			pr.Cached = true
			pr.Time = time.Since(start)
			return pr, c.assignment
		}
	}
	before := slices.Clone(p.points)
	cuts := m.structuralCuts(opts)
	m.indexPoints()
	pr := newPartitionReport(p, len(cuts))
	lb := m.newLowerBound()
	o := &optimizer{m: m, lb: lb, cuts: cuts, n: n, opts: opts, costs: map[uint64]costRec{},
		approx: n >= opts.ApproxPoints}
	q, cost := o.run()
	work := m.work // before exact recosts the opening plans
	all := uint64(1)<<n - 1
	res := cachedPlan{assignment: q, cost: cost, lowerBound: lb.static(),
		fuseAll: o.exact(0), fuseNoRedundancy: o.exact(all),
		evaluated: o.evaluated, skippedCost: o.skippedCost, skippedStructural: o.skippedStructural, work: work,
		approximate: o.halted, reason: o.reason, cuts: len(cuts), order: pointOrder(before, p.points)}
	if cache != nil && n > 0 {
		cache.put(key, res)
	}
	pr.fill(res, n)
	pr.Time = time.Since(start)
	return pr, q
}

// exact returns the full cost of plan q, costing it again (uncounted) if
// its earlier costing stopped early.
func (o *optimizer) exact(q uint64) float64 {
	if rec, ok := o.costs[q]; ok && rec.exact {
		return rec.cost
	}
	c, _ := o.m.planCost(q, math.Inf(1))
	return c
}
