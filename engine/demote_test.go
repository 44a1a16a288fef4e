package engine

import (
	"context"
	"math"
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/llvmgen"
	"github.com/fusejit/fusejit/matrix"
)

// TestDemoteSlowerKernels: a kernel is demoted once it has run
// demoteAfterRuns times, every run slower by demoteMargin than the slowest
// unfused run of its operators, and never without an unfused run to
// compare with.
func TestDemoteSlowerKernels(t *testing.T) {
	ms := time.Millisecond
	r := func(cpu, wall time.Duration) opRun { return opRun{cpu: cpu, wall: wall} }
	same := func(ds ...time.Duration) []opRun { // wall time equal to CPU time per thread
		var out []opRun
		for _, d := range ds {
			out = append(out, r(d, d))
		}
		return out
	}
	for _, tc := range []struct {
		name    string
		unfused []opRun // runs of the operators unfused
		kernel  []opRun // then runs of the kernel
		want    bool
	}{
		{"slower kernel, three runs", same(5 * ms), same(10*ms, 11*ms, 10*ms), true},
		{"slower kernel, two runs", same(5 * ms), same(10*ms, 11*ms), false},
		{"faster kernel", same(25 * ms), same(5*ms, 5*ms, 5*ms, 5*ms), false},
		{"within the margin", same(8 * ms), same(9*ms, 9*ms, 9*ms), false},
		{"the slowest unfused run counts", same(5*ms, 9*ms), same(10*ms, 10*ms, 10*ms), false},
		{"the fastest kernel run counts", same(5 * ms), same(10*ms, 6*ms, 10*ms), false},
		{"no unfused run", nil, same(10*ms, 10*ms, 10*ms), false},
		{"unfused runs below the noise floor", same(500 * time.Microsecond), same(10*ms, 10*ms, 10*ms), false},
		// Base's operator on one thread of two: half its wall time per
		// engine thread; the kernel on both threads, faster in wall time.
		{"slower in CPU time, faster in wall time", []opRun{r(5*ms, 10*ms)}, []opRun{r(8*ms, 8*ms), r(8*ms, 8*ms), r(8*ms, 8*ms)}, false},
		{"slower in wall time only", []opRun{r(10*ms, 5*ms)}, []opRun{r(8*ms, 8*ms), r(8*ms, 8*ms), r(8*ms, 8*ms)}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := newTiers()
			for _, u := range tc.unfused {
				tr.observeUnfusedKey("k", u)
			}
			for _, k := range tc.kernel {
				tr.observeKernel("k", k)
			}
			if got := tr.isDemoted("k"); got != tc.want {
				t.Errorf("demoted %v, want %v", got, tc.want)
			}
			if tr.isDemoted("other") {
				t.Error("a kernel never run is demoted")
			}
		})
	}
}

// TestDemotedKernelRunsUnfused: the default engine times the kernels it
// runs, and a fused operator whose kernel was demoted runs unfused, as
// Base runs it (Base's bits), without a warning, a counted fallback or
// another compile.
func TestDemotedKernelRunsUnfused(t *testing.T) {
	x := Dense(matrix.RandDense(200, 50, -1, 1, 1))
	y := Dense(matrix.RandDense(200, 50, -1, 1, 2))
	out := x.Mul(y).Add(x).Sum()
	ctx := context.Background()
	baseEng := newBaseEngine(t)
	br, err := baseEng.Eval(ctx, out)
	if err != nil {
		t.Fatal(err)
	}
	// A machine slow enough that the kernel pays on the first call.
	e, err := New(WithPolicy(PolicyFuseAll), WithCacheDir(""), WithMachine(Machine{ReadBandwidth: 1e4, WriteBandwidth: 1e4, PeakFLOPS: 1e5}))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	key := kernelOfFirstEval(t, e, out)
	e.tiers.mu.Lock()
	runs := 0
	if ot := e.tiers.times[key]; ot != nil {
		runs = ot.kernelRuns
	}
	e.tiers.mu.Unlock()
	if runs != 1 {
		t.Errorf("kernel runs timed: %d, want 1", runs)
	}
	before := e.Stats()

	e.tiers.mu.Lock()
	e.tiers.demoted[key] = true
	e.tiers.mu.Unlock()
	r, err := e.Eval(ctx, out)
	if err != nil {
		t.Fatal(err)
	}
	if p := r.Plan(); len(p) != 1 || !p[0].Fallback {
		t.Errorf("Eval after the demotion ran %+v, want the operator unfused", p)
	}
	if got, want := r.Scalar(0), br.Scalar(0); math.Float64bits(got) != math.Float64bits(want) {
		t.Errorf("Eval after the demotion: %v, Base %v (bitwise)", got, want)
	}
	after := e.Stats()
	if after.Fallbacks != before.Fallbacks || after.KernelsCompiled != before.KernelsCompiled {
		t.Errorf("fallbacks %d -> %d, kernels compiled %d -> %d; want both unchanged",
			before.Fallbacks, after.Fallbacks, before.KernelsCompiled, after.KernelsCompiled)
	}
}

// TestSyncIgnoresDemotions: under CompileSync every fused operator runs its
// kernel (what the tests that compare kernels with Base rely on), demoted
// or not.
func TestSyncIgnoresDemotions(t *testing.T) {
	x := Dense(matrix.RandDense(200, 50, -1, 1, 3))
	y := Dense(matrix.RandDense(200, 50, -1, 1, 4))
	out := x.Mul(y).Add(x).Sum()
	ctx := context.Background()
	e, err := New(WithPolicy(PolicyFuseAll), WithCacheDir(""), WithCompileMode(CompileSync))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	key := kernelOfFirstEval(t, e, out)
	e.tiers.mu.Lock()
	e.tiers.demoted[key] = true
	e.tiers.mu.Unlock()
	r, err := e.Eval(ctx, out)
	if err != nil {
		t.Fatal(err)
	}
	if p := r.Plan(); len(p) != 1 || p[0].Fallback {
		t.Errorf("Eval after a demotion under CompileSync ran %+v, want the kernel", p)
	}
}

// kernelOfFirstEval evaluates out, which must run as one fused operator
// with its kernel, and returns that kernel's key.
func kernelOfFirstEval(t *testing.T, e *Engine, out *Expr) string {
	t.Helper()
	r, err := e.Eval(context.Background(), out)
	if err != nil {
		t.Fatal(err)
	}
	p := r.Plan()
	if len(p) != 1 || p[0].Fallback {
		t.Fatalf("first Eval ran %+v, want the kernel", p)
	}
	return llvmgen.Version + "-" + p[0].Hash
}
