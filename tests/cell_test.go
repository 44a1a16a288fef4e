package tests

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// cellInputs are the operands of the Cell test expressions for one shape
// and one kind of main input X.
type cellInputs struct {
	X, Y, Z    *engine.Expr // n x m; X dense or sparse
	S          *engine.Expr // n x m sparse, a second sparse operand
	W, V       *engine.Expr // n x 1 column vectors
	R          *engine.Expr // m x 1, transposed to a row vector
	sparseMain bool
}

type xKind struct {
	name string
	make func(n, m int, seed uint64) (*engine.Expr, bool)
}

var xKinds = []xKind{
	{"dense", func(n, m int, s uint64) (*engine.Expr, bool) {
		return engine.Dense(matrix.RandDense(n, m, 0.5, 1.5, s)), false
	}},
	{"dense-nan-inf", func(n, m int, s uint64) (*engine.Expr, bool) {
		return engine.Dense(withSpecials(matrix.RandDense(n, m, 0.5, 1.5, s))), false
	}},
	{"sparse-0.1", func(n, m int, s uint64) (*engine.Expr, bool) {
		return engine.Sparse(matrix.RandSparse(n, m, 0.1, 0.5, 1.5, s)), true
	}},
	{"sparse-0.001", func(n, m int, s uint64) (*engine.Expr, bool) {
		return engine.Sparse(matrix.RandSparse(n, m, 0.001, 0.5, 1.5, s)), true
	}},
	{"sparse-empty-rows", func(n, m int, s uint64) (*engine.Expr, bool) {
		return engine.Sparse(withEmptyRows(matrix.RandSparse(n, m, 0.3, 0.5, 1.5, s))), true
	}},
	{"sparse-nan-inf", func(n, m int, s uint64) (*engine.Expr, bool) {
		return engine.Sparse(sparseWithSpecials(matrix.RandSparse(n, m, 0.2, 0.5, 1.5, s))), true
	}},
}

func makeInputs(k xKind, n, m int, specialsInSides bool) cellInputs {
	x, sp := k.make(n, m, 1)
	y := matrix.RandDense(n, m, 0.5, 1.5, 2)
	if specialsInSides {
		y = withSpecials(y)
	}
	return cellInputs{
		X: x, sparseMain: sp,
		Y: engine.Dense(y),
		Z: engine.Dense(matrix.RandDense(n, m, -1, 1, 3)),
		S: engine.Sparse(matrix.RandSparse(n, m, 0.2, 0.5, 1.5, 4)),
		W: engine.Vector(mat.NewVecDense(n, matrix.RandDense(n, 1, 0.5, 1.5, 5).RawMatrix().Data)),
		V: engine.Vector(mat.NewVecDense(n, matrix.RandDense(n, 1, -1, 1, 6).RawMatrix().Data)),
		R: engine.Vector(mat.NewVecDense(m, matrix.RandDense(m, 1, -1, 1, 7).RawMatrix().Data)),
	}
}

