package tests

import (
	"context"
	"fmt"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestOuterPreEvaluatedBits checks that the flat, vectorized pass that
// evaluates a blocked Outer kernel's cells ahead of its row-major loop
// (llvmgen/outer_preeval.go) gives the same bits as evaluating them in
// that loop. The reference multiplies the cell by a dense matrix of ones:
// exact, but a side input read at (i, j), so its kernel evaluates the
// cells in the row-major loop. Both aggregate in the same order.
func TestOuterPreEvaluatedBits(t *testing.T) {
	const n, m, rank = 700, 600, 256
	ones := engine.Dense(matrix.RandDense(n, m, 1, 1, 5))
	cases := []struct {
		name    string
		variant string
		expr    func(X, U, V, one *engine.Expr) *engine.Expr
	}{
		{"sum-log", "full_agg", func(X, U, V, one *engine.Expr) *engine.Expr {
			return X.Mul(U.MatMul(V.T()).Add(engine.Scalar(1e-15)).Log().Mul(one)).Sum()
		}},
		{"exp", "no_agg", func(X, U, V, one *engine.Expr) *engine.Expr {
			return X.Mul(U.MatMul(V.T()).Exp().Mul(one))
		}},
		{"div-right", "right_mm", func(X, U, V, one *engine.Expr) *engine.Expr {
			return X.Div(U.MatMul(V.T()).Mul(one)).MatMul(V)
		}},
		{"sigmoid-left", "left_mm", func(X, U, V, one *engine.Expr) *engine.Expr {
			return U.T().MatMul(X.Mul(U.MatMul(V.T()).Sigmoid().Mul(one)))
		}},
	}
	for _, th := range []int{1, 3} {
		eng := newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
		for _, sp := range []float64{0.3, 0.03, 0.001} {
			X, U, V := outerInputs(n, m, rank, sp, true)
			for _, c := range cases {
				t.Run(fmt.Sprintf("%s/sp=%g/threads=%d", c.name, sp, th), func(t *testing.T) {
					checkPreEvaluated(t, eng, c.variant, c.expr(X, U, V, engine.Scalar(1)), c.expr(X, U, V, ones))
				})
			}
		}
	}
}

// checkPreEvaluated evaluates pre, an Outer expression whose cells the
// kernel pre-evaluates in a vector pass, and rowMajor, the same
// expression times a dense matrix of ones, which the row-major loop
// evaluates cell by cell: both must run Outer's variant and give the same
// bits.
func checkPreEvaluated(t *testing.T, eng *engine.Engine, variant string, pre, rowMajor *engine.Expr) {
	t.Helper()
	ctx := context.Background()
	got, err := eng.Eval(ctx, pre)
	if err != nil {
		t.Fatal(err)
	}
	want, err := eng.Eval(ctx, rowMajor)
	if err != nil {
		t.Fatal(err)
	}
	for _, res := range []*engine.Result{got, want} {
		if op := lastOp(t, res.Plan()); op.Template != engine.TemplateOuter || op.Variant != variant {
			t.Fatalf("ran %+v, want outer %s", res.Plan(), variant)
		}
	}
	if d := bitsDiff(got.Matrix(0), want.Matrix(0)); d != "" {
		t.Errorf("pre-evaluated cells differ from the row-major loop's: %s", d)
	}
}
