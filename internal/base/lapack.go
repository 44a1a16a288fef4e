package base

import (
	"math"
	"runtime"
	"unsafe"

	"github.com/ebitengine/purego"

	"github.com/fusejit/fusejit/internal/hugealloc"
)

// Solve, Inverse and Cholesky call OpenBLAS's LAPACK (the Fortran
// routines dgetrf_, dgetrs_, dgetri_, dgecon_ and dpotrf_) when the
// library exports them, and gonum's pure-Go LAPACK otherwise: on the
// 2-core reference machine, 1000 x 1000, OpenBLAS solved 10x, inverted
// 5x and factored (Cholesky) 8x faster than gonum (BenchmarkLinalg1000),
// still on one thread (see blas.go).
//
// The Fortran routines are column-major, and a row-major buffer holding A
// is the column-major A^T. No operand is transposed for that:
//
//   - Inverse factors A^T and inverts it in place; inv(A^T) is inv(A)^T,
//     whose column-major storage is the row-major inv(A).
//   - Solve factors A^T = P L U and solves A X = B as (A^T)^T X = B
//     (dgetrs with trans 'T'); only B and X, column-major there, are
//     transposed (not at all when B is a vector).
//   - Cholesky factors the symmetric A = A^T with uplo 'U', A = U^T U; the
//     column-major upper triangle is the row-major lower one, where U^T = L
//     then stands.
//
// Singularity is decided as gonum decides it, so that ErrSingular does not
// depend on the library: exactly singular when dgetrf reports a zero pivot
// (info > 0), else singular when the reciprocal of dgecon's estimate
// exceeds mat.ConditionTolerance. gonum estimates in the max-row-sum
// (infinity) norm of the row-major A, which is the 1-norm of the
// column-major A^T that OpenBLAS sees, so both estimate the same
// quantity. Cholesky fails as gonum's does, on info > 0 (a pivot that is
// not positive) or a NaN pivot.
//
// A LAPACK call cannot be cut short: cancellation is checked before it,
// and a call that has started runs to its end (as a gonum call did).

// lapackLUAvailable reports whether Solve and Inverse run through
// OpenBLAS for backend be.
func lapackLUAvailable(be blasBackend) bool {
	return be.resolve() == backendOpenBLAS && openBLAS.dgetrf != 0 && openBLAS.dgetrs != 0 &&
		openBLAS.dgetri != 0 && openBLAS.dgecon != 0
}

// lapackCholAvailable reports whether Cholesky runs through OpenBLAS for
// backend be.
func lapackCholAvailable(be blasBackend) bool {
	return be.resolve() == backendOpenBLAS && openBLAS.dpotrf != 0
}

// maxRowSum is the infinity norm of the row-major n x n matrix a (gonum's
// mat.CondNorm); the caller checked that every cell is finite.
func maxRowSum(a []float64, n int) float64 {
	norm := 0.0
	for i := 0; i < n; i++ {
		s := 0.0
		for _, v := range a[i*n : (i+1)*n] {
			s += math.Abs(v)
		}
		norm = max(norm, s)
	}
	return norm
}

// lapackLU factors the row-major n x n matrix a in place as the
// column-major LU of a^T and estimates the reciprocal condition number of
// a in the infinity norm. singular reports a zero pivot; rcond is then 0.
// n is positive and fits a blasint.
func lapackLU(a []float64, n int) (ipiv []int32, rcond float64, singular bool) {
	anorm := maxRowSum(a, n)
	nn, lda := int32(n), int32(n)
	ipiv = hugealloc.Make[int32](n)
	var info int32
	openBLAS.slots <- struct{}{}
	defer func() { <-openBLAS.slots }()
	purego.SyscallN(openBLAS.dgetrf,
		uintptr(unsafe.Pointer(&nn)), uintptr(unsafe.Pointer(&nn)),
		uintptr(unsafe.Pointer(&a[0])), uintptr(unsafe.Pointer(&lda)),
		uintptr(unsafe.Pointer(&ipiv[0])), uintptr(unsafe.Pointer(&info)))
	runtime.KeepAlive(a)
	if info > 0 {
		return ipiv, 0, true
	}
	norm := byte('1')
	work := hugealloc.Make[float64](4 * n)
	iwork := hugealloc.Make[int32](n)
	purego.SyscallN(openBLAS.dgecon,
		uintptr(unsafe.Pointer(&norm)), uintptr(unsafe.Pointer(&nn)),
		uintptr(unsafe.Pointer(&a[0])), uintptr(unsafe.Pointer(&lda)),
		uintptr(unsafe.Pointer(&anorm)), uintptr(unsafe.Pointer(&rcond)),
		uintptr(unsafe.Pointer(&work[0])), uintptr(unsafe.Pointer(&iwork[0])),
		uintptr(unsafe.Pointer(&info)),
		1) // hidden Fortran length of the character argument
	runtime.KeepAlive(a)
	runtime.KeepAlive(work)
	runtime.KeepAlive(iwork)
	return ipiv, rcond, false
}

