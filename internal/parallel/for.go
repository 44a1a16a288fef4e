package parallel

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
)

// ErrPanic marks an error made from a panic inside a loop body.
var ErrPanic = errors.New("parallel: panic in loop body")

// Threads returns threads clamped to [1, tasks]: the number of goroutines
// worth starting for tasks tasks.
func Threads(threads, tasks int) int {
	return max(min(threads, tasks), 1)
}

// For calls body(worker, task) once for every task in [0, tasks) on up to
// threads goroutines and waits for all of them. worker is in
// [0, Threads(threads, tasks)) and identifies per-goroutine scratch space;
// a body must not let its result depend on worker. Tasks are claimed in
// increasing order. Once ctx is done or a body has failed, no further task
// starts; For returns after every started body has returned, with the
// error of the lowest failing task (a panic becomes an error wrapping
// ErrPanic), or else ctx.Err().
func For(ctx context.Context, threads, tasks int, body func(worker, task int) error) error {
	if tasks <= 0 {
		return ctx.Err()
	}
	workers := Threads(threads, tasks)
	errs := make([]error, tasks)
	var next atomic.Int64
	var failed atomic.Bool
	run := func(w int) {
		for !failed.Load() && ctx.Err() == nil {
			t := int(next.Add(1) - 1)
			if t >= tasks {
				return
			}
			if err := call(body, w, t); err != nil {
				errs[t] = err
				failed.Store(true)
			}
		}
	}
	// Worker 0 is the calling goroutine: it starts on the first task at
	// once, where a goroutine of its own waited for a thread to be woken
	// and for the caller to park (up to 0.15 ms under load, fusebench's
	// per-task timings), and each pass starts one goroutine fewer.
	var wg sync.WaitGroup
	for w := 1; w < workers; w++ {
		wg.Go(func() { run(w) })
	}
	run(0)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return ctx.Err()
}

// call runs one body, turning a panic into an error so that a bug in one
// task cannot take the host process down from a worker goroutine.
func call(body func(worker, task int) error, w, t int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			buf := make([]byte, 4096)
			buf = buf[:runtime.Stack(buf, false)]
			err = fmt.Errorf("%w: task %d: %v\n%s", ErrPanic, t, r, buf)
		}
	}()
	return body(w, t)
}
