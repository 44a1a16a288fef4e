package tests

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/matrix"
)

// Row products of any width (issue 18): x %*% V with V of 63, 64 and 65
// columns (around the former limit of 64) and of 200 and 1000 runs as a
// Row operator and agrees with Base, and a fused result is the same bits
// with 1 and 3 threads. t(X) %*% W keeps its limit of 64 columns
// (memo's MaxPartialCols): past it no col_agg_t operator is formed, and
// the result still agrees.

// rowWideCases build each pattern over X (n x m) with k-column factors.
var rowWideCases = []struct {
	name, variant string
	build         func(X *engine.Expr, n, m, k int) *engine.Expr
}{
	{"t(X)%*%(W*(X%*%V))", "col_agg_t", func(X *engine.Expr, n, m, k int) *engine.Expr {
		W := engine.Dense(matrix.RandDense(n, k, 0, 1, 61))
		V := engine.Dense(matrix.RandDense(m, k, -0.2, 0.2, 62))
		return X.T().MatMul(W.Mul(X.MatMul(V)))
	}},
	{"rowSums(exp(X%*%V))", "row_agg", func(X *engine.Expr, n, m, k int) *engine.Expr {
		V := engine.Dense(matrix.RandDense(m, k, -0.2, 0.2, 63))
		return X.MatMul(V).Exp().RowSums()
	}},
	{"(X%*%V)*2+rowMaxs(X)", "no_agg", func(X *engine.Expr, n, m, k int) *engine.Expr {
		V := engine.Dense(matrix.RandDense(m, k, -1, 1, 64))
		return X.MatMul(V).Mul(engine.Scalar(2)).Add(X.RowMaxs())
	}},
}

func TestRowWideProducts(t *testing.T) {
	// 256 rows: a product with more than 256 rows and columns from a
	// factor wider than long is outer-product-like, Outer's and Base's.
	n, m := 256, 90
	kinds := []xKind{xKinds[0], xKinds[1], xKinds[2], xKinds[5]}
	engines := map[string]*engine.Engine{}
	for _, threads := range []int{1, 3} {
		for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll} {
			engines[fmt.Sprint(p, threads)] = newEngine(t, p, engine.WithThreads(threads))
		}
	}
	eval := func(t *testing.T, p engine.Policy, threads int, out *engine.Expr) *engine.Result {
		t.Helper()
		res, err := engines[fmt.Sprint(p, threads)].Eval(context.Background(), out)
		if err != nil {
			t.Fatalf("Eval under %s with %d threads: %v", p, threads, err)
		}
		return res
	}
	for _, k := range []int{63, 64, 65, 200, 1000} {
		for _, kind := range kinds {
			X, _ := kind.make(n, m, 65)
			for _, c := range rowWideCases {
				t.Run(fmt.Sprintf("k=%d/%s/%s", k, kind.name, c.name), func(t *testing.T) {
					out := c.build(X, n, m, k)
					want := eval(t, engine.PolicyNone, 1, out).Matrix(0)
					var fused [2]mat.Matrix
					for i, threads := range []int{1, 3} {
						if d := diff(want, eval(t, engine.PolicyNone, threads, out).Matrix(0), 0); d != "" {
							t.Errorf("Base with %d threads differs from 1 thread: %s", threads, d)
						}
						res := eval(t, engine.PolicyFuseAll, threads, out)
						fused[i] = res.Matrix(0)
						if d := diff(want, fused[i], 1e-9); d != "" {
							t.Errorf("fuse-all with %d threads: %s", threads, d)
						}
						rows, wanted := 0, 0
						for _, op := range res.Plan() {
							if op.Fallback {
								t.Errorf("%s operator fell back to unfused execution", op.Template)
							}
							if op.Template == engine.TemplateRow {
								rows++
								if op.Variant == c.variant {
									wanted++
								}
							}
						}
						beyond := c.variant == "col_agg_t" && !memoRowPartialFits(k)
						switch {
						case beyond && wanted != 0:
							t.Errorf("a %s operator with a %d-column partial: %+v", c.variant, k, res.Plan())
						case !beyond && (rows != 1 || wanted != 1):
							t.Errorf("%d row operators (%d %s), want one %s: %+v", rows, wanted, c.variant, c.variant, res.Plan())
						}
					}
					if d := bitsDiff(fused[0], fused[1]); d != "" {
						t.Errorf("fused results with 1 and 3 threads differ: %s", d)
					}
				})
			}
		}
	}
}

// TestRowWideProductExplain: the cost-based policy, not only fuse-all,
// fuses a product wider than 64 columns (it ran unfused while Row
// products were limited to 64), and every policy agrees with Base.
func TestRowWideProductExplain(t *testing.T) {
	X := engine.Dense(matrix.RandDense(3000, 100, -1, 1, 66))
	V := engine.Dense(matrix.RandDense(100, 200, -0.1, 0.1, 67))
	out := X.MatMul(V).Exp().RowSums()
	checkAgainstBase(t, out)
	text, err := newEngine(t, engine.PolicyCostBased).Explain(out)
	if err != nil {
		t.Fatalf("Explain: %v", err)
	}
	if !strings.Contains(text, "row   covers {2,3,4}") {
		t.Errorf("no Row operator covering the 100 x 200 product:\n%s", text)
	}
}

// TestRowWideLoneProduct: a product of several columns alone fuses
// nothing; the cost-based policy runs it unfused (BLAS) although Row takes
// it at any width, and every policy agrees with Base.
func TestRowWideLoneProduct(t *testing.T) {
	X := engine.Dense(matrix.RandDense(3000, 100, -1, 1, 68))
	out := X.MatMul(engine.Dense(matrix.RandDense(100, 200, -1, 1, 69)))
	checkAgainstBase(t, out)
	res := evalWith(t, engine.PolicyCostBased, out)
	if plan := res.Plan(); len(plan) != 0 {
		t.Errorf("cost-based plan %+v, want the product unfused", plan)
	}
}

// memoRowPartialFits is memo's Row capability for t(X) %*% W, read through
// the package's declaration so the test follows it.
func memoRowPartialFits(cols int) bool {
	c, _ := memo.CapabilitiesOf(memo.TemplateRow)
	return c.PartialFits(cols)
}
