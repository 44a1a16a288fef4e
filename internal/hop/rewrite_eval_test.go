package hop_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

var negZero = math.Copysign(0, -1)

// specialDense returns an n x m matrix with NaN, +-Inf, -0, +0, a
// subnormal and ordinary values.
func specialDense(n, m int, seed uint64) *mat.Dense {
	d := matrix.RandDense(n, m, -2, 2, seed)
	specials := []float64{math.NaN(), math.Inf(1), math.Inf(-1), negZero, 0, 5e-324, -1e308}
	for k, v := range specials {
		d.Set((3*k+1)%n, (5*k+2)%m, v)
	}
	return d
}

// specialSparse returns a CSR with NaN, +-Inf and -0 among its stored values.
func specialSparse(n, m int, seed uint64) *matrix.CSR {
	s := matrix.RandSparse(n, m, 0.3, -2, 2, seed)
	vals := s.Values()
	specials := []float64{math.NaN(), math.Inf(1), math.Inf(-1), negZero}
	for k, v := range specials {
		if k*7 < len(vals) {
			vals[k*7] = v
		}
	}
	return s
}

// bitsEqual compares two results cell by cell, bit for bit (any NaN
// matches any NaN), or within tol relative when tol > 0 (then -0 == +0).
func bitsEqual(a, b mat.Matrix, tol float64) bool {
	ar, ac := a.Dims()
	br, bc := b.Dims()
	if ar != br || ac != bc {
		return false
	}
	for i := 0; i < ar; i++ {
		for j := 0; j < ac; j++ {
			x, y := a.At(i, j), b.At(i, j)
			switch {
			case x != x || y != y:
				if x == x || y == y {
					return false
				}
			case tol == 0 || math.IsInf(x, 0) || math.IsInf(y, 0):
				if math.Float64bits(x) != math.Float64bits(y) && (tol == 0 || x != y) {
					return false
				}
			case math.Abs(x-y) > tol*math.Max(1, math.Max(math.Abs(x), math.Abs(y))):
				return false
			}
		}
	}
	return true
}

// rewriteEngines returns, per policy, an engine with rewrites and one
// without.
func rewriteEngines(t *testing.T, policies ...engine.Policy) (on, off []*engine.Engine) {
	t.Helper()
	for _, p := range policies {
		a, err := engine.New(engine.WithPolicy(p))
		if err != nil {
			t.Fatal(err)
		}
		b, err := engine.New(engine.WithPolicy(p), engine.WithRewrites(false))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { a.Close(); b.Close() })
		on, off = append(on, a), append(off, b)
	}
	return on, off
}

type rewriteCase struct {
	name string
	rule string  // must fire; "" = no rule may fire except cse
	not  string  // must not fire
	tol  float64 // 0: bit for bit under Base
	// fusedTol is the tolerance under fuse-all, whose kernels sum in
	// another order than Base (0: bit for bit).
	fusedTol float64
	build    func(x, s *engine.Expr) *engine.Expr
}

