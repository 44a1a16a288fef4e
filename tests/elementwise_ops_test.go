package tests

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// The element-wise operations of issue 18: each against an independent
// plain-Go reference (written from R's definitions, not from hop.EvalUnary
// or hop.EvalBinary, except where SEMANTICS.md names internal/fmath as the
// one implementation) on dense, CSR, special-value and empty inputs, and
// fused against unfused bit for bit.

// refMod is R's %% on the cases whose result is exact: an integer quotient
// or a finite x against an infinite y.
func refMod(x, y float64) float64 {
	switch {
	case y == 0 || math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0):
		return math.NaN()
	case math.IsInf(y, 0):
		if x == 0 || (x > 0) == (y > 0) {
			return math.Abs(x) * math.Copysign(1, x+0)
		}
		return y
	}
	r := math.Mod(x, y) // exact
	if r != 0 && (r < 0) != (y < 0) {
		r += y
	}
	if r == 0 {
		return 0
	}
	return r
}

func TestModIntDivR(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	for _, c := range []struct{ x, y, mod, div float64 }{
		{5, 3, 2, 1}, {-5, 3, 1, -2}, {5, -3, -1, -2}, {-5, -3, -2, 1},
		{6, 3, 0, 2}, {-6, 3, 0, -2}, {6, -3, 0, -2}, {0, 3, 0, 0},
		{5.5, 2, 1.5, 2}, {-5.5, 2, 0.5, -3},
		{5, 0, nan, inf}, {-5, 0, nan, -inf}, {0, 0, nan, nan},
		{5, inf, 5, 0}, {-5, inf, inf, -1}, {5, -inf, -inf, -1}, {-5, -inf, -5, 0},
		{inf, 3, nan, inf}, {nan, 3, nan, nan}, {3, nan, nan, nan},
	} {
		x, y := engine.Scalar(c.x), engine.Scalar(c.y)
		// Scalars fold at build time: a 1 x 2 matrix keeps them for the
		// kernels (and Base).
		X := engine.Dense(mat.NewDense(1, 2, []float64{c.x, c.x}))
		Y := engine.Dense(mat.NewDense(1, 2, []float64{c.y, c.y}))
		for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll} {
			res := evalWith(t, p, x.Mod(y), X.Mod(Y), X.IntDiv(Y))
			for k, want := range []float64{c.mod, c.mod, c.div} {
				got := res.Matrix(k).At(0, 0)
				if k == 2 && math.IsInf(c.y, 0) {
					// R's %/% by ±Inf follows from %%; floor(x/y) gives 0 or -0.
					want = math.Floor(c.x / c.y)
				}
				if !sameBits(got, want) && !(got != got && want != want) {
					t.Errorf("%s: %v op%d %v = %v, want %v", p, c.x, k, c.y, got, want)
				}
			}
		}
	}
}

