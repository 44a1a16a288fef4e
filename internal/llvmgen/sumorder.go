package llvmgen

import (
	"fmt"
	"math/bits"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
)

// Sums follow the one order of SEMANTICS.md ("Summation order"), which
// Base mirrors in Go (hop.AddLanes, hop.CombineLanes): hop.SumLanes lane
// accumulators, the value at offset t of the summed range added to lane
// t mod SumLanes, the lanes combined by a fixed tree. The order is spelled
// out in the IR: the lanes are a small array the kernel indexes with
// t & (SumLanes-1), and every add is a plain fadd without fast-math flags,
// so clang may not reassociate it. Offsets come from the summed range (the
// row for row sums, the call's row-major cells for full sums), never from
// which cells are stored: a zero leaves a lane unchanged, so sparse and
// dense forms of one matrix sum to the same bits.

// newLanes allocates SumLanes accumulators at the top of fn's entry block,
// so that each call of the kernel or primitive has its own.
func newLanes(fn *ir.Func) value.Value { return newLaneArray(fn, 1) }

// zeroLanes sets every lane to +0.
func zeroLanes(b *ir.Block, lanes value.Value) {
	for q := int64(0); q < hop.SumLanes; q++ {
		storeAt(b, f64, cf(0), lanes, ci(q))
	}
}

// addLane adds v to lane t mod SumLanes.
func addLane(b *ir.Block, lanes, t, v value.Value) {
	q := b.NewAnd(t, ci(hop.SumLanes-1))
	storeAt(b, f64, b.NewFAdd(loadAt(b, f64, lanes, q), v), lanes, q)
}

// combineLanes is hop.CombineLanes: lane q plus lane q+4, then q plus q+2,
// then the last two.
func combineLanes(b *ir.Block, lanes value.Value) value.Value {
	l := make([]value.Value, hop.SumLanes)
	for q := range l {
		l[q] = loadAt(b, f64, lanes, ci(int64(q)))
	}
	for w := hop.SumLanes / 2; w >= 1; w /= 2 {
		for q := 0; q < w; q++ {
			l[q] = b.NewFAdd(l[q], l[q+w])
		}
	}
	return l[0]
}

// lanesPrim adds a[k] to lane (off + k) mod SumLanes for k < n (kinds
// "v"), or to lane (off + idx[k]) mod SumLanes for the values of a sparse
// row (kinds "g"). Dense ranges run in three parts: single values up to a
// lane boundary, blocks of SumLanes values held in registers, single
// values again; the adds are the same as one value at a time.
func (m *module) lanesPrim(kinds string) *ir.Func {
	lanes, a := paramF64p("lanes"), paramF64p("a")
	params := []*ir.Param{lanes, a}
	var idx *ir.Param
	if kinds == "g" {
		idx = paramI32p("idx")
		params = append(params, idx)
	}
	n, off := paramI64("n"), paramI64("off")
	params = append(params, n, off)
	return m.prim("fjv_lanes_"+kinds, types.Void, params, func(fn *ir.Func, entry *ir.Block) {
		if idx != nil {
			l := newLoop(fn, entry, "k", zero64, n)
			b := l.Body
			t := b.NewAdd(off, b.NewSExt(loadAt(b, i32, idx, l.IV), i64))
			addLane(b, lanes, t, loadAt(b, f64, a, l.IV))
			l.close(b)
			l.Exit.NewRet(nil)
			return
		}
		mask := ci(hop.SumLanes - 1)
		// head = min(n, (SumLanes - off mod SumLanes) mod SumLanes)
		toBoundary := entry.NewAnd(entry.NewSub(zero64, off), mask)
		head := entry.NewSelect(entry.NewICmp(enum.IPredSLT, toBoundary, n), toBoundary, n)
		h := newLoop(fn, entry, "head", zero64, head)
		addLane(h.Body, lanes, h.Body.NewAdd(off, h.IV), loadAt(h.Body, f64, a, h.IV))
		h.close(h.Body)

		pre := h.Exit
		blocks := pre.NewLShr(pre.NewSub(n, head), ci(int64(bits.TrailingZeros(hop.SumLanes))))
		body := newLoop(fn, pre, "blk", zero64, blocks)
		accs := make([]value.Value, hop.SumLanes)
		for q := range accs {
			accs[q] = body.carry(pre, loadAt(pre, f64, lanes, ci(int64(q))))
		}
		b := body.Body
		base := b.NewAdd(head, b.NewMul(body.IV, ci(hop.SumLanes)))
		next := make([]value.Value, hop.SumLanes)
		for q := range next {
			next[q] = b.NewFAdd(accs[q], loadAt(b, f64, a, b.NewAdd(base, ci(int64(q)))))
		}
		body.close(b, next...)
		x := body.Exit
		for q, v := range accs {
			storeAt(x, f64, v, lanes, ci(int64(q)))
		}

		from := x.NewAdd(head, x.NewMul(blocks, ci(hop.SumLanes)))
		t := newLoop(fn, x, "tail", from, n)
		addLane(t.Body, lanes, t.Body.NewAdd(off, t.IV), loadAt(t.Body, f64, a, t.IV))
		t.close(t.Body)
		t.Exit.NewRet(nil)
	})
}

