package skeletons

import "unsafe"

// lineDoubles is the doubles of one 64-byte cache line.
const lineDoubles = 8

// newScratch returns a worker's scratch of n doubles that shares no cache
// line with any other allocation. Row kernels store per-row vectors (a
// matrix-vector product, an element-wise result) into their scratch on
// every row; small per-worker scratches allocated one after the other land
// in one size class and so in one cache line, and two workers writing it
// row after row bounce the line between cores (false sharing), which costs
// a cross-core transfer per row. The slice starts on a line boundary and
// its lines up to the next boundary lie inside one allocation of its own.
func newScratch(n int) []float64 {
	if n <= 0 {
		return nil
	}
	return alignScratch(make([]float64, scratchBufLen(n)), n)
}

// scratchBufLen is the length of the buffer a scratch of n doubles lies
// in: its whole lines and one more, room to start on a line boundary.
func scratchBufLen(n int) int {
	return ((n+lineDoubles-1)/lineDoubles + 1) * lineDoubles
}

// alignScratch returns the scratch of n doubles in buf (scratchBufLen(n)
// doubles): it starts on a line boundary, and its capacity runs to the
// end of its last line.
func alignScratch(buf []float64, n int) []float64 {
	lines := (n + lineDoubles - 1) / lineDoubles
	skip := 0
	if r := uintptr(unsafe.Pointer(&buf[0])) % (lineDoubles * 8); r != 0 {
		skip = int((lineDoubles*8 - r) / 8)
	}
	return buf[skip : skip+n : skip+lines*lineDoubles]
}

// takeScratch returns a worker's zeroed scratch of n doubles, laid out as
// newScratch's, and the buffer it lies in, which the caller gives back to
// the partials' free list (partial_pool.go) once the pass's calls have
// returned; the buffer is nil when the scratch is too large for the free
// list and was allocated. Scratch taken afresh every pass faulted its
// pages in every pass where it spans pages (Row kernels' blocked products
// of wide W: a block of up to 256 rows per product); the kernels' contract
// is a scratch zeroed once per run (cplan/abi.go), which the clear here
// keeps: nothing an earlier pass left can be read.
func takeScratch(n int) (scratch, buf []float64) {
	if n <= 0 {
		return nil, nil
	}
	total := scratchBufLen(n)
	if total > maxPooledPartial {
		return newScratch(n), nil
	}
	buf = partialBuffers.take(total)
	scratch = alignScratch(buf, n)
	clear(scratch[:cap(scratch)])
	return scratch, buf
}
