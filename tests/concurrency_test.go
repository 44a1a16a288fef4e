package tests

// Concurrency and cancellation (issue 8, part 3). Run with -race:
//
//	go test -race -run 'Concurrent|Cancel' ./tests

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// concurrentDAGs returns generated DAGs that run at least one fused
// operator and pass the differential check when evaluated alone (so that a
// failure under concurrency is due to concurrency), with their reference
// results (PolicyNone).
func concurrentDAGs(t *testing.T, n int) ([]*gDAG, []*built, []*engine.Result) {
	t.Helper()
	var dags []*gDAG
	var builds []*built
	var wants []*engine.Result
	for seed := uint64(90_000); len(dags) < n && seed < 91_000; seed++ {
		d := genDAG(newRNGChooser(seed), genConfig{maxDim: 30, minSteps: 2, maxSteps: 8, noRemoveEmpty: true})
		b, err := d.build()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		res, err := sharedEngine(t, engine.PolicyFuseAll).Eval(context.Background(), b.outs...)
		if err != nil || len(res.Plan()) == 0 || checkDAG(t, d, nil) != nil {
			continue // keep DAGs that fuse and agree
		}
		dags = append(dags, d)
		builds = append(builds, b)
		wants = append(wants, evalWith(t, engine.PolicyNone, b.outs...))
	}
	if len(dags) < n {
		t.Fatalf("found only %d fusing DAGs", len(dags))
	}
	return dags, builds, wants
}

// TestConcurrentEvalTinyCache evaluates different and identical DAGs from
// many goroutines on one engine whose operator cache holds two kernels, so
// that kernels are evicted while other evaluations still use them. Every
// result must equal the reference and no input may change.
func TestConcurrentEvalTinyCache(t *testing.T) {
	const (
		nDAGs      = 10
		goroutines = 16
		iters      = 6
	)
	dags, builds, wants := concurrentDAGs(t, nDAGs)
	hashes := make([]uint64, nDAGs)
	for k, b := range builds {
		hashes[k] = leafHash(b.leaves)
	}
	for _, p := range allPolicies {
		t.Run(p.String(), func(t *testing.T) {
			e := newEngine(t, p, engine.WithOperatorCacheSize(2))
			var wg sync.WaitGroup
			errs := make(chan string, goroutines*iters)
			kernels := sync.Map{}
			for g := 0; g < goroutines; g++ {
				wg.Add(1)
				go func(g int) {
					defer wg.Done()
					for it := 0; it < iters; it++ {
						// Even goroutines share DAG 0's expressions (identical
						// DAG, same objects); odd ones walk the others, some
						// of them rebuilt (identical DAG, new objects).
						k := 0
						outs := builds[0].outs
						if g%2 == 1 {
							k = (g + it) % nDAGs
							outs = builds[k].outs
							if it%3 == 0 {
								b, err := dags[k].build()
								if err != nil {
									errs <- err.Error()
									return
								}
								outs = b.outs
							}
						}
						res, err := e.Eval(context.Background(), outs...)
						if err != nil {
							errs <- fmt.Sprintf("goroutine %d, DAG %d: %v", g, k, err)
							continue
						}
						for i := range outs {
							if d := diff(wants[k].Matrix(i), res.Matrix(i), 1e-9); d != "" {
								errs <- fmt.Sprintf("goroutine %d, DAG %d, output %d: %s", g, k, i, d)
							}
						}
						for _, op := range res.Plan() {
							if op.Fallback {
								errs <- fmt.Sprintf("goroutine %d, DAG %d: fused operator fell back", g, k)
							}
							kernels.Store(op.Hash, true)
						}
					}
				}(g)
			}
			wg.Wait()
			close(errs)
			n := 0
			for msg := range errs {
				if n++; n <= 10 {
					t.Error(msg)
				}
			}
			for k, b := range builds {
				if leafHash(b.leaves) != hashes[k] {
					t.Errorf("DAG %d: input data modified", k)
				}
			}
			if p == engine.PolicyNone {
				return
			}
			distinct := 0
			kernels.Range(func(any, any) bool { distinct++; return true })
			st := e.Stats()
			t.Logf("%d distinct kernels, stats %+v", distinct, st)
			if distinct <= 2 {
				t.Errorf("only %d distinct kernels: the cache of 2 is never forced to evict", distinct)
			}
			if st.OpCacheMisses <= int64(distinct) {
				t.Errorf("%d operator-cache misses for %d distinct kernels: expected misses after evictions", st.OpCacheMisses, distinct)
			}
		})
	}
}

