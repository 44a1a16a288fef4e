package hop

import (
	"math"
	"testing"

	"github.com/fusejit/fusejit/matrix"
)

// TestEstimateScanDensity compares the closed form with the mean over the
// rows of 1-(1-p)^(i+1), summed term by term.
func TestEstimateScanDensity(t *testing.T) {
	for _, tc := range []struct {
		n int
		p float64
	}{{1, 0.3}, {2, 0.5}, {10, 0.01}, {100, 0.01}, {1000, 1e-6}, {5000, 0.002}, {7, 1}, {7, 0}, {0, 0.5}} {
		want := 0.0
		for i := 0; i < tc.n; i++ {
			want += 1 - math.Pow(1-tc.p, float64(i+1))
		}
		if tc.n > 0 {
			want /= float64(tc.n)
		}
		if got := EstimateScanDensity(tc.n, tc.p); math.Abs(got-want) > 1e-12 {
			t.Errorf("EstimateScanDensity(%d, %g) = %.15g, want %.15g", tc.n, tc.p, got, want)
		}
	}
}

// TestCumAggFormat: a CSR's scan is a CSR exactly when the estimate is at
// most SparseScanMaxDensity; a dense operand always gives a dense scan.
func TestCumAggFormat(t *testing.T) {
	for _, tc := range []struct {
		rows, cols int
		density    float64
		want       bool
	}{
		{1000, 50, 0.0001, true}, // 5 stored cells per 1000 rows: mostly above the first
		{1000, 50, 0.01, false},  // columns start near row 100: 90% stored
		{50, 1000, 0.005, true},
		{1, 100, 0.2, true}, // one row keeps the operand's pattern
		{1, 100, 0.6, false},
	} {
		x := NewSparse(matrix.RandSparse(tc.rows, tc.cols, tc.density, 1, 2, 7))
		for _, op := range []OpCode{OpCumSum, OpCumProd, OpCumMin, OpCumMax} {
			h := NewCumAgg(op, x)
			if h.Err != nil {
				t.Fatal(h.Err)
			}
			if h.Sparse != tc.want {
				t.Errorf("%v of %dx%d at %g: Sparse = %v, want %v (estimate %.3f)", op, tc.rows, tc.cols, tc.density,
					h.Sparse, tc.want, EstimateScanDensity(tc.rows, x.Sparsity()))
			}
		}
		d := NewCumAgg(OpCumSum, NewDense(matrix.RandDense(tc.rows, tc.cols, 0, 1, 3)))
		if d.Sparse {
			t.Errorf("cumsum of a dense %dx%d is Sparse", tc.rows, tc.cols)
		}
	}
}
