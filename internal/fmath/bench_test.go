package fmath

import (
	"math/rand/v2"
	"testing"
)

// sinkF keeps the benchmarked results alive.
var sinkF float64

// BenchmarkSinCos measures the fast path (|x| < TrigMax) and the
// large-argument reduction over 1024 arguments per iteration.
func BenchmarkSinCos(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	small, large := make([]float64, 1024), make([]float64, 1024)
	for i := range small {
		small[i] = (r.Float64() - 0.5) * 20
		large[i] = 0x1p60 * (1 + r.Float64()) * float64(int64(1)<<r.IntN(60))
	}
	for _, c := range []struct {
		name string
		xs   []float64
	}{{"small", small}, {"large", large}} {
		b.Run("sin/"+c.name, func(b *testing.B) {
			s := 0.0
			for i := 0; i < b.N; i++ {
				for _, x := range c.xs {
					s += Sin(x)
				}
			}
			sinkF = s
		})
		b.Run("cos/"+c.name, func(b *testing.B) {
			s := 0.0
			for i := 0; i < b.N; i++ {
				for _, x := range c.xs {
					s += Cos(x)
				}
			}
			sinkF = s
		})
	}
}
