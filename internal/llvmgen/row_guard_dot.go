package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/hop"
)

// The guard's sum of squares in the multi-row dot loop. A blocked
// col_agg_t kernel reads each block's main rows twice: first from memory
// in the loop that computes their dot products (multiRowProducts), then
// from L1 in the pass that adds them into the output. The first loop
// waits on memory (about 85% of the kernel's samples at 10^6 x 100); the
// second is bound by its multiplies and adds, and the squares there
// (row_guard_fold.go) cost about 2-4% of the kernel, as much as the
// guarded kernel was slower than the unguarded one. Squared where the
// cells arrive from memory, the same bound costs nothing measurable (the
// kernel alone, min of 21 runs at 10^6 x 100, one thread: 0.96-0.98 of
// the add-pass version, the unguarded kernel 0.98-0.99).
//
// The squares are a sum of their own, so the dot products keep their
// order and bits: per lane of the block loop, the squares of the rows'
// cells are added among themselves (x0*x0, then fmuladd for the other
// rows) and into a lane accumulator, reassociable; the tail adds its
// cells into a scalar. The bound's argument (row_guard_fold.go) holds for
// any order of the adds, because every partial sum of non-negative terms
// is at least each term.

// squareSum is the sum of squares one lane-dot loop carries: the rows
// whose cells it squares and, once the loop is emitted, the sum.
type squareSum struct {
	m    *module
	rows []value.Value // double*: rows of n cells, each squared once
	sum  value.Value   // the carried sum plus the squares emitted so far
	done map[value.Value]bool
}

// newSquareSum squares the cells of the distinct rows among xs, adding
// them to s.
func (m *module) newSquareSum(xs []value.Value, s value.Value) *squareSum {
	q := &squareSum{m: m, sum: s, done: map[value.Value]bool{}}
	seen := map[value.Value]bool{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			q.rows = append(q.rows, x)
		}
	}
	return q
}

// take returns the rows among sums' x that no earlier group squared, and
// marks them squared.
func (q *squareSum) take(sums []dotSum) []value.Value {
	if q == nil {
		return nil
	}
	var rows []value.Value
	for _, r := range q.rows {
		if q.done[r] {
			continue
		}
		for _, d := range sums {
			if d.x == r {
				q.done[r] = true
				rows = append(rows, r)
				break
			}
		}
	}
	return rows
}

// squaresOf is x0*x0 + x1*x1 + ... of the cells xs (one per row), nil
// without cells: a multiply, then one fmuladd per further row.
func (m *module) squaresOf(b *ir.Block, xs []value.Value) value.Value {
	var t value.Value
	for _, x := range xs {
		if t == nil {
			t = fmul(b, x, x, nil)
			continue
		}
		t = b.NewCall(m.declare("llvm.fmuladd.f64", 3), x, x, t)
	}
	return t
}

// laneSquares carries, in the block loop of a lane-dot group, one sum of
// squares per lane (SumLanes phis starting at +0) for rows.
func laneSquares(l *loop, pre *ir.Block, rows []value.Value) []value.Value {
	if len(rows) == 0 {
		return nil
	}
	accs := make([]value.Value, hop.SumLanes)
	for q := range accs {
		accs[q] = l.carry(pre, cf(0))
	}
	return accs
}

// nextLaneSquares adds to each lane accumulator the squares of rows' cells
// in that lane, loaded by load(row, lane).
func (m *module) nextLaneSquares(b *ir.Block, accs, rows []value.Value, load func(x value.Value, q int) value.Value) []value.Value {
	next := make([]value.Value, len(accs))
	for q := range accs {
		cells := make([]value.Value, len(rows))
		for r, x := range rows {
			cells[r] = load(x, q)
		}
		next[q] = fadd(b, accs[q], m.squaresOf(b, cells), reductionFlags)
	}
	return next
}

// sumLanes adds the lane accumulators to s.
func sumLanes(b *ir.Block, s value.Value, accs []value.Value) value.Value {
	for _, a := range accs {
		s = fadd(b, s, a, reductionFlags)
	}
	return s
}
