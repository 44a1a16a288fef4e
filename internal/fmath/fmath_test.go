package fmath

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// inputs returns n arguments: uniform in [lo, hi], log-uniform magnitudes
// between 2^loExp and 2^hiExp with random signs (if signed), and the fixed
// edge values.
func inputs(seed uint64, n int, lo, hi float64, loExp, hiExp int, signed bool, edges ...float64) []float64 {
	r := rand.New(rand.NewPCG(seed, 7))
	xs := append([]float64{}, edges...)
	for i := 0; i < n/2; i++ {
		xs = append(xs, lo+r.Float64()*(hi-lo))
	}
	for i := 0; i < n/2; i++ {
		e := loExp + r.IntN(hiExp-loExp+1)
		x := math.Ldexp(1+r.Float64(), e)
		if signed && r.IntN(2) == 0 {
			x = -x
		}
		xs = append(xs, x)
	}
	return xs
}

// checkULP asserts the maximum ULP error of f against ref over xs and
// reports it.
func checkULP(t *testing.T, name string, xs []float64, f func(float64) float64, ref func(*big.Float) *big.Float, bound float64) {
	t.Helper()
	worst, at := 0.0, 0.0
	for _, x := range xs {
		e := ulpErr(f(x), ref(bf(x)))
		if e > worst {
			worst, at = e, x
		}
	}
	t.Logf("%s: max error %.3f ULP (at %g) over %d inputs", name, worst, at, len(xs))
	if worst > bound {
		t.Errorf("%s: max error %.3f ULP at %v (%g), bound %g", name, worst, at, f(at), bound)
	}
}

// The bounds below are the ones SEMANTICS.md documents.
func TestExpAccuracy(t *testing.T) {
	xs := inputs(1, 4000, -745.1, 709.78, -1074, 9, true,
		0, math.Copysign(0, -1), 5e-324, -5e-324, 1, -1, 709.782712893384, -708.39, -745.1332191019411, -744.44, 1e-300, 0.34657359027997264, -0.34657359027997264)
	checkULP(t, "exp", xs, Exp, refExp, 1)
}

func TestLogAccuracy(t *testing.T) {
	xs := inputs(2, 4000, 0.5, 2, -1074, 1023, false,
		5e-324, 1e-320, 0x1p-1022, math.MaxFloat64, 1, 2, 0.7071067811865476, 1.4142135623730951, 1+1e-15, 1-1e-16)
	checkULP(t, "log", xs, Log, refLog, 1)
	if got := Log(5e-324); math.Abs(got-(-744.4400719213812)) > 1e-12 {
		t.Errorf("log(5e-324) = %v, want -744.44007192138", got)
	}
}

func TestSinCosAccuracy(t *testing.T) {
	xs := inputs(3, 4000, -10, 10, -1074, 49, true,
		0, math.Copysign(0, -1), 5e-324, math.Pi, math.Pi/2, math.Pi/4, 1e15, 355, 1e6)
	checkULP(t, "sin", xs, Sin, func(x *big.Float) *big.Float { s, _ := refSinCos(x); return s }, 1.5)
	checkULP(t, "cos", xs, Cos, func(x *big.Float) *big.Float { _, c := refSinCos(x); return c }, 1.5)
}

func refTanh(x *big.Float) *big.Float {
	// tanh x = (e^2x - 1)/(e^2x + 1), computed on |x| to keep e^2x finite.
	ax := bnew().Abs(x)
	if ax.Cmp(bint(400)) > 0 {
		return bint(int64(x.Sign()))
	}
	if ax.Cmp(bf(0x1p-30)) < 0 { // x - x^3/3 + 2x^5/15: exact to 2^-150
		x3 := bnew().Mul(x, bnew().Mul(x, x))
		return bnew().Sub(x, bnew().Quo(x3, bint(3)))
	}
	e := refExp(bnew().Mul(ax, bint(2)))
	r := bnew().Quo(bnew().Sub(e, bint(1)), bnew().Add(e, bint(1)))
	if x.Sign() < 0 {
		r.Neg(r)
	}
	return r
}

