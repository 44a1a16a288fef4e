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

// Kernel returns a name of h's kernel that does not pin it (the zero
// Kernel for a nil Handle).
func (h *Handle) Kernel() Kernel {
	if h == nil {
		return Kernel{}
	}
	return Kernel{c: h.c, e: h.e}
}

// Kernel names one cached kernel without pinning it: the operator cache
// may evict and unload it meanwhile, and Renew then gives nil. An engine
// that reuses a program keeps a Kernel per operator and renews it for each
// run instead of looking its key up again; a Handle kept instead would
// keep an evicted kernel's shared object loaded for as long as the program
// is kept (the cache's size bounds the kernels that stay loaded).
type Kernel struct {
	c *Cache
	e *entry
}

// Renew returns a Handle on the kernel while the cache still serves it
// for its key: not evicted, not replaced by its optimized build
// (tierup.go), the cache not closed; nil otherwise, and for the zero
// Kernel. It counts as a hit and refreshes the key's recency, as a Lookup
// that found it would. The caller releases the Handle.
func (k Kernel) Renew() *Handle {
	if k.c == nil {
		return nil
	}
	c := k.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil
	}
	// An entry in the LRU is alive (refcount.go): its object is loaded.
	if e, ok := c.lru.Get(k.e.key); !ok || e != k.e {
		return nil
	}
	k.e.refs++
	c.hits.Add(1)
	return &Handle{c: c, e: k.e}
}
