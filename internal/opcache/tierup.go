package opcache

import (
	"context"
	"time"

	"github.com/fusejit/fusejit/internal/jit"
)

// Two-level kernels, after HotSpot's tiered compilation: a batch whose
// requests all allow it (Request.Quick) and whose module passes
// jit.QuickSafe is first built at jit.LevelQuick, which takes a fifth to a
// quarter of the optimized build's clang time, and served at once; the
// optimized build of the same module then runs in the background (at the
// background nice value) and replaces the quick kernels in the LRU, key by
// key, for later requests. Handles already given out keep the quick code
// until they are released. Quick builds are only made without a
// persistent cache (see quickLevel). QuickSafe modules compute bitwise the same results at
// both levels, so which of the two a caller gets changes its speed only.

// tierUp is an optimized build owed to the quick kernels of lib.
type tierUp struct {
	ir    string
	reqs  []Request
	quick *library
}

// quickLevel reports whether a batch may be built at jit.LevelQuick. Not
// with a persistent cache: its callers expect the kernels on disk once a
// call returns (another process, or this one's next run, must find them),
// and the optimized object would only arrive there later, or never if the
// process ends first. Storing the quick object with its level, for a later
// process to rebuild, would lift this.
func (c *Cache) quickLevel(reqs []Request, ir string) bool {
	if c.disk != nil {
		return false
	}
	for _, r := range reqs {
		if !r.Quick {
			return false
		}
	}
	return len(reqs) > 0 && jit.QuickSafe(ir)
}

// startTierUps runs the optimized builds of ts in the background, counted
// like Prefetch's work (Close cancels and waits for them; WaitIdle waits).
func (c *Cache) startTierUps(ts []tierUp) {
	for _, t := range ts {
		if !c.bgStart() {
			return
		}
		go func() {
			jit.LowerThreadPriority(c.cfg.nice)
			defer c.bgDone()
			c.runTierUp(c.bgCtx, t)
		}()
	}
}

// bgStart counts one piece of background work about to start, which
// must end with bgDone; it reports false, counting nothing, once the
// cache is closed.
func (c *Cache) bgStart() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return false
	}
	c.bg.Add(1)
	if c.bgRunning == 0 {
		c.bgIdle = make(chan struct{})
	}
	c.bgRunning++
	return true
}

// bgDone ends one piece of background work.
func (c *Cache) bgDone() {
	c.mu.Lock()
	c.bgRunning--
	if c.bgRunning == 0 {
		close(c.bgIdle)
	}
	c.mu.Unlock()
	c.bg.Done()
}

// runTierUp builds t's module optimized and swaps it in.
func (c *Cache) runTierUp(ctx context.Context, t tierUp) {
	syms := make([]string, len(t.reqs))
	for i, r := range t.reqs {
		syms[i] = r.Symbol
	}
	start := time.Now()
	lib, _, err := c.comp.CompileAt(ctx, jit.LevelOptimized, t.ir, syms, false)
	c.countCompile(start)
	if err != nil {
		// The quick kernels stay; they compute the same results.
		if !isContextErr(err) {
			c.log.Warn("fusejit: optimized rebuild of quick kernels failed, they stay in use", "kernels", describe(t.reqs), "err", err)
		}
		return
	}
	c.tierUps.Add(1)
	c.swapIn(t, lib)
}

// swapIn replaces the LRU entries of t's keys that still hold the quick
// kernels by entries on lib. A quick entry dies like an evicted one: at
// once when unreferenced, else at the release of its last Handle.
func (c *Cache) swapIn(t tierUp, lib *jit.Library) {
	l := &library{lib: lib}
	c.mu.Lock()
	for _, r := range t.reqs {
		old, ok := c.lru.Peek(r.Key)
		if c.closed || !ok || old.lib != t.quick {
			continue
		}
		fn := lib.Symbol(r.Symbol)
		if fn == 0 {
			continue
		}
		l.live++
		l.keys = append(l.keys, r.Key)
		c.lru.Add(r.Key, &entry{key: r.Key, sym: r.Symbol, fn: fn, lib: l}) // replaces, no eviction callback
		old.evicted = true
		if old.refs == 0 {
			c.kill(old)
		}
	}
	unused := l.live == 0
	c.unlockAndUnload()
	if unused {
		if err := lib.Close(); err != nil {
			c.log.Warn("fusejit: unloading kernels", "err", err)
		}
	}
}
