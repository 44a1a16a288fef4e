package tests

import (
	"context"
	"fmt"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestOuterBlockedWalk runs the Outer variants at a rank high enough that a
// block of V holds only a few dozen rows (cplan.AuxOuterBlock), so the
// kernels walk several column blocks and several chunks of rows per call;
// at the lowest sparsity the chunks are too sparse to block and take the
// one-block path. Every variant must match Base and give the same bits on
// 1 and 2 threads.
func TestOuterBlockedWalk(t *testing.T) {
	const n, m, rank = 700, 600, 256
	// A sparse side input of another pattern is scattered per row into
	// the scratch in front of the blocked walk's buffers (cplan.ABI).
	Y := engine.Sparse(sparseWithSpecials(matrix.RandSparse(n, m, 0.2, -1, 1, 31)))
	cases := []struct {
		name string
		expr func(X, U, V *engine.Expr) *engine.Expr
	}{
		{"full_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(U.MatMul(V.T()).Add(engine.Scalar(1e-15)).Log()).Sum()
		}},
		{"full_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(Y).Mul(U.MatMul(V.T()).Add(engine.Scalar(1e-15)).Log()).Sum()
		}},
		{"no_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(Y).Mul(U.MatMul(V.T()))
		}},
		{"right_mm", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Ne(engine.Scalar(0)).Mul(U.MatMul(V.T())).MatMul(V)
		}},
		{"left_mm", func(X, U, V *engine.Expr) *engine.Expr {
			return U.T().MatMul(X.Div(U.MatMul(V.T()))).T()
		}},
		{"no_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(U.MatMul(V.T()).Exp())
		}},
	}
	threads := map[int]*engine.Engine{}
	for _, th := range []int{1, 2} {
		threads[th] = newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
	}
	ctx := context.Background()
	for _, sp := range []float64{0.3, 0.03, 0.001} {
		X, U, V := outerInputs(n, m, rank, sp, true)
		for _, c := range cases {
			t.Run(fmt.Sprintf("%s/sp=%g", c.name, sp), func(t *testing.T) {
				out := c.expr(X, U, V)
				plan := checkAgainstBase(t, out)
				if op := lastOp(t, plan); op.Template != engine.TemplateOuter || op.Variant != c.name {
					t.Fatalf("ran %+v, want outer %s", plan, c.name)
				}
				one, err := threads[1].Eval(ctx, out)
				if err != nil {
					t.Fatal(err)
				}
				two, err := threads[2].Eval(ctx, out)
				if err != nil {
					t.Fatal(err)
				}
				if d := bitsDiff(one.Matrix(0), two.Matrix(0)); d != "" {
					t.Errorf("2 threads differ from 1: %s", d)
				}
			})
		}
	}
}
