package engine

import (
	"context"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/matrix"
)

// Outer operators run per partition: X's rows with U's (row-aligned, in the
// source or computed on the driver and partitioned again), V whole as a side
// input; sums and t(U) %*% W partials fold in partition order, no_agg and
// W %*% V rows stack. The bits do not depend on the executor's partition
// order, and agree with Eval within reordered sums.
func TestDistributedOuter(t *testing.T) {
	ctx := context.Background()
	eng, err := New(WithCompileMode(CompileSync), WithPolicy(PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	const n, m, rank, parts = 2000, 300, 8, 6
	X := Sparse(matrix.RandSparse(n, m, 0.05, 0.5, 1, 61))
	U := Dense(matrix.RandDense(n, rank, 0.1, 1, 62))
	V := Dense(matrix.RandDense(m, rank, 0.1, 1, 63))
	U2 := U.Mul(U).Add(Scalar(0.5)) // row-aligned, computed: staged by the driver
	for _, c := range []struct {
		variant string
		out     *Expr
	}{
		{"full_agg", X.Mul(U.MatMul(V.T()).Add(Scalar(1e-15)).Log()).Sum()},
		{"no_agg", X.Mul(U.MatMul(V.T()).Exp())},
		{"right_mm", X.Ne(Scalar(0)).Mul(U.MatMul(V.T())).MatMul(V)},
		{"left_mm", U.T().MatMul(X.Div(U.MatMul(V.T()))).T()},
		{"left_mm", U2.T().MatMul(X.Div(U2.MatMul(V.T()))).T()},
	} {
		t.Run(c.variant, func(t *testing.T) {
			src, err := NewSource(parts, X, U)
			if err != nil {
				t.Fatal(err)
			}
			local, remote, rev := distributeBothWays(t, eng, src)
			ex, err := remote.Explain(c.out)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(ex, "workers  outer "+c.variant) {
				t.Errorf("no outer %s operator on the workers:\n%s", c.variant, ex)
			}
			want, err := local.Eval(ctx, c.out)
			if err != nil {
				t.Fatal(err)
			}
			got, err := remote.Eval(ctx, c.out)
			if err != nil {
				t.Fatal(err)
			}
			ref, err := eng.Eval(ctx, c.out)
			if err != nil {
				t.Fatal(err)
			}
			if !bitwise(got.Matrix(0), want.Matrix(0)) {
				t.Error("bits depend on the executor's partition order")
			}
			if !closeTo(got.Matrix(0), ref.Matrix(0)) {
				t.Error("differs from Eval")
			}
			if len(rev.stages) == 0 {
				t.Errorf("no stage ran on the executor:\n%s", ex)
			}
		})
	}
}
