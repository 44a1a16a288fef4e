package fmath

import "math"

// Constants shared with internal/llvmgen's mathir.go (exported so that the
// IR is built from the very same values).
const (
	// Shifter rounds a float to an integer by addition: for |v| < 2^51,
	// (v + Shifter) - Shifter is v rounded to nearest even, and the low bits
	// of v + Shifter hold that integer.
	Shifter = 0x1.8p52

	InvLn2 = 1.4426950408889634 // 1/ln 2 rounded
	// Ln2Hi has 21 trailing zero bits, so k*Ln2Hi is exact for |k| < 2^21.
	Ln2Hi = 6.93147180369123816490e-01
	Ln2Lo = 1.90821492927058770002e-10 // ln 2 - Ln2Hi

	// ExpHi and ExpLo clamp exp's argument: beyond them the result is +Inf
	// or +0 anyway, and the clamp keeps the exponent arithmetic in range.
	ExpHi = 710.0
	ExpLo = -746.0

	// Sqrt2Bits is the top half of sqrt(2)/2's bits: log splits its
	// argument as 2^e * m with m in [sqrt(2)/2, sqrt(2)).
	Sqrt2Bits = 0x3fe6a09e00000000
	OneBits   = 0x3ff0000000000000
	MantMask  = 0x000fffffffffffff
	// Two54 scales a subnormal log argument into the normal range.
	Two54 = 0x1p54

	// π/2 as an unevaluated sum of three doubles, and 2/π rounded.
	PiO2A  = 1.5707963267948966
	PiO2B  = 6.123233995736766e-17
	PiO2C  = -1.4973849048591698e-33
	TwoOPi = 0.6366197723675814
	// TrigMax bounds the fast reduction of sin and cos: below it the
	// rounded quotient x*2/π is an exact integer k < 2^51 and the
	// reduction x - k*π/2 by three FMAs keeps the result accurate; from it
	// on, trigReduceBig (trigbig.go) reduces with the bits of 2/π.
	TrigMax = 0x1p50

	// TanhSmall is where tanh switches from its rational approximation to
	// exp; TanhBig is where tanh(x) rounds to ±1.
	TanhSmall = 0.625
	TanhBig   = 22.0
)

// Polynomial coefficients, highest degree first.
var (
	// ExpPoly is 1/13!, 1/12!, ..., 1/2!: the Taylor series of
	// (e^r - 1 - r)/r^2, whose truncation error is below 2^-60 on
	// |r| <= ln(2)/2.
	ExpPoly = []float64{
		1.0 / 6227020800, 1.0 / 479001600, 1.0 / 39916800, 1.0 / 3628800,
		1.0 / 362880, 1.0 / 40320, 1.0 / 5040, 1.0 / 720, 1.0 / 120,
		1.0 / 24, 1.0 / 6, 1.0 / 2,
	}
	// LogOdd and LogEven approximate R(s^2) with log(1+f) = 2s + s*R,
	// s = f/(2+f) (the fdlibm log polynomial, split into odd and even
	// powers of s^4).
	LogOdd  = []float64{1.479819860511658591e-01, 1.818357216161805012e-01, 2.857142874366239149e-01, 6.666666666666735130e-01}
	LogEven = []float64{1.531383769920937332e-01, 2.222219843214978396e-01, 3.999999999940941908e-01}
	// SinPoly and CosPoly approximate sin and cos on [-π/4, π/4] (Cephes
	// coefficients): sin r = r + r^3*S(r^2), cos r = 1 - r^2/2 + r^4*C(r^2).
	SinPoly = []float64{1.58962301576546568060e-10, -2.50507477628578072866e-8, 2.75573136213857245213e-6, -1.98412698295895385996e-4, 8.33333333332211858878e-3, -1.66666666666666307295e-1}
	CosPoly = []float64{-1.13585365213876817300e-11, 2.08757008419747316778e-9, -2.75573141792967388112e-7, 2.48015872888517045348e-5, -1.38888888888730564116e-3, 4.16666666666665929218e-2}
	// TanhP and TanhQ are tanh's rational approximation on |x| < 0.625
	// (Cephes): tanh x = x + x*s*P(s)/Q(s), s = x^2, Q monic.
	TanhP = []float64{-9.64399179425052238628e-1, -9.92877231001918586564e1, -1.61468768441708447952e3}
	TanhQ = []float64{1.12811678491632931402e2, 2.23548839060100448583e3, 4.84406305325125486048e3}
)

