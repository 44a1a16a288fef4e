package tests

import (
	"context"
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/fmath"
	"github.com/fusejit/fusejit/matrix"
)

// nonCanonicalNaN returns the first NaN cell of m whose bits are not the
// canonical NaN's, as a message, or "".
func nonCanonicalNaN(m mat.Matrix) string {
	r, c := m.Dims()
	for i := range r {
		for j := range c {
			if v := m.At(i, j); v != v && math.Float64bits(v) != fmath.CanonicalNaNBits {
				return fmt.Sprintf("cell (%d,%d) is NaN %#x", i, j, math.Float64bits(v))
			}
		}
	}
	return ""
}

// TestResultNaNsAreCanonical runs the corpus DAGs with leaves full of NaNs
// of both signs, with and without payloads, signalling ones, and the ±Inf
// and -0 that make NaNs inside operations, under Base, fused policies and
// thread counts, and requires every NaN of every result to be the
// canonical NaN. Base keeps whichever NaN an operation makes and the Go
// folds of partials make x86's negative default NaN, so without the
// rewrite at the end of Eval and in the skeletons a result's NaN bits
// would depend on the path that computed it (SEMANTICS.md, "NaN bits").
func TestResultNaNsAreCanonical(t *testing.T) {
	t.Parallel()
	n := envInt("FUSEJIT_NANCANON_CORPUS", 50)
	type setup struct {
		p       engine.Policy
		threads int
	}
	var setups []setup
	for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll, engine.PolicyCostBased} {
		for _, th := range []int{1, 3} {
			setups = append(setups, setup{p, th})
		}
	}
	engines := make([]*engine.Engine, len(setups))
	for i, s := range setups {
		engines[i] = newEngine(t, s.p, engine.WithThreads(s.threads))
	}
	cfg := corpusGenConfig()
	var checked, nanCells atomic.Int64
	var mu sync.Mutex
	var failures []string
	forEachSeed(n, func(seed int) {
		d := genDAG(newRNGChooser(uint64(seed)+7000), cfg)
		nanify(d, uint64(seed)+7000)
		for i, e := range engines {
			b, err := d.build()
			if err != nil {
				break // the corpus test reports model errors
			}
			res, err := e.Eval(context.Background(), b.outs...)
			if err != nil {
				continue // the corpus test checks errors
			}
			for k := range d.Outs {
				m := res.Matrix(k)
				if msg := nonCanonicalNaN(m); msg != "" {
					mu.Lock()
					failures = append(failures, fmt.Sprintf("seed %d, %s, %d threads, output %d: %s; plan %s\nDAG:\n%s",
						seed, setups[i].p, setups[i].threads, k, msg, planOf(res), d))
					mu.Unlock()
				}
				nanCells.Add(int64(countNaNs(m)))
			}
		}
		checked.Add(1)
	})
	reportFirstFailures(t, failures)
	t.Logf("%d DAGs, %d NaN output cells", checked.Load(), nanCells.Load())
	if nanCells.Load() == 0 {
		t.Error("no output cell was NaN: the inputs do not exercise NaN propagation")
	}
}

func countNaNs(m mat.Matrix) int {
	r, c := m.Dims()
	k := 0
	for i := range r {
		for j := range c {
			if math.IsNaN(m.At(i, j)) {
				k++
			}
		}
	}
	return k
}

// TestFoldedNaNIsCanonical makes NaNs where partials of different calls
// meet: +Inf in the first row and -Inf in the last of a column, so that
// the kernels' partials are finite or infinite and only the fold in Go,
// or Base's own sum, makes the NaN, which x86 makes negative.
func TestFoldedNaNIsCanonical(t *testing.T) {
	const rows = 1 << 18
	x := matrix.RandDense(rows, 3, -1, 1, 91)
	x.Set(0, 0, math.Inf(1))
	x.Set(rows-1, 0, math.Inf(-1))
	x.Set(0, 2, math.Inf(-1))
	x.Set(rows-1, 2, math.Inf(1))
	y := matrix.RandDense(rows, 3, 1, 2, 92)
	X, Y := engine.Dense(x), engine.Dense(y)
	for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll, engine.PolicyCostBased} {
		for _, th := range []int{1, 2, 3} {
			e := newEngine(t, p, engine.WithThreads(th))
			res, err := e.Eval(context.Background(), X.Mul(Y).ColSums(), X.Mul(Y).Sum(), X.Mul(Y).ColMeans())
			if err != nil {
				t.Fatalf("%s, %d threads: %v", p, th, err)
			}
			for k := range 3 {
				m := res.Matrix(k)
				if !math.IsNaN(m.At(0, 0)) {
					t.Errorf("%s, %d threads, output %d: cell (0,0) = %v, want NaN", p, th, k, m.At(0, 0))
				}
				if msg := nonCanonicalNaN(m); msg != "" {
					t.Errorf("%s, %d threads, output %d: %s (plan %s)", p, th, k, msg, planOf(res))
				}
			}
		}
	}
}
