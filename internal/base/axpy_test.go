package base

import (
	"math"
	"testing"
)

// TestAxpyLongRoundsEachProduct holds the long axpy to "round the product,
// then add" on lengths around the assembly's unrolling. The values make a
// fused multiply-add give other bits: (1+2^-30)^2 - (1+2^-29) is 2^-60
// exactly, which rounding the square first loses.
func TestAxpyLongRoundsEachProduct(t *testing.T) {
	a := 1 + math.Ldexp(1, -30)
	for _, n := range []int{1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 33, 100} {
		x := make([]float64, n)
		y := make([]float64, n)
		want := make([]float64, n)
		for j := range x {
			x[j] = a
			y[j] = -(1 + math.Ldexp(1, -29))
			if j%5 == 3 {
				x[j] = math.NaN()
			}
			if j%7 == 6 {
				y[j] = math.Inf(-1)
			}
			p := float64(a * x[j])
			want[j] = y[j] + p
		}
		axpyLong(y, a, x)
		for j := range y {
			if math.Float64bits(y[j]) != math.Float64bits(want[j]) && !(math.IsNaN(y[j]) && math.IsNaN(want[j])) {
				t.Fatalf("n=%d j=%d: got %x, want %x (product rounded, then added)", n, j, math.Float64bits(y[j]), math.Float64bits(want[j]))
			}
		}
		if fused := math.FMA(a, a, -(1 + math.Ldexp(1, -29))); n > 0 && fused == y[0] {
			t.Fatalf("test values do not tell a fused multiply-add apart: %g", fused)
		}
	}
}
