package selection

import (
	"math"
	"testing"
	"time"
)

// TestBudgetedPlanDoesNotDependOnSpeed checks that a search stopped by its
// budget returns the same plan, bit for bit the same cost, after the same
// plans, when every costing is slowed down: the budget counts work, not
// time. The budget stops the search after it has improved on both opening
// plans, so a search cut short by the clock would return another plan.
func TestBudgetedPlanDoesNotDependOnSpeed(t *testing.T) {
	tbl := explore(t, chain(10)...)
	opts := testOpts()
	opts.Epsilon = -1
	opts.GainBudget = -1
	opts.Budget = 4 * time.Millisecond
	p1, rep1 := CostBased(tbl, nil, opts)
	slowed := opts
	slowed.pace = func() { time.Sleep(50 * time.Microsecond) }
	p2, rep2 := CostBased(tbl, nil, slowed)
	a, b := rep1.Partitions[0], rep2.Partitions[0]
	if !a.Approximate || a.Reason != "search budget" || a.Work < budgetWork(opts.Budget) {
		t.Fatalf("the search was not stopped by its budget: approximate %t (%s), %d work units", a.Approximate, a.Reason, a.Work)
	}
	if a.Cost >= math.Min(a.FuseAllCost, a.FuseNoRedundancyCost) {
		t.Fatalf("the budgeted search found nothing better than its opening plans (%g, fa %g, fnr %g)", a.Cost, a.FuseAllCost, a.FuseNoRedundancyCost)
	}
	if math.Float64bits(a.Cost) != math.Float64bits(b.Cost) || a.Evaluated != b.Evaluated || a.Work != b.Work || p1.String() != p2.String() {
		t.Errorf("slowed search: cost %g after %d plans, want %g after %d (same plan: %t)", b.Cost, b.Evaluated, a.Cost, a.Evaluated, p1.String() == p2.String())
	}
	t.Logf("%d points, %d plans evaluated in %v (slowed %v), cost %g, fuse-all %g, fuse-no-redundancy %g",
		len(a.Points), a.Evaluated, a.Time, b.Time, a.Cost, a.FuseAllCost, a.FuseNoRedundancyCost)
}
