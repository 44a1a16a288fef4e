package jit

import (
	"sync"

	"github.com/ebitengine/purego"
)

// Kernels call libm (exp, log, pow) and, with -fveclib=libmvec, libmvec's
// vector variants. Naming the libraries on the link line makes ld read both
// of them (two megabytes of symbol tables and libm's linker script) on every
// build: measured at 9 ms of a 13 ms link. Instead the process loads them
// once with RTLD_GLOBAL, which puts their symbols in the global scope that
// dlopen resolves a kernel library's undefined symbols against, and the
// libraries are linked without them. When a library cannot be loaded the
// link names it as before.

// mathLibs records which math libraries this process has loaded globally.
var mathLibs struct {
	once      sync.Once
	libm, vec bool
}

// globalMath loads libm and libmvec into the global symbol scope (once per
// process) and reports whether each is there.
func globalMath() (libm, vec bool) {
	mathLibs.once.Do(func() {
		mathLibs.libm = loadGlobal("libm.so.6")
		mathLibs.vec = mathLibs.libm && loadGlobal("libmvec.so.1")
	})
	return mathLibs.libm, mathLibs.vec
}

// loadGlobal dlopens name with RTLD_GLOBAL. The handle is never closed:
// every kernel library loaded later may depend on it.
func loadGlobal(name string) bool {
	_, err := purego.Dlopen(name, purego.RTLD_NOW|purego.RTLD_GLOBAL)
	return err == nil
}

// linkLibs are the libraries a shared object is linked against: none when
// the process has the math libraries in its global scope (see above),
// else libm and, with vec, libmvec. libc is never named: reading its linker
// script costs several ms per link, and libc is always loaded (it is also a
// dependency of libm), so memset/memcpy resolve at dlopen time.
func linkLibs(vec bool) []string {
	libm, haveVec := globalMath()
	switch {
	case libm && (haveVec || !vec):
		return nil
	case vec:
		return []string{"-lmvec", "-lm"}
	default:
		return []string{"-lm"}
	}
}
