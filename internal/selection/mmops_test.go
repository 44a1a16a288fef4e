package selection

import (
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
)

// TestDecideMMOps: a fused operator that computes exactly the pattern of
// TSMM or MMChain gives way to it unless it is cheaper; one that covers
// more stays, and NoMMOps keeps every fused operator.
func TestDecideMMOps(t *testing.T) {
	// 30 columns: a Row operator takes t(X) %*% X (not 100).
	x := dense(10000, 30)
	w := dense(10000, 1)
	v := dense(30, 1)
	tsmm := hop.NewMatMul(hop.NewTranspose(x), x)
	chain := hop.NewMatMul(hop.NewTranspose(x), bin(hop.OpMul, w, hop.NewMatMul(x, v)))
	wider := hop.NewMatMul(hop.NewTranspose(x), bin(hop.OpMul, hop.NewUnary(hop.OpExp, w), hop.NewMatMul(x, v)))
	// A machine on which the model is compute-bound: X (2.4 MB) reads in
	// 24 us, its 1.2 MFLOP take 1.2 ms. MMChainW does the fused
	// operator's arithmetic (w's multiply included), so they still tie.
	computeBound := Machine{ReadBandwidth: 100e9, WriteBandwidth: 100e9, PeakFLOPS: 1e9}
	cases := []struct {
		name    string
		out     *hop.Hop
		noMMOps bool
		mach    *Machine // nil: testMachine
		want    string   // operator chosen, "" for no decision
		unfused bool
	}{
		{"tsmm", tsmm, false, nil, "tsmm(left)", true},
		{"tsmm-off", tsmm, true, nil, "", false},
		{"mmchain-tie-stays-fused", chain, false, nil, "mmchain(w)", false}, // equal modelled cost
		{"mmchain-tie-stays-fused-compute-bound", chain, false, &computeBound, "mmchain(w)", false},
		{"fused-covers-more", wider, false, nil, "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tbl := explore(t, c.out)
			opts := testOpts()
			opts.NoMMOps = c.noMMOps
			if c.mach != nil {
				opts.Machine = c.mach
			}
			plan, rep := CostBased(tbl, nil, opts)
			root := tbl.DAG.Roots[0]
			_, fused := plan.Fused[root.ID]
			if fused == c.unfused {
				t.Fatalf("product fused = %v, want %v\n%s", fused, !c.unfused, plan)
			}
			if c.want == "" {
				if len(rep.MMOps) != 0 {
					t.Fatalf("decisions %+v, want none", rep.MMOps)
				}
				return
			}
			if len(rep.MMOps) != 1 || rep.MMOps[0].Operator != c.want || rep.MMOps[0].Unfused != c.unfused {
				t.Fatalf("decisions %+v, want %s considered, unfused %v", rep.MMOps, c.want, c.unfused)
			}
			if d := rep.MMOps[0]; d.Unfused != (d.Cost < d.FusedCost) {
				t.Fatalf("decision %+v does not follow its costs", d)
			}
			if !c.unfused {
				return
			}
			// The operators the dedicated operator computes are in the
			// plan's order, inputs first, for the engine to skip.
			for _, h := range hop.MatchMMOp(tbl.DAG, root).Inner {
				if !materialized(plan, h.ID) {
					t.Fatalf("inner operator %s missing from the plan's order\n%s", h, plan)
				}
			}
		})
	}
}
