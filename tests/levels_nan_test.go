package tests

import (
	"context"
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/fusejit/fusejit/engine"
)

// nanBits are the NaNs nanify writes into leaves: both signs, quiet and
// signaling, with and without payload. Where two of them meet in an
// operation, x86 passes on the first operand's payload, and -O3 may swap
// the operands of a commutative operation or fold an operation away
// (x*1 is x, keeping a signaling NaN that -O0 quiets).
var nanBits = []uint64{
	0x7ff8000000000000, 0xfff8000000000000, 0x7ff8000000000123, 0xfff80000deadbeef,
	0x7ff0000000000001, 0xfff4000000000000, 0x7ffc0000000000ff,
}

// nanify overwrites about a quarter of the cells of d's matrix leaves (at
// most 4096 each; on a CSR they become stored) with NaNs of nanBits, a few
// with ±Inf and -0 that make NaNs inside the kernels (Inf-Inf, 0*Inf), and
// makes every third scalar leaf a NaN.
func nanify(d *gDAG, seed uint64) {
	h := seed*0x9e3779b97f4a7c15 + 1
	next := func() uint64 {
		h ^= h << 13
		h ^= h >> 7
		h ^= h << 17
		return h
	}
	for _, n := range d.Nodes {
		s := n.Leaf
		if s == nil {
			continue
		}
		if s.Kind == lkScalar {
			if next()%3 == 0 {
				s.Value = math.Float64frombits(nanBits[next()%uint64(len(nanBits))])
			}
			continue
		}
		cells := s.Rows * s.Cols
		k := min(cells/4+1, 4096)
		for range k {
			i, j := int(next()%uint64(s.Rows)), int(next()%uint64(s.Cols))
			var v float64
			switch r := next() % 10; {
			case r < 7:
				v = math.Float64frombits(nanBits[next()%uint64(len(nanBits))])
			case r == 7:
				v = math.Inf(1)
			case r == 8:
				v = math.Inf(-1)
			default:
				v = math.Copysign(0, -1)
			}
			s.Sets = append(s.Sets, cellSet{I: i, J: j, V: v})
		}
	}
}

// TestLevelsAgreeOnNaNs runs the corpus DAGs, their leaves full of NaNs
// of different payloads and signs, with every kernel built quick (-O0,
// where jit.QuickSafe allows) and with every kernel optimized (-O3), and
// requires bitwise the same outputs, NaN bits included: two-level kernels
// (engine.BuildTwoLevel) serve a call with either build depending on
// timing, and results must not depend on timing (SEMANTICS.md).
func TestLevelsAgreeOnNaNs(t *testing.T) {
	t.Parallel()
	n := envInt("FUSEJIT_LEVELS_CORPUS", 120)
	policies := []engine.Policy{engine.PolicyCostBased, engine.PolicyFuseAll}
	engines := map[[2]int]*engine.Engine{}
	for pi, p := range policies {
		for li, l := range []engine.BuildLevels{engine.BuildOptimized, engine.BuildQuick} {
			engines[[2]int{pi, li}] = newEngine(t, p, engine.WithBuildLevels(l))
		}
	}
	cfg := corpusGenConfig()
	var checked, nanOutputs atomic.Int64
	var mu sync.Mutex
	var failures []string
	forEachSeed(n, func(seed int) {
		d := genDAG(newRNGChooser(uint64(seed)), cfg)
		nanify(d, uint64(seed))
		msg, nans := compareLevels(d, policies, engines)
		if msg == "" {
			checked.Add(1)
			nanOutputs.Add(int64(nans))
			return
		}
		mu.Lock()
		failures = append(failures, fmt.Sprintf("seed %d: %s\nDAG:\n%s", seed, msg, d))
		mu.Unlock()
	})
	reportFirstFailures(t, failures)
	t.Logf("%d of %d DAGs agree bitwise at both levels (%d NaN output cells compared)", checked.Load(), n, nanOutputs.Load())
	if nanOutputs.Load() == 0 {
		t.Error("no output cell was NaN: the inputs do not exercise NaN propagation")
	}
}

// compareLevels evaluates d under each policy on its optimized and quick
// engines and returns the first difference in bits ("" if none) and the
// number of NaN output cells compared.
func compareLevels(d *gDAG, policies []engine.Policy, engines map[[2]int]*engine.Engine) (string, int) {
	nans := 0
	for pi, p := range policies {
		var res [2]*engine.Result
		for li := range res {
			b, err := d.build()
			if err != nil {
				return "", 0 // the corpus test reports model errors
			}
			r, err := engines[[2]int{pi, li}].Eval(context.Background(), b.outs...)
			if err != nil {
				return "", 0 // both levels fail alike (the corpus test checks errors)
			}
			res[li] = r
		}
		for i := range d.Outs {
			a, b := res[0].Matrix(i), res[1].Matrix(i)
			r, c := a.Dims()
			for x := range r {
				for y := range c {
					u, v := a.At(x, y), b.At(x, y)
					if math.IsNaN(u) {
						nans++
					}
					if math.Float64bits(u) != math.Float64bits(v) {
						return fmt.Sprintf("%s output %d cell (%d,%d): optimized %#x, quick %#x; plan %s",
							p, i, x, y, math.Float64bits(u), math.Float64bits(v), planOf(res[1])), nans
					}
				}
			}
		}
	}
	return "", nans
}

// planOf names the templates and variants of r's fused operators.
func planOf(r *engine.Result) string {
	s := ""
	for _, op := range r.Plan() {
		s += fmt.Sprintf("%s/%s ", op.Template, op.Variant)
	}
	return s
}
