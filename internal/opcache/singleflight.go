package opcache

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// flight is an in-progress load or compile of one key. waiters and finished
// are guarded by Cache.mu; entry and err are written before done is closed.
type flight struct {
	done     chan struct{}
	waiters  int  // requests waiting for this flight; each is given one reference
	finished bool // the result (and the waiters' references) are assigned
	entry    *entry
	err      error
}

// waitItem is a request waiting for a flight.
type waitItem struct {
	idx int
	f   *flight
}

func (c *Cache) get(ctx context.Context, reqs []Request, build BuildFunc) []Result {
	if c == nil {
		return failAll(len(reqs), errors.New("opcache: GetBatch on nil *Cache"))
	}
	if ctx == nil {
		ctx = context.Background()
	}
	res := make([]Result, len(reqs))
	pending := make([]int, 0, len(reqs))
	for i, r := range reqs {
		if r.Key == "" || r.Symbol == "" {
			res[i].Err = fmt.Errorf("opcache: request %d: empty key or symbol", i)
			continue
		}
		pending = append(pending, i)
	}
	for len(pending) > 0 {
		if err := ctx.Err(); err != nil {
			for _, i := range pending {
				res[i].Err = fmt.Errorf("opcache: get %q: %w", reqs[i].Key, err)
			}
			break
		}
		lead, waits := c.claim(reqs, pending, res, build != nil)
		if len(lead) > 0 {
			c.lead(ctx, reqs, lead, res, build)
		}
		pending = pending[:0]
		for _, w := range waits {
			h, retry, err := c.wait(ctx, reqs[w.idx].Key, w.f, build != nil)
			switch {
			case retry:
				pending = append(pending, w.idx)
			case err != nil:
				res[w.idx].Err = err
			default:
				c.shared.Add(1)
				res[w.idx] = Result{Handle: h, Source: SourceShared}
			}
		}
	}
	return res
}

// claim serves memory hits and starts flights under c.mu. It returns the
// flights this call leads (the first request index of each key) and the
// requests that wait for a flight (another call's, or this call's for a
// repeated key).
func (c *Cache) claim(reqs []Request, pending []int, res []Result, compile bool) (lead map[string]int, waits []waitItem) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		for _, i := range pending {
			res[i].Err = ErrClosed
		}
		return nil, nil
	}
	now := time.Now()
	for _, i := range pending {
		req := reqs[i]
		if e, ok := c.lru.Get(req.Key); ok {
			if e.sym != req.Symbol {
				res[i].Err = fmt.Errorf("opcache: key %q cached with symbol %q, requested %q", req.Key, e.sym, req.Symbol)
				continue
			}
			e.refs++
			c.hits.Add(1)
			res[i] = Result{Handle: &Handle{c: c, e: e}, Source: SourceMemory}
			continue
		}
		if f, ok := c.inflight[req.Key]; ok {
			_, mine := lead[req.Key]
			if !compile && !mine {
				res[i].Err = fmt.Errorf("opcache: %q: %w", req.Key, ErrPending)
				continue
			}
			f.waiters++
			waits = append(waits, waitItem{idx: i, f: f})
			continue
		}
		if fl, ok := c.failed[req.Key]; ok {
			if fl.fresh(now, c.cfg.failureTTL) {
				res[i].Err = fl.err
				continue
			}
			delete(c.failed, req.Key)
		}
		if lead == nil {
			lead = make(map[string]int)
		}
		lead[req.Key] = i
		c.inflight[req.Key] = &flight{done: make(chan struct{})}
		c.misses.Add(1)
	}
	return lead, waits
}

// wait waits for a flight. retry is true when the flight failed for a
// reason that does not apply to this request: the leader's context ended
// while ours is live, or the leader only looked the key up (Lookup) and this
// request may compile.
func (c *Cache) wait(ctx context.Context, key string, f *flight, compile bool) (h *Handle, retry bool, err error) {
	select {
	case <-f.done:
	case <-ctx.Done():
		c.mu.Lock()
		if !f.finished {
			f.waiters--
			c.mu.Unlock()
			return nil, false, fmt.Errorf("opcache: waiting for compile of %q: %w", key, ctx.Err())
		}
		c.mu.Unlock()
		// The result, and a reference for us, was assigned concurrently:
		// take it rather than leak the reference.
		<-f.done
	}
	if f.err != nil {
		if isContextErr(f.err) && ctx.Err() == nil {
			return nil, true, nil
		}
		if compile && errors.Is(f.err, ErrNotCached) {
			return nil, true, nil
		}
		return nil, false, f.err
	}
	return &Handle{c: c, e: f.entry}, false, nil
}

func isContextErr(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

// publish finishes the flights of order: successful keys become entries (in
// the LRU unless the cache was closed meanwhile) with one reference for this
// call and one per waiter.
func (c *Cache) publish(order []Request, lead map[string]int, o *outcome, res []Result) {
	c.mu.Lock()
	var done []*flight
	for _, r := range order {
		f := c.inflight[r.Key]
		delete(c.inflight, r.Key)
		f.finished = true
		done = append(done, f)
		t := o.times[r.Key]
		i := lead[r.Key]
		res[i].CompileTime, res[i].LoadTime = t[0], t[1]
		k, ok := o.got[r.Key]
		if !ok {
			f.err = o.errs[r.Key]
			if f.err == nil {
				f.err = fmt.Errorf("opcache: %q: internal error: no result", r.Key)
			}
			if c.cfg.failureTTL > 0 && !isContextErr(f.err) && !errors.Is(f.err, ErrNotCached) {
				c.rememberFailure(r.Key, f.err)
			}
			res[i].Err = f.err
			continue
		}
		delete(c.failed, r.Key)
		e := &entry{key: r.Key, sym: r.Symbol, fn: k.fn, lib: k.lib, refs: 1 + f.waiters}
		k.lib.live++
		k.lib.keys = append(k.lib.keys, r.Key)
		f.entry = e
		res[i].Handle, res[i].Source = &Handle{c: c, e: e}, k.src
		if c.closed {
			// Closed while compiling: hand the kernel out but do not cache it.
			e.evicted = true
		} else {
			c.lru.Add(r.Key, e) // may evict (and queue for unloading) others
		}
	}
	unload := c.takeUnload()
	c.mu.Unlock()
	// Waiters are woken before the (slow) dlclose of evicted libraries.
	for _, f := range done {
		close(f.done)
	}
	c.unloadAll(unload)
}
