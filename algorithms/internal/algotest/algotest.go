// Package algotest holds the checks the algorithm packages' tests share:
// engines per policy, model comparison against Base, and the plan and
// operator cache checks over repeated iterations.
package algotest

import (
	"fmt"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/internal/la"
	"github.com/fusejit/fusejit/engine"
)

// Tol is the norm-wise relative tolerance between models trained under
// Base and under a fused policy: fused kernels add in another order, and
// iterations amplify the last-bit differences a little.
const Tol = 1e-8

// Fused are the fused policies every model is compared under.
var Fused = []engine.Policy{engine.PolicyCostBased, engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy}

// Engine returns an engine with policy p, closed when the test ends.
func Engine(t testing.TB, p engine.Policy) *engine.Engine {
	t.Helper()
	e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(p))
	if err != nil {
		t.Fatalf("engine.New(%s): %v", p, err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// Close fails unless got equals want within Tol, norm-wise.
func Close(t testing.TB, what string, want, got mat.Matrix) {
	t.Helper()
	if d := la.RelDiff(want, got); !(d <= Tol) {
		t.Errorf("%s: relative difference %.3g to Base, want <= %g", what, d, Tol)
	}
}

// CloseScalar is Close for numbers.
func CloseScalar(t testing.TB, what string, want, got float64) {
	t.Helper()
	if d := la.RelDiffScalar(want, got); !(d <= Tol) {
		t.Errorf("%s: %v, Base %v: relative difference %.3g, want <= %g", what, got, want, d, Tol)
	}
}

// NoFallbacks fails when a fused operator of eng ran unfused because its
// kernel could not be built.
func NoFallbacks(t testing.TB, eng *engine.Engine) {
	t.Helper()
	if s := eng.Stats(); s.Fallbacks > 0 {
		t.Errorf("policy %s: %d fused operators fell back to unfused execution", eng.Policy(), s.Fallbacks)
	}
}

// Recorder snapshots an engine's statistics, once at creation and then
// on every Record (call it from an algorithm's Trace hook).
type Recorder struct {
	eng   *engine.Engine
	Snaps []engine.Stats
}

// NewRecorder returns a recorder with the current statistics as Snaps[0].
func NewRecorder(eng *engine.Engine) *Recorder {
	return &Recorder{eng: eng, Snaps: []engine.Stats{eng.Stats()}}
}

// Record appends a snapshot.
func (r *Recorder) Record() { r.Snaps = append(r.Snaps, r.eng.Stats()) }

// Cached fails unless the work between snapshots from and to optimized
// DAGs and reused compiled operators without compiling any: no kernel
// compiled and no operator-cache miss, but operator-cache hits. Under the
// cost-based policy it also fails unless that work enumerated fewer plans
// than the work up to snapshot from, which had to optimize the same DAGs
// first: repeated partitions come from the plan cache (partitions without
// interesting points still count their single plan).
func (r *Recorder) Cached(t testing.TB, what string, from, to int) {
	t.Helper()
	if from < 1 || to >= len(r.Snaps) || from >= to {
		t.Fatalf("%s: snapshots %d..%d of %d", what, from, to, len(r.Snaps))
	}
	CachedBetween(t, what, r.eng.Policy(), r.Snaps[0], r.Snaps[from], r.Snaps[from], r.Snaps[to])
}

// CachedBetween is Cached for a first piece of work between snapshots a0
// and a1 and its repetition between b0 and b1, of an engine with policy p.
func CachedBetween(t testing.TB, what string, p engine.Policy, a0, a1, b0, b1 engine.Stats) {
	t.Helper()
	if b1.DAGsOptimized <= b0.DAGsOptimized {
		t.Errorf("%s: no DAG optimized (%d -> %d)", what, b0.DAGsOptimized, b1.DAGsOptimized)
	}
	if b1.KernelsCompiled != b0.KernelsCompiled {
		t.Errorf("%s: %d kernels compiled, want 0", what, b1.KernelsCompiled-b0.KernelsCompiled)
	}
	if b1.OpCacheMisses != b0.OpCacheMisses {
		t.Errorf("%s: %d operator-cache misses, want 0", what, b1.OpCacheMisses-b0.OpCacheMisses)
	}
	if b1.OpCacheHits <= b0.OpCacheHits {
		t.Errorf("%s: no operator-cache hit (%d -> %d)", what, b0.OpCacheHits, b1.OpCacheHits)
	}
	first, again := a1.PlansEvaluated-a0.PlansEvaluated, b1.PlansEvaluated-b0.PlansEvaluated
	if p == engine.PolicyCostBased && again >= first {
		t.Errorf("%s: %d plans enumerated, the first time %d: want fewer (plan cache)", what, again, first)
	}
}

// RepeatedPaths checks Cached for every iteration i >= 2 (snapshot i is
// taken after iteration i) whose control-flow path, keys[i-1], an earlier
// iteration took already: such an iteration evaluates only DAGs seen
// before. It fails when no iteration repeats a path.
func (r *Recorder) RepeatedPaths(t testing.TB, keys []string) {
	t.Helper()
	if len(r.Snaps) != len(keys)+1 {
		t.Fatalf("%d snapshots for %d iterations", len(r.Snaps), len(keys))
	}
	seen := map[string]bool{keys[0]: true}
	checked := 0
	for i := 2; i <= len(keys); i++ {
		k := keys[i-1]
		if seen[k] {
			r.Cached(t, fmt.Sprintf("iteration %d (%s)", i, k), i-1, i)
			checked++
		}
		seen[k] = true
	}
	if checked == 0 {
		t.Errorf("no iteration repeats an earlier one's path: %q", keys)
	}
}
