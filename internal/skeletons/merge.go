package skeletons

import "sync"

// streamMinPart is the partial size, in doubles, from which the calls'
// partials are folded while the calls run (inOrderMerge) rather than kept
// until the end. One partial per call is up to parallel.MaxTasks fresh
// pages per operator call: a sparse colSums at 10^4 x 1000 and 1% density
// spent more time in the page faults of its 64 partials than in its
// kernel. Smaller partials (full aggregates) keep the simpler path.
const streamMinPart = 512

// inOrderMerge folds partials into acc in call order as the calls finish,
// with one scratch partial per worker instead of one per call. The folds
// are those of output.result (acc is call 0's partial, then
// acc = fold(acc, partial c) for c = 1, 2, ...), so the result is the same
// bits. parallel.For hands out calls in increasing order, so a worker
// waits at most for the calls the other workers took before its own.
type inOrderMerge struct {
	o       *output
	acc     []float64
	scratch [][]float64

	mu      sync.Mutex
	turn    *sync.Cond
	next    int  // the call whose partial folds next
	aborted bool // a call failed: nobody waits for its turn any more
}

// newInOrderMerge allocates acc as o.buf, where output.result(1) finds
// it, and one scratch partial per worker apart from it, so that the result
// does not keep the scratch alive.
func newInOrderMerge(o *output, workers int) *inOrderMerge {
	o.buf = make([]float64, o.part)
	m := &inOrderMerge{o: o, acc: o.buf}
	all := make([]float64, workers*o.part)
	for w := range workers {
		m.scratch = append(m.scratch, all[w*o.part:(w+1)*o.part])
	}
	m.turn = sync.NewCond(&m.mu)
	return m
}

// target returns the partial call c of worker w writes: acc for call 0,
// the worker's scratch, reset to the aggregate's identity, otherwise.
func (m *inOrderMerge) target(w, c int) []float64 {
	if c == 0 {
		fillInit(m.acc, m.o.init)
		return m.acc
	}
	s := m.scratch[w]
	fillInit(s, m.o.init)
	return s
}

// done folds the partial of call c, written by worker w, once every
// earlier call has folded; ok false (the call failed) aborts the merge so
// that no worker waits for c's turn.
func (m *inOrderMerge) done(w, c int, ok bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !ok {
		m.aborted = true
		m.turn.Broadcast()
		return
	}
	for m.next != c && !m.aborted {
		m.turn.Wait()
	}
	if m.aborted {
		return
	}
	if c > 0 {
		m.o.fold(m.acc, m.scratch[w])
	}
	m.next++
	m.turn.Broadcast()
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
