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
