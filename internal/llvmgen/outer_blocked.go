package llvmgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
)

// The column-blocked walk of sparse-safe Outer kernels
// (cplan.CPlan.OuterBlocked). Reading V's row for every stored cell in
// row-major order jumps across all of V for every row of X; blocked, the
// kernel cuts its rows into chunks and computes the chunk's dot products
// one block of columns at a time, so that the block's rows of V stay in
// the cache while every row of the chunk reads them. A chunk may run on
// past the call's last row, up to aux's AuxOuterDotsEnd (the end of the
// run of calls the skeleton hands this worker): the products of its
// later rows stay in the worker's buffer, and the next call, which starts
// there, reads them instead of computing a chunk of its own. In Go:
//
//	for lo := rl; lo < ru; lo = hi {
//		if haveLo <= lo && lo < haveHi {
//			hi = min(haveHi, ru) // kept by an earlier call
//		} else {
//			chunkEnd = rows from lo whose stored cells fit the buffers (at least one), up to
//				dotsEnd (past ru only while they fit the sorted walk)
//			w := block width, or m when the chunk is too sparse to gain
//			for i := lo; i < chunkEnd; i++ { cur[i-lo] = rowptr[i] }
//			for bj := 0; bj < m; bj += w {
//				for i := lo; i < chunkEnd; i++ {
//					for ; cur[i-lo] < rowptr[i+1] && col[cur[i-lo]] < bj+w; cur[i-lo]++ {
//						buf[d][cur[i-lo]-rowptr[lo]] = dot_d(U[i,], V[col,])
//					}
//				}
//			}
//			haveLo, haveHi = lo, chunkEnd
//			hi = min(chunkEnd, ru)
//		}
//		the row-major loop over rows lo..hi, reading dot_d from buf[d] at kk-rowptr[haveLo]
//	}
//
// Each dot product is computed by the same code as without blocking, and
// each call evaluates and aggregates its own cells in the same row-major
// order, so blocking changes no result bit (and neither the chunks nor the
// runs of calls change a bit when the thread count does).

// outerChunks is the loop over the chunks of a blocked kernel.
type outerChunks struct {
	head, exit *ir.Block
	lo         *ir.InstPhi // first row of the chunk
	// hi and base are the row after the chunk whose dot products this call
	// computes, and the stored position of its first cell.
	hi, base value.Value
	// join is where the computed and the kept chunks meet; there readBase
	// is the stored position the buffer starts at and rowsEnd the row
	// after the chunk's rows of this call.
	join              *ir.Block
	readBase, rowsEnd value.Value
	capa              value.Value // values per dot buffer
	buf               value.Value // f64*: the buffer of dot d starts at d*capa
	accs              []*ir.InstPhi
	dots              map[cplan.Node]int64
	// preEvaluated: the first dot buffer holds the cells' values
	// (outer_preeval.go).
	preEvaluated bool
}

