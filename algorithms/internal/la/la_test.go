package la

import (
	"errors"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

func TestLeafTypes(t *testing.T) {
	d := mat.NewDense(2, 2, []float64{1, 2, 3, 4})
	s := matrix.FromDense(d)
	v := mat.NewVecDense(2, []float64{1, 2})
	for _, m := range []mat.Matrix{d, s, v} {
		if _, err := Leaf(m); err != nil {
			t.Errorf("%T: %v", m, err)
		}
	}
	var nilDense *mat.Dense
	for _, m := range []mat.Matrix{nil, nilDense, d.T()} {
		if _, err := Leaf(m); !errors.Is(err, ErrInput) {
			t.Errorf("%T: error %v, want ErrInput", m, err)
		}
	}
	if _, _, _, err := Data(v); !errors.Is(err, ErrInput) {
		t.Errorf("vector as X: error %v, want ErrInput", err)
	}
}

func TestRelDiff(t *testing.T) {
	a := mat.NewDense(1, 2, []float64{3, 4})
	b := mat.NewDense(1, 2, []float64{3, 4.5})
	if got := RelDiff(a, b); math.Abs(got-0.5/math.Sqrt(9+20.25)) > 1e-15 {
		t.Errorf("RelDiff %g", got)
	}
	if got := RelDiff(a, mat.NewDense(2, 1, nil)); !math.IsInf(got, 1) {
		t.Errorf("shape mismatch: %g", got)
	}
	if got := RelDiff(mat.NewDense(1, 1, nil), mat.NewDense(1, 1, nil)); got != 0 {
		t.Errorf("zeros: %g", got)
	}
}

func TestMul(t *testing.T) {
	X := mat.NewDense(2, 3, []float64{1, 0, 2, 0, 3, 0})
	B := mat.NewDense(3, 1, []float64{1, 1, 1})
	dense, err := Mul(X, B)
	if err != nil {
		t.Fatal(err)
	}
	sparse, err := Mul(matrix.FromDense(X), B)
	if err != nil {
		t.Fatal(err)
	}
	if !mat.Equal(dense, sparse) || dense.At(0, 0) != 3 || dense.At(1, 0) != 3 {
		t.Errorf("dense %v, sparse %v", dense, sparse)
	}
	if _, err := Mul(X, mat.NewDense(2, 1, nil)); !errors.Is(err, ErrInput) {
		t.Errorf("mismatch: %v", err)
	}
}
