package hop

import (
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// cumShape prints the operators reachable from the roots of d, each with
// its inputs in parentheses, for comparing rewritten DAGs.
func cumShape(d *DAG) string {
	var parts []string
	for _, r := range d.Roots {
		parts = append(parts, cumExprString(r))
	}
	return strings.Join(parts, "; ")
}

func cumExprString(h *Hop) string {
	s := opLabel(h)
	if h.Op == OpDense && h.Rows > 1 && h.Cols == 1 && h.Dense.At(0, 0) == float64(h.Rows) && h.Dense.At(h.Rows-1, 0) == 1 {
		s = "seq"
	}
	if len(h.Inputs) == 0 {
		return s
	}
	args := make([]string, len(h.Inputs))
	for i, in := range h.Inputs {
		args[i] = cumExprString(in)
	}
	return s + "(" + strings.Join(args, ",") + ")"
}

// TestCumRewritesDAG checks each rewrite's result DAG, and that it leaves
// shared or output scans, and dynamic shapes, alone.
func TestCumRewritesDAG(t *testing.T) {
	X := NewDense(mat.NewDense(6, 4, nil))
	S := NewSparse(matrix.RandSparse(6, 4, 0.5, 1, 2, 1))
	row := NewDense(mat.NewDense(1, 4, nil))
	sel := NewDense(mat.NewDense(6, 1, nil))
	dynX := NewRemoveEmpty(OpRemoveEmptyRows, X, sel)
	cs := NewCumAgg(OpCumSum, X)
	cases := []struct {
		name  string
		rule  func(*DAG) bool
		roots []*Hop
		want  string // "" = unchanged
	}{
		{"single-row cumsum", rewriteCumSingleRow, []*Hop{NewCumAgg(OpCumSum, row)}, "+(dense,lit(0))"},
		{"single-row cumprod", rewriteCumSingleRow, []*Hop{NewCumAgg(OpCumProd, row)}, "*(dense,lit(1))"},
		{"single-row cummax in a sum", rewriteCumSingleRow, []*Hop{NewAgg(OpSum, DirFull, NewCumAgg(OpCumMax, row))}, "fullsum(*(dense,lit(1)))"},
		{"two-row cumsum", rewriteCumSingleRow, []*Hop{NewCumAgg(OpCumSum, X)}, ""},
		{"col sums", rewriteCumSumColSums, []*Hop{NewAgg(OpSum, DirCol, cs)}, "colsum(*(dense,seq))"},
		{"full mean of sparse", rewriteCumSumColSums, []*Hop{NewAgg(OpMean, DirFull, NewCumAgg(OpCumSum, S))}, "fullmean(*(sparse,seq))"},
		{"col sums, scan shared", rewriteCumSumColSums, []*Hop{NewAgg(OpSum, DirCol, cs), NewAgg(OpMax, DirFull, cs)}, ""},
		{"col sums, scan is an output", rewriteCumSumColSums, []*Hop{NewAgg(OpSum, DirCol, cs), cs}, ""},
		{"col sums of cumprod", rewriteCumSumColSums, []*Hop{NewAgg(OpSum, DirCol, NewCumAgg(OpCumProd, X))}, ""},
		{"col maxs", rewriteCumSumColSums, []*Hop{NewAgg(OpMax, DirCol, cs)}, ""},
		{"col sums, dynamic rows", rewriteCumSumColSums, []*Hop{NewAgg(OpSum, DirCol, NewCumAgg(OpCumSum, dynX))}, ""},
		{"last row", rewriteCumSumLastRow, []*Hop{NewSlice(cs, 5, 6, 0, 4)}, "colsum(dense)"},
		{"last row, some columns", rewriteCumSumLastRow, []*Hop{NewSlice(cs, 5, 6, 1, 3)}, "colsum([0:6,1:3](dense))"},
		{"not the last row", rewriteCumSumLastRow, []*Hop{NewSlice(cs, 4, 6, 0, 4)}, ""},
		{"last row, dynamic rows", rewriteCumSumLastRow, []*Hop{NewSlice(NewCumAgg(OpCumSum, dynX), 5, 6, 0, 4)}, ""},
		{"row sums", rewriteCumSumRowSums, []*Hop{NewAgg(OpSum, DirRow, cs)}, "cumsum(rowsum(dense))"},
		{"row means", rewriteCumSumRowSums, []*Hop{NewAgg(OpMean, DirRow, cs)}, "cumsum(rowmean(dense))"},
		{"row sums of a column", rewriteCumSumRowSums, []*Hop{NewAgg(OpSum, DirRow, NewCumAgg(OpCumSum, sel))}, ""},
	}
	for _, c := range cases {
		d, err := Prepare(c.roots)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		before := cumShape(d)
		changed := c.rule(d)
		after := cumShape(d)
		want := c.want
		if want == "" {
			want = before
		}
		if changed != (c.want != "") || after != want {
			t.Fatalf("%s: changed=%v, DAG %s, want %s", c.name, changed, after, want)
		}
		for i, n := range d.Nodes {
			if n.ID != i {
				t.Fatalf("%s: node %d has id %d after the rewrite", c.name, i, n.ID)
			}
		}
	}
}

// TestDynamicShapesCum marks removeEmpty and its matrix-shaped consumers.
func TestDynamicShapesCum(t *testing.T) {
	X := NewDense(mat.NewDense(6, 4, nil))
	re := NewRemoveEmpty(OpRemoveEmptyCols, X, nil)
	if !re.DynamicCols || re.DynamicRows || re.Cols != 4 {
		t.Fatalf("removeEmpty cols: %+v", re)
	}
	sum := NewAgg(OpSum, DirFull, re)
	rows := NewAgg(OpSum, DirRow, NewBinary(OpMul, re, NewScalar(2)))
	plain := NewBinary(OpAdd, X, NewBinary(OpMul, sum, NewScalar(3)))
	d, err := Prepare([]*Hop{rows, plain})
	if err != nil {
		t.Fatal(err)
	}
	dyn := d.DynamicShapes()
	for _, n := range d.Nodes {
		want := n.Op == OpRemoveEmptyCols || (n.Op == OpMul && n.Inputs[0].Op == OpRemoveEmptyCols) || (n.Op == OpSum && n.Dir == DirRow)
		if dyn[n.ID] != want {
			t.Fatalf("%s: dynamic=%v, want %v", n, dyn[n.ID], want)
		}
	}
	if err := NewRemoveEmpty(OpRemoveEmptyRows, X, NewDense(mat.NewDense(1, 4, nil))).Err; err == nil {
		t.Fatal("removeEmpty rows with a 1 x 4 select vector: no error")
	}
	if err := NewCumSumProd(X, NewDense(mat.NewDense(6, 2, nil))).Err; err == nil {
		t.Fatal("cumsumprod with 6 x 2 weights on 6 x 4: no error")
	}
}
