package l2svm_test

import (
	"context"
	"errors"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/internal/algotest"
	"github.com/fusejit/fusejit/algorithms/l2svm"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

func data(t *testing.T, n int) (*mat.Dense, *mat.VecDense) {
	t.Helper()
	X, y, err := datagen.Binary(n, 10, 0, 0.05, 7)
	if err != nil {
		t.Fatal(err)
	}
	return X, y
}

func train(t *testing.T, eng *engine.Engine, X mat.Matrix, y *mat.VecDense, o l2svm.Options) *l2svm.Model {
	t.Helper()
	m, err := l2svm.Train(context.Background(), eng, X, y, o)
	if err != nil {
		t.Fatalf("Train under %s: %v", eng.Policy(), err)
	}
	return m
}

// TestFusedEqualsBase trains on separable data under Base and under every
// fused policy: the models must agree and be good.
func TestFusedEqualsBase(t *testing.T) {
	X, y := data(t, 1000)
	opts := l2svm.Options{MaxIter: 8}
	base := train(t, algotest.Engine(t, engine.PolicyNone), X, y, opts)
	if base.Iterations != 8 {
		t.Errorf("Base ran %d iterations, want 8", base.Iterations)
	}
	acc, err := base.Accuracy(X, y)
	if err != nil {
		t.Fatal(err)
	}
	if acc < 0.99 {
		t.Errorf("training accuracy %.4f on separable data, want >= 0.99", acc)
	}
	for i := 1; i < len(base.Trace); i++ {
		if base.Trace[i].Objective > base.Trace[i-1].Objective*(1+1e-12) {
			t.Errorf("objective rose from %g to %g in iteration %d", base.Trace[i-1].Objective, base.Trace[i].Objective, i+1)
		}
	}
	for _, p := range algotest.Fused {
		eng := algotest.Engine(t, p)
		m := train(t, eng, X, y, opts)
		algotest.Close(t, p.String()+": w", base.W, m.W)
		algotest.CloseScalar(t, p.String()+": objective", base.Objective, m.Objective)
		if m.Iterations != base.Iterations {
			t.Errorf("%s: %d iterations, Base %d", p, m.Iterations, base.Iterations)
		}
		algotest.NoFallbacks(t, eng)
	}
}

// TestSparseInput trains on the same data stored as CSR.
func TestSparseInput(t *testing.T) {
	X, y := data(t, 1000)
	eng := algotest.Engine(t, engine.PolicyCostBased)
	opts := l2svm.Options{MaxIter: 4}
	dense := train(t, eng, X, y, opts)
	sparse := train(t, eng, matrix.FromDense(X), y, opts)
	algotest.Close(t, "sparse X: w", dense.W, sparse.W)
}

// TestCaches: the second iteration, and a second training run, compile
// nothing: DAGs are optimized again but plans and kernels come from the
// caches.
func TestCaches(t *testing.T) {
	// A size no other test uses, so that the first iteration's plans are
	// not in the (process-wide) plan cache yet.
	X, y := data(t, 1013)
	eng := algotest.Engine(t, engine.PolicyCostBased)
	rec := algotest.NewRecorder(eng)
	opts := l2svm.Options{MaxIter: 3, Trace: func(l2svm.Iteration) { rec.Record() }}
	train(t, eng, X, y, opts)
	if len(rec.Snaps) != 4 {
		t.Fatalf("%d trace calls, want 3", len(rec.Snaps)-1)
	}
	rec.Cached(t, "iteration 2", 1, 2)
	rec.Cached(t, "iteration 3", 2, 3)
	before := eng.Stats()
	train(t, eng, X, y, l2svm.Options{MaxIter: 3})
	algotest.CachedBetween(t, "second run", eng.Policy(), rec.Snaps[0], before, before, eng.Stats())
}

func TestInvalidInput(t *testing.T) {
	X, y := data(t, 1000)
	eng := algotest.Engine(t, engine.PolicyNone)
	ctx := context.Background()
	bad := mat.VecDenseCopyOf(y)
	bad.SetVec(3, 0)
	cases := map[string]func() error{
		"label 0":     func() error { _, err := l2svm.Train(ctx, eng, X, bad, l2svm.Options{}); return err },
		"short y":     func() error { _, err := l2svm.Train(ctx, eng, X, mat.NewVecDense(3, nil), l2svm.Options{}); return err },
		"nil X":       func() error { _, err := l2svm.Train(ctx, eng, nil, y, l2svm.Options{}); return err },
		"vector X":    func() error { _, err := l2svm.Train(ctx, eng, y, y, l2svm.Options{}); return err },
		"negative":    func() error { _, err := l2svm.Train(ctx, eng, X, y, l2svm.Options{Lambda: -1}); return err },
		"nil engine":  func() error { _, err := l2svm.Train(ctx, nil, X, y, l2svm.Options{}); return err },
		"nil y":       func() error { _, err := l2svm.Train(ctx, eng, X, nil, l2svm.Options{}); return err },
		"predict dim": func() error { _, err := (&l2svm.Model{W: mat.NewVecDense(3, nil)}).Predict(X); return err },
	}
	for name, f := range cases {
		if err := f(); !errors.Is(err, l2svm.ErrInput) {
			t.Errorf("%s: error %v, want ErrInput", name, err)
		}
	}
}

func TestCancelled(t *testing.T) {
	X, y := data(t, 1000)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := l2svm.Train(ctx, algotest.Engine(t, engine.PolicyNone), X, y, l2svm.Options{})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
}

// TestDistributed trains over 8 row partitions (the engine as the
// executor, partitions one after the other): the model agrees with
// Train's within reordered sums, and the operators over X's rows run as
// stages.
func TestDistributed(t *testing.T) {
	X, y := data(t, 1000)
	eng := algotest.Engine(t, engine.PolicyFuseAll)
	opts := l2svm.Options{MaxIter: 5}
	want := train(t, eng, X, y, opts)
	src, err := engine.NewSource(8, engine.Dense(X), engine.Vector(y))
	if err != nil {
		t.Fatal(err)
	}
	exec := &countingExecutor{eng: eng}
	dist, err := eng.Distribute(src, exec, engine.WithCluster(engine.Cluster{})) // free jobs: 1000 rows would stay on the driver
	if err != nil {
		t.Fatal(err)
	}
	got, err := l2svm.TrainOn(context.Background(), dist, X, y, opts)
	if err != nil {
		t.Fatal(err)
	}
	algotest.Close(t, "distributed: w", want.W, got.W)
	algotest.CloseScalar(t, "distributed: objective", want.Objective, got.Objective)
	t.Logf("%d stages, %d iterations", exec.stages, got.Iterations)
	// At least the initial gradient, and per iteration X %*% s and the
	// update's products over X.
	if exec.stages < 1+2*got.Iterations {
		t.Errorf("%d stages for %d iterations, want >= %d", exec.stages, got.Iterations, 1+2*got.Iterations)
	}
}

type countingExecutor struct {
	eng    *engine.Engine
	stages int
}

func (c *countingExecutor) Execute(ctx context.Context, st *engine.Stage, src *engine.Source) ([]mat.Matrix, error) {
	c.stages++
	return c.eng.Execute(ctx, st, src)
}
