package hop

import (
	"errors"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"
)

func TestFirstStage(t *testing.T) {
	x := NewDense(mat.NewDense(6, 3, nil))
	y := NewBinary(OpMul, x, NewScalar(2))
	r := NewRemoveEmpty(OpRemoveEmptyRows, y, nil)
	r2 := NewRemoveEmpty(OpRemoveEmptyCols, NewUnary(OpExp, r), nil)
	cases := []struct {
		name  string
		roots []*Hop
		want  []string // operations of the first stage, in order
	}{
		{"no-removeEmpty", []*Hop{NewAgg(OpSum, DirFull, y)}, nil},
		{"removeEmpty-is-the-output", []*Hop{r}, nil},
		{"consumed", []*Hop{NewAgg(OpSum, DirFull, r)}, []string{"rmempty_rows"}},
		{"shared-below", []*Hop{NewAgg(OpSum, DirFull, r), NewAgg(OpSum, DirRow, y)}, []string{"*", "rmempty_rows"}},
		{"lowest-level-only", []*Hop{NewAgg(OpSum, DirFull, r2)}, []string{"rmempty_rows"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := Prepare(c.roots)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, h := range d.FirstStage() {
				got = append(got, h.Op.String())
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("first stage %v, want %v", got, c.want)
			}
			if HasDynamicShape(c.roots) != (c.name != "no-removeEmpty") {
				t.Fatalf("HasDynamicShape = %v", !(c.name != "no-removeEmpty"))
			}
		})
	}
}

func TestSubstituteInfersShapes(t *testing.T) {
	x := NewDense(mat.NewDense(6, 3, nil))
	r := NewRemoveEmpty(OpRemoveEmptyRows, x, nil)
	out := NewAgg(OpSum, DirRow, NewBinary(OpAdd, NewUnary(OpExp, r), r))
	d, err := Prepare([]*Hop{out})
	if err != nil {
		t.Fatal(err)
	}
	first := d.FirstStage()
	leaf := NewDense(mat.NewDense(2, 3, nil))
	roots, err := d.Substitute(first, []*Hop{leaf})
	if err != nil {
		t.Fatal(err)
	}
	if got := roots[0]; got.Rows != 2 || got.Cols != 1 || got.Inputs[0].Rows != 2 {
		t.Fatalf("rest is %dx%d over %dx%d, want 2x1 over 2x3", got.Rows, got.Cols, got.Inputs[0].Rows, got.Inputs[0].Cols)
	}
	// A leaf that no longer fits a fixed-size operand is an error.
	y := NewDense(mat.NewDense(6, 3, nil))
	bad := NewBinary(OpAdd, NewRemoveEmpty(OpRemoveEmptyRows, x, nil), y)
	d, _ = Prepare([]*Hop{bad})
	if _, err := d.Substitute(d.FirstStage(), []*Hop{leaf}); !errors.Is(err, ErrShape) {
		t.Fatalf("err = %v, want a shape error", err)
	}
}