// beginChunks starts the chunk loop after entry, carrying the full
// aggregates init, and emits the blocked dot products of the chunk. It
// returns the loop and the block where the chunk's row loop begins.
func (k *cellKernel) beginChunks(entry *ir.Block, init []value.Value) (*outerChunks, *ir.Block) {
	fn, par := k.fn, k.par
	ch := &outerChunks{dots: map[cplan.Node]int64{}}
	var dots []*cplan.Dot
	for _, n := range k.p.Nodes() {
		if d, ok := n.(*cplan.Dot); ok {
			ch.dots[n] = int64(len(dots))
			dots = append(dots, d)
		}
	}
	width := loadAux(entry, par, cplan.AuxOuterBlock)
	ch.capa = loadAux(entry, par, cplan.AuxOuterChunk)
	maxRows := loadAux(entry, par, cplan.AuxOuterRows)
	density := loadAux(entry, par, cplan.AuxOuterDensity)
	ahead := loadAux(entry, par, cplan.AuxOuterDotsEnd)
	dotsEnd := entry.NewSelect(entry.NewICmp(enum.IPredSGT, ahead, par.ru), ahead, par.ru)
	// The buffers follow the scattered inputs' m int64 slots each.
	scat := entry.NewMul(ci(int64(8*len(k.p.ScatteredInputs()))), par.m)
	bufAddr := entry.NewAdd(loadAux(entry, par, cplan.AuxScratch), scat)
	ch.buf = entry.NewIntToPtr(bufAddr, f64p)
	curAddr := entry.NewAdd(bufAddr, entry.NewMul(ch.capa, ci(int64(8*len(dots)))))
	cur := entry.NewIntToPtr(curAddr, i64p)
	sorted := newSortedScratch(entry, entry.NewAdd(curAddr, entry.NewMul(maxRows, ci(8))), par.m)
	blocks := entry.NewSDiv(entry.NewAdd(par.m, entry.NewSub(width, one64)), width)
	rp := k.in[0].rp

	name := uniqueName(fn, "chunk")
	ch.head, ch.exit = fn.NewBlock(name+".head"), fn.NewBlock(name+".exit")
	ch.join = fn.NewBlock(name + ".join")
	check, body := fn.NewBlock(name+".check"), fn.NewBlock(name+".body")
	entry.NewBr(ch.head)
	ch.lo = ch.head.NewPhi(ir.NewIncoming(par.rl, entry))
	for _, v := range init {
		phi := ch.head.NewPhi(ir.NewIncoming(v, entry))
		phi.Typ = v.Type()
		ch.accs = append(ch.accs, phi)
	}
	ch.head.NewCondBr(ch.head.NewICmp(enum.IPredSLT, ch.lo, par.ru), check, ch.exit)

	// An earlier call of this worker may have computed the chunk's rows.
	haveLo, haveHi := loadAux(check, par, cplan.AuxOuterHaveLo), loadAux(check, par, cplan.AuxOuterHaveHi)
	kept := check.NewAnd(check.NewICmp(enum.IPredSGE, ch.lo, haveLo), check.NewICmp(enum.IPredSLT, ch.lo, haveHi))
	check.NewCondBr(kept, ch.join, body)

	// The chunk ends at the first row that would overflow the buffers, or
	// at dotsEnd.
	ch.base = loadAt(body, i64, rp, ch.lo)
	limit := body.NewAdd(ch.base, ch.capa)
	byRows := body.NewAdd(ch.lo, maxRows)
	rowsEnd := body.NewSelect(body.NewICmp(enum.IPredSLT, byRows, dotsEnd), byRows, dotsEnd)
	grow := newLoopWhile(fn, body, "chunkend", body.NewAdd(ch.lo, one64))
	h := grow.head
	inRange := h.NewICmp(enum.IPredSLT, grow.pos, rowsEnd)
	next := h.NewAdd(grow.pos, one64)
	end := loadAt(h, i64, rp, h.NewSelect(inRange, next, ch.lo))
	// Past ru, only while the chunk stays small enough for the sorted
	// walk: V once per chunk is what a longer chunk gains there, while the
	// row walk reads V once per block anyway, and walks every row of the
	// chunk once per block.
	sortable := h.NewICmp(enum.IPredSLE, h.NewSub(end, ch.base), ci(outerSortedCells))
	fits := h.NewAnd(h.NewICmp(enum.IPredSLE, end, limit), h.NewOr(h.NewICmp(enum.IPredSLE, next, par.ru), sortable))
	grow.finish(h.NewAnd(inRange, fits), next)
	ch.hi = grow.pos
	b := grow.exit

	// Sparse chunks are walked in one block of all the columns.
	last := loadAt(b, i64, rp, ch.hi)
	cells := b.NewSub(last, ch.base)
	visits := b.NewMul(b.NewSub(ch.hi, ch.lo), blocks)
	dense := b.NewICmp(enum.IPredSGE, b.NewMul(cells, density), visits)
	// Dense chunks of up to outerSortedCells cells and outerSortedRows
	// rows are walked sorted by column (outer_sorted.go).
	name = uniqueName(fn, "walk")
	sortedB, unsorted := fn.NewBlock(name+".sorted"), fn.NewBlock(name+".rows")
	small := b.NewAnd(b.NewICmp(enum.IPredSLE, cells, ci(outerSortedCells)), b.NewICmp(enum.IPredSLE, b.NewSub(ch.hi, ch.lo), ci(outerSortedRows)))
	b.NewCondBr(b.NewAnd(dense, small), sortedB, unsorted)
	b = unsorted
	w := b.NewSelect(dense, width, par.m)
	// Unblocked, the walk visits the chunk's stored cells in order, so the
	// cell outerPrefetch ahead is known and its row of V can be fetched
	// while this one is computed. Blocked, V's block is in L2 and nothing
	// is fetched: fetching the rows of the four cells 4 or 8 cells ahead
	// of a group into L1 (or 8 ahead into L2) took 1.07-1.12x the CPU time
	// at 20,000^2, rank 100, sparsity 0.1 (one thread, five alternated
	// processes).
	prefetch := b.NewAnd(b.NewXor(dense, zeroTrue), b.NewICmp(enum.IPredSGT, cells, ci(outerPrefetch)))
	lastAhead := b.NewSub(last, ci(outerPrefetch))

	init0 := newLoop(fn, b, "cursors", ch.lo, ch.hi)
	storeAt(init0.Body, i64, loadAt(init0.Body, i64, rp, init0.IV), cur, init0.Body.NewSub(init0.IV, ch.lo))
	init0.close(init0.Body)
	b = init0.Exit

	// for bj := 0; bj < m; bj += w
	bname := uniqueName(fn, "block")
	bHead, bBody, bExit := fn.NewBlock(bname+".head"), fn.NewBlock(bname+".body"), fn.NewBlock(bname+".exit")
	b.NewBr(bHead)
	bj := bHead.NewPhi(ir.NewIncoming(zero64, b))
	bHead.NewCondBr(bHead.NewICmp(enum.IPredSLT, bj, par.m), bBody, bExit)
	bEnd := bBody.NewAdd(bj, w)

	rows := newLoop(fn, bBody, "brow", ch.lo, ch.hi)
	i := rows.IV
	rb := rows.Body
	slot := rb.NewSub(i, ch.lo)
	stop := loadAt(rb, i64, rp, rb.NewAdd(i, one64))
	rb = k.prefetchU(rb, dots[0], prefetch, rb.NewAdd(i, ci(outerPrefetchRows)), ch.hi)

	// for ; pos < stop && col[pos] < bEnd; pos++
	cname := uniqueName(fn, "bcell")
	cHead, cBody, cExit := fn.NewBlock(cname+".head"), fn.NewBlock(cname+".body"), fn.NewBlock(cname+".exit")
	rb.NewBr(cHead)
	pos := cHead.NewPhi(ir.NewIncoming(loadAt(rb, i64, cur, slot), rb))
	more := cHead.NewICmp(enum.IPredSLT, pos, stop)
	safe := cHead.NewSelect(more, pos, zero64)
	j := cHead.NewSExt(loadAt(cHead, i32, k.in[0].ci, safe), i64)
	cHead.NewCondBr(cHead.NewAnd(more, cHead.NewICmp(enum.IPredSLT, j, bEnd)), cBody, cExit)
	fetch := walkAhead{on: prefetch, last: lastAhead}
	cb := k.prefetchV(cBody, dots[0], fetch, pos, cBody.NewAdd(pos, one64))
	if len(dots) == 1 {
		cb = k.pairedDots(cb, ch, dots[0], fetch, pos, stop, bEnd, i, j, cHead)
	}
	cb = k.storeDots(cb, ch, dots, i, j, cb.NewSub(pos, ch.base))
	pos.Incs = append(pos.Incs, ir.NewIncoming(cb.NewAdd(pos, one64), cb))
	cb.NewBr(cHead)

	storeAt(cExit, i64, pos, cur, slot)
	rows.close(cExit)
	bj.Incs = append(bj.Incs, ir.NewIncoming(rows.Exit.NewAdd(bj, w), rows.Exit))
	rows.Exit.NewBr(bHead)
	k.sortedDots(sortedB, ch, sorted, dots, last, bExit)
	return ch, bExit
}

