package autoencoder_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/autoencoder"
	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/internal/algotest"
	"github.com/fusejit/fusejit/engine"
)

func data(t *testing.T, n, d int) *mat.Dense {
	t.Helper()
	X, err := datagen.Images(n, d, 1)
	if err != nil {
		t.Fatal(err)
	}
	return X
}

func train(t *testing.T, eng *engine.Engine, X mat.Matrix, o autoencoder.Options) *autoencoder.Model {
	t.Helper()
	m, err := autoencoder.Train(context.Background(), eng, X, o)
	if err != nil {
		t.Fatalf("Train under %s: %v", eng.Policy(), err)
	}
	return m
}

// TestFusedEqualsBase trains under Base and every fused policy: the
// weights must agree and the reconstruction error fall.
func TestFusedEqualsBase(t *testing.T) {
	X := data(t, 500, 60)
	opts := autoencoder.Options{Hidden1: 16, BatchSize: 25, Epochs: 3, FullObjective: true}
	base := train(t, algotest.Engine(t, engine.PolicyNone), X, opts)
	if base.Iterations != 60 {
		t.Errorf("%d iterations, want 3 epochs of 20 batches", base.Iterations)
	}
	objs := base.EpochObjectives
	if len(objs) != 4 {
		t.Fatalf("%d epoch objectives, want the initial one and 3", len(objs))
	}
	for e := 1; e < len(objs); e++ {
		if !(objs[e] < 0.9*objs[0]) {
			t.Errorf("reconstruction error %g after epoch %d, initially %g: want a 10%% decrease", objs[e], e, objs[0])
		}
	}
	// Within the first epoch, later batches reconstruct better.
	first, last := base.Trace[0].Objective, 0.0
	for _, it := range base.Trace[15:20] {
		last += it.Objective / 5
	}
	if !(last < first) {
		t.Errorf("batch error %g at the start of epoch 1, %g at its end: want a decrease", first, last)
	}
	for _, p := range algotest.Fused {
		eng := algotest.Engine(t, p)
		m := train(t, eng, X, opts)
		for l := 0; l < 4; l++ {
			algotest.Close(t, fmt.Sprintf("%s: W%d", p, l+1), base.W[l], m.W[l])
			algotest.Close(t, fmt.Sprintf("%s: b%d", p, l+1), base.B[l], m.B[l])
		}
		algotest.CloseScalar(t, p.String()+": final error", objs[3], m.EpochObjectives[3])
		algotest.NoFallbacks(t, eng)
	}
	codes, err := base.Encode(X)
	if err != nil {
		t.Fatal(err)
	}
	if r, c := codes.Dims(); r != 500 || c != 2 {
		t.Errorf("codes are %d x %d, want 500 x 2", r, c)
	}
}

// TestCaches: the second mini-batch, and a second run, compile nothing.
func TestCaches(t *testing.T) {
	X := data(t, 130, 40) // sizes no other test uses: a cold plan cache
	eng := algotest.Engine(t, engine.PolicyCostBased)
	rec := algotest.NewRecorder(eng)
	opts := autoencoder.Options{Hidden1: 8, BatchSize: 26, Trace: func(autoencoder.Iteration) { rec.Record() }}
	train(t, eng, X, opts)
	if len(rec.Snaps) != 6 {
		t.Fatalf("%d trace calls, want 5", len(rec.Snaps)-1)
	}
	rec.Cached(t, "batch 2", 1, 2)
	rec.Cached(t, "batch 5", 4, 5)
	before := eng.Stats()
	opts.Trace = nil
	train(t, eng, X, opts)
	algotest.CachedBetween(t, "second run", eng.Policy(), rec.Snaps[0], before, before, eng.Stats())
}

func TestInvalidInput(t *testing.T) {
	X := data(t, 50, 10)
	eng := algotest.Engine(t, engine.PolicyNone)
	ctx := context.Background()
	cases := map[string]func() error{
		"nil X":    func() error { _, err := autoencoder.Train(ctx, eng, nil, autoencoder.Options{}); return err },
		"negative": func() error { _, err := autoencoder.Train(ctx, eng, X, autoencoder.Options{BatchSize: -1}); return err },
		"encode dim": func() error {
			m := &autoencoder.Model{}
			m.W[0] = mat.NewDense(3, 2, nil)
			_, err := m.Encode(X)
			return err
		},
	}
	for name, f := range cases {
		if err := f(); !errors.Is(err, autoencoder.ErrInput) {
			t.Errorf("%s: error %v, want ErrInput", name, err)
		}
	}
}
