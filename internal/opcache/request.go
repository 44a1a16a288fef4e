package opcache

import (
	"errors"
	"fmt"
	"time"
)

// ErrClosed is returned (in [Result].Err) after [Cache.Close].
var ErrClosed = errors.New("opcache: cache is closed")

// ErrNotCached is returned by [Cache.Lookup] for a kernel that is neither in
// memory nor in the persistent cache.
var ErrNotCached = errors.New("opcache: kernel not cached")

// ErrPending is returned by [Cache.Lookup] for a kernel that another request
// is loading or compiling right now.
var ErrPending = errors.New("opcache: kernel is being compiled")

// Request asks for one kernel.
type Request struct {
	// Key identifies the kernel, normally the canonical hash of its code
	// generation plan: requests with equal keys share one compiled kernel.
	Key string
	// Symbol is the name of the kernel's function in the module the build
	// function returns. Requests with equal keys must name equal symbols.
	Symbol string
	// Quick allows serving a compile of this kernel with a quick build
	// (jit.LevelQuick: much less clang time, slower code) while the
	// optimized build runs in the background and replaces it (tierup.go).
	// It applies only when every request of the batch allows it and the
	// module is jit.QuickSafe, so the results do not change. Set it when
	// the kernel's first use is short: the quick code may run several
	// times slower.
	Quick bool
	// LongUse says the kernel's first use is expected to be long (a large
	// input, a warm-up for traffic): a quick kernel would cost more than
	// its build saves. Such a request is never served by a quick record of
	// the persistent cache; the optimized build is compiled at once and
	// replaces the record, so that no process runs quick code on large
	// data. A request with neither Quick nor LongUse (the use is not
	// known, as for a staged worker) takes a record of either level.
	// Kernels already loaded in this process are served whatever their
	// level: their optimized build is already under way.
	LongUse bool
	// NoRebuild leaves the optimized rebuild of a quick record this
	// request loads to the process that built the record (which rebuilds
	// it, Close included), instead of owing one here. A staged worker sets
	// it: it borrows the driver's kernels, and a rebuild of its own would
	// run one clang per worker and write the shared cache directory after
	// the job, when the worker's engine may never be closed.
	NoRebuild bool
}

// BuildFunc returns the text of one LLVM IR module that defines the
// functions of all requests in missing (each key once). It is called at most
// once per [Cache.GetBatch], with the requests that are neither in memory
// nor in the persistent cache nor being compiled by another call.
type BuildFunc func(missing []Request) (irText string, err error)

// Source tells where a [Result] came from.
type Source uint8

const (
	// SourceNone: the request failed (see Result.Err).
	SourceNone Source = iota
	// SourceMemory: found in the in-memory LRU.
	SourceMemory
	// SourceShared: another call was loading or compiling the same key; its
	// result was shared.
	SourceShared
	// SourceDisk: loaded from the persistent cache.
	SourceDisk
	// SourceCompiled: compiled by this call.
	SourceCompiled
)

// String returns the source's name.
func (s Source) String() string {
	switch s {
	case SourceNone:
		return "none"
	case SourceMemory:
		return "memory"
	case SourceShared:
		return "shared"
	case SourceDisk:
		return "disk"
	case SourceCompiled:
		return "compiled"
	}
	return fmt.Sprintf("Source(%d)", int(s))
}

// InMemory reports whether the kernel was already loaded in this process
// (SourceMemory or SourceShared).
func (s Source) InMemory() bool { return s == SourceMemory || s == SourceShared }

// Result is the outcome of one [Request]. Exactly one of Handle and Err is
// non-nil. The caller must Release the Handle.
type Result struct {
	Handle *Handle
	Source Source
	Err    error
	// CompileTime is the wall time of the compiles (clang, link and load,
	// failed attempts included) and persistent cache loads (verification
	// and load) this request caused; LoadTime is the part of it spent
	// loading shared objects. Work that served several requests of one call
	// is reported on the first of them only, so that sums over Results are
	// exact; requests served from memory or by another call report 0.
	CompileTime, LoadTime time.Duration
}
