package base

import (
	"context"
	"errors"
	"fmt"

	"github.com/fusejit/fusejit/internal/parallel"
)

// Every parallel loop of Base goes through parallel.For. Task boundaries
// come from the shape of the operands (parallel.Split and friends, or the
// fixed blocks of aggregates and scans), never from the thread count, and
// partial results are merged in task order, so that a result is the same
// bit for bit for every thread count and every schedule.

// forTasks calls body(worker, task) for every task in [0, tasks) on up to
// threads goroutines; worker identifies per-goroutine scratch space. A
// panic in body becomes an error wrapping errBaseInput.
func forTasks(threads, tasks int, body func(worker, task int)) error {
	return forTasksErr(threads, tasks, func(w, task int) error {
		body(w, task)
		return nil
	})
}

// forTasksErr is forTasks for a body that can fail; it returns the error
// of the lowest failing task, so that the error reported does not depend
// on scheduling either.
func forTasksErr(threads, tasks int, body func(worker, task int) error) error {
	err := parallel.For(context.Background(), threads, tasks, body)
	if errors.Is(err, parallel.ErrPanic) {
		return fmt.Errorf("internal error: %w: %w", err, errBaseInput)
	}
	return err
}

// forRanges calls body(worker, r) for every task range r on up to threads
// goroutines.
func forRanges(threads int, tasks []parallel.Range, body func(worker int, r parallel.Range)) error {
	return forTasks(threads, len(tasks), func(w, task int) { body(w, tasks[task]) })
}

// refParFor runs fn over the ranges parallel.Split(n, work) cuts [0, n)
// into, on up to e.threads() goroutines. The ranges must be independent.
func (e *Exec) refParFor(n, work int, fn func(lo, hi int)) error {
	return forRanges(e.threads(), parallel.Split(n, int64(work)), func(_ int, r parallel.Range) { fn(r.Lo, r.Hi) })
}
