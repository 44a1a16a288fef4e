// Command fusebeam runs the row pattern t(X) %*% (w * (X %*% v)) of
// Boehm et al., "On Optimizing Operator Fusion Plans for Large-Scale
// Machine Learning in SystemML" (PVLDB 2018) as one fused operator over
// row partitions of X and w, on a Beam runner, and compares the result and
// the time with local execution.
//
//	fusebeam -runner prism -rows 100000 -cols 100 -parts 8
//
// With -program l2svm it trains an L2-SVM instead, every operator over the
// rows of X and y placed by engine.Distributed (see l2svm.go) for the
// cluster -job-latency and -worker-mem describe; -job-latency 0 sends every
// operator that reads more than it ships to the workers, as on a large
// data set.
//
// -runner takes any runner the Beam Go SDK registers (prism, universal,
// flink, spark, dataflow) or "local" (no Beam); Beam's own flags
// (--endpoint, --environment_type, ...) are accepted too. See the
// module's README for submitting to a Flink or Spark job server.
package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/dataflow"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/flink"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/spark"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/universal"
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/beam/runner"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

func init() { register.Function1x0(noop) }

// noop is the DoFn of the empty job that measures a runner's fixed cost.
func noop(int) {}

func main() {
	rows := flag.Int("rows", 100000, "rows of X")
	cols := flag.Int("cols", 100, "columns of X")
	parts := flag.Int("parts", 8, "row partitions")
	reps := flag.Int("reps", 3, "timed repetitions (the best is reported)")
	cache := flag.String("cache", "", "kernel cache directory shared with the workers (default: a new temporary directory)")
	work := flag.String("workdir", "", "directory for staged partitions and results, shared with the workers (default: temporary)")
	program := flag.String("program", "rowpattern", "rowpattern (one fused operator) or l2svm (a multi-stage program per iteration)")
	iters := flag.Int("iters", 5, "l2svm: outer iterations")
	latency := flag.Duration("job-latency", engine.DefaultJobLatency, "l2svm: the cost model's latency per job (0: place operators by data movement alone)")
	workerMem := flag.Int64("worker-mem", 0, "l2svm: the cost model's memory per worker in bytes (0: the engine's memory budget)")
	flag.Parse()
	beam.Init()
	if *runners.Runner == "" {
		*runners.Runner = "prism"
	}
	var err error
	switch *program {
	case "rowpattern":
		err = run(context.Background(), *runners.Runner, *rows, *cols, *parts, *reps, *cache, *work)
	case "l2svm":
		cl := engine.Cluster{JobLatency: *latency, WorkerMemory: *workerMem}
		err = runL2SVM(context.Background(), *runners.Runner, *rows, *cols, *parts, *iters, *cache, *work, cl)
	default:
		err = fmt.Errorf("unknown -program %q", *program)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "fusebeam:", err)
		os.Exit(1)
	}
}

// newEngine returns the driver's engine over the kernel cache directory
// (a new temporary one when cache is ""), and a cleanup.
func newEngine(cache string) (*engine.Engine, string, func(), error) {
	cleanup := func() {}
	if cache == "" {
		dir, err := os.MkdirTemp("", "fusebeam-cache-")
		if err != nil {
			return nil, "", nil, err
		}
		cleanup = func() { os.RemoveAll(dir) }
		cache = filepath.Join(dir, "kernels")
	}
	eng, err := engine.New(engine.WithCacheDir(cache), engine.WithCompileMode(engine.CompileSync))
	if err != nil {
		cleanup()
		return nil, "", nil, err
	}
	return eng, cache, func() { eng.Close(); cleanup() }, nil
}

func run(ctx context.Context, name string, n, m, parts, reps int, cache, work string) error {
	eng, cache, done, err := newEngine(cache)
	if err != nil {
		return err
	}
	defer done()
	X := engine.Dense(matrix.RandDense(n, m, -1, 1, 1))
	w := engine.Dense(matrix.RandDense(n, 1, -1, 1, 2))
	v := engine.Dense(matrix.RandDense(m, 1, -1, 1, 3))
	out := X.T().MatMul(w.Mul(X.MatMul(v)))
	src, err := engine.NewSource(parts, X, w)
	if err != nil {
		return err
	}
	st, err := eng.Stage(ctx, src, out)
	if err != nil {
		return err
	}
	fmt.Printf("stage: %s\n", st)

	var want *engine.Result
	tEval, err := best(reps, func() (err error) { want, err = eng.Eval(ctx, out); return err })
	if err != nil {
		return err
	}
	var local []mat.Matrix
	tLocal, err := best(reps, func() (err error) { local, err = eng.Execute(ctx, st, src); return err })
	if err != nil {
		return err
	}
	fmt.Printf("%dx%d, %d partitions, best of %d\n", n, m, src.Partitions(), reps)
	fmt.Printf("  local Eval:                 %v\n", tEval)
	fmt.Printf("  local partitioned Execute:  %v\n", tLocal)
	if name == "local" {
		return nil
	}
	r := &runner.Runner{Beam: name, CacheDir: cache, WorkDir: work}
	var got []mat.Matrix
	tBeam, err := best(reps, func() (err error) { got, err = r.Execute(ctx, st, src); return err })
	if err != nil {
		return err
	}
	tEmpty, err := best(reps, func() error { return emptyJob(ctx, name, parts) })
	if err != nil {
		return err
	}
	fmt.Printf("  %s Execute:              %v (%.1fx local partitioned)\n", name, tBeam, float64(tBeam)/float64(tLocal))
	fmt.Printf("    last run: staging %v (%d blocks written, %d reused), job %v, collecting %v\n", r.Last.Stage, r.Last.Written, r.Last.Reused, r.Last.Job, r.Last.Collect)
	fmt.Printf("  %s empty job (%d elements): %v\n", name, parts, tEmpty)
	fmt.Printf("  bitwise equal to local partitioned: %t; max relative difference to Eval: %.3g\n",
		bitwise(got[0], local[0]), maxRel(got[0], want.Matrix(0)))
	return nil
}

// emptyJob runs a job of the same shape with no work: the runner's fixed
// cost per job.
func emptyJob(ctx context.Context, name string, parts int) error {
	p, s := beam.NewPipelineWithRoot()
	idx := make([]int, parts)
	beam.ParDo0(s, noop, beam.CreateList(s, idx))
	_, err := beam.Run(ctx, name, p)
	return err
}

func best(reps int, f func() error) (time.Duration, error) {
	b := time.Duration(math.MaxInt64)
	for range max(reps, 1) {
		start := time.Now()
		if err := f(); err != nil {
			return 0, err
		}
		b = min(b, time.Since(start))
	}
	return b, nil
}

func bitwise(a, b mat.Matrix) bool {
	r, c := a.Dims()
	if br, bc := b.Dims(); br != r || bc != c {
		return false
	}
	for i := range r {
		for j := range c {
			if math.Float64bits(a.At(i, j)) != math.Float64bits(b.At(i, j)) {
				return false
			}
		}
	}
	return true
}

func maxRel(a, b mat.Matrix) float64 {
	r, c := a.Dims()
	worst := 0.0
	for i := range r {
		for j := range c {
			x, y := a.At(i, j), b.At(i, j)
			if d := math.Abs(x - y); d > 0 {
				worst = max(worst, d/math.Max(math.Abs(x), math.Abs(y)))
			}
		}
	}
	return worst
}