// checkRewriteCases evaluates every case with rewrites on and off, under
// Base and fuse-all, and compares the results; it checks in Explain that
// the rule fired (or did not).
func checkRewriteCases(t *testing.T, cases []rewriteCase) {
	t.Helper()
	ctx := context.Background()
	on, off := rewriteEngines(t, engine.PolicyNone, engine.PolicyFuseAll)
	x := engine.Dense(specialDense(40, 9, 3))
	s := engine.Sparse(specialSparse(40, 9, 4))
	// The reference: Base with rewrites off, the expression as written.
	for _, c := range cases {
		out := c.build(x, s)
		if err := out.Err(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		want, err := off[0].Eval(ctx, out)
		if err != nil {
			t.Fatalf("%s as written: %v", c.name, err)
		}
		text, err := on[0].Explain(out)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if c.rule != "" && !strings.Contains(text, "\n  "+c.rule+" at ") {
			t.Errorf("%s: %s did not fire:\n%s", c.name, c.rule, text)
		}
		if c.not != "" && strings.Contains(text, "\n  "+c.not+" at ") {
			t.Errorf("%s: %s fired:\n%s", c.name, c.not, text)
		}
		for k := range on {
			for _, e := range []*engine.Engine{on[k], off[k]} {
				got, err := e.Eval(ctx, out)
				if err != nil {
					t.Fatalf("%s under %v: %v", c.name, e.Policy(), err)
				}
				tol := c.tol
				if e.Policy() != engine.PolicyNone {
					tol = max(tol, c.fusedTol)
				}
				if !bitsEqual(want.Matrix(0), got.Matrix(0), tol) {
					t.Errorf("%s under %v: differs from the written expression under Base:\n%v\nwant\n%v",
						c.name, e.Policy(), mat.Formatted(got.Matrix(0)), mat.Formatted(want.Matrix(0)))
				}
			}
		}
	}
}

// TestConstantFoldingEval folds literal sub-DAGs with NaN, Inf and -0
// operands and compares with unfolded execution bit for bit.
func TestConstantFoldingEval(t *testing.T) {
	lit := engine.Scalar
	inf := math.Inf(1)
	folded := []struct {
		name string
		c    *engine.Expr
	}{
		{"-0 + 0", lit(negZero).Add(lit(0))},
		{"-0 + -0", lit(negZero).Add(lit(negZero))},
		{"-0 * 5", lit(negZero).Mul(lit(5))},
		{"0 * -Inf", lit(0).Mul(lit(-inf))},
		{"Inf - Inf", lit(inf).Sub(lit(inf))},
		{"1 / -0", lit(1).Div(lit(negZero))},
		{"max2(NaN, 1)", lit(math.NaN()).Maximum(lit(1))},
		{"min2(-0, 0)", lit(0).Minimum(lit(negZero))},
		{"(-0)^3", lit(negZero).Pow(lit(3))},
		{"sqrt(-0)", lit(negZero).Sqrt()},
		{"log(0)", lit(0).Log()},
		{"log(-1)", lit(-1).Log()},
		{"exp(710)", lit(710).Exp()},
		{"sigmoid(-Inf)", lit(-inf).Sigmoid()},
		{"sign(-0)", lit(negZero).Sign()},
		{"round(-0.4)", lit(-0.4).Round()},
		{"NaN == NaN", lit(math.NaN()).Eq(lit(math.NaN()))},
		{"NaN & 1", lit(math.NaN()).And(lit(1))},
		{"sum(-0)", lit(negZero).Sum()},
		{"max(-0)", lit(negZero).Max()},
		{"mean(-0)", lit(negZero).Mean()},
		{"colSums(t(-0))", lit(negZero).T().ColSums()},
		{"ifelse(NaN, -0, 1)", engine.IfElse(lit(math.NaN()), lit(negZero), lit(1))},
		{"nested", lit(2).Mul(lit(negZero)).Sub(lit(0)).Mul(lit(inf)).Add(lit(1))},
	}
	var cases []rewriteCase
	for _, f := range folded {
		c := f.c
		cases = append(cases,
			rewriteCase{name: f.name, rule: "constant-folding", build: func(_, _ *engine.Expr) *engine.Expr { return c }},
			rewriteCase{name: "X * (" + f.name + ")", rule: "constant-folding", build: func(x, _ *engine.Expr) *engine.Expr { return x.Mul(c) }},
			rewriteCase{name: "S / (" + f.name + ")", rule: "constant-folding", build: func(_, s *engine.Expr) *engine.Expr { return s.Div(c) }},
		)
	}
	checkRewriteCases(t, cases)
}

// TestSimplifyEval: each simplification on dense and sparse operands with
// NaN, Inf and -0, against the written expression under Base, and the
// rules that must not fire.
func TestSimplifyEval(t *testing.T) {
	lit := engine.Scalar
	emptyCSR := engine.Sparse(matrix.RandSparse(5, 7, 0, -1, 1, 9))
	cases := []rewriteCase{
		{name: "t(t(X))", rule: "double-transpose", build: func(x, _ *engine.Expr) *engine.Expr { return x.T().T().Mul(x) }},
		{name: "t(t(S))", rule: "double-transpose", build: func(_, s *engine.Expr) *engine.Expr { return s.T().T() }},
		{name: "-(-X)", rule: "double-negation", build: func(x, _ *engine.Expr) *engine.Expr { return x.Neg().Neg().Add(lit(1)) }},
		{name: "abs(abs(S))", rule: "idempotent-unary", build: func(_, s *engine.Expr) *engine.Expr { return s.Abs().Abs() }},
		{name: "round(round(X))", rule: "idempotent-unary", build: func(x, _ *engine.Expr) *engine.Expr { return x.Mul(lit(3)).Round().Round() }},
		{name: "X*1", rule: "neutral-operand", fusedTol: 1e-12, build: func(x, _ *engine.Expr) *engine.Expr { return x.Mul(lit(1)).RowSums() }},
		{name: "1*S", rule: "neutral-operand", build: func(_, s *engine.Expr) *engine.Expr { return lit(1).Mul(s) }},
		{name: "X/1", rule: "neutral-operand", build: func(x, _ *engine.Expr) *engine.Expr { return x.Div(lit(1)).Neg() }},
		{name: "X-0", rule: "neutral-operand", build: func(x, _ *engine.Expr) *engine.Expr { return x.Sub(lit(0)).Mul(lit(2)) }},
		{name: "S-0", rule: "neutral-operand", build: func(_, s *engine.Expr) *engine.Expr { return s.Sub(lit(0)) }},
		{name: "X+(-0)", rule: "neutral-operand", build: func(x, _ *engine.Expr) *engine.Expr { return x.Add(lit(negZero)) }},
		{name: "min2(X, Inf)", rule: "neutral-operand", build: func(x, _ *engine.Expr) *engine.Expr { return x.Minimum(lit(math.Inf(1))) }},
		{name: "max2(-Inf, S)", rule: "neutral-operand", build: func(_, s *engine.Expr) *engine.Expr { return lit(math.Inf(-1)).Maximum(s) }},
		{name: "X+X", rule: "add-self", build: func(x, _ *engine.Expr) *engine.Expr { return x.Add(x) }},
		{name: "S+S", rule: "add-self", build: func(_, s *engine.Expr) *engine.Expr { return s.Add(s).Mul(s) }},
		{name: "X*X + X*X", rule: "add-self", build: func(x, _ *engine.Expr) *engine.Expr { return x.Mul(x).Add(x.Mul(x)) }},
		{name: "max(t(X))", rule: "agg-transpose", build: func(x, _ *engine.Expr) *engine.Expr { return x.T().Max() }},
		{name: "min(t(S))", rule: "agg-transpose", build: func(_, s *engine.Expr) *engine.Expr { return s.T().Min() }},
		{name: "sum(t(X)) (reordered)", rule: "agg-transpose", tol: 1e-12, fusedTol: 1e-12, build: func(x, _ *engine.Expr) *engine.Expr {
			return x.Abs().Minimum(lit(1)).T().Sum()
		}},
		{name: "colMaxs(row)", rule: "single-cell-agg", build: func(x, _ *engine.Expr) *engine.Expr { return x.Slice(1, 2, 0, 9).ColMaxs() }},
		{name: "colSums(row)", rule: "single-cell-agg", build: func(x, _ *engine.Expr) *engine.Expr { return x.Slice(1, 2, 0, 9).ColSums() }},
		{name: "rowMeans(col)", rule: "single-cell-agg", build: func(x, _ *engine.Expr) *engine.Expr { return x.Slice(0, 40, 2, 3).RowMeans() }},
		{name: "rowMins(col) * X", rule: "single-cell-agg", build: func(x, _ *engine.Expr) *engine.Expr { return x.Slice(0, 40, 2, 3).RowMins().Mul(x) }},
		{name: "S[0:40, 0:9]", rule: "full-slice", build: func(_, s *engine.Expr) *engine.Expr { return s.Slice(0, 40, 0, 9) }},
		{name: "X[0:40, 0:9] * 2", rule: "full-slice", build: func(x, _ *engine.Expr) *engine.Expr { return x.Slice(0, 40, 0, 9).Mul(lit(2)) }},
		{name: "X * max(empty)", rule: "empty-agg", build: func(x, _ *engine.Expr) *engine.Expr { return x.Mul(emptyCSR.Max()) }},
		{name: "X * mean(empty)", rule: "empty-agg", build: func(x, _ *engine.Expr) *engine.Expr { return x.Mul(emptyCSR.Mean()) }},
		{name: "X * sum(empty)", rule: "empty-agg", build: func(x, _ *engine.Expr) *engine.Expr { return x.Mul(emptyCSR.Sum()) }},
		// Must not fire: each would change a NaN, an Inf or a signed zero.
		{name: "X+0", not: "neutral-operand", build: func(x, _ *engine.Expr) *engine.Expr { return x.Add(lit(0)) }},
		{name: "X-(-0)", not: "neutral-operand", build: func(x, _ *engine.Expr) *engine.Expr { return x.Sub(lit(negZero)) }},
		{name: "X*0", not: "neutral-operand", build: func(x, _ *engine.Expr) *engine.Expr { return x.Mul(lit(0)) }},
		{name: "S*0", not: "neutral-operand", build: func(_, s *engine.Expr) *engine.Expr { return s.Mul(lit(0)) }},
		{name: "0-X", not: "neutral-operand", build: func(x, _ *engine.Expr) *engine.Expr { return lit(0).Sub(x) }},
		{name: "max2(X, Inf)", not: "neutral-operand", build: func(x, _ *engine.Expr) *engine.Expr { return x.Maximum(lit(math.Inf(1))) }},
		{name: "floor(ceil(X))", not: "idempotent-unary", build: func(x, _ *engine.Expr) *engine.Expr { return x.Ceil().Floor() }},
		{name: "X+Y", not: "add-self", build: func(x, s *engine.Expr) *engine.Expr { return x.Add(s) }},
		{name: "colSums(S row)", not: "single-cell-agg", build: func(_, s *engine.Expr) *engine.Expr { return s.Slice(1, 2, 0, 9).ColSums() }},
		{name: "S[0:39, 0:9]", not: "full-slice", build: func(_, s *engine.Expr) *engine.Expr { return s.Slice(0, 39, 0, 9) }},
		{name: "X * sum(S)", not: "empty-agg", build: func(x, s *engine.Expr) *engine.Expr { return x.Mul(s.Sum()) }},
		{name: "rowSums(row)", not: "single-cell-agg", build: func(x, _ *engine.Expr) *engine.Expr { return x.Slice(1, 2, 0, 9).RowSums() }},
	}
	checkRewriteCases(t, cases)
}