// storeDots computes dots for the cell (i, j) in b and stores them at
// offset at of their rows of the chunk's buffer (dotValue reads them);
// it returns the block where the stores end.
func (k *cellKernel) storeDots(b *ir.Block, ch *outerChunks, dots []*cplan.Dot, i, j, at value.Value) *ir.Block {
	for d, dot := range dots {
		var v value.Value
		v, b = k.dot(b, dot, i, j)
		storeAt(b, f64, v, ch.buf, b.NewAdd(b.NewMul(ch.capa, ci(int64(d))), at))
	}
	return b
}

// dotValue reads dot product d of the stored cell at position kk from the
// chunk's buffer, which starts at stored position base.
func (ch *outerChunks) dotValue(b *ir.Block, d cplan.Node, kk, base value.Value) value.Value {
	at := b.NewAdd(b.NewMul(ch.capa, ci(ch.dots[d])), b.NewSub(kk, base))
	return loadAt(b, f64, ch.buf, at)
}

// joinKept ends the computation of a chunk's dot products in b: it
// records the chunk's rows in the aux slots for the calls after this one,
// and returns the join block, where readBase and rowsEnd are set for the
// chunk's row-major loop.
func (ch *outerChunks) joinKept(k *cellKernel, b *ir.Block) *ir.Block {
	par := k.par
	storeAt(b, i64, ch.lo, par.aux, ci(int64(cplan.AuxOuterHaveLo)))
	storeAt(b, i64, ch.hi, par.aux, ci(int64(cplan.AuxOuterHaveHi)))
	b.NewBr(ch.join)
	j := ch.join
	ch.readBase = loadAt(j, i64, k.in[0].rp, loadAux(j, par, cplan.AuxOuterHaveLo))
	hi := loadAux(j, par, cplan.AuxOuterHaveHi)
	ch.rowsEnd = j.NewSelect(j.NewICmp(enum.IPredSLT, hi, par.ru), hi, par.ru)
	return j
}

