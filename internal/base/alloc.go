package base

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/metrics"
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
func heapLive() int64 {
	s := []metrics.Sample{{Name: heapLiveMetric}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(min(s[0].Value.Uint64(), 1<<62))
}

// reserve is the checked allocator's admission test, called before every
// large allocation of a result or a transposed copy: it refuses, with an
// error wrapping ErrMemoryBudget, an allocation of bytes above what
// remains of MemoryLimit after the live heap. A Go allocation that cannot
// be served is a fatal error no recover catches, so the test must come
// first. bytes may be an overflowed count's saturation (math.MaxInt64).
func (e *Exec) reserve(what string, bytes int64) error {
	if e == nil || e.MemoryLimit <= 0 || bytes < checkedMin {
		return nil
	}
	remaining := e.MemoryLimit - heapLive()
	if bytes > remaining {
		// The live heap may still count intermediates that died after the
		// last collection (with a multi-gigabyte heap the next one is far
		// off); collect once before refusing. Only a refusal pays for it.
		runtime.GC()
		remaining = e.MemoryLimit - heapLive()
	}
	if bytes > remaining {
		return fmt.Errorf("base: %s needs %d bytes, %d of the %d-byte budget remain: %w",
			what, bytes, max(remaining, 0), e.MemoryLimit, ErrMemoryBudget)
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
	if a.sp != nil && b.sp != nil {
		return csrBytes(a.rows, 0)
	}
	out := float64(denseBytes(a.rows, b.cols))
	for _, op := range []mmOperand{a, b} {
		if op.trans && (a.sp != nil || b.sp != nil) {
			out += float64(denseBytes(op.rows, op.cols))
		}
	}
	return satBytes(out)
}
