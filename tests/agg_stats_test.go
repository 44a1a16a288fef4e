package tests

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// prod, var, sd and rowIndexMin (issue 18) against plain Go loops over the
// dense values: full, row and column, on dense and CSR operands with NaN,
// ±Inf and -0, on a CSR without stored cells, and under fuse-all with a
// fused producer.

// refLine computes op over the cells xs of one line; stored marks the
// cells a CSR stores (nil: all).
func refLine(op string, xs []float64, stored []bool) float64 {
	n := float64(len(xs))
	switch op {
	case "prod":
		p := 1.0
		for k, v := range xs {
			if stored != nil && !stored[k] {
				return 0 // a product with a structural zero
			}
			p *= v
		}
		return p
	case "var", "sd":
		if len(xs) < 2 {
			return math.NaN()
		}
		m := 0.0
		for _, v := range xs {
			m += v
		}
		m /= n
		ss := 0.0
		for _, v := range xs {
			ss += (v - m) * (v - m)
		}
		if op == "sd" {
			return math.Sqrt(ss / (n - 1))
		}
		return ss / (n - 1)
	}
	panic(op)
}

func statsInputs() map[string]struct {
	e      *engine.Expr
	d      *mat.Dense
	stored func(i, j int) bool
} {
	X := withSpecials(matrix.RandDense(29, 13, -2, 2, 71))
	X.Set(2, 3, math.Copysign(0, -1))
	Xf := matrix.RandDense(31, 17, 0.5, 1.5, 72)
	S := sparseWithSpecials(withEmptyRows(matrix.RandSparse(29, 13, 0.3, -2, 2, 73)))
	Sf := matrix.RandSparse(31, 17, 0.4, -2, 2, 74)
	Z := matrix.NewCSRFromParts(6, 4, make([]int64, 7), nil, nil)
	all := func(int, int) bool { return true }
	storedOf := func(s *matrix.CSR) func(i, j int) bool {
		return func(i, j int) bool {
			cols, _ := s.Row(i)
			for _, c := range cols {
				if int(c) == j {
					return true
				}
			}
			return false
		}
	}
	type in = struct {
		e      *engine.Expr
		d      *mat.Dense
		stored func(i, j int) bool
	}
	return map[string]in{
		"dense specials": {engine.Dense(X), X, all},
		"dense finite":   {engine.Dense(Xf), Xf, all},
		"csr specials":   {engine.Sparse(S), S.ToDense(), storedOf(S)},
		"csr finite":     {engine.Sparse(Sf), Sf.ToDense(), storedOf(Sf)},
		"csr empty":      {engine.Sparse(Z), Z.ToDense(), storedOf(Z)},
	}
}

func TestStatsAggregatesReference(t *testing.T) {
	type agg struct {
		op  string
		dir string
		f   func(*engine.Expr) *engine.Expr
	}
	aggs := []agg{
		{"prod", "full", (*engine.Expr).Prod}, {"prod", "row", (*engine.Expr).RowProds}, {"prod", "col", (*engine.Expr).ColProds},
		{"var", "full", (*engine.Expr).Var}, {"var", "row", (*engine.Expr).RowVars}, {"var", "col", (*engine.Expr).ColVars},
		{"sd", "full", (*engine.Expr).Sd}, {"sd", "row", (*engine.Expr).RowSds}, {"sd", "col", (*engine.Expr).ColSds},
	}
	for name, in := range statsInputs() {
		R, C := in.d.Dims()
		for _, a := range aggs {
			res := evalWith(t, engine.PolicyNone, a.f(in.e))
			got := res.Matrix(0)
			var lines [][2][]int // cells (i, j) of each result cell
			switch a.dir {
			case "full":
				var is, js []int
				for i := 0; i < R; i++ {
					for j := 0; j < C; j++ {
						is, js = append(is, i), append(js, j)
					}
				}
				lines = append(lines, [2][]int{is, js})
			case "row":
				for i := 0; i < R; i++ {
					var is, js []int
					for j := 0; j < C; j++ {
						is, js = append(is, i), append(js, j)
					}
					lines = append(lines, [2][]int{is, js})
				}
			default:
				for j := 0; j < C; j++ {
					var is, js []int
					for i := 0; i < R; i++ {
						is, js = append(is, i), append(js, j)
					}
					lines = append(lines, [2][]int{is, js})
				}
			}
			for k, l := range lines {
				xs, st := make([]float64, len(l[0])), make([]bool, len(l[0]))
				for c := range xs {
					xs[c], st[c] = in.d.At(l[0][c], l[1][c]), in.stored(l[0][c], l[1][c])
				}
				want := refLine(a.op, xs, st)
				var g float64
				switch a.dir {
				case "col":
					g = got.At(0, k)
				default:
					g = got.At(k, 0)
				}
				if !cellsEqual(want, g, 1e-12) && !(want == 0 && g == 0) {
					t.Errorf("%s %s%s[%d] = %v, want %v", name, a.dir, a.op, k, g, want)
				}
				if a.op == "prod" && want == 0 && math.Signbit(want) != math.Signbit(g) {
					t.Errorf("%s %s%s[%d] = %v, want %v (sign of zero)", name, a.dir, a.op, k, g, want)
				}
			}
		}
		// rowIndexMin: first minimum, first NaN, unstored cells +0.
		res := evalWith(t, engine.PolicyNone, in.e.RowIndexMin())
		for i := 0; i < R; i++ {
			best := 0
			for j := 0; j < C; j++ {
				v := in.d.At(i, j)
				if v != v {
					best = j
					break
				}
				if v < in.d.At(i, best) {
					best = j
				}
			}
			if got := res.Matrix(0).At(i, 0); got != float64(best+1) {
				t.Errorf("%s rowIndexMin[%d] = %v, want %d", name, i, got, best+1)
			}
		}
	}
}

