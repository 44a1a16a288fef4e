package tests

import (
	"fmt"
	"math"
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

// TestScatteredSideValuesNeverLeak: a product whose result is masked to +0
// wherever either operand is a structural zero takes a scattered side
// input's cell unmasked (llvmgen's cell.raw): at a column the side input
// does not store, that value is whatever the clamped read found, here
// always a NaN or an infinity (every row of Y and Z starts with one). It
// must reach no result: not the masked products, not the operations that
// take masked operands (a sum of two side inputs is zero only where both
// are), with X's own NaN, infinities and -0 meeting the unstored cells, on
// 1 and 3 threads, bit for bit the Base result where the sums agree in
// order and within the tolerance elsewhere.
func TestScatteredSideValuesNeverLeak(t *testing.T) {
	leading := func(s *matrix.CSR, specials ...float64) *matrix.CSR {
		c := s.Clone()
		rp, v := c.RowPtr(), c.Values()
		for i := 0; i+1 < len(rp); i++ {
			if rp[i] < rp[i+1] {
				v[rp[i]] = specials[i%len(specials)]
			}
		}
		return c
	}
	x := sparseWithSpecials(withEmptyRows(matrix.RandSparse(400, 60, 0.3, -1.5, 1.5, 71)))
	xv := x.Values()
	for k := 3; k < len(xv); k += 17 {
		xv[k] = math.Copysign(0, -1)
	}
	for k := 5; k < len(xv); k += 29 {
		xv[k] = math.Inf(1 - 2*(k%2))
	}
	X := engine.Sparse(x)
	y := leading(matrix.RandSparse(400, 60, 0.2, 0.5, 1.5, 72), math.NaN(), math.Inf(1), math.Inf(-1))
	z := leading(withEmptyRows(matrix.RandSparse(400, 60, 0.1, -1.5, 1.5, 73)), math.Inf(-1), math.NaN())
	Y, Z := engine.Sparse(y), engine.Sparse(z)
	empty := engine.Sparse(matrix.RandSparse(400, 60, 0, 0, 1, 74))
	// F is finite (with -0) and stores no cell where Y or Z stores a NaN
	// or an infinity: its sums with them are finite in Base, and NaN or
	// infinite wherever a side value leaks.
	f := withEmptyRows(matrix.RandSparse(400, 60, 0.3, -1.5, 1.5, 75))
	var fi, fj []int
	var fvals []float64
	for i := range 400 {
		cols, vals := f.Row(i)
		ycols, _ := y.Row(i)
		zcols, _ := z.Row(i)
		for k, j := range cols {
			if (len(ycols) > 0 && ycols[0] == j) || (len(zcols) > 0 && zcols[0] == j) {
				continue
			}
			v := vals[k]
			if k%13 == 3 {
				v = math.Copysign(0, -1)
			}
			fi, fj, fvals = append(fi, i), append(fj, int(j)), append(fvals, v)
		}
	}
	fm, err := matrix.FromTriplets(400, 60, fi, fj, fvals)
	if err != nil {
		t.Fatal(err)
	}
	F := engine.Sparse(fm)
	cases := map[string][]*engine.Expr{
		"sum(X*Y), sum(X*Z)": {X.Mul(Y).Sum(), X.Mul(Z).Sum()},
		"sum(F*Y), sum(F*Z)": {F.Mul(Y).Sum(), F.Mul(Z).Sum()},
		"sum(F*Y*Z)":         {F.Mul(Y).Mul(Z).Sum()},
		"sum(X*Y*Z)":         {X.Mul(Y).Mul(Z).Sum()},
		"rowSums(X*Y)":       {X.Mul(Y).RowSums()},
		"colSums(X*(Y+Z))":   {X.Mul(Y.Add(Z)).ColSums()},
		"X*Z":                {X.Mul(Z)},
		"sum(X*empty)":       {X.Mul(empty).Sum(), X.Mul(Y).Mul(empty).Sum()},
	}
	for _, threads := range []int{1, 3} {
		engines := map[engine.Policy]*engine.Engine{}
		for _, p := range append([]engine.Policy{engine.PolicyNone}, policies...) {
			engines[p] = newEngine(t, p, engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithThreads(threads))
		}
		for name, outs := range cases {
			t.Run(fmt.Sprintf("threads=%d/%s", threads, name), func(t *testing.T) {
				plan := checkAgainstBaseOn(t, func(p engine.Policy) *engine.Engine { return engines[p] }, outs...)
				safe := false
				for _, op := range plan {
					safe = safe || op.SparseSafe
				}
				if !safe {
					t.Errorf("no sparse-safe operator: %+v", plan)
				}
			})
		}
	}
}