func TestTanhSigmoidAccuracy(t *testing.T) {
	xs := inputs(4, 4000, -25, 25, -1074, 9, true, 0, 5e-324, 0.625, -0.625, 0.6249999999999999, 22, 23, 1e300)
	checkULP(t, "tanh", xs, Tanh, refTanh, 2)
	refSig := func(x *big.Float) *big.Float {
		if x.Cmp(bint(-1100)) < 0 {
			return bnew()
		}
		if x.Cmp(bint(-1000)) < 0 {
			return refExp(x)
		}
		if x.Cmp(bint(1000)) > 0 {
			return bint(1)
		}
		d := bnew().Add(bint(1), refExp(bnew().Neg(x)))
		return d.Quo(bint(1), d)
	}
	ys := inputs(5, 4000, -40, 40, -1074, 9, true, 0, -745, -700, 37, 1e300, -1e300)
	checkULP(t, "sigmoid", ys, Sigmoid, refSig, 2.5)
}

func TestPowAccuracy(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 7))
	type pair struct{ x, y float64 }
	ps := []pair{{5e-324, -0.435}, {2, 0.5}, {10, -2}, {1.0000001, 1e7}, {0.5, 1074}, {2, 1023.9}, {-2, 3}, {-0.5, -7}, {1e-310, 0.9}, {3, 0.3333}}
	for i := 0; i < 4000; i++ {
		var x, y float64
		switch i % 3 {
		case 0: // moderate operands
			x, y = r.Float64()*10, (r.Float64()-0.5)*20
		case 1: // wide x, y keeping x^y in range
			x = math.Ldexp(1+r.Float64(), r.IntN(2000)-1000)
			l := math.Log2(x)
			y = (r.Float64()*2 - 1) * 1000 / math.Max(math.Abs(l), 1)
		default: // x near 1, large y
			x = 1 + (r.Float64()-0.5)*1e-3
			y = (r.Float64() - 0.5) * 1e6
		}
		if r.IntN(8) == 0 {
			x, y = -x, math.Round(y)
		}
		ps = append(ps, pair{x, y})
	}
	worst, wx, wy := 0.0, 0.0, 0.0
	for _, p := range ps {
		ax := math.Abs(p.x)
		ref := refExp(bnew().Mul(bf(p.y), refLog(bf(ax))))
		if p.x < 0 && math.Mod(p.y, 2) != 0 {
			ref.Neg(ref)
		}
		e := ulpErr(Pow(p.x, p.y), ref)
		if e > worst {
			worst, wx, wy = e, p.x, p.y
		}
	}
	t.Logf("pow: max error %.3f ULP at (%g, %g) over %d inputs", worst, wx, wy, len(ps))
	if worst > 3 {
		t.Errorf("pow: max error %.3f ULP at (%v, %v)", worst, wx, wy)
	}
}

// The special cases follow Go's math package (which follows C99 Annex F).
func TestSpecialCases(t *testing.T) {
	inf, nan, nz := math.Inf(1), math.NaN(), math.Copysign(0, -1)
	special := []float64{0, nz, 1, -1, 2, -2, 0.5, -0.5, 3, -3, inf, -inf, nan, 5e-324, -5e-324, math.MaxFloat64, -math.MaxFloat64, 1e300, -1e300}
	same := func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) || (a != a && b != b) }
	for _, x := range special {
		for _, c := range []struct {
			name      string
			got, want float64
		}{
			{"exp", Exp(x), math.Exp(x)},
			{"tanh", Tanh(x), math.Tanh(x)},
			{"sigmoid", Sigmoid(x), 1 / (1 + math.Exp(-x))},
		} {
			if !same(c.got, c.want) && !(math.Abs(c.got-c.want) <= 2e-16*math.Abs(c.want)) {
				t.Errorf("%s(%v) = %v, want %v", c.name, x, c.got, c.want)
			}
		}
		if x == 0 || math.IsInf(x, 0) || x != x || x < 0 {
			if got, want := Log(x), math.Log(x); !same(got, want) {
				t.Errorf("log(%v) = %v, want %v", x, got, want)
			}
		}
		if math.IsInf(x, 0) || x == 0 || x != x {
			ws, wc := math.Sin(x), math.Cos(x)
			if !same(Sin(x), ws) || !same(Cos(x), wc) {
				t.Errorf("sin, cos(%v) = %v, %v, want %v, %v", x, Sin(x), Cos(x), ws, wc)
			}
		}
		for _, y := range special {
			got, want := Pow(x, y), math.Pow(x, y)
			finite := !math.IsInf(want, 0) && want == want && want != 0
			if !same(got, want) && !(finite && math.Abs(got-want) <= 4e-16*math.Abs(want)) {
				t.Errorf("pow(%v, %v) = %v, want %v", x, y, got, want)
			}
		}
	}
}
