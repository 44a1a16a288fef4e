package tests

import (
	"context"
	"fmt"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestRowPackedColumns covers Row kernels that read a skinny V of x %*% V
// packed by columns (cplan.CPlan.PackedColumns) and add t(X) %*% W into a
// transposed partial in one loop: every width up to the specialized
// maximum, an odd row length, against Base and across thread counts.
func TestRowPackedColumns(t *testing.T) {
	const n, m = 301, 37
	X := engine.Dense(matrix.RandDense(n, m, -1, 1, 71))
	for _, k := range []int{2, 3, 5, 8} {
		V := engine.Dense(matrix.RandDense(m, k, -1, 1, uint64(72+k)))
		W := engine.Dense(matrix.RandDense(n, k, 0, 1, uint64(82+k)))
		cases := map[string]*engine.Expr{
			"mmchain":     X.T().MatMul(W.Mul(X.MatMul(V))),
			"rowSums-exp": X.MatMul(V).Exp().RowSums(),
		}
		for name, e := range cases {
			t.Run(fmt.Sprintf("k%d/%s", k, name), func(t *testing.T) {
				plan := checkAgainstBase(t, e)
				rows := 0
				for _, op := range plan {
					if op.Template == engine.TemplateRow {
						rows++
					}
				}
				if rows != 1 {
					t.Fatalf("%d Row operators, want 1: %+v", rows, plan)
				}
				var got []*mat.Dense
				for _, threads := range []int{1, 2, 3} {
					eng := newEngine(t, engine.PolicyFuseAll, engine.WithThreads(threads))
					res, err := eng.Eval(context.Background(), e)
					if err != nil {
						t.Fatal(err)
					}
					got = append(got, mat.DenseCopyOf(res.Matrix(0)))
				}
				for i := 1; i < len(got); i++ {
					if !mat.Equal(got[0], got[i]) {
						t.Errorf("result on %d threads differs from 1 thread", i+1)
					}
				}
			})
		}
	}
}
