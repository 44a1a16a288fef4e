package matrix

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"
)

func TestReadMatrixMarket(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want *mat.Dense
		csr  bool // the result is a *CSR
	}{
		{"coordinate real general", `%%MatrixMarket matrix coordinate real general
% a comment
2 3 3
1 1 1.5
2 3 -2e3

1 2 NaN
`, mat.NewDense(2, 3, []float64{1.5, math.NaN(), 0, 0, 0, -2000}), true},
		{"coordinate integer symmetric", `%%MatrixMarket matrix coordinate integer symmetric
3 3 3
1 1 4
3 1 7
3 2 -1
`, mat.NewDense(3, 3, []float64{4, 0, 7, 0, 0, -1, 7, -1, 0}), true},
		{"coordinate pattern", `%%matrixmarket MATRIX Coordinate Pattern General
2 2 2
1 2
2 1
`, mat.NewDense(2, 2, []float64{0, 1, 1, 0}), true},
		{"coordinate skew-symmetric", `%%MatrixMarket matrix coordinate real skew-symmetric
2 2 1
2 1 3
`, mat.NewDense(2, 2, []float64{0, -3, 3, 0}), true},
		{"coordinate duplicates summed", `%%MatrixMarket matrix coordinate real general
1 1 2
1 1 1
1 1 2
`, mat.NewDense(1, 1, []float64{3}), true},
		{"array real general", `%%MatrixMarket matrix array real general
2 2
1
3
2
4
`, mat.NewDense(2, 2, []float64{1, 2, 3, 4}), false},
		{"array integer symmetric", `%%MatrixMarket matrix array integer symmetric
2 2
1
2
3
`, mat.NewDense(2, 2, []float64{1, 2, 2, 3}), false},
		{"array skew-symmetric", `%%MatrixMarket matrix array real skew-symmetric
2 2
5
`, mat.NewDense(2, 2, []float64{0, -5, 5, 0}), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := ReadMatrixMarket(strings.NewReader(tc.in))
			if err != nil {
				t.Fatal(err)
			}
			if _, isCSR := m.(*CSR); isCSR != tc.csr {
				t.Fatalf("result is %T", m)
			}
			if !equalNaN(m, tc.want) {
				t.Fatalf("got\n%v\nwant\n%v", mat.Formatted(m), mat.Formatted(tc.want))
			}
		})
	}
}

func TestReadMatrixMarketMalformed(t *testing.T) {
	tests := []struct {
		name, in string
		line     int // the line the error must name; 0: the input ended
	}{
		{"empty", "", 0},
		{"bad banner", "%%MatrixMarket tensor coordinate real general\n1 1 0\n", 1},
		{"complex", "%%MatrixMarket matrix coordinate complex general\n1 1 0\n", 1},
		{"hermitian", "%%MatrixMarket matrix coordinate real hermitian\n1 1 0\n", 1},
		{"pattern array", "%%MatrixMarket matrix array pattern general\n1 1\n", 1},
		{"no size", "%%MatrixMarket matrix coordinate real general\n% only a comment\n", 0},
		{"bad size", "%%MatrixMarket matrix coordinate real general\n2 x 1\n", 2},
		{"short size", "%%MatrixMarket matrix coordinate real general\n2 2\n", 2},
		{"negative size", "%%MatrixMarket matrix array real general\n-1 2\n", 2},
		{"more entries claimed than listed", "%%MatrixMarket matrix coordinate real general\n1 1 2\n", 0},
		{"index out of range", "%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1\n3 1 1\n", 4},
		{"zero index", "%%MatrixMarket matrix coordinate real general\n2 2 1\n% c\n0 1 1\n", 4},
		{"bad value", "%%MatrixMarket matrix coordinate real general\n2 2 1\n1 1 one\n", 3},
		{"float in integer", "%%MatrixMarket matrix coordinate integer general\n2 2 1\n1 1 1.5\n", 3},
		{"missing value", "%%MatrixMarket matrix coordinate real general\n2 2 1\n1 1\n", 3},
		{"value in pattern", "%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 1 1\n", 3},
		{"too few entries", "%%MatrixMarket matrix coordinate real general\n2 2 2\n1 1 1\n", 0},
		{"too many entries", "%%MatrixMarket matrix coordinate real general\n2 2 1\n1 1 1\n2 2 2\n", 4},
		{"upper in symmetric", "%%MatrixMarket matrix coordinate real symmetric\n2 2 1\n1 2 1\n", 3},
		{"diagonal in skew", "%%MatrixMarket matrix coordinate real skew-symmetric\n2 2 1\n1 1 1\n", 3},
		{"non-square symmetric", "%%MatrixMarket matrix array real symmetric\n2 3\n", 2},
		{"array too few", "%%MatrixMarket matrix array real general\n2 1\n1\n", 0},
		{"array too many", "%%MatrixMarket matrix array real general\n1 1\n1\n2\n", 4},
		{"array two per line", "%%MatrixMarket matrix array real general\n2 1\n1 2\n", 3},
		{"array empty", "%%MatrixMarket matrix array real general\n0 3\n", 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadMatrixMarket(strings.NewReader(tc.in))
			var pe *ParseError
			if !errors.As(err, &pe) || !errors.Is(err, ErrFormat) {
				t.Fatalf("error %v, want a *ParseError wrapping ErrFormat", err)
			}
			if pe.Line != tc.line {
				t.Fatalf("error %q names line %d, want %d", err, pe.Line, tc.line)
			}
		})
	}
}

