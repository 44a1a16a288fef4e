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
			m := newInOrderMerge(got)
			err := parallel.For(context.Background(), workers, calls, func(_, c int) error {
				p := m.target(c)
				tc.write(p, c)
				m.done(c, p)
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

// TestInOrderMergeFailure checks that a failed call, whose partial never
// arrives, leaves the partials after it unmerged and blocks no worker.
func TestInOrderMergeFailure(t *testing.T) {
	o := &output{part: 4, fold: addInto}
	m := newInOrderMerge(o)
	boom := errors.New("boom")
	finished := make(chan error, 1)
	go func() {
		finished <- parallel.For(context.Background(), 4, 40, func(_, c int) error {
			p := m.target(c)
			p[0] = 1
			if c == 3 {
				return boom
			}
			m.done(c, p)
			return nil
		})
	}()
	select {
	case err := <-finished:
		if !errors.Is(err, boom) {
			t.Fatalf("err = %v, want %v", err, boom)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("workers blocked after a failed call")
	}
	if o.buf[0] != 3 {
		t.Errorf("acc[0] = %v, want 3 (calls 0..2 folded, none after the failed call 3)", o.buf[0])
	}
}
