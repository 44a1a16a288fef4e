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

// TestLoneTransposedProductsStayUnfused: t(X) %*% W with a dense X, a
// dense W of one or of blockedKMin or more columns and nothing else in
// its operator is left to Base, which reads t(X) in place, with the
// transpose in the plan's order before the product; a CSR X or W, a W
// of 2 to 8 columns, a transpose another operator fuses more into, or
// one that is an output keeps the fused operator.
func TestLoneTransposedProductsStayUnfused(t *testing.T) {
	const n = 100000
	X, P, y, v := dense(n, 10), dense(n, 5), dense(n, 1), dense(10, 1)
	Xs := sparse(n, 10, 0.1, 7)
	tX := hop.NewTranspose(X)
	cases := []struct {
		name     string
		outs     []*hop.Hop
		wantLone int // transposed products left unfused
	}{
		{"GLM t(X) %*% y", []*hop.Hop{hop.NewMatMul(tX, y)}, 1},
		{"KMeans t(P) %*% X", []*hop.Hop{hop.NewMatMul(hop.NewTranspose(P), X)}, 1},
		{"two products of one transpose", []*hop.Hop{hop.NewMatMul(tX, y), hop.NewMatMul(tX, dense(n, 12))}, 2},
		{"W of 2 to 8 columns", []*hop.Hop{hop.NewMatMul(tX, dense(n, 2))}, 0},
		{"a transpose shared with W of 5 columns", []*hop.Hop{hop.NewMatMul(tX, y), hop.NewMatMul(tX, P)}, 0},
		{"CSR X", []*hop.Hop{hop.NewMatMul(hop.NewTranspose(Xs), y)}, 0},
		{"CSR W", []*hop.Hop{hop.NewMatMul(tX, sparse(n, 4, 0.01, 8))}, 0},
		{"MMChain", []*hop.Hop{hop.NewMatMul(tX, bin(hop.OpMul, y, hop.NewMatMul(X, v)))}, 0},
		{"transpose shared with a fused chain", []*hop.Hop{hop.NewMatMul(tX, y),
			hop.NewMatMul(tX, hop.NewUnary(hop.OpExp, hop.NewMatMul(X, v)))}, 0},
		{"transpose is an output", []*hop.Hop{hop.NewMatMul(tX, y), tX}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tbl := explore(t, c.outs...)
			plan, rep := CostBased(tbl, nil, testOpts())
			var lone []int
			for _, id := range rep.LoneProducts {
				h := tbl.DAG.Nodes[id]
				if h.Inputs[0].Op != hop.OpTranspose {
					continue
				}
				lone = append(lone, id)
				if _, fused := plan.Fused[id]; fused || len(coveredBy(plan, id)) > 0 {
					t.Fatalf("product %d reported unfused but still fused\n%s", id, plan)
				}
				at, tAt := slices.Index(plan.Order, h), slices.Index(plan.Order, h.Inputs[0])
				if at < 0 || tAt < 0 || tAt > at {
					t.Fatalf("product %d at %d, its transpose at %d in the plan's order\n%s", id, at, tAt, plan)
				}
				if len(coveredBy(plan, h.Inputs[0].ID)) > 0 {
					t.Fatalf("transpose %d still covered by a fused operator\n%s", h.Inputs[0].ID, plan)
				}
			}
			if len(lone) != c.wantLone {
				t.Fatalf("transposed products unfused %v, want %d\n%s", lone, c.wantLone, plan)
			}
			for _, h := range tbl.DAG.Nodes {
				if h.Op == hop.OpMatMul && h.Inputs[0].Op == hop.OpTranspose && !slices.Contains(lone, h.ID) &&
					len(coveredBy(plan, h.ID)) == 0 {
					t.Fatalf("transposed product %d unfused without being reported lone\n%s", h.ID, plan)
				}
			}
		})
	}
}
