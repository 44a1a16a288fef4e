package engine

import (
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/fmath"
	"github.com/fusejit/fusejit/matrix"
)

// TestCanonicalizeNaNs covers each output type and layout: every NaN
// becomes canonical, every other cell keeps its bits, and cells outside
// a strided view are not touched.
func TestCanonicalizeNaNs(t *testing.T) {
	odd := []float64{
		math.Float64frombits(0xfff8000000000000), math.Float64frombits(0x7ff0000000000001),
		math.Float64frombits(0x7ff80000deadbeef), math.Inf(-1), math.Copysign(0, -1), 1.5,
		math.Float64frombits(1), // subnormal
	}
	fill := func(n int) []float64 {
		xs := make([]float64, n)
		for i := range xs {
			xs[i] = odd[i%len(odd)]
		}
		return xs
	}
	check := func(t *testing.T, got, orig []float64) {
		t.Helper()
		for i, v := range got {
			want := math.Float64bits(orig[i])
			if math.IsNaN(orig[i]) {
				want = fmath.CanonicalNaNBits
			}
			if math.Float64bits(v) != want {
				t.Fatalf("cell %d: %#x, want %#x", i, math.Float64bits(v), want)
			}
		}
	}
	for _, n := range []int{0, 1, 7, 3*nanScanChunk + 5} {
		for _, threads := range []int{1, 3} {
			d := fill(n)
			orig := append([]float64(nil), d...)
			if n > 0 {
				canonicalizeNaNs(mat.NewDense(1, n, d), threads)
				check(t, d, orig)
			}
			v := fill(n)
			if n > 0 {
				canonicalizeNaNs(mat.NewVecDense(n, v), threads)
				check(t, v, orig)
			}
		}
	}
	// A strided view: the cells between its rows are not its own.
	backing := fill(6 * 10)
	orig := append([]float64(nil), backing...)
	view := mat.NewDense(6, 10, backing).Slice(0, 6, 2, 5).(*mat.Dense)
	canonicalizeNaNs(view, 2)
	for i := range 6 {
		for j := range 10 {
			k := i*10 + j
			want := math.Float64bits(orig[k])
			if j >= 2 && j < 5 && math.IsNaN(orig[k]) {
				want = fmath.CanonicalNaNBits
			}
			if got := math.Float64bits(backing[k]); got != want {
				t.Fatalf("backing cell (%d,%d): %#x, want %#x", i, j, got, want)
			}
		}
	}
	// A CSR's stored values, through a transposed view.
	vals := fill(5)
	origVals := append([]float64(nil), vals...)
	c, err := matrix.NewCSR(2, 4, []int{0, 3, 5}, []int{0, 1, 3, 0, 2}, vals)
	if err != nil {
		t.Fatal(err)
	}
	canonicalizeNaNs(mat.Transpose{Matrix: c}, 1)
	check(t, c.Values(), origVals)
}