// rowLanesPrim sets lanes to the lanes of a dense row's sum: a[k] added to
// lane k mod SumLanes for k < n, the lanes starting at +0, as lanesPrim
// adds them into zeroed lanes at offset 0, with every lane in one vector
// register. The row's whole blocks are vector adds; its last n mod
// SumLanes values are one masked load (+0 in the lanes past the row,
// which reads nothing there) added as one more block. Adding +0 changes
// no lane: a lane is never -0 (it starts at +0, and a sum is -0 only of
// two -0), so the bits are lanesPrim's. lanesPrim keeps the lanes in
// memory outside its blocks, one load, add and store per value: over
// KMeans' rows of 5 columns that was most of a row sum's work.
func (m *module) rowLanesPrim() *ir.Func {
	lanes, a, n := paramF64p("lanes"), paramF64p("a"), paramI64("n")
	return m.prim("fjv_rowlanes_v", types.Void, []*ir.Param{lanes, a, n}, func(fn *ir.Func, entry *ir.Block) {
		shift := ci(int64(bits.TrailingZeros(hop.SumLanes)))
		blocks := entry.NewLShr(n, shift)
		body := newLoop(fn, entry, "blk", zero64, blocks)
		acc := body.carry(entry, vecZero())
		b := body.Body
		body.close(b, b.NewFAdd(acc, loadVec(b, a, b.NewShl(body.IV, shift))))
		x := body.Exit
		from := x.NewShl(blocks, shift)
		left := x.NewSub(n, from)
		// Lanes 0 .. left-1 loaded: the low left bits of an i8.
		bitsSet := x.NewTrunc(x.NewSub(x.NewShl(one64, left), one64), types.I8)
		mask := x.NewBitCast(bitsSet, types.NewVector(hop.SumLanes, types.I1))
		tail := x.NewCall(m.maskedLoadVec(), vecPtr(x, a, from), constant.NewInt(types.I32, 8), mask, vecZero())
		storeVec(x, x.NewFAdd(acc, tail), lanes, zero64)
		x.NewRet(nil)
	})
}

// maskedLoadVec declares llvm.masked.load for lane vectors: the lanes
// whose mask bit is set are loaded, the others take the pass-through
// value, and their memory is not accessed.
func (m *module) maskedLoadVec() *ir.Func {
	vt := laneVec
	return m.intrinsic(fmt.Sprintf("llvm.masked.load.v%df64.p0v%df64", vt.Len, vt.Len), vt,
		types.NewPointer(vt), types.I32, types.NewVector(vt.Len, types.I1), vt)
}

// unrollMaxNodes bounds the plans whose flat full sums run in blocks of
// SumLanes cells (flatBlocks): the block body holds SumLanes copies of
// the plan's expression, which larger plans would pay for in compile time.
const unrollMaxNodes = 48

// unrollSums reports whether a flat full aggregate runs in blocks.
func (k *cellKernel) unrollSums() bool {
	if k.p.Variant != cplan.FullAgg || len(k.p.Nodes()) > unrollMaxNodes {
		return false
	}
	for _, l := range k.lanes {
		if l != nil {
			return true
		}
	}
	return false
}

