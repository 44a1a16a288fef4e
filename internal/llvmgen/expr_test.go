package llvmgen

import (
	"math"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
)

// specials are operands where element-wise semantics differ most easily:
// signed zeros, infinities, NaN, tiny and fractional values.
var specials = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -2.5, 3, 1e-300, math.Inf(1), math.Inf(-1), math.NaN(),
	0.9999, -0.3, 7.25, 701, -30}

// transcendental ops may differ from Go's math package by a few ULPs once
// the generator emits its own implementations; the rest must match hop
// bit for bit.
var transcendental = map[hop.OpCode]bool{
	hop.OpExp: true, hop.OpLog: true, hop.OpSin: true, hop.OpCos: true, hop.OpTanh: true,
	hop.OpSigmoid: true, hop.OpPow: true,
}

// sameFloat reports whether got matches want: equal bits (so -0 != +0),
// both NaN, or within a relative 1e-14 when approx is set.
func sameFloat(got, want float64, approx bool) bool {
	switch {
	case math.IsNaN(got) || math.IsNaN(want):
		return math.IsNaN(got) && math.IsNaN(want)
	case math.Float64bits(got) == math.Float64bits(want):
		return true
	case approx && !math.IsInf(want, 0) && got != 0 && want != 0:
		return math.Abs(got-want) <= 1e-14*math.Abs(want)
	}
	return false
}

// scalarFunc builds "double f(double x, double y)" whose body emit fills,
// and returns the function to interpret.
func scalarFunc(emit func(m *module, b *ir.Block, x, y value.Value) value.Value) *ir.Func {
	m := newModule()
	x, y := ir.NewParam("x", f64), ir.NewParam("y", f64)
	fn := m.ir.NewFunc("f", f64, x, y)
	b := fn.NewBlock("entry")
	b.NewRet(emit(m, b, x, y))
	return fn
}

func runScalar(t *testing.T, fn *ir.Func, x, y float64) float64 {
	t.Helper()
	r, err := (&interp{}).call(fn, x, y)
	if err != nil {
		t.Fatal(err)
	}
	return r.(float64)
}

func TestUnaryValueMatchesHop(t *testing.T) {
	for op := hop.OpCode(0); op.String() != "op?"; op++ {
		if !op.IsUnary() {
			continue
		}
		t.Run(op.String(), func(t *testing.T) {
			fn := scalarFunc(func(m *module, b *ir.Block, x, _ value.Value) value.Value {
				v := (&exprEmitter{m: m}).unaryValue(b, op, x)
				if !v.Type().Equal(f64) {
					t.Fatalf("result type %s, want double", v.Type())
				}
				return v
			})
			for _, x := range specials {
				got, want := runScalar(t, fn, x, 0), hop.EvalUnary(op, x)
				if !sameFloat(got, want, transcendental[op]) {
					t.Errorf("%s(%g) = %g, hop says %g", op, x, got, want)
				}
			}
		})
	}
}

func TestBinaryValueMatchesHop(t *testing.T) {
	for op := hop.OpCode(0); op.String() != "op?"; op++ {
		if !op.IsBinary() {
			continue
		}
		t.Run(op.String(), func(t *testing.T) {
			fn := scalarFunc(func(m *module, b *ir.Block, x, y value.Value) value.Value {
				v := (&exprEmitter{m: m}).binaryValue(b, op, x, y)
				if !v.Type().Equal(f64) {
					t.Fatalf("result type %s, want double", v.Type())
				}
				return v
			})
			for _, x := range specials {
				for _, y := range specials {
					got, want := runScalar(t, fn, x, y), hop.EvalBinary(op, x, y)
					if !sameFloat(got, want, transcendental[op]) {
						t.Errorf("%g %s %g = %g, hop says %g", x, op, y, got, want)
					}
				}
			}
		})
	}
}

// TestFoldMatchesHop: the aggregates kernels fold with (including NaN and
// signed zeros in min and max) and their identities are hop's.
func TestFoldMatchesHop(t *testing.T) {
	for _, op := range []hop.OpCode{hop.OpSum, hop.OpMin, hop.OpMax} {
		t.Run(op.String(), func(t *testing.T) {
			fn := scalarFunc(func(_ *module, b *ir.Block, x, y value.Value) value.Value {
				return fold(b, op, x, y)
			})
			for _, acc := range specials {
				for _, v := range specials {
					if got, want := runScalar(t, fn, acc, v), hop.AggFold(op, acc, v); !sameFloat(got, want, false) {
						t.Errorf("fold(%g, %g) = %g, hop says %g", acc, v, got, want)
					}
				}
			}
			id := scalarFunc(func(_ *module, _ *ir.Block, _, _ value.Value) value.Value { return identity(op) })
			if got, want := runScalar(t, id, 0, 0), hop.AggIdentity(op); !sameFloat(got, want, false) {
				t.Errorf("identity %g, hop says %g", got, want)
			}
		})
	}
}

