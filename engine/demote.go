package engine

import (
	"errors"
	"time"
)

// A compiled kernel is not always faster than its operators run unfused:
// the cost model ranks plans by peak rates, and some kernels miss them
// by more than Base's operators do. KMeans' t(P) %*% X on 10^6 x 10 (a
// Row kernel over five centroids) ran in 10-13 ms of CPU per call and
// engine thread, where Base's product, reading t(P) as a transposed view,
// took 6.5 ms; over the 17 calls of a training the kernel cost 77 ms more
// than Base would have. So, like HotSpot's deoptimization, the default
// engine times every kernel run and every unfused run of a fused
// operator (per kernel key, in the units of unfusedSince), and once a
// kernel has run demoteAfterRuns times, each of them slower by
// demoteMargin than the slowest unfused run of its operators, the
// operator runs unfused again, dissolved as Base runs it. Both sides are
// needed: a kernel compiled before its operators ever ran unfused (a
// large first call) is never demoted. The margin and the slowest
// unfused run against the fastest kernel run keep noise (a garbage
// collection or a neighbour's load in one run) from demoting a kernel
// that saves.

// errKernelSlower marks a fused operator whose kernel was measured slower
// than its operators unfused (see demote.go): it runs unfused, like a
// pending one, without a warning or a counted fallback.
var errKernelSlower = errors.New("kernel measured slower than its operators unfused")

const (
	demoteAfterRuns = 3
	demoteMargin    = 1.25
)

// opTimes is what the engine measured of one kernel key.
type opTimes struct {
	unfusedMax time.Duration // slowest unfused run of its operators (0: none)
	kernelRuns int
	kernelMin  time.Duration // fastest run of its kernel
}

// observeUnfusedKey records an unfused run of the operators of kernel key
// that took d (see unfusedSince); runs below minObserved are left out, as
// for the unfused scale.
func (t *tiers) observeUnfusedKey(key string, d time.Duration) {
	if key == "" || d < minObserved {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	ot := t.timesOf(key)
	ot.unfusedMax = max(ot.unfusedMax, d)
}

// observeKernel records a run of kernel key that took d, and demotes the
// kernel once its runs show it slower than its operators unfused.
func (t *tiers) observeKernel(key string, d time.Duration) {
	if key == "" || d <= 0 {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	ot := t.timesOf(key)
	if ot.kernelRuns == 0 || d < ot.kernelMin {
		ot.kernelMin = d
	}
	ot.kernelRuns++
	if ot.kernelRuns >= demoteAfterRuns && ot.unfusedMax > 0 &&
		float64(ot.kernelMin) > demoteMargin*float64(ot.unfusedMax) {
		t.demoted[key] = true
	}
}

// isDemoted reports whether kernel key was measured slower than its
// operators unfused.
func (t *tiers) isDemoted(key string) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.demoted[key]
}

// timesOf returns key's record, creating it; the table starts over past
// maxSightings (demotions are kept). t.mu is held.
func (t *tiers) timesOf(key string) *opTimes {
	ot := t.times[key]
	if ot == nil {
		if len(t.times) >= maxSightings {
			clear(t.times)
		}
		ot = &opTimes{}
		t.times[key] = ot
	}
	return ot
}
