package skeletons

import (
	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// Limits on partial results, which exist once per call (see calls).
const (
	// partialBudget is the number of doubles of partials beyond which
	// consecutive tasks share a partial (Outer left_mm's m x r2 partials
	// of a large m and r2 would otherwise take up to 64 copies).
	partialBudget = 8 << 20
	// minGroups is the number of groups kept, whatever the budget, when
	// the work is large enough for them: enough to keep 8 threads busy.
	minGroups = 8
	// mergeShare bounds the cost of merging partials to 1/mergeShare of
	// the kernel's work.
	mergeShare = 8
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

// calls returns the row ranges of the kernel calls: one per task, or, when
// one partial of part doubles per task would cost too much memory or more
// merging than the work is worth, one per group of consecutive tasks (a
// group's tasks then fold into one partial in row order). Like the tasks,
// the calls depend only on the shape of the work.
func calls(tasks []parallel.Range, part int, work int64) []parallel.Range {
	if part == 0 || len(tasks) <= 1 {
		return tasks
	}
	g := work / int64(mergeShare*part)
	g = min(g, int64(max(partialBudget/part, minGroups)))
	if g < int64(len(tasks)) && g < minGroups {
		// A power of two splits evenly over the common even thread counts.
		p := int64(1)
		for p*2 <= g {
			p *= 2
		}
		g = p
	}
	if g >= int64(len(tasks)) {
		return tasks
	}
	groups := parallel.Group(tasks, int(g))
	out := make([]parallel.Range, len(groups))
	for i, gr := range groups {
		out[i] = parallel.Range{Lo: tasks[gr.Lo].Lo, Hi: tasks[gr.Hi-1].Hi}
	}
	return out
}
