package tests

import (
	"fmt"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// factorWithSpecials returns a rows x rank factor of values in [-1, 1]
// whose rows, by their index, hold the values that drive the cell
// expressions' special cases through the dot products: a NaN, an
// infinity of either sign, a row of negative zeros (a dot product of +0,
// or NaN against an infinity), a row scaled down to 1e-160 (a product of
// two such rows is subnormal, or 0), and a row scaled up to 1e160 (its
// products overflow). salt shifts the pattern so that U's and V's special
// rows meet in some cells and not in others. finite leaves out the NaN,
// the infinities and the huge rows, so that every dot product is finite.
func factorWithSpecials(rows, rank int, seed uint64, salt int, finite bool) *mat.Dense {
	d := matrix.RandDense(rows, rank, -1, 1, seed)
	for i := 0; i < rows; i++ {
		row := d.RawRowView(i)
		kind := (i + salt) % 11
		if finite && (kind == 1 || kind == 3 || kind == 5 || kind == 9) {
			continue
		}
		switch kind {
		case 1:
			row[(i*7)%rank] = math.NaN()
		case 3:
			row[(i*3)%rank] = math.Inf(1)
		case 5:
			row[rank-1] = math.Inf(-1)
		case 7:
			for c := range row {
				row[c] = math.Copysign(0, -1)
			}
		case 8:
			for c := range row {
				row[c] = math.Abs(row[c]) * 1e-160
			}
		case 9:
			for c := range row {
				row[c] *= 1e160
			}
		case 10:
			for c := range row {
				row[c] = math.Abs(row[c])
			}
		}
	}
	return d
}

// boundedSum is sum(X * f) with f's cells clamped to [-1000, 1000], so
// that a cell of log(0) (-Inf) counts without hiding the others' bits in
// the sum (NaN still would: the full_agg cases read factors without NaN
// or infinities).
func boundedSum(X, f *engine.Expr) *engine.Expr {
	return X.Mul(f.Maximum(engine.Scalar(-1000)).Minimum(engine.Scalar(1000))).Sum()
}

// TestOuterPreEvaluatedSpecialFactors checks, bit for bit, that the
// vectorized pass that evaluates a blocked Outer chunk's cells
// (llvmgen/outer_preeval.go) agrees with the scalar evaluation in the
// row-major loop when the dot products themselves are special: NaN, ±Inf,
// zeros, subnormals, negatives and huge values, which take every select of
// the inlined log, exp, pow, sqrt, sigmoid and tanh in the vector lanes
// and in the loop's scalar remainder (a chunk's cells are rarely a
// multiple of the vector width, and empty rows and the stored specials of
// X shift them further). As in TestOuterPreEvaluatedBits, the reference
// multiplies the cell by a dense matrix of ones, a side input read at
// (i, j) that keeps the evaluation in the row-major loop, in the same
// aggregation order. The shapes keep V beyond the share of L2 under which
// Outer kernels do not block: rank 129 (a vector loop and a remainder over
// the rank) and rank 7 over 9,500 columns (and 300 rows: Outer needs both of
// U %*% t(V)'s dimensions past memo.OuterMinDim).
func TestOuterPreEvaluatedSpecialFactors(t *testing.T) {
	type expr func(X, U, V, one *engine.Expr) *engine.Expr
	uv := func(U, V *engine.Expr) *engine.Expr { return U.MatMul(V.T()) }
	cases := []struct {
		name, variant string
		// finite: X and the factors without NaN or infinities (a sum's
		// one NaN would hide every other cell's bits).
		finite bool
		expr   expr
	}{
		{"sum-log", "full_agg", true, func(X, U, V, one *engine.Expr) *engine.Expr {
			return boundedSum(X, uv(U, V).Abs().Log().Mul(one))
		}},
		{"sum-sqrt", "full_agg", true, func(X, U, V, one *engine.Expr) *engine.Expr {
			return boundedSum(X, uv(U, V).Abs().Sqrt().Mul(one))
		}},
		{"sum-pow", "full_agg", true, func(X, U, V, one *engine.Expr) *engine.Expr {
			return boundedSum(X, uv(U, V).Abs().Pow(engine.Scalar(1.5)).Mul(one))
		}},
		{"exp", "no_agg", false, func(X, U, V, one *engine.Expr) *engine.Expr {
			return X.Mul(uv(U, V).Exp().Mul(one))
		}},
		{"gt-log-abs", "no_agg", false, func(X, U, V, one *engine.Expr) *engine.Expr {
			d := uv(U, V)
			return X.Mul(d.Gt(engine.Scalar(0)).Mul(d.Abs().Log()).Mul(one))
		}},
		{"tanh-div", "no_agg", false, func(X, U, V, one *engine.Expr) *engine.Expr {
			return X.Div(uv(U, V).Tanh().Mul(one))
		}},
		{"sigmoid-left", "left_mm", false, func(X, U, V, one *engine.Expr) *engine.Expr {
			return U.T().MatMul(X.Mul(uv(U, V).Sigmoid().Mul(one)))
		}},
		{"div-right", "right_mm", false, func(X, U, V, one *engine.Expr) *engine.Expr {
			return X.Div(uv(U, V).Mul(one)).MatMul(V)
		}},
	}
	shapes := []struct{ n, m, rank int }{{500, 600, 129}, {300, 9500, 7}}
	for _, th := range []int{1, 2, 3} {
		eng := newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
		for _, sh := range shapes {
			for _, sp := range []float64{0.2, 0.01, 0.0007} {
				plain := withEmptyRows(matrix.RandSparse(sh.n, sh.m, sp, -1.5, 1.5, 31))
				ones := engine.Dense(matrix.RandDense(sh.n, sh.m, 1, 1, 34))
				inputs := map[bool][3]*engine.Expr{}
				for _, finite := range []bool{false, true} {
					xs := plain
					if !finite {
						xs = sparseWithSpecials(plain)
					}
					inputs[finite] = [3]*engine.Expr{engine.Sparse(xs),
						engine.Dense(factorWithSpecials(sh.n, sh.rank, 32, 0, finite)),
						engine.Dense(factorWithSpecials(sh.m, sh.rank, 33, 4, finite))}
				}
				for _, c := range cases {
					name := fmt.Sprintf("%s/%dx%d-r%d/sp=%g/threads=%d", c.name, sh.n, sh.m, sh.rank, sp, th)
					X, U, V := inputs[c.finite][0], inputs[c.finite][1], inputs[c.finite][2]
					t.Run(name, func(t *testing.T) {
						checkPreEvaluated(t, eng, c.variant, c.expr(X, U, V, engine.Scalar(1)), c.expr(X, U, V, ones))
					})
				}
			}
		}
	}
}