// elementwiseCases are the new operations with independent references.
var elementwiseCases = []struct {
	name string
	f    func(x, y *engine.Expr) *engine.Expr
	ref  func(x, y float64) float64
	// keeps: the result of a CSR x keeps its structural zeros.
	keeps bool
}{
	{"isnan", func(x, _ *engine.Expr) *engine.Expr { return x.IsNaN() }, func(x, _ float64) float64 { return b2f(x != x) }, true},
	{"isinf", func(x, _ *engine.Expr) *engine.Expr { return x.IsInf() }, func(x, _ float64) float64 { return b2f(math.IsInf(x, 0)) }, true},
	{"not", func(x, _ *engine.Expr) *engine.Expr { return x.Not() }, func(x, _ float64) float64 { return b2f(x == 0) }, false},
	{"sprop", func(x, _ *engine.Expr) *engine.Expr { return x.Sprop() }, func(x, _ float64) float64 { return x * (1 - x) }, true},
	{"atan", func(x, _ *engine.Expr) *engine.Expr { return x.Atan() }, refClose(math.Atan), true},
	{"asin", func(x, _ *engine.Expr) *engine.Expr { return x.Asin() }, refClose(math.Asin), true},
	{"acos", func(x, _ *engine.Expr) *engine.Expr { return x.Acos() }, refClose(func(x float64) float64 {
		// Go's math.Acos is π/2 - asin x, inaccurate near 1.
		return math.Atan2(math.Sqrt((1-x)*(1+x)), x)
	}), false},
	{"sinh", func(x, _ *engine.Expr) *engine.Expr { return x.Sinh() }, refClose(math.Sinh), true},
	{"cosh", func(x, _ *engine.Expr) *engine.Expr { return x.Cosh() }, refClose(math.Cosh), false},
	{"mod", func(x, y *engine.Expr) *engine.Expr { return x.Mod(y) }, nil, false},
	{"intdiv", func(x, y *engine.Expr) *engine.Expr { return x.IntDiv(y) }, func(x, y float64) float64 { return math.Floor(x / y) }, false},
	{"xor", func(x, y *engine.Expr) *engine.Expr { return x.Xor(y) }, func(x, y float64) float64 { return b2f((x != 0) != (y != 0)) }, false},
	{"logbase", func(x, y *engine.Expr) *engine.Expr { return x.LogBase(y) }, refClose2(func(x, y float64) float64 { return math.Log(x) / math.Log(y) }), false},
	{"replace", func(x, _ *engine.Expr) *engine.Expr { return x.Replace(0.5, -7) }, func(x, _ float64) float64 { return ifv(x == 0.5, -7, x) }, false},
	{"replace-nan", func(x, _ *engine.Expr) *engine.Expr { return x.Replace(math.NaN(), 3) }, func(x, _ float64) float64 { return ifv(x != x, 3, x) }, false},
	{"minof", func(x, y *engine.Expr) *engine.Expr { return engine.MinOf(x, y, engine.Scalar(0.25)) }, nil, false},
	{"maxof", func(x, y *engine.Expr) *engine.Expr { return engine.MaxOf(x, y, engine.Scalar(0.25)) }, nil, false},
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func ifv(c bool, a, b float64) float64 {
	if c {
		return a
	}
	return b
}

// refClose marks a transcendental: its reference is Go's math, compared to
// a few ULP (the bit-exact contract is fused against unfused).
func refClose(f func(float64) float64) func(x, _ float64) float64 {
	return func(x, _ float64) float64 { return f(x) }
}

func refClose2(f func(x, y float64) float64) func(x, y float64) float64 { return f }

// nearlyEqual allows 4 ULP for the transcendentals against Go's math.
func nearlyEqual(a, b float64) bool {
	if sameBits(a, b) || (a != a && b != b) || a == b {
		return true
	}
	return math.Abs(a-b) <= 4*math.Abs(b)*0x1p-52
}

func refPair(name string, x, y float64) float64 {
	switch name {
	case "mod":
		// The reference is exact (fmod); the operator follows SystemDS's
		// x - floor(x/y)*y, equal wherever x/y is an exact quotient's
		// floor, which holds for the inputs below except near multiples.
		return refMod(x, y)
	case "minof":
		return math.Min(math.Min(x, y), 0.25)
	case "maxof":
		return math.Max(math.Max(x, y), 0.25)
	}
	return math.NaN()
}

func elementwiseInputs() (X, Y *mat.Dense, S *matrix.CSR) {
	X = withSpecials(matrix.RandDense(37, 21, -1.5, 1.5, 41))
	X.Set(1, 1, math.Copysign(0, -1))
	X.Set(2, 2, 0.5)
	X.Set(3, 3, 0)
	Y = withSpecials(matrix.RandDense(37, 21, 0.5, 4, 42))
	Y.Set(4, 4, 0)
	Y.Set(5, 5, math.Copysign(0, -1))
	S = sparseWithSpecials(withEmptyRows(matrix.RandSparse(37, 21, 0.2, -1.5, 1.5, 43)))
	return X, Y, S
}

func TestElementwiseOpsReference(t *testing.T) {
	X, Y, S := elementwiseInputs()
	Sd := S.ToDense()
	for _, c := range elementwiseCases {
		t.Run(c.name, func(t *testing.T) {
			for _, in := range []struct {
				name string
				x    *engine.Expr
				xd   *mat.Dense
			}{{"dense", engine.Dense(X), X}, {"csr", engine.Sparse(S), Sd}} {
				res := evalWith(t, engine.PolicyNone, c.f(in.x, engine.Dense(Y)))
				got := res.Matrix(0)
				if _, ok := got.(*matrix.CSR); ok != (in.name == "csr" && c.keeps) {
					t.Errorf("%s: result CSR = %v, want %v", in.name, ok, in.name == "csr" && c.keeps)
				}
				r, cols := in.xd.Dims()
				for i := 0; i < r; i++ {
					for j := 0; j < cols; j++ {
						x, y := in.xd.At(i, j), Y.At(i, j)
						var want float64
						if c.ref != nil {
							want = c.ref(x, y)
						} else {
							want = refPair(c.name, x, y)
						}
						g := got.At(i, j)
						if c.name == "mod" && !math.IsInf(y, 0) && y != 0 && !math.IsInf(x, 0) && x == x && y == y {
							// x - floor(x/y)*y may differ from the exact
							// remainder in the last bits; compare loosely.
							if math.Abs(g-want) > 1e-15*math.Abs(y) {
								t.Errorf("%s (%d,%d): mod(%v, %v) = %v, want %v", in.name, i, j, x, y, g, want)
							}
							continue
						}
						if !nearlyEqual(g, want) {
							t.Errorf("%s (%d,%d): %s(%v, %v) = %v, want %v", in.name, i, j, c.name, x, y, g, want)
						}
					}
				}
			}
		})
	}
}

// TestElementwiseOpsFusedBitwise: every new op, fused in Cell, Row and
// MAgg operators, equals Base bit for bit (SEMANTICS.md), on dense and CSR
// main inputs with NaN, ±Inf and -0.
func TestElementwiseOpsFusedBitwise(t *testing.T) {
	X, Y, S := elementwiseInputs()
	M := engine.Dense(mathInputs(21))
	one := ones(64, 128)
	for _, c := range elementwiseCases {
		t.Run(c.name, func(t *testing.T) {
			for _, x := range []*engine.Expr{engine.Dense(X), engine.Sparse(S)} {
				y := engine.Dense(Y)
				e := c.f(x, y)
				checkBitwise(t, c.name+" cell", e.Mul(y))
				// Row: a row aggregate feeding an element-wise op (min/max
				// aggregates are order independent, so bitwise).
				checkBitwise(t, c.name+" row", e.RowMaxs().Add(x.RowMins()))
				checkBitwise(t, c.name+" magg", engine.CBind(e.Max(), e.Min()))
			}
			// The special-value matrix of numeric_test.go.
			checkBitwise(t, c.name+" specials", c.f(M, engine.Dense(mathInputs(22))).Mul(one))
		})
	}
}

// TestElementwiseOpsEmpty: the operations on a CSR without stored cells
// (zero-sized matrices are rejected when the leaf is built), fused and
// unfused, against the reference at 0.
func TestElementwiseOpsEmpty(t *testing.T) {
	S := engine.Sparse(matrix.NewCSRFromParts(6, 5, make([]int64, 7), nil, nil))
	for _, c := range elementwiseCases {
		var want float64
		if c.ref != nil {
			want = c.ref(0, 0)
		} else {
			want = refPair(c.name, 0, 0)
		}
		for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll} {
			res := evalWith(t, p, c.f(S, S).Mul(ones(6, 5)))
			for i := 0; i < 6; i++ {
				for j := 0; j < 5; j++ {
					if got := res.Matrix(0).At(i, j); !sameBits(got, want) && !(got != got && want != want) {
						t.Fatalf("%s under %s: cell (%d,%d) = %v, want %v", c.name, p, i, j, got, want)
					}
				}
			}
		}
	}
}
