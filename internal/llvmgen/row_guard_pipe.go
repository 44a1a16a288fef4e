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
// products are squared among themselves (x0*x0, then llvm.fmuladd for the
// other rows, element-wise) and added into a lane vector of squares with
// a reassociable fadd; the remaining columns add their cells' squares one
// at a time into a scalar, which goes into lane 0. The lane vector lives
// in memory across the kernel's blocks (SumLanes doubles, loaded at the
// call's start and stored at its end) and is added up once, after the
// loop: a sum carried as one scalar would put a chain of SumLanes + 4
// dependent adds between consecutive blocks, as long as a block's dot
// loop at 100 columns. The squares are a sum of their own, so each
// product keeps its instructions and bits.
//
// The bound's argument is row_guard_fold.go's and holds for any order of
// the adds: every term is round(x*x) or a fused x*x + t with t >= 0, and
// every partial sum of non-negative terms is at least each term (rounding
// is monotone), so the sum S is at least round(x*x) >= x*x*(1-2^-53) for
// every cell with x*x >= 1, and max|x| <= sqrt(S)*guardSlack when
// max|x| >= 1; a NaN cell makes S NaN and an Inf cell or a square past
// the largest double makes it +Inf, so the bound fails and the engine
// scans (engine/guard.go). Every block of the loop is squared exactly
// once (the last block's adds follow its products); the rows after the
// blocks are measured exactly by the one-row loop's maxBitsPrim.

// rowSquares are the squares one vector dot loop adds: the rows it
// squares and the SumLanes sums in memory they are added to.
type rowSquares struct {
	m     *module
	rows  []value.Value // double*: the block's rows, each squared once
	lanes value.Value   // double*: SumLanes sums, read and written once
	acc   *ir.InstPhi   // the lane vector in the block loop
	tail  *ir.InstPhi   // the tail's scalar
}

// addBlock carries the lane vector of squares through loop l (entered
// from pre, starting from the sums in memory) and returns its next value:
// the squares of the rows' lane vectors, loaded by load (the dot
// products' own loads), added to it.
func (q *rowSquares) addBlock(pre *ir.Block, l *loop, load func(value.Value) value.Value) value.Value {
	q.acc = l.carry(pre, loadVec(pre, q.lanes, zero64))
	b := l.Body
	cells := make([]value.Value, len(q.rows))
	for r, x := range q.rows {
		cells[r] = load(x)
	}
	return fadd(b, q.acc, q.m.vecSquaresOf(b, cells), reductionFlags)
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
	lane0 := fadd(e, e.NewExtractElement(q.acc, zero64), q.tail, reductionFlags)
	storeVec(e, e.NewInsertElement(q.acc, lane0, zero64), q.lanes, zero64)
}

// addLanesOf is the sum of a lane vector's elements (non-negative sums of
// squares: any order bounds alike).
func addLanesOf(b *ir.Block, v value.Value) value.Value {
	s := b.NewExtractElement(v, zero64)
	var sum value.Value = s
	for lane := 1; lane < hop.SumLanes; lane++ {
		sum = fadd(b, sum, b.NewExtractElement(v, ci(int64(lane))), reductionFlags)
	}
	return sum
}

// vecSquaresOf is squaresOf for lane vectors: x0*x0, then one
// llvm.fmuladd per further row, element-wise.
func (m *module) vecSquaresOf(b *ir.Block, xs []value.Value) value.Value {
	var t value.Value
	for _, x := range xs {
		if t == nil {
			t = fmul(b, x, x, nil)
			continue
		}
		t = b.NewCall(m.vecFMulAdd(), x, x, t)
	}
	return t
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