// horner evaluates c[0]*x^(n-1) + ... + c[n-1] with one FMA per step.
func horner(c []float64, x float64) float64 {
	p := c[0]
	for _, ci := range c[1:] {
		p = math.FMA(p, x, ci)
	}
	return p
}

// pow2 is 2^k for -1022 <= k <= 1023.
func pow2(k int64) float64 { return math.Float64frombits(uint64(k+1023) << 52) }

// expCore is e^(x+lo), lo a small correction (pow passes the low part of
// y*log|x|); withLo false skips the addition (adding 0 would turn -0 into
// +0 and cost an operation).
func expCore(x, lo float64, withLo bool) float64 {
	if x > ExpHi {
		x = ExpHi
	}
	if x < ExpLo {
		x = ExpLo
	}
	t := float64(x*InvLn2) + Shifter
	k := t - Shifter
	ki := int64(math.Float64bits(t) - math.Float64bits(Shifter))
	r := math.FMA(-k, Ln2Hi, x)
	r = math.FMA(-k, Ln2Lo, r)
	if withLo {
		r = r + lo
	}
	q := horner(ExpPoly, r)
	p := 1 + math.FMA(float64(r*r), q, r)
	// Two factors keep both powers of two normal for every k in
	// [-1076, 1024]; the second product rounds once into the subnormals.
	k1 := ki >> 1
	return float64(p*pow2(k1)) * pow2(ki-k1)
}

// Exp is e^x.
func Exp(x float64) float64 { return expCore(x, 0, false) }

// Sigmoid is 1/(1+e^-x).
func Sigmoid(x float64) float64 { return 1 / (1 + Exp(-x)) }

// logParts splits a positive finite x (normal or subnormal) into
// x = 2^e * (1+f) with 1+f in [sqrt(2)/2, sqrt(2)); f is exact.
func logParts(x float64) (e, f float64) {
	sub := x < 0x1p-1022
	xs := x
	if sub {
		xs = x * Two54
	}
	hx := math.Float64bits(xs) + (OneBits - Sqrt2Bits)
	ei := int64(hx>>52) - 1023
	if sub {
		ei -= 54
	}
	m := math.Float64frombits(hx&MantMask + Sqrt2Bits)
	return float64(ei), m - 1
}

// Log is the natural logarithm.
func Log(x float64) float64 {
	switch {
	case x != x:
		return x
	case x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case x > math.MaxFloat64:
		return x
	}
	e, f := logParts(x)
	s := f / (2 + f)
	hfsq := float64(0.5*f) * f
	// log(1+f) = f - hfsq + s*(hfsq+R), arranged as in fdlibm so that the
	// large terms are added last.
	z := s * s
	w := z * z
	r := float64(z*horner(LogOdd, w)) + float64(w*horner(LogEven, w))
	return float64(e*Ln2Hi) - ((hfsq - (float64(s*(hfsq+r)) + float64(e*Ln2Lo))) - f)
}

// logDD is log(x) for a positive finite x as an unevaluated sum hi + lo,
// accurate to about 2^-62 relative, for pow.
func logDD(x float64) (hi, lo float64) {
	e, f := logParts(x)
	u := 2 + f
	ul := (2 - u) + f // exact: |2| >= |f|
	s := f / u
	// s's rounding error: (f - s*(u+ul))/u.
	sl := (math.FMA(-s, u, f) - float64(s*ul)) / u
	a, al := 2*s, 2*sl
	// The tail s*R(s^2) with its leading term Lg1*s^3 in double-double
	// (Lg1 = LogOdd[3] is about 2/3): the tail is up to 1% of log(1+f),
	// too much to round once when y*log(x) is large.
	zh := s * s
	zl := math.FMA(s, s, -zh)
	ch := zh * s
	cl := math.FMA(zh, s, -ch) + float64(zl*s)
	th := ch * LogOdd[3]
	tl := math.FMA(ch, LogOdd[3], -th) + float64(cl*LogOdd[3])
	w := zh * zh
	rest := float64(zh*float64(w*horner(LogOdd[:3], w))) + float64(w*horner(LogEven, w))
	t := th + (tl + float64(s*rest))
	vh := a + t
	vl := (a - vh) + t // exact: |a| >= |t|
	eh := e * Ln2Hi    // exact: e has at most 11 bits
	wh := eh + vh
	bb := wh - eh
	wl := (eh - (wh - bb)) + (vh - bb)
	l := ((wl + vl) + al) + float64(e*Ln2Lo)
	hi = wh + l
	lo = (wh - hi) + l
	return hi, lo
}