// close ends the chunk loop from latch, with the next values of the
// carried aggregates.
func (ch *outerChunks) close(latch *ir.Block, next []value.Value) {
	ch.lo.Incs = append(ch.lo.Incs, ir.NewIncoming(ch.rowsEnd, latch))
	for i, phi := range ch.accs {
		phi.Incs = append(phi.Incs, ir.NewIncoming(next[i], latch))
	}
	latch.NewBr(ch.head)
}

// pairedDots emits, in b, the cases where the next stored cells of the
// row are in the block too: outerGroup cells (then two) whose dot
// products share one loop, which loads U's row once for all of them and
// keeps that many independent accumulator chains in flight (a lone dot
// product of rank 100 waits on its additions' latency). Each product adds
// its terms in the same order as dot, with its own accumulators, so the
// values are the same. A group continues at head after its last cell,
// having fetched ahead (walkAhead) for each of its cells after the first;
// it returns the block that handles a lone cell.
func (k *cellKernel) pairedDots(b *ir.Block, ch *outerChunks, d *cplan.Dot, ahead walkAhead, pos *ir.InstPhi, stop, bEnd, i, j value.Value, head *ir.Block) *ir.Block {
	for _, n := range []int{outerGroup, 2} {
		b = k.groupedDots(b, ch, d, n, ahead, pos, stop, bEnd, i, j, head)
	}
	return b
}

// outerGroup is the most dot products groupedDots computes in one loop:
// two vector accumulators each stay in registers.
const outerGroup = 4

