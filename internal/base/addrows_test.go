package base

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestAddRows4 holds addRows4 to four row-by-row axpys, bit for bit, for
// lengths around its two- and four-cell steps and with NaN, Inf, -0 and
// subnormal values.
func TestAddRows4(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	specials := []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 5e-324, 1e308, -1e308}
	val := func() float64 {
		if r.IntN(6) == 0 {
			return specials[r.IntN(len(specials))]
		}
		return r.NormFloat64() * math.Pow(10, float64(r.IntN(7)-3))
	}
	for n := 0; n <= 11; n++ {
		for trial := 0; trial < 20; trial++ {
			var xs [4][]float64
			for k := range xs {
				xs[k] = make([]float64, n+1) // +1: a cell past n that must stay untouched
				for j := range xs[k] {
					xs[k][j] = val()
				}
			}
			w := [4]float64{val(), val(), val(), val()}
			got, want := make([]float64, n+1), make([]float64, n+1)
			for j := range got {
				got[j] = val()
				want[j] = got[j]
			}
			for k := range xs {
				for j := 0; j < n; j++ {
					want[j] = float64(want[j] + float64(xs[k][j]*w[k]))
				}
			}
			addRows4(&xs[0][0], &xs[1][0], &xs[2][0], &xs[3][0], &w, &got[0], n)
			for j := range got {
				if math.Float64bits(got[j]) != math.Float64bits(want[j]) && !(math.IsNaN(got[j]) && math.IsNaN(want[j])) {
					t.Fatalf("n=%d trial %d: cell %d = %v, want %v", n, trial, j, got[j], want[j])
				}
			}
		}
	}
}
