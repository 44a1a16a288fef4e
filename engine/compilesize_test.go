package engine

import (
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/selection"
	"github.com/fusejit/fusejit/matrix"
)

// cplanOf returns the CPlan of the one fused operator of template typ that
// FuseAll makes of out.
func cplanOf(t *testing.T, out *Expr, typ memo.TemplateType) *cplan.CPlan {
	t.Helper()
	dag, err := hop.Prepare([]*hop.Hop{out.h})
	if err != nil {
		t.Fatal(err)
	}
	hop.Optimize(dag)
	plan := selection.FuseAll(memo.Explore(dag, memo.Templates()), nil)
	for _, op := range plan.Fused {
		if op.Type != typ {
			continue
		}
		cp, err := cplan.Build(op, nil)
		if err != nil {
			t.Fatal(err)
		}
		return cp
	}
	t.Fatalf("no %v operator in the plan of %v", typ, out)
	return nil
}

// TestKernelLinesFollowTheIR: the compile-time model sizes a kernel by its
// IR, so the Outer kernel of the outer pattern, few operators but a large
// blocked loop nest, weighs several times a Cell kernel of as many
// operators; a kernel that saves next to nothing is not generated, and a
// size is generated once per key.
func TestKernelLinesFollowTheIR(t *testing.T) {
	X := Sparse(matrix.RandSparse(3000, 3000, 0.01, 0.5, 1, 1))
	U := Dense(matrix.RandDense(3000, 100, 0.1, 1, 2))
	V := Dense(matrix.RandDense(3000, 100, 0.1, 1, 3))
	outer := cplanOf(t, X.Mul(U.MatMul(V.T()).Add(Scalar(1e-15)).Log()).Sum(), memo.TemplateOuter)
	Y := Dense(matrix.RandDense(300, 300, 0, 1, 4))
	cell := cplanOf(t, Y.Mul(Y).Add(Scalar(1)).Mul(Y).Sub(Y).Div(Scalar(3)), memo.TemplateCell)

	e, err := New(WithCacheDir(""))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ms := time.Millisecond
	o := e.kernelLines("outer", outer, 100*ms, ms)
	c := e.kernelLines("cell", cell, 100*ms, ms)
	if o < 3*c || c <= 0 {
		t.Errorf("IR lines: Outer kernel %d, Cell kernel %d; want the Outer one over 3x", o, c)
	}
	if modelCompile(o) < modelCompile(c)+50*ms {
		t.Errorf("modelled compiles: Outer %v, Cell %v; want the Outer one 50 ms longer", modelCompile(o), modelCompile(c))
	}
	if n, ok := e.tiers.linesOf("outer"); !ok || n != o {
		t.Errorf("remembered size of the Outer kernel %d (%v), want %d", n, ok, o)
	}
	if n := e.kernelLines("tiny", cell, 50*time.Microsecond, 0); n != defaultKernelLines {
		t.Errorf("kernel saving 50 µs: %d lines, want the default %d", n, defaultKernelLines)
	}
	if _, ok := e.tiers.linesOf("tiny"); ok {
		t.Errorf("kernel saving 50 µs: its IR was generated and remembered")
	}
}

// TestLongCompileWaitsForTheSecondCall: an operator that saves 120 ms on a
// call of a fresh process, whose kernel is the 1360 lines of the outer
// pattern's, runs unfused on its first call (its clang run, about 150
// ms, and the compiler's setup cost more than the call saves) and is
// compiled before its second.
func TestLongCompileWaitsForTheSecondCall(t *testing.T) {
	ms := time.Millisecond
	tr := newTiers()
	at := time.Unix(0, 0)
	tr.now = func() time.Time { return at }
	tr.setSetupPending(true)
	c := tierCandidate{key: "outer", lines: 1360, unfused: 121 * ms, fused: ms}
	if now, bg := tr.decide([]tierCandidate{c}); len(now)+len(bg) != 0 {
		t.Errorf("first call: now %v, background %v; want neither", now, bg)
	}
	at = at.Add(150 * ms)
	if now, _ := tr.decide([]tierCandidate{c}); len(now) != 1 {
		t.Errorf("second call: now %v, want the kernel", now)
	}
}

