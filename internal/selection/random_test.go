package selection

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// randomTables explores random DAGs until want of them have a partition
// with 1 to 12 interesting points, and calls f for each such partition
// (by index into findPartitions' result).
func randomTables(t *testing.T, want int, f func(tbl *memo.Table, part int, n int)) {
	t.Helper()
	l := newLeaves()
	r := rand.New(rand.NewPCG(20180801, 4))
	seen := 0
	for dags := 0; seen < want; dags++ {
		if dags > 20*want {
			t.Fatalf("only %d DAGs with 1..12 points in %d random DAGs", seen, dags)
		}
		d, err := hop.Prepare(randomDAG(r, l))
		if err != nil {
			t.Fatal(err)
		}
		hop.Optimize(d)
		tbl := memo.Explore(d, memo.Templates())
		found := false
		for i, p := range findPartitions(tbl, allTemplates) {
			p.findPoints(d)
			if n := len(p.points); n >= 1 && n <= 12 {
				f(tbl, i, n)
				found = true
			}
		}
		if found {
			seen++
		}
	}
}

// randomTablesB explores n random DAGs.
func randomTablesB(b *testing.B, n int, f func(tbl *memo.Table)) {
	l := newLeaves()
	r := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < n; i++ {
		d, err := hop.Prepare(randomDAG(r, l))
		if err != nil {
			b.Fatal(err)
		}
		hop.Optimize(d)
		f(memo.Explore(d, memo.Templates()))
	}
}

// runEnum optimizes partition part of tbl with opts (no approximation,
// no cache) on a fresh partition analysis.
func runEnum(tbl *memo.Table, part int, opts Options) (*optimizer, uint64, float64) {
	opts = opts.withDefaults()
	opts.ApproxPoints = 64
	p := findPartitions(tbl, allTemplates)[part]
	m, cuts := newModel(tbl, allTemplates, p, testMachine, opts)
	o := &optimizer{m: m, lb: m.newLowerBound(), cuts: cuts, n: len(p.points), opts: opts, costs: map[uint64]costRec{}}
	q, c := o.run()
	return o, q, c
}

func relEqual(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(math.Abs(a), math.Abs(b)) }

// TestMPSkipEnumFindsExhaustiveOptimum checks on random DAGs that
// MPSkipEnum (with either pruning, both, none, or cost pruning by the
// static bound alone) chooses a plan whose
// cost equals the minimum over all 2^|M'| plans, that the lower bound of
// cost-based pruning never exceeds a plan's cost and grows with true
// points, that pruning never evaluates more plans than exhaustive
// enumeration and, on average, far fewer, and that the block bound
// (blockbound.go) prunes clearly more than the static bound.
func TestMPSkipEnumFindsExhaustiveOptimum(t *testing.T) {
	configs := []struct {
		name string
		opts Options
	}{
		{"none", Options{NoCostPruning: true, NoStructuralPruning: true}},
		{"cost", Options{NoStructuralPruning: true}},
		{"structural", Options{NoCostPruning: true}},
		{"both", Options{}},
		{"static", Options{NoStructuralPruning: true, NoBlockBound: true}},
	}
	evaluated := make([]int64, len(configs))
	var space, partitions, withCuts, skippedCost, skippedStructural int64
	var bigSpace, bigEvaluated int64 // |M'| >= 8
	byN := map[int]int{}
	randomTables(t, 220, func(tbl *memo.Table, part, n int) {
		partitions++
		byN[n]++
		space += 1 << n
		// Exhaustive minimum, and the lower bound checked on every plan.
		o, _, _ := runEnum(tbl, part, configs[0].opts)
		minC := math.Inf(1)
		for q := uint64(0); q < 1<<n; q++ {
			c, exact := o.m.planCost(q, math.Inf(1))
			if !exact {
				t.Fatalf("costing with an infinite bound stopped early")
			}
			minC = math.Min(minC, c)
			if lb := o.lb.of(q); lb > c*(1+1e-12) {
				t.Fatalf("n=%d plan %b: lower bound %g exceeds cost %g", n, q, lb, c)
			}
			for i := 0; i < n; i++ {
				if o.lb.of(q|1<<i) < o.lb.of(q) {
					t.Fatalf("lower bound decreases with a true point")
				}
			}
		}
		if o.lb.static() > minC*(1+1e-12) {
			t.Fatalf("static lower bound %g exceeds the optimum %g", o.lb.static(), minC)
		}
		for k, cfg := range configs {
			o, q, c := runEnum(tbl, part, cfg.opts)
			exact, _ := o.m.planCost(q, math.Inf(1))
			if !relEqual(c, minC) || !relEqual(exact, minC) {
				t.Errorf("%s: n=%d: chosen cost %g (recosted %g), exhaustive minimum %g", cfg.name, n, c, exact, minC)
			}
			if o.evaluated > 1<<n {
				t.Errorf("%s: n=%d: evaluated %d plans, more than %d", cfg.name, n, o.evaluated, 1<<n)
			}
			if k == 0 && o.evaluated != 1<<n {
				t.Errorf("no pruning: evaluated %d of %d plans", o.evaluated, 1<<n)
			}
			if k == 3 {
				if len(o.cuts) > 0 {
					withCuts++
				}
				skippedCost += o.skippedCost
				skippedStructural += o.skippedStructural
				if n >= 8 {
					bigSpace += 1 << n
					bigEvaluated += o.evaluated
				}
			}
			evaluated[k] += o.evaluated
		}
	})
	t.Logf("220 random DAGs: %d partitions with 1..12 points, by |M'|: %v; %d with cut sets", partitions, byN, withCuts)
	for k, cfg := range configs {
		t.Logf("pruning %-10s: %6d plans evaluated of %6d (%.1f%%), %.2f per partition",
			cfg.name, evaluated[k], space, 100*float64(evaluated[k])/float64(space), float64(evaluated[k])/float64(partitions))
	}
	t.Logf("both prunings: %d plans skipped by cost, %d by structure; |M'| >= 8: %d of %d plans evaluated (%.1f%%)",
		skippedCost, skippedStructural, bigEvaluated, bigSpace, 100*float64(bigEvaluated)/float64(bigSpace))
	if skippedCost == 0 || skippedStructural == 0 {
		t.Errorf("a pruning never skipped a plan: cost %d, structural %d", skippedCost, skippedStructural)
	}
	for n := 1; n <= 12; n++ {
		if byN[n] == 0 {
			t.Errorf("no partition with %d interesting points", n)
		}
	}
	if evaluated[1] >= evaluated[4]*3/4 {
		t.Errorf("cost pruning with the block bound evaluated %d plans, with the static bound only %d: less than a 4/3 reduction", evaluated[1], evaluated[4])
	}
	if evaluated[3] > evaluated[0]/2 {
		t.Errorf("pruning evaluated %d plans of %d: less than a 2x reduction", evaluated[3], evaluated[0])
	}
}
