package llvmgen

import (
	"math/bits"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/hop"
)

// Dot products of Row kernels (x %*% v, x %*% V with at most
// cplan.SmallK columns) follow one order, the order of sums
// (SEMANTICS.md, "Dot products"): the product x[l] * y[l] is added to
// lane l mod SumLanes, lanes start at +0 and add in increasing l, and
// are combined by the tree of combineLanes. Every multiply and add is a
// plain fmul or fadd without fast-math flags, so clang can neither
// reassociate nor contract them into FMAs, and the result is the same
// on every ISA. Base computes the same order in Go (internal/base,
// dotorder.go), so a product is the same bits whether its operator ran
// fused or unfused: the tier an operator runs in cannot change a result.
//
// For a sparse row the lane is the column index of the stored cell: an
// unstored cell adds nothing, exactly as Base's sparse products skip it.
//
// vectorDots (row_pipelined_dense.go) writes the same order a second time, with
// each sum's lanes as one lane vector, for the loop that computes a row
// block's products alongside the previous block's adds; a change to the
// order here must be made there too (TestPipelinedRowPrimitives compares
// the two).

// dotSum is one dot product sum_l x[l] * y[l*stride] over a dense row x.
type dotSum struct {
	x, y   value.Value
	stride int64
}

// laneDotGroup is the most sums one pass over the rows computes: their
// SumLanes accumulators each stay in vector registers (4 x 8 doubles are
// eight 256-bit registers). Larger sets of sums run as several passes,
// which changes no sum's order.
const laneDotGroup = 4

// emitLaneDots computes the sums over l < n after block b and returns
// them with the block after the loops.
func emitLaneDots(fn *ir.Func, b *ir.Block, n value.Value, sums []dotSum) ([]value.Value, *ir.Block) {
	return emitLaneDotsSquaring(fn, b, n, sums, nil)
}

// emitLaneDotsSquaring is emitLaneDots that also adds the squares of the
// cells of sq's rows to sq.sum in the loops that load them (a MainGuard
// kernel's bound, row_guard_dot.go); nil sq adds nothing.
func emitLaneDotsSquaring(fn *ir.Func, b *ir.Block, n value.Value, sums []dotSum, sq *squareSum) ([]value.Value, *ir.Block) {
	out := make([]value.Value, 0, len(sums))
	for lo := 0; lo < len(sums); lo += laneDotGroup {
		var vs []value.Value
		vs, b = emitLaneDotGroup(fn, b, n, sums[lo:min(lo+laneDotGroup, len(sums))], sq)
		out = append(out, vs...)
	}
	return out, b
}

