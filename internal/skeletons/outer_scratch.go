package skeletons

import (
	"sync"

	"github.com/fusejit/fusejit/internal/cplan"
)

// Blocked Outer kernels (cplan.CPlan.OuterBlocked) keep their chunk's dot
// products, row cursors and column-sorted cells in the worker's scratch:
// at 20,000^2, rank 100, sparsity 0.01 about 2.4 MB per worker. Allocated
// afresh for every pass, those pages came new from the operating system
// each time, and the kernel's first stores into them faulted: the page
// faults and the kernel's clearing of the pages were about 4.5% of a
// pass's CPU time (one thread, perf). The kernels write every part of
// that scratch before they read it (cplan/abi.go), except the scattered
// inputs' slots, which must start zeroed; so a pass may take a scratch an
// earlier pass left, with only those slots cleared, and its results do
// not change.

// outerScratches holds scratches that passes of blocked Outer kernels
// have finished with, for later passes (of any plan) to reuse; the
// garbage collector empties it.
var outerScratches sync.Pool

// reusesScratch reports whether a pass of p may run on scratch an earlier
// pass left: a blocked Outer plan whose scratch is the frame's own (not
// a blocked partial's).
func reusesScratch(p *cplan.CPlan) bool {
	return p.OuterBlocked() && !p.PartialBlocked()
}

// takeOuterScratch returns a scratch of n doubles for a blocked Outer
// kernel whose first zeroed doubles must be zero (its scattered inputs'
// slots): one left by an earlier pass if one is large enough, with those
// cleared, else a new one (zeroed).
func takeOuterScratch(n, zeroed int) []float64 {
	if v, ok := outerScratches.Get().(*[]float64); ok && cap(*v) >= n {
		s := (*v)[:n]
		clear(s[:min(zeroed, n)])
		return s
	}
	return newScratch(n)
}

// giveOuterScratch hands the scratches of a finished pass to later ones.
func giveOuterScratch(scratches [][]float64) {
	for _, s := range scratches {
		if cap(s) > 0 {
			outerScratches.Put(&s)
		}
	}
}

// scatteredSlots is the doubles at the start of p's scratch that must be
// zero when a pass begins: the scattered inputs' slots, m per input
// (cplan/abi.go).
func scatteredSlots(p *cplan.CPlan, f *cplan.Frame) int {
	return len(p.ScatteredInputs()) * max(f.Cols, 1)
}
