package hop

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestMaxAbsOf compares the scan with math.Max on several lengths, with signed zeros, subnormals, Inf and
// NaN placed anywhere.
func TestMaxAbsOf(t *testing.T) {
	plain := func(vs []float64, m float64) float64 {
		for _, v := range vs {
			if math.IsNaN(v) {
				return math.NaN()
			}
			m = math.Max(m, math.Abs(v))
		}
		return m
	}
	rng := rand.New(rand.NewPCG(1, 2))
	specials := []float64{math.Copysign(0, -1), 5e-324, -5e-324, math.Inf(-1), math.Inf(1), -1e308, math.NaN()}
	for _, n := range []int{0, 1, 3, 4, 5, 8, 9, 4095, 4096, 4097, 10000} {
		for trial := 0; trial <= len(specials); trial++ {
			vs := make([]float64, n)
			for i := range vs {
				vs[i] = (rng.Float64() - 0.5) * 100
			}
			if trial < len(specials) && n > 0 {
				vs[rng.IntN(n)] = specials[trial]
			}
			for _, m0 := range []float64{0, 7} {
				got, want := maxAbsOf(vs, m0), plain(vs, m0)
				if math.Float64bits(got) != math.Float64bits(want) && !(got != got && want != want) {
					t.Fatalf("n=%d trial %d m0=%v: got %v, want %v", n, trial, m0, got, want)
				}
			}
		}
	}
}
