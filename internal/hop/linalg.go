package hop

// Dense linear algebra. These operators are computed unfused by Base with
// LAPACK routines (OpenBLAS's or gonum's) and end fusion like a matrix multiply: no
// template opens or fuses at them. Their results are dense.

// NewSolve returns the solution X of A X = b for a square n x n A and an
// n x k b (R's and DML's solve(A, b)). A singular A makes Eval fail.
func NewSolve(a, b *Hop) *Hop {
	const name = "Solve"
	if err := firstErr(name, a, b); err != nil {
		return failed(OpSolve, err, a, b)
	}
	if a.Rows != a.Cols || b.Rows != a.Rows {
		return failed(OpSolve, shapeErr(name, "solve(%dx%d, %dx%d): A must be square with as many rows as b", a.Rows, a.Cols, b.Rows, b.Cols), a, b)
	}
	h := &Hop{Op: OpSolve, Inputs: []*Hop{a, b}, Rows: b.Rows, Cols: b.Cols}
	h.NNZ = h.Cells()
	return h
}

// square builds a unary dense operator on a square matrix.
func square(op OpCode, name string, a *Hop) *Hop {
	if err := firstErr(name, a); err != nil {
		return failed(op, err, a)
	}
	if a.Rows != a.Cols {
		return failed(op, shapeErr(name, "%dx%d is not square", a.Rows, a.Cols), a)
	}
	return &Hop{Op: op, Inputs: []*Hop{a}, Rows: a.Rows, Cols: a.Cols, NNZ: a.Cells()}
}

// NewInverse returns the inverse of a square matrix (DML's inv). A
// singular matrix makes Eval fail.
func NewInverse(a *Hop) *Hop { return square(OpInverse, "Inverse", a) }

// NewCholesky returns the lower-triangular L with L t(L) = A of a
// symmetric positive definite A (DML's cholesky; R's chol returns t(L)).
// A matrix that is not symmetric, or not positive definite, makes Eval
// fail.
func NewCholesky(a *Hop) *Hop { return square(OpCholesky, "Cholesky", a) }
