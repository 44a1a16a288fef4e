package base

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"sync"
	"unsafe"

	"github.com/ebitengine/purego"
	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/gonum"
)

// Dense matrix products go to OpenBLAS when its shared library can be
// loaded, through purego (no cgo), and to gonum's pure-Go BLAS otherwise.
// On the 2-core reference machine OpenBLAS runs a 1000 x 1000 dgemm about
// ten times faster than gonum.
//
// OpenBLAS is called through its Fortran interface (dgemm_, dgemv_), whose
// arguments are all pointers: purego.SyscallN passes only integer
// registers, which is enough here, and costs about 0.2 us a call against
// 1 us for a reflection-based purego.RegisterFunc wrapper of cblas_dgemm
// with its float64 arguments. The Fortran routines are column-major; a
// row-major product C = A B is computed as the column-major C^T = B^T A^T.
//
// OpenBLAS always runs single-threaded here. Its own threading cuts the
// work by its thread count, and the sums it returns change with that count
// (for dgemv and dgemm alike, OpenBLAS 0.3.21); Base instead cuts products
// into tasks decided by their shape (see blas_split.go) and runs one
// single-threaded call per task, so that a product is the same bit for bit
// for every thread count.

// blasEnv names the environment variable that forces the gonum fallback
// when set to "gonum" (for comparisons and for machines whose OpenBLAS
// misbehaves). It is read once, on first use.
const blasEnv = "FUSEJIT_BLAS"

// openBLASNames are the sonames tried in order. Debian's libopenblas0-pthread
// installs libopenblas.so.0 in the default library path.
var openBLASNames = []string{"libopenblas.so.0", "libopenblas.so"}

// blasBackend selects an implementation; tests compare the two.
type blasBackend uint8

const (
	backendAuto     blasBackend = iota // OpenBLAS when loaded, else gonum
	backendGonum                       // always gonum
	backendOpenBLAS                    // OpenBLAS; callers check openBLAS.ok first
)

// openBLAS holds the resolved OpenBLAS entry points.
var openBLAS struct {
	once   sync.Once
	ok     bool
	err    error // why OpenBLAS is not used, when !ok
	config string
	dgemm  uintptr // dgemm_
	dgemv  uintptr // dgemv_
	// The optional entry points are 0 when the library lacks them: the
	// operations that use them fall back to gonum on their own (see
	// blas_syrk.go and lapack.go), and the required ones still run
	// through OpenBLAS.
	dsyrk  uintptr // dsyrk_
	dgetrf uintptr // dgetrf_
	dgetrs uintptr // dgetrs_
	dgetri uintptr // dgetri_
	dgecon uintptr // dgecon_
	dlange uintptr // dlange_
	dpotrf uintptr // dpotrf_
	// slots bounds the OpenBLAS calls in flight: every call holds one of
	// OpenBLAS's preallocated buffers, and running out of them aborts the
	// process.
	slots chan struct{}
}

// openBLASMaxCalls is the number of concurrent OpenBLAS calls allowed,
// well inside the buffers of a build with MAX_THREADS=64.
const openBLASMaxCalls = 32

