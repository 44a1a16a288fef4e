package kmeans_test

import (
	"context"
	"errors"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/internal/algotest"
	"github.com/fusejit/fusejit/algorithms/kmeans"
	"github.com/fusejit/fusejit/engine"
)

const spread = 2.0

// data returns well separated clusters, so that no record's assignment
// depends on the last bits of a distance.
func data(t *testing.T, n int) (*mat.Dense, []int) {
	t.Helper()
	X, labels, err := datagen.Clusters(n, 10, 5, spread, 3)
	if err != nil {
		t.Fatal(err)
	}
	return X, labels
}

func train(t *testing.T, eng *engine.Engine, X mat.Matrix, o kmeans.Options) *kmeans.Model {
	t.Helper()
	m, err := kmeans.Train(context.Background(), eng, X, o)
	if err != nil {
		t.Fatalf("Train under %s: %v", eng.Policy(), err)
	}
	return m
}

// TestFusedEqualsBase clusters under Base and every fused policy: the
// centroids must agree, the objective fall in every iteration, and the
// clustering recover the generating clusters.
func TestFusedEqualsBase(t *testing.T) {
	X, labels := data(t, 1000)
	opts := kmeans.Options{Seed: 1}
	base := train(t, algotest.Engine(t, engine.PolicyNone), X, opts)
	if len(base.Trace) < 3 {
		t.Errorf("%d iterations, want at least 2 updates", len(base.Trace))
	}
	for i := 1; i < len(base.Trace); i++ {
		if prev, cur := base.Trace[i-1].WCSS, base.Trace[i].WCSS; cur > prev {
			t.Errorf("WCSS rose from %g to %g in iteration %d", prev, cur, i)
		}
	}
	if !base.Converged {
		t.Errorf("no convergence in %d iterations", base.Iterations)
	}
	// Expected WCSS of the generating clusters: n * d * spread^2.
	if want := 1000 * 10 * spread * spread; base.WCSS > 1.1*want {
		t.Errorf("WCSS %g, want about %g", base.WCSS, want)
	}
	assign, err := base.Assign(X)
	if err != nil {
		t.Fatal(err)
	}
	pair := map[int]int{}
	for i, a := range assign {
		if c, ok := pair[labels[i]]; ok && c != a {
			t.Fatalf("record %d of cluster %d assigned to centroid %d, its cluster's others to %d", i, labels[i], a, c)
		}
		pair[labels[i]] = a
	}
	for _, p := range algotest.Fused {
		eng := algotest.Engine(t, p)
		m := train(t, eng, X, opts)
		algotest.Close(t, p.String()+": centroids", base.Centroids, m.Centroids)
		algotest.CloseScalar(t, p.String()+": WCSS", base.WCSS, m.WCSS)
		if m.Iterations != base.Iterations {
			t.Errorf("%s: %d iterations, Base %d", p, m.Iterations, base.Iterations)
		}
		algotest.NoFallbacks(t, eng)
	}
}

// TestCaches: the second centroid update, and a second run, compile
// nothing.
func TestCaches(t *testing.T) {
	X, _ := data(t, 1013) // a size no other test uses: a cold plan cache
	eng := algotest.Engine(t, engine.PolicyCostBased)
	rec := algotest.NewRecorder(eng)
	opts := kmeans.Options{Seed: 1, MaxIter: 2, Trace: func(kmeans.Iteration) { rec.Record() }}
	train(t, eng, X, opts)
	if len(rec.Snaps) != 4 {
		t.Fatalf("%d trace calls, want 3", len(rec.Snaps)-1)
	}
	rec.Cached(t, "iteration 2", 2, 3)
	before := eng.Stats()
	opts.Trace = nil
	train(t, eng, X, opts)
	algotest.CachedBetween(t, "second run", eng.Policy(), rec.Snaps[0], before, before, eng.Stats())
}

func TestInvalidInput(t *testing.T) {
	X, _ := data(t, 100)
	eng := algotest.Engine(t, engine.PolicyNone)
	ctx := context.Background()
	cases := map[string]func() error{
		"k > n": func() error { _, err := kmeans.Train(ctx, eng, X, kmeans.Options{K: 101}); return err },
		"bad init": func() error {
			_, err := kmeans.Train(ctx, eng, X, kmeans.Options{Init: mat.NewDense(5, 3, nil)})
			return err
		},
		"nil X":      func() error { _, err := kmeans.Train(ctx, eng, nil, kmeans.Options{}); return err },
		"negative":   func() error { _, err := kmeans.Train(ctx, eng, X, kmeans.Options{K: -2}); return err },
		"assign dim": func() error { _, err := (&kmeans.Model{Centroids: mat.NewDense(2, 3, nil)}).Assign(X); return err },
	}
	for name, f := range cases {
		if err := f(); !errors.Is(err, kmeans.ErrInput) {
			t.Errorf("%s: error %v, want ErrInput", name, err)
		}
	}
}
