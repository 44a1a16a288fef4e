package base

import (
	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/gonum"
)

// Product and AddTransposedProduct are the dense products that Row kernels
// of t(X) %*% W hand to BLAS one block of rows at a time (see
// internal/skeletons/partial_blocked.go), so that the products run at BLAS
// speed without X %*% V or W ever being materialized whole. Each runs on
// the calling goroutine, with single-threaded OpenBLAS when it is loaded
// (see blas.go), so a caller that cuts a product into pieces fixed by the
// shape gets the same bits for every thread count. With gonum, whose
// kernels skip zeros of the left operand, a right operand that holds NaN
// or Inf is multiplied by a plain loop instead, so that 0 * NaN is NaN as
// in MatMul.

// Product sets c (m x n, row-major, leading dimension ldc) to a b, with a
// m x k (lda) and b k x n (ldb). m, n and k are positive.
func Product(m, n, k int, a []float64, lda int, b []float64, ldb int, c []float64, ldc int) {
	gemmExact(backendAuto, false, 0, m, n, k, a, lda, b, ldb, c, ldc)
}

// AddTransposedProduct adds a^T b to c (m x n, leading dimension ldc),
// with a stored k x m (lda) and b k x n (ldb). m, n and k are positive.
func AddTransposedProduct(m, n, k int, a []float64, lda int, b []float64, ldb int, c []float64, ldc int) {
	gemmExact(backendAuto, true, 1, m, n, k, a, lda, b, ldb, c, ldc)
}

// gemmExact computes c = op(a) b + beta c, op(a) = a^T when tA (a is then
// stored k x m), for beta 0 or 1, on backend be.
func gemmExact(be blasBackend, tA bool, beta float64, m, n, k int, a []float64, lda int, b []float64, ldb int, c []float64, ldc int) {
	if be.resolve() == backendOpenBLAS && fitsBLASInt(m, n, k, lda, ldb, ldc) {
		openBLASDgemm(tA, false, beta, m, n, k, a, lda, b, ldb, c, ldc)
		return
	}
	if !hasNonFinite(n, k, b, ldb) {
		ta := blas.NoTrans
		if tA {
			ta = blas.Trans
		}
		gonum.Implementation{}.Dgemm(ta, blas.NoTrans, m, n, k, 1, a, lda, b, ldb, beta, c, ldc)
		return
	}
	for i := range m {
		crow := c[i*ldc : i*ldc+n]
		if beta == 0 {
			clear(crow)
		}
		for r := range k {
			var v float64
			if tA {
				v = a[r*lda+i]
			} else {
				v = a[i*lda+r]
			}
			mmAxpy(v, b[r*ldb:r*ldb+n], crow)
		}
	}
}

// hasNonFinite reports whether the rows x cols matrix b (leading dimension
// ldb) holds a NaN or an infinity.
func hasNonFinite(cols, rows int, b []float64, ldb int) bool {
	for r := range rows {
		for _, x := range b[r*ldb : r*ldb+cols] {
			if x-x != 0 {
				return true
			}
		}
	}
	return false
}
