package llvmgen

import (
	"fmt"
	"math"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/internal/memo"
)

// outerDotRef is the order of outer_dotorder.go written in Go, one product
// at a time.
func outerDotRef(u, v []float64) float64 {
	r := len(u)
	var a0, a1 [4]float64
	c := 0
	for ; c+dotLanes <= r; c += dotLanes {
		for l := range 4 {
			a0[l] += u[c+l] * v[c+l]
			a1[l] += u[c+4+l] * v[c+4+l]
		}
	}
	var s [4]float64
	for l := range 4 {
		s[l] = a0[l] + a1[l]
	}
	if c+4 <= r {
		for l := range 4 {
			s[l] += u[c+l] * v[c+l]
		}
		c += 4
	}
	t := (s[0] + s[2]) + (s[1] + s[3])
	for ; c < r; c++ {
		t += u[c] * v[c]
	}
	return t
}

// orderedProductsFunc builds a module with one function that computes
// rows products of length r with orderedProducts and stores them:
// f(shared, row0, ..., out, r).
func orderedProductsFunc(rows int, sharedIsU bool) *ir.Func {
	m := newModule()
	params := []*ir.Param{ir.NewParam("shared", f64p)}
	for c := range rows {
		params = append(params, ir.NewParam(fmt.Sprintf("row%d", c), f64p))
	}
	params = append(params, ir.NewParam("out", f64p), ir.NewParam("r", i64))
	fn := m.ir.NewFunc("products", types.Void, params...)
	k := &cellKernel{m: m, fn: fn, r: params[len(params)-1]}
	entry := fn.NewBlock("entry")
	rowVals := make([]value.Value, rows)
	for c := range rowVals {
		rowVals[c] = params[1+c]
	}
	e, sums := k.orderedProducts(entry, "dot", params[0], rowVals, sharedIsU)
	for c, s := range sums {
		storeAt(e, f64, s, params[rows+1], ci(int64(c)))
	}
	e.NewRet(nil)
	return fn
}

// TestOuterDotOrder runs the Outer dot products in the IR interpreter, as
// one product and as groups of 2 and 4 sharing U's or V's row, and checks
// every result bit for bit against outerDotRef, for ranks around the lane
// blocks (0 to 20, 100, 129) and values whose sums round differently in
// another order, with a -0, a subnormal, an Inf and a NaN in some rows.
// The groups must give the lone product's bits: which of them computes a
// cell depends on its neighbours, never its value.
func TestOuterDotOrder(t *testing.T) {
	mixed := func(n, seed int) []float64 {
		x := make([]float64, n)
		for j := range x {
			x[j] = math.Ldexp(float64((j*7+seed*13)%17)-8.5, (j*5+seed*3)%40-20)
		}
		return x
	}
	// Lanes that cancel: the shared row 1e16, 1, -1e16, 1 repeating, the
	// others constant, so that lanes 0 and 2 cancel exactly only when
	// added to each other first and any other combining tree gives
	// another sum.
	cancelling := func(n, seed int) []float64 {
		x := make([]float64, n)
		for j := range x {
			x[j] = 1 + float64(seed)/8
			if seed == 1 {
				x[j] = []float64{1e16, 1, -1e16, 1}[j%4]
			}
		}
		return x
	}
	same := func(got, want float64) bool {
		return math.Float64bits(got) == math.Float64bits(want) || (math.IsNaN(got) && math.IsNaN(want))
	}
	special := []float64{math.Copysign(0, -1), 5e-324, math.Inf(1), math.NaN()}
	ranks := []int{100, 129}
	for r := range 21 {
		ranks = append(ranks, r)
	}
	reordered := 0
	for _, vals := range []func(n, seed int) []float64{mixed, cancelling} {
		for _, n := range []int{1, 2, 4} {
			for _, sharedIsU := range []bool{true, false} {
				fn := orderedProductsFunc(n, sharedIsU)
				for _, r := range ranks {
					shared := vals(r, 1)
					rows := make([][]float64, n)
					args := []any{ptr{buf: shared}}
					for c := range rows {
						rows[c] = vals(r, 2+c)
						if c == 1 && r > 0 {
							rows[c][r/2] = special[r%len(special)]
						}
						args = append(args, ptr{buf: rows[c]})
					}
					out := make([]float64, n)
					args = append(args, ptr{buf: out}, int64(r))
					if _, err := (&interp{}).call(fn, args...); err != nil {
						t.Fatalf("n=%d r=%d: %v", n, r, err)
					}
					for c := range rows {
						u, v := shared, rows[c]
						if !sharedIsU {
							u, v = v, u
						}
						want := outerDotRef(u, v)
						if !same(out[c], want) {
							t.Errorf("n=%d sharedIsU=%t r=%d product %d = %v (%#x), want %v (%#x)",
								n, sharedIsU, r, c, out[c], math.Float64bits(out[c]), want, math.Float64bits(want))
						}
						seq := 0.0
						for l := range u {
							seq += u[l] * v[l]
						}
						if !same(seq, want) {
							reordered++
						}
					}
				}
			}
		}
	}
	// The values must tell the orders apart, or the test shows nothing.
	if reordered == 0 {
		t.Error("no product differs from the sequential sum: the values do not test the order")
	}
}

// TestOuterModulesAreQuickSafe: every Outer golden module may be built
// quick (jit.QuickSafe: no fast-math flag, no call whose result depends on
// the level), so that a first call of an Outer DAG can be served by a -O0
// build with the bits of the -O3 one.
func TestOuterModulesAreQuickSafe(t *testing.T) {
	n := 0
	for _, o := range goldenOutputs(t) {
		if o.c.tmpl != memo.TemplateOuter {
			continue
		}
		n++
		if !jit.QuickSafe(o.ir) {
			t.Errorf("%s: the module is not jit.QuickSafe", o.c.name)
		}
	}
	if n < 5 {
		t.Errorf("%d Outer golden cases, want at least 5 (full_agg, blocked, no_agg, left_mm, right_mm)", n)
	}
}
