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
// other rows, element-wise) and added into one lane vector of squares
// carried by the loop, with a reassociable fadd; after the loop the lanes
// of that vector are added to the carried sum, and the remaining columns
// add their cells' squares one at a time into the same scalar. The
// squares are a sum of their own, so each product keeps its instructions
// and bits.
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

// rowSquares is the sum of squares one vector dot loop carries: the rows
// it squares and the sum, s plus the squares emitted so far.
type rowSquares struct {
	m    *module
	rows []value.Value // double*: the block's rows, each squared once
	sum  value.Value
	acc  *ir.InstPhi // the lane vector of squares in the block loop
}

// addBlock carries the lane vector of squares through loop l (entered
// from pre) and returns its next value: the squares of the rows' lane
// vectors, loaded by load (the dot products' own loads), added to it.
func (q *rowSquares) addBlock(pre *ir.Block, l *loop, load func(value.Value) value.Value) value.Value {
	q.acc = l.carry(pre, vecZero())
	b := l.Body
	cells := make([]value.Value, len(q.rows))
	for r, x := range q.rows {
		cells[r] = load(x)
	}
	return fadd(b, q.acc, q.m.vecSquaresOf(b, cells), reductionFlags)
}

// startTail adds, in b after the block loop, the lanes of the squares to
// the sum and carries it through the tail loop; nothing for nil q.
func (q *rowSquares) startTail(b *ir.Block, tail *loop) {
	if q == nil {
		return
	}
	s := q.sum
	for lane := range hop.SumLanes {
		s = fadd(b, s, b.NewExtractElement(q.acc, ci(int64(lane))), reductionFlags)
	}
	q.sum = tail.carry(b, s)
}

// addTail returns, for the tail loop's body tb at column j, the sum plus
// the squares of the rows' cells j: the tail's carried values (none for
// nil q).
func (q *rowSquares) addTail(tb *ir.Block, j value.Value) []value.Value {
	if q == nil {
		return nil
	}
	cells := make([]value.Value, len(q.rows))
	for r, x := range q.rows {
		cells[r] = loadAt(tb, f64, x, j)
	}
	return []value.Value{fadd(tb, q.sum, q.m.squaresOf(tb, cells), reductionFlags)}
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
