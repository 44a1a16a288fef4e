package engine

import (
	"context"
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/matrix"
)

// A stage of a Row operator over long rows (its plan's WideRows, which
// picks the kernel's loops) runs on an executor: the plan that travels
// decodes to the kernel the driver compiled (Stage.plan refuses any
// other), and the bits match the local run's.
func TestDistributedWideRows(t *testing.T) {
	ctx := context.Background()
	eng, err := New(WithCompileMode(CompileSync), WithPolicy(PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	const n, m, parts = 1500, cplan.WideRowMinCols, 3
	X := Dense(matrix.RandDense(n, m, -1, 1, 31))
	w := Dense(matrix.RandDense(n, 2, -1, 1, 32))
	V := Dense(matrix.RandDense(m, 2, -1, 1, 33))
	outs := []*Expr{X.T().MatMul(w.Mul(X.MatMul(V)))} // row-mm
	src, err := NewSource(parts, X)
	if err != nil {
		t.Fatal(err)
	}
	local, remote, rev := distributeBothWays(t, eng, src)
	want, err := local.Eval(ctx, outs...)
	if err != nil {
		t.Fatal(err)
	}
	got, err := remote.Eval(ctx, outs...)
	if err != nil {
		t.Fatal(err)
	}
	if len(rev.stages) == 0 {
		t.Fatalf("no stage ran on the executor")
	}
	if !bitwise(got.Matrix(0), want.Matrix(0)) {
		t.Errorf("bits depend on the executor's partition order")
	}
	ref, err := eng.Eval(ctx, outs...)
	if err != nil {
		t.Fatal(err)
	}
	if !closeTo(got.Matrix(0), ref.Matrix(0)) {
		t.Errorf("differs from Eval")
	}
}
