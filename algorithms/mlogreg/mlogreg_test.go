package mlogreg_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/internal/algotest"
	"github.com/fusejit/fusejit/algorithms/mlogreg"
	"github.com/fusejit/fusejit/engine"
)

func data(t *testing.T, n, k int) (*mat.Dense, *mat.VecDense) {
	t.Helper()
	X, y, err := datagen.Multiclass(n, 10, k, 0, 11)
	if err != nil {
		t.Fatal(err)
	}
	return X, y
}

func train(t *testing.T, eng *engine.Engine, X mat.Matrix, y *mat.VecDense, o mlogreg.Options) *mlogreg.Model {
	t.Helper()
	m, err := mlogreg.Train(context.Background(), eng, X, y, o)
	if err != nil {
		t.Fatalf("Train under %s: %v", eng.Policy(), err)
	}
	return m
}

// TestFusedEqualsBase trains on separable data with 2 and 3 classes under
// Base and every fused policy: the models must agree and be accurate.
func TestFusedEqualsBase(t *testing.T) {
	for _, k := range []int{2, 3} {
		t.Run(fmt.Sprintf("k=%d", k), func(t *testing.T) {
			X, y := data(t, 1000, k)
			opts := mlogreg.Options{Classes: k, MaxIter: 8}
			base := train(t, algotest.Engine(t, engine.PolicyNone), X, y, opts)
			acc, err := base.Accuracy(X, y)
			if err != nil {
				t.Fatal(err)
			}
			if acc < 0.97 {
				t.Errorf("training accuracy %.4f on separable data, want >= 0.97", acc)
			}
			if r, c := base.B.Dims(); r != 10 || c != k-1 {
				t.Errorf("B is %d x %d, want 10 x %d", r, c, k-1)
			}
			prev := base.Trace[0].Objective
			for _, it := range base.Trace[1:] {
				if it.Objective > prev {
					t.Errorf("objective rose to %g in iteration %d", it.Objective, it.Iter)
				}
				prev = it.Objective
			}
			for _, p := range algotest.Fused {
				eng := algotest.Engine(t, p)
				m := train(t, eng, X, y, opts)
				algotest.Close(t, p.String()+": B", base.B, m.B)
				algotest.CloseScalar(t, p.String()+": objective", base.Objective, m.Objective)
				if m.Iterations != base.Iterations {
					t.Errorf("%s: %d iterations, Base %d", p, m.Iterations, base.Iterations)
				}
				algotest.NoFallbacks(t, eng)
			}
		})
	}
}

// TestCaches: iterations that repeat an earlier iteration's control path,
// and a second training run, compile nothing.
func TestCaches(t *testing.T) {
	X, y := data(t, 1013, 3) // a size no other test uses: a cold plan cache
	eng := algotest.Engine(t, engine.PolicyCostBased)
	rec := algotest.NewRecorder(eng)
	var keys []string
	opts := mlogreg.Options{Classes: 3, MaxIter: 6, Trace: func(it mlogreg.Iteration) {
		rec.Record()
		keys = append(keys, fmt.Sprintf("boundary=%t,residual=%t,accepted=%t", it.Boundary, !it.Boundary || it.Inner > 1, it.Accepted))
	}}
	train(t, eng, X, y, opts)
	rec.RepeatedPaths(t, keys)
	before := eng.Stats()
	opts.Trace = nil
	train(t, eng, X, y, opts)
	algotest.CachedBetween(t, "second run", eng.Policy(), rec.Snaps[0], before, before, eng.Stats())
}

func TestInvalidInput(t *testing.T) {
	X, y := data(t, 100, 2)
	eng := algotest.Engine(t, engine.PolicyNone)
	ctx := context.Background()
	bad := mat.VecDenseCopyOf(y)
	bad.SetVec(3, 3)
	frac := mat.VecDenseCopyOf(y)
	frac.SetVec(0, 1.5)
	cases := map[string]func() error{
		"label 3 of 2": func() error { _, err := mlogreg.Train(ctx, eng, X, bad, mlogreg.Options{}); return err },
		"label 1.5":    func() error { _, err := mlogreg.Train(ctx, eng, X, frac, mlogreg.Options{}); return err },
		"short y": func() error {
			_, err := mlogreg.Train(ctx, eng, X, mat.NewVecDense(3, nil), mlogreg.Options{})
			return err
		},
		"1 class":     func() error { _, err := mlogreg.Train(ctx, eng, X, y, mlogreg.Options{Classes: 1}); return err },
		"nil X":       func() error { _, err := mlogreg.Train(ctx, eng, nil, y, mlogreg.Options{}); return err },
		"predict dim": func() error { _, err := (&mlogreg.Model{B: mat.NewDense(3, 1, nil)}).Predict(X); return err },
	}
	for name, f := range cases {
		if err := f(); !errors.Is(err, mlogreg.ErrInput) {
			t.Errorf("%s: error %v, want ErrInput", name, err)
		}
	}
}