// TestStatsAggregatesAfterFusion: the statistical aggregates read the
// result of fused operators and agree with Base under every policy.
func TestStatsAggregatesAfterFusion(t *testing.T) {
	X := engine.Dense(matrix.RandDense(200, 40, -1, 1, 81))
	Y := engine.Dense(matrix.RandDense(200, 40, 0.5, 1.5, 82))
	XY := X.Mul(Y).Add(engine.Scalar(0.5))
	checkAgainstBase(t,
		XY.ColVars().Sqrt().Sum(),
		XY.RowSds().Add(XY.RowMeans()),
		XY.Div(XY.Sd()).Exp().ColMeans(),
		XY.RowIndexMin().Add(XY.RowIndexMax()),
		XY.Abs().RowProds().Log(),
	)
}

// TestStatsScalarFolding: var and sd of one cell are NaN, prod is the cell,
// in constant folding as in Base.
func TestStatsScalarFolding(t *testing.T) {
	for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll} {
		s := engine.Scalar(-3)
		one := engine.Dense(mat.NewDense(1, 1, []float64{-3}))
		res := evalWith(t, p, s.Var(), s.Sd(), s.Prod(), one.Var(), one.Prod(), one.RowIndexMin())
		for k, want := range []float64{math.NaN(), math.NaN(), -3, math.NaN(), -3, 1} {
			if got := res.Matrix(k).At(0, 0); !sameBits(got, want) && !(got != got && want != want) {
				t.Errorf("%s: output %d = %v, want %v", p, k, got, want)
			}
		}
	}
}

// TestRowIndexMinFusedBitwise: rowIndexMin inside Row operators picks the
// same column as Base: first minimum, first NaN, -0 tying with +0, and the
// unstored +0 cells of a CSR row.
func TestRowIndexMinFusedBitwise(t *testing.T) {
	d := mat.NewDense(6, 5, []float64{
		3, 0, math.Copysign(0, -1), 1, 0,
		math.Copysign(0, -1), 0, -1, -1, 2,
		1, math.NaN(), -5, math.NaN(), 0,
		math.Inf(1), math.Inf(-1), math.Inf(-1), 0, 1,
		2, 2, 2, 2, 2,
		5, 4, 3, 2, 1,
	})
	s := matrix.FromDense(d)
	for name, x := range map[string]*engine.Expr{"dense": engine.Dense(d), "csr": engine.Sparse(s)} {
		e := x.Mul(engine.Scalar(1)).RowIndexMin().Add(x.Abs().RowMaxs())
		want := evalWith(t, engine.PolicyNone, e)
		got := evalWith(t, engine.PolicyFuseAll, e)
		if diff := bitwiseDiff(want.Matrix(0), got.Matrix(0)); diff != "" {
			t.Errorf("%s: %s", name, diff)
		}
		rows := 0
		for _, op := range got.Plan() {
			if op.Template == engine.TemplateRow {
				rows++
			}
		}
		if rows == 0 {
			t.Errorf("%s: rowIndexMin did not fuse into a Row operator: %+v", name, got.Plan())
		}
	}
}
