package memo_test

import (
	"fmt"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// The tests below derive what memo must decide from the declarations
// (memo.CapabilitiesOf) and compare it with the entries exploration
// produces, so that a change to either shows up as a disagreement.

func caps(t *testing.T, tp memo.TemplateType) memo.Capabilities {
	t.Helper()
	c, ok := memo.CapabilitiesOf(tp)
	if !ok {
		t.Fatalf("no capabilities for %s", tp)
	}
	return c
}

// entryAt reports whether the group of the operator picked by at holds an
// entry of template tp that fuses input k (k < 0: any entry), with a valid
// status if valid is set.
func entryAt(t *testing.T, tbl *memo.Table, at func(*hop.Hop) bool, tp memo.TemplateType, k int, valid bool) bool {
	t.Helper()
	var g *memo.Group
	for _, n := range tbl.DAG.Nodes {
		if at(n) {
			g = tbl.Group(n.ID)
		}
	}
	if g == nil {
		return false
	}
	for _, e := range g.Entries {
		if e.Type == tp && (k < 0 || e.IsRef(k)) && (!valid || e.Status.Valid()) {
			return true
		}
	}
	return false
}

func isOp(op hop.OpCode) func(*hop.Hop) bool { return func(h *hop.Hop) bool { return h.Op == op } }

func TestCapabilitiesDeclared(t *testing.T) {
	for _, tp := range []memo.TemplateType{memo.TemplateCell, memo.TemplateMAgg, memo.TemplateRow, memo.TemplateOuter} {
		c := caps(t, tp)
		if c.Template != tp {
			t.Errorf("%s: declaration of template %s", tp, c.Template)
		}
		if c.Variants == "" || !c.Reads.Has(memo.ReadMatrix) {
			t.Errorf("%s: declares no variant or does not read its main input", tp)
		}
		if c.SparseReads&^(c.Reads|c.FactorReads) != 0 {
			t.Errorf("%s: reads as CSR input classes it does not read", tp)
		}
		for _, child := range []memo.TemplateType{memo.TemplateCell, memo.TemplateRow, memo.TemplateOuter} {
			want := tp == child || (child == memo.TemplateCell && c.AbsorbsCell)
			if got := memo.Compatible(tp, child); got != want {
				t.Errorf("Compatible(%s, %s) = %v, declaration says %v", tp, child, got, want)
			}
		}
	}
	if _, ok := memo.CapabilitiesOf(memo.TemplateType(99)); ok {
		t.Errorf("an unknown template has capabilities")
	}
	// Op sets have 128 bits: every op code must fit.
	for op := hop.OpCode(0); op.String() != "op?"; op++ {
		if op >= 128 {
			t.Fatalf("op %s does not fit memo.OpSet", op)
		}
		if !memo.Ops(op).Has(op) {
			t.Errorf("Ops(%s) does not hold it", op)
		}
	}
}

// Which aggregates close (or, for Row, are computed per row inside) each
// template's operators.
func TestCapabilitiesAggregates(t *testing.T) {
	n, m := 1000, 300
	X, Y, Z := dense(n, m), dense(n, m), dense(n, m)
	w := dense(n, 1)
	S := sparse(n, m)
	U, V := dense(n, 10), dense(m, 10)
	aggs := []struct {
		op   hop.OpCode
		dirs []hop.Direction
	}{
		{hop.OpSum, []hop.Direction{hop.DirFull, hop.DirRow, hop.DirCol}},
		{hop.OpMin, []hop.Direction{hop.DirFull, hop.DirRow, hop.DirCol}},
		{hop.OpMax, []hop.Direction{hop.DirFull, hop.DirRow, hop.DirCol}},
		{hop.OpMean, []hop.Direction{hop.DirFull, hop.DirRow, hop.DirCol}},
		{hop.OpIndexMax, []hop.Direction{hop.DirRow}},
	}
	cell, row, outer, magg := caps(t, memo.TemplateCell), caps(t, memo.TemplateRow), caps(t, memo.TemplateOuter), caps(t, memo.TemplateMAgg)
	for _, a := range aggs {
		for _, dir := range a.dirs {
			name := fmt.Sprintf("%s(%s)", a.op, dir)
			at := func(h *hop.Hop) bool { return h.Op == a.op && h.Dir == dir }
			t.Run(name, func(t *testing.T) {
				tbl := explore(t, hop.NewAgg(a.op, dir, hop.NewBinary(hop.OpMul, X, Y)))
				if got, want := entryAt(t, tbl, at, memo.TemplateCell, 0, true), cell.ClosingAggs.Has(a.op); got != want {
					t.Errorf("cell closes with it: memo %v, declaration %v\n%s", got, want, tbl)
				}
				tbl = explore(t, hop.NewAgg(a.op, dir, hop.NewBinary(hop.OpMul, X, w)))
				want := row.ClosingAggs.Has(a.op)
				if dir == hop.DirRow {
					want = row.RowAggs.Has(a.op)
				}
				if got := entryAt(t, tbl, at, memo.TemplateRow, 0, false); got != want {
					t.Errorf("row fuses it: memo %v, declaration %v\n%s", got, want, tbl)
				}
				tbl = explore(t, hop.NewAgg(a.op, dir, hop.NewBinary(hop.OpMul, S, hop.NewMatMul(U, hop.NewTranspose(V)))))
				want = outer.ClosingAggs.Has(a.op) && dir == hop.DirFull
				if got := entryAt(t, tbl, at, memo.TemplateOuter, 0, true); got != want {
					t.Errorf("outer closes with it: memo %v, declaration %v\n%s", got, want, tbl)
				}
				if dir != hop.DirFull {
					return
				}
				tbl = explore(t, hop.NewAgg(hop.OpSum, hop.DirFull, hop.NewBinary(hop.OpMul, X, Y)),
					hop.NewAgg(a.op, dir, hop.NewBinary(hop.OpAdd, X, Z)))
				want = magg.ClosingAggs.Has(a.op) && magg.MaxOutputs >= 2
				if got := len(tbl.MultiAggs) > 0; got != want {
					t.Errorf("magg combines it with a sum: memo %v, declaration %v\n%s", got, want, tbl)
				}
			})
		}
	}
}

// Which inputs a Row operator reads alongside the rows of its main input,
// dense and as CSR: (X * w) + side, fusing X * w.
func TestCapabilitiesRowReads(t *testing.T) {
	n, m := 1000, 300
	X, w := dense(n, m), dense(n, 1)
	row := caps(t, memo.TemplateRow)
	sides := []struct {
		name   string
		side   *hop.Hop
		class  memo.InputClass
		sparse bool
	}{
		{"dense matrix", dense(n, m), memo.ReadMatrix, false},
		{"sparse matrix", sparse(n, m), memo.ReadMatrix, true},
		{"dense column vector", dense(n, 1), memo.ReadColVector, false},
		{"sparse column vector", sparse(n, 1), memo.ReadColVector, true},
		{"dense row vector", dense(1, m), memo.ReadRowVector, false},
		{"sparse row vector", sparse(1, m), memo.ReadRowVector, true},
		{"scalar", hop.NewScalar(2), memo.ReadScalar, false},
	}
	for _, s := range sides {
		t.Run(s.name, func(t *testing.T) {
			if s.side.Sparse != s.sparse {
				t.Fatalf("side input sparse = %v, the case needs %v", s.side.Sparse, s.sparse)
			}
			tbl := explore(t, hop.NewBinary(hop.OpAdd, hop.NewBinary(hop.OpMul, X, w), s.side))
			want := row.Reads.Has(s.class) && (!s.sparse || row.ReadsSparse(s.class))
			if got := entryAt(t, tbl, isOp(hop.OpAdd), memo.TemplateRow, 0, false); got != want {
				t.Errorf("row reads a %s side input: memo %v, declaration %v\n%s", s.name, got, want, tbl)
			}
		})
	}
}

// Row limits: the width and format of B in x %*% B, the number of CSR
// operands per operation, and results kept sparse.
func TestCapabilitiesRowLimits(t *testing.T) {
	n, m := 1000, 300
	X := dense(n, m)
	S1, S2 := sparse(n, m), sparse(n, m)
	w := dense(n, 1)
	row := caps(t, memo.TemplateRow)
	if k := row.MaxFactorCols; k > 0 {
		t.Run("x %*% B past the widest B", func(t *testing.T) {
			tbl := explore(t, hop.NewMatMul(X, dense(m, k+1)))
			if entryAt(t, tbl, isOp(hop.OpMatMul), memo.TemplateRow, -1, false) {
				t.Errorf("row entry past MaxFactorCols %d\n%s", k, tbl)
			}
		})
	}
	cases := []struct {
		name string
		out  *hop.Hop
		at   func(*hop.Hop) bool
		ref  int // fused input; -1: any entry
		want bool
	}{
		{"x %*% B with 63 columns", hop.NewMatMul(X, dense(m, 63)), isOp(hop.OpMatMul), -1, row.FactorFits(63)},
		{"x %*% B with 64 columns", hop.NewMatMul(X, dense(m, 64)), isOp(hop.OpMatMul), -1, row.FactorFits(64)},
		{"x %*% B with 65 columns", hop.NewMatMul(X, dense(m, 65)), isOp(hop.OpMatMul), -1, row.FactorFits(65)},
		{"x %*% B as wide as long", hop.NewMatMul(X, dense(m, m)), isOp(hop.OpMatMul), -1, row.FactorFits(m)},
		{"t(X) %*% W with 64 columns", hop.NewMatMul(hop.NewTranspose(X), dense(n, 64)), isOp(hop.OpMatMul), -1, row.PartialFits(64)},
		{"t(X) %*% W with 200 columns", hop.NewMatMul(hop.NewTranspose(X), dense(n, 200)), isOp(hop.OpMatMul), -1, row.PartialFits(200)},
		{"x %*% B with B sparse", hop.NewMatMul(X, sparse(m, 2)), isOp(hop.OpMatMul), -1, row.ReadsSparse(memo.ReadWhole)},
		{"one sparse operand", hop.NewBinary(hop.OpAdd, hop.NewBinary(hop.OpMul, S1, w), X), isOp(hop.OpAdd), 0, row.CombinesSparse(1)},
		{"two sparse operands", hop.NewBinary(hop.OpAdd, hop.NewBinary(hop.OpMul, S1, w), S2), isOp(hop.OpAdd), 0, row.CombinesSparse(2)},
		{"column slice of a dense matrix", hop.NewSlice(X, 0, n, 0, 2), isOp(hop.OpSlice), -1, true},
		{"column slice of a sparse matrix", hop.NewSlice(S1, 0, n, 0, 2), isOp(hop.OpSlice), -1, row.SparseResults},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tbl := explore(t, c.out)
			if got := entryAt(t, tbl, c.at, memo.TemplateRow, c.ref, false); got != c.want {
				t.Errorf("row entry: memo %v, declaration %v\n%s", got, c.want, tbl)
			}
		})
	}
	// A result unfused execution keeps sparse is no valid Row operator.
	tbl := explore(t, hop.NewBinary(hop.OpMul, S1, w))
	if !entryAt(t, tbl, isOp(hop.OpMul), memo.TemplateRow, -1, false) {
		t.Fatalf("no row entry at S * w:\n%s", tbl)
	}
	if got := entryAt(t, tbl, isOp(hop.OpMul), memo.TemplateRow, -1, true); got != row.SparseResults {
		t.Errorf("row entry at a sparse S * w valid: memo %v, declaration %v\n%s", got, row.SparseResults, tbl)
	}
}

// Outer operators start at outer-product-like multiplies larger than
// MinOuterDim in both dimensions.
func TestCapabilitiesOuterMinDim(t *testing.T) {
	outer := caps(t, memo.TemplateOuter)
	for _, n := range []int{outer.MinOuterDim, outer.MinOuterDim + 1} {
		U, V := dense(n, 10), dense(n, 10)
		tbl := explore(t, hop.NewAgg(hop.OpSum, hop.DirFull, hop.NewBinary(hop.OpMul, sparse(n, n), hop.NewMatMul(U, hop.NewTranspose(V)))))
		if got, want := entryAt(t, tbl, isOp(hop.OpMatMul), memo.TemplateOuter, -1, false), n > outer.MinOuterDim; got != want {
			t.Errorf("n = %d: outer entry at U %%*%% t(V): memo %v, declaration %v\n%s", n, got, want, tbl)
		}
	}
}
