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

// cumSame compares two results cell by cell: bit for bit when exact, else
// within 1e-12 relative to scale; NaN must meet NaN, Inf the same Inf.
func cumSame(a, b mat.Matrix, exact bool, scale float64) bool {
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
			case exact:
				if math.Float64bits(x) != math.Float64bits(y) {
					return false
				}
			case math.IsInf(x, 0) || math.IsInf(y, 0):
				if x != y {
					return false
				}
			case math.Abs(x-y) > 1e-12*math.Max(scale, math.Max(math.Abs(x), math.Abs(y))):
				return false
			}
		}
	}
	return true
}

// TestCumRewritesEval evaluates expressions with each cumulative rewrite
// and as written (rewrites off), under Base and a fused policy, on dense and sparse
// inputs with NaN, Inf and -0, and checks that the rewrite fired.
func TestCumRewritesEval(t *testing.T) {
	ctx := context.Background()
	n, m := 300, 7
	dense := matrix.RandDense(n, m, -1, 1, 11)
	dense.Set(40, 1, math.Inf(1))
	dense.Set(200, 1, math.Inf(-1))
	dense.Set(100, 3, math.NaN())
	dense.Set(0, 5, math.Copysign(0, -1))
	sparse := matrix.RandSparse(n, m, 0.2, -1, 1, 12)
	row := mat.NewDense(1, m, []float64{1, math.Copysign(0, -1), math.NaN(), math.Inf(-1), 0, -2, 3})
	type tc struct {
		rule  string
		exact bool
		build func(x *engine.Expr) *engine.Expr
	}
	cases := []tc{
		{"cumsum-col-sums", false, func(x *engine.Expr) *engine.Expr { return x.CumSum().ColSums() }},
		{"cumsum-col-sums", false, func(x *engine.Expr) *engine.Expr { return x.CumSum().Sum() }},
		{"cumsum-col-sums", false, func(x *engine.Expr) *engine.Expr { return x.Mul(engine.Scalar(2)).CumSum().ColMeans() }},
		{"cumsum-last-row", false, func(x *engine.Expr) *engine.Expr { return x.CumSum().Slice(n-1, n, 0, m) }},
		{"cumsum-last-row", false, func(x *engine.Expr) *engine.Expr { return x.CumSum().Slice(n-1, n, 2, 5) }},
		{"cumsum-row-sums", false, func(x *engine.Expr) *engine.Expr { return x.CumSum().RowSums() }},
		{"cumsum-row-sums", false, func(x *engine.Expr) *engine.Expr { return x.Abs().CumSum().RowMeans() }},
	}
	single := []tc{
		{"cum-single-row", true, func(x *engine.Expr) *engine.Expr { return x.CumSum() }},
		{"cum-single-row", true, func(x *engine.Expr) *engine.Expr { return x.CumProd().Add(x) }},
		{"cum-single-row", true, func(x *engine.Expr) *engine.Expr { return x.CumMin() }},
		{"cum-single-row", true, func(x *engine.Expr) *engine.Expr { return x.CumMax().Mul(engine.Scalar(3)) }},
	}
	inputs := []struct {
		name  string
		x     *engine.Expr
		cases []tc
	}{
		{"dense", engine.Dense(dense), cases},
		{"sparse", engine.Sparse(sparse), cases},
		{"row", engine.Dense(row), single},
	}
	// The single-row rewrite does not apply to a CSR row (x + 0 would keep
	// structural zeros, a scan is dense): see TestCumSingleRowSkipsSparse.
	for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll} {
		e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(p))
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		// Rewrites off: the expressions run as written.
		asWritten, err := engine.New(engine.WithPolicy(p), engine.WithRewrites(false))
		if err != nil {
			t.Fatal(err)
		}
		defer asWritten.Close()
		for _, in := range inputs {
			for _, c := range in.cases {
				out := c.build(in.x)
				text, err := e.Explain(out)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(text, "rewrites: ") || !strings.Contains(text, c.rule) {
					t.Fatalf("%v %s %s: rewrite did not fire:\n%s", p, in.name, c.rule, text)
				}
				with, err := e.Eval(ctx, out)
				if err != nil {
					t.Fatalf("%v %s %s: %v", p, in.name, c.rule, err)
				}
				without, err := asWritten.Eval(ctx, out)
				if err != nil {
					t.Fatalf("%v %s %s without: %v", p, in.name, c.rule, err)
				}
				if !cumSame(with.Matrix(0), without.Matrix(0), c.exact, float64(n)) {
					t.Fatalf("%v %s %s: results differ with and without the rewrite:\n%v\n%v", p, in.name, c.rule,
						mat.Formatted(with.Matrix(0)), mat.Formatted(without.Matrix(0)))
				}
			}
		}
	}
}

func TestCumSingleRowSkipsSparse(t *testing.T) {
	x := engine.Sparse(matrix.RandSparse(1, 40, 0.3, -1, 1, 13))
	e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(engine.PolicyNone))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	text, err := e.Explain(x.CumSum())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text, "cum-single-row") {
		t.Fatalf("cum-single-row fired on a CSR row:\n%s", text)
	}
}
