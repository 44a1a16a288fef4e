package opcache

import (
	"context"
	"fmt"
	"time"
)

// loaded is a kernel this call loaded or compiled.
type loaded struct {
	lib *library
	fn  uintptr
	src Source
}

// outcome collects what one call's lead produced, by key.
type outcome struct {
	got   map[string]loaded
	errs  map[string]error
	times map[string][2]time.Duration // compile (total) and load time to report
	// tierUps are the optimized builds owed to kernels built quick.
	tierUps []tierUp
}

// addTime charges compile and load time to key's result.
func (o *outcome) addTime(key string, compile, load time.Duration) {
	t := o.times[key]
	t[0] += compile
	t[1] += load
	o.times[key] = t
}

// lead loads or compiles the keys of the flights this call leads, then
// publishes the results to the flights and inserts them into the LRU.
// It sets res for the leading request of each key.
func (c *Cache) lead(ctx context.Context, reqs []Request, lead map[string]int, res []Result, build BuildFunc) {
	// Requests in the caller's order, one per key.
	order := make([]Request, 0, len(lead))
	for i, r := range reqs {
		if j, ok := lead[r.Key]; ok && j == i {
			order = append(order, r)
		}
	}
	o := &outcome{
		got:   make(map[string]loaded, len(order)),
		errs:  make(map[string]error),
		times: make(map[string][2]time.Duration),
	}
	missing := order
	if c.disk != nil {
		missing = c.loadFromDisk(order, o)
	}
	if len(missing) > 0 {
		if build == nil {
			for _, r := range missing {
				o.errs[r.Key] = fmt.Errorf("opcache: %q: %w", r.Key, ErrNotCached)
			}
		} else {
			if c.disk != nil {
				c.diskMisses.Add(int64(len(missing)))
			}
			c.compile(ctx, missing, build, o)
		}
	}
	c.publish(order, lead, o, res)
	if len(o.tierUps) > 0 {
		c.startTierUps(o.tierUps)
	}
}

// loadFromDisk loads what it can of reqs from the persistent cache and
// returns the requests still missing.
func (c *Cache) loadFromDisk(reqs []Request, o *outcome) []Request {
	start := time.Now()
	found, rejects := c.disk.load(reqs)
	c.diskRejects.Add(int64(len(rejects)))
	if len(found) == 0 {
		return reqs
	}
	d := time.Since(start)
	c.loadNanos.Add(int64(d))
	c.diskHits.Add(int64(len(found)))
	var missing []Request
	charged := false
	// Quick kernels loaded, by object: each owes its optimized build.
	owed := map[*library][]Request{}
	first := map[*library]diskKernel{}
	var libs []*library
	for _, r := range reqs {
		k, ok := found[r.Key]
		if !ok {
			missing = append(missing, r)
			continue
		}
		o.got[r.Key] = loaded{lib: k.lib, fn: k.fn, src: SourceDisk}
		if k.quick && !r.NoRebuild {
			if _, ok := first[k.lib]; !ok {
				first[k.lib] = k
				libs = append(libs, k.lib)
			}
			owed[k.lib] = append(owed[k.lib], r)
		}
		if !charged {
			o.addTime(r.Key, d, d)
			charged = true
		}
	}
	for _, l := range libs {
		k := first[l]
		o.tierUps = append(o.tierUps, tierUp{ir: k.ir, reqs: owed[l], quick: l, obj: k.obj, irHash: k.irHash, kernels: k.kernels})
	}
	return missing
}
