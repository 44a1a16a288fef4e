package engine

import (
	"fmt"

	"github.com/fusejit/fusejit/internal/hop"
)

// Structural operations and data generators (R and DML names). None of
// them is fused: each is computed on its own, unfused, and its consumers
// read its result, so a fused operator ends where one of them begins.
// Every result is a new value; operands are never modified.

// RBind concatenates its operands row-wise (R's rbind), top to bottom;
// they must have equal column counts. The result is sparse when every
// operand is, dense otherwise.
func RBind(a *Expr, more ...*Expr) *Expr {
	ins := make([]*hop.Hop, 0, 1+len(more))
	ins = append(ins, hopOf(a))
	for _, m := range more {
		ins = append(ins, hopOf(m))
	}
	return wrap(hop.NewRBind(ins...))
}

// SetSlice returns left indexing, DML's X[r0+1:r1, c0+1:c1] = y with the
// half-open bounds of Slice: a new value equal to e except that rows
// [r0, r1) and columns [c0, c1) hold y, which has the slice's shape or is
// 1 x 1 (every cell of the slice gets its value). e itself is unchanged
// (copy on write). The result has e's format; a sparse e stores every
// cell a dense y writes.
func (e *Expr) SetSlice(r0, r1, c0, c1 int, y *Expr) *Expr {
	return wrap(hop.NewSetSlice(hopOf(e), r0, r1, c0, c1, hopOf(y)))
}

// Reshape refills e into a rows x cols matrix in row-major order: cell k
// of the result, counted row by row, is cell k of e counted row by row,
// as R's matrix(e, rows, cols, byrow = TRUE) and DML's matrix(e, rows,
// cols). rows*cols must equal e's cell count.
func (e *Expr) Reshape(rows, cols int) *Expr { return wrap(hop.NewReshape(hopOf(e), rows, cols)) }

// Rev returns e with its rows in reverse order (R's and DML's rev).
func (e *Expr) Rev() *Expr { return wrap(hop.NewRev(hopOf(e))) }

// Diag returns, for an n x 1 column, the n x n matrix with it on the
// diagonal (sparse for n > 1), and for a square matrix the n x 1 column
// of its diagonal, as R's and DML's diag. A row vector or a rectangular
// matrix is a shape error (write e.T().Diag() for a row).
func (e *Expr) Diag() *Expr { return wrap(hop.NewDiag(hopOf(e))) }

// LowerTri returns the lower triangle of e (DML's lower.tri with values =
// TRUE, R's e * lower.tri(e, diag)): cell (i, j) is kept where j < i, or
// j <= i with diag, and is 0 elsewhere. e may be rectangular; the result
// has e's format.
func (e *Expr) LowerTri(diag bool) *Expr { return wrap(hop.NewTri(hop.OpLowerTri, hopOf(e), diag)) }

// UpperTri is LowerTri for the upper triangle: cells with j > i, or
// j >= i with diag.
func (e *Expr) UpperTri(diag bool) *Expr { return wrap(hop.NewTri(hop.OpUpperTri, hopOf(e), diag)) }

// Seq returns the column from, from+by, from+2*by, ..., up to to (R's
// seq(from, to, by)): floor((to-from)/by + 1e-10) + 1 elements, element i
// being from + i*by clamped to to. A zero step (unless from == to), a step
// of the wrong sign or a non-finite argument is a shape error.
func Seq(from, to, by float64) *Expr { return wrap(hop.NewSeq(from, to, by)) }

// Fill returns the rows x cols matrix whose cells are all v (R's
// matrix(v, rows, cols)). Fill(0, r, c) is an empty sparse matrix (unless
// it is 1 x 1); any other value, -0 included, gives a dense one.
func Fill(v float64, rows, cols int) *Expr { return wrap(hop.NewFill(v, rows, cols)) }

// Rand returns a dense rows x cols matrix of pseudo-random cells min +
// (max-min)*u, u uniform in [0, 1) (DML's rand with a seed). The cells
// depend only on the arguments: the same on every run, every engine and
// every thread count (they differ from matrix.RandDense's). Two Rand
// expressions are two draws: they are never merged, even with equal
// arguments; reuse one *Expr to use one draw twice.
func Rand(rows, cols int, min, max float64, seed uint64) *Expr {
	return wrap(hop.NewRand(rows, cols, min, max, 1, seed))
}

// RandSparse is Rand with each cell present with probability sparsity in
// [0, 1] and a structural zero otherwise; the result is sparse unless it
// is 1 x 1 or sparsity is 1.
func RandSparse(rows, cols int, sparsity, min, max float64, seed uint64) *Expr {
	return wrap(hop.NewRand(rows, cols, min, max, sparsity, seed))
}

// Outer returns R's outer(e, v, op) for vectors: the n x m matrix with
// cell (i, j) = op(e[i], v[j]), where e has n cells and v has m (each a
// column or a row) and op is an element-wise binary method given as a
// method expression, such as (*Expr).Add, (*Expr).Mul or (*Expr).Minimum.
// The result is dense; the structural-zero rules of op hold as for e op v
// (a sparse e times anything is 0 where e has no stored cell, even
// against NaN).
func (e *Expr) Outer(v *Expr, op func(a, b *Expr) *Expr) *Expr {
	code, err := binaryOpOf(op)
	if err != nil {
		return wrap(hop.NewOuter(hopOf(e), hopOf(v), hop.OpInvalid))
	}
	return wrap(hop.NewOuter(hopOf(e), hopOf(v), code))
}

// binaryOpOf finds the element-wise binary operation op builds by
// applying it to two probe literals.
func binaryOpOf(op func(a, b *Expr) *Expr) (code hop.OpCode, err error) {
	if op == nil {
		return hop.OpInvalid, fmt.Errorf("nil operation")
	}
	defer func() {
		if r := recover(); r != nil {
			code, err = hop.OpInvalid, fmt.Errorf("operation panicked: %v", r)
		}
	}()
	a, b := Scalar(1), Scalar(2)
	r := op(a, b)
	h := r.node()
	if h == nil || !h.Op.IsBinary() || len(h.Inputs) != 2 || h.Inputs[0] != a.h || h.Inputs[1] != b.h {
		return hop.OpInvalid, fmt.Errorf("not an element-wise binary method")
	}
	return h.Op, nil
}

// Table returns the rows x cols contingency table of a and b (DML's
// table(a, b, rows, cols)): cell (p, q) counts the k with a[k] == p and
// b[k] == q (1-based values). a and b are n x 1 columns, or one of them
// 1 x 1 (its value pairs with every cell of the other). Their values must
// be integers >= 1, else Eval fails with an error wrapping ErrShape; a
// pair outside the table is dropped. The result is sparse unless 1 x 1.
func Table(a, b *Expr, rows, cols int) *Expr {
	return wrap(hop.NewTable(hopOf(a), hopOf(b), rows, cols))
}
