package fmath

import (
	"math"
	"math/big"
	"sync"
	"testing"
)

// bigPrec is enough for x mod π/2 at every finite x: the quotient has up
// to 1024 integer bits, and the remainder needs refPrec more.
const bigPrec = 1600

// refPiBig is π to bigPrec bits (Machin's formula).
var refPiBig = sync.OnceValue(func() *big.Float {
	nw := func() *big.Float { return new(big.Float).SetPrec(bigPrec) }
	atan := func(n int64) *big.Float {
		x := nw().Quo(nw().SetInt64(1), nw().SetInt64(n))
		x2 := nw().Mul(x, x)
		term, sum := nw().Set(x), nw().Set(x)
		eps := nw().SetMantExp(nw().SetInt64(1), -bigPrec-8)
		for k := int64(1); ; k++ {
			term.Mul(term, x2)
			t := nw().Quo(term, nw().SetInt64(2*k+1))
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
	p := nw().Mul(atan(5), nw().SetInt64(16))
	return p.Sub(p, nw().Mul(atan(239), nw().SetInt64(4)))
})

// refSinCosBig is sin x and cos x for every finite x: the reduction
// x - k*π/2 is done with bigPrec bits, the series by refSinCos.
func refSinCosBig(x float64) (s, c *big.Float) {
	nw := func() *big.Float { return new(big.Float).SetPrec(bigPrec) }
	halfPi := nw().Quo(refPiBig(), nw().SetInt64(2))
	bx := nw().SetFloat64(x)
	quo := nw().Quo(bx, halfPi)
	quo.Add(quo, nw().SetFloat64(math.Copysign(0.5, x)))
	k, _ := quo.Int(nil) // truncation of quo ± 1/2: k rounded to nearest
	r := nw().Sub(bx, nw().Mul(nw().SetInt(k), halfPi))
	s, c = refSinCos(bnew().Set(r))
	switch new(big.Int).And(k, big.NewInt(3)).Int64() { // k mod 4, also for k < 0
	case 1:
		s, c = c, bnew().Neg(s)
	case 2:
		s, c = bnew().Neg(s), bnew().Neg(c)
	case 3:
		s, c = bnew().Neg(c), s
	}
	return s, c
}

func TestTwoOPiBits(t *testing.T) {
	nw := func() *big.Float { return new(big.Float).SetPrec(bigPrec) }
	v := nw().Quo(nw().SetInt64(2), refPiBig())
	if TwoOPiBits[0] != 0 {
		t.Errorf("word 0 = %#x, want 0", TwoOPiBits[0])
	}
	for w := 1; w < len(TwoOPiBits); w++ {
		v.SetMantExp(v, 64)
		i, _ := v.Int(nil)
		if got := TwoOPiBits[w]; got != i.Uint64() {
			t.Errorf("word %d = %#x, want %#x", w, got, i.Uint64())
		}
		v.Sub(v, nw().SetInt(i))
	}
}

// worstTrig are arguments close to multiples of π/2: the hardest case for
// doubles (Muller, "Elementary Functions"), |x mod π/2| about 2^-61, and
// the doubles nearest multiples of π/2 at the fast path's limit.
var worstTrig = []float64{
	6381956970095103 * 0x1p797, -6381956970095103 * 0x1p797,
	0x1p50, -0x1p50, math.Nextafter(0x1p50, 0), 0x1p50 + 0.25, 0x1p51, 0x1p52, 0x1p53, 0x1p63, 0x1p64,
	math.MaxFloat64, -math.MaxFloat64, 1e300, 1e308, 1e22, 1.5e15, 0x1.fffffffffffffp1023 / 2,
}

// TestSinCosLargeAccuracy: log-uniform magnitudes from 2^50 to the
// largest double against the bigPrec reference; the bound is the one of
// TestSinCosAccuracy and SEMANTICS.md.
func TestSinCosLargeAccuracy(t *testing.T) {
	xs := inputs(9, 4000, 0x1p50, 0x1p53, 50, 1023, true, worstTrig...)
	sinRef := func(x *big.Float) *big.Float { f, _ := x.Float64(); s, _ := refSinCosBig(f); return s }
	cosRef := func(x *big.Float) *big.Float { f, _ := x.Float64(); _, c := refSinCosBig(f); return c }
	checkULP(t, "sin (|x| >= 2^50)", xs, Sin, sinRef, 1.5)
	checkULP(t, "cos (|x| >= 2^50)", xs, Cos, cosRef, 1.5)
}

// TestTrigReduceBigMatchesFast: below TrigMax both reductions apply and
// must describe the same angle, which checks the window arithmetic on
// small exponents too. Near 2^50 the fast quotient x*TwoOPi can round to
// the neighbouring k (|r| up to about 0.82 instead of π/4), so the
// quadrants may differ by one with r shifted by π/2.
func TestTrigReduceBigMatchesFast(t *testing.T) {
	xs := inputs(10, 4000, 1, 1e6, 0, 49, true, 1, math.Pi/4, math.Pi/2, 355, 1e15)
	for _, x := range xs {
		r1, q1 := trigReduce(x)
		r2, q2 := trigReduceBig(x)
		if math.Abs(r2) > math.Pi/4 {
			t.Errorf("x = %v: big reduction r = %v, beyond π/4", x, r2)
		}
		dq := int((q1 - q2) & 3)
		ok := false
		switch dq {
		case 0:
			ok = math.Abs(r1-r2) <= 4e-16*math.Abs(r2)
		case 1, 3:
			shift := math.Pi / 2
			if dq == 1 {
				shift = -shift
			}
			ok = math.Abs(r1-(r2+shift)) <= 4e-16
		}
		if !ok {
			t.Errorf("x = %v: fast reduction (%v, %d), big (%v, %d)", x, r1, q1, r2, q2)
		}
	}
}

func TestSinCosNonFinite(t *testing.T) {
	for _, x := range []float64{math.Inf(1), math.Inf(-1), math.NaN()} {
		if s, c := Sin(x), Cos(x); s == s || c == c {
			t.Errorf("sin, cos(%v) = %v, %v, want NaN", x, s, c)
		}
	}
}
