package llvmgen

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/fmath"
	"github.com/fusejit/fusejit/internal/hop"
)

// TestTrigBigMatchesFmath runs sin and cos as emitted (the fast path, the
// call of the large-argument function and its reduction) through the
// interpreter on huge arguments and compares with internal/fmath bit for
// bit; tests/ does the same through clang.
func TestTrigBigMatchesFmath(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 4))
	xs := []float64{6381956970095103 * 0x1p797, -6381956970095103 * 0x1p797, 0x1p50, -0x1p50,
		math.Nextafter(0x1p50, 0), 0x1p50 + 0.25, math.MaxFloat64, -math.MaxFloat64, 1e300, 1e22,
		math.Inf(1), math.Inf(-1), math.NaN(), 0, math.Copysign(0, -1), 1, -3.5, 1e10}
	for len(xs) < 3000 {
		x := math.Ldexp(1+r.Float64(), 40+r.IntN(984))
		if r.IntN(2) == 0 {
			x = -x
		}
		xs = append(xs, x)
	}
	for _, c := range []struct {
		op  hop.OpCode
		ref func(float64) float64
	}{{hop.OpSin, fmath.Sin}, {hop.OpCos, fmath.Cos}} {
		fn := scalarFunc(func(m *module, b *ir.Block, x, _ value.Value) value.Value {
			return (&exprEmitter{m: m}).unaryValue(b, c.op, x)
		})
		bad := 0
		for _, x := range xs {
			got, want := runScalar(t, fn, x, 0), c.ref(x)
			if !sameBitsOrNaN(got, want) {
				if bad++; bad <= 5 {
					t.Errorf("%s(%v) = %v, fmath gives %v", c.op, x, got, want)
				}
			}
			if !math.IsInf(x, 0) && x == x && !(math.Abs(got) <= 1) {
				t.Errorf("%s(%v) = %v, not in [-1, 1]", c.op, x, got)
			}
		}
	}
}

// TestTrigBigVariants: each vector variant named at the call site exists,
// is kept by llvm.compiler.used, and the module verifies.
func TestTrigBigVariants(t *testing.T) {
	m := newModule()
	fn := m.ir.NewFunc("f", f64, ir.NewParam("x", f64))
	b := fn.NewBlock("entry")
	b.NewRet(mathB{m, b}.trig(fn.Params[0], false))
	names := map[string]bool{}
	for _, f := range m.ir.Funcs {
		names[f.Name()] = true
	}
	for _, n := range trigBigLanes {
		if v := trigBigVariantName("fjm_sin_big", n); !names[v] {
			t.Errorf("variant %s missing", v)
		}
	}
	var used *ir.Global
	for _, g := range m.ir.Globals {
		if g.Name() == "llvm.compiler.used" {
			used = g
		}
	}
	if used == nil {
		t.Fatal("no llvm.compiler.used")
	}
	// A second function (cos) appends to the same list.
	b2 := m.ir.NewFunc("g", f64, ir.NewParam("x", f64))
	e2 := b2.NewBlock("entry")
	e2.NewRet(mathB{m, e2}.trig(b2.Params[0], true))
	count := 0
	for _, g := range m.ir.Globals {
		if g.Name() == "llvm.compiler.used" {
			count++
		}
	}
	if count != 1 {
		t.Errorf("%d llvm.compiler.used globals, want 1", count)
	}
	if n := len(used.Init.(*constant.Array).Elems); n != 2*len(trigBigLanes) {
		t.Errorf("llvm.compiler.used holds %d functions, want %d", n, 2*len(trigBigLanes))
	}
	opt := findOpt()
	if opt == "" {
		t.Skip("LLVM opt not found on PATH: module not verified")
	}
	if err := verifyIR(opt, m.ir.String()); err != nil {
		t.Error(err)
	}
}
