package hop

import "math"

// rewriteNeutralOperand drops a scalar literal that leaves every cell of
// the other operand unchanged, bit for bit:
//
//	X*1, 1*X, X/1       x*1 and x/1 are x (NaN, Inf, -0 included)
//	X - (+0)            -0 - +0 is -0
//	X + (-0), (-0) + X  -0 + -0 is -0, +0 + -0 is +0
//	min2(X, +Inf), max2(X, -Inf) (either side)  op.go: NaN propagates, -0 stays
//
// X + (+0) is not dropped: -0 + +0 is +0. Each kept form has the rule
// ZeroIfA (or ZeroIfB) for a CSR X, so the stored cells are X's too. The
// literal must not broadcast X to a larger shape.
func rewriteNeutralOperand(d *DAG) bool {
	return replaceEach(d, func(h *Hop, _ []bool) *Hop {
		if !h.Op.IsBinary() {
			return nil
		}
		a, b := h.Inputs[0], h.Inputs[1]
		if b.Op == OpScalar && neutralRight(h.Op, b.Value) && sameShape(a, h) {
			return a
		}
		if a.Op == OpScalar && neutralLeft(h.Op, a.Value) && sameShape(b, h) {
			return b
		}
		return nil
	})
}

func sameShape(a, b *Hop) bool { return a.Rows == b.Rows && a.Cols == b.Cols }

func isNegZero(v float64) bool { return v == 0 && math.Signbit(v) }

// neutralRight reports whether x op v == x for every x.
func neutralRight(op OpCode, v float64) bool {
	switch op {
	case OpMul, OpDiv:
		return v == 1
	case OpSub:
		return v == 0 && !math.Signbit(v)
	case OpAdd:
		return isNegZero(v)
	case OpMin2:
		return math.IsInf(v, 1)
	case OpMax2:
		return math.IsInf(v, -1)
	}
	return false
}

// neutralLeft reports whether v op x == x for every x.
func neutralLeft(op OpCode, v float64) bool {
	switch op {
	case OpMul:
		return v == 1
	case OpAdd:
		return isNegZero(v)
	case OpMin2:
		return math.IsInf(v, 1)
	case OpMax2:
		return math.IsInf(v, -1)
	}
	return false
}

// rewriteAddSelf: X + X -> 2 * X. In IEEE arithmetic x + x and 2 * x are
// the same exact value 2x rounded once (Inf, NaN and -0 included), and
// for a CSR X both keep X's stored cells; the product reads X once.
// Prepare's CSE makes the two operands one operator.
func rewriteAddSelf(d *DAG) bool {
	return replaceEach(d, func(h *Hop, _ []bool) *Hop {
		if h.Op == OpAdd && h.Inputs[0] == h.Inputs[1] && h.Inputs[0].Op != OpScalar {
			return NewBinary(OpMul, NewScalar(2), h.Inputs[0])
		}
		return nil
	})
}

// rewriteSingleCellAgg removes an aggregate over runs of one cell (a
// size-dependent rule): colSums of a one-row X, rowSums of a one-column
// X, sum of a 1 x 1 X, and the same for means, mins and maxs. A fold of
// one cell is the identity folded with it, so
//
//	min, max -> X      (min2(+Inf, x) and max2(-Inf, x) are x)
//	sum, mean -> X + 0 (+0 + x turns -0 into +0; a mean divides by 1)
//
// Only for dense X: an aggregate's result is dense, and X + 0 of a CSR
// would keep its structural zeros. Not for dynamic shapes, whose sizes are
// upper bounds.
func rewriteSingleCellAgg(d *DAG) bool {
	return replaceEach(d, func(h *Hop, dyn []bool) *Hop {
		if !h.Op.IsAgg() || h.Op == OpIndexMax || h.Op == OpIndexMin || h.Op == OpVar || h.Op == OpSd {
			return nil // var and sd of one cell are NaN (n-1 = 0)
		}
		x := h.Inputs[0]
		if x.Sparse || dyn[x.ID] || !sameShape(x, h) {
			return nil
		}
		if h.Op == OpMin || h.Op == OpMax || h.Op == OpProd { // 1*x is x, -0 and NaN included
			return x
		}
		return NewBinary(OpAdd, x, NewScalar(0))
	})
}
