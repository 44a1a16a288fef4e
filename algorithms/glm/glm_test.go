package glm_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/glm"
	"github.com/fusejit/fusejit/algorithms/internal/algotest"
	"github.com/fusejit/fusejit/algorithms/internal/la"
	"github.com/fusejit/fusejit/engine"
)

func data(t *testing.T, n int) (*mat.Dense, *mat.VecDense, *mat.VecDense) {
	t.Helper()
	X, y, beta, err := datagen.Probit(n, 10, 5)
	if err != nil {
		t.Fatal(err)
	}
	return X, y, beta
}

func train(t *testing.T, eng *engine.Engine, X mat.Matrix, y *mat.VecDense, o glm.Options) *glm.Model {
	t.Helper()
	m, err := glm.Train(context.Background(), eng, X, y, o)
	if err != nil {
		t.Fatalf("Train under %s: %v", eng.Policy(), err)
	}
	return m
}

// TestFusedEqualsBase fits probit data under Base and every fused policy:
// the models must agree, and recover the generating coefficients.
func TestFusedEqualsBase(t *testing.T) {
	X, y, beta := data(t, 2000)
	opts := glm.Options{MaxIter: 6}
	base := train(t, algotest.Engine(t, engine.PolicyNone), X, y, opts)
	if d := la.RelDiff(beta, base.Beta); d > 0.2 {
		t.Errorf("beta %v is %.3f away from the generating %v, want <= 0.2", base.Beta.RawVector().Data, d, beta.RawVector().Data)
	}
	prev := base.Trace[0].Objective
	for _, it := range base.Trace[1:] {
		if it.Objective > prev {
			t.Errorf("objective rose to %g in iteration %d", it.Objective, it.Iter)
		}
		prev = it.Objective
	}
	if g0, g := base.Trace[0].GradNorm, base.Trace[len(base.Trace)-1].GradNorm; !(g < 1e-3*g0) {
		t.Errorf("gradient norm %g after %d iterations, first %g: want a 1000-fold decrease", g, base.Iterations, g0)
	}
	if p, err := base.Probabilities(X); err != nil || p.Len() != 2000 {
		t.Errorf("Probabilities: %v", err)
	}
	for _, p := range algotest.Fused {
		eng := algotest.Engine(t, p)
		m := train(t, eng, X, y, opts)
		algotest.Close(t, p.String()+": beta", base.Beta, m.Beta)
		algotest.CloseScalar(t, p.String()+": objective", base.Objective, m.Objective)
		if m.Iterations != base.Iterations {
			t.Errorf("%s: %d iterations, Base %d", p, m.Iterations, base.Iterations)
		}
		algotest.NoFallbacks(t, eng)
	}
}

// TestCaches: iterations that repeat an earlier iteration's control path,
// and a second training run, compile nothing.
func TestCaches(t *testing.T) {
	X, y, _ := data(t, 2011) // a size no other test uses: a cold plan cache
	eng := algotest.Engine(t, engine.PolicyCostBased)
	rec := algotest.NewRecorder(eng)
	var keys []string
	opts := glm.Options{MaxIter: 5, Trace: func(it glm.Iteration) {
		rec.Record()
		keys = append(keys, fmt.Sprintf("boundary=%t,cg-step=%t,accepted=%t", it.Boundary, !it.Boundary || it.Inner > 1, it.Accepted))
	}}
	train(t, eng, X, y, opts)
	rec.RepeatedPaths(t, keys)
	before := eng.Stats()
	opts.Trace = nil
	train(t, eng, X, y, opts)
	algotest.CachedBetween(t, "second run", eng.Policy(), rec.Snaps[0], before, before, eng.Stats())
}

func TestInvalidInput(t *testing.T) {
	X, y, _ := data(t, 100)
	eng := algotest.Engine(t, engine.PolicyNone)
	ctx := context.Background()
	bad := mat.VecDenseCopyOf(y)
	bad.SetVec(3, -1)
	cases := map[string]func() error{
		"label -1":    func() error { _, err := glm.Train(ctx, eng, X, bad, glm.Options{}); return err },
		"short y":     func() error { _, err := glm.Train(ctx, eng, X, mat.NewVecDense(3, nil), glm.Options{}); return err },
		"negative":    func() error { _, err := glm.Train(ctx, eng, X, y, glm.Options{MaxIter: -1}); return err },
		"nil X":       func() error { _, err := glm.Train(ctx, eng, nil, y, glm.Options{}); return err },
		"predict dim": func() error { _, err := (&glm.Model{Beta: mat.NewVecDense(3, nil)}).Probabilities(X); return err },
	}
	for name, f := range cases {
		if err := f(); !errors.Is(err, glm.ErrInput) {
			t.Errorf("%s: error %v, want ErrInput", name, err)
		}
	}
}
