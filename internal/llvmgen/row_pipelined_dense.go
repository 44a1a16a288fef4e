package llvmgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
)

// Pipelined row blocks. The blocked loop (row_blocked.go) reads a block's
// rows twice: once from memory for their dot products, once more (from
// cache) to add them into the output. While the second pass runs, no row
// streams from memory, so for t(X) %*% (w * (X %*% v)) the kernel spends
// a third of its time below the memory bandwidth. The pipelined loop
// overlaps the two: one loop adds block b into the output while it
// computes the dot products of block b+1, so that every pass over the
// columns streams new rows:
//
//	dots(block 0); values(block 0)
//	for each further block b+1: add(block b) + dots(block b+1); values(block b+1)
//	add(last block)
//
// Each dot product is the order of emitLaneDots (SEMANTICS.md, "Dot
// products"): whole blocks of SumLanes products into lanes held in
// registers, a vector lane per lane, plain fmul then fadd, then the
// remaining products into the lanes in memory, then combineLanes. Each
// output cell gets the adds of addRowsPrim, in row order. The two
// computations touch disjoint memory (the output, and the product's
// result buffer), so running them in one loop changes no bits; only the
// rows and the output are read in fewer passes. A MainGuard kernel also
// sums the squares of the main rows where the dot loops load them
// (row_guard_pipe.go), a sum of its own, so the products keep their bits.

// pipelineMaxSums bounds the dot products one pipelined loop computes
// (rowBlock rows x the product's columns): their lane vectors, the
// rowBlock x K broadcast w values and the loads stay in the 32 vector
// registers of AVX-512 (8 + 8 + a few for row-mm's K = 2).
const pipelineMaxSums = 8

// pipelinedProduct is the one product x %*% B the pipelined loop computes
// alongside the adds: x is the main input's row, B a column vector (sums =
// 1) or a matrix packed by columns with sums columns.
type pipelinedProduct struct {
	node *cplan.MatVec
	b    value.Value // v, or Bt (sums x n)
	sums int         // dot products per row
}

// pipelinable reports the product of a blocked kernel (blockedColAggT)
// that can run in the pipelined loop: the kernel has exactly one product,
// of the dense main input's row by a column vector or a packed matrix of
// at most pipelineMaxSums/rowBlock columns. Every block's main rows are
// then loaded by exactly one dot loop, which a guard's squares rely on.
func (k *rowKernel) pipelinable(nodes []cplan.Node) (pipelinedProduct, bool) {
	var found *cplan.MatVec
	for _, n := range nodes {
		mv, ok := n.(*cplan.MatVec)
		if !ok {
			continue
		}
		if found != nil {
			return pipelinedProduct{}, false
		}
		found = mv
	}
	if found == nil {
		return pipelinedProduct{}, false
	}
	d, ok := found.X.(*cplan.Data)
	if !ok || d.In != 0 || k.p.Inputs[0].Sparse {
		return pipelinedProduct{}, false
	}
	sums := 1
	switch {
	case found.Scalar:
	case k.p.PackedColumns(found.B) && found.K > 0:
		sums = found.K
	default:
		return pipelinedProduct{}, false
	}
	if rowBlock*sums > pipelineMaxSums {
		return pipelinedProduct{}, false
	}
	return pipelinedProduct{node: found, b: k.vals[found.B], sums: sums}, true
}

