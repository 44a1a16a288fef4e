package engine_test

import (
	"context"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

func mmEngine(t *testing.T, opts ...engine.Option) *engine.Engine {
	t.Helper()
	// Fixed rates, near this project's 2-core test machine when quiet: the
	// choices below must not depend on the load while calibration runs
	// (under load a measured 2 GB/s made TSMM and a fused plan tie).
	rates := engine.WithMachine(engine.Machine{ReadBandwidth: 30e9, WriteBandwidth: 15e9, PeakFLOPS: 50e9})
	e, err := engine.New(append([]engine.Option{engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithThreads(2), rates}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// mmClose reports whether a and b agree within the reordered-sum tolerance
// of SEMANTICS.md, with NaN and Inf in the same cells.
func mmClose(a, b mat.Matrix) bool {
	ra, ca := a.Dims()
	rb, cb := b.Dims()
	if ra != rb || ca != cb {
		return false
	}
	for i := range ra {
		for j := range ca {
			x, y := a.At(i, j), b.At(i, j)
			switch {
			case math.IsNaN(x) || math.IsNaN(y):
				if math.IsNaN(x) != math.IsNaN(y) {
					return false
				}
			case math.IsInf(x, 0) || math.IsInf(y, 0):
				if x != y {
					return false
				}
			case math.Abs(x-y) > 1e-9*math.Max(1, math.Max(math.Abs(x), math.Abs(y))):
				return false
			}
		}
	}
	return true
}

// TestMatMulOperatorSelection: the unfused products run as TSMM or
// MMChain (Explain names the operator) and agree with the plain products
// of an engine without rewrites.
func TestMatMulOperatorSelection(t *testing.T) {
	xd := matrix.RandDense(400, 30, -1, 1, 1)
	xd.Set(7, 3, math.NaN())
	xd.Set(9, 4, math.Inf(1))
	X := engine.Dense(xd)
	S := engine.Sparse(matrix.RandSparse(300, 50, 0.1, -1, 1, 2))
	W := engine.Dense(matrix.RandDense(30, 200, -1, 1, 3))
	v := engine.Dense(matrix.RandDense(30, 1, -1, 1, 4))
	w := engine.Dense(matrix.RandDense(400, 1, 0, 1, 5))
	cases := []struct {
		name   string
		policy engine.Policy
		expr   *engine.Expr
		op     string
	}{
		{"tsmm-left-gen", engine.PolicyCostBased, X.T().MatMul(X), "tsmm(left)"},
		{"tsmm-left-sparse", engine.PolicyCostBased, S.T().MatMul(S), "tsmm(left)"},
		{"tsmm-right", engine.PolicyNone, W.MatMul(W.T()), "tsmm(right)"},
		{"tsmm-right-sparse", engine.PolicyNone, S.MatMul(S.T()), "tsmm(right)"},
		{"mmchain-w", engine.PolicyNone, X.T().MatMul(w.Mul(X.MatMul(v))), "mmchain(w)"},
		{"mmchain-w-right", engine.PolicyNone, X.T().MatMul(X.MatMul(v).Mul(w)), "mmchain(w)"},
		{"mmchain", engine.PolicyNone, X.T().MatMul(X.MatMul(v)), "mmchain"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			on := mmEngine(t, engine.WithPolicy(c.policy))
			off := mmEngine(t, engine.WithPolicy(engine.PolicyNone), engine.WithRewrites(false))
			text, err := on.Explain(c.expr)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(text, "Matrix-product operators") || !strings.Contains(text, " "+c.op+" reads") {
				t.Fatalf("Explain does not show %s:\n%s", c.op, text)
			}
			got, err := on.Eval(context.Background(), c.expr)
			if err != nil {
				t.Fatal(err)
			}
			want, err := off.Eval(context.Background(), c.expr)
			if err != nil {
				t.Fatal(err)
			}
			if !mmClose(got.Matrix(0), want.Matrix(0)) {
				t.Fatalf("%s differs from the plain product", c.op)
			}
		})
	}
}

// TestMatMulOperatorNotSelected: a shared intermediate keeps the plain
// products, and rewrites off means plain products.
func TestMatMulOperatorNotSelected(t *testing.T) {
	X := engine.Dense(matrix.RandDense(50, 10, -1, 1, 1))
	v := engine.Dense(matrix.RandDense(10, 1, -1, 1, 2))
	q := X.MatMul(v)
	shared := X.T().MatMul(q).Add(q.Sum())
	e := mmEngine(t, engine.WithPolicy(engine.PolicyNone))
	text, err := e.Explain(shared)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text, "mmchain") {
		t.Fatalf("mmchain chosen although X %%*%% v has another consumer:\n%s", text)
	}
	off := mmEngine(t, engine.WithRewrites(false))
	text, err = off.Explain(X.T().MatMul(X))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text, "tsmm") {
		t.Fatalf("tsmm chosen with rewrites off:\n%s", text)
	}
}
