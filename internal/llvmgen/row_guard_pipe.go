package llvmgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/hop"
)

// The guard's sum of squares in the pipelined row loop (row_pipelined.go).
// The pipelined loop loads every block's main rows from memory once, in
// the dot loop of the block's products (rowDotsPrim for the first block,
// addRowsDotsPrim for each later one), and adds them into the output from
// the cache in the next pass. As in the multi-row dot loop
// (row_guard_dot.go), the rows are squared where they arrive from memory:
// per whole lane block, the rows' lane vectors already loaded for the
// products are added into two lane vectors of squares, one llvm.fmuladd
// x*x + acc per row vector (element-wise), the first half of the rows
// into one and the rest into the other; the remaining columns add their
// cells' squares one at a time into a scalar. After the call's loops the
// two vectors are added, the scalar goes into lane 0, and the result is
// stored to SumLanes sums in memory, which the next call starts from and
// the kernel adds up once, after its loop: a sum carried from call to
// call as one scalar would put a chain of SumLanes + 4 dependent adds
// between consecutive blocks, as long as a block's dot loop at 100
// columns. The squares are a sum of their own, so each product keeps its
// instructions and bits. At 10^6 x 100 (one thread, min of 7) the guarded
// kernel's squares cost about 6% of diagmm, down from 11% with one lane
// vector (a multiply and an add besides the fmuladds) and a scalar sum.
//
// The bound's argument is row_guard_fold.go's and holds for any order of
// the adds: every term is round(x*x), or a fused x*x + t with t >= 0,
// which is at least round(x*x) since rounding is monotone; every partial
// sum of non-negative terms is at least each term, so the sum S is at
// least round(x*x) >= x*x*(1-2^-53) for every cell with x*x >= 1, and
// max|x| <= sqrt(S)*guardSlack when max|x| >= 1; a NaN cell makes S NaN
// and an Inf cell or a square past the largest double makes it +Inf, so
// the bound fails and the engine scans (engine/guard.go). Every block of
// the loop is squared exactly once (the last block's adds follow its
// products); the rows after the blocks are measured exactly by the
// one-row loop's maxBitsPrim.
//
// An exact measure in the same place costs as much: per row vector, a
// bitcast to <8 x i64>, an and that clears the signs and a signed maximum
// (vandpd + vpmaxsq on AVX-512), as maxBitsPrim does per cell, would make
// the engine's scan fallback unnecessary. Carried through the tail loop
// like the squares, its per-column maxima (gathered, then reduced across
// the rows) made diagmm / diagmm-hand 1.10-1.17 at 10^6 x 100 (one
// thread, CPU min of 9, alternated with this loop's 1.04-1.12); reading
// the last SumLanes columns as one overlapping vector per row instead (a
// maximum may see a cell twice) brought it to 1.03-1.09, this loop's
// range, and the same overlap for the squares (a bound may count a cell
// twice) to 1.01-1.09: neither measurably faster, so the squares stay.

// rowSquares are the squares one vector dot loop adds: the rows it
// squares and the SumLanes sums in memory they are added to.
type rowSquares struct {
	m     *module
	rows  []value.Value  // double*: the block's rows, each squared once
	lanes value.Value    // double*: SumLanes sums, read and written once
	accs  [2]*ir.InstPhi // the lane vectors in the block loop
	tail  *ir.InstPhi    // the tail's scalar
}

// addBlock carries two lane vectors of squares through loop l (entered
// from pre; the first starts from the sums in memory, the second from +0)
// and returns their next values: each adds the squares of half the rows'
// lane vectors, loaded by load (the dot products' own loads), one
// llvm.fmuladd per row vector. Two chains of rowBlock/2 fmuladds keep the
// loop's latency below its loads; one fmuladd per row vector is the
// fewest operations a sum of squares takes (the loop waits on memory, and
// each further operation per vector delays the loads behind it). Tried
// at 10^6 x 100 (one thread, CPU, alternated): four lane vectors (one per
// row) or one were no faster; a sum of magnitudes (fabs and fadd) for
// half the rows, to move work from the multiply to the add pipes, was
// slower (median ratio 1.08 against 1.05). Without any squares (timing
// only, unsound, no prefetch) it was 1.005: what the squares cost is
// mostly the row lines a shorter out-of-order window leaves unfetched.
// vectorDots' prefetch of each row 2 KiB ahead (row_pipelined_dense.go)
// fetches them for the guarded and the unguarded loop alike, which made
// the two equal (10^6 x 100, one thread, fusebench medians 59.0/57.1,
// 60.4/59.8, 59.1/60.0 ms, alternated). A second prefetch here, of the
// same columns two blocks ahead, had given 1.04 -> 1.00 before that, but
// with both the guarded loop ran 78-88 ms: the extra instructions cost
// more than the lines they fetch.
func (q *rowSquares) addBlock(pre *ir.Block, l *loop, load func(value.Value) value.Value) []value.Value {
	q.accs[0] = l.carry(pre, loadVec(pre, q.lanes, zero64))
	q.accs[1] = l.carry(pre, vecZero())
	b := l.Body
	next := []value.Value{q.accs[0], q.accs[1]}
	half := (len(q.rows) + 1) / 2
	for r, x := range q.rows {
		c := load(x)
		a := r / half
		next[a] = b.NewCall(q.m.vecFMulAdd(), c, c, next[a])
	}
	return next
}

// startTail carries the tail's sum of squares, from +0, through the tail
// loop entered from b; nothing for nil q.
func (q *rowSquares) startTail(b *ir.Block, tail *loop) {
	if q == nil {
		return
	}
	q.tail = tail.carry(b, cf(0))
}

// addTail returns, for the tail loop's body tb at column j, the tail's
// sum plus the squares of the rows' cells j: the tail's carried values
// (none for nil q).
func (q *rowSquares) addTail(tb *ir.Block, j value.Value) []value.Value {
	if q == nil {
		return nil
	}
	cells := make([]value.Value, len(q.rows))
	for r, x := range q.rows {
		cells[r] = loadAt(tb, f64, x, j)
	}
	return []value.Value{fadd(tb, q.tail, q.m.squaresOf(tb, cells), reductionFlags)}
}

// store adds, in e after the tail loop, the tail's sum into lane 0 and
// stores the lane vector back to the sums in memory; nothing for nil q.
func (q *rowSquares) store(e *ir.Block) {
	if q == nil {
		return
	}
	acc := fadd(e, q.accs[0], q.accs[1], reductionFlags)
	lane0 := fadd(e, e.NewExtractElement(acc, zero64), q.tail, reductionFlags)
	storeVec(e, e.NewInsertElement(acc, lane0, zero64), q.lanes, zero64)
}

// addLanesOf is the sum of a lane vector's elements (non-negative sums of
// squares: any order bounds alike).
func addLanesOf(b *ir.Block, v value.Value) value.Value {
	var sum value.Value = b.NewExtractElement(v, zero64)
	for lane := 1; lane < hop.SumLanes; lane++ {
		sum = fadd(b, sum, b.NewExtractElement(v, ci(int64(lane))), reductionFlags)
	}
	return sum
}

// vecFMulAdd declares llvm.fmuladd for lane vectors.
func (m *module) vecFMulAdd() *ir.Func {
	vt := laneVec
	name := fmt.Sprintf("llvm.fmuladd.v%df64", vt.Len)
	if f, ok := m.decls[name]; ok {
		return f
	}
	f := m.ir.NewFunc(name, vt, ir.NewParam("", vt), ir.NewParam("", vt), ir.NewParam("", vt))
	m.decls[name] = f
	return f
}
