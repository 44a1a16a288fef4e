package engine

import (
	"math"

	"github.com/fusejit/fusejit/internal/hop"
)

// Element-wise operations of R and SystemDS's DML beyond the arithmetic of
// expr.go. Each fuses into Cell, MAgg and Row operators like the others;
// "keeps structural zeros" means a CSR operand's unstored cells stay
// unstored (the rules of internal/hop/op.go).

// Mod returns R's e %% b per cell: x - floor(x/y)*y, which has the sign
// of y (-5 %% 3 is 1, 5 %% -3 is -1). x %% 0, NaN operands and an infinite
// x give NaN; an infinite y gives x where x is 0 or has y's sign, else y;
// a zero result is +0. Where x/y is inexact (|x/y| beyond 2^53) the result
// is only as accurate as that quotient, as in SystemDS.
func (e *Expr) Mod(b *Expr) *Expr { return e.binary(hop.OpMod, b) }

// IntDiv returns R's e %/% b per cell, floor(x/y): x %/% 0 is ±Inf (NaN
// for 0 %/% 0), NaN propagates, and Inf %/% y is ±Inf.
func (e *Expr) IntDiv(b *Expr) *Expr { return e.binary(hop.OpIntDiv, b) }

// Xor returns 1 where exactly one operand is non-zero (NaN counts as
// non-zero), else 0.
func (e *Expr) Xor(b *Expr) *Expr { return e.binary(hop.OpXor, b) }

// LogBase returns log(x, base) per cell, computed as log(x)/log(base) with
// the shared natural logarithm (so log(8, 2) may differ from 3 in the last
// bit); base may be a matrix or vector operand as well as a scalar.
func (e *Expr) LogBase(base *Expr) *Expr { return e.binary(hop.OpLogB, base) }

// IsNaN returns 1 where the cell is NaN, else 0; keeps structural zeros.
func (e *Expr) IsNaN() *Expr { return e.unary(hop.OpIsNaN) }

// IsInf returns 1 where the cell is +Inf or -Inf, else 0; keeps
// structural zeros.
func (e *Expr) IsInf() *Expr { return e.unary(hop.OpIsInf) }

// Not returns the logical negation: 1 where the cell is 0, else 0 (NaN is
// true, so !NaN is 0). The result is dense.
func (e *Expr) Not() *Expr { return e.unary(hop.OpNot) }

// Sprop returns x*(1-x) per cell (the variance of a Bernoulli proportion,
// DML's sprop); keeps structural zeros.
func (e *Expr) Sprop() *Expr { return e.unary(hop.OpSprop) }

// Atan returns the arctangent per cell; keeps structural zeros.
func (e *Expr) Atan() *Expr { return e.unary(hop.OpAtan) }

// Asin returns the arcsine per cell, NaN outside [-1, 1]; keeps
// structural zeros.
func (e *Expr) Asin() *Expr { return e.unary(hop.OpAsin) }

// Acos returns the arccosine per cell, NaN outside [-1, 1].
func (e *Expr) Acos() *Expr { return e.unary(hop.OpAcos) }

// Sinh returns the hyperbolic sine per cell; keeps structural zeros.
func (e *Expr) Sinh() *Expr { return e.unary(hop.OpSinh) }

// Cosh returns the hyperbolic cosine per cell.
func (e *Expr) Cosh() *Expr { return e.unary(hop.OpCosh) }

// Replace returns e with every cell equal to pattern (IEEE ==, so a 0
// pattern also matches -0) replaced by value; a NaN pattern replaces the
// NaN cells (DML's replace). It is built as IfElse(IsNaN or Eq, value, e),
// so it fuses like them and its result is dense.
func (e *Expr) Replace(pattern, value float64) *Expr {
	var hit *Expr
	if math.IsNaN(pattern) {
		hit = e.IsNaN()
	} else {
		hit = e.Eq(Scalar(pattern))
	}
	return IfElse(hit, Scalar(value), e)
}

// MinOf returns the element-wise minimum of its operands with
// broadcasting (R's pmin, DML's min with several arguments), built as a
// chain of Minimum: NaN propagates and -0 is below +0, so the order of the
// chain does not change the result. One operand is returned as it is.
func MinOf(a *Expr, more ...*Expr) *Expr {
	r := a
	for _, m := range more {
		r = r.Minimum(m)
	}
	return r
}

// MaxOf returns the element-wise maximum of its operands, as MinOf.
func MaxOf(a *Expr, more ...*Expr) *Expr {
	r := a
	for _, m := range more {
		r = r.Maximum(m)
	}
	return r
}
