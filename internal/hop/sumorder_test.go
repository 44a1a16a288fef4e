package hop

import (
	"math"
	"testing"
)

// TestAddLanesIsOneValueAtATime checks the unrolled AddLanes against the
// definition (value k to lane (off+k) mod 8, in order) for every offset
// and lengths around the unrolled block size.
func TestAddLanesIsOneValueAtATime(t *testing.T) {
	for n := 0; n <= 27; n++ {
		for off := 0; off < 2*SumLanes; off++ {
			xs := make([]float64, n)
			for k := range xs {
				xs[k] = math.Ldexp(float64(k%5)-2.5, (k*7)%40-20)
			}
			var got, want [SumLanes]float64
			for q := range got {
				got[q] = float64(q) * 1e-3
				want[q] = got[q]
			}
			AddLanes(&got, xs, off)
			for k, x := range xs {
				want[(off+k)%SumLanes] += x
			}
			if got != want {
				t.Errorf("n=%d off=%d: %v, want %v", n, off, got, want)
			}
		}
	}
}

func TestLaneSumOverflowOrder(t *testing.T) {
	for _, c := range []struct {
		name string
		xs   []float64
		inf  bool
	}{
		// Every lane collects values of one sign.
		{"alternating", []float64{1e308, -1e308, 1e308, -1e308, 1e308, -1e308, 1e308, -1e308, 1e308, -1e308}, true},
		// Sequentially the first two overflow; lanes 0 and 1 each hold
		// one value and meet only in the final add, after their
		// partners q+4 cancel them.
		{"pairs", []float64{1e308, 1e308, 0, 0, -1e308, -1e308}, false},
	} {
		v := LaneSum(c.xs)
		if got := math.IsInf(v, 0) || math.IsNaN(v); got != c.inf {
			t.Errorf("%s: LaneSum = %v, non-finite %v, want %v", c.name, v, got, c.inf)
		}
	}
}
