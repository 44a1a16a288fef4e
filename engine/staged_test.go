package engine_test

import (
	"context"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestReoptimizeAfterRemoveEmpty: the operators above a removeEmpty are
// optimized with its exact output size once it ran, so they fuse (Explain
// and the result's plan show a fused operator), and the values agree with
// Base running the DAG as written.
func TestReoptimizeAfterRemoveEmpty(t *testing.T) {
	x := matrix.RandDense(3000, 40, -1, 1, 7)
	for i := 0; i < 3000; i += 3 {
		for j := range 40 {
			x.Set(i, j, 0)
		}
	}
	X := engine.Dense(x)
	v := engine.Dense(matrix.RandDense(40, 1, -1, 1, 8))
	r := engine.RemoveEmptyRows(X.Mul(engine.Scalar(2)), nil)
	// A second, higher removeEmpty splits again.
	r2 := engine.RemoveEmptyCols(r.Sub(engine.Scalar(0.5)).Maximum(engine.Scalar(0)), nil)
	cases := []struct {
		name string
		outs []*engine.Expr
	}{
		{"cell", []*engine.Expr{r.Mul(r).Add(r.Exp()).Sum()}},
		{"row", []*engine.Expr{r.Exp().MatMul(v).Add(r.RowSums())}},
		{"shared-below", []*engine.Expr{r.Sigmoid().Sum(), X.Mul(engine.Scalar(2)).Exp().Sum()}},
		{"two-levels", []*engine.Expr{r2.Mul(r2).Add(r2.Sqrt()).ColSums()}},
	}
	ctx := context.Background()
	gen := mmEngine(t)
	base := mmEngine(t, engine.WithPolicy(engine.PolicyNone), engine.WithRewrites(false))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text, err := gen.Explain(c.outs...)
			if err != nil {
				t.Fatal(err)
			}
			st2 := strings.LastIndex(text, "stage 2 (optimized with the exact sizes")
			if st2 < 0 {
				t.Fatalf("Explain shows no second stage:\n%s", text)
			}
			if !strings.Contains(text[st2:], "CPlan ") {
				t.Fatalf("nothing fused after removeEmpty:\n%s", text)
			}
			got, err := gen.Eval(ctx, c.outs...)
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Plan()) == 0 {
				t.Fatal("the result's plan lists no fused operator")
			}
			want, err := base.Eval(ctx, c.outs...)
			if err != nil {
				t.Fatal(err)
			}
			for i := range c.outs {
				if !mmClose(got.Matrix(i), want.Matrix(i)) {
					t.Fatalf("output %d differs from Base", i)
				}
			}
		})
	}
}

// TestRemoveEmptyEverythingRemoved: a removeEmpty that keeps no row
// cannot become a leaf; the DAG then runs in one piece, with Base's
// outcome (Base rejects the empty operand of the column sums).
func TestRemoveEmptyEverythingRemoved(t *testing.T) {
	X := engine.Dense(matrix.RandDense(30, 4, -1, 1, 1))
	r := engine.RemoveEmptyRows(X, engine.Dense(matrix.RandDense(30, 1, 0, 0, 2)))
	out := r.ColSums().Add(engine.Scalar(1))
	ctx := context.Background()
	_, err := mmEngine(t).Eval(ctx, out)
	_, baseErr := mmEngine(t, engine.WithPolicy(engine.PolicyNone), engine.WithRewrites(false)).Eval(ctx, out)
	if (err == nil) != (baseErr == nil) {
		t.Fatalf("staged: %v, Base: %v", err, baseErr)
	}
	if err == nil || !strings.Contains(err.Error(), "colsum") {
		t.Fatalf("want the column sums' error, got %v", err)
	}
}
