package runner

import (
	"container/list"
	"sync"
	"sync/atomic"
)

// Beam keeps no data between jobs, but a worker process often outlives
// one: Prism's loopback workers are the driver process itself, and a Flink
// or Spark task manager reuses its SDK harness for the jobs of one
// session. Staged blocks are immutable files named by their content
// (staging.go), so a worker may keep the blocks it decoded and serve a
// later job's read of the same file from memory: the name can only ever
// hold those bytes. This saves the read and decode of the resident
// partitions (X) in every stage of an iterative program after the first.
// Result files and blocks staged without a WorkDir are per job and never
// cached.

// DefaultWorkerCacheBytes is the per-process cap of the worker block cache
// of a Runner with WorkerCacheBytes 0.
const DefaultWorkerCacheBytes = 2 << 30

// blockCache is a byte-bounded LRU of decoded block files, shared by the
// DoFns of one worker process.
type blockCache struct {
	mu     sync.Mutex
	size   int64
	lru    *list.List // of *cachedFile, most recent first
	byPath map[string]*list.Element

	hits, misses atomic.Int64
}

type cachedFile struct {
	path   string
	blocks []Block
	size   int64
}

// workerBlocks is this process's cache (a concurrency-safe cache, the
// only kind of process-wide state fusejit keeps).
var workerBlocks = &blockCache{lru: list.New(), byPath: map[string]*list.Element{}}

// WorkerCacheStats returns how many staged block files this process's
// workers served from memory and how many they read from storage. On
// Prism's loopback workers, these are the driver process's own.
func WorkerCacheStats() (hits, misses int64) {
	return workerBlocks.hits.Load(), workerBlocks.misses.Load()
}

// read returns the blocks of the content-addressed file path, from memory
// when an earlier job read it, keeping at most limit bytes (limit <= 0:
// read without caching). The blocks are shared: callers must not modify
// them (kernels only read their inputs).
func (c *blockCache) read(path string, limit int64) ([]Block, error) {
	if limit <= 0 {
		return readBlocks(path)
	}
	c.mu.Lock()
	if e, ok := c.byPath[path]; ok {
		c.lru.MoveToFront(e)
		bs := e.Value.(*cachedFile).blocks
		c.mu.Unlock()
		c.hits.Add(1)
		return bs, nil
	}
	c.mu.Unlock()
	c.misses.Add(1)
	bs, err := readBlocks(path)
	if err != nil {
		return nil, err
	}
	var size int64
	for _, b := range bs {
		size += int64(encodedSize(b))
	}
	if size > limit {
		return bs, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.byPath[path]; ok { // another worker read it meanwhile
		return bs, nil
	}
	c.byPath[path] = c.lru.PushFront(&cachedFile{path: path, blocks: bs, size: size})
	c.size += size
	for c.size > limit {
		old := c.lru.Back()
		f := old.Value.(*cachedFile)
		c.lru.Remove(old)
		delete(c.byPath, f.path)
		c.size -= f.size
	}
	return bs, nil
}
