package tests

import (
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/fmath"
)

// trigLargeInputs is a 64 x 128 matrix of sin and cos arguments from 2^40
// to the largest double, log-uniform with random signs, with the hardest
// case for the reduction (Muller, "Elementary Functions"), the fast path's
// limit and the non-finite values.
func trigLargeInputs(seed uint64) *mat.Dense {
	const n, m = 64, 128
	r := rand.New(rand.NewPCG(seed, 13))
	vals := []float64{6381956970095103 * 0x1p797, -6381956970095103 * 0x1p797,
		0x1p50, -0x1p50, math.Nextafter(0x1p50, 0), 0x1p50 + 0.25, math.MaxFloat64, -math.MaxFloat64,
		1e300, 1e22, math.Inf(1), math.Inf(-1), math.NaN(), 0, math.Copysign(0, -1)}
	for len(vals) < n*m {
		x := math.Ldexp(1+r.Float64(), 40+r.IntN(984))
		if r.IntN(2) == 0 {
			x = -x
		}
		vals = append(vals, x)
	}
	return mat.NewDense(n, m, vals)
}

// TestTrigLargeArgumentsBitwise: sin and cos of huge arguments, fused in
// Cell and Row kernels (the cold reduction branch of the IR) and unfused
// (internal/fmath), agree bit for bit, are finite for every finite
// argument and NaN for ±Inf and NaN.
func TestTrigLargeArgumentsBitwise(t *testing.T) {
	in := trigLargeInputs(1)
	X := engine.Dense(in)
	one := ones(64, 128)
	for _, c := range []struct {
		name string
		f    func(*engine.Expr) *engine.Expr
		ref  func(float64) float64
	}{
		{"sin", (*engine.Expr).Sin, fmath.Sin},
		{"cos", (*engine.Expr).Cos, fmath.Cos},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := c.f(X)
			checkBitwise(t, c.name+" cell", e.Mul(one))
			checkBitwise(t, c.name+" row", e.RowMaxs().Add(X.RowMins()))
			res := evalWith(t, engine.PolicyFuseAll, e.Mul(one))
			got := res.Matrix(0)
			for i := 0; i < 64; i++ {
				for j := 0; j < 128; j++ {
					x, g := in.At(i, j), got.At(i, j)
					finite := !math.IsInf(x, 0) && x == x
					if finite != (g == g) || (finite && math.Abs(g) > 1) {
						t.Errorf("%s(%v) = %v", c.name, x, g)
					}
					if w := c.ref(x); math.Float64bits(g) != math.Float64bits(w) && (g == g || w == w) {
						t.Errorf("%s(%v) = %v fused, fmath %v", c.name, x, g, w)
					}
				}
			}
		})
	}
}
