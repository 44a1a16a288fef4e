package base

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestGemmExact checks Product and AddTransposedProduct against a plain
// loop on both backends, with leading dimensions larger than the rows, a
// zero in a against NaN and Inf in b (0 * NaN is NaN: gonum's kernels
// would skip the zero), and an accumulating c.
func TestGemmExact(t *testing.T) {
	const m, n, k, pad = 7, 9, 5, 3
	rng := rand.New(rand.NewPCG(1, 2))
	fill := func(size int) []float64 {
		x := make([]float64, size)
		for i := range x {
			x[i] = rng.Float64()*2 - 1
		}
		return x
	}
	for _, special := range []bool{false, true} {
		for _, be := range []blasBackend{backendGonum, backendOpenBLAS} {
			if be == backendOpenBLAS && BLASName() != "openblas" {
				continue
			}
			for _, tA := range []bool{false, true} {
				rowsA, colsA := m, k
				if tA {
					rowsA, colsA = k, m
				}
				lda, ldb, ldc := colsA+pad, n+pad, n+pad
				a, b, c := fill(rowsA*lda), fill(k*ldb), fill(m*ldc)
				at := func(i, r int) float64 { // op(a)[i, r]
					if tA {
						return a[r*lda+i]
					}
					return a[i*lda+r]
				}
				if special {
					if tA {
						a[2*lda+1] = 0 // op(a)[1, 2]
					} else {
						a[1*lda+2] = 0
					}
					b[2*ldb+4] = math.NaN()
					b[3*ldb+6] = math.Inf(1)
				}
				beta := 0.0
				if tA {
					beta = 1
				}
				want := append([]float64(nil), c...)
				for i := range m {
					for j := range n {
						s := 0.0
						for r := range k {
							s += at(i, r) * b[r*ldb+j]
						}
						want[i*ldc+j] = s + beta*c[i*ldc+j]
					}
				}
				got := append([]float64(nil), c...)
				gemmExact(be, tA, beta, m, n, k, a, lda, b, ldb, got, ldc)
				for i := range m {
					for j := range n {
						w, g := want[i*ldc+j], got[i*ldc+j]
						if math.IsNaN(w) != math.IsNaN(g) || (!math.IsNaN(w) && math.Abs(w-g) > 1e-12*(1+math.Abs(w))) {
							t.Errorf("backend %d tA %t special %t: c[%d,%d] = %v, want %v", be, tA, special, i, j, g, w)
						}
					}
					for j := n; j < ldc; j++ { // padding untouched
						if got[i*ldc+j] != c[i*ldc+j] && !math.IsNaN(c[i*ldc+j]) {
							t.Errorf("backend %d tA %t: padding c[%d,%d] written", be, tA, i, j)
						}
					}
				}
			}
		}
	}
}
