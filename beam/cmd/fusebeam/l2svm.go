package main

import (
	"context"
	"fmt"
	"math"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/l2svm"
	"github.com/fusejit/fusejit/beam/runner"
	"github.com/fusejit/fusejit/engine"
)

// runL2SVM trains an L2-SVM three ways with the same options: plain Eval
// (no partitions), engine.Distributed with the engine as executor (the
// partitions one after the other in this process), and engine.Distributed
// on the Beam runner; it prints the times, the Beam jobs, where the
// operators ran, and whether the last two models have the same bits.
func runL2SVM(ctx context.Context, name string, n, m, parts, iters int, cache, work string, cl engine.Cluster) error {
	eng, cache, done, err := newEngine(cache)
	if err != nil {
		return err
	}
	defer done()
	X, y, err := datagen.Binary(n, m, 0, 0.05, 7)
	if err != nil {
		return err
	}
	// Epsilon 0 never converges early: every run does iters iterations.
	opts := l2svm.Options{MaxIter: iters, Epsilon: math.SmallestNonzeroFloat64}
	src, err := engine.NewSource(parts, engine.Dense(X), engine.Vector(y))
	if err != nil {
		return err
	}
	train := func(ev engine.Evaluator) (*l2svm.Model, time.Duration, error) {
		start := time.Now()
		mod, err := l2svm.TrainOn(ctx, ev, X, y, opts)
		return mod, time.Since(start), err
	}
	if _, _, err := train(eng); err != nil { // compiles every kernel once
		return err
	}
	plain, tPlain, err := train(eng)
	if err != nil {
		return err
	}
	if cl.WorkerMemory == 0 {
		cl.WorkerMemory = eng.MemoryBudget()
	}
	local, err := eng.Distribute(src, eng, engine.WithCluster(cl))
	if err != nil {
		return err
	}
	want, tLocal, err := train(local)
	if err != nil {
		return err
	}
	fmt.Printf("l2svm %dx%d, %d partitions, %d iterations; %s\n", n, m, src.Partitions(), want.Iterations, cl)
	fmt.Printf("  local Eval:                  %v\n", tPlain)
	fmt.Printf("  local partitioned (Distributed on the engine): %v\n", tLocal)
	if name == "local" {
		return nil
	}
	jobs := &jobCounter{Runner: &runner.Runner{Beam: name, CacheDir: cache, WorkDir: work}}
	remote, err := eng.Distribute(src, jobs, engine.WithCluster(cl))
	if err != nil {
		return err
	}
	hits, misses := runner.WorkerCacheStats()
	got, tBeam, err := train(remote)
	if err != nil {
		return err
	}
	h, m2 := runner.WorkerCacheStats()
	fmt.Printf("  %s (Distributed on the Beam runner): %v, %d Beam jobs (%.1fx local partitioned, %.1fx local Eval, %v per job)\n",
		name, tBeam, jobs.n, float64(tBeam)/float64(tLocal), float64(tBeam)/float64(tPlain), tBeam/time.Duration(max(jobs.n, 1)))
	fmt.Printf("    all jobs: staging partitions %v (%d blocks written, %d reused), Beam jobs %v, collecting results %v\n",
		jobs.sum.Stage, jobs.sum.Written, jobs.sum.Reused, jobs.sum.Job, jobs.sum.Collect)
	fmt.Printf("    first job: staging %v (%d blocks written), job %v; the other %d jobs: staging %v, jobs %v\n",
		jobs.first.Stage, jobs.first.Written, jobs.first.Job, jobs.n-1, jobs.sum.Stage-jobs.first.Stage, jobs.sum.Job-jobs.first.Job)
	fmt.Printf("    worker block cache: %d files from memory, %d read from WorkDir\n", h-hits, m2-misses)
	fmt.Printf("  bitwise equal to local partitioned: %t; objective %.17g, local Eval's %.17g\n",
		bitwise(got.W.T(), want.W.T()) && got.Objective == want.Objective, got.Objective, plain.Objective)
	return nil
}

// jobCounter counts the stages (Beam jobs) a program runs.
type jobCounter struct {
	*runner.Runner
	n          int
	sum, first runner.Timing
}

func (j *jobCounter) Execute(ctx context.Context, st *engine.Stage, src *engine.Source) ([]mat.Matrix, error) {
	j.n++
	outs, err := j.Runner.Execute(ctx, st, src)
	if j.n == 1 {
		j.first = j.Last
	}
	j.sum.Stage += j.Last.Stage
	j.sum.Job += j.Last.Job
	j.sum.Collect += j.Last.Collect
	j.sum.Written += j.Last.Written
	j.sum.Reused += j.Last.Reused
	return outs, err
}
