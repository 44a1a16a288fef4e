// Package fmath holds the one implementation of every transcendental
// function the engine evaluates element-wise: exp, log, pow, sin, cos,
// tanh and sigmoid. Base (the unfused path), the constant folding of
// hop's scalar semantics and the generated kernels all compute these
// functions with the same sequence of IEEE 754 operations, so fused and
// unfused element-wise results agree bit for bit (SEMANTICS.md at the
// repository root states the contract).
//
// Each function is straight-line float64 arithmetic (sin and cos add a
// rarely taken Payne-Hanek reduction for |x| >= TrigMax, trigbig.go, which
// the kernels reach through a call): Cody-Waite range
// reduction with fused multiply-adds written explicitly (math.FMA here,
// llvm.fma in the kernels; both are correctly rounded, so they give the same
// bits), a polynomial, and exponent manipulation through the float's bits.
// Every other product and sum is rounded on its own: Go may fuse x*y+z into
// one FMA on some targets unless the product is converted explicitly, so
// the code writes float64(x*y)+z wherever a separate rounding is meant. The
// special cases (NaN, ±Inf, ±0, subnormals, overflow and underflow) are
// decided by comparisons that the kernels evaluate as selects, so the
// generated code stays branch-free and vectorizes. internal/llvmgen's
// mathir.go emits the same sequence as IR; a change here must be mirrored
// there, and the differential tests in tests/ compare the two bit for bit.
//
// Measured accuracy against a math/big reference is asserted in
// fmath_test.go and documented in SEMANTICS.md.
package fmath
