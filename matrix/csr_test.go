package matrix

import (
	"errors"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"
)

func TestNewCSRValidation(t *testing.T) {
	tests := []struct {
		name       string
		rows, cols int
		rowPtr     []int
		colIdx     []int
		vals       []float64
		wantErr    string // "" means valid; otherwise a substring of the error
	}{
		{"valid", 3, 4, []int{0, 2, 2, 3}, []int{0, 3, 1}, []float64{1, 2, 3}, ""},
		{"valid 0x0", 0, 0, []int{0}, nil, nil, ""},
		{"valid 0x5", 0, 5, []int{0}, nil, nil, ""},
		{"valid 3x0", 3, 0, []int{0, 0, 0, 0}, nil, nil, ""},
		{"valid stored zero and NaN", 1, 3, []int{0, 2}, []int{0, 2}, []float64{0, math.NaN()}, ""},
		{"negative rows", -1, 3, []int{0}, nil, nil, "negative dimensions"},
		{"negative cols", 1, -3, []int{0, 0}, nil, nil, "negative dimensions"},
		{"cols exceed int32", 1, math.MaxInt32 + 1, []int{0, 0}, nil, nil, "exceed"},
		{"rowPtr too short", 3, 4, []int{0, 2, 3}, []int{0, 3, 1}, []float64{1, 2, 3}, "len(rowPtr) = 3"},
		{"rowPtr too long", 1, 4, []int{0, 1, 1}, []int{0}, []float64{1}, "len(rowPtr) = 3"},
		{"nil rowPtr", 0, 0, nil, nil, nil, "len(rowPtr) = 0"},
		{"rowPtr[0] not zero", 2, 4, []int{1, 2, 3}, []int{0, 3, 1}, []float64{1, 2, 3}, "rowPtr[0] = 1"},
		{"non-monotone", 3, 4, []int{0, 2, 1, 3}, []int{0, 3, 1}, []float64{1, 2, 3}, "decreases at row 1"},
		{"end differs from nnz", 2, 4, []int{0, 1, 2}, []int{0, 3, 1}, []float64{1, 2, 3}, "rowPtr[2] = 2"},
		{"vals length", 1, 4, []int{0, 2}, []int{0, 3}, []float64{1}, "len(vals) = 1"},
		{"column negative", 2, 4, []int{0, 1, 2}, []int{0, -1}, []float64{1, 2}, "row 1, position 1: column index -1 out of range"},
		{"column too large", 2, 4, []int{0, 1, 2}, []int{4, 1}, []float64{1, 2}, "row 0, position 0: column index 4 out of range"},
		{"unsorted", 2, 4, []int{0, 1, 3}, []int{0, 3, 1}, []float64{1, 2, 3}, "row 1, position 2: column index 1 after 3 (not sorted)"},
		{"duplicate column", 1, 4, []int{0, 2}, []int{2, 2}, []float64{1, 2}, "row 0, position 1: column index 2 after 2 (duplicate)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := NewCSR(tt.rows, tt.cols, tt.rowPtr, tt.colIdx, tt.vals)
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				if r, k := c.Dims(); r != tt.rows || k != tt.cols {
					t.Fatalf("Dims = %d x %d, want %d x %d", r, k, tt.rows, tt.cols)
				}
				if err := c.Validate(); err != nil {
					t.Fatalf("Validate: %v", err)
				}
				if c.NNZ() != len(tt.vals) {
					t.Fatalf("NNZ = %d, want %d", c.NNZ(), len(tt.vals))
				}
				return
			}
			if err == nil {
				t.Fatalf("want error containing %q, got nil", tt.wantErr)
			}
			if !errors.Is(err, ErrInvalidCSR) {
				t.Errorf("error %v does not wrap ErrInvalidCSR", err)
			}
			if !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("error %q does not contain %q", err, tt.wantErr)
			}
			if c != nil {
				t.Errorf("want nil matrix on error")
			}
		})
	}
}

