package tests

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestRegressionWithIntercept fits least squares with an intercept column
// bound by CBind, and ridge regression as the augmented system
// rbind(X1, sqrt(lambda) I) against rbind(y, 0), and checks both against
// gonum's solution of the normal equations and every policy against
// Base.
func TestRegressionWithIntercept(t *testing.T) {
	const n, p, lambda = 200, 4, 3.0
	Xd := matrix.RandDense(n, p, -1, 1, 5)
	beta := []float64{0.5, -2, 1, 3, 0.25} // intercept first
	yd := mat.NewDense(n, 1, nil)
	noise := matrix.RandDense(n, 1, -0.01, 0.01, 6)
	for i := 0; i < n; i++ {
		s := beta[0] + noise.At(i, 0)
		for j := 0; j < p; j++ {
			s += beta[j+1] * Xd.At(i, j)
		}
		yd.Set(i, 0, s)
	}
	X, y := engine.Dense(Xd), engine.Dense(yd)
	X1 := engine.CBind(engine.Fill(1, n, 1), X)
	ols := X1.T().MatMul(X1).Solve(X1.T().MatMul(y))
	Xa := engine.RBind(X1, engine.Fill(1, p+1, 1).Diag().Mul(engine.Scalar(math.Sqrt(lambda))))
	ya := engine.RBind(y, engine.Fill(0, p+1, 1))
	ridge := Xa.T().MatMul(Xa).Solve(Xa.T().MatMul(ya))
	resid := y.Sub(X1.MatMul(ols)).Pow(engine.Scalar(2)).Sum()
	checkAgainstBase(t, ols, ridge, resid)

	// References from gonum: (X1'X1 + k I) b = X1'y with k = 0 and lambda.
	x1 := mat.NewDense(n, p+1, nil)
	for i := 0; i < n; i++ {
		x1.Set(i, 0, 1)
		for j := 0; j < p; j++ {
			x1.Set(i, j+1, Xd.At(i, j))
		}
	}
	solve := func(k float64) *mat.Dense {
		var g, rhs, b mat.Dense
		g.Mul(x1.T(), x1)
		for j := 0; j <= p; j++ {
			g.Set(j, j, g.At(j, j)+k)
		}
		rhs.Mul(x1.T(), yd)
		if err := b.Solve(&g, &rhs); err != nil {
			t.Fatal(err)
		}
		return &b
	}
	res := evalWith(t, engine.PolicyCostBased, ols, ridge)
	if d := diff(solve(0), res.Matrix(0), 1e-9); d != "" {
		t.Errorf("least squares: %s", d)
	}
	if d := diff(solve(lambda), res.Matrix(1), 1e-9); d != "" {
		t.Errorf("ridge: %s", d)
	}
	for j, b := range beta {
		if math.Abs(res.Matrix(0).At(j, 0)-b) > 0.01 {
			t.Errorf("coefficient %d = %v, want about %v", j, res.Matrix(0).At(j, 0), b)
		}
	}
}

// TestDiagWeightedGram: t(X) %*% diag(v) %*% X equals the hand-written
// t(X) %*% (v * X), dense and sparse, under every policy.
func TestDiagWeightedGram(t *testing.T) {
	const n, m = 300, 6
	v := engine.Dense(matrix.RandDense(n, 1, 0, 2, 8))
	for _, X := range []*engine.Expr{
		engine.Dense(withSpecials(matrix.RandDense(n, m, -1, 1, 7))),
		engine.Sparse(matrix.RandSparse(n, m, 0.3, -1, 1, 9)),
	} {
		viaDiag := X.T().MatMul(v.Diag()).MatMul(X)
		byHand := X.T().MatMul(v.Mul(X))
		checkAgainstBase(t, viaDiag, byHand)
		for _, p := range append([]engine.Policy{engine.PolicyNone}, policies...) {
			res := evalWith(t, p, viaDiag, byHand)
			if d := diff(res.Matrix(1), res.Matrix(0), 1e-9); d != "" {
				t.Errorf("policy %s: diag form differs from the hand-written one: %s", p, d)
			}
		}
	}
}

// TestRBindTinySparse: rbind of 1 x 1 CSR leaves (scalars to the format
// inference, so the result is dense) and of 1 x 1 slices of a CSR (sparse)
// under fused consumers, against Base.
func TestRBindTinySparse(t *testing.T) {
	one := engine.Sparse(matrix.RandSparse(1, 1, 1, 1, 2, 3))
	none := engine.Sparse(matrix.RandSparse(1, 1, 0, 1, 2, 3))
	S := engine.Sparse(matrix.RandSparse(20, 1, 0.5, -1, 1, 4))
	v := engine.Dense(matrix.RandDense(23, 1, -1, 1, 5))
	leaves := engine.RBind(one, none, S, engine.Scalar(-2))
	slices := engine.RBind(S.Slice(0, 1, 0, 1), S.Slice(3, 4, 0, 1), S)
	only := engine.RBind(one, none, one)
	w := engine.Dense(matrix.RandDense(3, 4, -1, 1, 6))
	checkAgainstBase(t, only.Mul(w).Exp(), only.Mul(w).ColSums(),
		leaves.Mul(v).Add(leaves).Sum(), leaves.Exp().Mul(v),
		slices.Mul(v.Slice(0, 22, 0, 1)).Sum(), slices.Sub(engine.Scalar(1)).Abs())
}