// loadOpenBLAS resolves OpenBLAS once. It never panics: any failure leaves
// openBLAS.ok false with the reason in openBLAS.err.
func loadOpenBLAS() {
	openBLAS.once.Do(func() {
		if os.Getenv(blasEnv) == "gonum" {
			openBLAS.err = fmt.Errorf("base: OpenBLAS disabled by %s=gonum", blasEnv)
			return
		}
		defer func() {
			// purego panics on unsupported platforms; fall back instead.
			if r := recover(); r != nil {
				openBLAS.ok = false
				openBLAS.err = fmt.Errorf("base: loading OpenBLAS: %v", r)
			}
		}()
		var handle uintptr
		var err error
		for _, name := range openBLASNames {
			handle, err = purego.Dlopen(name, purego.RTLD_NOW|purego.RTLD_LOCAL)
			if err == nil {
				break
			}
		}
		if err != nil {
			openBLAS.err = fmt.Errorf("base: loading OpenBLAS: %w", err)
			return
		}
		syms := []struct {
			name string
			dst  *uintptr
		}{
			{"dgemm_", &openBLAS.dgemm},
			{"dgemv_", &openBLAS.dgemv},
		}
		for _, s := range syms {
			p, err := purego.Dlsym(handle, s.name)
			if err != nil {
				openBLAS.err = fmt.Errorf("base: resolving OpenBLAS symbol %s: %w", s.name, err)
				return
			}
			*s.dst = p
		}
		optional := []struct {
			name string
			dst  *uintptr
		}{
			{"dsyrk_", &openBLAS.dsyrk},
			{"dgetrf_", &openBLAS.dgetrf},
			{"dgetrs_", &openBLAS.dgetrs},
			{"dgetri_", &openBLAS.dgetri},
			{"dgecon_", &openBLAS.dgecon},
			{"dlange_", &openBLAS.dlange},
			{"dpotrf_", &openBLAS.dpotrf},
		}
		for _, s := range optional {
			if p, err := purego.Dlsym(handle, s.name); err == nil {
				*s.dst = p
			}
		}
		if p, err := purego.Dlsym(handle, "openblas_get_config"); err == nil {
			var getConfig func() string
			purego.RegisterFunc(&getConfig, p)
			openBLAS.config = getConfig()
		}
		var setThreads uintptr
		if setThreads, err = purego.Dlsym(handle, "openblas_set_num_threads"); err != nil {
			openBLAS.err = fmt.Errorf("base: resolving OpenBLAS symbol openblas_set_num_threads: %w", err)
			return
		}
		purego.SyscallN(setThreads, 1)
		openBLAS.slots = make(chan struct{}, openBLASMaxCalls)
		openBLAS.ok = true
	})
}

// BLASName reports which BLAS runs dense matrix products: "openblas" or
// "gonum". The first call loads OpenBLAS if it is installed.
func BLASName() string {
	loadOpenBLAS()
	if openBLAS.ok {
		return "openblas"
	}
	return "gonum"
}

// BLASInfo describes the BLAS in use for logs and benchmark reports: the
// OpenBLAS build configuration, or why gonum is used.
func BLASInfo() string {
	loadOpenBLAS()
	if openBLAS.ok {
		return "openblas: " + openBLAS.config
	}
	return "gonum: " + openBLAS.err.Error()
}

// resolve maps backendAuto to the backend that will run.
func (be blasBackend) resolve() blasBackend {
	if be == backendGonum {
		return backendGonum
	}
	loadOpenBLAS()
	if openBLAS.ok {
		return backendOpenBLAS
	}
	return backendGonum
}

// fitsBLASInt reports whether all values fit OpenBLAS's 32-bit blasint.
func fitsBLASInt(vs ...int) bool {
	for _, v := range vs {
		if v > math.MaxInt32 {
			return false
		}
	}
	return true
}