// cancelDAG is a large element-wise DAG (3000 x 3000) with several outputs
// that takes long enough to be cancelled in the middle.
func cancelDAG(n int) []*engine.Expr {
	X := engine.Dense(matrix.RandDense(n, n, 0, 1, 11))
	Y := engine.Dense(matrix.RandDense(n, n, -1, 1, 12))
	S := engine.Sparse(matrix.RandSparse(n, n, 0.05, 0, 1, 13))
	a := X.Mul(Y).Add(engine.Scalar(1)).Exp()
	b := a.Sqrt().Sub(Y.Tanh()).Mul(X)
	c := b.Maximum(a.Log()).Add(S.Mul(Y))
	d := c.Sigmoid().Mul(b).Sub(a.Sin())
	return []*engine.Expr{d.RowSums(), c.ColMaxs(), d.Add(X).Sum(), b.Mul(c).Min()}
}

// TestCancelMidEvaluation cancels a large evaluation a few milliseconds
// after it starts, under every policy, both while kernels compile (first
// Eval on a new engine) and while operators run (kernels cached). Eval must
// return an error wrapping context.Canceled promptly: within cancelBound,
// or a quarter of an uncancelled Eval on a loaded machine, and the engine
// must stay usable and correct. The bound scales with the load: before the
// cold phase, an uncancelled Eval on another engine of the same policy
// (compiling its own kernels, and taking the process's one-time machine
// calibration off the cold phase) sets the reference.
func TestCancelMidEvaluation(t *testing.T) {
	const n = 3000
	outs := cancelDAG(n)
	want := evalWith(t, engine.PolicyNone, outs...)
	for _, p := range allPolicies {
		t.Run(p.String(), func(t *testing.T) {
			start := time.Now()
			if _, err := newEngine(t, p).Eval(context.Background(), outs...); err != nil {
				t.Fatalf("reference Eval: %v", err)
			}
			full := time.Since(start)
			t.Logf("reference: uncancelled cold Eval took %v", full.Round(time.Millisecond))
			e := newEngine(t, p)
			for _, phase := range []string{"cold", "warm"} {
				ctx, cancel := context.WithCancel(context.Background())
				var mu sync.Mutex
				var cancelled time.Time
				timer := time.AfterFunc(5*time.Millisecond, func() {
					mu.Lock()
					cancelled = time.Now()
					mu.Unlock()
					cancel()
				})
				res, err := e.Eval(ctx, outs...)
				returned := time.Now()
				timer.Stop()
				cancel()
				if err == nil {
					t.Fatalf("%s: Eval finished before the cancel (%d outputs): make the DAG larger", phase, res.Len())
				}
				if !errors.Is(err, context.Canceled) {
					t.Fatalf("%s: error %v does not wrap context.Canceled", phase, err)
				}
				mu.Lock()
				latency := returned.Sub(cancelled)
				mu.Unlock()
				bound := max(cancelBound, full/4)
				t.Logf("%s: returned %v after cancel (bound %v): %v", phase, latency.Round(time.Millisecond), bound.Round(time.Millisecond), err)
				if latency > bound {
					t.Errorf("%s: Eval returned %v after the cancel, want < %v", phase, latency, bound)
				}
				// The engine is still usable: the same DAG evaluates correctly.
				start := time.Now()
				got, err := e.Eval(context.Background(), outs...)
				if err != nil {
					t.Fatalf("%s: Eval after cancel: %v", phase, err)
				}
				full = time.Since(start)
				t.Logf("%s: uncancelled Eval took %v", phase, full.Round(time.Millisecond))
				for i := range outs {
					if d := diff(want.Matrix(i), got.Matrix(i), 1e-9); d != "" {
						t.Errorf("%s: Eval after cancel, output %d: %s", phase, i, d)
					}
				}
			}
		})
	}
}

// TestCancelBeforeEval: an already cancelled or expired context fails at
// once with the context's error.
func TestCancelBeforeEval(t *testing.T) {
	X := engine.Dense(matrix.RandDense(50, 40, 0, 1, 1))
	out := X.Mul(X).Add(engine.Scalar(1)).RowSums()
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	expired, cancel2 := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel2()
	for _, p := range allPolicies {
		e := newEngine(t, p)
		if _, err := e.Eval(cancelled, out); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: cancelled context: error %v", p, err)
		}
		if _, err := e.Eval(expired, out); !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s: expired context: error %v", p, err)
		}
		res, err := e.Eval(context.Background(), out)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if r, c := res.Matrix(0).Dims(); r != 50 || c != 1 {
			t.Errorf("%s: result %dx%d", p, r, c)
		}
	}
}
