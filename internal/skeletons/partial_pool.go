package skeletons

import (
	"math/bits"
	"sync"
)

// The partials of aggregates across rows (col_agg, left_mm, col_agg_t;
// output.part) were fresh memory every pass: a Row col_agg_t operator at
// 10^4 x 1000 took one partial of 1000-2000 doubles per call in flight,
// and their first writes were 50-70 page faults per Eval, about 15% of
// all its page faults with the inputs' generation included (perf record
// -e page-faults, fusebench's row-dense and row-mm). Passes now take their
// partials from a free list that earlier passes gave them back to, and so
// do the other per-pass buffers of the skeletons but blocked Outer
// kernels' scratch (outer_scratch.go): workers' scratch (takeScratch,
// cleared), the column-packed copies of B (packColumns, overwritten) and
// the blocked t(Z) %*% W block buffers (cleared).
//
// Nothing leaks from one pass into the next: every partial taken is set
// to the aggregate's identity before a kernel sees it (fillInit, as
// before, where fresh memory was already zero), and partials go back only
// once every call of the pass has returned and the result has been copied
// out of them (every output with partials copies in its finish).

// Bounds of the free list.
const (
	// maxPooledPartial is the largest buffer, in doubles, that the free
	// list keeps (1 MiB); larger partials come with enough work per pass
	// that their page faults do not show.
	maxPooledPartial = 1 << 17
	// pooledPartialBytes bounds the bytes the free list holds at once
	// (8 MiB); buffers given back beyond it are left to the garbage
	// collector.
	pooledPartialBytes = 8 << 20
)

// partialBuffers is the free list, by power-of-two capacity class. It is
// safe for concurrent use and holds at most pooledPartialBytes.
var partialBuffers partialPool

// partialPool is a bounded free list of float64 buffers whose capacities
// are powers of two, by class (log2 of the capacity).
type partialPool struct {
	mu      sync.Mutex
	classes [bits.UintSize][][]float64
	bytes   int // held
	limit   int // most bytes held (pooledPartialBytes when 0)
}

// partialClass is the class of buffers that hold n doubles: the smallest
// k with 1<<k >= n.
func partialClass(n int) int { return bits.Len(uint(n - 1)) }

// take returns a buffer of n doubles: one given back earlier, with
// whatever it held, or a new zeroed one. The caller initializes it.
func (p *partialPool) take(n int) []float64 {
	if n <= 0 {
		return nil
	}
	if n > maxPooledPartial {
		return make([]float64, n)
	}
	k := partialClass(n)
	p.mu.Lock()
	if s := p.classes[k]; len(s) > 0 {
		b := s[len(s)-1]
		s[len(s)-1] = nil
		p.classes[k] = s[:len(s)-1]
		p.bytes -= 8 * cap(b)
		p.mu.Unlock()
		return b[:n]
	}
	p.mu.Unlock()
	return make([]float64, n, 1<<k)
}

// give hands b back for later takes; the caller must not use it after.
// Buffers take did not make (other capacities) and buffers beyond the
// bound are dropped.
func (p *partialPool) give(b []float64) {
	c := cap(b)
	if c == 0 || c > maxPooledPartial || c&(c-1) != 0 {
		return
	}
	limit := p.limit
	if limit == 0 {
		limit = pooledPartialBytes
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bytes+8*c > limit {
		return
	}
	k := partialClass(c)
	p.classes[k] = append(p.classes[k], b[:c])
	p.bytes += 8 * c
}

// held returns the bytes the free list holds.
func (p *partialPool) held() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.bytes
}
