package skeletons

import (
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
)

func TestOutputMergesPartialsInCallOrder(t *testing.T) {
	// A sum whose last bit depends on the order.
	parts := []float64{0.1, 0.2, 0.3}
	o := &output{part: 1, fold: foldWith(hop.OpSum), finish: copied(1, 1)}
	o.alloc(0, len(parts))
	for c, v := range parts {
		o.buf[c*o.part] = v
	}
	want, reversed := 0.0, 0.0
	for c := range parts {
		want += parts[c]
		reversed += parts[len(parts)-1-c]
	}
	if want == reversed {
		t.Fatalf("the parts sum to %v in either order: the test cannot see the order", want)
	}
	if got := o.result(len(parts)).At(0, 0); got != want {
		t.Errorf("merged %v, want %v (call order)", got, want)
	}
	o = &output{part: 2, init: hop.AggIdentity(hop.OpMin), fold: foldWith(hop.OpMin), finish: copied(1, 2)}
	o.alloc(0, 3)
	if o.buf[5] != hop.AggIdentity(hop.OpMin) {
		t.Errorf("partials start at %v, want the identity", o.buf[5])
	}
	copy(o.buf, []float64{3, 1, 2, 5})
	if got := o.result(3); !mat.Equal(got, mat.NewDense(1, 2, []float64{2, 1})) {
		t.Errorf("min of partials: %v", mat.Formatted(got))
	}
}

func TestTransposed(t *testing.T) {
	got := transposed([]float64{1, 2, 3, 4, 5, 6}, 2, 3)
	if want := mat.NewDense(3, 2, []float64{1, 4, 2, 5, 3, 6}); !mat.Equal(got, want) {
		t.Errorf("transposed:\n%v\nwant\n%v", mat.Formatted(got), mat.Formatted(want))
	}
}