// pipelinedRows emits the pipelined loop after block pre over the whole
// blocks of rowBlock rows in [rl, ru), and returns the first row it did
// not process with the block after the loop. With a guard slot (MainGuard),
// each block's rows are squared where its dot products load them (the
// first block's in rowDotsSqPrim, every later block's in
// addRowsDotsSqPrim; the last block's adds read rows already squared) into
// SumLanes sums in memory, which are added up once after the loop and
// folded into the slot (storeSquareBound); the rows after the blocks are
// the one-row loop's.
func (k *rowKernel) pipelinedRows(pre *ir.Block, nodes []cplan.Node, pp pipelinedProduct, guardSlot value.Value) (value.Value, *ir.Block, error) {
	K := max(k.p.OuterK, 1)
	fn, par := k.fn, k.par
	ws := newF64Array(fn, rowBlock*K)
	res := newF64Array(fn, rowBlock*pp.sums)
	values := map[cplan.Node]func(*ir.Block, int) rowVal{}
	if pp.node.Scalar {
		values[pp.node] = func(b *ir.Block, r int) rowVal { return rowVal{s: loadAt(b, f64, res, ci(int64(r)))} }
	} else {
		w := k.width[pp.node]
		values[pp.node] = func(b *ir.Block, r int) rowVal {
			return rowVal{ptr: b.NewGetElementPtr(f64, res, ci(int64(r*pp.sums))), n: w}
		}
	}

	name := uniqueName(fn, "rowpipe")
	first, head, body, last, exit := fn.NewBlock(name+".first"), fn.NewBlock(name+".head"),
		fn.NewBlock(name+".body"), fn.NewBlock(name+".last"), fn.NewBlock(name+".exit")
	pre.NewCondBr(pre.NewICmp(enum.IPredSLE, pre.NewAdd(par.rl, ci(rowBlock)), par.ru), first, exit)

	// The first block: its products alone, then its rows' values.
	xs := k.blockRows(first, par.rl)
	width := loadAux(first, par, cplan.AuxMainCols)
	firstArgs := append(xs, pp.b, res, width)
	var sq value.Value // with a guard: the lanes of the squares so far
	// A guarded kernel's loops keep the widest registers and the L2
	// prefetch alone, as do an unguarded one's over narrow rows. Over long
	// rows (the plan's LongRows, rows of cplan.WideRowMinCols columns or
	// more) they also prefetch into L1 and take their registers
	// (vecregs.go). The plan decides, so the kernel holds one copy.
	regs, intoL1 := widestRegs, false
	if guardSlot == nil && k.p.LongRows() {
		regs, intoL1 = pipelineRegs(K, pp.sums), true
	}
	if guardSlot != nil {
		sq = newF64Array(fn, hop.SumLanes)
		storeVec(pre, vecZero(), sq, zero64)
		first.NewCall(k.m.rowDotsSqPrim(pp.sums), append(firstArgs, sq)...)
	} else {
		regs.call(first, k.m.rowDotsPrimIn(pp.sums, false, regs, intoL1), firstArgs...)
	}
	_, _, fb, err := k.blockRowValues(first, par.rl, nodes, values, ws, K)
	if err != nil {
		return nil, nil, err
	}
	var sides []value.Value // with side guards: their block maxima (row_guard_side.go)
	if guardSlot != nil {
		sides = k.sideBlockMaxima(fb, par.rl, k.sideBlockStart())
		k.sidesInLoop = true
	}
	fb.NewBr(head)

	// Each further block: the previous block's adds with its products.
	iv := head.NewPhi(ir.NewIncoming(par.rl, fb))
	sidePhis := make([]*ir.InstPhi, len(sides))
	for j := range sides {
		sidePhis[j] = head.NewPhi(ir.NewIncoming(sides[j], fb))
	}
	next := head.NewAdd(iv, ci(rowBlock))
	head.NewCondBr(head.NewICmp(enum.IPredSLE, head.NewAdd(next, ci(rowBlock)), par.ru), body, last)
	args := append(k.blockRows(body, iv), width, ws, par.out)
	args = append(append(args, k.blockRows(body, next)...), pp.b, res)
	switch {
	case sq != nil:
		body.NewCall(k.m.addRowsDotsSqPrim(K, pp.sums), append(args, sq)...)
	case defersOutNaNs(intoL1, regs):
		// The adds leave NaNs in C as they are (deferOutNaNs).
		regs.call(body, k.m.addRowsDotsPrimWith(K, pp.sums, false, regs, intoL1, true), args...)
		k.outDeferred = true
	default:
		regs.call(body, k.m.addRowsDotsPrimIn(K, pp.sums, false, regs, intoL1), args...)
	}
	_, _, b, err := k.blockRowValues(body, next, nodes, values, ws, K)
	if err != nil {
		return nil, nil, err
	}
	iv.Incs = append(iv.Incs, ir.NewIncoming(next, b))
	sideNext := k.sideBlockMaxima(b, next, phiValues(sidePhis))
	for j, phi := range sidePhis {
		phi.Incs = append(phi.Incs, ir.NewIncoming(sideNext[j], b))
	}
	b.NewBr(head)

	// The last block's adds.
	regs.call(last, k.m.addRowsPrimIn(K, regs), append(k.blockRows(last, iv), width, ws, par.out)...)
	last.NewBr(exit)
	end := exit.NewPhi(ir.NewIncoming(par.rl, pre), ir.NewIncoming(next, last))
	if len(sides) > 0 {
		// Every block's cells were measured where its values were
		// computed (the last block's in the loop's last body or in the
		// first block); without blocks the maxima are zeros.
		start, maxima := k.sideBlockStart(), make([]value.Value, len(sides))
		for j, phi := range sidePhis {
			maxima[j] = exit.NewPhi(ir.NewIncoming(start[j], pre), ir.NewIncoming(phi, last))
		}
		k.storeSideBlockMaxima(exit, guardSlot, maxima)
	}
	if sq != nil {
		// The last block's rows were squared with its products, in the
		// loop's last body or in the first block; without blocks the
		// lanes are +0 and the bound 0 leaves the slot as it was.
		k.storeSquareBound(exit, addLanesOf(exit, loadVec(exit, sq, zero64)), guardSlot)
	}
	return end, exit, nil
}