// openBLASDgemm sets the row-major c (m x n) to op(a) op(b) + beta c
// through OpenBLAS's column-major dgemm. The storage of a row-major x is
// x^T, so it computes C^T = op(B)^T op(A)^T: b is passed first,
// transposed iff tB, then a, transposed iff tA.
func openBLASDgemm(tA, tB bool, beta float64, m, n, k int, a []float64, lda int, b []float64, ldb int, c []float64, ldc int) {
	transA, transB := byte('N'), byte('N')
	if tB {
		transA = 'T'
	}
	if tA {
		transB = 'T'
	}
	mm, nn, kk := int32(n), int32(m), int32(k)
	la, lb, lc := int32(ldb), int32(lda), int32(ldc)
	alpha := 1.0
	openBLAS.slots <- struct{}{}
	purego.SyscallN(openBLAS.dgemm,
		uintptr(unsafe.Pointer(&transA)), uintptr(unsafe.Pointer(&transB)),
		uintptr(unsafe.Pointer(&mm)), uintptr(unsafe.Pointer(&nn)), uintptr(unsafe.Pointer(&kk)),
		uintptr(unsafe.Pointer(&alpha)),
		uintptr(unsafe.Pointer(&b[0])), uintptr(unsafe.Pointer(&la)),
		uintptr(unsafe.Pointer(&a[0])), uintptr(unsafe.Pointer(&lb)),
		uintptr(unsafe.Pointer(&beta)),
		uintptr(unsafe.Pointer(&c[0])), uintptr(unsafe.Pointer(&lc)),
		1, 1) // hidden Fortran lengths of the two character arguments
	<-openBLAS.slots
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	runtime.KeepAlive(c)
}

// blasDgemm computes the row-major product c = op(a) op(b) of an m x k and
// a k x n matrix, op(x) = x^T when the flag says so (a is then stored k x
// m, b n x k), with leading dimensions lda, ldb, ldc, overwriting c. All of
// m, n, k are positive. OpenBLAS runs on the calling thread; gonum's Dgemm
// uses up to GOMAXPROCS goroutines of its own (its result does not depend
// on how many).
func blasDgemm(be blasBackend, tA, tB bool, m, n, k int, a []float64, lda int, b []float64, ldb int, c []float64, ldc int) {
	if be.resolve() == backendOpenBLAS && fitsBLASInt(m, n, k, lda, ldb, ldc) {
		openBLASDgemm(tA, tB, 0, m, n, k, a, lda, b, ldb, c, ldc)
		return
	}
	ta, tb := blas.NoTrans, blas.NoTrans
	if tA {
		ta = blas.Trans
	}
	if tB {
		tb = blas.Trans
	}
	gonum.Implementation{}.Dgemm(ta, tb, m, n, k, 1, a, lda, b, ldb, 0, c, ldc)
}

// blasDgemv computes the matrix-vector product y = op(a) x of the row-major
// m x n matrix a (leading dimension lda), with op(a) = a^T when trans,
// overwriting y (stride 1). x has stride incX > 0. m and n are positive.
func blasDgemv(be blasBackend, trans bool, m, n int, a []float64, lda int, x []float64, incX int, y []float64) {
	if be.resolve() == backendOpenBLAS && fitsBLASInt(m, n, lda, incX) {
		// The column-major view of a is a^T (n x m): a x is a^T^T x.
		t := byte('T')
		if trans {
			t = 'N'
		}
		mm, nn, la, ix, iy := int32(n), int32(m), int32(lda), int32(incX), int32(1)
		alpha, beta := 1.0, 0.0
		openBLAS.slots <- struct{}{}
		purego.SyscallN(openBLAS.dgemv,
			uintptr(unsafe.Pointer(&t)),
			uintptr(unsafe.Pointer(&mm)), uintptr(unsafe.Pointer(&nn)),
			uintptr(unsafe.Pointer(&alpha)),
			uintptr(unsafe.Pointer(&a[0])), uintptr(unsafe.Pointer(&la)),
			uintptr(unsafe.Pointer(&x[0])), uintptr(unsafe.Pointer(&ix)),
			uintptr(unsafe.Pointer(&beta)),
			uintptr(unsafe.Pointer(&y[0])), uintptr(unsafe.Pointer(&iy)),
			1) // hidden Fortran length of the character argument
		<-openBLAS.slots
		runtime.KeepAlive(a)
		runtime.KeepAlive(x)
		runtime.KeepAlive(y)
		return
	}
	tA := blas.NoTrans
	if trans {
		tA = blas.Trans
	}
	gonum.Implementation{}.Dgemv(tA, m, n, 1, a, lda, x, incX, 0, y, 1)
}
