// Package opcache keeps compiled kernels in memory and on disk, keyed by a
// canonical plan hash, so that a fused operator is compiled once per process
// (and, with a persistent cache, once per machine and compiler).
//
// # Memory
//
// A [Cache] is an LRU (github.com/hashicorp/golang-lru/v2) of kernels
// produced by a [jit.Compiler]. [Cache.GetBatch] takes all kernels one
// program needs: hits are served from the LRU, and every missing kernel is
// built into ONE LLVM module and compiled with ONE compiler run (about 20-30
// ms of each run is process start-up, so batching is the main lever on
// compile time). The kernels of one module share one shared object.
//
// A [Handle] pins its kernel and the shared object that contains it: an
// object is unloaded (dlclose) only after every kernel in it has left the
// LRU (evicted, or purged by [Cache.Close]) AND every Handle on those
// kernels has been released. Unloading code another goroutine is executing
// crashes the process, so callers must hold a Handle for as long as they may
// call its function, and call [Handle.Release] afterwards.
//
// Concurrent requests for the same missing key load or compile it once
// (single flight per key, also across batches): the first caller does the
// work, the others wait for it and get the same kernel with [SourceShared]. A
// failed build or compile is returned to the builder and to every waiter and
// is not cached (see [WithFailureTTL] to remember failures for a while); a
// later request retries. When the builder gives up because its own context
// was cancelled, waiters whose contexts are still live retry themselves.
//
// [Cache.Lookup] is the non-blocking variant (memory and disk only) and
// [Cache.Prefetch] compiles in the background; together they let a caller
// run unfused code while a kernel compiles and use the kernel later.
//
// # Disk
//
// With [WithDir] compiled shared objects are also kept in a directory:
//
//   - The directory is created with mode 0700; an existing directory that is
//     not owned by the current user, or is writable by group or others, is
//     not used (a warning is logged and the cache stays memory-only).
//   - Objects are content-addressed (o-<sha256>.so); each kernel has a small
//     record (k-<sha256 of compiler fingerprint and key>.json) naming its
//     object, symbol, size and hash. The compiler fingerprint (clang version,
//     target, CPU and its features, flags) is part of every record's name
//     and content, so another compiler or machine never loads an entry.
//   - Files are written to a temporary file (mode 0600) and renamed, so a
//     reader sees a complete file or none.
//   - Before loading, both files must be regular files owned by the current
//     user and not writable by group or others, and the object's size and
//     SHA-256 must match the record. A corrupt, truncated, foreign or
//     world-writable entry is refused with a logged warning, removed, and
//     rebuilt; it is never loaded.
//
// Threat model: the checks keep other users (and accidental corruption) out.
// The current user can always replace a file between its check and dlopen;
// that user can also run arbitrary code anyway.
//
// Another process with the same directory and compiler loads the kernels
// this one compiled instead of compiling them. With [WithMaxBytes] the
// directory is size bounded: after a store past the cap, the least
// recently used objects and records (by modification time, which loads
// refresh) are removed. Otherwise it is not size bounded; delete it to
// reclaim space. Small records of other parts of the program (files
// named r-*, see [ReadRecord]) share the directory and are never evicted.
//
// # Two-level kernels
//
// A batch whose requests all set [Request].Quick and whose module passes
// jit.QuickSafe (no fast-math flag, only exactly specified intrinsics, so
// the results are the same bits at every optimization level; NaNs too,
// since llvmgen stores them canonically) is built at
// jit.LevelQuick (-O0, about a quarter of the -O3 build's clang time) and
// served at once; its -O3 build then runs in the background and replaces
// the quick kernels in the LRU for later requests ([Stats].QuickBuilds,
// TierUps). With a persistent cache the quick object is stored at once,
// its records marked quick (with the IR it was built from, i-<sha256>.ll),
// and the optimized build replaces them; a process that loads a quick
// record rebuilds it in the background, once per key, at most two rebuilds
// at a time. A request that expects a long use ([Request].LongUse) never
// loads a quick record: it compiles the optimized build at once. [Cache.Close]
// lets rebuilds under way finish within the compiler's timeout, so that
// the next process finds optimized kernels. Records of an unknown level,
// or quick ones whose IR file is missing or corrupt, are misses; records
// written before levels are read as optimized. The caller decides which
// first uses are short enough for the slower code (the engine's default,
// engine.BuildTwoLevel).
//
// # Files
//
// cache.go is the front door (New, GetBatch, Lookup, Close) around the LRU;
// request.go and options.go hold the API types. A request goes through
// singleflight.go (claim, wait, publish), load.go (persistent cache first),
// compile.go (one module per batch, bisected on failure) and failures.go
// (WithFailureTTL). refcount.go and handle.go decide when a shared object is
// unloaded; disk.go is the persistent cache, dir.go its directory checks
// and records, evict.go its size cap, prefetch.go the background compiles
// (at lower priority, see jit.LowerThreadPriority), tierup.go the quick
// builds and their background replacement, stats.go the counters.
package opcache
