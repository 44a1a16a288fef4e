package tests

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// t(X) %*% W with W wider than 64 columns (issue 18): Row col_agg_t
// operators of any width, which over a dense X run block by block through
// BLAS (internal/skeletons/partial_blocked.go) and over a CSR X update
// the partial per stored cell. Each case agrees with Base under every
// policy (the reordered-sum tolerance, NaN and Inf in the same cells),
// forms the col_agg_t operator under fuse-all, and gives the same bits
// with 1, 2 and 3 threads.

// partialKinds are the X of the wide col_agg_t tests: n x m, with the
// zeros, NaN, Inf and empty rows that decide where NaN lands.
var partialKinds = []struct {
	name string
	make func(n, m int) *engine.Expr
}{
	{"dense", func(n, m int) *engine.Expr { return engine.Dense(matrix.RandDense(n, m, -1, 1, 71)) }},
	// Exact zeros in a dense X: 0 * Inf in t(X) %*% W is NaN, where a CSR
	// X's unstored zero contributes nothing.
	{"dense-zeros", func(n, m int) *engine.Expr {
		return engine.Dense(matrix.RandSparse(n, m, 0.5, -1, 1, 72).ToDense())
	}},
	{"dense-nan-inf", func(n, m int) *engine.Expr {
		return engine.Dense(withSpecials(matrix.RandDense(n, m, -1, 1, 73)))
	}},
	{"sparse-empty-rows", func(n, m int) *engine.Expr {
		return engine.Sparse(withEmptyRows(matrix.RandSparse(n, m, 0.3, -1, 1, 74)))
	}},
	{"sparse-nan-inf", func(n, m int) *engine.Expr {
		return engine.Sparse(sparseWithSpecials(matrix.RandSparse(n, m, 0.2, -1, 1, 75)))
	}},
}

// partialCases build t(X) %*% W over X (n x m) with a k-column W. The side
// inputs put Inf, -Inf and NaN in a few rows of W.
var partialCases = []struct {
	name  string
	build func(X *engine.Expr, n, m, k int) *engine.Expr
}{
	{"t(X)%*%(w*(X%*%V))", func(X *engine.Expr, n, m, k int) *engine.Expr {
		w := matrix.RandDense(n, 1, 0.5, 1.5, 76)
		w.Set(n/3, 0, math.Inf(1))
		w.Set(2*n/3, 0, math.Inf(-1))
		V := engine.Dense(matrix.RandDense(m, k, -0.2, 0.2, 77))
		return X.T().MatMul(engine.Dense(w).Mul(X.MatMul(V)))
	}},
	{"t(X)%*%(X%*%V-Y)", func(X *engine.Expr, n, m, k int) *engine.Expr {
		Y := matrix.RandDense(n, k, -1, 1, 78)
		Y.Set(n/2, k/2, math.NaN())
		Y.Set(n-1, 0, math.Inf(1))
		V := engine.Dense(matrix.RandDense(m, k, -0.2, 0.2, 79))
		return X.T().MatMul(X.MatMul(V).Sub(engine.Dense(Y)))
	}},
}

func TestRowPartialWide(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles kernels and runs every policy")
	}
	// 3000 x 60: several tasks, and several blocks per task for every k.
	sizes := []struct{ n, m int }{{3000, 60}, {1, 60}}
	threadEngines := map[int]*engine.Engine{}
	for _, th := range []int{1, 2, 3} {
		threadEngines[th] = newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
	}
	for _, sz := range sizes {
		for _, k := range []int{65, 100, 200, 500} {
			for _, kind := range partialKinds {
				X := kind.make(sz.n, sz.m)
				for _, c := range partialCases {
					t.Run(fmt.Sprintf("n=%d/k=%d/%s/%s", sz.n, k, kind.name, c.name), func(t *testing.T) {
						out := c.build(X, sz.n, sz.m, k)
						fa := checkAgainstBase(t, out)
						if sz.n > 1 && !hasOperator(fa, engine.TemplateRow, "col_agg_t") {
							t.Errorf("fuse-all plan %+v has no Row col_agg_t operator", fa)
						}
						var first mat.Matrix
						for _, th := range []int{1, 2, 3} {
							res, err := threadEngines[th].Eval(context.Background(), out)
							if err != nil {
								t.Fatalf("Eval with %d threads: %v", th, err)
							}
							if first == nil {
								first = res.Matrix(0)
								continue
							}
							if d := bitsDiff(first, res.Matrix(0)); d != "" {
								t.Errorf("fuse-all with %d threads differs from 1 thread: %s", th, d)
							}
						}
					})
				}
			}
		}
	}
}

// TestRowPartialWideCostBased: the cost-based policy fuses t(X) %*% (w *
// (X %*% V)) with a 200-column V into one Row col_agg_t operator; with
// MaxPartialCols at 64 it ran unfused.
func TestRowPartialWideCostBased(t *testing.T) {
	X := engine.Dense(matrix.RandDense(20000, 100, -1, 1, 80))
	w := engine.Dense(matrix.RandDense(20000, 1, 0.5, 1.5, 81))
	V := engine.Dense(matrix.RandDense(100, 200, -0.1, 0.1, 82))
	out := X.T().MatMul(w.Mul(X.MatMul(V)))
	text, err := newEngine(t, engine.PolicyCostBased).Explain(out)
	if err != nil {
		t.Fatalf("Explain: %v", err)
	}
	if !strings.Contains(text, "CPlan row col_agg_t") || !strings.Contains(text, "row   covers {1,4,5,6}") {
		t.Errorf("no Row col_agg_t operator covering the product:\n%s", text)
	}
	res := evalWith(t, engine.PolicyCostBased, out)
	if !hasOperator(res.Plan(), engine.TemplateRow, "col_agg_t") {
		t.Errorf("cost-based plan %+v has no Row col_agg_t operator", res.Plan())
	}
	checkAgainstBase(t, out)
}

// hasOperator reports whether plan has an operator of template tp and
// variant v that ran its kernel.
func hasOperator(plan []engine.FusedOp, tp engine.Template, v string) bool {
	for _, op := range plan {
		if op.Template == tp && op.Variant == v && !op.Fallback {
			return true
		}
	}
	return false
}