// cellCases are the expressions of issue 2 plus a few more element-wise
// operations; variant is the fuse-all root variant expected ("" = any).
var cellCases = []struct {
	name    string
	variant string
	build   func(in cellInputs) *engine.Expr
}{
	{"sum(X*Y*Z)", "full_agg", func(in cellInputs) *engine.Expr { return in.X.Mul(in.Y).Mul(in.Z).Sum() }},
	{"rowSums(X*Y+Z)", "row_agg", func(in cellInputs) *engine.Expr { return in.X.Mul(in.Y).Add(in.Z).RowSums() }},
	{"colSums(2*log(X))", "col_agg", func(in cellInputs) *engine.Expr { return engine.Scalar(2).Mul(in.X.Log()).ColSums() }},
	{"X*Y+Z", "no_agg", func(in cellInputs) *engine.Expr { return in.X.Mul(in.Y).Add(in.Z) }},
	{"round(abs(X+sum(Y)))+5", "no_agg", func(in cellInputs) *engine.Expr {
		return in.X.Add(in.Y.Sum()).Abs().Round().Add(engine.Scalar(5))
	}},
	{"-2*X+t(r)", "no_agg", func(in cellInputs) *engine.Expr { return engine.Scalar(-2).Mul(in.X).Add(in.R.T()) }},
	{"X/w+v", "no_agg", func(in cellInputs) *engine.Expr { return in.X.Div(in.W).Add(in.V) }},
	{"ifelse(X,Y,Z)", "no_agg", func(in cellInputs) *engine.Expr { return engine.IfElse(in.X, in.Y, in.Z) }},
	{"min(X*Y)", "full_agg", func(in cellInputs) *engine.Expr { return in.X.Mul(in.Y).Min() }},
	{"max(X+Z)", "full_agg", func(in cellInputs) *engine.Expr { return in.X.Add(in.Z).Max() }},
	{"rowMins(X*Y)", "row_agg", func(in cellInputs) *engine.Expr { return in.X.Mul(in.Y).RowMins() }},
	{"rowMaxs(X*Z)", "row_agg", func(in cellInputs) *engine.Expr { return in.X.Mul(in.Z).RowMaxs() }},
	{"colMins(X-Y)", "col_agg", func(in cellInputs) *engine.Expr { return in.X.Sub(in.Y).ColMins() }},
	{"colMaxs(X*Y)", "col_agg", func(in cellInputs) *engine.Expr { return in.X.Mul(in.Y).ColMaxs() }},
	{"sum(X*S)", "full_agg", func(in cellInputs) *engine.Expr { return in.X.Mul(in.S).Sum() }},
	{"rowSums(X+S)", "row_agg", func(in cellInputs) *engine.Expr { return in.X.Add(in.S).RowSums() }},
	{"colSums(sqrt(X)*exp(-Y))", "col_agg", func(in cellInputs) *engine.Expr {
		return in.X.Sqrt().Mul(in.Y.Neg().Exp()).ColSums()
	}},
	{"sum(sigmoid(X)*tanh(Z)+X^2)", "full_agg", func(in cellInputs) *engine.Expr {
		return in.X.Sigmoid().Mul(in.Z.Tanh()).Add(in.X.Pow(engine.Scalar(2))).Sum()
	}},
	{"sum((X>0.9)*Y + (X!=0))", "full_agg", func(in cellInputs) *engine.Expr {
		return in.X.Gt(engine.Scalar(0.9)).Mul(in.Y).Add(in.X.Ne(engine.Scalar(0))).Sum()
	}},
	{"rowMaxs(max2(X,Z)-min2(Y,X)*sign(Z))", "row_agg", func(in cellInputs) *engine.Expr {
		return in.X.Maximum(in.Z).Sub(in.Y.Minimum(in.X).Mul(in.Z.Sign())).RowMaxs()
	}},
	{"(X*Y)*(X*Y) shared", "no_agg", func(in cellInputs) *engine.Expr {
		p := in.X.Mul(in.Y)
		return p.Mul(p).Add(in.X.Floor()).Sub(in.Z.Ceil()).Add(in.X.Sin()).Mul(in.Z.Cos())
	}},
}

var cellShapes = []struct{ n, m int }{{257, 33}, {1, 70}, {70, 1}, {1500, 120}}

func TestCellFusedEqualsBase(t *testing.T) {
	for _, shape := range cellShapes {
		for _, k := range xKinds {
			for _, specials := range []bool{false, true} {
				in := makeInputs(k, shape.n, shape.m, specials)
				for _, c := range cellCases {
					name := fmt.Sprintf("%dx%d/%s/sidespecials=%t/%s", shape.n, shape.m, k.name, specials, c.name)
					t.Run(name, func(t *testing.T) {
						// A one-row colSums or one-column rowSums is no
						// aggregate once rewritten (single-cell-agg): the
						// variant named is that of the written expression.
						engines := func(p engine.Policy) *engine.Engine { return sharedEngine(t, p) }
						if shape.n == 1 || shape.m == 1 {
							engines = func(p engine.Policy) *engine.Engine { return rewritesOffEngine(t, p) }
						}
						plan := checkAgainstBaseOn(t, engines, c.build(in))
						if len(plan) == 0 {
							t.Fatalf("fuse-all ran no fused operator")
						}
						last := plan[len(plan)-1]
						if last.Template != engine.TemplateCell {
							t.Errorf("template = %s, want cell", last.Template)
						}
						if c.variant != "" && last.Variant != c.variant {
							t.Errorf("variant = %s, want %s", last.Variant, c.variant)
						}
					})
				}
			}
		}
	}
}

