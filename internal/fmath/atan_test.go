package fmath

import (
	"math"
	"math/big"
	"testing"
)

// refAtan is atan x by halving the argument (atan x = 2 atan(x/(1+sqrt(1+x^2))))
// until it is below 1/16, then the series.
func refAtan(x *big.Float) *big.Float {
	if x.Sign() == 0 {
		return bnew()
	}
	if x.IsInf() {
		r := bnew().Quo(refPi(), bint(2))
		if x.Sign() < 0 {
			r.Neg(r)
		}
		return r
	}
	t := bnew().Set(x)
	scale := int64(1)
	small := bnew().Quo(bint(1), bint(16))
	for bnew().Abs(t).Cmp(small) > 0 {
		d := bnew().Sqrt(bnew().Add(bint(1), bnew().Mul(t, t)))
		t.Quo(t, d.Add(d, bint(1)))
		scale *= 2
	}
	t2 := bnew().Mul(t, t)
	term, sum := bnew().Set(t), bnew().Set(t)
	eps := bnew().SetMantExp(bint(1), -refPrec-8)
	for k := int64(1); ; k++ {
		term.Mul(term, t2)
		term.Neg(term)
		s := bnew().Quo(term, bint(2*k+1))
		sum.Add(sum, s)
		if bnew().Abs(s).Cmp(bnew().Mul(eps, bnew().Abs(sum))) < 0 {
			break
		}
	}
	return sum.Mul(sum, bint(scale))
}

// refAsin is atan(x / sqrt(1 - x^2)) in refPrec bits, |x| < 1.
func refAsin(x *big.Float) *big.Float {
	d := bnew().Sub(bint(1), bnew().Mul(x, x))
	return refAtan(bnew().Quo(x, d.Sqrt(d)))
}

// refAcos is π/2 - asin x (the cancellation costs few of refPrec bits).
func refAcos(x *big.Float) *big.Float {
	return bnew().Sub(bnew().Quo(refPi(), bint(2)), refAsin(x))
}

// refSinh is (e^x - e^-x)/2, or x + x^3/6 for tiny x (exact to 2^-150).
func refSinh(x *big.Float) *big.Float {
	if bnew().Abs(x).Cmp(bf(0x1p-40)) < 0 {
		x3 := bnew().Mul(x, bnew().Mul(x, x))
		return bnew().Add(x, bnew().Quo(x3, bint(6)))
	}
	e := refExp(x)
	r := bnew().Sub(e, bnew().Quo(bint(1), e))
	return r.Quo(r, bint(2))
}

func refCosh(x *big.Float) *big.Float {
	e := refExp(x)
	r := bnew().Add(e, bnew().Quo(bint(1), e))
	return r.Quo(r, bint(2))
}

// The bounds below are the ones SEMANTICS.md documents.
func TestAtanAccuracy(t *testing.T) {
	xs := inputs(11, 4000, -5, 5, -1074, 1023, true,
		0, 5e-324, 0.66, 0.6600000000000001, AtanBig, math.Nextafter(AtanBig, 3), 1, -1, 1e300, math.MaxFloat64)
	checkULP(t, "atan", xs, Atan, refAtan, 1)
}

func TestAsinAcosAccuracy(t *testing.T) {
	xs := inputs(12, 4000, -1, 1, -1074, -1, true,
		0, 5e-324, 0.5, -0.5, 0.7, 0.9999999999999999, -0.9999999999999999, 1-1e-12, 1e-8)
	checkULP(t, "asin", xs, Asin, refAsin, 2)
	checkULP(t, "acos", xs, Acos, refAcos, 1.5)
}

func TestSinhCoshAccuracy(t *testing.T) {
	xs := inputs(13, 4000, -30, 30, -1074, 9, true,
		0, 5e-324, 1, -1, 0.9999999999999999, 700, 700.0000000000001, 709.7, 710.47, -710.47, 22)
	checkULP(t, "sinh", xs, Sinh, refSinh, 1.5)
	checkULP(t, "cosh", xs, Cosh, refCosh, 1.5)
}

// The special cases: signed zeros, infinities, NaN and the domain edges.
func TestAtanHyperbolicSpecialCases(t *testing.T) {
	inf, nan, nz := math.Inf(1), math.NaN(), math.Copysign(0, -1)
	same := func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) || (a != a && b != b) }
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"atan(-0)", Atan(nz), nz}, {"atan(+Inf)", Atan(inf), math.Pi / 2}, {"atan(-Inf)", Atan(-inf), -math.Pi / 2},
		{"atan(NaN)", Atan(nan), nan}, {"atan(1)", Atan(1), math.Pi / 4},
		{"asin(1)", Asin(1), math.Pi / 2}, {"asin(-1)", Asin(-1), -math.Pi / 2}, {"asin(-0)", Asin(nz), nz},
		{"asin(1.5)", Asin(1.5), nan}, {"asin(-Inf)", Asin(-inf), nan}, {"asin(NaN)", Asin(nan), nan},
		{"acos(1)", Acos(1), 0}, {"acos(-1)", Acos(-1), math.Pi}, {"acos(0)", Acos(0), math.Pi / 2},
		{"acos(1.5)", Acos(1.5), nan}, {"acos(-1.5)", Acos(-1.5), nan}, {"acos(NaN)", Acos(nan), nan},
		{"sinh(-0)", Sinh(nz), nz}, {"sinh(Inf)", Sinh(inf), inf}, {"sinh(-Inf)", Sinh(-inf), -inf},
		{"sinh(NaN)", Sinh(nan), nan}, {"sinh(711)", Sinh(711), math.Sinh(711)}, {"sinh(-711)", Sinh(-711), -math.Sinh(711)},
		{"cosh(-0)", Cosh(nz), 1}, {"cosh(Inf)", Cosh(-inf), inf}, {"cosh(NaN)", Cosh(nan), nan}, {"cosh(711)", Cosh(711), inf},
	} {
		if !same(c.got, c.want) {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
}