// groupedDots emits, in b, the case where the n-1 stored cells after pos
// are in the block too (columns are sorted, so the last one decides):
// the n dot products in one loop. It returns the block for fewer cells.
func (k *cellKernel) groupedDots(b *ir.Block, ch *outerChunks, d *cplan.Dot, n int, ahead walkAhead, pos *ir.InstPhi, stop, bEnd, i, j value.Value, head *ir.Block) *ir.Block {
	fn := k.fn
	name := uniqueName(fn, "group")
	groupStart, fewer := fn.NewBlock(name+".body"), fn.NewBlock(name+".fewer")
	pl := b.NewAdd(pos, ci(int64(n-1)))
	more := b.NewICmp(enum.IPredSLT, pl, stop)
	jl := b.NewSExt(loadAt(b, i32, k.in[0].ci, b.NewSelect(more, pl, zero64)), i64)
	b.NewCondBr(b.NewAnd(more, b.NewICmp(enum.IPredSLT, jl, bEnd)), groupStart, fewer)
	// The caller fetched ahead for the cell at pos; the group takes n.
	group := k.prefetchV(groupStart, d, ahead, groupStart.NewAdd(pos, one64), groupStart.NewAdd(pos, ci(int64(n))))

	u := group.NewGetElementPtr(f64, k.in[d.U].vals, group.NewMul(i, k.r))
	vs := make([]value.Value, n)
	for c := range vs {
		jc := j
		if c > 0 {
			jc = group.NewSExt(loadAt(group, i32, k.in[0].ci, group.NewAdd(pos, ci(int64(c)))), i64)
		}
		vs[c] = group.NewGetElementPtr(f64, k.in[d.V].vals, group.NewMul(jc, k.r))
	}
	e, accs := k.orderedProducts(group, "dotn", u, vs, true)
	at := e.NewSub(pos, ch.base)
	for c, acc := range accs {
		storeAt(e, f64, acc, ch.buf, e.NewAdd(at, ci(int64(c))))
	}
	pos.Incs = append(pos.Incs, ir.NewIncoming(e.NewAdd(pos, ci(int64(n))), e))
	e.NewBr(head)
	return fewer
}

// outerPrefetch is how many stored cells ahead the unblocked walk fetches
// rows of V: a few dot products' time covers a memory access.
const outerPrefetch = 8

// outerWalkLocality is the locality of the unblocked walk's prefetches of
// U's and V's rows: 2 fetches into L2 (prefetcht1), not L1. A row is 13
// lines at rank 100, and with the rows of four cells in flight, prefetches
// into L1 filled its few miss buffers: the kernel stalled on the
// prefetch instructions themselves (about 10% of its samples on one of
// them at 20,000^2, sparsity 10^-4, perf). Fetched into L2, which tracks
// more misses, and 8 cells (V) and 4 rows (U) ahead instead of 4 and 2,
// the run took about 0.7x the CPU time there (two threads, median of the
// medians of 8 alternated runs of 60 Evals: 3.10 against 4.46 ms; 2
// cells/rows ahead: 0.78x, 12 and 4: 0.74x; 8 and 4 into L1: no faster;
// U's rows alone into L1 again: 1.14x the time of both into L2; later,
// two threads, 10 alternated processes of 60 Evals, the median of their
// fastest: U's rows non-temporal (locality 0, to keep V in L3 while U
// streams) 1.09x, V's into L3 only 1.03x, within the noise).
// Each dot product then reads its rows from L2.
//
// These measurements were taken while a group of cells (groupedDots)
// fetched only its first cell's row (prefetchV).
//
// The walk stays bound by memory there, by the rate at which one core
// brings in rows at random rather than by the bytes: a C model of the
// walk (every cell's row fetched, with the same distances and
// localities) took 39-44 ns a cell on one thread, about
// 1.7x fusebench's roofline on its CPU-time measure (the read pass of the
// same arrays before each run), and as long when its dot products were
// replaced by one load per line: the arithmetic (15 ns a cell with U and
// V in L1) hides under the misses. It was not the bytes of V read twice
// (a row a cell, 46 MB against the roofline's 28 MB): with V shrunk to 8
// MB, every row read four times and certainly kept in L3, the walk was
// only 0.95x as long, so V's second reads mostly hit L3 already. Nor did
// any hint keep more of it there: U's rows non-temporal (prefetchnta),
// V's into L3 only (t2) or L1 (t0), distances of 2 to 16 rows and 4 to
// 32 cells, reading the chunk's rows of V in a first pass, or streaming
// all of V through L3 before the walk (1.2-1.4x) were all as slow or
// slower; the kernel with U's rows non-temporal took 1.4x the time of
// this one (one thread, medians of 300 Evals, the one quiet pair of
// alternated runs). Walking the cells sorted by
// column (V once, in order; U's rows at random instead) was no faster
// in C either.
const outerWalkLocality = 2

