package llvmgen

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
)

// TestLanesPrimMatchesBase runs the lane-sum primitives through the
// interpreter and compares every lane, bit for bit, with hop.AddLanes and
// hop.AddLanesAt, which Base uses: every head length (offset mod 8), empty
// and short ranges, and values whose sums depend on the order.
func TestLanesPrimMatchesBase(t *testing.T) {
	m := newModule()
	dense, sparse := m.lanesPrim("v"), m.lanesPrim("g")
	r := rand.New(rand.NewPCG(15, 8))
	value := func() float64 {
		switch r.IntN(4) {
		case 0:
			return math.Copysign(1e308, r.Float64()-0.5)
		case 1:
			return math.Copysign(0, -1)
		}
		return math.Ldexp(r.Float64()-0.5, r.IntN(120)-60)
	}
	for _, n := range []int{0, 1, 3, 7, 8, 9, 16, 23, 61} {
		for off := 0; off < 20; off++ {
			xs := make([]float64, n)
			cols := make([]int32, n)
			c := int32(0)
			for k := range xs {
				xs[k] = value()
				c += int32(1 + r.IntN(3))
				cols[k] = c
			}
			var want, wantAt [hop.SumLanes]float64
			for q := range want { // lanes already holding values
				want[q] = value()
				wantAt[q] = want[q]
			}
			got := append([]float64(nil), want[:]...)
			gotAt := append([]float64(nil), wantAt[:]...)
			hop.AddLanes(&want, xs, off)
			hop.AddLanesAt(&wantAt, xs, cols, off)
			if _, err := (&interp{}).call(dense, ptr{buf: got}, ptr{buf: xs}, int64(n), int64(off)); err != nil {
				t.Fatal(err)
			}
			if _, err := (&interp{}).call(sparse, ptr{buf: gotAt}, ptr{buf: xs}, ptr{buf: cols}, int64(n), int64(off)); err != nil {
				t.Fatal(err)
			}
			for q := range want {
				if !sameBitsOrNaN(got[q], want[q]) {
					t.Errorf("n=%d off=%d: dense lane %d = %v, Base %v", n, off, q, got[q], want[q])
				}
				if !sameBitsOrNaN(gotAt[q], wantAt[q]) {
					t.Errorf("n=%d off=%d: sparse lane %d = %v, Base %v", n, off, q, gotAt[q], wantAt[q])
				}
			}
		}
	}
}

func sameBitsOrNaN(a, b float64) bool {
	if a != a || b != b {
		return a != a && b != b
	}
	return math.Float64bits(a) == math.Float64bits(b)
}

// TestCombineLanesMatchesBase checks the emitted combining tree against
// hop.CombineLanes on lanes where every other tree gives another result.
func TestCombineLanesMatchesBase(t *testing.T) {
	m := newModule()
	fn := m.ir.NewFunc("combine", f64, paramF64p("lanes"))
	entry := fn.NewBlock("entry")
	entry.NewRet(combineLanes(entry, fn.Params[0]))
	for _, l := range [][hop.SumLanes]float64{
		{1e308, 1e308, 1e308, 1e308, -1e308, -1e308, -1e308, -1e308}, // finite only pairing q with q+4
		{1, 1e-16, 1e-16, 1e-16, 1e-16, 1e-16, 1e-16, 1e-16},
		{0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8},
	} {
		buf := append([]float64(nil), l[:]...)
		got, err := (&interp{}).call(fn, ptr{buf: buf})
		if err != nil {
			t.Fatal(err)
		}
		if want := hop.CombineLanes(&l); !sameBitsOrNaN(got.(float64), want) {
			t.Errorf("combine %v = %v, Base %v", l, got, want)
		}
	}
	if v := hop.CombineLanes(&[hop.SumLanes]float64{1e308, 1e308, 1e308, 1e308, -1e308, -1e308, -1e308, -1e308}); v != 0 {
		t.Errorf("tree does not pair lane q with q+4: %v", v)
	}
}

// TestRowLanesPrimMatchesBase runs the dense row sum's lanes (rowLanesPrim:
// whole blocks, then a masked tail) through the interpreter and compares
// every lane, bit for bit, with hop.AddLanes into +0 lanes: every tail
// length, empty rows, -0 (which must leave a lane +0), infinities, NaNs
// and sums that overflow in another order. The lanes it is given hold
// other values: it sets them.
func TestRowLanesPrimMatchesBase(t *testing.T) {
	m := newModule()
	prim := m.rowLanesPrim()
	r := rand.New(rand.NewPCG(16, 9))
	specials := []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 5e-324}
	value := func() float64 {
		switch r.IntN(6) {
		case 0:
			return math.Copysign(1e308, r.Float64()-0.5)
		case 1:
			return math.Copysign(0, -1)
		case 2:
			return specials[r.IntN(len(specials))]
		}
		return math.Ldexp(r.Float64()-0.5, r.IntN(120)-60)
	}
	for n := 0; n <= 41; n++ {
		for rep := 0; rep < 8; rep++ {
			xs := make([]float64, n) // a read past the row fails in the interpreter
			for k := range xs {
				xs[k] = value()
			}
			var want [hop.SumLanes]float64
			hop.AddLanes(&want, xs, 0)
			got := make([]float64, hop.SumLanes)
			for q := range got {
				got[q] = 7
			}
			if _, err := (&interp{}).call(prim, ptr{buf: got}, ptr{buf: xs}, int64(n)); err != nil {
				t.Fatal(err)
			}
			for q := range want {
				if !sameBitsOrNaN(got[q], want[q]) {
					t.Errorf("n=%d: lane %d = %v (%#x), Base %v (%#x)", n, q, got[q], math.Float64bits(got[q]), want[q], math.Float64bits(want[q]))
				}
			}
		}
	}
}
