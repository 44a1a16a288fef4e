package base

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/parallel"
)

// TestExecCancelled checks that every kind of loop of Base stops with the
// context's error once its Exec's context has ended, and that the Exec
// the context was bound to is left unchanged.
func TestExecCancelled(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 1))
	d := make([]float64, 300*300)
	for i := range d {
		d[i] = rng.Float64()
	}
	x := mat.NewDense(300, 300, d)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	plain := &Exec{Threads: 2}
	e := plain.WithContext(ctx)
	for _, tc := range []struct {
		name string
		run  func(*Exec) (mat.Matrix, error)
	}{
		{"matmul", func(e *Exec) (mat.Matrix, error) { return e.MatMul(x, x) }},
		{"unary", func(e *Exec) (mat.Matrix, error) { return e.Unary(hop.OpExp, x) }},
		{"binary", func(e *Exec) (mat.Matrix, error) { return e.Binary(hop.OpAdd, x, x) }},
		{"colsums", func(e *Exec) (mat.Matrix, error) { return e.Aggregate(hop.OpSum, hop.DirCol, x) }},
		{"cumsum", func(e *Exec) (mat.Matrix, error) { return e.Cumulative(hop.OpCumSum, x, false) }},
		{"transpose", func(e *Exec) (mat.Matrix, error) { return e.Transpose(x) }},
	} {
		if _, err := tc.run(e); !errors.Is(err, context.Canceled) {
			t.Errorf("%s under a cancelled context: err = %v, want context.Canceled", tc.name, err)
		}
		if _, err := tc.run(plain); err != nil {
			t.Errorf("%s without a context: %v", tc.name, err)
		}
	}
}

// TestForBlocksCover checks that forBlocks visits every index of the range
// once, in aligned blocks, whatever the work.
func TestForBlocksCover(t *testing.T) {
	for _, tc := range []struct {
		lo, hi, align int
		work          int64
	}{
		{0, 10, 1, 1}, {3, 1000, 1, 100 * cancelWork}, {0, 1000, 128, 1000 * cancelWork}, {5, 6, 4, 10 * cancelWork},
	} {
		next := tc.lo
		p := (&Exec{}).par()
		err := forBlocks(p, parallel.Range{Lo: tc.lo, Hi: tc.hi}, tc.work, tc.align, func(lo, hi int) {
			if lo != next || hi <= lo || (hi != tc.hi && (hi-lo)%tc.align != 0) {
				t.Fatalf("%+v: block [%d, %d) after %d", tc, lo, hi, next)
			}
			next = hi
		})
		if err != nil || next != tc.hi {
			t.Errorf("%+v: ended at %d with %v, want %d", tc, next, err, tc.hi)
		}
	}
}