// TestZeroFlagsFoldStatically: structural-zero flags known when lowering
// emit no instructions.
func TestZeroFlagsFoldStatically(t *testing.T) {
	fn := ir.NewFunc("f", f64, ir.NewParam("z", i8))
	b := fn.NewBlock("entry")
	z := value.Value(b.NewICmp(enum.IPredEQ, fn.Params[0], fn.Params[0])) // an i1 unknown when lowering
	v := ir.NewParam("v", f64)
	n := len(b.Insts)
	cases := []struct {
		name string
		got  value.Value
		want value.Value
	}{
		{"or(false, false)", orZero(b, nil, nil), nil},
		{"or(true, z)", orZero(b, zeroTrue, z), zeroTrue},
		{"or(false, z)", orZero(b, nil, z), z},
		{"or(z, constant false)", orZero(b, z, zeroFalse), z},
		{"and(false, z)", andZero(b, nil, z), nil},
		{"and(true, z)", andZero(b, zeroTrue, z), z},
		{"and(z, true)", andZero(b, z, zeroTrue), z},
		{"mask(v, false)", maskZero(b, v, nil), v},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	if len(b.Insts) != n {
		t.Errorf("static flags emitted %d instructions", len(b.Insts)-n)
	}
	if c, ok := maskZero(b, v, zeroTrue).(interface{ Ident() string }); !ok || c.Ident() != "0.0" {
		t.Errorf("mask(v, true) is not the constant 0.0")
	}
}

// TestEmitStructuralZeros: emit masks a binary result to +0 where its rule
// makes it a structural zero (0 * Inf at an unstored cell is 0, not NaN),
// negation of a structural zero is +0, and a Dynamic rule holds only when
// the scalar's run-time value keeps zeros.
func TestEmitStructuralZeros(t *testing.T) {
	x, s := &cplan.Data{In: 0}, &cplan.Data{In: 1}
	mul := &cplan.Binary{Op: hop.OpMul, A: x, B: s, Rule: hop.ZeroIfA}
	neg := &cplan.Unary{Op: hop.OpNeg, X: x}
	pow := &cplan.Binary{Op: hop.OpPow, A: x, B: s, Rule: hop.ZeroIfA, Dynamic: true}
	cases := []struct {
		name string
		out  cplan.Node
		x    float64
		zero bool // x is a structural zero
		s    float64
		want float64
	}{
		{"stored 0*Inf", mul, 0, false, math.Inf(1), math.NaN()},
		{"unstored 0*Inf", mul, 0, true, math.Inf(1), 0},
		{"stored 2*3", mul, 2, false, 3, 6},
		{"-(stored 0)", neg, 0, false, 0, math.Copysign(0, -1)},
		{"-(unstored 0)", neg, 0, true, 0, 0},
		{"unstored 0^2", pow, 0, true, 2, 0},
		{"unstored 0^-1", pow, 0, true, -1, math.Inf(1)},
		{"stored 3^2", pow, 3, false, 2, 9},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := &cplan.CPlan{Out: c.out, Inputs: []cplan.Input{{Kind: cplan.KindMatrix, Sparse: true}, {Kind: cplan.KindScalar}}}
			m := newModule()
			xp, zp, sp := ir.NewParam("x", f64), ir.NewParam("z", i64), ir.NewParam("s", f64)
			fn := m.ir.NewFunc("f", f64, xp, zp, sp)
			b := fn.NewBlock("entry")
			e := &exprEmitter{m: m, plan: p}
			e.prepareDynamic(b, []value.Value{nil, sp})
			zero := b.NewICmp(enum.IPredNE, zp, zero64)
			vals := e.emit(b, []cell{{v: xp, zero: zero}, {v: sp}}, nil)
			b.NewRet(vals[c.out].v)
			r, err := (&interp{}).call(fn, c.x, b2i(c.zero), c.s)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.(float64); !sameFloat(got, c.want, false) {
				t.Errorf("got %g, want %g", got, c.want)
			}
		})
	}
}
