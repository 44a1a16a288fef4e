package engine

import (
	"context"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/fusejit/fusejit/matrix"
)

// TestProgramReuseStoredZeros: an Outer CPlan drops (X != 0) * E to E when
// the CSR X stores no explicit zero (cplan's isNonZeroOfMain), which the
// DAG's shape does not show: X with the same pattern and the same number
// of stored cells, one of them an explicit zero, must not reuse that plan,
// whose kernel gives E at the explicit zero where Base gives 0. Every
// Eval must give the bits of an engine that plans afresh (Outer dot
// products are a reordered sum: against Base the tolerance of
// SEMANTICS.md applies).
func TestProgramReuseStoredZeros(t *testing.T) {
	ctx := context.Background()
	base := newBaseEngine(t)
	e, fresh := newReuseEngine(t), newReuseEngine(t)
	u := Dense(matrix.RandDense(2000, 10, -1, 1, 21))
	v := Dense(matrix.RandDense(1000, 10, -1, 1, 22))
	x := matrix.RandSparse(2000, 1000, 0.01, 1, 2, 23) // stored values in [1, 2): no zero
	withZero := func() *matrix.CSR {
		vals := slices.Clone(x.Values())
		vals[len(vals)/2] = 0
		return matrix.NewCSRFromParts(2000, 1000, x.RowPtr(), x.ColIdx(), vals)
	}
	outs := func(x *matrix.CSR) []*Expr {
		X := Sparse(x)
		return []*Expr{X.Ne(Scalar(0)).Mul(u.MatMul(v.T()).Sub(X).Pow(Scalar(2))).Sum()}
	}
	for i, in := range []*matrix.CSR{x, withZero(), x, withZero()} {
		got, err := e.Eval(ctx, outs(in)...)
		if err != nil {
			t.Fatal(err)
		}
		fresh.programs.clear()
		want, err := fresh.Eval(ctx, outs(in)...)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 && (len(got.Plan()) != 1 || got.Plan()[0].Template != TemplateOuter) {
			t.Fatalf("plan %v: the test needs one Outer operator", got.Plan())
		}
		what := fmt.Sprintf("Eval %d, stores zeros %t", i+1, in.StoresZeros())
		sameResults(t, what, got, want)
		unfused, err := base.Eval(ctx, outs(in)...)
		if err != nil {
			t.Fatal(err)
		}
		g, b := got.Matrix(0).At(0, 0), unfused.Matrix(0).At(0, 0)
		if math.Abs(g-b) > 1e-9*math.Abs(b) {
			t.Fatalf("%s: %v, Base %v", what, g, b)
		}
	}
	if n := e.Stats().ProgramsReused; n != 2 {
		t.Errorf("%d programs reused, want 2 (the repeated inputs)", n)
	}
}
