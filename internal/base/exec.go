package base

import (
	"context"
	"runtime"
)

// Exec runs unfused operations with a bounded number of threads.
//
// Every value it takes and returns is either a *mat.Dense whose storage is
// contiguous (Stride == Cols) or a *matrix.CSR. A 1 x 1 value is a scalar for
// broadcasting. Inputs are never modified; results never alias inputs.
type Exec struct {
	// Threads bounds the goroutines one operation uses; 0 means all cores.
	Threads int
	// MemoryLimit bounds the memory results and copies may take, in bytes
	// (0: no bound); see reserve.
	MemoryLimit int64
	// HostAvailable returns the memory the host can still provide, in
	// bytes (0: unknown), which large allocations are checked against
	// (see reserve); nil reads hostmem.System.Available.
	HostAvailable func() int64

	// ctx stops operations early (see WithContext); nil never stops.
	ctx context.Context
}

// WithContext returns a copy of e whose operations stop at their next
// block once ctx ends, returning an error wrapping ctx.Err(). An operation
// returns only after all of its goroutines have stopped, so that nothing
// reads its inputs afterwards.
func (e *Exec) WithContext(ctx context.Context) *Exec {
	c := Exec{ctx: ctx}
	if e != nil {
		c = *e
		c.ctx = ctx
	}
	return &c
}

// threads returns the effective thread count.
func (e *Exec) threads() int {
	if e == nil || e.Threads <= 0 {
		return runtime.NumCPU()
	}
	return e.Threads
}

// context returns the context that stops e's operations, nil for none.
func (e *Exec) context() context.Context {
	if e == nil {
		return nil
	}
	return e.ctx
}
