package base

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
)

// cumKernel is one scan for the cumulative drivers: it says how to fold a
// row block into an aggregate (forward cascade), how to compose carries
// (local scan) and how to scan a block from a carry (backward cascade).
type cumKernel interface {
	// aggWidth is the length of a block aggregate (m for the basic
	// aggregates, 2m for the sum-product recurrence).
	aggWidth() int
	// newWorker returns a worker with its own scratch, for one goroutine.
	newWorker() cumWorker
}

// cumWorker computes the phases of a cumKernel for one goroutine.
type cumWorker interface {
	// agg writes the aggregate of rows [r0, r1), folded from the identity,
	// into dst (aggWidth values). It returns false when the aggregate must
	// not be composed into a carry; the block's carry then comes from its
	// own scan.
	agg(r0, r1 int, dst []float64) bool
	// compose sets next (m values) to the carry after a block entered with
	// carry whose aggregate is agg.
	compose(next, carry, agg []float64)
	// scan computes output rows [r0, r1) in columns [c0, c1), the first row
	// from carry (m values, indexed by column), into dst, which holds rows
	// r0..r1-1 of m values each. If final is not nil it receives the state
	// after row r1-1 in the same columns.
	scan(r0, r1, c0, c1 int, carry, final, dst []float64)
}

// cumThreads is the number of threads for work cells: at most threads,
// with at least cumMinWork cells each.
func cumThreads(threads, work int) int {
	return max(1, min(threads, work/max(1, cumMinWork)))
}

// cumRun computes the n x m scan of k whose carry before row 0 is init
// into out: sequentially for little work, in independent column bands for
// wide inputs, and otherwise as a pipelined chain of cache-sized row
// blocks.
func (e *Exec) cumRun(k cumKernel, out []float64, n, m int, init []float64) error {
	out = out[:n*m]
	t := cumThreads(e.threads(), n*m)
	seq := func() error {
		return cumPar(1, 1, func(_, _ int) { k.newWorker().scan(0, n, 0, m, init, nil, out) })
	}
	if t <= 1 {
		return seq()
	}
	if m >= cumWideCols {
		width := min(cumBandCols, (m+t-1)/t)
		width = max(8, (width+7)/8*8) // whole cache lines
		bands := (m + width - 1) / width
		ws := make([]cumWorker, t)
		return cumPar(t, bands, func(w, b int) {
			if ws[w] == nil {
				ws[w] = k.newWorker()
			}
			ws[w].scan(0, n, b*width, min(m, (b+1)*width), init, nil, out)
		})
	}
	bs := max(1, cumBlockBytes/(8*m))
	nb := (n + bs - 1) / bs
	if nb < 2 {
		return seq()
	}
	return cumChain(k, out, n, m, bs, min(t, nb), init)
}

