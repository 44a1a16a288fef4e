package tests

import (
	"context"
	"errors"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestResultsNeverAliasInputs: writing to a result must not change an
// input or another result, whichever operator produced it.
func TestResultsNeverAliasInputs(t *testing.T) {
	ctx := context.Background()
	for _, p := range allPolicies {
		e := newEngine(t, p)
		X := mat.NewDense(3, 2, []float64{1, 2, 0, 0, 5, 6})
		xs := engine.Dense(X)
		S := matrix.FromDense(X)
		for _, tc := range []struct {
			name string
			outs []*engine.Expr
		}{
			{"leaf", []*engine.Expr{xs}},
			{"leaf twice", []*engine.Expr{xs, xs}},
			{"slice", []*engine.Expr{xs.Slice(0, 2, 0, 2)}},
			{"removeEmptyRows keeping all", []*engine.Expr{engine.RemoveEmptyRows(xs.Add(engine.Scalar(1)), nil), xs}},
			{"transpose twice", []*engine.Expr{xs.T().T()}},
			{"sparse leaf", []*engine.Expr{engine.Sparse(S)}},
			{"vector leaf", []*engine.Expr{engine.Vector(mat.NewVecDense(3, []float64{1, 2, 3}))}},
		} {
			res, err := e.Eval(ctx, tc.outs...)
			if err != nil {
				t.Fatalf("%s %s: %v", p, tc.name, err)
			}
			before := mat.DenseCopyOf(X)
			sBefore := append([]float64(nil), S.Values()...)
			for i := 0; i < res.Len(); i++ {
				switch m := res.Matrix(i).(type) {
				case *mat.Dense:
					r, c := m.Dims()
					for a := 0; a < r; a++ {
						for b := 0; b < c; b++ {
							m.Set(a, b, -99)
						}
					}
				case *matrix.CSR:
					vals := m.Values()
					for k := range vals {
						vals[k] = -99
					}
				default:
					t.Fatalf("%s %s: output %d has type %T", p, tc.name, i, m)
				}
			}
			if !mat.Equal(X, before) {
				t.Errorf("%s %s: writing to the result changed the input", p, tc.name)
			}
			for k, v := range S.Values() {
				if v != sBefore[k] {
					t.Errorf("%s %s: writing to the result changed the sparse input", p, tc.name)
					break
				}
			}
			if res.Len() == 2 {
				if a, b := res.Matrix(0), res.Matrix(1); a.At(0, 0) != -99 || b.At(0, 0) != -99 {
					t.Errorf("%s %s: writes did not reach both results", p, tc.name)
				}
			}
		}
	}
}

// TestZeroExpr: the zero Expr value is an invalid operand, never a panic.
func TestZeroExpr(t *testing.T) {
	var z engine.Expr
	if err := z.Err(); !errors.Is(err, engine.ErrShape) {
		t.Errorf("zero Expr: Err() = %v, want ErrShape", err)
	}
	if z.Rows() != 0 || z.Cols() != 0 {
		t.Errorf("zero Expr: %dx%d, want 0x0", z.Rows(), z.Cols())
	}
	x := engine.Dense(mat.NewDense(2, 2, []float64{1, 2, 3, 4}))
	for name, bad := range map[string]*engine.Expr{
		"x + zero": x.Add(&z),
		"zero + x": z.Add(x),
		"sum":      z.Sum(),
		"t":        z.T(),
		"matmul":   x.MatMul(&z),
		"cbind":    engine.CBind(x, &z),
	} {
		if err := bad.Err(); !errors.Is(err, engine.ErrShape) {
			t.Errorf("%s: Err() = %v, want ErrShape", name, err)
		}
	}
	for _, p := range allPolicies {
		e := newEngine(t, p)
		if _, err := e.Eval(context.Background(), &z); !errors.Is(err, engine.ErrShape) {
			t.Errorf("%s: Eval(zero Expr) = %v, want ErrShape", p, err)
		}
		if _, err := e.Eval(context.Background(), x, nil); !errors.Is(err, engine.ErrShape) {
			t.Errorf("%s: Eval(x, nil) = %v, want ErrShape", p, err)
		}
	}
}

// TestEvalAfterClose: every entry point of a closed engine says so.
func TestEvalAfterClose(t *testing.T) {
	x := engine.Dense(mat.NewDense(2, 2, []float64{1, 2, 3, 4}))
	y := x.Mul(x).Add(engine.Scalar(1)).Sum()
	for _, p := range allPolicies {
		e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(p))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.Eval(context.Background(), y); err != nil {
			t.Fatalf("%s: before Close: %v", p, err)
		}
		if err := e.Close(); err != nil {
			t.Fatalf("%s: Close: %v", p, err)
		}
		if err := e.Close(); err != nil {
			t.Errorf("%s: second Close: %v", p, err)
		}
		if _, err := e.Eval(context.Background(), y); !errors.Is(err, engine.ErrClosed) {
			t.Errorf("%s: Eval after Close = %v, want ErrClosed", p, err)
		}
		if err := e.Precompile(context.Background(), y); !errors.Is(err, engine.ErrClosed) {
			t.Errorf("%s: Precompile after Close = %v, want ErrClosed", p, err)
		}
		if _, err := e.Explain(y); !errors.Is(err, engine.ErrClosed) {
			t.Errorf("%s: Explain after Close = %v, want ErrClosed", p, err)
		}
	}
}