// TestGainFromMeasuredUnfused: once a kernel's operators ran unfused, its
// gain is the estimated saving scaled by their measured time over their
// estimate, whatever the learned scale says; a run too short to measure
// only bounds the estimate.
func TestGainFromMeasuredUnfused(t *testing.T) {
	ms := time.Millisecond
	tr := newTiers()
	tr.baseScale = 2
	under := tierCandidate{key: "under", unfused: 16 * ms, fused: 3 * ms}
	over := tierCandidate{key: "over", unfused: 17 * ms, fused: 3 * ms}
	short := tierCandidate{key: "short", unfused: 17 * ms, fused: 3 * ms}
	if g := tr.gain(under); g != 26*ms {
		t.Errorf("gain before any run %v, want the scaled estimate 26ms", g)
	}
	tr.observeUnfusedGain("under", 42*ms)
	tr.observeUnfusedGain("over", 2500*time.Microsecond)
	tr.observeUnfusedGain("short", 500*time.Microsecond)
	for _, tc := range []struct {
		c    tierCandidate
		want time.Duration
	}{{under, 13 * ms * 42 / 16}, {over, 14 * ms * 2500 / 17000}, {short, 500 * time.Microsecond}} {
		if g := tr.gain(tc.c); g < tc.want-time.Microsecond || g > tc.want+time.Microsecond {
			t.Errorf("%s: gain %v, want %v", tc.c.key, g, tc.want)
		}
	}
	// On their second call, the one that gains compiles alone; the
	// other does not ride along.
	tr.observeUnfusedGain("under", 42*ms)
	under.lines, over.lines = 130, 130
	under.idx, over.idx = 0, 1
	if now, _ := tr.decide([]tierCandidate{under, over}); len(now) != 0 {
		t.Fatalf("first call: compiled now %v, want nothing (34 ms against a 45 ms compile)", now)
	}
	if now, _ := tr.decide([]tierCandidate{under, over}); len(now) != 1 || now[0] != 0 {
		t.Errorf("second call: compiled now %v, want [0] (only the kernel whose operators ran slow)", now)
	}
}

// TestSharedUnfused: operators that cover a HOP together share their
// pooled unfused time in proportion to their estimates; one that shares
// nothing keeps its own, and an operator not pending is left out.
func TestSharedUnfused(t *testing.T) {
	ms := time.Millisecond
	h := func(id int) *hop.Hop { return &hop.Hop{ID: id} }
	op := func(est time.Duration, err error, covered ...*hop.Hop) *fusedOp {
		return &fusedOp{sel: &selection.FusedOp{Covered: covered}, unfusedEst: est, err: err}
	}
	shared := h(1)
	a := op(26*ms, errKernelPending, shared, h(2))
	b := op(28*ms, errKernelPending, h(3), shared)
	c := op(11*ms, errKernelPending, h(4))
	slow := op(10*ms, errKernelSlower, h(5))
	got := sharedUnfused(map[*fusedOp]opRun{a: {cpu: 60 * ms}, b: {cpu: 2 * ms}, c: {cpu: 3 * ms}, slow: {cpu: 50 * ms}})
	want := map[*fusedOp]time.Duration{a: 62 * ms * 26 / 54, b: 62 * ms * 28 / 54, c: 3 * ms}
	if len(got) != len(want) {
		t.Fatalf("%d operators shared, want %d", len(got), len(want))
	}
	for o, w := range want {
		if d := got[o] - w; d < -time.Microsecond || d > time.Microsecond {
			t.Errorf("operator estimated at %v: %v, want %v", o.unfusedEst, got[o], w)
		}
	}
}
