// Package opcache keeps compiled kernels in memory, keyed by a canonical
// plan hash, so that a fused operator is compiled once per process.
//
// A [Cache] is an LRU (github.com/hashicorp/golang-lru/v2) of loaded
// libraries produced by a [jit.Compiler]. [Cache.Get] returns a [Handle]
// that pins its library: a library is unloaded (dlclose) only after it has
// left the LRU (evicted, or purged by [Cache.Close]) AND every Handle on it
// has been released. Unloading code that another goroutine is executing
// crashes the process, so callers must hold a Handle for as long as they may
// call into its symbols, and call [Handle.Release] afterwards.
//
// Concurrent Gets of the same missing key compile once (single flight): the
// first caller builds and compiles, the others wait for it. Waiters get the
// same library with hit == true and are counted in [Stats].Shared, not in
// Hits or Misses. A failed build or compile is returned to the builder and to
// every waiter and is not cached; a later Get retries. When the builder gives
// up because its own context was cancelled, waiters whose contexts are still
// live retry the build themselves instead of receiving that error.
package opcache
