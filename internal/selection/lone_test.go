package selection

import (
	"slices"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
)

// TestLoneProductsStayUnfused: a product alone is left to BLAS, a product
// with an element-wise consumer is still fused, and so is a product under
// an aggregate.
func TestLoneProductsStayUnfused(t *testing.T) {
	a := dense(2000, 2000)
	v := dense(2000, 1)
	lone := hop.NewMatMul(a, hop.NewMatMul(a, v))
	withExp := hop.NewUnary(hop.OpExp, hop.NewMatMul(a, v))
	underSum := hop.NewAgg(hop.OpSum, hop.DirFull, hop.NewMatMul(a, v))
	cases := []struct {
		name      string
		out       *hop.Hop
		wantLone  int // products left unfused
		wantFused bool
	}{
		{"lone products", lone, 2, false},
		{"product then exp", withExp, 0, true},
		{"sum of a product", underSum, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tbl := explore(t, c.out)
			plan, rep := CostBased(tbl, nil, testOpts())
			if len(rep.LoneProducts) != c.wantLone {
				t.Fatalf("lone products %v, want %d\n%s", rep.LoneProducts, c.wantLone, plan)
			}
			root := tbl.DAG.Roots[0]
			if _, fused := plan.Fused[root.ID]; fused != c.wantFused {
				t.Fatalf("root fused = %v, want %v\n%s", fused, c.wantFused, plan)
			}
			for _, id := range rep.LoneProducts {
				if _, fused := plan.Fused[id]; fused {
					t.Fatalf("product %d reported unfused but still fused", id)
				}
				if !slices.ContainsFunc(plan.Order, func(h *hop.Hop) bool { return h.ID == id }) {
					t.Fatalf("product %d missing from the plan's order", id)
				}
			}
		})
	}
}
