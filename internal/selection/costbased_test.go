package selection

import (
	"math"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// figure2 builds a DAG with two materialization points in the manner of
// Boehm et al., PVLDB 2018, Figure 2: a = X + Y and b = a - Z each have two consumers,
// o1 = a * b and o2 = exp(b), the outputs.
func figure2(n, m int) (outs []*hop.Hop) {
	X, Y, Z := dense(n, m), dense(n, m), dense(n, m)
	a := bin(hop.OpAdd, X, Y)
	b := bin(hop.OpSub, a, Z)
	return []*hop.Hop{bin(hop.OpMul, a, b), hop.NewUnary(hop.OpExp, b)}
}

func TestFigure2HeuristicsProduceTheirDefiningPlans(t *testing.T) {
	tbl := explore(t, figure2(300, 200)...)
	a := findOp(t, tbl, func(h *hop.Hop) bool { return h.Op == hop.OpAdd })
	b := findOp(t, tbl, func(h *hop.Hop) bool { return h.Op == hop.OpSub })

	fa := FuseAll(tbl, nil)
	if ops := opsOf(fa); len(ops) != 2 {
		t.Fatalf("fuse-all: %d fused operators, want 2:\n%s", len(ops), fa)
	}
	for _, mp := range []*hop.Hop{a, b} {
		if n := len(coveredBy(fa, mp.ID)); n != 2 {
			t.Errorf("fuse-all: %s covered by %d operators, want 2 (redundant compute)\n%s", mp, n, fa)
		}
		if materialized(fa, mp.ID) {
			t.Errorf("fuse-all: %s materialized\n%s", mp, fa)
		}
	}

	fnr := FuseNoRedundancy(tbl, nil)
	if ops := opsOf(fnr); len(ops) != 4 {
		t.Fatalf("fuse-no-redundancy: %d fused operators, want 4:\n%s", len(ops), fnr)
	}
	for _, mp := range []*hop.Hop{a, b} {
		if !materialized(fnr, mp.ID) {
			t.Errorf("fuse-no-redundancy: %s not materialized\n%s", mp, fnr)
		}
		if ops := coveredBy(fnr, mp.ID); len(ops) != 1 || ops[0].Root != mp {
			t.Errorf("fuse-no-redundancy: %s computed outside its own operator\n%s", mp, fnr)
		}
	}

	// The cost-based search space: each consumer of each point.
	_, rep := CostBased(tbl, nil, testOpts())
	if len(rep.Partitions) != 1 {
		t.Fatalf("%d partitions, want 1", len(rep.Partitions))
	}
	pr := rep.Partitions[0]
	if len(pr.Points) != 4 || len(pr.MatPoints) != 2 {
		t.Fatalf("points %v, materialization points %v; want 4 and 2", pr.Points, pr.MatPoints)
	}
	if pr.Cost > pr.FuseAllCost || pr.Cost > pr.FuseNoRedundancyCost {
		t.Errorf("chosen cost %g above fuse-all %g or fuse-no-redundancy %g", pr.Cost, pr.FuseAllCost, pr.FuseNoRedundancyCost)
	}
}

// outerExpr builds sum(Y + X * (U %*% t(V))) with a sparse X.
func outerExpr() *hop.Hop {
	n, m, k := 2000, 1000, 10
	X := sparse(n, m, 0.01, 1)
	Y, U, V := dense(n, m), dense(n, k), dense(m, k)
	return sum(bin(hop.OpAdd, Y, bin(hop.OpMul, X, hop.NewMatMul(U, hop.NewTranspose(V)))))
}

func TestCostBasedChoosesSparsityExploitingOuter(t *testing.T) {
	tbl := explore(t, outerExpr())
	mm := findOp(t, tbl, func(h *hop.Hop) bool { return h.Op == hop.OpMatMul })
	mul := findOp(t, tbl, func(h *hop.Hop) bool { return h.Op == hop.OpMul })

	p, rep := CostBased(tbl, nil, testOpts())
	var outer *FusedOp
	for _, op := range opsOf(p) {
		if op.Type == memo.TemplateOuter {
			outer = op
		}
	}
	if outer == nil || outer.Root != mul || !outer.Covers(mm.ID) {
		t.Fatalf("no Outer operator rooted at %s covering %s:\n%s", mul, mm, p)
	}
	for _, id := range []int{mm.ID, mul.ID} {
		if ops := coveredBy(p, id); len(ops) != 1 {
			t.Errorf("operator %d covered by %d fused operators, want 1 (no redundant Cell over the product)\n%s", id, len(ops), p)
		}
	}
	if materialized(p, mm.ID) {
		t.Errorf("the dense product %s is materialized\n%s", mm, p)
	}
	pr := rep.Partitions[0]
	if !(pr.Cost < pr.FuseAllCost) {
		t.Errorf("cost-based %g not below fuse-all %g", pr.Cost, pr.FuseAllCost)
	}

	fa := FuseAll(tbl, nil)
	for _, op := range opsOf(fa) {
		if op.Type == memo.TemplateOuter {
			t.Errorf("fuse-all found the Outer plan:\n%s", fa)
		}
	}
	if !materialized(fa, mm.ID) {
		t.Errorf("fuse-all does not materialize the dense product:\n%s", fa)
	}

	// Templates code generation does not support are never selected.
	cellOnly := func(tt memo.TemplateType) bool { return tt == memo.TemplateCell }
	pc, _ := CostBased(tbl, cellOnly, testOpts())
	for _, op := range opsOf(pc) {
		if op.Type != memo.TemplateCell {
			t.Errorf("Cell-only selection chose a %s operator", op.Type)
		}
	}
}

func TestCostBasedMergesMultiAggregateReadingXOnce(t *testing.T) {
	for _, sp := range []bool{false, true} {
		n, m := 2000, 500
		X := dense(n, m)
		if sp {
			X = sparse(n, m, 0.05, 3)
		}
		Y, Z := dense(n, m), dense(n, m)
		tbl := explore(t, bin(hop.OpAdd, sum(bin(hop.OpMul, X, Y)), sum(bin(hop.OpMul, X, Z))))
		p, rep := CostBased(tbl, nil, testOpts())
		ops := opsOf(p)
		if len(ops) != 1 || ops[0].Type != memo.TemplateMAgg || len(ops[0].Roots) != 2 {
			t.Fatalf("sparse=%t: want one MAgg operator with two aggregates:\n%s", sp, p)
		}
		reads := 0
		for _, in := range ops[0].Inputs {
			if in.Op == hop.OpDense || in.Op == hop.OpSparse {
				if in.Dense == X.Dense && in.CSR == X.CSR {
					reads++
				}
			}
		}
		if reads != 1 || len(ops[0].Inputs) != 3 {
			t.Errorf("sparse=%t: MAgg reads %v, want X once plus Y and Z", sp, ops[0].Inputs)
		}
		if len(rep.MultiAggs) != 1 || len(rep.MultiAggs[0].Merged) != 2 || !(rep.MultiAggs[0].Cost < rep.MultiAggs[0].SeparateCost) {
			t.Errorf("sparse=%t: MAgg decision %+v", sp, rep.MultiAggs)
		}
	}
}

func TestSideInputLimitIsCostedInfinite(t *testing.T) {
	tbl := explore(t, figure2(300, 200)...)
	opts := testOpts()
	opts.MaxSideInputs = 1
	p, rep := CostBased(tbl, nil, opts)
	pr := rep.Partitions[0]
	if !math.IsInf(pr.FuseAllCost, 1) || math.IsInf(pr.Cost, 0) {
		t.Fatalf("fuse-all cost %g (want +Inf), chosen %g (want finite)", pr.FuseAllCost, pr.Cost)
	}
	for _, op := range opsOf(p) {
		if len(op.Inputs) > 2 {
			t.Errorf("operator at %s reads %d inputs, more than 1 side input", op.Root, len(op.Inputs))
		}
	}
}

// TestBuiltPlanIsCostedPlan checks on random DAGs that the plan built for
// the chosen assignments costs exactly what the optimizer reported, and
// that fuse-all is the all-false plan of the search space. A lone
// t(X) %*% W that unfuseLoneProducts unfused after the search is priced
// as the fused operator the search costed, its transpose, which the
// engine passes to the product as a view, at nothing.
func TestBuiltPlanIsCostedPlan(t *testing.T) {
	noMAgg := func(tt memo.TemplateType) bool { return tt != memo.TemplateMAgg }
	m := &model{mach: testMachine, maxSide: 64}
	planCost := func(tbl *memo.Table, p *Plan, lone map[int]bool) float64 {
		members := map[int]bool{}
		for _, part := range findPartitions(tbl, noMAgg) {
			for _, h := range part.nodes {
				members[h.ID] = true
			}
		}
		total := 0.0
		for _, h := range p.Order {
			if op, ok := p.Fused[h.ID]; ok {
				total += m.vectorCost(vectorOf(op))
			} else if t := h.Inputs; members[h.ID] && lone[h.ID] && len(t) == 2 && t[0].Op == hop.OpTranspose {
				// Unfused after costing: priced as the operator the
				// optimizer costed, t(X) %*% W with its transpose.
				total += m.vectorCost(&vector{typ: memo.TemplateRow, roots: []*hop.Hop{h},
					covered: []*hop.Hop{t[0], h}, inputs: []*hop.Hop{t[0].Inputs[0], t[1]}})
			} else if members[h.ID] && !lazyTransposedProduct(tbl.DAG, p, h) {
				total += m.basicCost(h)
			}
		}
		return total
	}
	checked := 0
	var last *memo.Table
	randomTables(t, 150, func(tbl *memo.Table, _, _ int) {
		if tbl == last {
			return // once per DAG
		}
		last = tbl
		p, rep := CostBased(tbl, noMAgg, testOpts())
		var chosen, fa float64
		for _, pr := range rep.Partitions {
			chosen += pr.Cost
			fa += pr.FuseAllCost
		}
		lone := map[int]bool{}
		for _, id := range rep.LoneProducts {
			lone[id] = true
		}
		if got := planCost(tbl, p, lone); !relEqual(got, chosen) {
			t.Errorf("built plan costs %g, optimizer reported %g\n%s%s", got, chosen, p, rep.String())
		}
		if got := planCost(tbl, FuseAll(tbl, noMAgg), nil); !relEqual(got, fa) {
			t.Errorf("fuse-all plan costs %g, the all-false assignments %g", got, fa)
		}
		checked++
	})
	t.Logf("%d DAGs", checked)
}

func TestPlanCacheReusesRepeatedProblems(t *testing.T) {
	cache := NewPlanCache(64)
	opts := testOpts()
	opts.NoCache, opts.Cache = false, cache
	var plans []string
	for iter := 0; iter < 3; iter++ {
		// A new DAG over new data of the same sizes, as in a loop.
		tbl := explore(t, figure2(300, 200)...)
		p, rep := CostBased(tbl, nil, opts)
		plans = append(plans, p.String())
		for _, pr := range rep.Partitions {
			if pr.Cached != (iter > 0) {
				t.Errorf("iteration %d: cached = %t", iter, pr.Cached)
			}
		}
		if iter > 0 && rep.PlansEvaluated() != 0 {
			t.Errorf("iteration %d evaluated %d plans", iter, rep.PlansEvaluated())
		}
	}
	if plans[1] != plans[0] || plans[2] != plans[0] {
		t.Errorf("cached plans differ:\n%s\n%s", plans[0], plans[1])
	}
	if hits, misses := cache.Stats(); hits != 2 || misses != 1 {
		t.Errorf("cache hits %d, misses %d; want 2, 1", hits, misses)
	}
	// Other sizes are another problem.
	tbl := explore(t, figure2(500, 200)...)
	if _, rep := CostBased(tbl, nil, opts); rep.Partitions[0].Cached {
		t.Errorf("a DAG of other sizes hit the cache")
	}
	small := NewPlanCache(1)
	small.put([32]byte{1}, cachedPlan{})
	small.put([32]byte{2}, cachedPlan{})
	if _, ok := small.get([32]byte{1}); ok || small.Len() != 1 {
		t.Errorf("least recently used entry not evicted")
	}
}

// chain builds k shared intermediates a_i, each consumed by the next and
// by a row aggregate: 2k interesting points in one partition.
func chain(k int) []*hop.Hop {
	n, m := 500, 400
	a := bin(hop.OpAdd, dense(n, m), dense(n, m))
	var outs []*hop.Hop
	for i := 0; i < k; i++ {
		outs = append(outs, hop.NewAgg(hop.OpSum, hop.DirRow, a))
		a = bin(hop.OpMul, a, dense(n, m))
	}
	return append(outs, a)
}

func TestGracefulApproximation(t *testing.T) {
	tbl := explore(t, chain(10)...)
	base := testOpts()
	base.Epsilon = -1
	cases := []struct {
		name   string
		mod    func(o *Options)
		reason string
		most   int64
	}{
		{"time budget", func(o *Options) { o.Budget = time.Nanosecond }, "search budget", 3},
		// The chain over 500 x 400 inputs costs milliseconds, so twice the
		// most a better plan could save is far below the search's time.
		{"gain budget", func(o *Options) { o.GainBudget = 1e-9 }, "search budget (scaled to the possible gain)", 1 << 20},
		{"plan budget", func(o *Options) { o.MaxPlans = 20; o.Budget = -1 }, "plan budget", 21},
		{"epsilon", func(o *Options) { o.Epsilon = 100; o.Budget = -1 }, "within epsilon of the lower bound", 3},
	}
	for _, c := range cases {
		opts := base
		c.mod(&opts)
		p, rep := CostBased(tbl, nil, opts)
		pr := rep.Partitions[0]
		if len(pr.Points) < 15 {
			t.Fatalf("%d interesting points, want >= 15", len(pr.Points))
		}
		if !pr.Approximate || pr.Reason != c.reason || pr.Evaluated > c.most {
			t.Errorf("%s: approximate %t (%s), %d plans evaluated", c.name, pr.Approximate, pr.Reason, pr.Evaluated)
		}
		if len(opsOf(p)) == 0 || math.IsInf(pr.Cost, 0) || pr.Cost > math.Min(pr.FuseAllCost, pr.FuseNoRedundancyCost) {
			t.Errorf("%s: anytime result cost %g, fuse-all %g, fuse-no-redundancy %g", c.name, pr.Cost, pr.FuseAllCost, pr.FuseNoRedundancyCost)
		}
	}
	// Below the threshold nothing is approximated.
	small := explore(t, chain(3)...)
	opts := base
	opts.Budget = time.Nanosecond
	if _, rep := CostBased(small, nil, opts); rep.Partitions[0].Approximate {
		t.Errorf("a problem with %d points was approximated", len(rep.Partitions[0].Points))
	}
}

func TestReportShowsPerPartitionSearch(t *testing.T) {
	tbl := explore(t, append(figure2(300, 200), outerExpr())...)
	p, rep := CostBased(tbl, nil, testOpts())
	if p.Report == nil || p.Report.PlansEvaluated() != rep.PlansEvaluated() {
		t.Fatalf("plan report missing")
	}
	s := rep.String()
	for _, want := range []string{"|M'| = 4", "|M'| = 1", "evaluated", "skipped by cost", "skipped by structure", "materialize", "chosen cost", "machine: read 20.0 GB/s"} {
		if !strings.Contains(s, want) {
			t.Errorf("report lacks %q:\n%s", want, s)
		}
	}
	if rep.PlansEvaluated() < 3 {
		t.Errorf("plans evaluated %d", rep.PlansEvaluated())
	}
}

func TestConcurrentOptimizationAndCalibration(t *testing.T) {
	tbls := []*memo.Table{explore(t, figure2(300, 200)...), explore(t, outerExpr()), explore(t, chain(4)...)}
	want := make([]string, len(tbls))
	for i, tbl := range tbls {
		p, _ := CostBased(tbl, nil, testOpts())
		want[i] = p.String()
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, tbl := range tbls {
				opts := Options{Machine: &testMachine} // the shared plan cache
				if g%2 == 0 {
					opts = Options{} // calibrated rates
				}
				p, _ := CostBased(tbl, nil, opts)
				if g%2 == 1 && p.String() != want[i] {
					errs <- p.String()
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Errorf("concurrent plan differs:\n%s", e)
	}
}

func TestCalibratedRatesArePlausibleAndCached(t *testing.T) {
	m := Calibrated()
	if !m.Valid() {
		t.Fatalf("calibration %+v", m)
	}
	if m.ReadBandwidth < 1e8 || m.PeakFLOPS < 1e7 {
		t.Errorf("implausibly low rates: %s", m)
	}
	if Calibrated() != m {
		t.Errorf("calibration not cached")
	}
	t.Logf("calibrated: %s", m)
}

// TestPlanCacheHitRestoresCutOrder checks on random DAGs, many with cut
// sets, that a plan from the cache (which skips finding the cut sets and
// restores the point order they gave) is the plan a fresh optimization
// builds, with the same report of cut sets.
func TestPlanCacheHitRestoresCutOrder(t *testing.T) {
	opts := testOpts()
	opts.NoCache, opts.Cache = false, NewPlanCache(1024)
	var last *memo.Table
	withCuts := 0
	randomTables(t, 150, func(tbl *memo.Table, _, _ int) {
		if tbl == last {
			return
		}
		last = tbl
		fresh, frep := CostBased(tbl, nil, opts)
		cached, crep := CostBased(tbl, nil, opts)
		if fresh.String() != cached.String() {
			t.Fatalf("cached plan differs:\n%s\n%s", fresh, cached)
		}
		for i, pr := range crep.Partitions {
			if len(pr.Points) > 0 && !pr.Cached {
				t.Errorf("partition %d with %d points not served from the cache", i, len(pr.Points))
			}
			if pr.CutSets != frep.Partitions[i].CutSets || !slices.Equal(pr.Points, frep.Partitions[i].Points) {
				t.Errorf("partition %d: cached report has cut sets %d, points %v; fresh %d, %v",
					i, pr.CutSets, pr.Points, frep.Partitions[i].CutSets, frep.Partitions[i].Points)
			}
			if pr.CutSets > 0 {
				withCuts++
			}
		}
	})
	if withCuts == 0 {
		t.Error("no partition with cut sets: the test checks nothing about their order")
	}
	t.Logf("%d cached partitions with cut sets", withCuts)
}

// lazyTransposedProduct reports whether the transpose h of plan runs as a
// view of its input: no output, read only by products on their left that
// run unfused: the engine's lazyTransposes, which costs nothing (the
// products read its input).
func lazyTransposedProduct(dag *hop.DAG, plan *Plan, h *hop.Hop) bool {
	if h.Op != hop.OpTranspose || dag.IsRoot(h) || len(dag.Consumers[h.ID]) == 0 {
		return false
	}
	for _, c := range dag.Consumers[h.ID] {
		if c.Op != hop.OpMatMul || c.Inputs[0] != h || c.Inputs[1] == h {
			return false
		}
		if _, fused := plan.Fused[c.ID]; fused {
			return false
		}
		for _, op := range plan.Fused {
			if op.Covers(c.ID) {
				return false
			}
		}
	}
	return true
}
