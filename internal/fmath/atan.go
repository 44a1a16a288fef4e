package fmath

import "math"

// Constants of the inverse trigonometric functions, shared with
// internal/llvmgen's mathir_atan.go.
const (
	// AtanSmall and AtanBig split atan's argument range (Cephes): below
	// AtanSmall the rational approximation applies directly, above AtanBig
	// (tan 3π/8) to 1/x, and between them to (x-1)/(x+1) around π/4.
	AtanSmall = 0.66
	AtanBig   = 2.41421356237309504880
	// PiO4A is π/4 rounded (PiO2A/2, exact); PiO4B the half of PiO2B.
	PiO4A = PiO2A / 2
	PiO4B = PiO2B / 2
)

// AtanP and AtanQ are atan's rational approximation on [0, 0.66] (Cephes):
// atan t = t + t*z*P(z)/Q(z), z = t^2, Q monic.
var (
	AtanP = []float64{-8.750608600031904122785e-01, -1.615753718733365076637e+01, -7.500855792314704667340e+01, -1.228866684490136173410e+02, -6.485021904942025371773e+01}
	AtanQ = []float64{2.485846490142306297962e+01, 1.650270098316988542046e+02, 4.328810604912902668951e+02, 4.853903996359136964868e+02, 1.945506571482613964425e+02}
)

// atanCore is atan t for |t| <= AtanSmall.
func atanCore(t float64) float64 {
	z := t * t
	p := horner(AtanP, z)
	q := z + AtanQ[0]
	for _, c := range AtanQ[1:] {
		q = math.FMA(q, z, c)
	}
	return math.FMA(t, float64(z*p)/q, t)
}

// Atan is the arctangent. The argument is reduced before one evaluation of
// the rational approximation (not three evaluations selected afterwards),
// which the IR mirrors with selects.
func Atan(x float64) float64 {
	a := math.Abs(x)
	big := a > AtanBig
	mid := !big && !(a <= AtanSmall) // NaN takes the middle path, as in the IR
	t := a
	switch {
	case big:
		t = 1 / a
	case mid:
		t = (a - 1) / (a + 1)
	}
	c := atanCore(t)
	v := c
	switch {
	case big:
		v = PiO2A + (PiO2B - c)
	case mid:
		v = PiO4A + (PiO4B + c)
	}
	return math.Copysign(v, x)
}

// Asin is the arcsine, atan(x / sqrt((1-x)(1+x))); NaN outside [-1, 1].
// (1-x)(1+x) rather than 1-x*x keeps the argument accurate near ±1.
func Asin(x float64) float64 {
	return Atan(x / math.Sqrt(float64((1-x)*(1+x))))
}

// Acos is the arccosine, 2 atan(sqrt((1-x)/(1+x))); NaN outside [-1, 1].
// Unlike π/2 - asin x it loses no accuracy where acos x is small.
func Acos(x float64) float64 {
	return 2 * Atan(math.Sqrt((1-x)/(1+x)))
}