func TestNewCSRDoesNotAlias(t *testing.T) {
	rowPtr := []int{0, 2, 3}
	colIdx := []int{0, 2, 1}
	vals := []float64{1, 2, 3}
	c, err := NewCSR(2, 3, rowPtr, colIdx, vals)
	if err != nil {
		t.Fatal(err)
	}
	want := c.ToDense()
	rowPtr[1], colIdx[0], vals[0], vals[2] = 1, 1, 100, 300
	if got := c.ToDense(); !mat.Equal(got, want) {
		t.Fatalf("matrix changed with the caller's slices:\n%v\nwant\n%v", mat.Formatted(got), mat.Formatted(want))
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
}

// example returns
//
//	[1 0 2 0]
//	[0 0 0 0]
//	[0 3 0 NaN]
func example(t *testing.T) *CSR {
	t.Helper()
	c, err := NewCSR(3, 4, []int{0, 2, 2, 4}, []int{0, 2, 1, 3}, []float64{1, 2, 3, math.NaN()})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCSRAt(t *testing.T) {
	c := example(t)
	want := [][]float64{{1, 0, 2, 0}, {0, 0, 0, 0}, {0, 3, 0, math.NaN()}}
	for i, row := range want {
		for j, w := range row {
			if got := c.At(i, j); !same(got, w) {
				t.Errorf("At(%d, %d) = %v, want %v", i, j, got, w)
			}
			if got := c.T().At(j, i); !same(got, w) {
				t.Errorf("T().At(%d, %d) = %v, want %v", j, i, got, w)
			}
		}
	}
	if r, k := c.T().Dims(); r != 4 || k != 3 {
		t.Errorf("T().Dims() = %d x %d, want 4 x 3", r, k)
	}
	if _, ok := c.T().(mat.Transpose); !ok {
		t.Errorf("T() is %T, want mat.Transpose", c.T())
	}
}

func TestCSRAtPanicsLikeDense(t *testing.T) {
	c := example(t)
	d := mat.NewDense(3, 4, nil)
	for _, ij := range [][2]int{{-1, 0}, {3, 0}, {0, -1}, {0, 4}, {5, 7}} {
		got := recovered(func() { c.At(ij[0], ij[1]) })
		want := recovered(func() { d.At(ij[0], ij[1]) })
		if got == nil || got != want {
			t.Errorf("At(%d, %d) panicked with %v, mat.Dense with %v", ij[0], ij[1], got, want)
		}
	}
	if got := recovered(func() { c.RowNNZ(3) }); got != mat.ErrRowAccess {
		t.Errorf("RowNNZ(3) panicked with %v, want mat.ErrRowAccess", got)
	}
}

func recovered(f func()) (r any) {
	defer func() { r = recover() }()
	f()
	return nil
}

func TestCSRRows(t *testing.T) {
	c := example(t)
	wantNNZ := []int{2, 0, 2}
	for i, w := range wantNNZ {
		if got := c.RowNNZ(i); got != w {
			t.Errorf("RowNNZ(%d) = %d, want %d", i, got, w)
		}
		cols, vals := c.Row(i)
		if len(cols) != w || len(vals) != w {
			t.Errorf("Row(%d) has %d, %d entries, want %d", i, len(cols), len(vals), w)
		}
	}
	if cols, _ := c.Row(2); cols[0] != 1 || cols[1] != 3 {
		t.Errorf("Row(2) columns = %v, want [1 3]", cols)
	}
	if got, want := c.Density(), 4.0/12; got != want {
		t.Errorf("Density = %v, want %v", got, want)
	}
}

func TestCSRClone(t *testing.T) {
	c := example(t)
	d := c.Clone()
	d.vals[0] = 42
	d.colIdx[1] = 3
	if c.At(0, 0) != 1 || c.At(0, 2) != 2 {
		t.Fatal("Clone shares storage with the original")
	}
	if err := c.Clone().Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestCSRTranspose(t *testing.T) {
	for _, c := range []*CSR{example(t), RandSparse(37, 11, 0.3, -1, 1, 5), RandSparse(0, 4, 0.5, 0, 1, 1), RandSparse(4, 0, 0.5, 0, 1, 1)} {
		tr := c.Transpose()
		if err := tr.Validate(); err != nil {
			t.Fatal(err)
		}
		r, k := c.Dims()
		if tr.rows != k || tr.cols != r || tr.NNZ() != c.NNZ() {
			t.Fatalf("Transpose is %d x %d with %d entries, want %d x %d with %d", tr.rows, tr.cols, tr.NNZ(), k, r, c.NNZ())
		}
		for i := range r {
			for j := range k {
				if !same(c.At(i, j), tr.At(j, i)) {
					t.Fatalf("Transpose(%d, %d) = %v, want %v", j, i, tr.At(j, i), c.At(i, j))
				}
			}
		}
	}
}

func TestValidateParts(t *testing.T) {
	bad := []*CSR{
		nil,
		NewCSRFromParts(2, 2, []int64{0, 1}, []int32{0}, []float64{1}),
		NewCSRFromParts(1, 2, []int64{0, 2}, []int32{1, 0}, []float64{1, 2}),
		NewCSRFromParts(1, 2, []int64{0, 1}, []int32{2}, []float64{1}),
		NewCSRFromParts(2, 2, []int64{0, 2, 1}, []int32{0, 1}, []float64{1, 2}),
		NewCSRFromParts(1, 2, []int64{0, 1}, []int32{0}, nil),
	}
	for k, c := range bad {
		if err := c.Validate(); !errors.Is(err, ErrInvalidCSR) {
			t.Errorf("case %d: Validate = %v, want ErrInvalidCSR", k, err)
		}
	}
}

// same reports whether a and b are equal or both NaN.
func same(a, b float64) bool { return a == b || (a != a && b != b) }