func TestSumXYZIsOneSparseSafeCellOperator(t *testing.T) {
	for _, sparse := range []bool{false, true} {
		X := engine.Dense(matrix.RandDense(500, 200, 0, 1, 1))
		if sparse {
			X = engine.Sparse(matrix.RandSparse(500, 200, 0.05, 0, 1, 1))
		}
		Y := engine.Dense(matrix.RandDense(500, 200, 0, 1, 2))
		Z := engine.Dense(matrix.RandDense(500, 200, 0, 1, 3))
		res := evalWith(t, engine.PolicyFuseAll, X.Mul(Y).Mul(Z).Sum())
		plan := res.Plan()
		if len(plan) != 1 {
			t.Fatalf("sparse=%t: %d fused operators, want 1: %+v", sparse, len(plan), plan)
		}
		op := plan[0]
		if op.Template != engine.TemplateCell || op.Variant != "full_agg" || op.Operators != 3 {
			t.Errorf("sparse=%t: got %+v, want one cell full_agg over 3 operators", sparse, op)
		}
		if op.SparseSafe != sparse {
			t.Errorf("sparse=%t: SparseSafe = %t", sparse, op.SparseSafe)
		}
	}
}

func TestSecondEvalCompilesNothing(t *testing.T) {
	e := newEngine(t, engine.PolicyFuseAll)
	build := func(seed uint64) *engine.Expr {
		X := engine.Dense(matrix.RandDense(100, 50, 0, 1, seed))
		Y := engine.Dense(matrix.RandDense(100, 50, 0, 1, seed+1))
		return X.Mul(Y).Add(engine.Scalar(float64(seed))).RowSums()
	}
	ctx := context.Background()
	if _, err := e.Eval(ctx, build(1)); err != nil {
		t.Fatal(err)
	}
	first := e.Stats()
	if first.KernelsCompiled == 0 {
		t.Fatalf("first Eval compiled nothing: %+v", first)
	}
	// A new DAG with other data, sizes and scalar values but the same CPlan.
	X := engine.Dense(matrix.RandDense(300, 20, 0, 1, 9))
	Y := engine.Dense(matrix.RandDense(300, 20, 0, 1, 8))
	if _, err := e.Eval(ctx, X.Mul(Y).Add(engine.Scalar(7)).RowSums()); err != nil {
		t.Fatal(err)
	}
	second := e.Stats()
	if second.KernelsCompiled != first.KernelsCompiled {
		t.Errorf("second Eval compiled %d new kernels", second.KernelsCompiled-first.KernelsCompiled)
	}
	if second.OpCacheHits <= first.OpCacheHits {
		t.Errorf("second Eval had no operator-cache hit: %+v", second)
	}
}

func TestShapeErrorsAreErrors(t *testing.T) {
	X := engine.Dense(matrix.RandDense(10, 5, 0, 1, 1))
	Y := engine.Dense(matrix.RandDense(7, 5, 0, 1, 2))
	var nilExpr *engine.Expr
	cases := map[string]*engine.Expr{
		"mismatch":       X.Add(Y),
		"matmul":         X.MatMul(Y),
		"nil operand":    X.Mul(nilExpr),
		"nil receiver":   nilExpr.Sum(),
		"slice outside":  X.Slice(0, 11, 0, 5),
		"slice empty":    X.Slice(3, 3, 0, 5),
		"cbind rows":     engine.CBind(X, Y),
		"nil leaf":       engine.Dense(nil).Sum(),
		"error upstream": X.Add(Y).Sum().Mul(engine.Scalar(2)),
	}
	for name, expr := range cases {
		t.Run(name, func(t *testing.T) {
			if !errors.Is(expr.Err(), engine.ErrShape) {
				t.Errorf("Err() = %v, want ErrShape", expr.Err())
			}
			for _, p := range append(policies, engine.PolicyNone) {
				_, err := newEngine(t, p).Eval(context.Background(), expr)
				if !errors.Is(err, engine.ErrShape) {
					t.Errorf("policy %s: Eval error = %v, want ErrShape", p, err)
				}
			}
		})
	}
}

func TestDotProductClosesCellOperator(t *testing.T) {
	for _, sparse := range []bool{false, true} {
		z := engine.Dense(withSpecials(matrix.RandDense(5000, 1, -1, 1, 11)))
		if sparse {
			z = engine.Sparse(sparseWithSpecials(matrix.RandSparse(5000, 1, 0.3, -1, 1, 11)))
		}
		w := engine.Dense(matrix.RandDense(5000, 1, -1, 1, 12))
		y := z.Mul(w)
		plan := checkAgainstBase(t, y.T().MatMul(y), z.T().MatMul(w))
		// Both inner products become full aggregates; sharing z and w, they
		// run as one MAgg operator (or two Cell operators).
		for _, op := range plan {
			if op.Variant != "full_agg" || (op.Template != engine.TemplateCell && op.Template != engine.TemplateMAgg) {
				t.Errorf("sparse=%t: operator %+v, want a cell or magg full_agg", sparse, op)
			}
		}
		if len(plan) == 0 {
			t.Errorf("sparse=%t: nothing fused", sparse)
		}
	}
}
