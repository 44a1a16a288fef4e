package tests

import (
	"context"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// BenchmarkTrigCell measures sin and cos kernels on moderate arguments,
// fused and unfused, so that the cost of the large-argument branch
// (mathir_trigbig.go) on the fast path shows as a ratio in one run.
func BenchmarkTrigCell(b *testing.B) {
	const n, m = 1000, 1000
	Y := engine.Dense(matrix.RandDense(n, m, 0.5, 1.5, 2))
	Z := engine.Dense(matrix.RandDense(n, m, -50, 50, 3))
	for _, c := range []struct {
		name string
		e    *engine.Expr
	}{
		{"sum(sin(Z)*Y)", Z.Sin().Mul(Y).Sum()},
		{"cos(Z)*Y", Z.Cos().Mul(Y)},
		{"rowSums(sin(Z))", Z.Sin().RowSums()},
	} {
		for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll} {
			b.Run(c.name+"/"+p.String(), func(b *testing.B) {
				e := sharedEngine(b, p)
				if _, err := e.Eval(context.Background(), c.e); err != nil {
					b.Fatal(err)
				}
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if _, err := e.Eval(context.Background(), c.e); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
