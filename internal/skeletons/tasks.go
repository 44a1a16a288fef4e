package skeletons

import (
	"context"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/fusejit/fusejit/matrix"
)

// Tuning constants for splitting work into row-range tasks.
const (
	// minParallelWork is the number of cells (or stored cells) below which
	// an operator runs on one thread: a goroutine hand-off costs more than
	// the work.
	minParallelWork = 1 << 16
	// tasksPerThread over-decomposes so that uneven rows balance out.
	tasksPerThread = 4
	// minTaskWork keeps tasks large enough to amortize a native call.
	minTaskWork = 1 << 14
)

// rowRange is the half-open row range [lo, hi) of one task.
type rowRange struct{ lo, hi int }

// splitRows splits n rows into tasks of about equal work. With a sparse
// main input the split balances stored cells, not rows.
func splitRows(n int, work int64, threads int, sparse *matrix.CSR) []rowRange {
	if threads < 1 {
		threads = 1
	}
	count := 1
	if work >= minParallelWork && threads > 1 {
		count = threads * tasksPerThread
		if maxTasks := int(work / minTaskWork); count > maxTasks {
			count = max(maxTasks, threads)
		}
	}
	count = min(count, n)
	if count <= 1 {
		return []rowRange{{0, n}}
	}
	tasks := make([]rowRange, 0, count)
	lo := 0
	if sparse != nil {
		rp := sparse.RowPtr()
		total := rp[n] + int64(n) // rows cost too, even when empty
		for t := 1; t <= count && lo < n; t++ {
			target := total * int64(t) / int64(count)
			hi := n
			if t < count {
				hi = sort.Search(n, func(i int) bool { return rp[i]+int64(i) >= target })
			}
			if hi > lo {
				tasks = append(tasks, rowRange{lo, hi})
				lo = hi
			}
		}
		if lo < n {
			tasks = append(tasks, rowRange{lo, n})
		}
		return tasks
	}
	for t := 1; t <= count; t++ {
		hi := n * t / count
		if hi > lo {
			tasks = append(tasks, rowRange{lo, hi})
			lo = hi
		}
	}
	return tasks
}

// runTasks runs body for every task on up to workers goroutines; each
// goroutine has a fixed worker index for per-worker partial results. It
// stops handing out tasks once ctx is done and returns ctx.Err().
func runTasks(ctx context.Context, tasks []rowRange, workers int, body func(worker, task int, r rowRange)) error {
	if workers < 1 {
		workers = 1
	}
	var next atomic.Int64
	run := func(w int) {
		for {
			if ctx.Err() != nil {
				return
			}
			t := int(next.Add(1) - 1)
			if t >= len(tasks) {
				return
			}
			body(w, t, tasks[t])
		}
	}
	if workers == 1 {
		run(0)
	} else {
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				run(w)
			}(w)
		}
		wg.Wait()
	}
	return ctx.Err()
}
