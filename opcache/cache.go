package opcache

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/fusejit/fusejit/jit"
)

// ErrClosed is returned by [Cache.Get] after [Cache.Close].
var ErrClosed = errors.New("opcache: cache is closed")

// Stats are cumulative counters of a Cache.
type Stats struct {
	Hits        int64         // Gets served from the LRU
	Misses      int64         // Gets that ran build and compile themselves
	Shared      int64         // Gets that waited for another Get's compile of the same key and got its result
	Compiles    int64         // calls of Compiler.Compile, successful or not
	Failures    int64         // Misses whose build or compile failed
	Evictions   int64         // libraries pushed out of the LRU by capacity (not counting Close)
	Unloads     int64         // libraries unloaded (dlclose)
	CompileTime time.Duration // total wall time spent in Compiler.Compile
}

// entry is one compiled library. refs and evicted are guarded by Cache.mu.
type entry struct {
	key     string
	lib     *jit.Library
	refs    int  // outstanding Handles
	evicted bool // no longer in the LRU; unload when refs reaches 0
}

// flight is an in-progress build+compile of one key. waiters and finished
// are guarded by Cache.mu; entry and err are written before done is closed.
type flight struct {
	done     chan struct{}
	waiters  int  // Gets waiting for this flight; each is given one reference
	finished bool // the result (and the waiters' references) are assigned
	entry    *entry
	err      error
}

// Cache is an LRU cache of compiled kernels. It is safe for concurrent use.
//
// Locking: every call into c.lru is made with c.mu held, so the LRU's
// eviction callback (which golang-lru runs after releasing its own lock, but
// synchronously inside Add/Purge) also runs under c.mu. The callback only
// marks entries; libraries are unloaded after c.mu is released.
type Cache struct {
	comp *jit.Compiler
	lru  *lru.Cache[string, *entry]

	mu       sync.Mutex
	inflight map[string]*flight
	closed   bool
	unload   []*entry // evicted entries without references, collected by onEvict

	hits, misses, shared, compiles, failures, evictions, unloads atomic.Int64
	compileNanos                                                 atomic.Int64

	// onUnload, if set before the cache is used, is called after each
	// library is unloaded (tests observe closes through it).
	onUnload func(key string, err error)
}

// New returns a Cache holding at most capacity compiled libraries that
// compiles with comp.
func New(capacity int, comp *jit.Compiler) (*Cache, error) {
	if capacity <= 0 {
		return nil, fmt.Errorf("opcache: capacity must be positive, got %d", capacity)
	}
	if comp == nil {
		return nil, errors.New("opcache: nil compiler")
	}
	c := &Cache{comp: comp, inflight: make(map[string]*flight)}
	l, err := lru.NewWithEvict(capacity, c.onEvict)
	if err != nil {
		return nil, fmt.Errorf("opcache: creating LRU: %w", err)
	}
	c.lru = l
	return c, nil
}

// onEvict is the LRU's eviction callback; it runs with c.mu held (see Cache).
func (c *Cache) onEvict(_ string, e *entry) {
	e.evicted = true
	if !c.closed {
		c.evictions.Add(1)
	}
	if e.refs == 0 {
		c.unload = append(c.unload, e)
	}
}

// takeUnload returns and clears the entries to unload; c.mu must be held.
func (c *Cache) takeUnload() []*entry {
	u := c.unload
	c.unload = nil
	return u
}

// unloadAll unloads entries; c.mu must not be held.
func (c *Cache) unloadAll(es []*entry) {
	for _, e := range es {
		err := e.lib.Close()
		c.unloads.Add(1)
		if c.onUnload != nil {
			c.onUnload(e.key, err)
		}
	}
}

// Get returns a Handle on the kernel compiled for key. On a hit the cached
// library is returned with hit == true. On a miss build is called for the
// module's IR and the symbols to resolve, the module is compiled and
// inserted, and hit is false. A Get that finds the same key being compiled
// by another Get waits for it and returns its result with hit == true (see
// package documentation). The caller must Release the Handle.
//
// Errors from build or the compiler are wrapped with the key; a cancelled
// ctx ends the wait (or the compile) with an error wrapping ctx.Err().
func (c *Cache) Get(ctx context.Context, key string, build func() (irText string, symbols []string, err error)) (*Handle, bool, error) {
	if c == nil {
		return nil, false, errors.New("opcache: Get on nil *Cache")
	}
	if build == nil {
		return nil, false, errors.New("opcache: nil build function")
	}
	if ctx == nil {
		ctx = context.Background()
	}
	for {
		if err := ctx.Err(); err != nil {
			return nil, false, fmt.Errorf("opcache: get %q: %w", key, err)
		}
		c.mu.Lock()
		if c.closed {
			c.mu.Unlock()
			return nil, false, ErrClosed
		}
		if e, ok := c.lru.Get(key); ok {
			e.refs++
			c.mu.Unlock()
			c.hits.Add(1)
			return &Handle{c: c, e: e}, true, nil
		}
		if f, ok := c.inflight[key]; ok {
			f.waiters++
			c.mu.Unlock()
			h, retry, err := c.wait(ctx, key, f)
			if retry {
				continue
			}
			return h, err == nil, err
		}
		f := &flight{done: make(chan struct{})}
		c.inflight[key] = f
		c.mu.Unlock()
		c.misses.Add(1)
		h, err := c.lead(ctx, key, f, build)
		return h, false, err
	}
}

