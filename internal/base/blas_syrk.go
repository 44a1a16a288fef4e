package base

import (
	"runtime"
	"unsafe"

	"github.com/ebitengine/purego"
)

// syrkAvailable reports whether OpenBLAS runs dense products and exports
// dsyrk_. dsyrk_ is optional (see loadOpenBLAS): a build without it still
// runs every other product through OpenBLAS, and TSMM then uses dgemm for
// its diagonal blocks too.
func syrkAvailable(be blasBackend) bool {
	return be.resolve() == backendOpenBLAS && openBLAS.dsyrk != 0
}

// blasDsyrkUpper computes the upper triangle (diagonal included) of the
// row-major n x n product c = a^T a of the row-major k x n matrix a when
// left, else c = a a^T of the row-major n x k matrix a, with leading
// dimensions lda and ldc. The strict lower triangle of c is not written.
// n and k are positive, and the caller checked syrkAvailable and
// fitsBLASInt.
func blasDsyrkUpper(left bool, n, k int, a []float64, lda int, c []float64, ldc int) {
	// Column-major, row-major a is a^T: a^T a is A A^T of A = a^T
	// (trans 'N'), a a^T is A^T A (trans 'T'). The column-major lower
	// triangle is the row-major upper one.
	uplo, trans := byte('L'), byte('N')
	if !left {
		trans = 'T'
	}
	nn, kk, la, lc := int32(n), int32(k), int32(lda), int32(ldc)
	alpha, beta := 1.0, 0.0
	openBLAS.slots <- struct{}{}
	purego.SyscallN(openBLAS.dsyrk,
		uintptr(unsafe.Pointer(&uplo)), uintptr(unsafe.Pointer(&trans)),
		uintptr(unsafe.Pointer(&nn)), uintptr(unsafe.Pointer(&kk)),
		uintptr(unsafe.Pointer(&alpha)),
		uintptr(unsafe.Pointer(&a[0])), uintptr(unsafe.Pointer(&la)),
		uintptr(unsafe.Pointer(&beta)),
		uintptr(unsafe.Pointer(&c[0])), uintptr(unsafe.Pointer(&lc)),
		1, 1) // hidden Fortran lengths of the two character arguments
	<-openBLAS.slots
	runtime.KeepAlive(a)
	runtime.KeepAlive(c)
}
