package base

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
)

// Dense linear algebra through LAPACK routines (LU with partial pivoting
// for Solve and Inverse, Cholesky for Cholesky): OpenBLAS's when it
// exports them, else gonum's (see lapack.go). Inputs of either format are
// read as dense copies, so that LAPACK never sees the caller's storage;
// results are dense.

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

// singularErr is the error of a matrix whose condition number cond
// exceeds mat.ConditionTolerance (+Inf when exactly singular).
func singularErr(what string, cond float64) error {
	return fmt.Errorf("%s: condition number %g: %w", what, cond, ErrSingular)
}

// stopped returns the error of e's context once it has ended: the check
// before a LAPACK call, which cannot be cut short once started.
func (e *Exec) stopped(what string) error {
	if err := e.par().stopped(); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// Solve returns X with A X = b for a square A and b with as many rows.
func (e *Exec) Solve(a, b mat.Matrix) (mat.Matrix, error) {
	return e.solve(backendAuto, a, b)
}

func (e *Exec) solve(be blasBackend, a, b mat.Matrix) (res mat.Matrix, err error) {
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
	if err := e.stopped(what); err != nil {
		return nil, err
	}
	if n > 0 && y.cols > 0 && lapackLUAvailable(be) && fitsBLASInt(n*n, n*y.cols) {
		return lapackSolveDense(what, A.RawMatrix().Data, n, &y)
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
func (e *Exec) Inverse(a mat.Matrix) (mat.Matrix, error) {
	return e.inverse(backendAuto, a)
}

func (e *Exec) inverse(be blasBackend, a mat.Matrix) (res mat.Matrix, err error) {
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
	if err := e.stopped(what); err != nil {
		return nil, err
	}
	if n > 0 && lapackLUAvailable(be) && fitsBLASInt(n*n) {
		// A is a copy of its own: LAPACK overwrites it with the inverse.
		d := A.RawMatrix().Data
		ipiv, rcond, singular := lapackLU(d, n)
		if singular || !lapackLUInverse(d, ipiv, n) || rcond == 0 {
			return nil, singularErr(what, math.Inf(1))
		}
		if cond := 1 / rcond; cond > mat.ConditionTolerance {
			return nil, singularErr(what, cond)
		}
		return A, nil
	}
	inv := mat.NewDense(n, n, nil)
	if err := inv.Inverse(A); err != nil {
		return nil, conditionErr(what, err)
	}
	return inv, nil
}

// Cholesky returns the lower-triangular L with L t(L) = A of a symmetric
// positive definite A; the cells above the diagonal are +0.
func (e *Exec) Cholesky(a mat.Matrix) (mat.Matrix, error) {
	return e.cholesky(backendAuto, a)
}

func (e *Exec) cholesky(be blasBackend, a mat.Matrix) (res mat.Matrix, err error) {
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
	if err := e.stopped(what); err != nil {
		return nil, err
	}
	if n > 0 && lapackCholAvailable(be) && fitsBLASInt(n*n) {
		// A is a copy of its own: LAPACK overwrites it with L.
		if !lapackCholesky(d, n) {
			return nil, fmt.Errorf("%s: %w", what, ErrNotPositiveDefinite)
		}
		return A, nil
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

// lapackSolveDense solves a x = y by OpenBLAS's LAPACK, a being the
// row-major n x n copy (overwritten with its LU factors); the result is a
// new dense matrix shaped as y.
func lapackSolveDense(what string, a []float64, n int, y *refView) (mat.Matrix, error) {
	ipiv, rcond, singular := lapackLU(a, n)
	if singular {
		return nil, singularErr(what, math.Inf(1))
	}
	if cond := 1 / rcond; cond > mat.ConditionTolerance {
		return nil, singularErr(what, cond)
	}
	k := y.cols
	x := hugealloc.Make[float64](n * k)
	if k == 1 {
		// A column is its own column-major storage.
		for i := 0; i < n; i++ {
			y.scatterRow(i, x[i:i+1])
		}
		lapackLUSolve(a, ipiv, n, x, 1)
		return mat.NewDense(n, 1, x), nil
	}
	// LAPACK wants b column-major: transpose in, solve, transpose out.
	bt := hugealloc.Make[float64](n * k)
	row := hugealloc.Make[float64](k)
	for i := 0; i < n; i++ {
		y.scatterRow(i, row)
		for j, v := range row {
			bt[j*n+i] = v
		}
	}
	lapackLUSolve(a, ipiv, n, bt, k)
	for j := 0; j < k; j++ {
		for i, v := range bt[j*n : (j+1)*n] {
			x[i*k+j] = v
		}
	}
	return mat.NewDense(n, k, x), nil
}