// blockRows returns, in block b, the addresses of the rowBlock rows of the
// main input from row iv.
func (k *rowKernel) blockRows(b *ir.Block, iv value.Value) []value.Value {
	out := make([]value.Value, 0, 2*rowBlock+4)
	for r := range rowBlock {
		out = append(out, k.mainRow(b, b.NewAdd(iv, ci(int64(r)))).ptr)
	}
	return out
}

// newF64Array allocates n doubles at the top of fn's entry block.
func newF64Array(fn *ir.Func, n int) value.Value {
	a := ir.NewAlloca(f64)
	a.NElems = ci(int64(n))
	fn.Blocks[0].Insts = append([]ir.Instruction{a}, fn.Blocks[0].Insts...)
	return a
}

// rowDotsPrim is res[r*S + c] = sum_l x_r[l] * B[c*n + l] for the rowBlock
// rows x_r and S columns of B (S = 1: B is a vector), in the order of
// emitLaneDots.
func (m *module) rowDotsPrim(S int) *ir.Func { return m.rowDotsPrimOf(S, false) }

// rowDotsSqPrim is rowDotsPrim(S) that also adds the squares of the rows'
// cells into the SumLanes sums at its last parameter (row_guard_pipe.go).
func (m *module) rowDotsSqPrim(S int) *ir.Func { return m.rowDotsPrimOf(S, true) }

func (m *module) rowDotsPrimOf(S int, squared bool) *ir.Func {
	return m.rowDotsPrimIn(S, squared, widestRegs, false)
}

// rowDotsPrimIn is rowDotsPrimOf(S, squared) compiled for vector
// registers regs (vecregs.go), with intoL1 also prefetching the rows into
// L1 (rowL1Ahead).
func (m *module) rowDotsPrimIn(S int, squared bool, regs vecRegs, intoL1 bool) *ir.Func {
	params := make([]*ir.Param, 0, rowBlock+4)
	for r := range rowBlock {
		params = append(params, paramF64p(fmt.Sprintf("x%d", r)))
	}
	bp, res, n := paramF64p("B"), paramF64p("res"), paramI64("n")
	res.Attrs = append(res.Attrs, enum.ParamAttrNoAlias)
	params = append(params, bp, res, n)
	name := fmt.Sprintf("fjv_dots_r%d_s%d", rowBlock, S)
	name, params, s := withSquaresParam(name, params, squared)
	return m.prim(name+regs.suffix()+l1Suffix(intoL1), types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		regs.mark(fn)
		xs := make([]value.Value, rowBlock)
		for r := range xs {
			xs[r] = params[r]
		}
		dots := m.newVectorDots(fn, entry, xs, bp, n, S, s)
		dots.intoL1 = intoL1
		l := newLoop(fn, entry, "dotblk", zero64, dots.blocks)
		dots.addBlock(entry, l)
		l.close(l.Body, dots.next...)
		dots.finish(l.Exit, res).NewRet(nil)
	})
}

