package runner

import (
	"context"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// Outer operators on Prism, each variant: X's rows travel with U's, V is a side input, sums and
// t(U) %*% W fold in partition order, W %*% V stacks rows. The bits are
// those of local execution over the same partitions.
func TestPrismOuterMatchesLocal(t *testing.T) {
	ctx := context.Background()
	eng, r := prismEngine(t)
	// Big and sparse enough that the optimizer picks Outer over Row.
	const n, m, rank, parts = 2000, 300, 8, 8
	X := engine.Sparse(matrix.RandSparse(n, m, 0.05, 0.5, 1, 71))
	U := engine.Dense(matrix.RandDense(n, rank, 0.1, 1, 72))
	V := engine.Dense(matrix.RandDense(m, rank, 0.1, 1, 73))
	UV := U.MatMul(V.T())
	cases := []struct {
		variant string
		out     *engine.Expr
	}{
		{"full_agg", X.Mul(UV.Add(engine.Scalar(1e-15)).Log()).Sum()},
		{"right_mm", X.Ne(engine.Scalar(0)).Mul(UV).MatMul(V)},
		{"left_mm", U.T().MatMul(X.Div(UV)).T()},
		{"no_agg", X.Mul(UV.Exp())},
	}
	src, err := engine.NewSource(parts, X, U)
	if err != nil {
		t.Fatal(err)
	}
	local, err := eng.Distribute(src, eng, freeJobs)
	if err != nil {
		t.Fatal(err)
	}
	cr := &countingRunner{Runner: r}
	prism, err := eng.Distribute(src, cr, freeJobs)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		ex, err := prism.Explain(c.out)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(ex, "workers  outer "+c.variant) {
			t.Errorf("%s: no Outer operator on the workers:\n%s", c.variant, ex)
		}
		want, err := local.Eval(ctx, c.out)
		if err != nil {
			t.Fatal(err)
		}
		jobs := cr.jobs
		got, err := prism.Eval(ctx, c.out)
		if err != nil {
			t.Fatalf("%s: prism: %v", c.variant, err)
		}
		if cr.jobs == jobs {
			t.Errorf("%s: no Beam job ran", c.variant)
		}
		ref, err := eng.Eval(ctx, c.out)
		if err != nil {
			t.Fatal(err)
		}
		if !bitwise(got.Matrix(0), want.Matrix(0)) {
			t.Errorf("%s: Prism's bits differ from local partitioned execution", c.variant)
		}
		if !closeTo(got.Matrix(0), ref.Matrix(0)) {
			t.Errorf("%s: differs from Eval", c.variant)
		}
	}
}
