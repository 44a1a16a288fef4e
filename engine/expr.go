package engine

import (
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// ErrShape is wrapped by every error about operand shapes, nil operands and
// invalid slices; test for it with errors.Is.
var ErrShape = hop.ErrShape

// Expr is a lazy, immutable node of an expression DAG. Building one
// computes nothing; builder methods never panic and record errors on the
// node instead (see Err). Expressions come from the constructors (Dense,
// Sparse, Scalar, ...) and builder methods; a nil *Expr or the zero Expr
// value is an invalid operand whose Err wraps ErrShape.
type Expr struct {
	h *hop.Hop
}

func wrap(h *hop.Hop) *Expr { return &Expr{h: h} }

// hopOf returns the node of e, or nil for a nil or zero expression, which
// the hop constructors record as an error.
func hopOf(e *Expr) *hop.Hop { return e.node() }

// node returns e's HOP, or nil for a nil or zero expression.
func (e *Expr) node() *hop.Hop {
	if e == nil {
		return nil
	}
	return e.h
}

// Dense returns a leaf that references d (it is read, never modified).
func Dense(d *mat.Dense) *Expr { return wrap(hop.NewDense(d)) }

// Vector returns an n x 1 leaf that references v.
func Vector(v *mat.VecDense) *Expr { return wrap(hop.NewVector(v)) }

// Sparse returns a leaf that references the CSR matrix s.
func Sparse(s *matrix.CSR) *Expr { return wrap(hop.NewSparse(s)) }

// Scalar returns a 1 x 1 literal.
func Scalar(v float64) *Expr { return wrap(hop.NewScalar(v)) }

// Rows returns the number of rows (0 if the node has an error).
func (e *Expr) Rows() int {
	if h := e.node(); h == nil || h.Err != nil {
		return 0
	}
	return e.h.Rows
}

// Cols returns the number of columns (0 if the node has an error).
func (e *Expr) Cols() int {
	if h := e.node(); h == nil || h.Err != nil {
		return 0
	}
	return e.h.Cols
}

// Err returns the first error recorded while building e, or nil.
func (e *Expr) Err() error {
	if e.node() == nil {
		return fmt.Errorf("engine: %w: nil or zero expression", ErrShape)
	}
	return e.h.Err
}

func (e *Expr) binary(op hop.OpCode, b *Expr) *Expr {
	return wrap(hop.NewBinary(op, hopOf(e), hopOf(b)))
}
func (e *Expr) unary(op hop.OpCode) *Expr { return wrap(hop.NewUnary(op, hopOf(e))) }
func (e *Expr) agg(op hop.OpCode, d hop.Direction) *Expr {
	return wrap(hop.NewAgg(op, d, hopOf(e)))
}

// Element-wise binary operations with R/DML broadcasting.

// Add returns e + b.
func (e *Expr) Add(b *Expr) *Expr { return e.binary(hop.OpAdd, b) }

// Sub returns e - b.
func (e *Expr) Sub(b *Expr) *Expr { return e.binary(hop.OpSub, b) }

// Mul returns the element-wise product e * b.
func (e *Expr) Mul(b *Expr) *Expr { return e.binary(hop.OpMul, b) }

// Div returns e / b.
func (e *Expr) Div(b *Expr) *Expr { return e.binary(hop.OpDiv, b) }

// Pow returns e ^ b.
func (e *Expr) Pow(b *Expr) *Expr { return e.binary(hop.OpPow, b) }

// Minimum returns the element-wise minimum (NaN propagates).
func (e *Expr) Minimum(b *Expr) *Expr { return e.binary(hop.OpMin2, b) }

// Maximum returns the element-wise maximum (NaN propagates).
func (e *Expr) Maximum(b *Expr) *Expr { return e.binary(hop.OpMax2, b) }

// Eq returns 1 where e == b, else 0.
func (e *Expr) Eq(b *Expr) *Expr { return e.binary(hop.OpEq, b) }

// Ne returns 1 where e != b, else 0.
func (e *Expr) Ne(b *Expr) *Expr { return e.binary(hop.OpNe, b) }

// Lt returns 1 where e < b, else 0.
func (e *Expr) Lt(b *Expr) *Expr { return e.binary(hop.OpLt, b) }

// Le returns 1 where e <= b, else 0.
func (e *Expr) Le(b *Expr) *Expr { return e.binary(hop.OpLe, b) }

// Gt returns 1 where e > b, else 0.
func (e *Expr) Gt(b *Expr) *Expr { return e.binary(hop.OpGt, b) }

// Ge returns 1 where e >= b, else 0.
func (e *Expr) Ge(b *Expr) *Expr { return e.binary(hop.OpGe, b) }

// And returns 1 where both are non-zero, else 0.
func (e *Expr) And(b *Expr) *Expr { return e.binary(hop.OpAnd, b) }

// Or returns 1 where either is non-zero, else 0.
func (e *Expr) Or(b *Expr) *Expr { return e.binary(hop.OpOr, b) }

// Element-wise unary operations.

// Neg returns -e.
func (e *Expr) Neg() *Expr { return e.unary(hop.OpNeg) }

// Abs returns |e|.
func (e *Expr) Abs() *Expr { return e.unary(hop.OpAbs) }

// Sign returns -1, 0 or 1 per cell.
func (e *Expr) Sign() *Expr { return e.unary(hop.OpSign) }

// Sqrt returns the square root per cell.
func (e *Expr) Sqrt() *Expr { return e.unary(hop.OpSqrt) }

// Exp returns e^x per cell.
func (e *Expr) Exp() *Expr { return e.unary(hop.OpExp) }

// Log returns the natural logarithm per cell.
func (e *Expr) Log() *Expr { return e.unary(hop.OpLog) }

// Round rounds half away from zero.
func (e *Expr) Round() *Expr { return e.unary(hop.OpRound) }

// Floor rounds down.
func (e *Expr) Floor() *Expr { return e.unary(hop.OpFloor) }

// Ceil rounds up.
func (e *Expr) Ceil() *Expr { return e.unary(hop.OpCeil) }

// Sigmoid returns 1 / (1 + exp(-x)) per cell.
func (e *Expr) Sigmoid() *Expr { return e.unary(hop.OpSigmoid) }

// Sin returns the sine per cell.
func (e *Expr) Sin() *Expr { return e.unary(hop.OpSin) }

// Cos returns the cosine per cell.
func (e *Expr) Cos() *Expr { return e.unary(hop.OpCos) }

// Tanh returns the hyperbolic tangent per cell.
func (e *Expr) Tanh() *Expr { return e.unary(hop.OpTanh) }

// IfElse returns cond != 0 ? a : b per cell, with broadcasting.
func IfElse(cond, a, b *Expr) *Expr {
	return wrap(hop.NewIfElse(hopOf(cond), hopOf(a), hopOf(b)))
}

// MatMul returns the matrix product e %*% b.
func (e *Expr) MatMul(b *Expr) *Expr { return wrap(hop.NewMatMul(hopOf(e), hopOf(b))) }

// T returns the transpose.
func (e *Expr) T() *Expr { return wrap(hop.NewTranspose(hopOf(e))) }

// Aggregates.

// Sum returns the sum of all cells (1 x 1).
func (e *Expr) Sum() *Expr { return e.agg(hop.OpSum, hop.DirFull) }

// Min returns the minimum of all cells (1 x 1); NaN propagates.
func (e *Expr) Min() *Expr { return e.agg(hop.OpMin, hop.DirFull) }

// Max returns the maximum of all cells (1 x 1); NaN propagates.
func (e *Expr) Max() *Expr { return e.agg(hop.OpMax, hop.DirFull) }

// Mean returns the mean of all cells (1 x 1).
func (e *Expr) Mean() *Expr { return e.agg(hop.OpMean, hop.DirFull) }

// RowSums returns the n x 1 row sums.
func (e *Expr) RowSums() *Expr { return e.agg(hop.OpSum, hop.DirRow) }

// RowMins returns the n x 1 row minima.
func (e *Expr) RowMins() *Expr { return e.agg(hop.OpMin, hop.DirRow) }

// RowMaxs returns the n x 1 row maxima.
func (e *Expr) RowMaxs() *Expr { return e.agg(hop.OpMax, hop.DirRow) }

// RowMeans returns the n x 1 row means.
func (e *Expr) RowMeans() *Expr { return e.agg(hop.OpMean, hop.DirRow) }

// RowIndexMax returns, per row, the 1-based column of the first maximum.
func (e *Expr) RowIndexMax() *Expr { return e.agg(hop.OpIndexMax, hop.DirRow) }

// ColSums returns the 1 x m column sums.
func (e *Expr) ColSums() *Expr { return e.agg(hop.OpSum, hop.DirCol) }

// ColMins returns the 1 x m column minima.
func (e *Expr) ColMins() *Expr { return e.agg(hop.OpMin, hop.DirCol) }

// ColMaxs returns the 1 x m column maxima.
func (e *Expr) ColMaxs() *Expr { return e.agg(hop.OpMax, hop.DirCol) }

// ColMeans returns the 1 x m column means.
func (e *Expr) ColMeans() *Expr { return e.agg(hop.OpMean, hop.DirCol) }

// Indexing and reorganisation.

// Slice returns rows [r0, r1) and columns [c0, c1).
func (e *Expr) Slice(r0, r1, c0, c1 int) *Expr {
	return wrap(hop.NewSlice(hopOf(e), r0, r1, c0, c1))
}

// CBind concatenates its operands column-wise.
func CBind(a *Expr, more ...*Expr) *Expr {
	ins := make([]*hop.Hop, 0, 1+len(more))
	ins = append(ins, hopOf(a))
	for _, m := range more {
		ins = append(ins, hopOf(m))
	}
	return wrap(hop.NewCBind(ins...))
}

// Cumulative aggregates, column-wise as in R.

// CumSum returns the column-wise cumulative sum.
func (e *Expr) CumSum() *Expr { return wrap(hop.NewCumAgg(hop.OpCumSum, hopOf(e))) }

// CumProd returns the column-wise cumulative product.
func (e *Expr) CumProd() *Expr { return wrap(hop.NewCumAgg(hop.OpCumProd, hopOf(e))) }

// CumMin returns the column-wise cumulative minimum.
func (e *Expr) CumMin() *Expr { return wrap(hop.NewCumAgg(hop.OpCumMin, hopOf(e))) }

// CumMax returns the column-wise cumulative maximum.
func (e *Expr) CumMax() *Expr { return wrap(hop.NewCumAgg(hop.OpCumMax, hopOf(e))) }
