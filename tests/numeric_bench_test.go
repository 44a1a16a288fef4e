package tests

import (
	"context"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// BenchmarkNumericCell measures Cell patterns dominated by a transcendental
// function, fused and unfused, so that the cost of the shared
// implementation (internal/fmath and its IR) shows as a ratio in one run.
func BenchmarkNumericCell(b *testing.B) {
	const n, m = 2000, 1000
	Y := engine.Dense(matrix.RandDense(n, m, 0.5, 1.5, 2))
	Z := engine.Dense(matrix.RandDense(n, m, -5, 5, 3))
	for _, c := range []struct {
		name string
		e    *engine.Expr
	}{
		{"sum(exp(Z)*Y)", Z.Exp().Mul(Y).Sum()},
		{"sum(log(Y)*Z)", Y.Log().Mul(Z).Sum()},
		{"exp(Z)*Y", Z.Exp().Mul(Y)},
		{"sum(sigmoid(Z)*Y)", Z.Sigmoid().Mul(Y).Sum()},
		{"sum(X*Y*Z)", Y.Mul(Z).Mul(Y).Sum()},
		{"rowSums(Y*Z)", Y.Mul(Z).RowSums()},
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
