package base

import (
	"fmt"
	"testing"
)

// BenchmarkLaneProducts compares the dot-order products with the BLAS
// calls they replace, on one thread: X %*% V and t(X) %*% W for a
// 20000 x 1000 X (memory-bound shapes) and n = 1, 2 columns.
func BenchmarkLaneProducts(b *testing.B) {
	const m, k = 20000, 1000
	x := make([]float64, m*k)
	for i := range x {
		x[i] = float64(i%97) - 48
	}
	one := par{threads: 1}
	for _, n := range []int{1, 2} {
		v := make([]float64, k*n)
		w := make([]float64, m*n)
		for i := range v {
			v[i] = float64(i%7) - 3
		}
		for i := range w {
			w[i] = float64(i%5) - 2
		}
		out := make([]float64, max(m, k)*n)
		b.Run(fmt.Sprintf("XV/n=%d/lanes", n), func(b *testing.B) {
			for b.Loop() {
				cols := make([]float64, n*k)
				for l := range k {
					for c := range n {
						cols[c*k+l] = v[l*n+c]
					}
				}
				if err := laneMulDense(one, x, k, m, k, cols, k, 1, n, out); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("XV/n=%d/blas", n), func(b *testing.B) {
			p := blasProduct{m: m, n: n, k: k, a: x, lda: k, b: v, ldb: n, c: out, ldc: n}
			for b.Loop() {
				if err := p.run(backendAuto, one); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("tXW/n=%d/lanes", n), func(b *testing.B) {
			for b.Loop() {
				clear(out[:k*n])
				if err := colAggTDense(one, x, k, m, k, w, n, n, out[:k*n]); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("tXW/n=%d/blas", n), func(b *testing.B) {
			p := blasProduct{tA: true, m: k, n: n, k: m, a: x, lda: k, b: w, ldb: n, c: out[:k*n], ldc: n}
			for b.Loop() {
				if err := p.run(backendAuto, one); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
