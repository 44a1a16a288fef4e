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
//
// Every loop also stops at its next task once the Exec's context ends
// (see WithContext), and returns only after every started task has
// returned: an abandoned operation does not keep reading its inputs. Tasks
// that may run long (a BLAS band, a sequential scan) check the context at
// block boundaries of their own, also decided by shape alone.

// par is what a loop needs from its Exec: the bound on its goroutines and
// the context that stops it.
type par struct {
	threads int
	ctx     context.Context
}

// par returns the loop settings of e.
func (e *Exec) par() par {
	return par{threads: e.threads(), ctx: e.context()}
}

// limit returns p with at most threads goroutines (at least one).
func (p par) limit(threads int) par {
	p.threads = max(1, min(p.threads, threads))
	return p
}

// serial returns p running on one goroutine.
func (p par) serial() par {
	p.threads = 1
	return p
}

// stopped returns the context's error once it has ended, else nil; long
// tasks call it between blocks.
func (p par) stopped() error {
	if p.ctx == nil {
		return nil
	}
	return p.ctx.Err()
}

// forTasks calls body(worker, task) for every task in [0, tasks) on up to
// p.threads goroutines; worker identifies per-goroutine scratch space. A
// panic in body becomes an error wrapping errBaseInput.
func forTasks(p par, tasks int, body func(worker, task int)) error {
	return forTasksErr(p, tasks, func(w, task int) error {
		body(w, task)
		return nil
	})
}

// forTasksErr is forTasks for a body that can fail; it returns the error
// of the lowest failing task, so that the error reported does not depend
// on scheduling either. A body may return p.stopped() to end the loop.
func forTasksErr(p par, tasks int, body func(worker, task int) error) error {
	ctx := p.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	err := parallel.For(ctx, p.threads, tasks, body)
	if errors.Is(err, parallel.ErrPanic) {
		return fmt.Errorf("internal error: %w: %w", err, errBaseInput)
	}
	return err
}

// forRanges calls body(worker, r) for every task range r on up to
// p.threads goroutines.
func forRanges(p par, tasks []parallel.Range, body func(worker int, r parallel.Range)) error {
	return forTasks(p, len(tasks), func(w, task int) { body(w, tasks[task]) })
}

// cancelWork is the work (cells, stored cells or multiply-adds) of one
// block between two checks of the context inside a task: small enough
// that a cancelled operation stops within milliseconds, large enough that
// the check costs nothing.
const cancelWork = 1 << 22

// forBlocks calls fn over consecutive sub-ranges of r of about cancelWork
// units of work each (work units spread evenly over r), checking the
// context before each; the sub-ranges are multiples of align but for the
// last. It is for bodies over independent indexes, whose result does not
// depend on how r is cut.
func forBlocks(p par, r parallel.Range, work int64, align int, fn func(lo, hi int)) error {
	n := r.Len()
	if n <= 0 {
		return nil
	}
	align = max(align, 1)
	step := n
	if work > cancelWork {
		step = int(max(1, int64(n)*cancelWork/work))
		step = (step + align - 1) / align * align
	}
	for lo := r.Lo; lo < r.Hi; lo += step {
		if err := p.stopped(); err != nil {
			return err
		}
		fn(lo, min(lo+step, r.Hi))
	}
	return nil
}

// refParFor runs fn over the ranges parallel.Split(n, work) cuts [0, n)
// into, on up to e.threads() goroutines. The ranges must be independent:
// a task's range is cut further into blocks between which the loop checks
// the context.
func (e *Exec) refParFor(n, work int, fn func(lo, hi int)) error {
	return forRangeBlocks(e.par(), parallel.Split(n, int64(work)), n, int64(work), 1, func(_, lo, hi int) { fn(lo, hi) })
}

// forRangeBlocks is forRanges for a body over independent indexes: each
// task range is cut further by forBlocks, work being the work of all of
// [0, n) (spread evenly for the cut, which only places the checks).
func forRangeBlocks(p par, tasks []parallel.Range, n int, work int64, align int, fn func(worker, lo, hi int)) error {
	return forTasksErr(p, len(tasks), func(w, task int) error {
		r := tasks[task]
		return forBlocks(p, r, work/int64(max(n, 1))*int64(r.Len()), align, func(lo, hi int) { fn(w, lo, hi) })
	})
}

// forRangesErr calls body(r) for every task range r on up to p.threads
// goroutines, for bodies that check the context themselves.
func forRangesErr(p par, tasks []parallel.Range, body func(r parallel.Range) error) error {
	return forTasksErr(p, len(tasks), func(_, task int) error { return body(tasks[task]) })
}
