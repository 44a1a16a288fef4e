package hop

import (
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// BenchmarkPrepareOptimize times what every Eval pays before planning,
// under every policy: copying and merging the DAG (Prepare) and the
// rewrite pipeline, on a DAG of L2SVM's loop shape, where no rule fires,
// and on random DAGs, where some do.
func BenchmarkPrepareOptimize(b *testing.B) {
	X := NewDense(mat.NewDense(1000, 10, nil))
	Y := NewDense(mat.NewDense(1000, 10, nil))
	o := NewBinary(OpSub, NewScalar(1), NewBinary(OpMul, X, Y))
	loop := []*Hop{
		NewAgg(OpSum, DirCol, NewBinary(OpMul, NewBinary(OpMax2, o, NewScalar(0)), Y)),
		NewAgg(OpSum, DirFull, NewBinary(OpMul, X, X)),
	}
	r := rand.New(rand.NewPCG(5, 6))
	var random [][]*Hop
	for range 64 {
		random = append(random, randomRoots(r))
	}
	b.Run("loop", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			d, err := Prepare(loop)
			if err != nil {
				b.Fatal(err)
			}
			OptimizeWith(d, Options{Threads: 1})
		}
	})
	b.Run("random", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			d, err := Prepare(random[i%len(random)])
			if err != nil {
				b.Fatal(err)
			}
			OptimizeWith(d, Options{Threads: 1})
			i++
		}
	})
}
