package skeletons

import (
	"context"
	"errors"
	"math"
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/parallel"
)

// TestInOrderMergeBits checks that folding partials as calls finish gives
// the bits of output.result over one partial per call, whatever the number
// of workers, for sums (whose order matters) and for a non-zero identity.
func TestInOrderMergeBits(t *testing.T) {
	const calls, part = 23, 5
	// Values of very different magnitudes make any change of fold order
	// visible in the result.
	val := func(c, j int) float64 {
		return math.Ldexp(float64((c*7+j*3)%11)-5.3, (c*13+j)%60-30)
	}
	for _, tc := range []struct {
		name  string
		o     func() *output
		write func(p []float64, c int) // a kernel call's writes
	}{
		{"sum", func() *output { return &output{part: part, fold: addInto} },
			func(p []float64, c int) {
				for j := range p {
					p[j] += val(c, j)
				}
			}},
		{"min", func() *output { return &output{part: part, init: math.Inf(1), fold: foldWith(hop.OpMin)} },
			func(p []float64, c int) {
				for j := range p {
					p[j] = math.Min(p[j], val(c, j))
				}
			}},
	} {
		// One partial per call, merged at the end as output.result does.
		want := tc.o()
		want.alloc(0, calls)
		for c := range calls {
			tc.write(want.buf[c*part:(c+1)*part], c)
		}
		for c := 1; c < calls; c++ {
			want.fold(want.buf[:part], want.buf[c*part:(c+1)*part])
		}
		for _, workers := range []int{1, 2, 3, 8} {
			got := tc.o()
			m := newInOrderMerge(got, workers)
			err := parallel.For(context.Background(), workers, calls, func(w, c int) error {
				tc.write(m.target(w, c), c)
				m.done(w, c, true)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			for j, v := range got.buf {
				if math.Float64bits(v) != math.Float64bits(want.buf[j]) {
					t.Errorf("%s, %d workers: [%d] = %v, want %v", tc.name, workers, j, v, want.buf[j])
				}
			}
		}
	}
}

// TestInOrderMergeAbort checks that a failed call releases the workers
// waiting for their turn after it.
func TestInOrderMergeAbort(t *testing.T) {
	o := &output{part: 4, fold: addInto}
	m := newInOrderMerge(o, 4)
	boom := errors.New("boom")
	finished := make(chan error, 1)
	go func() {
		finished <- parallel.For(context.Background(), 4, 40, func(w, c int) error {
			m.target(w, c)
			if c == 3 {
				m.done(w, c, false)
				return boom
			}
			m.done(w, c, true)
			return nil
		})
	}()
	select {
	case err := <-finished:
		if !errors.Is(err, boom) {
			t.Fatalf("err = %v, want %v", err, boom)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("workers still waiting after a failed call")
	}
}
