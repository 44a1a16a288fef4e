package base

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
)

// Dense linear algebra through gonum's LAPACK routines (LU with partial
// pivoting for Solve and Inverse, Cholesky for Cholesky). Inputs of either
// format are read as dense copies, so that gonum never sees the caller's
// storage; results are dense.

var (
	// ErrSingular is wrapped by the error of Solve or Inverse on a matrix
	// that is singular to working precision: its condition number exceeds
	// gonum's mat.ConditionTolerance (1e16), or a cell is NaN or infinite.
	ErrSingular = errors.New("matrix is singular")
	// ErrNotPositiveDefinite is wrapped by the error of Cholesky on a
	// matrix that is not symmetric (cell for cell, so NaN is never
	// symmetric) or not positive definite.
	ErrNotPositiveDefinite = errors.New("matrix is not symmetric positive definite")
)

// denseCopy returns a gonum dense copy of a view, allocated through the
// checked allocator.
func (e *Exec) denseCopy(what string, x *refView) (*mat.Dense, error) {
	d, err := e.newDense(what, x.rows, x.cols)
	if err != nil {
		return nil, err
	}
	for i := 0; i < x.rows; i++ {
		x.scatterRow(i, d[i*x.cols:(i+1)*x.cols])
	}
	return mat.NewDense(x.rows, x.cols, d), nil
}

// squareOperand reads a square matrix as a dense copy.
func (e *Exec) squareOperand(what string, a mat.Matrix, finite bool) (*mat.Dense, error) {
	x, err := refViewOf(a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if x.rows != x.cols {
		return nil, fmt.Errorf("%s: %dx%d is not square: %w", what, x.rows, x.cols, errBaseShape)
	}
	d, err := e.denseCopy(what, &x)
	if err != nil {
		return nil, err
	}
	if finite {
		for _, v := range d.RawMatrix().Data {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return nil, fmt.Errorf("%s: a cell is %v: %w", what, v, ErrSingular)
			}
		}
	}
	return d, nil
}

// conditionErr turns gonum's Condition error into one wrapping
// ErrSingular.
func conditionErr(what string, err error) error {
	var c mat.Condition
	if errors.As(err, &c) {
		return fmt.Errorf("%s: condition number %g: %w", what, float64(c), ErrSingular)
	}
	return fmt.Errorf("%s: %w", what, err)
}

// Solve returns X with A X = b for a square A and b with as many rows.
func (e *Exec) Solve(a, b mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: solve"
	defer refCatch(&res, &err, what)
	A, err := e.squareOperand(what, a, true)
	if err != nil {
		return nil, err
	}
	y, err := refViewOf(b)
	if err != nil {
		return nil, fmt.Errorf("%s: b: %w", what, err)
	}
	if y.rows != A.RawMatrix().Rows {
		return nil, fmt.Errorf("%s: A is %dx%d, b is %dx%d: %w", what, A.RawMatrix().Rows, A.RawMatrix().Cols, y.rows, y.cols, errBaseShape)
	}
	// gonum's LU copies A, and X is as large as b.
	n := A.RawMatrix().Rows
	if err := e.reserve(what, satBytes(float64(denseBytes(n, n))+2*float64(denseBytes(y.rows, y.cols)))); err != nil {
		return nil, err
	}
	B, err := e.denseCopy(what, &y)
	if err != nil {
		return nil, err
	}
	var lu mat.LU
	lu.Factorize(A)
	X := mat.NewDense(y.rows, y.cols, nil)
	if err := lu.SolveTo(X, false, B); err != nil {
		return nil, conditionErr(what, err)
	}
	return X, nil
}

// Inverse returns the inverse of a square matrix.
func (e *Exec) Inverse(a mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: inverse"
	defer refCatch(&res, &err, what)
	A, err := e.squareOperand(what, a, true)
	if err != nil {
		return nil, err
	}
	n := A.RawMatrix().Rows
	// The result, and the LU factor gonum works in.
	if err := e.reserve(what, 2*denseBytes(n, n)); err != nil {
		return nil, err
	}
	inv := mat.NewDense(n, n, nil)
	if err := inv.Inverse(A); err != nil {
		return nil, conditionErr(what, err)
	}
	return inv, nil
}

// Cholesky returns the lower-triangular L with L t(L) = A of a symmetric
// positive definite A; the cells above the diagonal are +0.
func (e *Exec) Cholesky(a mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: cholesky"
	defer refCatch(&res, &err, what)
	A, err := e.squareOperand(what, a, false)
	if err != nil {
		return nil, err
	}
	n := A.RawMatrix().Rows
	d := A.RawMatrix().Data
	for i := 0; i < n; i++ {
		for j := 0; j <= i; j++ {
			if math.IsInf(d[i*n+j], 0) {
				return nil, fmt.Errorf("%s: cell (%d,%d) is %v: %w", what, i+1, j+1, d[i*n+j], ErrNotPositiveDefinite)
			}
			if d[i*n+j] != d[j*n+i] {
				return nil, fmt.Errorf("%s: cells (%d,%d) = %v and (%d,%d) = %v differ: %w",
					what, i+1, j+1, d[i*n+j], j+1, i+1, d[j*n+i], ErrNotPositiveDefinite)
			}
		}
	}
	var ch mat.Cholesky
	if !ch.Factorize(mat.NewSymDense(n, d)) {
		return nil, fmt.Errorf("%s: %w", what, ErrNotPositiveDefinite)
	}
	if err := e.reserve(what, 2*denseBytes(n, n)); err != nil {
		return nil, err
	}
	var l mat.TriDense
	ch.LTo(&l)
	out := mat.NewDense(n, n, nil)
	out.Copy(&l)
	return out, nil
}
