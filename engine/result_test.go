package engine

import (
	"errors"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// resultOf builds a Result directly, so the accessors are tested without
// a compiler.
func resultOf(outs ...mat.Matrix) *Result { return &Result{outs: outs} }

func TestResultAccessors(t *testing.T) {
	dense := mat.NewDense(2, 3, []float64{1, 0, 2, 0, 3, 0})
	csr := matrix.FromDense(dense)
	col := mat.NewDense(3, 1, []float64{1, 2, 3})
	row := mat.NewDense(1, 3, []float64{4, 5, 6})
	one := mat.NewDense(1, 1, []float64{7})
	r := resultOf(dense, csr, col, row, one, matrix.FromDense(col))

	tests := []struct {
		name    string
		call    func() (mat.Matrix, error)
		want    mat.Matrix // nil when an error is expected
		wantErr bool
	}{
		{"dense of dense", func() (mat.Matrix, error) { return r.Dense(0) }, dense, false},
		{"dense of csr", func() (mat.Matrix, error) { return r.Dense(1) }, dense, false},
		{"dense out of range", func() (mat.Matrix, error) { return r.Dense(6) }, nil, true},
		{"dense negative index", func() (mat.Matrix, error) { return r.Dense(-1) }, nil, true},
		{"csr of csr", func() (mat.Matrix, error) { return r.CSR(1) }, dense, false},
		{"csr of dense", func() (mat.Matrix, error) { return r.CSR(0) }, dense, false},
		{"csr out of range", func() (mat.Matrix, error) { return r.CSR(9) }, nil, true},
		{"vector of column", func() (mat.Matrix, error) { return r.Vector(2) }, col, false},
		{"vector of row", func() (mat.Matrix, error) { return r.Vector(3) }, mat.NewDense(3, 1, []float64{4, 5, 6}), false},
		{"vector of sparse column", func() (mat.Matrix, error) { return r.Vector(5) }, col, false},
		{"vector of 1x1", func() (mat.Matrix, error) { return r.Vector(4) }, one, false},
		{"vector of matrix", func() (mat.Matrix, error) { return r.Vector(0) }, nil, true},
		{"vector out of range", func() (mat.Matrix, error) { return r.Vector(6) }, nil, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.call()
			if tc.wantErr {
				if !errors.Is(err, ErrShape) {
					t.Fatalf("error %v, want ErrShape", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !mat.Equal(got, tc.want) {
				t.Fatalf("got %v, want %v", mat.Formatted(got), mat.Formatted(tc.want))
			}
		})
	}
}

func TestResultScalar(t *testing.T) {
	r := resultOf(mat.NewDense(1, 1, []float64{2.5}), mat.NewDense(1, 2, []float64{1, 2}), matrix.FromDense(mat.NewDense(1, 1, []float64{0})))
	tests := []struct {
		i       int
		want    float64
		wantErr bool
	}{
		{0, 2.5, false},
		{1, 0, true},
		{2, 0, false}, // a 1 x 1 CSR storing nothing is 0
		{3, 0, true},
		{-1, 0, true},
	}
	for _, tc := range tests {
		got, err := r.ScalarErr(tc.i)
		if tc.wantErr {
			if !errors.Is(err, ErrShape) {
				t.Errorf("ScalarErr(%d): error %v, want ErrShape", tc.i, err)
			}
			if s := r.Scalar(tc.i); !math.IsNaN(s) {
				t.Errorf("Scalar(%d) = %v, want NaN", tc.i, s)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("ScalarErr(%d) = %v, %v; want %v", tc.i, got, err, tc.want)
		}
		if s := r.Scalar(tc.i); s != tc.want {
			t.Errorf("Scalar(%d) = %v, want %v", tc.i, s, tc.want)
		}
	}
	var nilResult *Result
	if _, err := nilResult.ScalarErr(0); !errors.Is(err, ErrShape) {
		t.Errorf("nil result: %v", err)
	}
}

// TestResultVectorShares: a vector of a contiguous dense output is a view
// of it, so a loop reading Vector does not copy.
func TestResultVectorShares(t *testing.T) {
	col := mat.NewDense(3, 1, []float64{1, 2, 3})
	v, err := resultOf(col).Vector(0)
	if err != nil {
		t.Fatal(err)
	}
	v.SetVec(1, 9)
	if col.At(1, 0) != 9 {
		t.Fatal("Vector copied a contiguous dense column")
	}
}

func TestResultInto(t *testing.T) {
	dense := mat.NewDense(2, 2, []float64{1, 0, 0, 4})
	r := resultOf(dense, matrix.FromDense(dense), mat.NewDense(2, 1, []float64{5, 6}))
	tests := []struct {
		name    string
		i       int
		dst     *mat.Dense
		wantErr bool
	}{
		{"dense into sized", 0, mat.NewDense(2, 2, nil), false},
		{"csr into dirty", 1, mat.NewDense(2, 2, []float64{9, 9, 9, 9}), false},
		{"into empty", 1, &mat.Dense{}, false},
		{"wrong shape", 0, mat.NewDense(2, 1, nil), true},
		{"nil destination", 0, nil, true},
		{"out of range", 3, mat.NewDense(2, 2, nil), true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := r.DenseInto(tc.i, tc.dst)
			if tc.wantErr {
				if !errors.Is(err, ErrShape) {
					t.Fatalf("error %v, want ErrShape", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !mat.Equal(tc.dst, dense) {
				t.Fatalf("got %v", mat.Formatted(tc.dst))
			}
		})
	}
	v := mat.NewVecDense(2, nil)
	if err := r.VectorInto(2, v); err != nil || v.AtVec(0) != 5 || v.AtVec(1) != 6 {
		t.Errorf("VectorInto: %v, %v", err, v.RawVector().Data)
	}
	if err := r.VectorInto(2, mat.NewVecDense(3, nil)); !errors.Is(err, ErrShape) {
		t.Errorf("VectorInto wrong length: %v", err)
	}
	if err := r.VectorInto(0, mat.NewVecDense(2, nil)); !errors.Is(err, ErrShape) {
		t.Errorf("VectorInto of a matrix: %v", err)
	}
}

func TestResultScan(t *testing.T) {
	r := resultOf(mat.NewDense(1, 1, []float64{3}), mat.NewDense(2, 1, []float64{1, 2}), mat.NewDense(2, 2, []float64{1, 0, 0, 1}))
	var (
		s   float64
		v   *mat.VecDense
		c   *matrix.CSR
		raw mat.Matrix
	)
	if err := r.Scan(&s, &v, &c); err != nil {
		t.Fatal(err)
	}
	if s != 3 || v.Len() != 2 || v.AtVec(1) != 2 || c.NNZ() != 2 {
		t.Errorf("Scan: %v %v %v", s, v, c)
	}
	if err := r.Scan(nil, nil, &raw); err != nil || raw == nil {
		t.Errorf("Scan with skips: %v", err)
	}
	bad := []struct {
		name string
		dst  []any
	}{
		{"too few", []any{&s}},
		{"scalar of a matrix", []any{nil, nil, &s}},
		{"vector of a matrix", []any{nil, nil, &v}},
	}
	for _, tc := range bad {
		if err := r.Scan(tc.dst...); !errors.Is(err, ErrShape) {
			t.Errorf("%s: error %v, want ErrShape", tc.name, err)
		}
	}
	var n int
	if err := r.Scan(&n, nil, nil); err == nil {
		t.Error("unsupported destination: no error")
	}
}