// walkAhead is what the unblocked walk needs to fetch V's rows ahead: on
// (an i1) is whether it does (not in blocked chunks, nor in chunks of
// outerPrefetch cells or fewer), and last the stored position after the
// last whose cell outerPrefetch positions ahead is in the chunk.
type walkAhead struct{ on, last value.Value }

// prefetchV emits, in b, prefetches of the rows of V (of dot product d)
// that the cells outerPrefetch positions after each of the stored
// positions [from, to) read, those before ahead.last, when ahead.on is
// true. It returns the block after them.
//
// Every cell the walk visits must fetch its own: the groups of
// groupedDots take two or four cells per visit of the walk's loop, and
// while only the visit fetched (the row of the one cell outerPrefetch
// after its first), the rows of the others came from memory when their
// dot products read them, not from L2. At 20,000^2, rank 100, sparsity
// 10^-4 (about 2 cells a row, so most cells in groups), a C model of the
// walk took 1.25-1.35x the CPU time with the group's later cells not
// fetched ahead (the model's CPU ratio to fusebench's roofline, two
// threads: 2.15 against 1.72). The kernel itself went from 2.87 to 2.14
// there (fusebench's CPU ratio, medians of 5 alternated runs each).
func (k *cellKernel) prefetchV(b *ir.Block, d *cplan.Dot, ahead walkAhead, from, to value.Value) *ir.Block {
	end := b.NewSelect(b.NewICmp(enum.IPredSLT, to, ahead.last), to, ahead.last)
	end = b.NewSelect(ahead.on, end, from)
	l := newLoop(k.fn, b, "prefetch", from, end)
	j := l.Body.NewSExt(loadAt(l.Body, i32, k.in[0].ci, l.Body.NewAdd(l.IV, ci(outerPrefetch))), i64)
	l.close(k.prefetchRowOf(l.Body, d.V, j, "pfline", outerWalkLocality))
	return l.Exit
}

// prefetchRowOf emits, from b, prefetches of every line of row j of the
// factor input in (U or V, k.r doubles a row) with the given locality
// (prefetchLines), and returns the block after them; name names their
// blocks.
func (k *cellKernel) prefetchRowOf(b *ir.Block, in int, j value.Value, name string, locality int64) *ir.Block {
	row := b.NewGetElementPtr(f64, k.in[in].vals, b.NewMul(j, k.r))
	lines := b.NewSDiv(b.NewAdd(k.r, ci(7)), ci(8))
	return k.prefetchLines(b, row, lines, name, locality)
}

// The walk does not fetch ahead for a chunk's first outerPrefetch cells
// and outerPrefetchRows rows (at 20,000^2, rank 100, sparsity 10^-4 each
// chunk of 983 rows is the first of its worker's run of calls, so no
// earlier chunk does either). Fetching them all at the chunk's start
// (their rows of V, then of U, into L2) was no faster: kernel time per
// Eval 0.99-1.01x (medians of five alternated pairs of 200 Evals, two
// threads, load about 5). The kernel there takes 36-39 ns a cell (its
// tasks' time, fastest of 200 Evals), as the C model of
// outerWalkLocality does (35-38 ns, its walk's CPU time): the rest of
// fusebench's CPU ratio is the Eval's Go side (about 8% of its CPU time)
// and the noise of a shared machine.

