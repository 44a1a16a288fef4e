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

// TestLoneTransposedProducts: a Row operator of t(X) %*% W, or of a product
// wider than the former 64-column limit, covers nothing but the product
// (and the transpose it reads through) and is left to BLAS; the transpose
// then runs before the product, also when it is an output built after it.
func TestLoneTransposedProducts(t *testing.T) {
	x := dense(10000, 100)
	tx := hop.NewTranspose(x)
	tx2 := hop.NewTranspose(dense(300, 200))
	cases := []struct {
		name string
		outs []*hop.Hop
	}{
		{"X %*% V, 200 columns", []*hop.Hop{hop.NewMatMul(x, dense(100, 200))}},
		{"t(X) %*% W", []*hop.Hop{hop.NewMatMul(tx, dense(10000, 200))}},
		{"t(X) %*% W and t(X)", []*hop.Hop{hop.NewMatMul(tx2, dense(300, 50)), tx2}},
		{"t(X) %*% W and t(X) %*% v", []*hop.Hop{hop.NewMatMul(tx2, dense(300, 50)), hop.NewMatMul(tx2, dense(300, 1))}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tbl := explore(t, c.outs...)
			plan, rep := CostBased(tbl, nil, testOpts())
			if len(plan.Fused) != 0 {
				t.Fatalf("fused operators left\n%s", plan)
			}
			for _, root := range tbl.DAG.Roots {
				if root.Op != hop.OpMatMul {
					continue
				}
				if !slices.Contains(rep.LoneProducts, root.ID) {
					t.Fatalf("lone products %v, want %d among them\n%s", rep.LoneProducts, root.ID, plan)
				}
				at := slices.Index(plan.Order, root)
				if at < 0 {
					t.Fatalf("product %s not in the plan's order\n%s", root, plan)
				}
				if in := root.Inputs[0]; in.Op == hop.OpTranspose && !slices.Contains(plan.Order[:at], in) {
					t.Errorf("transpose %s not before %s in the plan's order\n%s", in, root, plan)
				}
			}
		})
	}
}
