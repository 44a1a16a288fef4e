package tests

import (
	"context"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestReusedPartialsDoNotLeak alternates Evals of aggregates across rows
// on poisoned inputs (huge, infinite and NaN values) and on ordinary ones,
// and requires every ordinary Eval to give Base's bits. The skeletons
// reuse the partials of earlier passes (internal/skeletons/partial_pool.go):
// a partial not reset to the aggregate's identity would carry the poison
// into the next Eval. The cases cover partials merged as calls finish (512
// columns or more) and partials kept to the end (fewer), sums and a min
// (identity +Inf), Cell and Row operators, on 1 and 3 threads; and that a
// result keeps its values through later Evals (it must not share memory
// with the reused partials).
func TestReusedPartialsDoNotLeak(t *testing.T) {
	const n = 3000
	poison := func(d *mat.Dense) *mat.Dense {
		raw := d.RawMatrix().Data
		for i := range raw {
			switch i % 7 {
			case 0:
				raw[i] = -1e300
			case 3:
				raw[i] = math.Inf(1)
			case 5:
				raw[i] = math.NaN()
			}
		}
		return d
	}
	type inputs struct{ X, Y, W, V *engine.Expr }
	inputsFor := func(m int, seed uint64, poisoned bool) inputs {
		x := matrix.RandDense(n, m, -1, 2, seed)
		y := matrix.RandDense(n, m, -3, 3, seed+1)
		w := matrix.RandDense(n, 2, -1, 1, seed+2)
		if poisoned {
			x, y, w = poison(x), poison(y), poison(w)
		}
		return inputs{X: engine.Dense(x), Y: engine.Dense(y), W: engine.Dense(w),
			V: engine.Dense(matrix.RandDense(m, 2, -1, 1, seed+3))}
	}
	cases := []struct {
		name     string
		m        int // columns: 512 and more merge as calls finish
		template engine.Template
		variant  string
		build    func(in inputs) *engine.Expr
	}{
		{"colSums(X*Y) streamed", 700, engine.TemplateCell, "col_agg", func(in inputs) *engine.Expr { return in.X.Mul(in.Y).ColSums() }},
		{"colSums(X*Y) kept", 100, engine.TemplateCell, "col_agg", func(in inputs) *engine.Expr { return in.X.Mul(in.Y).ColSums() }},
		{"colMins(X*Y) streamed", 700, engine.TemplateCell, "col_agg", func(in inputs) *engine.Expr { return in.X.Mul(in.Y).ColMins() }},
		{"colMins(X*Y) kept", 100, engine.TemplateCell, "col_agg", func(in inputs) *engine.Expr { return in.X.Mul(in.Y).ColMins() }},
		{"t(X)%*%(W*(X%*%V)) streamed", 700, engine.TemplateRow, "col_agg_t", func(in inputs) *engine.Expr {
			return in.X.T().MatMul(in.W.Mul(in.X.MatMul(in.V)))
		}},
		{"t(X)%*%(W*(X%*%V)) kept", 100, engine.TemplateRow, "col_agg_t", func(in inputs) *engine.Expr {
			return in.X.T().MatMul(in.W.Mul(in.X.MatMul(in.V)))
		}},
	}
	ctx := context.Background()
	base := newEngine(t, engine.PolicyNone)
	for _, threads := range []int{1, 3} {
		fused := newEngine(t, engine.PolicyFuseAll, engine.WithThreads(threads))
		for ci, c := range cases {
			bad, good := inputsFor(c.m, 100+uint64(ci)*10, true), inputsFor(c.m, 200+uint64(ci)*10, false)
			want, err := base.Eval(ctx, c.build(good))
			if err != nil {
				t.Fatal(err)
			}
			var earlier *engine.Result
			for round := range 3 {
				if _, err := fused.Eval(ctx, c.build(bad)); err != nil {
					t.Fatal(err)
				}
				// A result must not share memory with partials that
				// later passes reuse.
				if earlier != nil {
					if d := bitsDiff(want.Matrix(0), earlier.Matrix(0)); d != "" {
						t.Fatalf("%s, %d threads: a result changed after later Evals: %s", c.name, threads, d)
					}
				}
				got, err := fused.Eval(ctx, c.build(good))
				if err != nil {
					t.Fatal(err)
				}
				op := lastOp(t, got.Plan())
				if op.Template != c.template || op.Variant != c.variant || op.Fallback {
					t.Fatalf("%s: ran %+v, want %s %s", c.name, got.Plan(), c.template, c.variant)
				}
				if d := bitsDiff(want.Matrix(0), got.Matrix(0)); d != "" {
					t.Fatalf("%s, %d threads, round %d: after a poisoned Eval, %s (Base vs fused)", c.name, threads, round, d)
				}
				earlier = got
			}
		}
	}
}
