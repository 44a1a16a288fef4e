package opcache

import (
	"context"
	"fmt"

	"github.com/fusejit/fusejit/internal/jit"
)

// Prefetch runs GetBatch(reqs, build) in the background and releases the
// Handles it obtains, so that the kernels are in the cache for later calls.
// done, if not nil, is called in the background goroutine with the results
// (their Handles already released and set to nil). Background work is
// cancelled by Close, which waits for it. Prefetch after Close does nothing.
// With WithBackgroundNice the compiler runs at lower priority.
func (c *Cache) Prefetch(reqs []Request, build BuildFunc, done func([]Result)) {
	if c == nil || len(reqs) == 0 {
		return
	}
	reqs = append([]Request(nil), reqs...)
	for i := range reqs {
		reqs[i].Quick = false // nobody waits: build the optimized code at once
	}
	if !c.bgStart() {
		return
	}
	go func() {
		// Locks this goroutine to its thread for good when it lowers the
		// priority; the deferred bookkeeping below still runs.
		jit.LowerThreadPriority(c.cfg.nice)
		defer c.bgDone()
		res := c.GetBatch(c.bgCtx, reqs, build)
		for i := range res {
			if res[i].Handle != nil {
				res[i].Handle.Release()
				res[i].Handle = nil
			}
		}
		if done != nil {
			done(res)
		}
	}()
}

// WaitIdle waits until no Prefetch is running, or ctx ends.
func (c *Cache) WaitIdle(ctx context.Context) error {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	idle := c.bgIdle
	c.mu.Unlock()
	select {
	case <-idle:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("opcache: waiting for background compiles: %w", ctx.Err())
	}
}
