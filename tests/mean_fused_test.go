package tests

import (
	"math"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// Means fuse as Cell, MAgg and Row aggregates (issue 18): the kernels sum,
// the skeleton divides by the count, and the results equal Base's within
// the reordered-sum tolerance of SEMANTICS.md (NaN and Inf in the same
// cells).
func TestMeansFused(t *testing.T) {
	Xd := withSpecials(matrix.RandDense(300, 70, -1, 1, 51))
	Yd := matrix.RandDense(300, 70, 0, 2, 52)
	S := engine.Sparse(sparseWithSpecials(withEmptyRows(matrix.RandSparse(300, 70, 0.1, -1, 1, 53))))
	X, Y := engine.Dense(Xd), engine.Dense(Yd)
	V := engine.Dense(matrix.RandDense(70, 3, -1, 1, 54))
	for _, c := range []struct {
		name     string
		out      *engine.Expr
		template string // a fused operator of this template (and variant) must close with the mean
	}{
		{"mean cell", X.Mul(Y).Mean(), "cell full_agg"},
		{"rowMeans cell", X.Mul(Y).Add(engine.Scalar(1)).RowMeans(), "cell row_agg"},
		{"colMeans cell", X.Mul(Y).ColMeans(), "cell col_agg"},
		{"colMeans sparse", S.Mul(Y).ColMeans(), ""},
		{"mean sparse", S.Mul(Y).Exp().Mean(), ""},
		{"magg mean+sum+max", engine.CBind(X.Mul(Y).Mean(), X.Mul(Y).Sum(), X.Mul(Y).Max()), "magg full_agg"},
		{"row colMeans", X.Mul(X.MatMul(V).RowSums()).ColMeans(), "row col_agg"},
		{"row mean", X.Sub(X.RowMaxs()).Exp().Mean(), "row full_agg"},
	} {
		t.Run(c.name, func(t *testing.T) {
			plan := checkAgainstBase(t, c.out)
			if len(plan) == 0 {
				t.Fatalf("nothing fused")
			}
			if c.template != "" {
				found := false
				for _, op := range plan {
					found = found || op.Template.String()+" "+op.Variant == c.template
				}
				if !found {
					t.Errorf("no %s operator in %v", c.template, plan)
				}
			}
		})
	}
}

// TestMeansFusedReference: fused means against a plain Go loop.
func TestMeansFusedReference(t *testing.T) {
	Xd := matrix.RandDense(123, 45, -1, 1, 61)
	Yd := matrix.RandDense(123, 45, 0, 2, 62)
	X, Y := engine.Dense(Xd), engine.Dense(Yd)
	res := evalWith(t, engine.PolicyFuseAll, X.Mul(Y).Mean(), X.Mul(Y).RowMeans(), X.Mul(Y).ColMeans())
	r, c := Xd.Dims()
	full, rows, cols := 0.0, make([]float64, r), make([]float64, c)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			v := Xd.At(i, j) * Yd.At(i, j)
			full += v
			rows[i] += v
			cols[j] += v
		}
	}
	check := func(what string, got, want float64) {
		if math.Abs(got-want) > 1e-12*math.Max(1, math.Abs(want)) {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	check("mean", res.Matrix(0).At(0, 0), full/float64(r*c))
	for i := range rows {
		check("rowMeans", res.Matrix(1).At(i, 0), rows[i]/float64(c))
	}
	for j := range cols {
		check("colMeans", res.Matrix(2).At(0, j), cols[j]/float64(r))
	}
}
