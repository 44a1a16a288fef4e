package opcache

import "github.com/fusejit/fusejit/internal/jit"

// library is one loaded shared object shared by the entries compiled or
// loaded together. live is guarded by Cache.mu.
type library struct {
	lib  *jit.Library
	keys []string // keys of the entries created on it
	live int      // entries not yet dead (dead = out of the LRU and unreferenced)
}

// entry is one cached kernel. refs and evicted are guarded by Cache.mu.
type entry struct {
	key     string
	sym     string
	fn      uintptr
	lib     *library
	refs    int  // outstanding Handles
	evicted bool // no longer in the LRU; dead when refs reaches 0
}

// onEvict is the LRU's eviction callback; it runs with c.mu held (see Cache).
func (c *Cache) onEvict(_ string, e *entry) {
	e.evicted = true
	if !c.closed {
		c.evictions.Add(1)
	}
	if e.refs == 0 {
		c.kill(e)
	}
}

// kill marks e dead; c.mu must be held. The library is queued for unloading
// when its last entry dies.
func (c *Cache) kill(e *entry) {
	e.lib.live--
	if e.lib.live == 0 {
		c.unload = append(c.unload, e.lib)
	}
}

// takeUnload returns and clears the libraries to unload; c.mu must be held.
func (c *Cache) takeUnload() []*library {
	u := c.unload
	c.unload = nil
	return u
}

// unlockAndUnload releases c.mu, which must be held, and then unloads the
// libraries whose last entry died while it was held: dlclose is slow and
// must not block other requests.
func (c *Cache) unlockAndUnload() {
	unload := c.takeUnload()
	c.mu.Unlock()
	c.unloadAll(unload)
}

// unloadAll unloads libraries; c.mu must not be held.
func (c *Cache) unloadAll(ls []*library) {
	for _, l := range ls {
		err := l.lib.Close()
		c.unloads.Add(1)
		if err != nil {
			c.log.Warn("fusejit: unloading kernels", "err", err)
		}
		if c.onUnload != nil {
			c.onUnload(l.keys, err)
		}
	}
}

// release drops one reference of e; the entry dies if it was the last one
// on an evicted entry.
func (c *Cache) release(e *entry) {
	c.mu.Lock()
	e.refs--
	if e.refs == 0 && e.evicted {
		c.kill(e)
	}
	c.unlockAndUnload()
}
