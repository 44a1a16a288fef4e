package tests

import (
	"fmt"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestCellSparseSideInputs: sparse-safe Cell and MAgg operators whose side
// inputs are CSR read them through per-worker scattered rows
// (cplan.ScatteredInputs). Every closing variant equals Base, with NaN and
// Inf stored in the side inputs (a structural zero of X times NaN stays 0,
// a stored NaN of Y meets only X's stored cells), empty rows, side inputs
// denser and sparser than X, and shapes large enough for several tasks.
func TestCellSparseSideInputs(t *testing.T) {
	for _, shape := range []struct{ n, m int }{{300, 40}, {2500, 130}, {1, 50}, {60, 1}} {
		n, m := shape.n, shape.m
		X := engine.Sparse(sparseWithSpecials(withEmptyRows(matrix.RandSparse(n, m, 0.2, 0.5, 1.5, 61))))
		Y := engine.Sparse(sparseWithSpecials(matrix.RandSparse(n, m, 0.5, 0.5, 1.5, 62)))
		Z := engine.Sparse(withEmptyRows(matrix.RandSparse(n, m, 0.05, -1.5, 1.5, 63)))
		D := engine.Dense(withSpecials(matrix.RandDense(n, m, 0.5, 1.5, 64)))
		cases := map[string][]*engine.Expr{
			"sum(X*Y*Z)":         {X.Mul(Y).Mul(Z).Sum()},
			"X*Y*D":              {X.Mul(Y).Mul(D)},
			"rowSums(X*Y)":       {X.Mul(Y).RowSums()},
			"colSums(X*(Y+Z))":   {X.Mul(Y.Add(Z)).ColSums()},
			"max(X*Z)":           {X.Mul(Z).Max()},
			"sum(X*Y), sum(X*Z)": {X.Mul(Y).Sum(), X.Mul(Z).Sum()},
			"sum(X*Y*Y*exp(Z))":  {X.Mul(Y).Mul(Y).Mul(Z.Exp()).Sum()},
			// Zero in any of two side inputs: the adds skip structural zeros.
			"sum(X*Y*Z*(Y+Z)), mean(X*Z*Y)": {X.Mul(Y).Mul(Z).Mul(Y.Add(Z)).Sum(), X.Mul(Z).Mul(Y).Mean()},
		}
		for name, outs := range cases {
			t.Run(fmt.Sprintf("%dx%d/%s", n, m, name), func(t *testing.T) {
				plan := checkAgainstBase(t, outs...)
				safe := false
				for _, op := range plan {
					safe = safe || op.SparseSafe
				}
				if !safe && n*m > 1 {
					t.Errorf("no sparse-safe operator: %+v", plan)
				}
			})
		}
	}
}
