package base

import (
	"runtime"
	"sync/atomic"
	"time"

	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/parallel"
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
// wide inputs, and otherwise as the chain of cache-sized row blocks. The
// choice and the blocks depend on the shape only, so the result does not
// depend on the number of threads.
func (e *Exec) cumRun(k cumKernel, out []float64, n, m int, init []float64) error {
	out = out[:n*m]
	t := e.cumPar(n * m)
	seq := func() error {
		return forTasks(t.serial(), 1, func(_, _ int) { k.newWorker().scan(0, n, 0, m, init, nil, out) })
	}
	if n*m < 2*cumMinWork {
		return seq()
	}
	if m >= cumWideCols {
		width := min(cumBandCols, (m+t.threads-1)/t.threads)
		width = max(8, (width+7)/8*8) // whole cache lines
		bands := (m + width - 1) / width
		// Columns do not interact, so the band width, which depends on
		// the thread count, does not change the result.
		ws := make([]cumWorker, parallel.Threads(t.threads, bands))
		return forTasksErr(t, bands, func(w, b int) error {
			if ws[w] == nil {
				ws[w] = k.newWorker()
			}
			return cumBand(t, ws[w], n, m, b*width, min(m, (b+1)*width), init, out)
		})
	}
	bs := max(1, cumBlockBytes/(8*m))
	nb := (n + bs - 1) / bs
	if nb < 2 {
		return seq()
	}
	return cumChain(k, out, n, m, bs, t.limit(nb), init)
}

// cumHelpAfter is how long a goroutine of cumChain waits for a carry
// before it computes the carry itself (a variable for tests).
var cumHelpAfter = 200 * time.Microsecond

// cumChain runs the forward cascade, local scan and backward cascade
// pipelined over row blocks of bs rows, on t goroutines. Goroutines claim
// blocks in order (parallel.For guarantees it); for block b a goroutine
//
//  1. folds the block into its aggregate (forward cascade), which pulls
//     the block into its cache,
//  2. takes carry[b], the state before the block, and publishes
//     carry[b+1] = compose(carry[b], agg) (one step of the local scan),
//  3. scans the block from carry[b] into the output (backward cascade),
//     reading the block from cache.
//
// Step 2 usually finds carry[b] at once: the previous block's goroutine
// publishes it right after its own fold. A block whose aggregate cannot be
// composed scans first and publishes its last state. The last block needs
// no aggregate.
//
// A goroutine that waits for carry[b] longer than cumHelpAfter (the
// goroutine of an earlier block was descheduled) computes the missing
// carries itself, from the latest known one, exactly as their owners
// would; the first to publish a carry wins and both values are the same,
// so the result never depends on timing. Only carries are shared: every
// block's output is written by the goroutine that claimed it.
//
// When a block's output is at least cumStageBytes, the scan writes it into
// a cache-resident buffer that copy() then moves to the output: copy()
// streams blocks of 1 MiB or more with non-temporal stores (Go's memmove
// on amd64), which saves reading every output line into the cache before
// writing it, a third of the memory traffic of the scan.
func cumChain(k cumKernel, out []float64, n, m, bs int, t par, init []float64) error {
	nb := (n + bs - 1) / bs
	carries := make([]atomic.Pointer[[]float64], nb+1)
	carries[0].Store(&init)
	// failed tells goroutines waiting for a carry that its block will not
	// deliver it: parallel.For stops claiming blocks after a failure but
	// cannot wake a waiting body.
	var failed atomic.Bool
	gs := make([]*cumChainWorker, parallel.Threads(t.threads, nb))
	return forTasks(t, nb, func(w, b int) {
		done := false
		defer func() {
			if !done {
				failed.Store(true)
			}
		}()
		g := gs[w]
		if g == nil {
			g = &cumChainWorker{kw: k.newWorker(), agg: hugealloc.Make[float64](k.aggWidth()),
				carries: carries, failed: &failed, n: n, m: m, bs: bs}
			if bs*m*8 >= cumStageBytes {
				g.stage = hugealloc.Make[float64](bs * m)
			}
			gs[w] = g
		}
		r0, r1 := b*bs, min(n, (b+1)*bs)
		last := b == nb-1
		composable := !last && g.kw.agg(r0, r1, g.agg)
		in := g.carry(b)
		if in == nil {
			done = true // another block failed and reports it
			return
		}
		dst := out[r0*m : r1*m]
		switch {
		case last:
			g.scan(r0, r1, in, nil, dst)
		case composable:
			next := hugealloc.Make[float64](m)
			g.kw.compose(next, in, g.agg)
			g.publish(b+1, next)
			g.scan(r0, r1, in, nil, dst)
		default:
			next := hugealloc.Make[float64](m)
			g.scan(r0, r1, in, next, dst)
			g.publish(b+1, next)
		}
		done = true
	})
}

// cumChainWorker is one goroutine of cumChain.
type cumChainWorker struct {
	kw       cumWorker
	agg      []float64 // the aggregate of the goroutine's own block
	stage    []float64 // block output buffer, when staging
	hagg     []float64 // aggregate of a block computed while helping
	hscratch []float64 // output of a block scanned while helping
	carries  []atomic.Pointer[[]float64]
	failed   *atomic.Bool
	n, m, bs int
}

// scan computes rows [r0, r1) from in into dst, through the stage buffer
// when there is one.
func (g *cumChainWorker) scan(r0, r1 int, in, final, dst []float64) {
	if g.stage == nil {
		g.kw.scan(r0, r1, 0, g.m, in, final, dst)
		return
	}
	g.kw.scan(r0, r1, 0, g.m, in, final, g.stage[:len(dst)])
	copy(dst, g.stage)
}

// publish makes next carry b unless another goroutine published it.
func (g *cumChainWorker) publish(b int, next []float64) {
	g.carries[b].CompareAndSwap(nil, &next)
}

// carry returns carry b: it waits up to cumHelpAfter, then computes the
// missing carries itself. It returns nil when another goroutine failed.
func (g *cumChainWorker) carry(b int) []float64 {
	start := time.Now()
	for spin := 0; ; spin++ {
		if p := g.carries[b].Load(); p != nil {
			return *p
		}
		if g.failed.Load() {
			return nil
		}
		if spin%32 == 31 && time.Since(start) > cumHelpAfter {
			break
		}
		runtime.Gosched()
	}
	j := b - 1
	for g.carries[j].Load() == nil {
		j--
	}
	for ; j < b; j++ {
		if g.carries[j+1].Load() != nil {
			continue
		}
		in := *g.carries[j].Load()
		r0, r1 := j*g.bs, min(g.n, (j+1)*g.bs)
		if g.hagg == nil {
			g.hagg = hugealloc.Make[float64](len(g.agg))
		}
		next := hugealloc.Make[float64](g.m)
		if g.kw.agg(r0, r1, g.hagg) {
			g.kw.compose(next, in, g.hagg)
		} else {
			if g.hscratch == nil {
				g.hscratch = hugealloc.Make[float64](g.bs * g.m)
			}
			g.kw.scan(r0, r1, 0, g.m, in, next, g.hscratch[:(r1-r0)*g.m])
		}
		g.publish(j+1, next)
	}
	return *g.carries[b].Load()
}

// cumPar is the loop settings of a scan of work cells (see cumThreads).
func (e *Exec) cumPar(work int) par {
	p := e.par()
	return p.limit(cumThreads(p.threads, work))
}

// cumBand scans columns [c0, c1) of all n rows in row blocks of about
// cumBandCells cells, each entered with the state the previous one left, and
// checks the context between blocks. Handing the state on is what
// cumChain does between its blocks too, so the result does not depend on
// the block size.
func cumBand(p par, kw cumWorker, n, m, c0, c1 int, init, out []float64) error {
	rows := max(1, cumBandCells/max(1, c1-c0))
	if rows >= n {
		kw.scan(0, n, c0, c1, init, nil, out)
		return nil
	}
	carry, next := append([]float64(nil), init[:m]...), hugealloc.Make[float64](m)
	for r0 := 0; r0 < n; r0 += rows {
		if err := p.stopped(); err != nil {
			return err
		}
		r1 := min(n, r0+rows)
		kw.scan(r0, r1, c0, c1, carry, next, out[r0*m:r1*m])
		carry, next = next, carry
	}
	return nil
}
