package engine

import (
	"bytes"
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"gonum.org/v1/gonum/mat"
)

// cancelCase is an unfused evaluation long enough to be cancelled midway.
type cancelCase struct {
	name string
	// build returns the expression over fresh leaves and the leaves'
	// storage, which the test overwrites right after a cancelled Eval.
	build func() (*Expr, [][]float64)
}

func randDense(r *rand.Rand, rows, cols int) *mat.Dense {
	d := make([]float64, rows*cols)
	for i := range d {
		d[i] = r.Float64() - 0.5
	}
	return mat.NewDense(rows, cols, d)
}

func cancelCases(n, chain int) []cancelCase {
	r := rand.New(rand.NewPCG(16, 4))
	return []cancelCase{
		{"product", func() (*Expr, [][]float64) {
			x, y := randDense(r, n, n), randDense(r, n, n)
			return Dense(x).MatMul(Dense(y)), [][]float64{x.RawMatrix().Data, y.RawMatrix().Data}
		}},
		{"elementwise", func() (*Expr, [][]float64) {
			x := randDense(r, 2*n, 2*n)
			X := Dense(x)
			v := X
			for range chain {
				v = v.Mul(X).Exp().Add(X).Sqrt().Abs()
			}
			return v, [][]float64{x.RawMatrix().Data}
		}},
	}
}

// baseGoroutines returns the stacks of the goroutines that are running
// code of internal/base, the unfused executor.
func baseGoroutines() []string {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	var found []string
	for g := range bytes.SplitSeq(buf, []byte("\n\n")) {
		if bytes.Contains(g, []byte("fusejit/internal/base.")) {
			found = append(found, string(g))
		}
	}
	return found
}

// TestEvalCancelStopsBase checks that a cancelled Eval of a long unfused
// operator returns promptly and only after Base has stopped: no goroutine
// runs Base code afterwards, and overwriting the inputs at once is not a
// data race (run with -race).
func TestEvalCancelStopsBase(t *testing.T) {
	for _, tc := range cancelCases(2000, 12) {
		t.Run(tc.name, func(t *testing.T) {
			e, err := New(WithPolicy(PolicyNone), WithThreads(2))
			if err != nil {
				t.Fatal(err)
			}
			expr, leaves := tc.build()
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			const after = 100 * time.Millisecond
			timer := time.AfterFunc(after, cancel)
			defer timer.Stop()
			start := time.Now()
			_, err = e.Eval(ctx, expr)
			took := time.Since(start)
			// Checked before anything else, while an abandoned operator
			// would still be running.
			running := baseGoroutines()
			for _, d := range leaves {
				for i := range d {
					d[i] = math.NaN()
				}
			}
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("Eval after %v: err = %v, want context.Canceled (is the work too short to cancel?)", took, err)
			}
			if len(running) > 0 {
				t.Errorf("after Eval returned, %d goroutines run Base code, first:\n%s", len(running), running[0])
			}
			// One block of Base per goroutine, under -race on a loaded
			// machine, must fit in the bound.
			t.Logf("cancelled Eval returned after %v", took)
			if bound := after + 3*time.Second; took > bound {
				t.Errorf("cancelled Eval took %v, want at most %v", took, bound)
			}
		})
	}
}

// TestEvalContextKeepsResults checks that evaluating under a live,
// cancellable context gives results bit for bit equal to those under
// context.Background, for every thread count.
func TestEvalContextKeepsResults(t *testing.T) {
	for _, tc := range cancelCases(300, 1) {
		t.Run(tc.name, func(t *testing.T) {
			expr, _ := tc.build()
			var want []float64
			for _, threads := range []int{1, 2, 3} {
				e, err := New(WithPolicy(PolicyNone), WithThreads(threads))
				if err != nil {
					t.Fatal(err)
				}
				for _, live := range []bool{false, true} {
					ctx := context.Background()
					if live {
						var cancel context.CancelFunc
						ctx, cancel = context.WithCancel(ctx)
						defer cancel()
					}
					res, err := e.Eval(ctx, expr)
					if err != nil {
						t.Fatalf("threads %d: %v", threads, err)
					}
					d, err := res.Dense(0)
					if err != nil {
						t.Fatal(err)
					}
					got := d.RawMatrix().Data
					if want == nil {
						want = append([]float64(nil), got...)
						continue
					}
					for i := range got {
						if math.Float64bits(got[i]) != math.Float64bits(want[i]) {
							t.Fatalf("threads %d, live context %v: cell %d = %v, want %v", threads, live, i, got[i], want[i])
						}
					}
				}
			}
		})
	}
}
