package fmath

import (
	"math"
	"math/big"
	"sync"
)

// A math/big reference for the accuracy tests: every function evaluated
// with refPrec bits by series, far more than the 53 bits being checked.

const refPrec = 192

func bf(x float64) *big.Float { return new(big.Float).SetPrec(refPrec).SetFloat64(x) }
func bnew() *big.Float        { return new(big.Float).SetPrec(refPrec) }
func bint(n int64) *big.Float { return bnew().SetInt64(n) }

// atanhSeries is sum_k s^(2k+1)/(2k+1) for |s| < 1/2.
func atanhSeries(s *big.Float) *big.Float {
	s2 := bnew().Mul(s, s)
	term := bnew().Set(s)
	sum := bnew().Set(s)
	eps := bnew().SetMantExp(bint(1), -refPrec-8)
	for k := int64(1); ; k++ {
		term.Mul(term, s2)
		t := bnew().Quo(term, bint(2*k+1))
		sum.Add(sum, t)
		if bnew().Abs(t).Cmp(eps) < 0 {
			return sum
		}
	}
}

// refLn2 is ln 2 = 2 atanh(1/3).
var refLn2 = sync.OnceValue(func() *big.Float {
	s := bnew().Quo(bint(1), bint(3))
	r := atanhSeries(s)
	return r.Mul(r, bint(2))
})

// refLog is log x for x > 0.
func refLog(x *big.Float) *big.Float {
	m := bnew()
	e := x.MantExp(m) // x = m * 2^e, m in [0.5, 1)
	// log m = 2 atanh((m-1)/(m+1)), |.| <= 1/3.
	s := bnew().Quo(bnew().Sub(m, bint(1)), bnew().Add(m, bint(1)))
	r := atanhSeries(s)
	r.Mul(r, bint(2))
	return r.Add(r, bnew().Mul(bint(int64(e)), refLn2()))
}

// refExp is e^x for |x| < 2000.
func refExp(x *big.Float) *big.Float {
	ln2 := refLn2()
	kf, _ := bnew().Quo(x, ln2).Float64()
	k := math.Round(kf)
	r := bnew().Sub(x, bnew().Mul(bf(k), ln2))
	// e^r = (e^(r/2^8))^(2^8).
	r.SetMantExp(r, -8)
	sum, term := bint(1), bint(1)
	eps := bnew().SetMantExp(bint(1), -refPrec-8)
	for n := int64(1); ; n++ {
		term.Mul(term, r)
		term.Quo(term, bint(n))
		sum.Add(sum, term)
		if bnew().Abs(term).Cmp(eps) < 0 {
			break
		}
	}
	for i := 0; i < 8; i++ {
		sum.Mul(sum, sum)
	}
	return sum.SetMantExp(sum, int(k))
}

// refPi is π = 16 atan(1/5) - 4 atan(1/239) (Machin).
var refPi = sync.OnceValue(func() *big.Float {
	atan := func(n int64) *big.Float {
		x := bnew().Quo(bint(1), bint(n))
		x2 := bnew().Mul(x, x)
		term, sum := bnew().Set(x), bnew().Set(x)
		eps := bnew().SetMantExp(bint(1), -refPrec-8)
		for k := int64(1); ; k++ {
			term.Mul(term, x2)
			t := bnew().Quo(term, bint(2*k+1))
			if k%2 == 1 {
				sum.Sub(sum, t)
			} else {
				sum.Add(sum, t)
			}
			if t.Cmp(eps) < 0 {
				return sum
			}
		}
	}
	p := bnew().Mul(atan(5), bint(16))
	return p.Sub(p, bnew().Mul(atan(239), bint(4)))
})

// refSinCos is sin x and cos x for |x| < 2^60.
func refSinCos(x *big.Float) (s, c *big.Float) {
	halfPi := bnew().Quo(refPi(), bint(2))
	kf, _ := bnew().Quo(x, halfPi).Float64()
	k := math.Round(kf)
	r := bnew().Sub(x, bnew().Mul(bf(k), halfPi))
	s, c = bnew().Set(r), bint(1)
	term := bnew().Set(r)
	eps := bnew().SetMantExp(bint(1), -refPrec-8)
	for n := int64(2); ; n++ {
		term.Mul(term, r)
		term.Quo(term, bint(n))
		if n%4 == 2 || n%4 == 3 {
			term.Neg(term)
		}
		if n%2 == 0 {
			c.Add(c, term)
		} else {
			s.Add(s, term)
		}
		if n%4 == 2 || n%4 == 3 {
			term.Neg(term)
		}
		if bnew().Abs(term).Cmp(eps) < 0 && n > 4 {
			break
		}
	}
	switch q := int64(k) & 3; q {
	case 1:
		s, c = c, bnew().Neg(s)
	case 2:
		s, c = bnew().Neg(s), bnew().Neg(c)
	case 3:
		s, c = bnew().Neg(c), s
	}
	return s, c
}

// ulpErr is |got - want| in units of the last place of want rounded to
// float64 (subnormal spacing below 2^-1022); +Inf when got is not finite
// but want is, or the other way round.
func ulpErr(got float64, want *big.Float) float64 {
	w, _ := want.Float64()
	if math.IsInf(got, 0) || math.IsNaN(got) || math.IsInf(w, 0) {
		if got == w {
			return 0
		}
		return math.Inf(1)
	}
	aw := math.Abs(w)
	var ulp float64
	switch {
	case aw < 0x1p-1022:
		ulp = 0x1p-1074
	default:
		ulp = math.Nextafter(aw, math.Inf(1)) - aw
		if math.IsInf(ulp, 0) {
			ulp = 0x1p971
		}
	}
	d := bnew().Sub(bf(got), want)
	d.Abs(d)
	d.Quo(d, bf(ulp))
	e, _ := d.Float64()
	return e
}
