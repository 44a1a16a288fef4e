package hop

import (
	"math"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
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

// TestLeafMaxAbs scans dense leaves (contiguous and row views with a
// stride), CSR leaves and scalars on one and several threads, with one
// special value placed at the start, in the middle (across the parallel
// chunks' boundaries) and at the end, against a plain loop over the cells.
func TestLeafMaxAbs(t *testing.T) {
	plain := func(vs []float64) float64 {
		m := 0.0
		for _, v := range vs {
			if math.IsNaN(v) {
				return math.NaN()
			}
			m = math.Max(m, math.Abs(v))
		}
		return m
	}
	same := func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) || a != a && b != b }
	specials := []float64{negZero, 5e-324, -1e-310, math.MaxFloat64, -math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN(), -7}
	base := mat.NewDense(700, 310, nil) // 217000 cells: several scanGrain chunks
	for i := range 700 {
		for j := range 310 {
			base.Set(i, j, float64((i*31+j*17)%1000)/100-5)
		}
	}
	leaves := []struct {
		name string
		make func() *Hop
	}{
		{"dense", func() *Hop { return NewDense(mat.DenseCopyOf(base)) }},
		{"dense row view", func() *Hop { return NewDense(mat.DenseCopyOf(base).Slice(3, 650, 5, 300).(*mat.Dense)) }},
		{"small dense", func() *Hop { return NewDense(mat.NewDense(3, 3, []float64{1, -2, 3, 0, 0.5, -9, 8, 7, 6})) }},
		{"csr", func() *Hop { return NewSparse(matrix.RandSparse(900, 400, 0.5, -3, 3, 7)) }},
	}
	for _, l := range leaves {
		for _, sp := range append(specials, 1) { // 1: no special
			for _, where := range []int{0, 1, 2} {
				h := l.make()
				var target []float64
				switch h.Op {
				case OpDense:
					raw := h.Dense.RawMatrix()
					i := []int{0, raw.Rows / 2, raw.Rows - 1}[where]
					target = raw.Data[i*raw.Stride : i*raw.Stride+raw.Cols]
				default:
					target = h.CSR.Values()
				}
				k := []int{0, len(target) / 2, len(target) - 1}[where]
				if h.Op == OpSparse {
					k = []int{0, scanGrain + 3, len(target) - 1}[where]
				}
				target[k] = sp
				want := plain(cellsOf(h))
				for _, threads := range []int{1, 2, 5, 0} {
					if got := leafMaxAbs(h, threads); !same(got, want) {
						t.Errorf("%s, %v at %d, %d threads: got %v, want %v", l.name, sp, where, threads, got, want)
					}
				}
			}
		}
	}
	for _, s := range []float64{negZero, -3, math.Inf(-1), math.NaN()} {
		if got, want := leafMaxAbs(NewScalar(s), 2), math.Abs(s); !same(got, want) {
			t.Errorf("scalar %v: got %v, want %v", s, got, want)
		}
	}
}

// cellsOf copies a dense or CSR leaf's stored cells, row by row.
func cellsOf(h *Hop) []float64 {
	if h.Op == OpSparse {
		return append([]float64(nil), h.CSR.Values()...)
	}
	raw := h.Dense.RawMatrix()
	var out []float64
	for i := range raw.Rows {
		out = append(out, raw.Data[i*raw.Stride:i*raw.Stride+raw.Cols]...)
	}
	return out
}
