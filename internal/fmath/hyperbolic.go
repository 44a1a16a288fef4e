package fmath

import "math"

// Constants of sinh and cosh, shared with internal/llvmgen's
// mathir_atan.go.
const (
	// SinhSmall: below it sinh uses its Taylor polynomial, where
	// (e^x - e^-x)/2 would cancel.
	SinhSmall = 1.0
	// HypHalf: above it sinh and cosh are e^(x/2) * (e^(x/2)/2), which
	// stays finite up to cosh's own overflow (e^x alone overflows first).
	HypHalf = 700.0
)

// SinhPoly is 1/19!, 1/17!, ..., 1/3!: sinh x = x + x^3*S(x^2), truncation
// error below 2^-64 relative on |x| < 1.
var SinhPoly = []float64{
	1.0 / 121645100408832000, 1.0 / 355687428096000, 1.0 / 1307674368000,
	1.0 / 6227020800, 1.0 / 39916800, 1.0 / 362880, 1.0 / 5040, 1.0 / 120, 1.0 / 6,
}

// hypBig is e^a/2 for a > HypHalf.
func hypBig(a float64) float64 {
	h := Exp(0.5 * a)
	return float64(0.5*h) * h
}

// Sinh is the hyperbolic sine.
func Sinh(x float64) float64 {
	a := math.Abs(x)
	if a < SinhSmall {
		s := x * x
		return math.FMA(float64(x*s), horner(SinhPoly, s), x) // keeps -0
	}
	var v float64
	if a > HypHalf {
		v = hypBig(a)
	} else {
		e := Exp(a)
		v = float64(0.5*e) - 0.5/e
	}
	return math.Copysign(v, x)
}

// Cosh is the hyperbolic cosine.
func Cosh(x float64) float64 {
	a := math.Abs(x)
	if a > HypHalf {
		return hypBig(a)
	}
	e := Exp(a)
	return float64(0.5*e) + 0.5/e
}