// cumChain runs the forward cascade, local scan and backward cascade
// pipelined over row blocks of bs rows, on t goroutines. Goroutines claim
// blocks in order; for block b a goroutine
//
//  1. folds the block into its aggregate (forward cascade), which pulls
//     the block into its cache,
//  2. waits for carry[b], the state before the block, and publishes
//     carry[b+1] = compose(carry[b], agg) (one step of the local scan),
//  3. scans the block from carry[b] into the output (backward cascade),
//     reading the block from cache.
//
// The wait in step 2 is short: the previous block's goroutine publishes
// its carry right after its own fold. A block whose aggregate cannot be
// composed scans first and publishes its last state. The last block needs
// no aggregate.
//
// When a block's output is at least cumStageBytes, the scan writes it into
// a cache-resident buffer that copy() then moves to the output: copy()
// streams blocks of 1 MiB or more with non-temporal stores (Go's memmove
// on amd64), which saves reading every output line into the cache before
// writing it, a third of the memory traffic of the scan.
func cumChain(k cumKernel, out []float64, n, m, bs, t int, init []float64) error {
	nb := (n + bs - 1) / bs
	carry := make([]float64, (nb+1)*m)
	copy(carry[:m], init)
	c := newCumCarries(nb + 1)
	c.publish(0)
	var claim atomic.Int64
	errs := make([]error, t)
	var wg sync.WaitGroup
	for w := 0; w < t; w++ {
		wg.Go(func() {
			defer func() {
				if r := recover(); r != nil {
					errs[w] = fmt.Errorf("internal error: %v: %w", r, errBaseInput)
					c.fail()
				}
			}()
			kw := k.newWorker()
			agg := make([]float64, k.aggWidth())
			var stage []float64
			if bs*m*8 >= cumStageBytes {
				stage = make([]float64, bs*m)
			}
			scan := func(r0, r1 int, in, final []float64) {
				dst := out[r0*m : r1*m]
				if stage == nil {
					kw.scan(r0, r1, 0, m, in, final, dst)
					return
				}
				kw.scan(r0, r1, 0, m, in, final, stage[:len(dst)])
				copy(dst, stage)
			}
			for {
				b := int(claim.Add(1) - 1)
				if b >= nb {
					return
				}
				r0, r1 := b*bs, min(n, (b+1)*bs)
				in, next := carry[b*m:(b+1)*m], carry[(b+1)*m:(b+2)*m]
				last := b == nb-1
				composable := !last && kw.agg(r0, r1, agg)
				if !c.wait(b) {
					return
				}
				switch {
				case last:
					scan(r0, r1, in, nil)
				case composable:
					kw.compose(next, in, agg)
					c.publish(b + 1)
					scan(r0, r1, in, nil)
				default:
					scan(r0, r1, in, next)
					c.publish(b + 1)
				}
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// cumCarries signals which carries of a chain are ready. A waiter spins
// briefly (the carry usually follows within microseconds) and then parks,
// so that waiting burns no CPU when the machine is oversubscribed.
type cumCarries struct {
	ready  []atomic.Bool
	done   []chan struct{}
	failed chan struct{}
	once   sync.Once
}

func newCumCarries(n int) *cumCarries {
	c := &cumCarries{ready: make([]atomic.Bool, n), done: make([]chan struct{}, n), failed: make(chan struct{})}
	for b := range c.done {
		c.done[b] = make(chan struct{})
	}
	return c
}

// publish marks carry b ready; the carry's values must be written before.
func (c *cumCarries) publish(b int) {
	c.ready[b].Store(true)
	close(c.done[b])
}

// fail releases every waiter after a worker failed.
func (c *cumCarries) fail() { c.once.Do(func() { close(c.failed) }) }

// wait blocks until carry b is ready (true) or the chain failed (false).
func (c *cumCarries) wait(b int) bool {
	for spin := 0; spin < 100; spin++ {
		if c.ready[b].Load() {
			return true
		}
		runtime.Gosched()
	}
	select {
	case <-c.done[b]:
		return true
	case <-c.failed:
		return false
	}
}

// cumPar runs fn(w, i) for every i in [0, n) on up to t goroutines, which
// claim indices in increasing order; w (< t) identifies the goroutine, for
// scratch. Panics become errors.
func cumPar(t, n int, fn func(w, i int)) error {
	if n <= 0 {
		return nil
	}
	t = max(1, min(t, n))
	var next atomic.Int64
	errs := make([]error, t)
	run := func(w int) {
		defer func() {
			if r := recover(); r != nil {
				errs[w] = fmt.Errorf("internal error: %v: %w", r, errBaseInput)
			}
		}()
		for {
			i := int(next.Add(1) - 1)
			if i >= n {
				return
			}
			fn(w, i)
		}
	}
	if t == 1 {
		run(0)
		return errs[0]
	}
	var wg sync.WaitGroup
	for w := 0; w < t; w++ {
		wg.Go(func() { run(w) })
	}
	wg.Wait()
	return errors.Join(errs...)
}
