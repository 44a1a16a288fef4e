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
// background nice value) and replaces the quick kernels in the LRU,
// key by key, for later requests. Handles already given out keep the quick code
// until they are released. QuickSafe modules compute bitwise the same
// results at both levels, so which of the two a caller gets changes its
// speed only.
//
// With a persistent cache the quick object is stored at once, marked quick
// (disklevel.go), and the optimized build replaces its records when it
// completes. A process that loads a quick record serves it and runs the
// optimized build itself, once per key, unless the request borrows the
// kernel (Request.NoRebuild); a request that expects a long use never
// loads one (Request.LongUse). Close lets the optimized builds under
// way finish, within the compile timeout, so that a process that ends soon
// after a quick build still leaves optimized kernels for the next one.

// tierUpSlots bounds the optimized rebuilds that run at once: a burst of
// quick builds (or of quick records loaded) must not start one clang per
// batch on a shared host.
const tierUpSlots = 2

// tierUp is an optimized build owed to the quick kernels of lib.
type tierUp struct {
	ir    string
	reqs  []Request
	quick *library
	// obj and irHash name the quick files on disk ("" if not stored);
	// kernels is the number of kernels in the quick object, whose files
	// are removed once a rebuild has replaced all its records.
	obj, irHash string
	kernels     int
}

// quickLevel reports whether a batch may be built at jit.LevelQuick.
func (c *Cache) quickLevel(reqs []Request, ir string) bool {
	for _, r := range reqs {
		if !r.Quick {
			return false
		}
	}
	return len(reqs) > 0 && jit.QuickSafe(ir)
}

// startTierUps runs the optimized builds of ts in the background, at most
// tierUpSlots at once and once per key, counted like Prefetch's work
// (WaitIdle waits for them; Close lets them finish within the compile
// timeout, see finishTierUps).
func (c *Cache) startTierUps(ts []tierUp) {
	for _, t := range ts {
		if t = c.owe(t); len(t.reqs) == 0 || !c.bgStart() {
			continue
		}
		go func() {
			jit.LowerThreadPriority(c.cfg.nice)
			defer c.bgDone()
			select {
			case c.tierSlots <- struct{}{}:
			case <-c.tierCtx.Done():
				return
			}
			defer func() { <-c.tierSlots }()
			c.runTierUp(c.tierCtx, t)
		}()
	}
}

// owe drops from t the keys whose rebuild this cache has already started
// and marks the others, so that each key is rebuilt at most once per
// process (a failed rebuild is not retried: the quick kernels stay).
func (c *Cache) owe(t tierUp) tierUp {
	c.mu.Lock()
	defer c.mu.Unlock()
	reqs := make([]Request, 0, len(t.reqs))
	for _, r := range t.reqs {
		if !c.owed[r.Key] {
			c.owed[r.Key] = true
			reqs = append(reqs, r)
		}
	}
	t.reqs = reqs
	return t
}

// maxCloseWait bounds how long Close waits for optimized rebuilds: a
// rebuild takes tens of milliseconds, and a hung compiler must not hold a
// program's shutdown for the whole compile timeout. A rebuild cancelled
// at Close leaves its quick kernel on disk for the next process.
const maxCloseWait = 5 * time.Second

// finishTierUps waits for the background work after Close has cancelled
// Prefetch's: optimized rebuilds under way or queued run to their end
// within the compile timeout (at most maxCloseWait), and are cancelled
// after it.
func (c *Cache) finishTierUps() {
	idle := make(chan struct{})
	go func() {
		c.bg.Wait()
		close(idle)
	}()
	bound := c.comp.Timeout()
	if bound <= 0 {
		bound = jit.DefaultTimeout
	}
	bound = min(bound, maxCloseWait)
	timer := time.NewTimer(bound)
	defer timer.Stop()
	select {
	case <-idle:
	case <-timer.C:
		c.log.Warn("fusejit: optimized rebuilds still running at Close after the compile timeout; cancelled, their quick kernels stay on disk", "timeout", bound)
		c.tierCancel()
		<-idle
	}
	c.tierCancel()
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

// runTierUp builds t's module optimized, replaces the quick records on
// disk and swaps the kernels in.
func (c *Cache) runTierUp(ctx context.Context, t tierUp) {
	syms := make([]string, len(t.reqs))
	for i, r := range t.reqs {
		syms[i] = r.Symbol
	}
	start := time.Now()
	lib, obj, err := c.comp.CompileAt(jit.AsRebuild(ctx), jit.LevelOptimized, t.ir, syms, c.disk != nil)
	c.countCompile(start)
	if err != nil {
		// The quick kernels stay; they compute the same results.
		if !isContextErr(err) {
			c.log.Warn("fusejit: optimized rebuild of quick kernels failed, they stay in use", "kernels", describe(t.reqs), "err", err)
		}
		return
	}
	c.tierUps.Add(1)
	if c.disk != nil {
		if _, _, err := c.disk.store(obj, t.reqs, jit.LevelOptimized, ""); err != nil {
			c.log.Warn("fusejit: writing the persistent operator cache", "dir", c.disk.dir, "err", err)
		} else {
			c.diskWrites.Add(1)
			if t.obj != "" && len(t.reqs) == t.kernels {
				c.disk.removeQuick(t.obj, t.irHash)
			}
		}
	}
	c.mu.Lock()
	for _, r := range t.reqs {
		delete(c.owed, r.Key)
	}
	c.mu.Unlock()
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
