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
// took 4-6.5 ms; over the 17 calls of a training the kernel cost 77 ms
// more than Base would have. So, like HotSpot's deoptimization, the
// default engine times every kernel run and every unfused run of a fused
// operator, per kernel key, on two clocks: process CPU time per engine
// thread (unfusedSince, which other work on the machine does not
// stretch) and wall time (which counts an operator that runs on fewer
// threads than the engine's at its full length). Once a kernel has run
// demoteAfterRuns times, every run slower by demoteMargin than the
// slowest unfused run of its operators on both clocks, the operator runs
// unfused again, dissolved as Base runs it. Both clocks must agree, so
// that a kernel that is faster in wall time, because it runs on more
// threads than Base's operator, keeps its speed-up; both sides must have
// been measured, so a kernel compiled before its operators ever ran
// unfused (a large first call) is never demoted; and the margin, the
// slowest unfused run and the fastest kernel run keep noise (a garbage
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

// opRun is one timed run: process CPU time per engine thread
// (unfusedSince) and wall time.
type opRun struct {
	cpu, wall time.Duration
}

// opTimes is what the engine measured of one kernel key.
type opTimes struct {
	unfusedMax opRun // slowest unfused run of its operators, per clock (zero: none)
	kernelRuns int
	kernelMin  opRun // fastest run of its kernel, per clock
}

// observeUnfusedKey records an unfused run r of the operators of kernel
// key; runs below minObserved of CPU time are left out, as for the
// unfused scale.
func (t *tiers) observeUnfusedKey(key string, r opRun) {
	if key == "" || r.cpu < minObserved {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	ot := t.timesOf(key)
	ot.unfusedMax.cpu = max(ot.unfusedMax.cpu, r.cpu)
	ot.unfusedMax.wall = max(ot.unfusedMax.wall, r.wall)
}

// observeKernel records a run r of kernel key, and demotes the kernel
// once its runs show it slower than its operators unfused.
func (t *tiers) observeKernel(key string, r opRun) {
	if key == "" || r.cpu <= 0 || r.wall <= 0 {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	ot := t.timesOf(key)
	if ot.kernelRuns == 0 {
		ot.kernelMin = r
	}
	ot.kernelMin.cpu = min(ot.kernelMin.cpu, r.cpu)
	ot.kernelMin.wall = min(ot.kernelMin.wall, r.wall)
	ot.kernelRuns++
	slower := func(k, u time.Duration) bool { return u > 0 && float64(k) > demoteMargin*float64(u) }
	if ot.kernelRuns >= demoteAfterRuns && slower(ot.kernelMin.cpu, ot.unfusedMax.cpu) &&
		slower(ot.kernelMin.wall, ot.unfusedMax.wall) {
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
