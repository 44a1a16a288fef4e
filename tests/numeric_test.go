package tests

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
)

// The numeric contract of SEMANTICS.md, checked through the engine: fused
// and unfused element-wise results are bitwise equal, including the
// transcendental functions, FMA-sensitive expressions, subnormals and the
// special values.

// bitwiseDiff describes the first cell where want and got differ in any
// bit, or returns "".
func bitwiseDiff(want, got mat.Matrix) string {
	if want == nil || got == nil {
		return fmt.Sprintf("nil result: want %v, got %v", want == nil, got == nil)
	}
	r, c := want.Dims()
	if gr, gc := got.Dims(); gr != r || gc != c {
		return fmt.Sprintf("dims: want %dx%d, got %dx%d", r, c, gr, gc)
	}
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			if w, g := want.At(i, j), got.At(i, j); !sameBits(w, g) {
				return fmt.Sprintf("cell (%d,%d): want %v, got %v", i, j, w, g)
			}
		}
	}
	return ""
}

// checkBitwise evaluates out unfused and fused (fuse-all) and fails on any
// bit difference, or when nothing was fused.
func checkBitwise(t *testing.T, name string, out *engine.Expr) {
	t.Helper()
	want := evalWith(t, engine.PolicyNone, out)
	got := evalWith(t, engine.PolicyFuseAll, out)
	if len(got.Plan()) == 0 {
		t.Errorf("%s: nothing fused", name)
	}
	for _, op := range got.Plan() {
		if op.Fallback {
			t.Errorf("%s: fused %s operator fell back to unfused execution", name, op.Template)
		}
	}
	if d := bitwiseDiff(want.Matrix(0), got.Matrix(0)); d != "" {
		t.Errorf("%s: fused differs from unfused: %s", name, d)
	}
}

// mathInputs is a 64 x 128 matrix of arguments: the special values,
// subnormals, values near the overflow and underflow thresholds, moderate
// values and log-uniform magnitudes over the whole float64 range.
func mathInputs(seed uint64) *mat.Dense {
	const n, m = 64, 128
	r := rand.New(rand.NewPCG(seed, 11))
	vals := []float64{0, math.Copysign(0, -1), 1, -1, math.NaN(), math.Inf(1), math.Inf(-1),
		5e-324, -5e-324, 1e-310, 0x1p-1022, math.MaxFloat64, -math.MaxFloat64,
		709.782712893384, 709.79, -745.1332191019411, -745.14, -708.4, 0.625, 22, 23,
		math.Pi, math.Pi / 2, 1e15, 0x1p50, -0x1p50, 0.5, 2, 3, -3}
	for len(vals) < n*m {
		switch r.IntN(3) {
		case 0:
			vals = append(vals, (r.Float64()-0.5)*20)
		case 1:
			vals = append(vals, (r.Float64()-0.5)*1500)
		default:
			x := math.Ldexp(1+r.Float64(), r.IntN(2098)-1074)
			if r.IntN(2) == 0 {
				x = -x
			}
			vals = append(vals, x)
		}
	}
	return mat.NewDense(n, m, vals)
}

func ones(r, c int) *engine.Expr {
	d := mat.NewDense(r, c, nil)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			d.Set(i, j, 1)
		}
	}
	return engine.Dense(d)
}

func TestNumericTranscendentalsBitwise(t *testing.T) {
	X := engine.Dense(mathInputs(1))
	one := ones(64, 128)
	for _, c := range []struct {
		name string
		f    func(*engine.Expr) *engine.Expr
	}{
		{"exp", (*engine.Expr).Exp},
		{"log", func(x *engine.Expr) *engine.Expr { return x.Abs().Log() }},
		{"log-signed", (*engine.Expr).Log},
		{"sin", (*engine.Expr).Sin},
		{"cos", (*engine.Expr).Cos},
		{"tanh", (*engine.Expr).Tanh},
		{"sigmoid", (*engine.Expr).Sigmoid},
		{"sqrt", func(x *engine.Expr) *engine.Expr { return x.Abs().Sqrt() }},
		{"pow", func(x *engine.Expr) *engine.Expr { return x.Pow(engine.Dense(mathInputs(2))) }},
		{"pow-small-y", func(x *engine.Expr) *engine.Expr {
			return x.Pow(engine.Dense(mathInputs(3)).Sin().Mul(engine.Scalar(4)))
		}},
		{"pow-int-y", func(x *engine.Expr) *engine.Expr { return x.Pow(engine.Scalar(3)) }},
		{"pow-two", func(x *engine.Expr) *engine.Expr { return x.Pow(engine.Scalar(2)) }}, // rewritten to x*x when fused
	} {
		t.Run(c.name, func(t *testing.T) {
			checkBitwise(t, c.name, c.f(X).Mul(one))
		})
	}
}

// TestNumericNoContraction: x*y - z and x*y + z round the product first in
// both paths (an FMA would not).
func TestNumericNoContraction(t *testing.T) {
	for _, c := range []struct {
		name    string
		x, y, z float64
		want    float64
	}{
		{"overflow", 1.5e308, 2, -1.7e308, math.Inf(1)},
		{"inf", 1.5e308, 2, math.Inf(-1), math.NaN()},
		{"rounding", 0.1, 3, -0.30000000000000004, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			fill := func(v float64) *engine.Expr {
				d := mat.NewDense(8, 8, nil)
				for i := 0; i < 8; i++ {
					for j := 0; j < 8; j++ {
						d.Set(i, j, v)
					}
				}
				return engine.Dense(d)
			}
			X, Y, Z := fill(c.x), fill(c.y), fill(c.z)
			for _, e := range []*engine.Expr{X.Mul(Y).Add(Z), X.Mul(Y).Sub(Z.Neg())} {
				checkBitwise(t, c.name, e)
				got := evalWith(t, engine.PolicyFuseAll, e).Matrix(0).At(3, 4)
				if !sameBits(got, c.want) {
					t.Errorf("%s: fused %v*%v + %v = %v, want %v", c.name, c.x, c.y, c.z, got, c.want)
				}
			}
		})
	}
}
