package engine_test

import (
	"context"
	"errors"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

var cumPolicies = []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy, engine.PolicyCostBased}

func cumEngine(t *testing.T, p engine.Policy) *engine.Engine {
	t.Helper()
	e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(p), engine.WithThreads(2))
	if err != nil {
		t.Fatalf("engine.New(%v): %v", p, err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// cumNear compares with relative tolerance 1e-12; NaN must meet NaN and an
// infinity the same infinity.
func cumNear(t *testing.T, what string, got mat.Matrix, want *mat.Dense) {
	t.Helper()
	gr, gc := got.Dims()
	wr, wc := want.Dims()
	if gr != wr || gc != wc {
		t.Fatalf("%s: %dx%d, want %dx%d", what, gr, gc, wr, wc)
	}
	for i := 0; i < wr; i++ {
		for j := 0; j < wc; j++ {
			g, w := got.At(i, j), want.At(i, j)
			switch {
			case math.IsNaN(w) || math.IsNaN(g):
				if !math.IsNaN(w) || !math.IsNaN(g) {
					t.Fatalf("%s: (%d,%d) = %v, want %v", what, i, j, g, w)
				}
			case math.IsInf(w, 0) || math.IsInf(g, 0):
				if g != w {
					t.Fatalf("%s: (%d,%d) = %v, want %v", what, i, j, g, w)
				}
			case math.Abs(g-w) > 1e-12*math.Max(1, math.Max(math.Abs(g), math.Abs(w))):
				t.Fatalf("%s: (%d,%d) = %v, want %v", what, i, j, g, w)
			}
		}
	}
}

// cumSumRef is the sequential column-wise cumsum of a.
func cumSumRef(a mat.Matrix) *mat.Dense {
	r, c := a.Dims()
	out := mat.NewDense(r, c, nil)
	for j := 0; j < c; j++ {
		s := 0.0
		for i := 0; i < r; i++ {
			s += a.At(i, j)
			out.Set(i, j, s)
		}
	}
	return out
}

// TestCumEvalSparseAndFusedConsumers evaluates cumulative aggregates of
// dense and CSR leaves, alone and under fused consumers (which read the
// CSR scan of a CSR whose columns start late), under every policy.
func TestCumEvalSparseAndFusedConsumers(t *testing.T) {
	ctx := context.Background()
	n, m := 3000, 40
	var is, js []int
	var vs []float64
	for j := 0; j < m; j++ {
		is, js, vs = append(is, n-5-j), append(js, j), append(vs, float64(j+1))
	}
	late, err := matrix.FromTriplets(n, m, is, js, vs)
	if err != nil {
		t.Fatal(err)
	}
	y := matrix.RandDense(n, m, -1, 1, 2)
	for _, p := range cumPolicies {
		e := cumEngine(t, p)
		X, Y := engine.Sparse(late), engine.Dense(y)
		cs := X.CumSum()
		res, err := e.Eval(ctx, cs, cs.Mul(Y).Add(engine.Scalar(1)), Y.Mul(engine.Scalar(2)).CumSum().ColSums())
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		// One stored cell per column: the estimated scan density is about
		// 0.37 (hop.EstimateScanDensity), so the scan is a CSR, and it
		// stores rows n-5-j.. of column j only.
		c, ok := res.Matrix(0).(*matrix.CSR)
		if !ok {
			t.Fatalf("%v: cumsum of a late-starting CSR is %T, want *matrix.CSR", p, res.Matrix(0))
		}
		if want := m*5 + m*(m-1)/2; c.NNZ() != want {
			t.Fatalf("%v: the scan stores %d cells, want %d", p, c.NNZ(), want)
		}
		ref := cumSumRef(late.ToDense())
		cumNear(t, p.String()+" cumsum", res.Matrix(0), ref)
		want := mat.NewDense(n, m, nil)
		want.MulElem(ref, y)
		for i := 0; i < n; i++ {
			for j := 0; j < m; j++ {
				want.Set(i, j, want.At(i, j)+1)
			}
		}
		cumNear(t, p.String()+" cumsum*Y+1", res.Matrix(1), want)
		y2 := mat.NewDense(n, m, nil)
		y2.Scale(2, y)
		cs2 := cumSumRef(y2)
		col := mat.NewDense(1, m, nil)
		for j := 0; j < m; j++ {
			s := 0.0
			for i := 0; i < n; i++ {
				s += cs2.At(i, j)
			}
			col.Set(0, j, s)
		}
		cumNear(t, p.String()+" colSums(cumsum(2Y))", res.Matrix(2), col)
	}
}

// TestCumSumProdEval checks the API, broadcasting of weights and shape
// errors.
func TestCumSumProdEval(t *testing.T) {
	ctx := context.Background()
	n, m := 500, 3
	y := matrix.RandDense(n, m, -1, 1, 4)
	wv := matrix.RandDense(n, 1, 0, 1, 5)
	wv.Set(100, 0, 0) // a frame boundary
	for _, p := range cumPolicies {
		e := cumEngine(t, p)
		Y := engine.Dense(y)
		res, err := e.Eval(ctx, Y.CumSumProd(engine.Dense(wv)), Y.CumSumProd(engine.Scalar(1)), Y.Abs().CumSumProd(engine.Scalar(0.5)))
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		want := mat.NewDense(n, m, nil)
		half := mat.NewDense(n, m, nil)
		for j := 0; j < m; j++ {
			z, h := 0.0, 0.0
			for i := 0; i < n; i++ {
				z = y.At(i, j) + float64(wv.At(i, 0)*z)
				h = math.Abs(y.At(i, j)) + float64(0.5*h)
				want.Set(i, j, z)
				half.Set(i, j, h)
			}
		}
		cumNear(t, p.String()+" cumsumprod(Y, w)", res.Matrix(0), want)
		cumNear(t, p.String()+" cumsumprod(Y, 1)", res.Matrix(1), cumSumRef(y))
		cumNear(t, p.String()+" cumsumprod(|Y|, 0.5)", res.Matrix(2), half)
	}
	Y := engine.Dense(y)
	for _, bad := range []*engine.Expr{engine.Dense(mat.NewDense(n, 2, nil)), engine.Dense(mat.NewDense(2, m, nil)), nil} {
		if err := Y.CumSumProd(bad).Err(); !errors.Is(err, engine.ErrShape) {
			t.Fatalf("cumsumprod with bad weights: %v, want ErrShape", err)
		}
	}
}

// TestRemoveEmptyCumEval covers removeEmpty through Eval: results, select
// vectors, the all-empty result, run-time shape mismatches and build-time
// shape errors. Consumers here are never fused (cumsum) or Base runs
// everything (PolicyNone).
func TestRemoveEmptyCumEval(t *testing.T) {
	ctx := context.Background()
	x := mat.NewDense(5, 3, []float64{
		1, 0, 2,
		0, 0, 0,
		3, 0, math.NaN(),
		0, math.Copysign(0, -1), 0,
		4, 0, 5,
	})
	before := mat.DenseCopyOf(x)
	sel := mat.NewDense(5, 1, []float64{0, 1, 0, 1, 1})
	wantRows := mat.NewDense(3, 3, []float64{1, 0, 2, 3, 0, math.NaN(), 4, 0, 5})
	wantCols := mat.NewDense(5, 2, []float64{1, 2, 0, 0, 3, math.NaN(), 0, 0, 4, 5})
	wantSel := mat.NewDense(3, 3, []float64{0, 0, 0, 0, math.Copysign(0, -1), 0, 4, 0, 5})
	for _, p := range cumPolicies {
		e := cumEngine(t, p)
		X := engine.Dense(x)
		r := engine.RemoveEmptyRows(X, nil)
		if r.Rows() != 5 || r.Cols() != 3 {
			t.Fatalf("RemoveEmptyRows bound %dx%d, want 5x3", r.Rows(), r.Cols())
		}
		res, err := e.Eval(ctx, r, engine.RemoveEmptyCols(X, nil), engine.RemoveEmptyRows(X, engine.Dense(sel)), r.CumSum(),
			engine.RemoveEmptyRows(engine.Dense(mat.NewDense(4, 2, nil)), nil))
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		cumNear(t, p.String()+" rows", res.Matrix(0), wantRows)
		cumNear(t, p.String()+" cols", res.Matrix(1), wantCols)
		cumNear(t, p.String()+" select", res.Matrix(2), wantSel)
		cumNear(t, p.String()+" cumsum(rows)", res.Matrix(3), cumSumRef(wantRows))
		empty, ok := res.Matrix(4).(*matrix.CSR)
		if r, c := res.Matrix(4).Dims(); !ok || r != 0 || c != 2 || empty.NNZ() != 0 {
			t.Fatalf("%v: all-empty rows gave %T %dx%d, want an empty 0x2 CSR", p, res.Matrix(4), r, c)
		}
		// Consuming an empty result, or a shape that only fits the bound,
		// is an error from Eval (Base checks the actual shapes).
		zero := engine.RemoveEmptyRows(engine.Dense(mat.NewDense(4, 2, nil)), nil)
		if _, err := e.Eval(ctx, zero.CumSum()); err == nil {
			t.Fatalf("%v: cumsum of an empty removeEmpty: no error", p)
		}
		if _, err := e.Eval(ctx, r.CumSumProd(engine.Dense(mat.NewDense(5, 3, nil)))); err == nil {
			t.Fatalf("%v: 3-row removeEmpty with 5-row weights: no error", p)
		}
	}
	for k, v := range x.RawMatrix().Data {
		if math.Float64bits(v) != math.Float64bits(before.RawMatrix().Data[k]) {
			t.Fatal("input modified")
		}
	}
	// Under Base, element-wise consumers see the actual shape too.
	e := cumEngine(t, engine.PolicyNone)
	X := engine.Dense(x)
	if _, err := e.Eval(ctx, engine.RemoveEmptyRows(X, nil).Add(X)); err == nil {
		t.Fatal("3x3 + 5x3: no error")
	}
	for _, bad := range []*engine.Expr{
		engine.RemoveEmptyRows(X, engine.Dense(mat.NewDense(1, 3, nil))),
		engine.RemoveEmptyCols(X, engine.Dense(mat.NewDense(5, 1, nil))),
		engine.RemoveEmptyRows(nil, nil),
	} {
		if err := bad.Err(); !errors.Is(err, engine.ErrShape) {
			t.Fatalf("bad removeEmpty: %v, want ErrShape", err)
		}
	}
}

// TestRemoveEmptyFusedConsumerCum evaluates removeEmpty under element-wise
// and aggregate consumers with the fused policies. Fused operators must
// not read an operator whose shape is dynamic (hop.DAG.DynamicShapes):
// such a kernel would be planned for the upper-bound shape and read past
// the end of the actual result.
func TestRemoveEmptyFusedConsumerCum(t *testing.T) {
	ctx := context.Background()
	x := matrix.RandDense(2000, 50, -1, 1, 7)
	for i := 0; i < 2000; i += 2 {
		for j := 0; j < 50; j++ {
			x.Set(i, j, 0)
		}
	}
	for _, p := range cumPolicies {
		e := cumEngine(t, p)
		r := engine.RemoveEmptyRows(engine.Dense(x), nil)
		res, err := e.Eval(ctx, r.Mul(engine.Scalar(2)).Sum(), r.Mul(r).ColSums())
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		s := 0.0
		for i := 1; i < 2000; i += 2 {
			for j := 0; j < 50; j++ {
				s += 2 * x.At(i, j)
			}
		}
		if got := res.Scalar(0); math.Abs(got-s) > 1e-9*math.Abs(s) {
			t.Fatalf("%v: sum(2 * removeEmpty(X)) = %v, want %v", p, got, s)
		}
		if r, c := res.Matrix(1).Dims(); r != 1 || c != 50 {
			t.Fatalf("%v: colSums dims %dx%d", p, r, c)
		}
	}
}
