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
			if group, _ := tr.tierUpGroup(tc.ts); len(group) != tc.want {
				got := len(group)
				t.Errorf("%d kernels compiled, want %d", got, tc.want)
			}
		})
	}
}

// TestDecideNowOrBackground: with a real sequence of decides (calls 10
// ms apart), a kernel that saves much on each call is compiled before a
// call once as many calls again as it recurred would pay for the compile
// (paying the compiler's setup first); one that saves little is compiled
// in the background, once its savings so far, discounted by the
// compile's latency, reach its cost, and never before a call, however
// long it recurs.
func TestDecideNowOrBackground(t *testing.T) {
	ms := time.Millisecond
	for _, tc := range []struct {
		name            string
		saves           time.Duration
		setup           bool
		wantNow, wantBG int // first call of each, -1: none in 60 calls
	}{
		// 25 ms a call against 39 ms: two calls pay (the plain
		// ski-rental rule compiled in the background on the same call).
		{name: "large saving compiles before its second call", saves: 25 * ms, wantNow: 1, wantBG: -1},
		// A call that pays for the compile alone compiles it before it
		// runs, setup or not.
		{name: "a call saving more than the compile compiles it at once", saves: 45 * ms, setup: true, wantNow: 0, wantBG: -1},
		// Against 39 + 60 ms of setup: four calls.
		{name: "the first compile waits until it pays the setup too", saves: 25 * ms, setup: true, wantNow: 3, wantBG: -1},
		// 2 ms a call would need 20 calls to pay before a call, more than
		// maxPaybackCalls. In the background: latency 156 ms, at call k
		// the age is 10k ms and the savings 2(k+1); 2(k+1)(1-15.6/k) >= 39
		// first holds at k = 35 (39.9 ms; 37.9 at k = 34).
		{name: "small saving compiles in the background once old", saves: 2 * ms, wantNow: -1, wantBG: 35},
	} {
		t.Run(tc.name, func(t *testing.T) {
			at := time.Unix(0, 0)
			tr := newTiers()
			tr.now = func() time.Time { return at }
			tr.setSetupPending(tc.setup)
			c := tierCandidate{key: "a", hops: 2, unfused: tc.saves + 5*ms, fused: 5 * ms}
			firstNow, firstBG := -1, -1
			for call := range 60 {
				now, bg := tr.decide([]tierCandidate{c})
				if len(now) > 0 && firstNow < 0 && firstBG < 0 {
					firstNow = call
				}
				if len(bg) > 0 && firstNow < 0 && firstBG < 0 {
					firstBG = call
				}
				if len(now)+len(bg) > 0 {
					tr.compiled([]string{c.key})
					tr.setSetupPending(false)
				}
				at = at.Add(10 * ms)
			}
			if firstNow != tc.wantNow || firstBG != tc.wantBG {
				t.Errorf("first compile before a call on call %d, in the background on call %d; want %d and %d",
					firstNow, firstBG, tc.wantNow, tc.wantBG)
			}
		})
	}
}

// TestNowSavingCapsPayback: a compile before a call counts on the gain of
// this call and as many calls again as came before, but at most
// maxPaybackCalls.
func TestNowSavingCapsPayback(t *testing.T) {
	ms := time.Millisecond
	for _, tc := range []struct {
		count int
		want  time.Duration
	}{
		{1, 3 * ms}, {2, 6 * ms}, {maxPaybackCalls, maxPaybackCalls * 3 * ms}, {1000, maxPaybackCalls * 3 * ms},
	} {
		if got := nowSaving(tally{count: tc.count, gain: 3 * ms}); got != tc.want {
			t.Errorf("nowSaving after %d sightings of 3 ms = %v, want %v", tc.count, got, tc.want)
		}
	}
}

// TestChooseBackgroundOnTie: when a compile before the call and one in
// the background are expected to pay as much, the background one is
// taken (it does not hold up the call); a compile before the call is
// taken when it pays more.
func TestChooseBackgroundOnTie(t *testing.T) {
	ms := time.Millisecond
	tr := newTiers()
	tr.latencyScale = 0 // background compiles ready at once
	cost := modelCompile(2)
	old := tally{count: 4, saved: 4 * cost / 2, gain: cost / 2, hops: 2, age: time.Hour}
	if now, bg := tr.choose([]tally{old}); len(now) != 0 || len(bg) != 1 {
		t.Errorf("equal payoffs: now %v, background %v; want the background", now, bg)
	}
	young := old
	young.age = 10 * ms
	tr.latencyScale = latencyPrior
	if now, bg := tr.choose([]tally{young}); len(now) != 1 || len(bg) != 0 {
		t.Errorf("young recurrence: now %v, background %v; want now", now, bg)
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
