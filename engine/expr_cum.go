package engine

import (
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
)

// Cumulative aggregates beyond CumSum, CumProd, CumMin and CumMax (seed
// 003), and removeEmpty, which is built on a cumulative sum.

// CumSumProd returns the sum-product recurrence down every column of e
// (Y) with weights w (W):
//
//	Z_0 = 0,  Z_i = Y_i + W_i * Z_{i-1}   for rows i = 1..n
//
// computed with IEEE arithmetic from Z_0 = +0, so that Y.CumSumProd(1) is
// Y.CumSum() and a weight 0 starts a new frame (frame-wise cumulative
// sums); weights below 1 give decayed sums. w is broadcast onto e: it has
// e's shape, or is an n x 1 column (one weight per row, for all columns),
// a 1 x m row (one per column) or a scalar. Structural zeros of sparse
// operands read as +0. The result is dense.
func (e *Expr) CumSumProd(w *Expr) *Expr { return wrap(hop.NewCumSumProd(hopOf(e), hopOf(w))) }

// RemoveEmptyRows returns the rows of x to keep, in order (R's and DML's
// removeEmpty with margin "rows"): with sel == nil the rows that hold a
// cell != 0 (NaN counts as non-zero, -0 does not), otherwise the rows i
// with sel[i] != 0, where sel is an n x 1 vector.
//
// The number of rows is known only when the expression runs: Rows()
// reports x's, an upper bound. Consumers are checked against that bound
// when built and against the actual shape when evaluated, where a mismatch
// makes Eval return an error. A dense x gives a dense result and a sparse
// x a sparse one. When no row is kept, the result is a 0 x m *matrix.CSR
// with no stored cells; as an operand of another operation it makes Eval
// fail with an error.
func RemoveEmptyRows(x, sel *Expr) *Expr {
	return wrap(hop.NewRemoveEmpty(hop.OpRemoveEmptyRows, hopOf(x), selectHop(sel)))
}

// RemoveEmptyCols is RemoveEmptyRows for columns: it keeps the columns of
// x that hold a cell != 0, or with sel != nil the columns j with
// sel[j] != 0, where sel is a 1 x m vector. Cols() is an upper bound; when
// no column is kept the result is an n x 0 *matrix.CSR.
func RemoveEmptyCols(x, sel *Expr) *Expr {
	return wrap(hop.NewRemoveEmpty(hop.OpRemoveEmptyCols, hopOf(x), selectHop(sel)))
}

// selectHop returns the node of an optional select vector (nil: none).
func selectHop(sel *Expr) *hop.Hop {
	if sel == nil {
		return nil
	}
	return sel.h
}

// selectOperand returns the select vector among the evaluated inputs of a
// removeEmpty operator, or nil when it has none.
func selectOperand(ins []mat.Matrix) mat.Matrix {
	if len(ins) < 2 {
		return nil
	}
	return ins[1]
}
