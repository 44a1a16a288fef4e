package parallel

import "sort"

// Range is the half-open index range [Lo, Hi) of one task.
type Range struct{ Lo, Hi int }

// Len is the number of indexes in r.
func (r Range) Len() int { return r.Hi - r.Lo }

// Task sizing. The values trade scheduling overhead (a goroutine hand-off
// and, for kernels, a native call per task) against load balance; they are
// constants so that task boundaries, and with them the order in which
// partial results are combined, are the same on every machine.
const (
	// MinParallelWork is the amount of work (cells or stored cells) below
	// which a loop is one task: a hand-off costs more than the work.
	MinParallelWork = 1 << 16
	// TaskWork is the target amount of work of one task.
	TaskWork = 1 << 16
	// MaxTasks bounds the number of tasks (and of per-task partials).
	// 64 tasks balance well up to 16 threads.
	MaxTasks = 64
)

// taskCount is the number of tasks for n indexes and the given work.
func taskCount(n int, work int64) int {
	if n <= 1 || work < MinParallelWork {
		return 1
	}
	count := min(work/TaskWork, MaxTasks)
	return int(max(min(count, int64(n)), 1))
}

// Split cuts [0, n) into tasks of about equal size for work units of work
// spread evenly over the indexes. The result depends only on n and work.
func Split(n int, work int64) []Range {
	if n <= 0 {
		return nil
	}
	return even(n, taskCount(n, work))
}

// even cuts [0, n) into count ranges whose sizes differ by at most one.
func even(n, count int) []Range {
	tasks := make([]Range, 0, count)
	lo := 0
	for t := 1; t <= count; t++ {
		hi := int(int64(n) * int64(t) / int64(count))
		if hi > lo {
			tasks = append(tasks, Range{lo, hi})
			lo = hi
		}
	}
	return tasks
}

// SplitWeighted cuts [0, n) into tasks of about equal weight, where
// prefix(i) is the total weight of indexes [0, i) (non-decreasing, as CSR
// row pointers are). Every index also weighs one unit, so that long runs of
// empty rows are spread too. The result depends only on n and prefix.
func SplitWeighted(n int, prefix func(i int) int64) []Range {
	if n <= 0 {
		return nil
	}
	total := prefix(n) - prefix(0) + int64(n)
	count := taskCount(n, total)
	if count == 1 {
		return []Range{{0, n}}
	}
	base := prefix(0)
	tasks := make([]Range, 0, count)
	lo := 0
	for t := 1; t < count && lo < n; t++ {
		target := total * int64(t) / int64(count)
		hi := lo + sort.Search(n-lo, func(i int) bool {
			return prefix(lo+i)-base+int64(lo+i) >= target
		})
		if hi > lo && hi < n {
			tasks = append(tasks, Range{lo, hi})
			lo = hi
		}
	}
	return append(tasks, Range{lo, n})
}

// Group merges consecutive tasks into at most groups contiguous groups of
// tasks, for callers whose partial results are too large to keep one per
// task: each group gets one partial, its tasks run in order on one
// goroutine, and groups are merged in order. The result depends only on
// len(tasks) and groups. Each returned Range indexes into tasks.
func Group(tasks []Range, groups int) []Range {
	if len(tasks) == 0 {
		return nil
	}
	return even(len(tasks), max(min(groups, len(tasks)), 1))
}

// SplitAligned is Split with every boundary but the last at a multiple of
// align, for work that must not be cut finer (a BLAS call per task pays for
// packing the operand it does not split, so a task needs enough rows to
// amortize it). The result depends only on n, align and work.
func SplitAligned(n, align int, work int64) []Range {
	if n <= 0 {
		return nil
	}
	align = max(align, 1)
	groups := (n + align - 1) / align
	tasks := Split(groups, work)
	for i := range tasks {
		tasks[i].Lo *= align
		tasks[i].Hi = min(tasks[i].Hi*align, n)
	}
	return tasks
}
