package engine

import (
	"testing"
	"time"
)

// TestPayoffRule: a background compile starts only when the savings so
// far, discounted by the share of the expected remaining time (as long as
// the recurrence's age) that the compile's latency leaves, reach the
// compile's cost (payoff.go).
func TestPayoffRule(t *testing.T) {
	ms := time.Millisecond
	// With the priors: a 2-operator kernel costs 39 ms and is ready 156
	// ms after it is asked for; with the setup pending, 99 ms and 216 ms.
	cost, lat := modelCompile(2), latencyPrior*modelCompile(2)
	for _, tc := range []struct {
		name  string
		setup bool // the compiler is not set up yet
		ts    []tally
		want  int // kernels compiled in the background
	}{
		{name: "old recurrence saving a compile's worth compiles",
			ts: []tally{{count: 10, saved: 2 * cost, hops: 2, age: 100 * lat}}, want: 1},
		{name: "seen once never compiles",
			ts: []tally{{count: 1, saved: 100 * cost, hops: 2, age: 100 * lat}}},
		{name: "recurrence younger than the compile's latency does not compile",
			ts: []tally{{count: 30, saved: 100 * cost, hops: 2, age: lat}}},
		{name: "half the remaining time left after the compile needs twice the cost",
			ts: []tally{{count: 30, saved: 2*cost - ms, hops: 2, age: 2 * lat}}},
		{name: "half the remaining time, twice the cost saved",
			ts: []tally{{count: 30, saved: 2*cost + ms, hops: 2, age: 2 * lat}}, want: 1},
		{name: "small payoff per call never adds up",
			ts: []tally{{count: 1000, saved: cost / 2, hops: 2, age: time.Hour}}},
		{name: "the first compile pays for the compiler's setup",
			setup: true, ts: []tally{{count: 10, saved: cost + ms, hops: 2, age: time.Hour}}},
		{name: "the first compile, saving enough for the setup too",
			setup: true, ts: []tally{{count: 10, saved: cost + setupCost + ms, hops: 2, age: time.Hour}}, want: 1},
		{name: "kernels too small alone share a compile",
			ts: []tally{{count: 5, saved: cost * 6 / 10, hops: 1, age: time.Hour},
				{pos: 1, count: 5, saved: cost * 6 / 10, hops: 1, age: time.Hour}}, want: 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := newTiers()
			tr.setSetupPending(tc.setup)
			if got := len(tr.tierUpGroup(tc.ts)); got != tc.want {
				t.Errorf("%d kernels compiled, want %d", got, tc.want)
			}
		})
	}
}

// TestDecideWaitsForLatency: with a real sequence of decides, a kernel
// that recurs quickly is compiled only once it has recurred for longer
// than its compile takes, even though its savings passed the compile's
// cost long before.
func TestDecideWaitsForLatency(t *testing.T) {
	ms := time.Millisecond
	at := time.Unix(0, 0)
	tr := newTiers()
	tr.now = func() time.Time { return at }
	c := tierCandidate{key: "a", hops: 2, unfused: 30 * ms, fused: 5 * ms} // saves 25 ms a call
	first := -1
	for call := range 40 {
		if _, bg := tr.decide([]tierCandidate{c}); len(bg) > 0 && first < 0 {
			first = call
		}
		at = at.Add(10 * ms)
	}
	// Latency 156 ms: at call k the age is 10k ms and the savings
	// 25(k+1); 25(k+1)(1-15.6/k) >= 39 first holds at k = 18 (63 ms; 37
	// at k = 17).
	if first != 18 {
		t.Errorf("background compile on call %d, want 18 (the plain ski-rental rule compiled on call 1)", first)
	}
}

func TestObserveLatency(t *testing.T) {
	tr := newTiers()
	tr.observeLatency(2, 10*modelCompile(2))
	if want := (latencyPrior + 10) / 2.0; tr.latencyScale != want {
		t.Errorf("latency scale %v after a compile ready 10x the model, want %v", tr.latencyScale, want)
	}
	tr.observeLatency(2, 1000*modelCompile(2))
	if tr.latencyScale > maxLatencyScale {
		t.Errorf("latency scale %v, want at most %v", tr.latencyScale, float64(maxLatencyScale))
	}
}

// TestProgressClockCountsWork: the tier decisions' clock moves with the
// process's work, not with time spent waiting.
func TestProgressClockCountsWork(t *testing.T) {
	t0 := progressClock()
	time.Sleep(50 * time.Millisecond)
	slept := progressClock().Sub(t0)
	t1 := progressClock()
	x := 1.0
	for progressClock().Sub(t1) < 20*time.Millisecond {
		for range 1000 {
			x = x*1.0000001 + 1e-9
		}
	}
	if slept > 25*time.Millisecond {
		t.Errorf("the clock moved %v during a 50 ms sleep, want the process's CPU time (about 0)", slept)
	}
	if x == 0 {
		t.Fatal("unreachable")
	}
}

// TestUnfusedSinceIsCPUPerThread: unfused operators are timed in the
// process's CPU time per engine thread, which waiting does not add to.
func TestUnfusedSinceIsCPUPerThread(t *testing.T) {
	e, err := New(WithThreads(2), WithCacheDir(""))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	start := e.tiers.now()
	time.Sleep(30 * time.Millisecond)
	burnStart := progressClock()
	x := 1.0
	for progressClock().Sub(burnStart) < 40*time.Millisecond {
		for range 1000 {
			x = x*1.0000001 + 1e-9
		}
	}
	got := e.unfusedSince(start)
	// 40 ms of CPU on one thread is 20 ms per thread of two; the sleep
	// adds nothing.
	if got < 15*time.Millisecond || got > 35*time.Millisecond {
		t.Errorf("unfusedSince = %v after 30 ms of sleep and 40 ms of CPU, want about 20 ms", got)
	}
	if x == 0 {
		t.Fatal("unreachable")
	}
}