// flatBlocks emits the loop over the whole blocks of SumLanes cells of a
// flat full aggregate over cells [lo, hi): cell lo+t goes to lane t mod
// SumLanes, so the q-th cell of a block always adds to lane q, and the
// lanes live in registers: one <SumLanes x double> phi per sum, to which
// each block adds the vector of its SumLanes cell values (an IEEE vector
// add is SumLanes scalar adds, lane by lane); min and max fold the block's
// cells in order. It leaves the lanes in the lane arrays and the min and
// max accumulators in blockAccs, where the one-cell loop that follows
// continues them, and returns the first cell left.
// The adds are those of the one-cell loop: the same bits.
//
// Why a vector and not SumLanes scalar phis: with the scalar phis of two
// or more sums, clang's SLP vectorizer built each sum's lane vector in
// reverse order and shuffled every block's products into it (two vpermpd
// per block of magg-dense's loop, besides two loads, two multiplies and
// two adds). Spelled as vectors, the lanes stay in memory order.
func (k *cellKernel) flatBlocks(entry *ir.Block, lo, hi value.Value) value.Value {
	n := entry.NewSub(hi, lo)
	blocks := entry.NewLShr(n, ci(int64(bits.TrailingZeros(hop.SumLanes))))
	l := newLoop(k.fn, entry, "cellblk", zero64, blocks)
	laneVec := types.NewVector(hop.SumLanes, f64)
	accs := make([]value.Value, len(k.aggs))
	for a, op := range k.aggs {
		if k.lanes[a] != nil {
			accs[a] = l.carry(entry, constant.NewZeroInitializer(laneVec))
		} else {
			accs[a] = l.carry(entry, identity(op))
		}
	}
	b := l.Body
	base := b.NewAdd(lo, b.NewMul(l.IV, ci(hop.SumLanes)))
	k.prefetchCells(b, base)
	next := append([]value.Value(nil), accs...)
	blockVals := make([]value.Value, len(k.aggs))
	for a := range k.aggs {
		if k.lanes[a] != nil {
			blockVals[a] = constant.NewZeroInitializer(laneVec)
		}
	}
	for q := 0; q < hop.SumLanes; q++ {
		f := b.NewAdd(base, ci(int64(q)))
		inputs := make([]cell, len(k.p.Inputs))
		for i, in := range k.p.Inputs {
			if in.Kind == cplan.KindScalar {
				inputs[i] = cell{v: k.scalars[i]}
			} else {
				inputs[i] = cell{v: loadAt(b, f64, k.in[i].vals, f)}
			}
		}
		vals := k.expr.emit(b, inputs, nil)
		for a, op := range k.aggs {
			v := vals[k.outs[a]].v
			if k.lanes[a] != nil {
				blockVals[a] = b.NewInsertElement(blockVals[a], v, ci(int64(q)))
			} else {
				next[a] = fold(b, op, next[a], v)
			}
		}
	}
	for a := range k.aggs {
		if k.lanes[a] != nil {
			next[a] = b.NewFAdd(accs[a], blockVals[a])
		}
	}
	l.close(b, next...)
	x := l.Exit
	k.blockAccs = make([]value.Value, len(k.aggs))
	for a := range accs {
		if k.lanes[a] == nil {
			k.blockAccs[a] = accs[a]
			continue
		}
		for q := int64(0); q < hop.SumLanes; q++ {
			storeAt(x, f64, x.NewExtractElement(accs[a], ci(q)), k.lanes[a], ci(q))
		}
	}
	return x.NewAdd(lo, x.NewMul(blocks, ci(hop.SumLanes)))
}