// withSquaresParam gives a guarded variant (squared) its last parameter,
// the SumLanes sums its squares go into (row_guard_pipe.go), and its own
// name; s is that parameter, nil when not squared.
func withSquaresParam(name string, params []*ir.Param, squared bool) (string, []*ir.Param, value.Value) {
	if !squared {
		return name, params, nil
	}
	sp := paramF64p("sq")
	sp.Attrs = append(sp.Attrs, enum.ParamAttrNoAlias)
	return name + "_sq", append(params, sp), sp
}

// addRowsDotsPrim is addRowsPrim(K) for the rows z_r and, in the same
// loop, rowDotsPrim(S) for the rows x_r: one pass over the columns adds
// one block into C and computes the next block's products.
func (m *module) addRowsDotsPrim(K, S int) *ir.Func { return m.addRowsDotsPrimOf(K, S, false) }

// addRowsDotsSqPrim is addRowsDotsPrim(K, S) that also adds the squares
// of the cells of the rows x_r (the next block's, whose products it
// computes) into the SumLanes sums at its last parameter
// (row_guard_pipe.go).
func (m *module) addRowsDotsSqPrim(K, S int) *ir.Func { return m.addRowsDotsPrimOf(K, S, true) }

func (m *module) addRowsDotsPrimOf(K, S int, squared bool) *ir.Func {
	return m.addRowsDotsPrimIn(K, S, squared, widestRegs, false)
}

// addRowsDotsPrimIn is addRowsDotsPrimOf(K, S, squared) compiled for
// vector registers regs (vecregs.go), with intoL1 also prefetching the
// rows x_r into L1 (rowL1Ahead).
func (m *module) addRowsDotsPrimIn(K, S int, squared bool, regs vecRegs, intoL1 bool) *ir.Func {
	return m.addRowsDotsPrimWith(K, S, squared, regs, intoL1, false)
}

