package skeletons

import "sync"

// streamMinPart is the partial size, in doubles, from which the calls'
// partials are folded while the calls run (inOrderMerge) rather than kept
// until the end. One partial per call is up to parallel.MaxTasks fresh
// pages per operator call: a sparse colSums at 10^4 x 1000 and 1% density
// took twice the page faults of its kernel in its 64 partials. Smaller
// partials (full aggregates) keep the simpler path.
const streamMinPart = 512

// inOrderMerge folds partials into acc in call order as the calls finish.
// The folds are those of output.result (acc is call 0's partial, then
// acc = fold(acc, partial c) for c = 1, 2, ...), so the result is the same
// bits. A partial that finishes before its turn waits in pending, and its
// worker goes on with a new one: no worker ever waits for another, and a
// failed call only leaves the partials after it unmerged. parallel.For
// hands out calls in increasing order, so few partials wait at a time, and
// their buffers are reused.
type inOrderMerge struct {
	o   *output
	acc []float64

	mu      sync.Mutex
	next    int               // the call whose partial folds next
	pending map[int][]float64 // partials done before their turn
	free    [][]float64       // folded partials' buffers, for reuse
}

// newInOrderMerge takes acc as o.buf, where output.result(1) finds it.
// acc and the partials come from the free list (partial_pool.go) and are
// set to the aggregate's identity before any call writes them; release
// gives them back.
func newInOrderMerge(o *output) *inOrderMerge {
	o.buf = partialBuffers.take(o.part)
	return &inOrderMerge{o: o, acc: o.buf, pending: map[int][]float64{}}
}

// release gives acc and every other partial back to the free list; the
// caller calls it once every call has returned and the result no longer
// reads acc. After a failed call, partials still pending go back too.
func (m *inOrderMerge) release() {
	m.mu.Lock()
	defer m.mu.Unlock()
	for c, p := range m.pending {
		partialBuffers.give(p)
		delete(m.pending, c)
	}
	for i, p := range m.free {
		partialBuffers.give(p)
		m.free[i] = nil
	}
	m.free = m.free[:0]
	m.acc = nil
	m.o.release()
}

// target returns the partial call c writes, set to the aggregate's
// identity: acc itself for call 0, a free or new buffer otherwise.
func (m *inOrderMerge) target(c int) []float64 {
	if c == 0 {
		fillInit(m.acc, m.o.init)
		return m.acc
	}
	m.mu.Lock()
	var p []float64
	if n := len(m.free); n > 0 {
		p, m.free = m.free[n-1], m.free[:n-1]
	}
	m.mu.Unlock()
	if p == nil {
		p = partialBuffers.take(m.o.part)
	}
	fillInit(p, m.o.init)
	return p
}

// done records that call c wrote partial p successfully, and folds every
// partial whose turn has come.
func (m *inOrderMerge) done(c int, p []float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if c > 0 {
		m.pending[c] = p
	} else {
		m.next = 1
	}
	for m.next > 0 {
		q, ok := m.pending[m.next]
		if !ok {
			return
		}
		m.o.fold(m.acc, q)
		delete(m.pending, m.next)
		m.free = append(m.free, q)
		m.next++
	}
}

// fillInit sets every element of p to init.
func fillInit(p []float64, init float64) {
	if init == 0 {
		clear(p)
		return
	}
	for i := range p {
		p[i] = init
	}
}
