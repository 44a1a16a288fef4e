package selection

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/fusejit/fusejit/internal/memo"
)

// TestKeyedChooserCostsLikeAFreshOne: the chooser that keeps its choices
// across assignments (resetKeyed) costs every plan of random partitions,
// visited in a random order, exactly as a chooser that starts afresh for
// each plan, and builds the same plan for the best assignment.
func TestKeyedChooserCostsLikeAFreshOne(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 2018))
	plans := 0
	randomTables(t, 60, func(tbl *memo.Table, part, n int) {
		opts := testOpts().withDefaults()
		p := findPartitions(tbl, allTemplates)[part]
		m, _ := newModel(tbl, allTemplates, p, testMachine, opts)
		order := r.Perm(1 << n)
		// Revisit some plans: a kept choice must be found again.
		order = append(order, order[:len(order)/2]...)
		for _, k := range order {
			q := uint64(k)
			got, gotExact := m.planCost(q, math.Inf(1))
			fresh := *m
			fresh.ch, fresh.deps, fresh.vecs, fresh.matDone = nil, nil, nil, nil
			want, wantExact := fresh.planCost(q, math.Inf(1))
			if got != want || gotExact != wantExact {
				t.Fatalf("n=%d plan %b: keyed chooser costs %g (exact %v), a fresh one %g (exact %v)", n, q, got, gotExact, want, wantExact)
			}
			plans++
		}
	})
	if plans == 0 {
		t.Fatal("no plans costed")
	}
}
