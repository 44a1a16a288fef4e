package engine

import (
	"github.com/fusejit/fusejit/internal/base"
	"github.com/fusejit/fusejit/internal/hop"
)

// Dense linear algebra through LAPACK routines: OpenBLAS's when the
// installed OpenBLAS exports them, else gonum's (the same errors either
// way). Like a matrix multiply these end fusion: each is computed on its
// own, unfused, on a dense copy of its operands, and gives a dense result.
// A cancelled context stops them before the factorization, not during it.

// ErrSingular is wrapped by the Eval error of Solve or Inverse on a matrix
// that is singular to working precision (condition number above 1e16) or
// has a NaN or infinite cell.
var ErrSingular = base.ErrSingular

// ErrNotPositiveDefinite is wrapped by the Eval error of Cholesky on a
// matrix that is not symmetric (cell for cell) or not positive definite,
// an infinite or NaN cell included.
var ErrNotPositiveDefinite = base.ErrNotPositiveDefinite

// Solve returns x with e %*% x = b (R's and DML's solve(e, b)) by an LU
// factorization with partial pivoting: e is square n x n, b is n x k.
func (e *Expr) Solve(b *Expr) *Expr { return wrap(hop.NewSolve(hopOf(e), hopOf(b))) }

// Inverse returns the inverse of the square matrix e (DML's inv, R's
// solve(e)).
func (e *Expr) Inverse() *Expr { return wrap(hop.NewInverse(hopOf(e))) }

// Cholesky returns the lower-triangular L with L %*% t(L) = e of a
// symmetric positive definite e (DML's cholesky; R's chol returns t(L)).
// The cells above the diagonal are 0.
func (e *Expr) Cholesky() *Expr { return wrap(hop.NewCholesky(hopOf(e))) }
