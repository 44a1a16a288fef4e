package hop_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// guardEngines returns, per policy, an engine with rewrites (speculative
// chain orders) and kernels compiled before they run, so that fused
// operators measure the guards, and one without rewrites: the written
// order.
func guardEngines(t *testing.T, threads int, policies ...engine.Policy) (on, off []*engine.Engine) {
	t.Helper()
	for _, p := range policies {
		a, err := engine.New(engine.WithPolicy(p), engine.WithCompileMode(engine.CompileSync), engine.WithThreads(threads))
		if err != nil {
			t.Fatal(err)
		}
		b, err := engine.New(engine.WithPolicy(p), engine.WithRewrites(false), engine.WithThreads(threads))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { a.Close(); b.Close() })
		on, off = append(on, a), append(off, b)
	}
	return on, off
}

// diagChain is t(X) %*% diag(w) %*% X %*% d.
func diagChain(x, w, d *engine.Expr) *engine.Expr {
	return x.T().MatMul(w.Diag()).MatMul(x).MatMul(d)
}

// TestMatMulChainGuardEval: speculative chain orders whose guard (max|X|,
// X the largest operand) is decided only after the fused Row operator ran.
// Where the guard fails the result must be the written order's, the
// engine must report the rerun (Stats.GuardReruns under the fused
// policies, which measure; Base scans up front and never reruns), and
// Explain must say the order was withdrawn. Where it holds, the fused
// policies must have measured it (a kernel's bound that fails is decided
// by a scan, which must then give the up-front verdict). The bound for X
// of 300 x 6 is 2 log2 max|X| + log2(300 * 300 * 6) < 1000: max|X| below
// 2^490.479 passes.
func TestMatMulChainGuardEval(t *testing.T) {
	const rows, cols = 300, 6
	policies := []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy, engine.PolicyCostBased}
	on, off := guardEngines(t, 0, policies...)
	w := engine.Dense(matrix.RandDense(rows, 1, -1, 1, 31))
	dv := matrix.RandDense(cols, 1, -1, 1, 32)
	d := engine.Dense(dv)
	X := func(set func(m *mat.Dense)) *mat.Dense {
		m := matrix.RandDense(rows, cols, -1, 1, 33)
		if set != nil {
			set(m)
		}
		return m
	}
	cell := func(i, j int, x float64) func(m *mat.Dense) { return func(m *mat.Dense) { m.Set(i, j, x) } }
	// The counterexample of the overflow test, in X alone: a cell 1e308 in
	// a row that is otherwise 0, in a column where d is 0. The written
	// order is NaN, the reordered finite, and only X's magnitude tells.
	hidden := func(m *mat.Dense) {
		for j := range cols {
			m.Set(rows-1, j, 0)
		}
		m.Set(rows-1, 2, 1e308)
	}
	dZero := mat.DenseCopyOf(dv)
	dZero.Set(2, 0, 0)
	D := func(m *mat.Dense) *engine.Expr { return engine.Dense(m) }
	S := func(m *mat.Dense) *engine.Expr { return engine.Sparse(matrix.FromDense(m)) }
	sparseX := func(set func(m *mat.Dense)) *mat.Dense {
		m := mat.DenseCopyOf(matrix.RandSparse(rows, cols, 0.3, -1, 1, 34).ToDense())
		if set != nil {
			set(m)
		}
		return m
	}
	cases := []guardCase{
		{"finite", false, diagChain(D(X(nil)), w, d)},
		{"2^490 in X: the bound holds", false, diagChain(D(X(cell(7, 1, 0x1p490))), w, d)},
		{"2^491 in X: the bound fails, both orders finite", true, diagChain(D(X(cell(7, 1, 0x1p491))), w, d)},
		{"hidden huge cell in X", true, diagChain(D(X(hidden)), w, engine.Dense(dZero))},
		{"NaN in X only", true, diagChain(D(X(cell(rows/2, 3, math.NaN()))), w, d)},
		{"+Inf in X only, last cell", true, diagChain(D(X(cell(rows-1, cols-1, math.Inf(1)))), w, d)},
		{"-Inf in X only, first cell", true, diagChain(D(X(cell(0, 0, math.Inf(-1)))), w, d)},
		{"-0 and subnormals in X", false, diagChain(D(X(func(m *mat.Dense) {
			m.Set(3, 3, math.Copysign(0, -1))
			m.Set(4, 4, 5e-324)
		})), w, d)},
		// The blocked Row kernel bounds max|X| from above by a sum of
		// squares: four cells just below the bound in one row give a bound
		// twice their magnitude, which fails; the scan must then decide
		// with the exact maximum, which holds (no rerun).
		{"four cells 2^490.47 in one row: the kernel's bound fails, the scan holds", false, diagChain(D(X(func(m *mat.Dense) {
			for j := range 4 {
				m.Set(8, j, math.Exp2(490.47))
			}
		})), w, d)},
		{"one cell 2^490.49: just above the bound", true, diagChain(D(X(cell(9, 2, math.Exp2(490.49)))), w, d)},
		{"NaN with the sign bit set in X", true, diagChain(D(X(cell(11, 0, math.Float64frombits(0xfff8000000000001)))), w, d)},
		{"signaling NaN payload in X", true, diagChain(D(X(cell(12, 5, math.Float64frombits(0x7ff0000000000001)))), w, d)},
		{"largest finite magnitude in X", true, diagChain(D(X(cell(13, 4, -math.MaxFloat64))), w, d)},
		{"X sparse, finite", false, diagChain(S(sparseX(nil)), w, d)},
		{"X sparse, hidden huge cell", true, diagChain(S(sparseX(hidden)), w, engine.Dense(dZero))},
		{"X sparse, NaN stored", true, diagChain(S(sparseX(cell(rows-2, 0, math.NaN()))), w, d)},
	}
	checkGuardCases(t, policies, on, off, cases)
}