// addRowsDotsPrimWith is addRowsDotsPrimIn(K, S, squared, regs, intoL1);
// with deferred, its stores of whole lane blocks of C leave NaNs as they
// are (module.deferNaNs), for a kernel that canonicalizes C before it
// returns (deferOutNaNs). The stores of the remaining columns still
// canonicalize: they are few, and the kernel's pass covers them anyway.
func (m *module) addRowsDotsPrimWith(K, S int, squared bool, regs vecRegs, intoL1, deferred bool) *ir.Func {
	params, n, w, c := addRowsParams(rowBlock + 3)
	for r := range rowBlock {
		params = append(params, paramF64p(fmt.Sprintf("x%d", r)))
	}
	bp, res := paramF64p("B"), paramF64p("res")
	res.Attrs = append(res.Attrs, enum.ParamAttrNoAlias)
	params = append(params, bp, res)
	name := fmt.Sprintf("fjv_addrows_dots_r%d_k%d_s%d", rowBlock, K, S)
	name, params, s := withSquaresParam(name, params, squared)
	name += regs.suffix() + l1Suffix(intoL1)
	if deferred {
		name += "_deferred"
	}
	return m.prim(name, types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		regs.mark(fn)
		wv, cols := addRowsOperands(entry, w, c, n, K)
		wb := make([][]value.Value, rowBlock)
		for r := range wb {
			wb[r] = make([]value.Value, K)
			for col := range K {
				wb[r][col] = splat(entry, wv[r][col])
			}
		}
		xs := make([]value.Value, rowBlock)
		for r := range xs {
			xs[r] = params[rowBlock+3+r]
		}
		dots := m.newVectorDots(fn, entry, xs, bp, n, S, s)
		dots.intoL1 = intoL1
		l := newLoop(fn, entry, "pipe", zero64, dots.blocks)
		dots.addBlock(entry, l)
		lb := l.Body
		at := lb.NewMul(l.IV, ci(hop.SumLanes))
		zv := make([]value.Value, rowBlock)
		for r := range zv {
			zv[r] = loadVec(lb, params[r], at)
		}
		for col, dst := range cols {
			acc := loadVec(lb, dst, at)
			for r := range rowBlock {
				acc = lb.NewFAdd(acc, lb.NewFMul(zv[r], wb[r][col]))
			}
			st := storeVec(lb, acc, dst, at)
			if deferred {
				m.deferNaNs(st)
			}
		}
		l.close(lb, dots.next...)

		// The remaining columns of the adds, one cell at a time.
		x := l.Exit
		tail := newLoop(fn, x, "addtail", x.NewMul(dots.blocks, ci(hop.SumLanes)), n)
		tb := tail.Body
		zs := make([]value.Value, rowBlock)
		for r := range zs {
			zs[r] = loadAt(tb, f64, params[r], tail.IV)
		}
		for col, dst := range cols {
			acc := loadAt(tb, f64, dst, tail.IV)
			for r := range rowBlock {
				acc = tb.NewFAdd(acc, tb.NewFMul(zs[r], wv[r][col]))
			}
			storeAt(tb, f64, acc, dst, tail.IV)
		}
		tail.close(tb)
		dots.finish(tail.Exit, res).NewRet(nil)
	})
}

// vectorDots are the rowBlock x S dot products of a pass over the
// columns, in the order of emitLaneDotGroup: per whole block of SumLanes
// columns, lane vector s gets x_r[l] * B[c*n + l] (s = r*S + c) with a
// plain fmul and fadd per lane; finish adds the remaining columns into the
// lanes in memory, one at a time, and combines each sum's lanes. With a
// sum of squares, the same loads of the rows are squared into a lane
// vector of their own (row_guard_pipe.go).
type vectorDots struct {
	m      *module
	rows   []value.Value // the block's rows, each prefetched once
	xs, ys []value.Value // per sum
	n      value.Value
	wrap   value.Value // (rows-1) * n: from a row's end to its row in the next block
	blocks value.Value // whole blocks of SumLanes columns
	accs   []*ir.InstPhi
	next   []value.Value // the lanes after the loop body, in carry order
	lanes  value.Value
	sq     *rowSquares // nil: no guard
	intoL1 bool        // prefetch the rows into L1 as well (rowL1Ahead)
}

// newVectorDots prepares, in entry, the sums of the rows xs by the S
// columns of B (rows of n, packed); with sq non-nil, also the squares of
// the rows' cells, added into the SumLanes sums at sq.
func (m *module) newVectorDots(fn *ir.Func, entry *ir.Block, xs []value.Value, B, n value.Value, S int, sq value.Value) *vectorDots {
	d := &vectorDots{m: m, rows: xs, n: n, blocks: entry.NewLShr(n, ci(3)), wrap: entry.NewMul(ci(int64(len(xs)-1)), n)}
	if sq != nil {
		d.sq = &rowSquares{m: m, rows: xs, lanes: sq}
	}
	cols := make([]value.Value, S)
	for c := range cols {
		cols[c] = B
		if c > 0 {
			cols[c] = entry.NewGetElementPtr(f64, B, entry.NewMul(ci(int64(c)), n))
		}
	}
	for _, x := range xs {
		for _, y := range cols {
			d.xs, d.ys = append(d.xs, x), append(d.ys, y)
		}
	}
	d.lanes = newLaneArray(fn, len(d.xs))
	return d
}

