package opcache

import (
	"sync/atomic"
	"time"
)

// Stats are cumulative counters of a Cache.
type Stats struct {
	Hits        int64         // requests served from the LRU
	Misses      int64         // requests this cache led a load or compile for (disk, compile or not found)
	Shared      int64         // requests served by another call's load or compile of the same key
	Compiles    int64         // calls of the compiler (one per batch), successful or not
	Compiled    int64         // kernels compiled successfully
	Failures    int64         // keys whose build or compile failed
	Evictions   int64         // kernels pushed out of the LRU by capacity (not counting Close)
	Unloads     int64         // shared objects unloaded (dlclose)
	DiskHits    int64         // kernels loaded from the persistent cache
	DiskMisses  int64         // kernels looked up in the persistent cache and not found (or rejected)
	DiskRejects int64         // persistent cache files refused
	DiskWrites  int64         // shared objects written to the persistent cache
	QuickBuilds int64         // batches built at jit.LevelQuick (see Request.Quick)
	TierUps     int64         // optimized rebuilds of quick batches that completed
	CompileTime time.Duration // total wall time of compiles
	LoadTime    time.Duration // total wall time of persistent cache loads
}

// counters are the live values behind [Stats]; atomics, so that they are
// counted without c.mu.
type counters struct {
	hits, misses, shared, compiles, compiled, failures atomic.Int64
	evictions, unloads                                 atomic.Int64
	diskHits, diskMisses, diskRejects, diskWrites      atomic.Int64
	compileNanos, loadNanos                            atomic.Int64
	quickBuilds, tierUps                               atomic.Int64
}

// countCompile counts one compiler run that started at start and returns
// its wall time.
func (c *counters) countCompile(start time.Time) time.Duration {
	d := time.Since(start)
	c.compileNanos.Add(int64(d))
	c.compiles.Add(1)
	return d
}

// Stats returns a snapshot of the counters.
func (c *Cache) Stats() Stats {
	return Stats{
		Hits:        c.hits.Load(),
		Misses:      c.misses.Load(),
		Shared:      c.shared.Load(),
		Compiles:    c.compiles.Load(),
		Compiled:    c.compiled.Load(),
		Failures:    c.failures.Load(),
		Evictions:   c.evictions.Load(),
		Unloads:     c.unloads.Load(),
		DiskHits:    c.diskHits.Load(),
		DiskMisses:  c.diskMisses.Load(),
		DiskRejects: c.diskRejects.Load(),
		DiskWrites:  c.diskWrites.Load(),
		QuickBuilds: c.quickBuilds.Load(),
		TierUps:     c.tierUps.Load(),
		CompileTime: time.Duration(c.compileNanos.Load()),
		LoadTime:    time.Duration(c.loadNanos.Load()),
	}
}
