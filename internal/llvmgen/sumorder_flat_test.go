package llvmgen

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// TestFlatFullSumsMatchBase runs a flat MAgg kernel (two sums and a max
// over dense X and Y, so flatBlocks' lane vectors sit next to a scalar
// fold) through the interpreter over row ranges whose cell counts are and
// are not multiples of the lanes, with NaN, infinities, -0, subnormals and
// overflowing values, and compares each output bit for bit with the
// summation order of SEMANTICS.md as Base computes it (hop.AddLanes,
// hop.CombineLanes).
func TestFlatFullSumsMatchBase(t *testing.T) {
	X, Y := dx(), dmat(gN, gM)
	p := planFor(t, goldenCase{name: "flat_magg", tmpl: memo.TemplateMAgg, variant: cplan.FullAgg, drive: dense, roots: func() []*hop.Hop {
		return []*hop.Hop{
			agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, X, Y)),
			agg(hop.OpMax, hop.DirFull, bin(hop.OpAdd, X, Y)),
			agg(hop.OpSum, hop.DirFull, bin(hop.OpAdd, X, Y)),
		}
	}})
	if len(p.Inputs) != 2 || len(p.Outputs()) != 3 {
		t.Fatalf("want a plan of 2 inputs and 3 outputs:\n%s", p)
	}
	m := lowered(t, p)
	fn := m.ir.Funcs[len(m.ir.Funcs)-1]
	for _, f := range m.ir.Funcs {
		if f.Name() == Symbol(p) {
			fn = f
		}
	}
	r := rand.New(rand.NewPCG(22, 5))
	// Finite values of mixed magnitudes (any other order of adds rounds
	// differently), then also zeros of both signs, subnormals and values
	// that overflow in some orders, then also NaN and infinities.
	special := [][]float64{nil,
		{math.Copysign(0, -1), 0, 5e-324, -2.5e-310, 1e308, -1e308},
		{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 1e308}}
	const cols = 5
	finite := 0
	for rows := 0; rows <= 13; rows++ {
		for rl := 0; rl <= 2 && rl <= rows; rl++ {
			sp := special[(rows+rl)%len(special)]
			value := func() float64 {
				if len(sp) > 0 && r.IntN(8) == 0 {
					return sp[r.IntN(len(sp))]
				}
				return math.Ldexp(r.Float64()-0.3, r.IntN(80)-40)
			}
			x := make([]float64, rows*cols)
			y := make([]float64, rows*cols)
			for i := range x {
				x[i], y[i] = value(), value()
			}
			cells := x[rl*cols : rows*cols]
			var prod, plus [hop.SumLanes]float64
			wantMax := math.Inf(-1)
			ps, ss := make([]float64, len(cells)), make([]float64, len(cells))
			for k := range cells {
				i := rl*cols + k
				ps[k], ss[k] = x[i]*y[i], x[i]+y[i]
				wantMax = modelMaxNaN(wantMax, ss[k])
			}
			hop.AddLanes(&prod, ps, 0)
			hop.AddLanes(&plus, ss, 0)
			want := []float64{hop.CombineLanes(&prod), wantMax, hop.CombineLanes(&plus)}

			out := make([]float64, 3)
			vals := []ptr{{buf: x}, {buf: y}}
			_, err := (&interp{}).call(fn, ptr{buf: vals}, ptr{}, ptr{}, ptr{buf: []float64{0}}, ptr{buf: out},
				int64(cols), int64(rl), int64(rows), ptr{})
			if err != nil {
				t.Fatal(err)
			}
			for o := range want {
				if !math.IsNaN(want[o]) && !math.IsInf(want[o], 0) {
					finite++
				}
				if !sameBitsOrNaN(out[o], want[o]) {
					t.Errorf("rows [%d,%d) x %d: output %d = %v, Base order %v", rl, rows, cols, o, out[o], want[o])
				}
			}
		}
	}
	if finite < 40 {
		t.Errorf("only %d finite results: the order of the adds was barely tested", finite)
	}
}

// modelMaxNaN is the kernels' max (maxNaN): NaN wins, then the larger,
// +0 over -0.
func modelMaxNaN(acc, v float64) float64 {
	if acc != acc || acc > v || acc == v && math.Signbit(v) {
		return acc
	}
	return v
}
