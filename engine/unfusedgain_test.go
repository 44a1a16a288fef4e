package engine

import (
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/selection"
)

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
	under.hops, over.hops = 5, 5
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
