package parallel

// Limits on partial results, which exist once per range PartialRanges
// returns.
const (
	// PartialBudget is the number of doubles of partials beyond which
	// consecutive tasks share a partial (an m x r partial of a large m
	// and r would otherwise take up to MaxTasks copies).
	PartialBudget = 8 << 20
	// MinPartialGroups is the number of groups kept, whatever the budget, when
	// the work is large enough for them: enough to keep 8 threads busy.
	MinPartialGroups = 8
	// MergeShare bounds the cost of merging partials to 1/MergeShare of
	// the work.
	MergeShare = 8
)

// PartialRanges returns the row ranges that each get a partial result of
// part doubles: one per task, or, when one partial per task would cost too
// much memory or more merging than the work is worth, one per group of
// consecutive tasks (a group's tasks then fold into one partial in row
// order). Like the tasks, the ranges depend only on the shape of the work,
// so the fused skeletons and Base, which call it with the same tasks, part
// and work, merge the same partials.
func PartialRanges(tasks []Range, part int, work int64) []Range {
	if part == 0 || len(tasks) <= 1 {
		return tasks
	}
	g := work / int64(MergeShare*part)
	g = min(g, int64(max(PartialBudget/part, MinPartialGroups)))
	if g < int64(len(tasks)) && g < MinPartialGroups {
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
	groups := Group(tasks, int(g))
	out := make([]Range, len(groups))
	for i, gr := range groups {
		out[i] = Range{Lo: tasks[gr.Lo].Lo, Hi: tasks[gr.Hi-1].Hi}
	}
	return out
}