// outerPrefetchRows is how many rows ahead the unblocked walk fetches U's
// row. The walk reads the rows of U in order but skips the empty ones and
// spends only a few dot products on each, so the hardware prefetchers do
// not keep up: at 20,000^2, rank 100, sparsity 10^-4 (2 cells a row), the
// kernel alone took about 0.82x the CPU time with it (one thread, 60
// alternated runs; 1 to 6 rows ahead were alike). Four rows go with V's
// prefetch into L2 (outerWalkLocality).
const outerPrefetchRows = 4

// prefetchU emits, in b, a prefetch of row i of dot product d's U when on
// is true, i < end and row i of X has stored cells (at 3,000^2, sparsity
// 10^-4, three rows in four have none), and returns the block after it.
func (k *cellKernel) prefetchU(b *ir.Block, d *cplan.Dot, on, i, end value.Value) *ir.Block {
	fn := k.fn
	name := uniqueName(fn, "prefetchu")
	body, done := fn.NewBlock(name+".body"), fn.NewBlock(name+".done")
	check := fn.NewBlock(name + ".check")
	b.NewCondBr(b.NewAnd(on, b.NewICmp(enum.IPredSLT, i, end)), check, done)
	rp := k.in[0].rp
	occupied := check.NewICmp(enum.IPredSLT, loadAt(check, i64, rp, i), loadAt(check, i64, rp, check.NewAdd(i, one64)))
	check.NewCondBr(occupied, body, done)
	k.prefetchRowOf(body, d.U, i, "pfu", outerWalkLocality).NewBr(done)
	return done
}

// outerUnrolledLines is how many lines of a factor's row prefetchLines
// fetches in straight-line code: 16 lines hold a row of rank 128.
const outerUnrolledLines = 16

// prefetchLines emits, from b, prefetches of lines [0, lines) from row
// (an f64*) with the given locality (module.prefetchRead) and returns the
// block after them: a loop over the lines past
// outerUnrolledLines, then a switch into a chain of straight-line
// prefetches of the rest, the last line first. The rank is known only at
// run time; a loop over the row's 13 lines (rank 100), which the sorted
// walk runs for each of V's rows per chunk, took about 1.04x the CPU time
// of the chain at 20,000^2, sparsity 0.01 (one thread, the two kernels'
// Evals alternated in one process, min of 30 each; 1.02x at 10^-4, even on
// two threads), and 13 prefetches written out for rank 100 alone were
// about as fast as the chain.
func (k *cellKernel) prefetchLines(b *ir.Block, row, lines value.Value, name string, locality int64) *ir.Block {
	fn := k.fn
	name = uniqueName(fn, name)
	done := fn.NewBlock(name + ".done")
	l := newLoop(fn, b, name+"loop", ci(outerUnrolledLines), lines)
	at := l.Body.NewBitCast(l.Body.NewGetElementPtr(f64, row, l.Body.NewMul(l.IV, ci(8))), i8p)
	k.m.prefetchRead(l.Body, at, locality)
	l.close(l.Body)
	e := l.Exit
	chain := make([]*ir.Block, outerUnrolledLines+1)
	chain[0] = done
	for q := 1; q <= outerUnrolledLines; q++ {
		c := fn.NewBlock(fmt.Sprintf("%s.line%d", name, q-1))
		at := c.NewBitCast(c.NewGetElementPtr(f64, row, ci(int64(8*(q-1)))), i8p)
		k.m.prefetchRead(c, at, locality)
		c.NewBr(chain[q-1])
		chain[q] = c
	}
	cases := make([]*ir.Case, 0, outerUnrolledLines)
	for q := 1; q <= outerUnrolledLines; q++ {
		cases = append(cases, ir.NewCase(ci(int64(q)), chain[q]))
	}
	n := e.NewSelect(e.NewICmp(enum.IPredSLT, lines, ci(outerUnrolledLines)), lines, ci(outerUnrolledLines))
	e.NewSwitch(n, done, cases...)
	return done
}
