package hop_test

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestDiagRewritesEval: the diagonal-product and trace rules against the
// written expression, with NaN, Inf, +0 and -0 in the diagonal and in X.
func TestDiagRewritesEval(t *testing.T) {
	vals := matrix.RandDense(40, 1, -2, 2, 11)
	for k, s := range []float64{0, negZero, math.NaN(), math.Inf(1), -3} {
		vals.Set(2*k+1, 0, s) // rows 1, 3, 5, 7, 9; X has specials in rows 1, 4, 7, ...
	}
	v := engine.Dense(vals)
	// A CSR column: its diagonal matrix stores only the stored cells, so
	// a row of unstored cells stays +0 against X's Inf and NaN.
	vs := engine.Sparse(matrix.RandSparse(40, 1, 0.5, -2, 2, 12))
	finite := engine.Dense(matrix.RandDense(30, 7, -2, 2, 13))
	finiteS := engine.Sparse(matrix.RandSparse(30, 7, 0.4, -2, 2, 14))
	w := engine.Dense(matrix.RandDense(30, 1, -2, 2, 15))
	d := engine.Dense(matrix.RandDense(7, 1, -2, 2, 16))
	cases := []rewriteCase{
		{name: "diag(v) %*% X", rule: "diag-matmul", build: func(x, _ *engine.Expr) *engine.Expr { return v.Diag().MatMul(x) }},
		{name: "diag(v) %*% S", rule: "diag-matmul", build: func(_, s *engine.Expr) *engine.Expr { return v.Diag().MatMul(s) }},
		{name: "t(X) %*% diag(v)", rule: "diag-matmul", build: func(x, _ *engine.Expr) *engine.Expr { return x.T().MatMul(v.Diag()) }},
		{name: "t(S) %*% diag(v)", rule: "diag-matmul", build: func(_, s *engine.Expr) *engine.Expr { return s.T().MatMul(v.Diag()) }},
		{name: "diag(v) %*% X, diag also read", rule: "diag-matmul",
			build: func(x, _ *engine.Expr) *engine.Expr { return v.Diag().MatMul(x).Sum().Add(v.Diag().Sum()) }},
		{name: "diag(v) %*% (X + 1), format inferred", not: "diag-matmul", build: func(x, _ *engine.Expr) *engine.Expr { return v.Diag().MatMul(x.Add(engine.Scalar(1))) }},
		{name: "diag(CSR v) %*% X", not: "diag-matmul", build: func(x, _ *engine.Expr) *engine.Expr { return vs.Diag().MatMul(x) }},
		{name: "diag(X[1:1]) %*% X", not: "diag-matmul", build: func(x, _ *engine.Expr) *engine.Expr { return x.Slice(0, 1, 0, 1).Diag().MatMul(x.Slice(0, 1, 0, 9)) }},
		{name: "t(X) %*% diag(w) %*% X %*% d", rule: "diag-matmul", tol: 1e-12, fusedTol: 1e-9,
			build: func(_, _ *engine.Expr) *engine.Expr { return finite.T().MatMul(w.Diag()).MatMul(finite).MatMul(d) }},
		{name: "t(X) %*% diag(w) %*% X %*% d, chain reordered", rule: "matmult-chain", tol: 1e-12, fusedTol: 1e-9,
			build: func(_, _ *engine.Expr) *engine.Expr { return finite.T().MatMul(w.Diag()).MatMul(finite).MatMul(d) }},
		{name: "trace(X %*% t(X))", rule: "trace-matmul", tol: 1e-12, fusedTol: 1e-9,
			build: func(_, _ *engine.Expr) *engine.Expr { return finite.MatMul(finite.T()).Diag().Sum() }},
		{name: "trace(S %*% t(X))", rule: "trace-matmul", tol: 1e-12, fusedTol: 1e-9,
			build: func(_, _ *engine.Expr) *engine.Expr { return finiteS.MatMul(finite.T()).Diag().Sum() }},
		{name: "trace(X %*% t(X)) with Inf and NaN", rule: "trace-matmul", tol: 1e-12, fusedTol: 1e-9,
			build: func(x, _ *engine.Expr) *engine.Expr { return x.MatMul(x.T()).Diag().Sum() }},
		{name: "trace, product also read", not: "trace-matmul",
			build: func(_, _ *engine.Expr) *engine.Expr {
				p := finite.MatMul(finite.T())
				return p.Diag().Sum().Add(p.Sum())
			}},
		{name: "trace of a 1x1 product", not: "trace-matmul",
			build: func(_, _ *engine.Expr) *engine.Expr {
				return finite.Slice(0, 1, 0, 7).MatMul(finite.Slice(0, 1, 0, 7).T()).Diag().Sum()
			}},
	}
	checkRewriteCases(t, cases)
}

// TestDiagRewriteKeepsNaNPlacement spells out the cells the rule must keep:
// a zero on the diagonal against an Inf in X is NaN (0 * Inf), a -0 product
// (-1 * 0) is +0 against a dense X, and an Inf on the diagonal against a zero in X is NaN.
func TestDiagRewriteKeepsNaNPlacement(t *testing.T) {
	on, off := rewriteEngines(t, engine.PolicyNone)
	v := engine.Dense(mat.NewDense(3, 1, []float64{0, -1, math.Inf(1)}))
	x := engine.Dense(mat.NewDense(3, 2, []float64{math.Inf(1), 2, 0, 1, 0, 1}))
	want := []float64{math.NaN(), 0, 0, -1, math.NaN(), math.Inf(1)}
	for _, e := range []*engine.Engine{on[0], off[0]} {
		res, err := e.Eval(t.Context(), v.Diag().MatMul(x))
		if err != nil {
			t.Fatal(err)
		}
		got := res.Matrix(0)
		for i, w := range want {
			g := got.At(i/2, i%2)
			if !(g == w || g != g && w != w) || math.Signbit(g) != math.Signbit(w) && w == w {
				t.Errorf("cell %d = %v, want %v (rewrites %v)", i, g, w, e == on[0])
			}
		}
	}
}