func TestMatrixMarketRoundTrip(t *testing.T) {
	sparse := RandSparse(20, 13, 0.2, -5, 5, 7)
	dense := RandDense(9, 4, -1e10, 1e10, 8)
	dense.Set(0, 0, math.Inf(1))
	dense.Set(1, 2, math.Inf(-1))
	dense.Set(3, 3, math.NaN())
	dense.Set(4, 1, 5e-324) // the smallest subnormal survives
	for _, m := range []mat.Matrix{sparse, dense, sparse.T(), NewCSRFromParts(3, 0, []int64{0, 0, 0, 0}, nil, nil)} {
		var buf bytes.Buffer
		if err := WriteMatrixMarket(&buf, m); err != nil {
			t.Fatal(err)
		}
		got, err := ReadMatrixMarket(&buf)
		if err != nil {
			t.Fatalf("%T: %v", m, err)
		}
		if !equalNaN(got, m) {
			t.Fatalf("%T: round trip differs", m)
		}
	}
	if err := WriteMatrixMarket(&bytes.Buffer{}, (*CSR)(nil)); err == nil {
		t.Error("nil CSR: no error")
	}
}

// equalNaN reports whether a and b have the same shape and cells, NaN
// equal to NaN.
func equalNaN(a, b mat.Matrix) bool {
	ar, ac := a.Dims()
	br, bc := b.Dims()
	if ar != br || ac != bc {
		return false
	}
	for i := 0; i < ar; i++ {
		for j := 0; j < ac; j++ {
			x, y := a.At(i, j), b.At(i, j)
			if x != y && !(math.IsNaN(x) && math.IsNaN(y)) {
				return false
			}
		}
	}
	return true
}

// FuzzReadMatrixMarket: the reader never panics, errors are ParseErrors,
// and what it reads writes back to the same matrix.
func FuzzReadMatrixMarket(f *testing.F) {
	for _, s := range []string{
		"%%MatrixMarket matrix coordinate real general\n2 3 2\n1 1 1.5\n2 3 -2\n",
		"%%MatrixMarket matrix coordinate integer symmetric\n3 3 2\n1 1 4\n3 1 7\n",
		"%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 2\n",
		"%%MatrixMarket matrix coordinate real skew-symmetric\n2 2 1\n2 1 3\n",
		"%%MatrixMarket matrix array real general\n2 1\n1\nNaN\n",
		"%%MatrixMarket matrix array integer symmetric\n2 2\n1\n2\n3\n",
		"%%MatrixMarket matrix coordinate real general\n% c\n\n1 1 1\n1 1 +Inf\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		// A small size limit: the fuzzer would otherwise ask for row
		// pointers of 2^31 rows in a dozen bytes.
		m, err := readMatrixMarket(bytes.NewReader(in), 1<<12)
		if err != nil {
			if !errors.Is(err, ErrFormat) {
				t.Fatalf("error %v does not wrap ErrFormat", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := WriteMatrixMarket(&buf, m); err != nil {
			t.Fatal(err)
		}
		back, err := ReadMatrixMarket(&buf)
		if err != nil {
			t.Fatalf("reading what was written: %v", err)
		}
		if !equalNaN(back, m) {
			t.Fatal("round trip differs")
		}
	})
}
