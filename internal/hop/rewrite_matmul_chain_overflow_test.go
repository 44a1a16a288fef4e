package hop_test

import (
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestMatMulChainOverflowEval runs ((A %*% B) %*% C) %*% v and
// t(X) %*% diag(w) %*% X %*% d with NaN, Inf, values near overflow,
// subnormals and -0 in dense and CSR operands, with rewrites on under
// every policy, against the written order under Base: NaN and Inf in the
// same cells, finite cells within the product tolerance (1e-9; a zero's
// sign may differ, SEMANTICS.md). Each case also states whether the chain
// rule may fire, so a proof that gets weaker or stricter fails here.
func TestMatMulChainOverflowEval(t *testing.T) {
	const n = 24
	policies := []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy, engine.PolicyCostBased}
	on, off := rewriteEngines(t, policies...)
	dense := func(seed uint64, set func(m *mat.Dense)) *mat.Dense {
		m := matrix.RandDense(n, n, -1, 1, seed)
		if set != nil {
			set(m)
		}
		return m
	}
	all := func(x float64) func(m *mat.Dense) {
		return func(m *mat.Dense) {
			r, c := m.Dims()
			for i := range r {
				for j := range c {
					m.Set(i, j, x*float64(1-2*((i+j)%2))) // alternating signs
				}
			}
		}
	}
	cell := func(i, j int, x float64) func(m *mat.Dense) { return func(m *mat.Dense) { m.Set(i, j, x) } }
	vec := engine.Dense(matrix.RandDense(n, 1, -1, 1, 9))
	chain := func(a, b, c, v *engine.Expr) *engine.Expr { return a.MatMul(b).MatMul(c).MatMul(v) }
	D := func(m *mat.Dense) *engine.Expr { return engine.Dense(m) }
	S := func(m *mat.Dense) *engine.Expr { return engine.Sparse(matrix.FromDense(m)) }
	sparseB := func(set func(m *mat.Dense)) *mat.Dense {
		m := mat.DenseCopyOf(matrix.RandSparse(n, n, 0.3, -1, 1, 5).ToDense())
		if set != nil {
			set(m)
		}
		return m
	}

	// The counterexample to proofs that look only at the reordered
	// results: C's first row is 0, so C %*% v has a 0 there and the huge
	// A[0,0] * B[0,0] (Inf in A %*% B) never shows up in
	// A %*% (B %*% (C %*% v)), which stays finite, while the written
	// order meets Inf * 0 = NaN.
	hugeA := dense(1, cell(0, 0, 1e200))
	hugeB := dense(2, cell(0, 0, 1e200))
	zeroRowC := dense(3, func(m *mat.Dense) {
		for j := range n {
			m.Set(0, j, 0)
		}
	})
	// The same for t(X) %*% diag(w) %*% X %*% d: X[2,1] = 1e308 with
	// w[2] = 10 is Inf in t(X) %*% diag(w), while d[1] = 0 and X's row 2
	// being otherwise 0 hide it from t(X) %*% (w * (X %*% d)).
	X := matrix.RandDense(30, 4, -1, 1, 21)
	for j := range 4 {
		X.Set(2, j, 0)
	}
	X.Set(2, 1, 1e308)
	w := matrix.RandDense(30, 1, -1, 1, 22)
	w.Set(2, 0, 10)
	d := matrix.RandDense(4, 1, -1, 1, 23)
	d.Set(1, 0, 0)
	Xfinite := matrix.RandDense(30, 4, -1e3, 1e3, 24)

	cases := []struct {
		name string
		fire bool
		out  *engine.Expr
	}{
		{"finite", true, chain(D(dense(1, nil)), D(dense(2, nil)), D(dense(3, nil)), vec)},
		{"finite, B sparse", true, chain(D(dense(1, nil)), S(sparseB(nil)), D(dense(3, nil)), vec)},
		{"NaN in A", false, chain(D(dense(1, cell(5, 7, math.NaN()))), D(dense(2, nil)), D(dense(3, nil)), vec)},
		{"+Inf in B", false, chain(D(dense(1, nil)), D(dense(2, cell(0, n-1, math.Inf(1)))), D(dense(3, nil)), vec)},
		{"-Inf in C", false, chain(D(dense(1, nil)), D(dense(2, nil)), D(dense(3, cell(n-1, 0, math.Inf(-1)))), vec)},
		{"NaN in v", false, chain(D(dense(1, nil)), D(dense(2, nil)), D(dense(3, nil)), D(mat.NewDense(n, 1, append(make([]float64, n-1), math.NaN()))))},
		{"NaN stored in sparse B", false, chain(D(dense(1, nil)), S(sparseB(cell(4, 4, math.NaN()))), D(dense(3, nil)), vec)},
		{"Inf stored in sparse B", false, chain(D(dense(1, nil)), S(sparseB(cell(4, 4, math.Inf(-1)))), D(dense(3, nil)), vec)},
		{"written order overflows, reordered would not", false, chain(D(hugeA), D(hugeB), D(zeroRowC), vec)},
		{"same, B sparse", false, chain(D(hugeA), S(sparseB(cell(0, 0, 1e200))), D(zeroRowC), vec)},
		// 2^300 in every cell: bound 2^900 * 24^3 < 2^1000, the rule fires and
		// both orders stay finite near 2^914.
		{"large but provably safe", true, chain(D(dense(1, all(0x1p300))), D(dense(2, all(0x1p300))), D(dense(3, all(0x1p300))), vec)},
		// 2^340: the bound passes 2^1000 and the written order overflows.
		{"near overflow", false, chain(D(dense(1, all(0x1p340))), D(dense(2, all(0x1p340))), D(dense(3, all(0x1p340))), vec)},
		{"-0 everywhere", true, chain(D(dense(1, all(math.Copysign(0, -1)))), D(dense(2, nil)), D(dense(3, all(math.Copysign(0, -1)))), vec)},
		{"subnormals", true, chain(D(dense(1, all(5e-324))), D(dense(2, all(1e-310))), D(dense(3, nil)), vec)},
		{"diag chain, finite", true, engine.Dense(Xfinite).T().MatMul(engine.Dense(w).Diag()).MatMul(engine.Dense(Xfinite)).MatMul(engine.Dense(d))},
		{"diag chain, hidden huge cell", false, engine.Dense(X).T().MatMul(engine.Dense(w).Diag()).MatMul(engine.Dense(X)).MatMul(engine.Dense(d))},
	}
	for _, c := range cases {
		if err := c.out.Err(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		want, err := off[0].Eval(t.Context(), c.out)
		if err != nil {
			t.Fatalf("%s as written: %v", c.name, err)
		}
		text, err := on[0].Explain(c.out)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if fired := strings.Contains(text, "\n  matmult-chain at "); fired != c.fire {
			t.Errorf("%s: matmult-chain fired = %v, want %v:\n%s", c.name, fired, c.fire, text)
		}
		for k, e := range on {
			got, err := e.Eval(t.Context(), c.out)
			if err != nil {
				t.Fatalf("%s under %v: %v", c.name, policies[k], err)
			}
			if !bitsEqual(want.Matrix(0), got.Matrix(0), 1e-9) {
				t.Errorf("%s under %v with rewrites: differs from the written order:\n%v\nwant\n%v",
					c.name, policies[k], mat.Formatted(got.Matrix(0)), mat.Formatted(want.Matrix(0)))
			}
		}
	}

	// The counterexamples are real: evaluated as written in the reordered
	// form, they are finite where the written order is NaN.
	for _, c := range []struct {
		name            string
		written, reordd *engine.Expr
	}{
		{"chain", chain(D(hugeA), D(hugeB), D(zeroRowC), vec), D(hugeA).MatMul(D(hugeB).MatMul(D(zeroRowC).MatMul(vec)))},
		{"diag chain", engine.Dense(X).T().MatMul(engine.Dense(w).Diag()).MatMul(engine.Dense(X)).MatMul(engine.Dense(d)),
			engine.Dense(X).T().MatMul(engine.Dense(w).Mul(engine.Dense(X).MatMul(engine.Dense(d))))},
	} {
		a, err := off[0].Eval(t.Context(), c.written)
		if err != nil {
			t.Fatal(err)
		}
		b, err := off[0].Eval(t.Context(), c.reordd)
		if err != nil {
			t.Fatal(err)
		}
		if !hasNaN(a.Matrix(0)) || hasNaN(b.Matrix(0)) || !allFinite(b.Matrix(0)) {
			t.Errorf("%s: written order %v, reordered %v: want NaN in the first only", c.name,
				mat.Formatted(a.Matrix(0).T()), mat.Formatted(b.Matrix(0).T()))
		}
	}
}

func hasNaN(m mat.Matrix) bool {
	r, c := m.Dims()
	for i := range r {
		for j := range c {
			if math.IsNaN(m.At(i, j)) {
				return true
			}
		}
	}
	return false
}

func allFinite(m mat.Matrix) bool {
	r, c := m.Dims()
	for i := range r {
		for j := range c {
			if x := m.At(i, j); math.IsNaN(x) || math.IsInf(x, 0) {
				return false
			}
		}
	}
	return true
}