// rowBlocks is flatBlocks for the row sum of a dense row (no sparse input
// read through a cursor): the whole blocks of SumLanes columns, column j
// adding to lane j mod SumLanes in registers, stored to the row's lane
// array at the end. It returns the first column left for the one-cell
// loop that follows.
func (k *cellKernel) rowBlocks(rb *ir.Block, perRow []cell, rowOff value.Value) value.Value {
	blocks := rb.NewLShr(k.par.m, ci(int64(bits.TrailingZeros(hop.SumLanes))))
	l := newLoop(k.fn, rb, "colblk", zero64, blocks)
	phis := make([]value.Value, hop.SumLanes)
	for q := range phis {
		phis[q] = l.carry(rb, cf(0))
	}
	b := l.Body
	base := b.NewMul(l.IV, ci(hop.SumLanes))
	k.prefetchRowSumCells(b, rowOff, base)
	next := make([]value.Value, hop.SumLanes)
	for q := range next {
		j := b.NewAdd(base, ci(int64(q)))
		inputs := append([]cell(nil), perRow...)
		k.denseCells(b, inputs, rowOff, j, -1)
		vals := k.expr.emit(b, inputs, nil)
		next[q] = b.NewFAdd(phis[q], vals[k.outs[0]].v)
	}
	l.close(b, next...)
	x := l.Exit
	for q, v := range phis {
		storeAt(x, f64, v, k.rowLanes, ci(int64(q)))
	}
	return x.NewMul(blocks, ci(hop.SumLanes))
}

// rowTail adds the columns of a dense row left after rowBlocks, from
// column from (a multiple of SumLanes) to the row's end, fewer than
// SumLanes: one step per possible column, each added only while it lies
// in the row, so that column from+t adds to lane t, a constant index.
// With every index of the row's lane array constant, clang keeps the
// lanes in registers; the one-cell loop indexed them with j mod SumLanes
// and so loaded and stored them in memory for each cell, which over
// MLogreg's rows of 2 columns made rowSums(X) 1.6x slower than Base. The
// adds are the loop's, in its order. It returns the block after the row.
func (k *cellKernel) rowTail(b *ir.Block, perRow []cell, rowOff, from value.Value) *ir.Block {
	exit := k.fn.NewBlock(uniqueName(k.fn, "coltail") + ".exit")
	for t := int64(0); t < hop.SumLanes-1; t++ {
		step := k.fn.NewBlock(uniqueName(k.fn, "coltail"))
		j := b.NewAdd(from, ci(t))
		b.NewCondBr(b.NewICmp(enum.IPredSLT, j, k.par.m), step, exit)
		inputs := append([]cell(nil), perRow...)
		k.denseCells(step, inputs, rowOff, j, -1)
		vals := k.expr.emit(step, inputs, nil)
		addLane(step, k.rowLanes, ci(t), vals[k.outs[0]].v)
		b = step
	}
	b.NewBr(exit)
	return exit
}

// Prefetching the inputs ahead. A flat full sum reads its inputs' cells
// side by side, one line of each per block of SumLanes cells, so the
// loads of the streams alternate line by line. Left to the hardware,
// such a loop read about 12% slower than fusebench's roofline probe,
// which reads the same arrays 1 KiB of each at a time (the C model in
// the note below: sum(X*Y*Z) at 10^5 x 1,000, two threads taking 64
// chunks in turn, the run's CPU time over that of a probe pass right
// before it, median of 31 pairs, six rounds, 2026-11-24: 1.08-1.15).
// A prefetch of each input's line cellPrefetchAhead cells ahead, into
// L2 (prefetcht1; prefetcht2 ran the same, prefetchnta 1.18-1.23, a
// prefetcht0 1.14-1.20), took that to 1.04-1.07; 512 and 1 KiB ahead
// gained less (1.10-1.13), 4 KiB nothing (1.18-1.33: the lines lie a
// page ahead, past the TLB's reach of the stream). Grouping the loads
// of 16 blocks input by input, as the probe reads, added at most 1-2%
// more, within noise, for 16 copies of the block's expression.
// In fusebench at 10^5 x 1,000 (15 rounds alternated with the binary
// before, load 4-38, medians) cell-dense went from 1.27 to 1.09 of the
// roofline in CPU time (paired wall ratio 1.29 to 1.05), magg-dense from
// 1.26 to 1.09 (1.20 to 0.98); at 10^4 rows from 1.45 and 1.35 to 1.13
// and 1.18.
// A prefetch never faults, so lines past the inputs cost a wasted fetch.
//
// The dense column aggregates' loop (cell.go, col_agg: colMeans(X*Y) is
// fusebench's colmeans) has no prefetch: the same prefetcht1 of both
// inputs' lines cellPrefetchAhead cells ahead gained nothing in a C model
// of its loop as clang vectorizes it (two <8 x double> per iteration, NaN
// canonicalized at the store; 10^5 x 1,000, two threads taking 64 calls
// in turn, each run's CPU time over that of a read pass of X and Y right
// before it, medians of 15-21 pairs, six rounds, 2026-11-24): 0.89-0.94
// without, 0.90-0.99 with; one thread, alternated in one process,
// 0.85-0.90 without, 0.84-0.94 with (the same build of a kernel varies by
// up to 0.09 this way). The Row template's dense dot loops prefetch rows
// of their own (row_pipelined_dense.go, rowPrefetchAhead).
const cellPrefetchAhead = 256

