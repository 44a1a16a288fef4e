package selection

import (
	"math"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// checkBlockBounds compares the block bound of partition part of tbl with
// the cheapest plan of every block: all splits into fixed and free points
// up to 7 points, MPSkipEnum's blocks (the last k positions free) above.
// It returns the blocks checked and those where the bound is above the
// static bound of the fixed true points.
func checkBlockBounds(t *testing.T, name string, tbl *memo.Table, part int) (blocks, tighter int) {
	t.Helper()
	o, _, _ := runEnum(tbl, part, Options{NoCostPruning: true, NoStructuralPruning: true})
	n := o.n
	all := uint64(1)<<n - 1
	costs := make([]float64, 1<<n)
	for q := range costs {
		costs[q], _ = o.m.planCost(uint64(q), math.Inf(1))
	}
	visit := func(q, free uint64) {
		cheapest := math.Inf(1)
		for s := free; ; s = (s - 1) & free {
			cheapest = math.Min(cheapest, costs[q|s])
			if s == 0 {
				break
			}
		}
		lb := o.m.blockBound(q, free)
		if lb > cheapest*(1+1e-12) {
			t.Fatalf("%s: n=%d: fixed %b free %b: block bound %g exceeds the block's cheapest plan %g", name, n, q, free, lb, cheapest)
		}
		if st := o.lb.of(q); st > cheapest*(1+1e-12) {
			t.Fatalf("%s: n=%d: fixed %b free %b: static bound %g exceeds the block's cheapest plan %g", name, n, q, free, st, cheapest)
		}
		blocks++
		if lb > o.lb.of(q)*(1+1e-9) {
			tighter++
		}
	}
	if n <= 7 {
		for free := all; ; free = (free - 1) & all {
			fixed := all &^ free
			for q := fixed; ; q = (q - 1) & fixed {
				visit(q, free)
				if q == 0 {
					break
				}
			}
			if free == 0 {
				break
			}
		}
		return
	}
	for k := 0; k <= n; k++ {
		fixed := uint64(1)<<(n-k) - 1
		for q := fixed; ; q = (q - 1) & fixed {
			visit(q, all&^fixed)
			if q == 0 {
				break
			}
		}
	}
	return
}

// TestBlockBoundNeverExceedsAPlanOfItsBlock checks the soundness of the
// block bound on random DAGs and the example algorithms: it is never above
// the cost of any plan of its block, and it is often above the static
// bound (otherwise it would prune nothing more).
func TestBlockBoundNeverExceedsAPlanOfItsBlock(t *testing.T) {
	var blocks, tighter int
	randomTables(t, 220, func(tbl *memo.Table, part, n int) {
		b, tt := checkBlockBounds(t, "random", tbl, part)
		blocks += b
		tighter += tt
	})
	// TSMM, which the unfused form prices at half a product's work and
	// one read of X (wide, so that the product dominates the plans).
	tsmm := func() []*hop.Hop {
		X := un(hop.OpExp, bin(hop.OpMul, dense(algRows, 400), dense(algRows, 400)))
		return []*hop.Hop{mm(tr(X), X), sum(bin(hop.OpMul, X, dense(algRows, 400))), rowSums(X)}
	}
	dags := append(algorithms, struct {
		name string
		dag  func() []*hop.Hop
	}{"TSMM", tsmm})
	for _, alg := range dags {
		tbl := explore(t, alg.dag()...)
		for i := range findPartitions(tbl, allTemplates) {
			b, tt := checkBlockBounds(t, alg.name, tbl, i)
			t.Logf("%s partition %d: %d blocks, %d tighter", alg.name, i, b, tt)
			blocks += b
			tighter += tt
		}
	}
	t.Logf("%d blocks, the block bound above the static bound in %d", blocks, tighter)
	if tighter < blocks/4 {
		t.Errorf("the block bound is above the static bound in only %d of %d blocks", tighter, blocks)
	}
}
