package engine

import (
	"context"
	"sync"
	"testing"
)

// TestConcurrentEvalsShareExprs: goroutines evaluating the very same
// expressions at once (one DAG of user operators, prepared by every Eval,
// optimized or reused from the program cache) all get Base's bits; run
// with -race, it also checks that no Eval writes the operators the others
// read.
func TestConcurrentEvalsShareExprs(t *testing.T) {
	ctx := context.Background()
	base := newBaseEngine(t)
	e := newReuseEngine(t, WithThreads(2))
	x, y, v, w := reuseInputs(300, 0.2, 7)
	outs := reuseDAG(x, y, v, w, 2)
	want, err := base.Eval(ctx, outs...)
	if err != nil {
		t.Fatal(err)
	}
	inParallel(t, 4, 5, func(_, _ int) error {
		got, err := e.Eval(ctx, outs...)
		if err != nil {
			return err
		}
		return diffResults(got, want)
	})
	if e.Stats().ProgramsReused == 0 {
		t.Error("no Eval reused a kept program")
	}
}

// inParallel runs round(g, r) for rounds r of workers goroutines g at
// once and fails t with the first error any of them returned (a worker
// stops at its first).
func inParallel(t *testing.T, workers, rounds int, round func(g, r int) error) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for g := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range rounds {
				if err := round(g, r); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
}