// TestRunTimeShapeErrorsWrapErrShape: a mismatch found only at run time
// (the size of removeEmpty's result is data-dependent) wraps ErrShape like
// one found while building the DAG.
func TestRunTimeShapeErrorsWrapErrShape(t *testing.T) {
	X := mat.NewDense(4, 3, []float64{1, 2, 3, 0, 0, 0, 4, 5, 6, 0, 0, 0})
	for _, p := range allPolicies {
		e := newEngine(t, p)
		for _, leaf := range []*engine.Expr{engine.Dense(X), engine.Sparse(matrix.FromDense(X))} {
			kept := engine.RemoveEmptyRows(leaf, nil) // 2 x 3 at run time
			for name, y := range map[string]*engine.Expr{
				"binary": kept.Add(leaf),
				"matmul": kept.T().MatMul(leaf).Sum(),
				"cbind":  engine.CBind(kept, leaf),
			} {
				_, err := e.Eval(context.Background(), y)
				if err == nil {
					t.Errorf("%s %s: no error for a 2x3 operand against a 4x3 one", p, name)
				} else if !errors.Is(err, engine.ErrShape) {
					t.Errorf("%s %s: %v does not wrap ErrShape", p, name, err)
				}
			}
		}
	}
}

// TestChangedLeavesAreRejected: an input changed between building the
// expression and Eval is an error, never a read past its buffers.
func TestChangedLeavesAreRejected(t *testing.T) {
	for _, p := range allPolicies {
		e := newEngine(t, p)
		X := mat.NewDense(300, 20, nil)
		for i := range 300 {
			X.Set(i, i%20, float64(i+1))
		}
		dense := engine.Dense(X)
		S := matrix.FromDense(X)
		sparse := engine.Sparse(S)
		w := engine.Dense(mat.NewDense(20, 1, nil))
		for name, y := range map[string]*engine.Expr{
			"dense":  dense.Mul(dense).Add(engine.Scalar(1)).MatMul(w).Sum(),
			"sparse": sparse.Mul(sparse).MatMul(w).Sum(),
		} {
			if _, err := e.Eval(context.Background(), y); err != nil {
				t.Fatalf("%s %s: before the change: %v", p, name, err)
			}
		}
		// Reshape the dense leaf to a smaller matrix in place.
		X.Reset()
		X.ReuseAs(2, 2)
		if _, err := e.Eval(context.Background(), dense.Mul(dense).Sum()); !errors.Is(err, engine.ErrShape) {
			t.Errorf("%s: reshaped dense input: %v, want ErrShape", p, err)
		}
		// Corrupt the row pointers of the sparse leaf.
		rp := S.RowPtr()
		saved := rp[150]
		rp[150] = rp[300] + 1000
		if _, err := e.Eval(context.Background(), sparse.Mul(sparse).MatMul(w).Sum()); !errors.Is(err, engine.ErrShape) {
			t.Errorf("%s: corrupted row pointers: %v, want ErrShape", p, err)
		}
		rp[150] = saved
		if _, err := e.Eval(context.Background(), sparse.Mul(sparse).MatMul(w).Sum()); err != nil {
			t.Errorf("%s: restored row pointers: %v", p, err)
		}
	}
}
