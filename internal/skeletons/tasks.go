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