// addBlock carries the lane vectors through loop l (over the whole blocks,
// entered from pre) and emits, at the top of its body, one block's products.
func (d *vectorDots) addBlock(pre *ir.Block, l *loop) {
	zeros := vecZero()
	b := l.Body
	at := b.NewMul(l.IV, ci(hop.SumLanes))
	d.prefetchAhead(b, at)
	loads := map[value.Value]value.Value{}
	load := func(p value.Value) value.Value {
		if v, ok := loads[p]; ok {
			return v
		}
		v := loadVec(b, p, at)
		loads[p] = v
		return v
	}
	d.next = make([]value.Value, len(d.xs))
	for s := range d.xs {
		acc := l.carry(pre, zeros)
		d.accs = append(d.accs, acc)
		d.next[s] = b.NewFAdd(acc, b.NewFMul(load(d.xs[s]), load(d.ys[s])))
	}
	if d.sq != nil {
		d.next = append(d.next, d.sq.addBlock(pre, l, load)...)
	}
}

// Prefetching the rows ahead. The dot loop streams its rowBlock rows from
// memory side by side, rows that lie one after the other (the main
// input's rows are n doubles apart). Left to the hardware, those streams
// read at about 70% of the rate of one sequential stream of the same
// bytes (21-22 against 30 GB/s on one core of the AMD EPYC this was
// measured on): each row crosses a 4 KiB page every 512 columns, where
// the hardware prefetcher stops, and each block's rows start cold. So the
// loop prefetches, per lane block, one line of each row rowPrefetchAhead
// doubles ahead of its loads, into L2 (prefetcht1: into L1 it evicted the
// output and the rows the adds read back, and ran slower than no
// prefetch); past a row's end it prefetches the same row of the next
// block, which the next call's loop reads, so that block starts warm.
// In a C model of the loop at 10^5 x 1,000 (one thread, CPU min of 9;
// the generated primitives called as the kernel calls them)
// this took the pipelined loop from 49 to 33-34 ms with one column and
// from 61 to 38-41 ms with two, against 26-32 ms for the sequential read
// of X; prefetching within the rows only (no wrap) gave 41 and 50-51 ms.
// A prefetch is a hint that never faults, so the lines past the last
// block (or past the input) cost a wasted fetch, nothing more.
//
// Those C-model rows were 16 bytes off a line, as malloc leaves them.
// With rows on 64-byte lines, as Go's large allocations (and so the
// engine's inputs) are, the same loop with two columns ran 52-58 ms
// against 38-45 at offsets 8, 16 or 48 (32: 51; without the prefetch
// every offset ran 60-66); the cause is not known. A prefetcht0 one line
// ahead of the loads took back a few ms at most.

// rowPrefetchAhead is the prefetch distance in doubles (2 KiB): 192, 384
// and 512 were within noise of it in the C model.
const rowPrefetchAhead = 256

// rowL1Ahead is the distance in doubles (512 bytes, 8 lines) of a second
// prefetch of each row, into L1 (prefetcht0), of lines the first one
// brought into L2, in the unguarded loop of a plan over long rows
// (cplan.WideRowMinCols columns or more: at 512 columns the loop ran as
// fast with as without it, at 256 it was 20% slower, 49 against 40 ms,
// and at 100 8% slower, where the pass's working set is (almost) within
// L1 and the prefetches only add instructions). Its working set per pass
// over the columns (the rowBlock rows it streams, the rowBlock rows of the adds read back from
// L2, B and the output rows: 80 KiB with one column of 1,000) is then
// well beyond L1, so every line it reads comes from L2, and the loads of
// the streamed rows are the ones that wait. In the C model (one thread,
// 10^8 doubles in rows of n, one column, CPU min of 3-4, two or three
// rounds, 2026-11-24) the loop took 39-42 against 44-46 ms at n = 1,000,
// 40-41 against 42-47 at 768 and 39-41 against 44-46 at 2,000 (a plain
// read: 37-45 ms in the same rounds); with two columns at 1,000 it was
// within noise. 32 doubles ahead gained less than 64, 128 nothing, and
// prefetching the rows read back (z_r) into L1 as well gained nothing.
const rowL1Ahead = 64

