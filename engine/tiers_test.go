package engine

import (
	"context"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/selection"
	"github.com/fusejit/fusejit/matrix"
)

func TestTiersDecide(t *testing.T) {
	ms := time.Millisecond
	c := func(idx int, key string, hops int, unfused, fused time.Duration) tierCandidate {
		return tierCandidate{idx: idx, key: key, hops: hops, unfused: unfused, fused: fused}
	}
	for _, tc := range []struct {
		name     string
		rounds   [][]tierCandidate // decide is called once per round
		now, bg  []int             // of the last round
		nowCount int               // -1: do not check
	}{
		{name: "large operator compiles now",
			rounds: [][]tierCandidate{{c(0, "a", 2, 500*ms, 100*ms)}}, now: []int{0}},
		{name: "small operator runs unfused once",
			rounds: [][]tierCandidate{{c(0, "a", 2, 2*ms, ms)}}},
		{name: "small operator that recurs with enough savings compiles in the background",
			rounds: [][]tierCandidate{{c(0, "a", 2, 30*ms, 10*ms)}, {c(0, "a", 2, 30*ms, 10*ms)}}, bg: []int{0}},
		{name: "tiny recurring operator waits until its savings add up",
			rounds: [][]tierCandidate{{c(0, "a", 2, 20*time.Microsecond, 0)}, {c(0, "a", 2, 20*time.Microsecond, 0)}}},
		{name: "small operators join a compile that a large one pays for",
			rounds: [][]tierCandidate{{c(0, "small", 1, 5*ms, ms), c(1, "large", 3, 900*ms, 100*ms)}}, now: []int{0, 1}},
		{name: "operators too small for a compile each share one in the background",
			rounds: [][]tierCandidate{
				{c(0, "a", 2, 17*ms, 5*ms), c(1, "b", 2, 17*ms, 5*ms), c(2, "c", 2, ms, ms)},
				{c(0, "a", 2, 17*ms, 5*ms), c(1, "b", 2, 17*ms, 5*ms), c(2, "c", 2, ms, ms)}},
			bg: []int{0, 1}},
		{name: "an operator that saves too little for its share stays out of the group",
			rounds: [][]tierCandidate{
				{c(0, "a", 2, 40*ms, 10*ms), c(1, "b", 4, 1100*time.Microsecond, ms)},
				{c(0, "a", 2, 40*ms, 10*ms), c(1, "b", 4, 1100*time.Microsecond, ms)}},
			bg: []int{0}},
		{name: "no saving, no compile",
			rounds: [][]tierCandidate{{c(0, "a", 2, ms, 2*ms)}, {c(0, "a", 2, ms, 2*ms)}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := ripeTiers()
			var now, bg []int
			for _, r := range tc.rounds {
				now, bg = tr.decide(r)
			}
			if !equalInts(now, tc.now) || !equalInts(bg, tc.bg) {
				t.Errorf("decide: now %v background %v, want now %v background %v", now, bg, tc.now, tc.bg)
			}
		})
	}
}

// steppingClock returns a clock that moves on by step on every reading.
func steppingClock(step time.Duration) func() time.Time {
	var mu sync.Mutex
	at := time.Unix(0, 0)
	return func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		at = at.Add(step)
		return at
	}
}