// emitLaneDotGroup is one pass of emitLaneDots: whole blocks of SumLanes
// products with the lanes in registers, then the remaining products one
// at a time into the lanes in memory, then the combining tree. The rows
// of sq this group reads first are squared in the same loops.
func emitLaneDotGroup(fn *ir.Func, pre *ir.Block, n value.Value, sums []dotSum, sq *squareSum) ([]value.Value, *ir.Block) {
	const L = hop.SumLanes
	blocks := pre.NewLShr(n, ci(int64(bits.TrailingZeros(L))))
	body := newLoop(fn, pre, "dotblk", zero64, blocks)
	accs := make([]value.Value, len(sums)*L)
	for i := range accs {
		accs[i] = body.carry(pre, cf(0))
	}
	squared := sq.take(sums)
	sqAccs := laneSquares(body, pre, squared)
	b := body.Body
	base := b.NewMul(body.IV, ci(L))
	type key struct {
		p      value.Value
		stride int64
		q      int
	}
	loads := map[key]value.Value{}
	load := func(p value.Value, stride int64, q int) value.Value {
		k := key{p, stride, q}
		if v, ok := loads[k]; ok {
			return v
		}
		at := value.Value(b.NewAdd(base, ci(int64(q))))
		if stride != 1 {
			at = b.NewMul(at, ci(stride))
		}
		v := loadAt(b, f64, p, at)
		loads[k] = v
		return v
	}
	next := make([]value.Value, len(accs))
	for s, d := range sums {
		for q := range L {
			p := b.NewFMul(load(d.x, 1, q), load(d.y, d.stride, q))
			next[s*L+q] = b.NewFAdd(accs[s*L+q], p)
		}
	}
	if sqAccs != nil {
		next = append(next, sq.m.nextLaneSquares(b, sqAccs, squared, func(x value.Value, q int) value.Value { return load(x, 1, q) })...)
	}
	body.close(b, next...)

	x := body.Exit
	lanes := newLaneArray(fn, len(sums))
	for i, v := range accs {
		storeAt(x, f64, v, lanes, ci(int64(i)))
	}
	tail := newLoop(fn, x, "dottail", x.NewMul(blocks, ci(L)), n)
	var tailSq *ir.InstPhi
	if sqAccs != nil {
		tailSq = tail.carry(x, sumLanes(x, sq.sum, sqAccs))
	}
	tb := tail.Body
	for s, d := range sums {
		at := value.Value(tail.IV)
		if d.stride != 1 {
			at = tb.NewMul(at, ci(d.stride))
		}
		p := tb.NewFMul(loadAt(tb, f64, d.x, tail.IV), loadAt(tb, f64, d.y, at))
		addLane(tb, tb.NewGetElementPtr(f64, lanes, ci(int64(s*L))), tail.IV, p)
	}
	if tailSq != nil {
		cells := make([]value.Value, len(squared))
		for r, row := range squared {
			cells[r] = loadAt(tb, f64, row, tail.IV)
		}
		tail.close(tb, fadd(tb, tailSq, sq.m.squaresOf(tb, cells), reductionFlags))
		sq.sum = tailSq
	} else {
		tail.close(tb)
	}
	e := tail.Exit
	out := make([]value.Value, len(sums))
	for s := range sums {
		out[s] = combineLanes(e, e.NewGetElementPtr(f64, lanes, ci(int64(s*L))))
	}
	return out, e
}

// emitLaneDotsSparse computes, after block pre, the K sums
// sum_k a[k] * y[idx[k]*K + c] (c < K) over the n stored cells of a
// sparse row (values a, column indexes idx), each into the lanes of its
// column index, and returns them with the block after the loop.
func emitLaneDotsSparse(fn *ir.Func, pre *ir.Block, a, idx, y, n value.Value, K int) ([]value.Value, *ir.Block) {
	const L = hop.SumLanes
	lanes := newLaneArray(fn, K)
	for i := range K * L {
		storeAt(pre, f64, cf(0), lanes, ci(int64(i)))
	}
	l := newLoop(fn, pre, "dotsp", zero64, n)
	b := l.Body
	j := b.NewSExt(loadAt(b, i32, idx, l.IV), i64)
	av := loadAt(b, f64, a, l.IV)
	row := value.Value(j)
	if K != 1 {
		row = b.NewMul(j, ci(int64(K)))
	}
	for c := range K {
		at := row
		if c > 0 {
			at = b.NewAdd(row, ci(int64(c)))
		}
		p := b.NewFMul(av, loadAt(b, f64, y, at))
		addLane(b, b.NewGetElementPtr(f64, lanes, ci(int64(c*L))), j, p)
	}
	l.close(b)
	e := l.Exit
	out := make([]value.Value, K)
	for c := range K {
		out[c] = combineLanes(e, e.NewGetElementPtr(f64, lanes, ci(int64(c*L))))
	}
	return out, e
}

// newLaneArray allocates sums*SumLanes lanes at the top of fn's entry
// block.
func newLaneArray(fn *ir.Func, sums int) value.Value {
	a := ir.NewAlloca(f64)
	a.NElems = ci(int64(sums * hop.SumLanes))
	entry := fn.Blocks[0]
	entry.Insts = append([]ir.Instruction{a}, entry.Insts...)
	return a
}