// The loads of the streamed rows. On this machine's AMD EPYC a read of
// memory in 256-bit loads ran 7-8% faster than the same read in 512-bit
// loads (C, 800 MB in 64 chunks, CPU min of 7-9, one or two threads:
// 29.3-29.8 against 31.7-32.5 ms; one 512-bit load per line 30.7), and
// fusebench's roofline reads in 256-bit loads. The one-column loop still
// loads its rows whole: loading each streamed row's lane block as two
// 256-bit halves joined in a zmm register (volatile loads, so that they
// stay two; vinsertf64x4) ran 39.7 against 37.4 ms on the engine (10^5 x
// 1,000, one thread, CPU min of 12, three rounds, 2026-11-24, session
// 15), as the loop in halfRegs did (vecregs.go). Computing the next
// block's row addresses from this block's (the rows lie n apart) left the
// loop as it was: LLVM hoists them into the same eight pointers.

// prefetchAhead emits, in the loop body b at column at, the prefetch of
// each row's line rowPrefetchAhead columns ahead into L2 and, with
// intoL1, first those rowL1Ahead columns ahead into L1; past the row's
// end, of the same row of the next block (the rows lie n doubles apart,
// as the main input's rows do; other rows would only make the prefetch
// miss).
func (d *vectorDots) prefetchAhead(b *ir.Block, at value.Value) {
	type prefetch struct {
		col      value.Value
		locality int64
	}
	var all []prefetch
	if d.intoL1 {
		all = append(all, prefetch{d.wrapped(b, at, rowL1Ahead), 3})
	}
	all = append(all, prefetch{d.wrapped(b, at, rowPrefetchAhead), 2})
	for _, q := range all {
		for _, x := range d.rows {
			// Not inbounds: the line may lie past the rows' memory.
			d.m.prefetchRead(b, b.NewBitCast(b.NewGetElementPtr(f64, x, q.col), i8p), q.locality)
		}
	}
}

// wrapped is column at + ahead of a row, or past the row's end that
// column of the same row of the next block.
func (d *vectorDots) wrapped(b *ir.Block, at value.Value, ahead int64) value.Value {
	c := b.NewAdd(at, ci(ahead))
	return b.NewSelect(b.NewICmp(enum.IPredSGE, c, d.n), b.NewAdd(c, d.wrap), c)
}

// finish stores the lane vectors after the loop into the lanes in memory,
// adds the remaining columns one at a time, combines each sum's lanes into
// res and returns the block after.
func (d *vectorDots) finish(b *ir.Block, res value.Value) *ir.Block {
	const L = hop.SumLanes
	fn := b.Parent
	for s, acc := range d.accs {
		storeVec(b, acc, d.lanes, ci(int64(s*L)))
	}
	tail := newLoop(fn, b, "dottail", b.NewMul(d.blocks, ci(L)), d.n)
	d.sq.startTail(b, tail)
	tb := tail.Body
	for s := range d.xs {
		p := tb.NewFMul(loadAt(tb, f64, d.xs[s], tail.IV), loadAt(tb, f64, d.ys[s], tail.IV))
		addLane(tb, tb.NewGetElementPtr(f64, d.lanes, ci(int64(s*L))), tail.IV, p)
	}
	tail.close(tb, d.sq.addTail(tb, tail.IV)...)
	e := tail.Exit
	d.sq.store(e)
	for s := range d.xs {
		storeAt(e, f64, combineLanes(e, e.NewGetElementPtr(f64, d.lanes, ci(int64(s*L)))), res, ci(int64(s)))
	}
	return e
}

// phiValues returns phis as values.
func phiValues(phis []*ir.InstPhi) []value.Value {
	out := make([]value.Value, len(phis))
	for i, p := range phis {
		out[i] = p
	}
	return out
}
