package alscg_test

import (
	"context"
	"errors"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/alscg"
	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/internal/algotest"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// data returns a sparse ratings matrix large enough in both dimensions for
// the Outer template (> 256).
func data(t *testing.T, m int) *matrix.CSR {
	t.Helper()
	X, err := datagen.Ratings(m, 500, 0.02, 5, 9)
	if err != nil {
		t.Fatal(err)
	}
	return X
}

func train(t *testing.T, eng *engine.Engine, X mat.Matrix, o alscg.Options) *alscg.Model {
	t.Helper()
	m, err := alscg.Train(context.Background(), eng, X, o)
	if err != nil {
		t.Fatalf("Train under %s: %v", eng.Policy(), err)
	}
	return m
}

// TestFusedEqualsBase factorizes under Base and every fused policy: the
// factors must agree and the loss fall in every iteration.
func TestFusedEqualsBase(t *testing.T) {
	X := data(t, 600)
	opts := alscg.Options{Rank: 5, MaxIter: 3, Seed: 4}
	base := train(t, algotest.Engine(t, engine.PolicyNone), X, opts)
	prev := base.InitLoss
	for _, it := range base.Trace {
		if it.Loss >= prev {
			t.Errorf("loss rose from %g to %g in iteration %d", prev, it.Loss, it.Iter)
		}
		prev = it.Loss
	}
	if base.Loss > 0.25*base.InitLoss {
		t.Errorf("loss %g after %d iterations, initial %g: want a 4-fold decrease", base.Loss, base.Iterations, base.InitLoss)
	}
	for _, p := range algotest.Fused {
		eng := algotest.Engine(t, p)
		m := train(t, eng, X, opts)
		algotest.Close(t, p.String()+": U", base.U, m.U)
		algotest.Close(t, p.String()+": V", base.V, m.V)
		algotest.CloseScalar(t, p.String()+": loss", base.Loss, m.Loss)
		algotest.NoFallbacks(t, eng)
	}
}

// TestDenseInput: a dense ratings matrix (zeros unobserved) gives the same
// factors as its CSR form.
func TestDenseInput(t *testing.T) {
	X := data(t, 300)
	eng := algotest.Engine(t, engine.PolicyNone)
	opts := alscg.Options{Rank: 3, MaxIter: 2, Seed: 4}
	sparse := train(t, eng, X, opts)
	dense := train(t, eng, X.ToDense(), opts)
	algotest.Close(t, "dense X: U", sparse.U, dense.U)
	algotest.Close(t, "dense X: V", sparse.V, dense.V)
}

// TestCaches: the second outer iteration, and a second run, compile
// nothing.
func TestCaches(t *testing.T) {
	X := data(t, 613) // a size no other test uses: a cold plan cache
	eng := algotest.Engine(t, engine.PolicyCostBased)
	rec := algotest.NewRecorder(eng)
	opts := alscg.Options{Rank: 4, MaxIter: 2, Seed: 4, Trace: func(alscg.Iteration) { rec.Record() }}
	train(t, eng, X, opts)
	if len(rec.Snaps) != 3 {
		t.Fatalf("%d trace calls, want 2", len(rec.Snaps)-1)
	}
	rec.Cached(t, "iteration 2", 1, 2)
	before := eng.Stats()
	opts.Trace = nil
	train(t, eng, X, opts)
	algotest.CachedBetween(t, "second run", eng.Policy(), rec.Snaps[0], before, before, eng.Stats())
}

func TestInvalidInput(t *testing.T) {
	X := data(t, 300)
	eng := algotest.Engine(t, engine.PolicyNone)
	ctx := context.Background()
	empty, err := matrix.NewCSR(3, 3, []int{0, 0, 0, 0}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]func() error{
		"no ratings": func() error { _, err := alscg.Train(ctx, eng, empty, alscg.Options{}); return err },
		"nil X":      func() error { _, err := alscg.Train(ctx, eng, nil, alscg.Options{}); return err },
		"negative":   func() error { _, err := alscg.Train(ctx, eng, X, alscg.Options{Rank: -1}); return err },
	}
	for name, f := range cases {
		if err := f(); !errors.Is(err, alscg.ErrInput) {
			t.Errorf("%s: error %v, want ErrInput", name, err)
		}
	}
}
