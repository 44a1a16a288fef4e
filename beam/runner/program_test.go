package runner

import (
	"context"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/l2svm"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// countingRunner counts the Beam jobs a program submits.
type countingRunner struct {
	*Runner
	jobs int
}

func (c *countingRunner) Execute(ctx context.Context, st *engine.Stage, src *engine.Source) ([]mat.Matrix, error) {
	c.jobs++
	return c.Runner.Execute(ctx, st, src)
}

// freeJobs places operators by their data movement alone (free jobs,
// unlimited worker memory): the tests' data are small, and under the
// default job latency every operator would stay on the driver.
var freeJobs = engine.WithCluster(engine.Cluster{})

func prismEngine(t *testing.T) (*engine.Engine, *Runner) {
	t.Helper()
	cache := t.TempDir()
	eng, err := engine.New(engine.WithCacheDir(cache), engine.WithCompileMode(engine.CompileSync), engine.WithPolicy(engine.PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { eng.Close() })
	return eng, &Runner{Beam: "prism", CacheDir: cache, WorkDir: t.TempDir(), Threads: 1}
}

// A program of several fused and unfused operators, split into stages
// whose later ones read an earlier one's aggregate (side input) and rows
// (partitioned again), gives on Prism the bits of the same program run
// locally over the same partitions, and agrees with Eval.
func TestPrismProgramMatchesLocal(t *testing.T) {
	ctx := context.Background()
	eng, r := prismEngine(t)
	const n, m, parts = 4000, 30, 8
	X := engine.Sparse(matrix.RandSparse(n, m, 0.2, -1, 1, 31))
	w := engine.Dense(matrix.RandDense(n, 1, -1, 1, 32))
	v := engine.Dense(matrix.RandDense(m, 1, -1, 1, 33))
	g := X.T().MatMul(w.Mul(X.MatMul(v)))
	z := X.MatMul(g.Div(g.Mul(g).Sum().Sqrt()))
	outs := []*engine.Expr{g, z, z.Mul(w).Sum(), X.Mul(X).Sum()}

	src, err := engine.NewSource(parts, X, w)
	if err != nil {
		t.Fatal(err)
	}
	local, err := eng.Distribute(src, eng, freeJobs)
	if err != nil {
		t.Fatal(err)
	}
	cr := &countingRunner{Runner: r}
	prism, err := eng.Distribute(src, cr, freeJobs)
	if err != nil {
		t.Fatal(err)
	}
	want, err := local.Eval(ctx, outs...)
	if err != nil {
		t.Fatal(err)
	}
	got, err := prism.Eval(ctx, outs...)
	if err != nil {
		t.Fatalf("prism: %v", err)
	}
	ref, err := eng.Eval(ctx, outs...)
	if err != nil {
		t.Fatal(err)
	}
	for i := range outs {
		if !bitwise(got.Matrix(i), want.Matrix(i)) {
			t.Errorf("output %d: Prism's bits differ from local partitioned execution", i)
		}
		if !closeTo(got.Matrix(i), ref.Matrix(i)) {
			t.Errorf("output %d differs from Eval", i)
		}
	}
	ex, err := prism.Explain(outs...)
	if err != nil {
		t.Fatal(err)
	}
	if onWorkers := strings.Count(ex, " workers "); cr.jobs != onWorkers || onWorkers < 3 {
		t.Errorf("%d Beam jobs, Explain places %d operators on workers (want equal, >= 3):\n%s", cr.jobs, onWorkers, ex)
	}
}

// L2SVM end to end on Prism over 8 partitions of X and y: the model has
// the bits of the same training run over the same partitions locally, and
// agrees with plain (unpartitioned) training.
func TestPrismL2SVM(t *testing.T) {
	ctx := context.Background()
	eng, r := prismEngine(t)
	X, y, err := datagen.Binary(2000, 10, 0, 0.05, 7)
	if err != nil {
		t.Fatal(err)
	}
	opts := l2svm.Options{MaxIter: 3}
	src, err := engine.NewSource(8, engine.Dense(X), engine.Vector(y))
	if err != nil {
		t.Fatal(err)
	}
	train := func(ev engine.Evaluator) *l2svm.Model {
		t.Helper()
		m, err := l2svm.TrainOn(ctx, ev, X, y, opts)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	local, err := eng.Distribute(src, eng, freeJobs)
	if err != nil {
		t.Fatal(err)
	}
	cr := &countingRunner{Runner: r}
	prism, err := eng.Distribute(src, cr, freeJobs)
	if err != nil {
		t.Fatal(err)
	}
	want, got, plain := train(local), train(prism), train(eng)
	if cr.jobs < 1+2*got.Iterations {
		t.Errorf("%d Beam jobs for %d iterations, want >= %d", cr.jobs, got.Iterations, 1+2*got.Iterations)
	}
	if !bitwise(got.W.T(), want.W.T()) || got.Objective != want.Objective || got.Iterations != want.Iterations {
		t.Errorf("Prism's model differs from local partitioned training: objective %v vs %v", got.Objective, want.Objective)
	}
	if !closeTo(got.W.T(), plain.W.T()) {
		t.Errorf("Prism's weights differ from plain training beyond reordered sums")
	}
	t.Logf("%d iterations, %d Beam jobs", got.Iterations, cr.jobs)
}

// A second job over the same partitions stages nothing new: its blocks are
// the content-addressed files of the first, and Prism's loopback workers
// (this process) serve them from the worker block cache.
func TestPrismReusesStagedBlocks(t *testing.T) {
	ctx := context.Background()
	eng, r := prismEngine(t)
	X := engine.Dense(matrix.RandDense(500, 4, -1, 1, 41))
	src, err := engine.NewSource(4, X)
	if err != nil {
		t.Fatal(err)
	}
	for i, out := range []*engine.Expr{X.Mul(X).Sum(), X.Exp().Sum()} {
		st, err := eng.Stage(ctx, src, out)
		if err != nil {
			t.Fatal(err)
		}
		want, err := eng.Execute(ctx, st, src)
		if err != nil {
			t.Fatal(err)
		}
		hits, _ := WorkerCacheStats()
		got, err := r.Execute(ctx, st, src)
		if err != nil {
			t.Fatal(err)
		}
		if !bitwise(got[0], want[0]) {
			t.Errorf("job %d: Prism's bits differ from Engine.Execute's", i)
		}
		if now, _ := WorkerCacheStats(); now-hits != int64(i*src.Partitions()) {
			t.Errorf("job %d: %d blocks from the worker cache, want %d", i, now-hits, i*src.Partitions())
		}
		if wantReused := i * src.Partitions(); r.Last.Reused != wantReused {
			t.Errorf("job %d reused %d staged blocks, want %d", i, r.Last.Reused, wantReused)
		}
	}
}