// lapackLUSolve overwrites the column-major n x k matrix b with the
// solution x of a x = b, given lu and ipiv from lapackLU of the row-major
// a.
func lapackLUSolve(lu []float64, ipiv []int32, n int, b []float64, k int) {
	trans := byte('T') // lu factors a^T
	nn, nrhs, lda, ldb := int32(n), int32(k), int32(n), int32(n)
	var info int32
	openBLAS.slots <- struct{}{}
	purego.SyscallN(openBLAS.dgetrs,
		uintptr(unsafe.Pointer(&trans)), uintptr(unsafe.Pointer(&nn)), uintptr(unsafe.Pointer(&nrhs)),
		uintptr(unsafe.Pointer(&lu[0])), uintptr(unsafe.Pointer(&lda)),
		uintptr(unsafe.Pointer(&ipiv[0])),
		uintptr(unsafe.Pointer(&b[0])), uintptr(unsafe.Pointer(&ldb)),
		uintptr(unsafe.Pointer(&info)),
		1) // hidden Fortran length of the character argument
	<-openBLAS.slots
	runtime.KeepAlive(lu)
	runtime.KeepAlive(ipiv)
	runtime.KeepAlive(b)
}

// lapackLUInverse overwrites lu, from lapackLU of the row-major a, with
// the row-major inverse of a. It reports false when a pivot is zero.
func lapackLUInverse(lu []float64, ipiv []int32, n int) bool {
	nn, lda := int32(n), int32(n)
	var info int32
	// Workspace query: the optimal lwork comes back in query.
	query, lwork := 0.0, int32(-1)
	openBLAS.slots <- struct{}{}
	defer func() { <-openBLAS.slots }()
	purego.SyscallN(openBLAS.dgetri,
		uintptr(unsafe.Pointer(&nn)), uintptr(unsafe.Pointer(&lu[0])), uintptr(unsafe.Pointer(&lda)),
		uintptr(unsafe.Pointer(&ipiv[0])), uintptr(unsafe.Pointer(&query)), uintptr(unsafe.Pointer(&lwork)),
		uintptr(unsafe.Pointer(&info)))
	// Any lwork >= n works; the optimum is n times LAPACK's block size.
	// Capping it at 64 blocks per row bounds the buffer whatever the
	// query returns (the n x n operand is already within the budget).
	lwork = int32(max(float64(n), min(query, 64*float64(n), math.MaxInt32)))
	work := hugealloc.Make[float64](lwork)
	purego.SyscallN(openBLAS.dgetri,
		uintptr(unsafe.Pointer(&nn)), uintptr(unsafe.Pointer(&lu[0])), uintptr(unsafe.Pointer(&lda)),
		uintptr(unsafe.Pointer(&ipiv[0])), uintptr(unsafe.Pointer(&work[0])), uintptr(unsafe.Pointer(&lwork)),
		uintptr(unsafe.Pointer(&info)))
	runtime.KeepAlive(lu)
	runtime.KeepAlive(ipiv)
	runtime.KeepAlive(work)
	return info == 0
}

// lapackCholesky overwrites the row-major lower triangle (diagonal
// included) of the symmetric row-major n x n matrix a with its Cholesky
// factor L, a = L L^T, and its strict upper triangle with +0. It reports
// false, leaving a partly overwritten, when a is not positive definite.
func lapackCholesky(a []float64, n int) bool {
	uplo := byte('U') // column-major upper = row-major lower
	nn, lda := int32(n), int32(n)
	var info int32
	openBLAS.slots <- struct{}{}
	purego.SyscallN(openBLAS.dpotrf,
		uintptr(unsafe.Pointer(&uplo)), uintptr(unsafe.Pointer(&nn)),
		uintptr(unsafe.Pointer(&a[0])), uintptr(unsafe.Pointer(&lda)),
		uintptr(unsafe.Pointer(&info)),
		1) // hidden Fortran length of the character argument
	<-openBLAS.slots
	runtime.KeepAlive(a)
	if info != 0 {
		return false
	}
	for i := 0; i < n; i++ {
		// gonum's dpotrf rejects a NaN pivot; OpenBLAS's tests only
		// ajj <= 0, which NaN passes.
		if math.IsNaN(a[i*n+i]) {
			return false
		}
		clear(a[i*n+i+1 : (i+1)*n])
	}
	return true
}
