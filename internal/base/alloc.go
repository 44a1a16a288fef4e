package base

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"runtime/metrics"

	"github.com/fusejit/fusejit/internal/hostmem"
)

// ErrMemoryBudget is wrapped by the error of an operation whose result or
// temporary storage does not fit in the memory that remains of
// Exec.MemoryLimit.
var ErrMemoryBudget = errors.New("memory budget exceeded")

// checkedMin is the smallest allocation the checked allocator looks at:
// below it the check would cost more than it could save.
const checkedMin = 1 << 20

// heapLiveMetric is the heap the last garbage collection found reachable.
// It lags in both directions: it misses what was allocated since, and it
// still counts what became garbage since (a large intermediate freed after
// that collection), which reserve corrects for before it refuses.
const heapLiveMetric = "/gc/heap/live:bytes"

// heapLive returns the live heap in bytes (0 if the runtime cannot say).
func heapLive() int64 { return readMetric(heapLiveMetric) }

// readMetric reads a runtime metric counted in bytes (0 if the runtime
// cannot say).
func readMetric(name string) int64 {
	s := []metrics.Sample{{Name: name}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(min(s[0].Value.Uint64(), 1<<62))
}

// reserve is the checked allocator's admission test, called before every
// large allocation of a result or a transposed copy: it refuses, with an
// error wrapping ErrMemoryBudget, an allocation of bytes above what
// remains of MemoryLimit after the live heap, or, from hostCheckedMin on,
// above what the host can still provide. A Go allocation that cannot be
// served is a fatal error no recover catches, and one the kernel cannot
// back brings the OOM killer, so the test must come first. bytes may be
// an overflowed count's saturation (math.MaxInt64).
func (e *Exec) reserve(what string, bytes int64) error {
	if e == nil || bytes < checkedMin {
		return nil
	}
	var gc collectOnce
	if err := e.reserveBudget(what, bytes, &gc); err != nil {
		return err
	}
	return e.reserveHost(what, bytes, &gc)
}

// collectOnce runs at most one garbage collection for one admission test:
// a collection frees for both of its checks, so a second is only time.
type collectOnce bool

// collect runs the garbage collector unless it already ran for this test,
// and reports whether it ran now.
func (c *collectOnce) collect() bool {
	if *c {
		return false
	}
	*c = true
	runtime.GC()
	return true
}

// Reserve is reserve's test for memory allocated outside this package: the
// outputs and buffers of a fused operator's kernel.
func (e *Exec) Reserve(what string, bytes int64) error { return e.reserve(what, bytes) }

func (e *Exec) reserveBudget(what string, bytes int64, gc *collectOnce) error {
	if e.MemoryLimit <= 0 {
		return nil
	}
	remaining := e.MemoryLimit - heapLive()
	// The live heap may still count intermediates that died after the
	// last collection (with a multi-gigabyte heap the next one is far
	// off); collect once before refusing. Only a refusal pays for it.
	if bytes > remaining && gc.collect() {
		remaining = e.MemoryLimit - heapLive()
	}
	if bytes > remaining {
		return fmt.Errorf("base: %s needs %d bytes, %d of the %d-byte budget remain: %w",
			what, bytes, max(remaining, 0), e.MemoryLimit, ErrMemoryBudget)
	}
	return nil
}

// hostCheckedMin is the smallest allocation checked against the host's
// available memory: reading it costs tens of microseconds, which an
// allocation of this size repays many times over when its pages are first
// written.
const hostCheckedMin = 64 << 20

// heapFreeMetric is memory the Go heap holds free and has not returned to
// the host: an allocation reuses it without asking the host for more.
const heapFreeMetric = "/memory/classes/heap/free:bytes"

// reserveHost refuses an allocation of bytes above what the host can
// still provide (memory available to the process's control group and the
// host, plus what the Go heap holds free): the memory budget is per
// process, and the processes beside it share the host.
func (e *Exec) reserveHost(what string, bytes int64, gc *collectOnce) error {
	if bytes < hostCheckedMin {
		return nil
	}
	avail := e.HostAvailable
	if avail == nil {
		avail = hostmem.System.Available
	}
	room := func() int64 {
		host := avail()
		if host <= 0 {
			return math.MaxInt64 // unknown: no check
		}
		return host + readMetric(heapFreeMetric)
	}
	r := room()
	// Garbage collected now is heap the allocation can reuse.
	if bytes > r && gc.collect() {
		r = room()
	}
	if bytes > r {
		return fmt.Errorf("base: %s needs %d bytes, the host can provide %d now: %w",
			what, bytes, r, ErrMemoryBudget)
	}
	return nil
}

// Byte counts of the checked allocations, in float64 so that a shape whose
// cell count overflows int gives a count above any budget.
func denseBytes(rows, cols int) int64 { return satBytes(float64(rows) * float64(cols) * 8) }

func csrBytes(rows int, nnz int) int64 { return satBytes(float64(rows+1)*8 + float64(nnz)*12) }

func satBytes(v float64) int64 {
	if v >= 1<<63-1 {
		return 1<<63 - 1
	}
	return int64(v)
}

// mmBytes is the memory a product allocates: its result (dense, or the row
// pointers of a sparse product, whose cells are counted only once known)
// and the row-major copy of a transposed dense operand multiplied with a
// sparse one.
func mmBytes(a, b mmOperand) int64 {
	if a.sparse() && b.sparse() {
		return csrBytes(a.rows, 0)
	}
	out := float64(denseBytes(a.rows, b.cols))
	for _, op := range []mmOperand{a, b} {
		if op.trans && (a.sparse() || b.sparse()) {
			out += float64(denseBytes(op.rows, op.cols))
		}
	}
	return satBytes(out)
}
