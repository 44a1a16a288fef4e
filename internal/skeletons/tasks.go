package skeletons

import (
	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// split cuts the rows of the iteration space into tasks from the shape of
// the work alone: cells, or stored cells of a sparse main input, times the
// rank of an Outer operator's dot products. It returns the tasks and the
// total work.
func split(f *cplan.Frame, main *matrix.CSR) ([]parallel.Range, int64) {
	n := f.Rows
	if n <= 0 {
		// One empty call still initializes aggregates to their identity.
		return []parallel.Range{{}}, 0
	}
	per := int64(max(f.Rank, 1))
	if main == nil {
		work := int64(n) * int64(f.Cols) * per
		return parallel.Split(n, work), work
	}
	rp := main.RowPtr()
	work := (rp[n]-rp[0])*per + int64(n)
	return parallel.SplitWeighted(n, func(i int) int64 { return rp[i] * per }), work
}

// calls returns the row ranges of the kernel calls: one per partial of
// part doubles, as parallel.PartialRanges groups the tasks.
func calls(tasks []parallel.Range, part int, work int64) []parallel.Range {
	return parallel.PartialRanges(tasks, part, work)
}

// callRuns cuts calls into runs of consecutive calls that one worker
// makes in order (as parallel.Ranges of call indices). A blocked Outer
// kernel may then compute a chunk of dot products that spans calls
// (cplan.AuxOuterDotsEnd): with chunkRows, its chunks' most rows
// (cplan.AuxOuterRows), a run takes as many calls as fit a chunk on
// average, keeping at least outerRunsPerWorker runs per worker so that
// the load still balances. chunkRows 0 (other plans) gives one call a
// run. Results do not depend on the runs: each call evaluates and
// aggregates exactly its own rows.
func callRuns(calls []parallel.Range, chunkRows, threads int) []parallel.Range {
	size := 1
	if chunkRows > 0 && len(calls) > 0 {
		perCall := max((calls[len(calls)-1].Hi-calls[0].Lo)/len(calls), 1)
		workers := parallel.Threads(threads, len(calls))
		size = max(1, min(chunkRows/perCall, len(calls)/(outerRunsPerWorker*workers)))
	}
	runs := make([]parallel.Range, 0, (len(calls)+size-1)/size)
	for lo := 0; lo < len(calls); lo += size {
		runs = append(runs, parallel.Range{Lo: lo, Hi: min(lo+size, len(calls))})
	}
	return runs
}

// outerRunsPerWorker is the fewest runs of calls per worker that callRuns
// keeps for blocked Outer kernels.
const outerRunsPerWorker = 4
