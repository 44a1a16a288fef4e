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
// (identity +Inf), Cell and Row operators, scratch (scattered sparse
// inputs, blocked products) and block buffers, on 1 and 3 threads; and
// that a
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
	type inputs struct{ X, Y, W, V, S, XS, w, VW *engine.Expr }
	inputsFor := func(m int, seed uint64, poisoned bool) inputs {
		x := matrix.RandDense(n, m, -1, 2, seed)
		y := matrix.RandDense(n, m, -3, 3, seed+1)
		w := matrix.RandDense(n, 2, -1, 1, seed+2)
		w1 := matrix.RandDense(n, 1, -1, 1, seed+4)
		vw := matrix.RandDense(m, 20, -1, 1, seed+5)
		sp := matrix.RandSparse(n, m, 0.2, -1, 1, seed+6)
		xs := matrix.RandSparse(n, m, 0.5, -1, 2, seed+7)
		if poisoned {
			x, y, w, w1, vw = poison(x), poison(y), poison(w), poison(w1), poison(vw)
			for _, vals := range [][]float64{sp.Values(), xs.Values()} {
				for i := range vals {
					vals[i] = []float64{-1e300, math.Inf(-1), math.NaN()}[i%3]
				}
			}
		}
		return inputs{X: engine.Dense(x), Y: engine.Dense(y), W: engine.Dense(w),
			V: engine.Dense(matrix.RandDense(m, 2, -1, 1, seed+3)),
			S: engine.Sparse(sp), XS: engine.Sparse(xs), w: engine.Dense(w1), VW: engine.Dense(vw)}
	}
	cases := []struct {
		name     string
		m        int // columns: 512 and more merge as calls finish
		template engine.Template
		variant  string
		build    func(in inputs) *engine.Expr
		// reordered: BLAS sums, within SEMANTICS.md's 1e-9 of Base
		reordered bool
	}{
		{"colSums(X*Y) streamed", 700, engine.TemplateCell, "col_agg", func(in inputs) *engine.Expr { return in.X.Mul(in.Y).ColSums() }, false},
		{"colSums(X*Y) kept", 100, engine.TemplateCell, "col_agg", func(in inputs) *engine.Expr { return in.X.Mul(in.Y).ColSums() }, false},
		{"colMins(X*Y) streamed", 700, engine.TemplateCell, "col_agg", func(in inputs) *engine.Expr { return in.X.Mul(in.Y).ColMins() }, false},
		{"colMins(X*Y) kept", 100, engine.TemplateCell, "col_agg", func(in inputs) *engine.Expr { return in.X.Mul(in.Y).ColMins() }, false},
		{"t(X)%*%(W*(X%*%V)) streamed", 700, engine.TemplateRow, "col_agg_t", func(in inputs) *engine.Expr {
			return in.X.T().MatMul(in.W.Mul(in.X.MatMul(in.V)))
		}, false},
		{"t(X)%*%(W*(X%*%V)) kept", 100, engine.TemplateRow, "col_agg_t", func(in inputs) *engine.Expr {
			return in.X.T().MatMul(in.W.Mul(in.X.MatMul(in.V)))
		}, false},
		// W 20 wide: blocks of W rows and of X %*% V in the workers'
		// scratch and block buffers (PartialBlocked).
		{"t(X)%*%(w*(X%*%V20)) blocked", 100, engine.TemplateRow, "col_agg_t", func(in inputs) *engine.Expr {
			return in.X.T().MatMul(in.w.Mul(in.X.MatMul(in.VW)))
		}, true},
		// A sparse side input scattered into the workers' scratch (a
		// sparse main input), whose slots must start zeroed every pass.
		{"colSums(XS*S) scattered", 100, engine.TemplateCell, "col_agg", func(in inputs) *engine.Expr { return in.XS.Mul(in.S).ColSums() }, false},
		{"sum(XS*S*Y) scattered", 700, engine.TemplateCell, "full_agg", func(in inputs) *engine.Expr { return in.XS.Mul(in.S).Mul(in.Y).Sum() }, false},
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
					if d := diff(want.Matrix(0), earlier.Matrix(0), 1e-9); d != "" {
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
				d := bitsDiff(want.Matrix(0), got.Matrix(0))
				if c.reordered {
					d = diff(want.Matrix(0), got.Matrix(0), 1e-9)
				}
				if d != "" {
					t.Fatalf("%s, %d threads, round %d: after a poisoned Eval, %s (Base vs fused)", c.name, threads, round, d)
				}
				earlier = got
			}
		}
	}
}