// wait waits for another Get's flight. retry is true when that Get failed
// only because its own context ended while ours is still live.
func (c *Cache) wait(ctx context.Context, key string, f *flight) (h *Handle, retry bool, err error) {
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
		return nil, false, f.err
	}
	c.shared.Add(1)
	return &Handle{c: c, e: f.entry}, false, nil
}

func isContextErr(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

// lead builds and compiles key, publishes the result to the flight's
// waiters and inserts it into the LRU.
func (c *Cache) lead(ctx context.Context, key string, f *flight, build func() (string, []string, error)) (*Handle, error) {
	lib, err := c.buildAndCompile(ctx, key, build)

	c.mu.Lock()
	delete(c.inflight, key)
	f.finished = true
	f.err = err
	if err == nil {
		e := &entry{key: key, lib: lib, refs: 1 + f.waiters}
		f.entry = e
		if c.closed {
			// Closed while compiling: hand the library out but do not cache it.
			e.evicted = true
		} else {
			c.lru.Add(key, e) // may evict (and queue for unloading) others
		}
	}
	unload := c.takeUnload()
	c.mu.Unlock()
	close(f.done)
	c.unloadAll(unload)

	if err != nil {
		c.failures.Add(1)
		return nil, err
	}
	return &Handle{c: c, e: f.entry}, nil
}

// buildAndCompile runs build and the compiler, converting panics in build
// into errors so that waiters are never left hanging.
func (c *Cache) buildAndCompile(ctx context.Context, key string, build func() (string, []string, error)) (lib *jit.Library, err error) {
	defer func() {
		if r := recover(); r != nil {
			lib, err = nil, fmt.Errorf("opcache: building %q: panic: %v", key, r)
		}
	}()
	ir, syms, err := build()
	if err != nil {
		return nil, fmt.Errorf("opcache: building %q: %w", key, err)
	}
	start := time.Now()
	lib, err = c.comp.Compile(ctx, ir, syms)
	c.compileNanos.Add(int64(time.Since(start)))
	c.compiles.Add(1)
	if err != nil {
		return nil, fmt.Errorf("opcache: compiling %q: %w", key, err)
	}
	return lib, nil
}

// release drops one reference of e, unloading it if it was the last one on
// an evicted entry.
func (c *Cache) release(e *entry) {
	c.mu.Lock()
	e.refs--
	last := e.refs == 0 && e.evicted
	c.mu.Unlock()
	if last {
		c.unloadAll([]*entry{e})
	}
}

// Stats returns a snapshot of the counters.
func (c *Cache) Stats() Stats {
	return Stats{
		Hits:        c.hits.Load(),
		Misses:      c.misses.Load(),
		Shared:      c.shared.Load(),
		Compiles:    c.compiles.Load(),
		Failures:    c.failures.Load(),
		Evictions:   c.evictions.Load(),
		Unloads:     c.unloads.Load(),
		CompileTime: time.Duration(c.compileNanos.Load()),
	}
}

// Len returns the number of libraries in the LRU.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lru.Len()
}

// Close empties the cache and makes later Gets fail with ErrClosed.
// Libraries without outstanding Handles are unloaded now; the others when
// their last Handle is released. Compiles in flight finish and are handed to
// their waiting Gets but not cached. Close is idempotent.
func (c *Cache) Close() {
	if c == nil {
		return
	}
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return
	}
	c.closed = true
	c.lru.Purge()
	unload := c.takeUnload()
	c.mu.Unlock()
	c.unloadAll(unload)
}

// Handle pins one cached library. Symbol may be called concurrently;
// Release must be called once all native calls through the Handle's symbols
// have returned.
type Handle struct {
	c        *Cache
	e        *entry
	released atomic.Bool
}

// Symbol returns the address of a symbol requested by the build function,
// or 0 if it was not requested or the Handle has been released.
func (h *Handle) Symbol(name string) uintptr {
	if h == nil || h.released.Load() {
		return 0
	}
	return h.e.lib.Symbol(name)
}

// Key returns the cache key the Handle was obtained for.
func (h *Handle) Key() string {
	if h == nil {
		return ""
	}
	return h.e.key
}

// Release gives the Handle's reference back. It is idempotent: only the
// first call has an effect.
func (h *Handle) Release() {
	if h == nil || !h.released.CompareAndSwap(false, true) {
		return
	}
	h.c.release(h.e)
}