// guardCase is an expression whose guard fails after execution (rerun)
// or holds.
type guardCase struct {
	name  string
	rerun bool // the guard fails after execution
	out   *engine.Expr
}

// checkGuardCases evaluates each case under the engines on (one per
// policy) and checks it against off[0] (the written order): the same
// result, Explain's and Stats' account of the guard.
func checkGuardCases(t *testing.T, policies []engine.Policy, on, off []*engine.Engine, cases []guardCase) {
	t.Helper()
	for _, c := range cases {
		if err := c.out.Err(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		want, err := off[0].Eval(t.Context(), c.out)
		if err != nil {
			t.Fatalf("%s as written: %v", c.name, err)
		}
		for k, e := range on {
			fused := policies[k] != engine.PolicyNone
			text, err := e.Explain(c.out)
			if err != nil {
				t.Fatalf("%s under %v: %v", c.name, policies[k], err)
			}
			fired := strings.Contains(text, "\n  matmult-chain at ")
			if fired == c.rerun {
				t.Errorf("%s under %v: Explain shows matmult-chain = %v, want %v:\n%s", c.name, policies[k], fired, !c.rerun, text)
			}
			if withdrawn := strings.Contains(text, "chain order is withdrawn"); withdrawn != (c.rerun && fused) {
				t.Errorf("%s under %v: Explain says withdrawn = %v, want %v:\n%s", c.name, policies[k], withdrawn, c.rerun && fused, text)
			}
			before := e.Stats()
			got, err := e.Eval(t.Context(), c.out)
			if err != nil {
				t.Fatalf("%s under %v: %v", c.name, policies[k], err)
			}
			after := e.Stats()
			if !bitsEqual(want.Matrix(0), got.Matrix(0), 1e-9) {
				t.Errorf("%s under %v: differs from the written order:\n%v\nwant\n%v",
					c.name, policies[k], mat.Formatted(got.Matrix(0).T()), mat.Formatted(want.Matrix(0).T()))
			}
			if n := after.GuardReruns - before.GuardReruns; n != b2i(c.rerun && fused) {
				t.Errorf("%s under %v: %d reruns, want %d", c.name, policies[k], n, b2i(c.rerun && fused))
			}
			if n := after.GuardsMeasured - before.GuardsMeasured; n != b2i(fused) {
				t.Errorf("%s under %v: %d guards measured by kernels, want %d", c.name, policies[k], n, b2i(fused))
			}
		}
	}
}

// TestMatMulChainGuardEvalWide: the guard of rows wide enough for the
// blocked kernel's multi-row dot loop, which sums the squares of the main
// rows in its lane blocks (8 cells) and its tail (llvmgen
// row_guard_dot.go), with d of one column (the dot loop over four rows)
// and of two (today a kernel without blocks, which measures the exact
// maximum row by row): cells just inside and just outside the
// bound, in lane-block and tail columns, in the first and the last row
// block and in the rows after the last block, NaN and Inf; four cells
// just inside the bound in one row make the kernel's bound fail, and the
// scan must then find that the guard holds. X is 302 x 20: the bound is
// 2 log2 max|X| + log2(302 * 302 * 20) < 1000.
func TestMatMulChainGuardEvalWide(t *testing.T) {
	const rows, cols = 302, 20 // 75 blocks of four rows, two rows after them
	limit := (1000 - math.Log2(rows*rows*cols)) / 2
	policies := []engine.Policy{engine.PolicyNone, engine.PolicyCostBased}
	on, off := guardEngines(t, 0, policies...)
	w := engine.Dense(matrix.RandDense(rows, 1, -1, 1, 51))
	for _, k := range []int{1, 2} {
		d := engine.Dense(matrix.RandDense(cols, k, -1, 1, 52))
		X := func(set func(m *mat.Dense)) *engine.Expr {
			m := matrix.RandDense(rows, cols, -1, 1, 53)
			if set != nil {
				set(m)
			}
			return engine.Dense(m)
		}
		cell := func(i, j int, x float64) func(m *mat.Dense) { return func(m *mat.Dense) { m.Set(i, j, x) } }
		inside, outside := math.Exp2(limit-0.005), math.Exp2(limit+0.005)
		cases := []guardCase{
			{"finite", false, diagChain(X(nil), w, d)},
			{"inside the bound, lane block", false, diagChain(X(cell(1, 3, -inside)), w, d)},
			{"inside the bound, tail", false, diagChain(X(cell(298, 17, inside)), w, d)},
			{"outside the bound, lane block, first block", true, diagChain(X(cell(0, 5, outside)), w, d)},
			{"outside the bound, tail, last block", true, diagChain(X(cell(299, 19, -outside)), w, d)},
			{"outside the bound, after the last block", true, diagChain(X(cell(301, 2, outside)), w, d)},
			{"four cells inside the bound in one row", false, diagChain(X(func(m *mat.Dense) {
				for j := 6; j < 10; j++ { // lanes 6, 7 and the next block's 0, 1
					m.Set(41, j, inside)
				}
			}), w, d)},
			{"NaN, lane block", true, diagChain(X(cell(150, 7, math.NaN())), w, d)},
			{"NaN with the sign bit, tail", true, diagChain(X(cell(151, 16, math.Float64frombits(0xfff8000000000001))), w, d)},
			{"-Inf, tail", true, diagChain(X(cell(5, 18, math.Inf(-1))), w, d)},
		}
		for i := range cases {
			cases[i].name = fmt.Sprintf("d with %d columns: %s", k, cases[i].name)
		}
		checkGuardCases(t, policies, on, off, cases)
	}
}

// TestMatMulChainGuardThreads: the speculative order's result, and the
// guard's verdict, are the same for every thread count (the measured
// maximum is merged by max over workers, which no split changes).
func TestMatMulChainGuardThreads(t *testing.T) {
	const rows, cols = 4000, 8
	x := matrix.RandDense(rows, cols, -1, 1, 41)
	huge := mat.DenseCopyOf(x)
	huge.Set(rows-1, cols-1, 0x1p600) // in the last task
	w := engine.Dense(matrix.RandDense(rows, 1, -1, 1, 42))
	d := engine.Dense(matrix.RandDense(cols, 1, -1, 1, 43))
	for _, c := range []struct {
		name  string
		x     *mat.Dense
		rerun bool
	}{{"finite", x, false}, {"2^600 in the last row", huge, true}} {
		var ref mat.Matrix
		for _, threads := range []int{1, 2, 3, 8} {
			on, _ := guardEngines(t, threads, engine.PolicyCostBased)
			e := on[0]
			res, err := e.Eval(t.Context(), diagChain(engine.Dense(c.x), w, d))
			if err != nil {
				t.Fatalf("%s, %d threads: %v", c.name, threads, err)
			}
			if s := e.Stats(); s.GuardReruns != int64(b2i(c.rerun)) || s.GuardsMeasured != 1 {
				t.Errorf("%s, %d threads: %d reruns, %d guards measured; want %d, 1", c.name, threads, s.GuardReruns, s.GuardsMeasured, b2i(c.rerun))
			}
			if ref == nil {
				ref = res.Matrix(0)
				continue
			}
			if !bitsEqual(ref, res.Matrix(0), 0) {
				t.Errorf("%s: %d threads differ from 1:\n%v\nwant\n%v", c.name, threads,
					mat.Formatted(res.Matrix(0).T()), mat.Formatted(ref.T()))
			}
		}
	}
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// TestMatMulChainGuardVector: with w long enough (hop's vectorGuardCells,
// 65,536 rows) the guard stands for w as well as X, and the fused Row
// operator, which reads w one cell per row, measures it exactly in each
// call; nothing scans it up front. Where w alone fails the bound (NaN,
// Inf, or a magnitude that with X's passes 2^1000), the result must be
// the written order's after a rerun; where it holds, no rerun. The cells
// sit in the first row, the last (after the last block of four rows) and
// between; X is 65,539 x 3 (x 10 for d of three columns), so the bound
// is log2 max|w| + 2 log2 max|X| + log2(65539^2 * cols) + log2 max|d| <
// 1000. d of one column runs the
// pipelined row loop, which measures w block by block; d of three
// columns (twelve products a block, more than that loop takes) runs a
// kernel that measures w in one pass per call.
func TestMatMulChainGuardVector(t *testing.T) {
	for _, k := range []int{1, 3} {
		t.Run(fmt.Sprintf("d with %d columns", k), func(t *testing.T) { checkGuardVector(t, k) })
	}
}

// checkGuardVector is TestMatMulChainGuardVector with d of dCols columns.
func checkGuardVector(t *testing.T, dCols int) {
	const rows = 1<<16 + 3
	cols := 3
	if dCols > 1 { // with 3 x 3 the written order costs less
		cols = 10
	}
	policies := []engine.Policy{engine.PolicyNone, engine.PolicyCostBased, engine.PolicyFuseAll}
	on, off := guardEngines(t, 0, policies...)
	x := matrix.RandDense(rows, cols, -1, 1, 61)
	d := engine.Dense(matrix.RandDense(cols, dCols, -1, 1, 62))
	W := func(i int, v float64) *engine.Expr {
		m := matrix.RandDense(rows, 1, -1, 1, 63)
		if i >= 0 {
			m.Set(i, 0, v)
		}
		return engine.Dense(m)
	}
	X := engine.Dense(x)
	hugeX := mat.DenseCopyOf(x)
	hugeX.Set(rows/2, 1, 0x1p600)
	limit := 1000 - math.Log2(float64(rows)*rows*float64(cols))
	cases := []guardCase{
		{"finite", false, diagChain(X, W(-1, 0), d)},
		{"NaN in w, first row", true, diagChain(X, W(0, math.NaN()), d)},
		{"NaN with the sign bit in w, last row", true, diagChain(X, W(rows-1, math.Float64frombits(0xfff8000000000001)), d)},
		{"+Inf in w, middle", true, diagChain(X, W(rows/3, math.Inf(1)), d)},
		{"-Inf in w, last row", true, diagChain(X, W(rows-1, math.Inf(-1)), d)},
		{"w just inside the bound", false, diagChain(X, W(rows/2, math.Exp2(limit-0.01)), d)},
		{"w just outside the bound", true, diagChain(X, W(rows-2, -math.Exp2(limit+0.01)), d)},
		{"largest finite w", true, diagChain(X, W(5, math.MaxFloat64), d)},
		{"-0 and a subnormal in w", false, diagChain(X, W(7, math.Copysign(0, -1)), d)},
		{"2^600 in X, w finite", true, diagChain(engine.Dense(hugeX), W(-1, 0), d)},
	}
	checkGuardCases(t, policies, on, off, cases)
	for k, e := range on[1:] {
		text, err := e.Explain(diagChain(X, W(-1, 0), d))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(text, "(magnitudes below 1 count as 1): holds, measured by the fused row operator") || strings.Contains(text, "scanned before execution (the operator does not read it)") {
			t.Errorf("%v: Explain does not show w measured by the Row operator:\n%s", policies[1+k], text)
		}
	}
}