// isInt reports whether y is an integer (true for ±Inf); odd whether it
// is an odd one.
func isInt(y float64) (isInt, odd bool) {
	h := y * 0.5
	return math.Floor(y) == y, math.Floor(y) == y && math.Floor(h) != h
}

// Pow is x^y with the special cases of Go's math.Pow; x^2 is x*x exactly,
// as in Go and as the code generator rewrites it.
func Pow(x, y float64) float64 {
	yInt, yOdd := isInt(y)
	ax := math.Abs(x)
	switch {
	case y == 0 || x == 1:
		return 1
	case y == 1:
		return x
	case y == 2: // correctly rounded, and what x^2 is rewritten to (x*x)
		return x * x
	case x != x || y != y:
		return math.NaN()
	case x == 0:
		switch {
		case y < 0 && yOdd:
			return math.Copysign(math.Inf(1), x)
		case y < 0:
			return math.Inf(1)
		case yOdd:
			return x
		}
		return 0
	case y > math.MaxFloat64 || y < -math.MaxFloat64:
		switch {
		case ax == 1:
			return 1
		case (ax < 1) == (y > 0):
			return 0
		}
		return math.Inf(1)
	case x > math.MaxFloat64:
		if y > 0 {
			return x
		}
		return 0
	case x < -math.MaxFloat64:
		switch {
		case y > 0 && yOdd:
			return x
		case y > 0:
			return math.Inf(1)
		case yOdd:
			return math.Copysign(0, -1)
		}
		return 0
	case x < 0 && !yInt:
		return math.NaN()
	}
	hi, lo := logDD(ax)
	zh := y * hi
	zl := math.FMA(y, hi, -zh) + float64(y*lo)
	if !(math.Abs(zh) < 1024) { // the correction is meaningless (or NaN) there
		zl = 0
	}
	p := expCore(zh, zl, true)
	if x < 0 && yOdd {
		p = -p
	}
	return p
}

// trigReduce returns r = x - k*π/2 and k's quadrant k mod 4, for
// |x| < TrigMax.
func trigReduce(x float64) (r float64, q uint64) {
	t := float64(x*TwoOPi) + Shifter
	k := t - Shifter
	r = math.FMA(-k, PiO2A, x) // exact: see TrigMax
	r = math.FMA(-k, PiO2B, r)
	r = math.FMA(-k, PiO2C, r)
	return r, math.Float64bits(t) & 3
}

// sinCosPoly returns sin r and cos r for |r| <= π/4.
func sinCosPoly(r float64) (s, c float64) {
	z := r * r
	s = math.FMA(float64(z*r), horner(SinPoly, z), r)
	hz := 0.5 * z
	w := 1 - hz
	c = w + (((1 - w) - hz) + float64(float64(z*z)*horner(CosPoly, z)))
	return s, c
}

// trig is sin x (cosine false) or cos x.
func trig(x float64, cosine bool) float64 {
	var r float64
	var q uint64
	switch ax := math.Abs(x); {
	case ax < TrigMax:
		r, q = trigReduce(x)
	case ax <= math.MaxFloat64:
		r, q = trigReduceBig(x)
	default: // ±Inf and NaN
		return math.NaN()
	}
	s, c := sinCosPoly(r)
	if cosine {
		q++
	}
	v := s
	if q&1 != 0 {
		v = c
	}
	if q&2 != 0 {
		v = -v
	}
	if x == 0 && !cosine { // sin(-0) is -0; the polynomial would give +0
		v = x
	}
	return v
}

// Sin is the sine; NaN for ±Inf and NaN.
func Sin(x float64) float64 { return trig(x, false) }

// Cos is the cosine; NaN for ±Inf and NaN.
func Cos(x float64) float64 { return trig(x, true) }

// Tanh is the hyperbolic tangent.
func Tanh(x float64) float64 {
	a := math.Abs(x)
	if a < TanhSmall {
		s := x * x
		p := math.FMA(math.FMA(TanhP[0], s, TanhP[1]), s, TanhP[2])
		q := math.FMA(s+TanhQ[0], s, TanhQ[1])
		q = math.FMA(q, s, TanhQ[2])
		return math.FMA(float64(x*s), p/q, x)
	}
	if a > TanhBig {
		a = TanhBig
	}
	e := Exp(2 * a)
	return math.Copysign(1-2/(e+1), x)
}
