package matrix

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"
)

func TestConvertDenseRoundTrip(t *testing.T) {
	cases := map[string]*CSR{
		"example":        example(t),
		"random":         RandSparse(31, 17, 0.2, -1, 1, 3),
		"empty rows":     RandSparse(40, 3, 0.05, -1, 1, 4),
		"row vector":     RandSparse(1, 50, 0.5, -1, 1, 5),
		"column vector":  RandSparse(50, 1, 0.5, -1, 1, 6),
		"no entries":     RandSparse(5, 5, 0, -1, 1, 7),
		"fully occupied": RandSparse(6, 7, 1, -1, 1, 8),
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			d := c.ToDense()
			raw := d.RawMatrix()
			if raw.Stride != raw.Cols {
				t.Fatalf("ToDense stride %d, cols %d: not contiguous", raw.Stride, raw.Cols)
			}
			r, k := c.Dims()
			for i := range r {
				for j := range k {
					if !same(d.At(i, j), c.At(i, j)) {
						t.Fatalf("ToDense(%d, %d) = %v, want %v", i, j, d.At(i, j), c.At(i, j))
					}
				}
			}
			back := FromDense(d)
			if err := back.Validate(); err != nil {
				t.Fatal(err)
			}
			if !equalCSR(back, c) {
				t.Fatalf("FromDense(ToDense(c)) differs from c")
			}
		})
	}
}

func TestConvertFromDense(t *testing.T) {
	nan := math.NaN()
	d := mat.NewDense(3, 4, []float64{
		0, math.Copysign(0, -1), nan, 1,
		0, 0, 0, 0,
		math.Inf(-1), 0, 0, 2,
	})
	want, err := NewCSR(3, 4, []int{0, 2, 2, 4}, []int{2, 3, 0, 3}, []float64{nan, 1, math.Inf(-1), 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := FromDense(d); !equalCSR(got, want) {
		t.Errorf("FromDense stores %v, want %v (NaN and Inf stored, +0 and -0 not)", got.vals, want.vals)
	}

	// A strided view, a generic mat.Matrix and a transposed CSR.
	view := d.Slice(0, 3, 1, 4).(*mat.Dense)
	if got := FromDense(view); !equalCSR(got, FromDense(mat.DenseCopyOf(view))) {
		t.Errorf("FromDense of a strided view differs from the copy")
	}
	if got, wantT := FromDense(d.T()), FromDense(mat.DenseCopyOf(d.T())); !equalCSR(got, wantT) {
		t.Errorf("FromDense(d.T()) differs from the dense transpose")
	}
	if got := FromDense(want.T()); !equalCSR(got, want.Transpose()) {
		t.Errorf("FromDense(csr.T()) differs from Transpose")
	}
	if got := FromDense(want); !equalCSR(got, want) || &got.vals[0] == &want.vals[0] {
		t.Errorf("FromDense(*CSR) is not a copy")
	}

	// Nil and empty inputs give empty matrices, not panics.
	var nilDense *mat.Dense
	var nilCSR *CSR
	for _, m := range []mat.Matrix{nil, nilDense, nilCSR, &mat.Dense{}} {
		got := FromDense(m)
		if r, k := got.Dims(); r != 0 || k != 0 || got.Validate() != nil {
			t.Errorf("FromDense(%#v) = %d x %d, want valid 0 x 0", m, r, k)
		}
	}
}

func TestConvertZeroSizedToDense(t *testing.T) {
	for _, c := range []*CSR{emptyCSR(0, 0), emptyCSR(0, 3), emptyCSR(3, 0)} {
		if d := c.ToDense(); d == nil || !d.IsEmpty() {
			t.Errorf("ToDense of %d x %d = %v, want empty dense", c.rows, c.cols, d)
		}
	}
}

// equalCSR compares layout and values; NaN equals NaN.
func equalCSR(a, b *CSR) bool {
	if a.rows != b.rows || a.cols != b.cols || len(a.vals) != len(b.vals) || len(a.colIdx) != len(b.colIdx) {
		return false
	}
	for i := range a.rowPtr {
		if a.rowPtr[i] != b.rowPtr[i] {
			return false
		}
	}
	for k := range a.vals {
		if a.colIdx[k] != b.colIdx[k] || !same(a.vals[k], b.vals[k]) {
			return false
		}
	}
	return true
}