// prefetchCells emits, in the block loop body b whose first cell is
// base, the prefetch of every matrix input's line cellPrefetchAhead
// cells ahead.
func (k *cellKernel) prefetchCells(b *ir.Block, base value.Value) {
	var matrices []int
	for i, in := range k.p.Inputs {
		if in.Kind != cplan.KindScalar {
			matrices = append(matrices, i)
		}
	}
	k.prefetchInputsAt(b, b.NewAdd(base, ci(cellPrefetchAhead)), matrices)
}

// prefetchInputsAt emits in b the prefetch into L2 of cell at of each of
// the inputs.
func (k *cellKernel) prefetchInputsAt(b *ir.Block, at value.Value, inputs []int) {
	for _, i := range inputs {
		// Not inbounds: the line may lie past the input's memory.
		k.m.prefetchRead(b, b.NewBitCast(b.NewGetElementPtr(f64, k.in[i].vals, at), i8p), 2)
	}
}

// Prefetching a dense row sum's inputs. The block loop of a dense row sum
// (rowBlocks) reads its matrix inputs side by side as flatBlocks does, a
// line of each per block, and with two inputs or more reads more slowly
// than the roofline probe's 1 KiB of each at a time. The same prefetch as
// the flat sums' (each input's line cellPrefetchAhead cells ahead, into
// L2; past a row's end that is the next row's, as the inputs are whole
// and row-major) took the generated kernel of rowSums(X*Y*Z) at 10^5 x
// 1,000 from 1.25-1.28 to 1.03-1.04 of a read pass's CPU time, and that
// of rowSums(X*Y) from 1.02-1.16 to 0.84-1.02 (a C harness calling the
// kernels as the skeleton does, two threads taking 64 calls in turn, each
// run over the read pass right before it, medians of 11-15 pairs,
// 2026-11-24; load 5-13); at 10^4 rows from 1.13-1.28 to 0.96-1.07 and
// from 1.01-1.13 to 0.86-1.01. 128 and 192 cells ahead were within noise
// of it. Over one input the prefetch only costs (rowSums(X^2): 0.98-1.01
// without, 1.01-1.06 with), so those loops have none. Where the inputs
// stay in the last-level cache between runs it is within noise: at 10^3 x
// 1,000 (24 MB of three inputs in a 32 MB L3), medians of 101-121 pairs,
// seven rounds, 0.91-1.24 without against 0.84-1.17 with, two inputs
// 0.92-1.08 against 0.96-1.08. (Two builds of one kernel measured this
// way differed by up to 0.09 at load 13.)

// rowSumPrefetchMinInputs is the fewest dense matrix inputs a dense row
// sum streams for its block loop to prefetch them.
const rowSumPrefetchMinInputs = 2

// prefetchRowSumCells emits, in the block loop body b of a dense row sum
// at row offset rowOff and block column col, the prefetch into L2 of each
// dense matrix input's line cellPrefetchAhead cells ahead, when the loop
// streams at least rowSumPrefetchMinInputs of them.
func (k *cellKernel) prefetchRowSumCells(b *ir.Block, rowOff, col value.Value) {
	var streamed []int
	for i, in := range k.p.Inputs {
		if in.Kind == cplan.KindMatrix && !in.Sparse {
			streamed = append(streamed, i)
		}
	}
	if len(streamed) < rowSumPrefetchMinInputs {
		return
	}
	k.prefetchInputsAt(b, b.NewAdd(b.NewAdd(rowOff, col), ci(cellPrefetchAhead)), streamed)
}
