package opcache

import "sync/atomic"

// Handle pins one cached kernel and the shared object that contains it.
// Fn and Symbol may be called concurrently; Release must be called once all
// native calls through the Handle's functions have returned.
type Handle struct {
	c        *Cache
	e        *entry
	released atomic.Bool
}

// Fn returns the address of the kernel's function, or 0 after Release.
func (h *Handle) Fn() uintptr {
	if h == nil || h.released.Load() {
		return 0
	}
	return h.e.fn
}

// Symbol returns the address of a symbol of the kernel's shared object that
// was requested together with it, or 0 if it was not requested or the
// Handle has been released.
func (h *Handle) Symbol(name string) uintptr {
	if h == nil || h.released.Load() {
		return 0
	}
	return h.e.lib.lib.Symbol(name)
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

// Renew returns another Handle on h's kernel while the cache still serves
// that kernel for its key: not evicted, not replaced by its optimized
// build (tierup.go), the cache not closed; nil otherwise, and nil when h
// was released. It counts as a hit and refreshes the key's recency, as a
// Lookup that found it would. The caller releases the new Handle. An
// engine that reuses a program keeps one Handle per kernel and renews it
// for each run instead of looking its key up again.
func (h *Handle) Renew() *Handle {
	if h == nil || h.released.Load() {
		return nil
	}
	c := h.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil
	}
	if e, ok := c.lru.Get(h.e.key); !ok || e != h.e {
		return nil
	}
	h.e.refs++
	c.hits.Add(1)
	return &Handle{c: c, e: h.e}
}