// ripeTiers returns tiers in which every recurrence is old and every
// background compile instant (a clock moving an hour per decision, no
// latency): the plain ski-rental rule, which payoff.go's latency only
// makes stricter.
func ripeTiers() *tiers {
	tr := newTiers()
	tr.now = steppingClock(time.Hour)
	tr.latencyScale = 0
	return tr
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestTiersObserve(t *testing.T) {
	tr := newTiers()
	tr.observeCompile(5, 2*modelCompile(5))
	if tr.compileScale <= 1 {
		t.Errorf("compile scale %v after a compile twice the model, want > 1", tr.compileScale)
	}
	tr.observeUnfused(time.Millisecond, 4*time.Millisecond)
	if tr.baseScale <= 1 {
		t.Errorf("base scale %v after an unfused run four times the estimate, want > 1", tr.baseScale)
	}
	for range 10 {
		tr.observeUnfused(time.Millisecond, time.Second)
	}
	if tr.baseScale > maxBaseScale {
		t.Errorf("base scale %v, want at most %v", tr.baseScale, float64(maxBaseScale))
	}
	before := tr.baseScale
	tr.observeUnfused(time.Microsecond, 500*time.Microsecond) // below the noise floor
	if tr.baseScale != before {
		t.Errorf("base scale moved on a tiny operator: %v -> %v", before, tr.baseScale)
	}
}

// fuseAllPlan returns the plan FuseAll makes of out after the rewrites.
func fuseAllPlan(t *testing.T, out *Expr) *selection.Plan {
	t.Helper()
	dag, err := hop.Prepare([]*hop.Hop{out.h})
	if err != nil {
		t.Fatal(err)
	}
	hop.Optimize(dag)
	return selection.FuseAll(memo.Explore(dag, memo.Templates()), nil)
}

// gainOf returns the cost model's unfused minus fused time of the single
// fuse-all operator of out under m.
func gainOf(t *testing.T, out *Expr, m Machine) time.Duration {
	t.Helper()
	plan := fuseAllPlan(t, out)
	var gain time.Duration
	n := 0
	seen := map[*selection.FusedOp]bool{}
	for _, op := range plan.Fused {
		if !seen[op] {
			seen[op] = true
			u, f := selection.OperatorTimes(op, m.selection())
			gain += u - f
			n++
		}
	}
	if n != 1 {
		t.Fatalf("%d fused operators, want 1", n)
	}
	return gain
}

// TestTieredEval follows one operator through the tiers: unfused while a
// compile would not pay off, compiled in the background once it recurred,
// then run as a kernel; and compiled at once when it is large. The
// machine's rates are scaled so that the cost model's estimates, not the
// load of the machine, decide (the estimates are above the real times, so
// the measured unfused times never raise them).
func TestTieredEval(t *testing.T) {
	x := Dense(matrix.RandDense(200, 50, 0, 1, 1))
	y := Dense(matrix.RandDense(200, 50, 0, 1, 2))
	out := x.Mul(y).Add(x).Sum()
	ref := Machine{ReadBandwidth: 1e9, WriteBandwidth: 1e9, PeakFLOPS: 1e9}
	g := gainOf(t, out, ref)
	if g <= 0 {
		t.Fatalf("cost model gains %v from fusing, want > 0", g)
	}
	scaled := func(gain time.Duration) Machine {
		k := float64(g) / float64(gain)
		return Machine{ReadBandwidth: ref.ReadBandwidth * k, WriteBandwidth: ref.WriteBandwidth * k, PeakFLOPS: ref.PeakFLOPS * k}
	}
	baseEng, err := New(WithPolicy(PolicyNone))
	if err != nil {
		t.Fatal(err)
	}
	defer baseEng.Close()
	br, err := baseEng.Eval(context.Background(), out)
	if err != nil {
		t.Fatal(err)
	}
	check := func(r *Result) {
		t.Helper()
		if got, w := r.Scalar(0), br.Scalar(0); math.Abs(got-w) > 1e-9*math.Abs(w) {
			t.Errorf("result %v, Base %v", got, w)
		}
	}
	ctx := context.Background()

	t.Run("small", func(t *testing.T) {
		// Saves 60% of a compile per call: not worth waiting for, worth a
		// background compile once it recurred.
		e, err := New(WithPolicy(PolicyFuseAll), WithCacheDir(""), WithMachine(scaled(modelCompile(2)*6/10)))
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		// A long-running program with its compiler set up: the Evals
		// are an hour apart (see payoff.go for what else decides).
		e.tiers.now = steppingClock(time.Hour)
		e.ensureBackend()
		r, err := e.Eval(ctx, out)
		if err != nil {
			t.Fatal(err)
		}
		check(r)
		if p := r.Plan(); len(p) != 1 || !p[0].Fallback {
			t.Errorf("first Eval ran %+v, want the operator unfused", p)
		}
		if s := e.Stats(); s.KernelsCompiled != 0 || s.Fallbacks != 0 {
			t.Errorf("after the first Eval: %d kernels compiled, %d fallbacks; want 0, 0", s.KernelsCompiled, s.Fallbacks)
		}
		if r, err = e.Eval(ctx, out); err != nil {
			t.Fatal(err)
		}
		check(r)
		if err := e.WaitForKernels(ctx); err != nil {
			t.Fatal(err)
		}
		if s := e.Stats(); s.KernelsCompiled != 1 {
			t.Errorf("after the operator recurred: %d kernels compiled, want 1 (in the background)", s.KernelsCompiled)
		}
		if r, err = e.Eval(ctx, out); err != nil {
			t.Fatal(err)
		}
		check(r)
		if p := r.Plan(); len(p) != 1 || p[0].Fallback {
			t.Errorf("third Eval ran %+v, want the kernel", p)
		}
	})

	t.Run("large", func(t *testing.T) {
		e, err := New(WithPolicy(PolicyFuseAll), WithCacheDir(""), WithMachine(scaled(100*modelCompile(2))))
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		r, err := e.Eval(ctx, out)
		if err != nil {
			t.Fatal(err)
		}
		check(r)
		if p := r.Plan(); len(p) != 1 || p[0].Fallback {
			t.Errorf("first Eval ran %+v, want the kernel compiled at once", p)
		}
	})
}

// TestSmallProgramRunsNoClang: under CompileTiered an engine whose DAGs
// are all too small for a compile to pay off never probes the compiler,
// neither in New nor in Eval nor in Close.
func TestSmallProgramRunsNoClang(t *testing.T) {
	clang, err := exec.LookPath("clang")
	if err != nil {
		t.Skip("clang not installed")
	}
	dir := t.TempDir()
	logf := filepath.Join(dir, "runs")
	wrapper := filepath.Join(dir, "clang")
	script := "#!/bin/sh\necho run >> '" + logf + "'\nexec '" + clang + "' \"$@\"\n"
	if err := os.WriteFile(wrapper, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	// Below optimizerFloor the DAG is not even optimized; above it (forced
	// here) its fused operator runs unfused while no compile pays off.
	for _, optimize := range []bool{false, true} {
		e, err := New(WithCacheDir(""), WithCompiler(wrapper))
		if err != nil {
			t.Fatal(err)
		}
		e.cfg.alwaysOptimize = optimize
		x := Dense(matrix.RandDense(50, 10, 0, 1, 1))
		r, err := e.Eval(context.Background(), x.Mul(x).Add(x).Sum())
		if err != nil {
			t.Fatal(err)
		}
		if p := r.Plan(); optimize && (len(p) == 0 || !p[0].Fallback) {
			t.Errorf("plan %+v: want the fused operator run unfused", p)
		} else if !optimize && len(p) != 0 {
			t.Errorf("plan %+v below the optimizer floor: want no fused operator", p)
		}
		if err := e.WaitForKernels(context.Background()); err != nil {
			t.Fatal(err)
		}
		e.Close()
	}
	if b, err := os.ReadFile(logf); err == nil {
		t.Errorf("clang ran %d times", strings.Count(string(b), "run"))
	}
}
