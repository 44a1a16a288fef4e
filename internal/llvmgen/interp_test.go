package llvmgen

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// A small interpreter of the IR that llvmgen builds, so that unit tests
// can check what generated code computes (NaN, signed zeros, infinities)
// without clang. It runs the llir values directly, not text. Values are
// float64 (double), int64 (any integer width; i1 is 0 or 1), ptr and
// []float64 (a vector of doubles: lane vectors, lanevec.go).
// Instructions it does not know make it return an error naming them, so a
// generator change that emits new ones is reported, not misread.

// ptr points at element off of a Go slice standing in for memory: one of
// []float64, []int64, []int32, []int8 or []ptr.
type ptr struct {
	buf any
	off int64
}

type interp struct {
	// steps bounds the instructions run, so a wrong loop fails the test
	// instead of hanging it.
	steps int
	// prefetched are the addresses llvm.prefetch was called with, in
	// order: a hint with no effect on any value.
	prefetched []ptr
	// localities are the prefetches' locality arguments (3: into L1, 2:
	// into L2), one per prefetched address.
	localities []int64
}

const interpMaxSteps = 10_000_000

// call runs fn with args and returns its result (nil for void).
func (in *interp) call(fn *ir.Func, args ...any) (any, error) {
	if len(fn.Blocks) == 0 {
		if fn.Name() == "llvm.prefetch.p0i8" {
			p, ok := args[0].(ptr)
			if !ok {
				return nil, fmt.Errorf("prefetch of %T", args[0])
			}
			in.prefetched = append(in.prefetched, p)
			loc, err := prefetchLocality(args[2])
			if err != nil {
				return nil, err
			}
			in.localities = append(in.localities, loc)
			return nil, nil
		}
		return intrinsic(fn.Name(), args)
	}
	if len(args) != len(fn.Params) {
		return nil, fmt.Errorf("%s: %d arguments, want %d", fn.Name(), len(args), len(fn.Params))
	}
	env := map[value.Value]any{}
	for i, p := range fn.Params {
		env[p] = args[i]
	}
	get := func(v value.Value) (any, error) { return operand(env, v) }
	var prev *ir.Block
	b := fn.Blocks[0]
	for {
		// Phis read their incoming values simultaneously, on entry.
		phis := map[value.Value]any{}
		for _, inst := range b.Insts {
			phi, ok := inst.(*ir.InstPhi)
			if !ok {
				break
			}
			found := false
			for _, inc := range phi.Incs {
				if inc.Pred == prev {
					v, err := get(inc.X)
					if err != nil {
						return nil, err
					}
					phis[phi], found = v, true
				}
			}
			if !found {
				return nil, fmt.Errorf("%s: phi in %s has no incoming value from %v", fn.Name(), b.Name(), prev)
			}
		}
		for k, v := range phis {
			env[k] = v
		}
		for _, inst := range b.Insts {
			if _, ok := inst.(*ir.InstPhi); ok {
				continue
			}
			if in.steps++; in.steps > interpMaxSteps {
				return nil, fmt.Errorf("%s: more than %d steps", fn.Name(), interpMaxSteps)
			}
			v, err := in.exec(env, inst)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %w", fn.Name(), b.Name(), err)
			}
			if v != nil {
				env[inst.(value.Value)] = v
			}
		}
		prev = b
		switch t := b.Term.(type) {
		case *ir.TermRet:
			if t.X == nil {
				return nil, nil
			}
			return get(t.X)
		case *ir.TermBr:
			b = t.Target.(*ir.Block)
		case *ir.TermCondBr:
			c, err := get(t.Cond)
			if err != nil {
				return nil, err
			}
			if c.(int64) != 0 {
				b = t.TargetTrue.(*ir.Block)
			} else {
				b = t.TargetFalse.(*ir.Block)
			}
		default:
			return nil, fmt.Errorf("%s: terminator %T", fn.Name(), b.Term)
		}
	}
}

// operand returns the value of v: a constant or a computed local.
func operand(env map[value.Value]any, v value.Value) (any, error) {
	switch c := v.(type) {
	case *constant.Float:
		if c.NaN {
			return math.NaN(), nil
		}
		f, _ := c.X.Float64()
		return f, nil
	case *constant.Int:
		return c.X.Int64(), nil
	case *constant.Null:
		return ptr{}, nil
	case *constant.ZeroInitializer:
		if vt, ok := c.Typ.(*types.VectorType); ok {
			return make([]float64, vt.Len), nil
		}
		return nil, fmt.Errorf("zeroinitializer of %s", c.Typ)
	case *constant.Vector: // shuffle masks: vectors of integers
		mask := make([]int64, len(c.Elems))
		for i, e := range c.Elems {
			n, ok := e.(*constant.Int)
			if !ok {
				return nil, fmt.Errorf("vector constant element %T", e)
			}
			mask[i] = n.X.Int64()
		}
		return mask, nil
	case *constant.Undef: // only vectors of doubles are left undefined
		if vt, ok := c.Typ.(*types.VectorType); ok {
			return make([]float64, vt.Len), nil
		}
		return nil, fmt.Errorf("undef of %s", c.Typ)
	case *ir.Global: // constant tables of integers
		if a, ok := c.Init.(*constant.Array); ok {
			buf := make([]int64, len(a.Elems))
			for i, e := range a.Elems {
				n, ok := e.(*constant.Int)
				if !ok {
					return nil, fmt.Errorf("global %s: element %T", c.Ident(), e)
				}
				buf[i] = n.X.Int64()
			}
			return ptr{buf: buf}, nil
		}
		return nil, fmt.Errorf("global %s not interpreted", c.Ident())
	}
	x, ok := env[v]
	if !ok {
		return nil, fmt.Errorf("value %s used before it is computed", v.Ident())
	}
	return x, nil
}

func (in *interp) exec(env map[value.Value]any, inst ir.Instruction) (any, error) {
	var ops []any
	for _, o := range inst.Operands() {
		if _, isType := (*o).(types.Type); isType {
			continue
		}
		if fn, isFn := (*o).(*ir.Func); isFn {
			ops = append(ops, fn)
			continue
		}
		v, err := operand(env, *o)
		if err != nil {
			return nil, err
		}
		ops = append(ops, v)
	}
	f := func(i int) float64 { return ops[i].(float64) }
	n := func(i int) int64 { return ops[i].(int64) }
	if v, ok, err := execVector(inst, ops); ok {
		return v, err
	}
	switch x := inst.(type) {
	case *ir.InstFAdd:
		return f(0) + f(1), nil
	case *ir.InstFSub:
		return f(0) - f(1), nil
	case *ir.InstFMul:
		return f(0) * f(1), nil
	case *ir.InstFDiv:
		return f(0) / f(1), nil
	case *ir.InstFRem:
		return math.Mod(f(0), f(1)), nil
	case *ir.InstFNeg:
		return -f(0), nil
	case *ir.InstAdd:
		return wrap(x.Typ, n(0)+n(1)), nil
	case *ir.InstSub:
		return wrap(x.Typ, n(0)-n(1)), nil
	case *ir.InstMul:
		return wrap(x.Typ, n(0)*n(1)), nil
	case *ir.InstShl:
		return wrap(x.Typ, n(0)<<uint(n(1))), nil
	case *ir.InstAShr:
		return n(0) >> uint(n(1)), nil
	case *ir.InstLShr:
		return int64(uint64(n(0)) >> uint(n(1))), nil
	case *ir.InstAnd:
		return n(0) & n(1), nil
	case *ir.InstOr:
		return n(0) | n(1), nil
	case *ir.InstXor:
		return wrap(x.Typ, n(0)^n(1)), nil
	case *ir.InstFCmp:
		return b2i(fcmp(x.Pred, f(0), f(1))), nil
	case *ir.InstICmp:
		return b2i(icmp(x.Pred, n(0), n(1))), nil
	case *ir.InstSelect:
		if n(0) != 0 {
			return ops[1], nil
		}
		return ops[2], nil
	case *ir.InstUIToFP:
		return float64(uint64(n(0))), nil
	case *ir.InstSIToFP:
		return float64(n(0)), nil
	case *ir.InstFPToSI:
		return int64(f(0)), nil
	case *ir.InstSExt:
		// i1 is held as 0 or 1; sign-extended, true is all ones.
		if t, ok := x.From.Type().(*types.IntType); ok && t.BitSize == 1 {
			return -n(0), nil
		}
		return ops[0], nil
	case *ir.InstZExt, *ir.InstTrunc:
		// Integers are held sign-extended; i1 is 0 or 1.
		return ops[0], nil
	case *ir.InstBitCast:
		switch v := ops[0].(type) {
		case float64:
			return int64(math.Float64bits(v)), nil
		case int64:
			return math.Float64frombits(uint64(v)), nil
		}
		return ops[0], nil
	case *ir.InstAlloca: // only arrays of doubles are allocated
		count := int64(1)
		if len(ops) > 0 {
			count = n(0)
		}
		return ptr{buf: make([]float64, count)}, nil
	case *ir.InstGetElementPtr:
		p := ops[0].(ptr)
		switch {
		case len(x.Indices) == 1:
			return ptr{buf: p.buf, off: p.off + n(1)}, nil
		case len(x.Indices) == 2 && n(1) == 0: // element of a global array
			return ptr{buf: p.buf, off: p.off + n(2)}, nil
		}
		return nil, fmt.Errorf("getelementptr with %d indexes", len(x.Indices))
	case *ir.InstLoad:
		return load(ops[0].(ptr))
	case *ir.InstStore:
		return nil, store(ops[1].(ptr), ops[0])
	case *ir.InstCall:
		callee, ok := ops[0].(*ir.Func)
		if !ok {
			return nil, fmt.Errorf("indirect call")
		}
		return in.call(callee, ops[1:]...)
	}
	return nil, fmt.Errorf("instruction %T not interpreted", inst)
}

// execVector runs the vector instructions of lane vectors: element-wise
// fadd and fmul of []float64, loads and stores of a vector of doubles,
// insertelement, extractelement, shufflevector (a splat or a constant mask), an integer
// bitcast to a mask (a vector of i1) and a select by such a mask. ok is false for any
// other instruction.
func execVector(inst ir.Instruction, ops []any) (v any, ok bool, err error) {
	elems := func(i int) []float64 { return ops[i].([]float64) }
	lanewise := func(op func(x, y float64) float64) []float64 {
		x, y := elems(0), elems(1)
		out := make([]float64, len(x))
		for i := range x {
			out[i] = op(x[i], y[i])
		}
		return out
	}
	switch x := inst.(type) {
	case *ir.InstFAdd, *ir.InstFMul:
		if _, vec := ops[0].([]float64); !vec {
			return nil, false, nil
		}
		if _, isAdd := x.(*ir.InstFAdd); isAdd {
			return lanewise(func(a, b float64) float64 { return a + b }), true, nil
		}
		return lanewise(func(a, b float64) float64 { return a * b }), true, nil
	case *ir.InstLoad:
		vt, vec := x.ElemType.(*types.VectorType)
		if !vec {
			return nil, false, nil
		}
		p := ops[0].(ptr)
		out := make([]float64, vt.Len)
		for i := range out {
			e, err := load(ptr{buf: p.buf, off: p.off + int64(i)})
			if err != nil {
				return nil, true, err
			}
			out[i] = e.(float64)
		}
		return out, true, nil
	case *ir.InstStore:
		src, vec := ops[0].([]float64)
		if !vec {
			return nil, false, nil
		}
		p := ops[1].(ptr)
		for i, e := range src {
			if err := store(ptr{buf: p.buf, off: p.off + int64(i)}, e); err != nil {
				return nil, true, err
			}
		}
		return nil, true, nil
	case *ir.InstBitCast:
		// An integer to a vector of i1: bit i is element i.
		vt, mask := x.To.(*types.VectorType)
		if !mask || !vt.ElemType.Equal(types.I1) {
			return nil, false, nil
		}
		bits := ops[0].(int64)
		out := make([]bool, vt.Len)
		for i := range out {
			out[i] = bits>>uint(i)&1 != 0
		}
		return out, true, nil
	case *ir.InstSelect:
		mask, vec := ops[0].([]bool)
		if !vec {
			return nil, false, nil
		}
		out := append([]float64(nil), elems(2)...)
		for i, m := range mask {
			if m {
				out[i] = elems(1)[i]
			}
		}
		return out, true, nil
	case *ir.InstInsertElement:
		out := append([]float64(nil), elems(0)...)
		out[ops[2].(int64)] = ops[1].(float64)
		return out, true, nil
	case *ir.InstExtractElement:
		return elems(0)[ops[1].(int64)], true, nil
	case *ir.InstShuffleVector:
		if _, splat := x.Mask.(*constant.ZeroInitializer); splat {
			out := make([]float64, len(elems(0)))
			for i := range out {
				out[i] = elems(0)[0]
			}
			return out, true, nil
		}
		// A constant mask picks lanes of the two operands, concatenated.
		mask, ok := ops[2].([]int64)
		if !ok {
			return nil, true, fmt.Errorf("shufflevector mask %T", ops[2])
		}
		both := append(append([]float64(nil), elems(0)...), elems(1)...)
		out := make([]float64, len(mask))
		for i, m := range mask {
			out[i] = both[m]
		}
		return out, true, nil
	}
	return nil, false, nil
}

// wrap truncates an integer result to its type's width, sign-extended.
func wrap(t types.Type, v int64) int64 {
	it, ok := t.(*types.IntType)
	if !ok || it.BitSize >= 64 {
		return v
	}
	if it.BitSize == 1 {
		return v & 1
	}
	s := 64 - it.BitSize
	return v << s >> s
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func fcmp(p enum.FPred, x, y float64) bool {
	uno := math.IsNaN(x) || math.IsNaN(y)
	switch p {
	case enum.FPredFalse:
		return false
	case enum.FPredTrue:
		return true
	case enum.FPredOEQ:
		return !uno && x == y
	case enum.FPredOGT:
		return !uno && x > y
	case enum.FPredOGE:
		return !uno && x >= y
	case enum.FPredOLT:
		return !uno && x < y
	case enum.FPredOLE:
		return !uno && x <= y
	case enum.FPredONE:
		return !uno && x != y
	case enum.FPredORD:
		return !uno
	case enum.FPredUEQ:
		return uno || x == y
	case enum.FPredUGT:
		return uno || x > y
	case enum.FPredUGE:
		return uno || x >= y
	case enum.FPredULT:
		return uno || x < y
	case enum.FPredULE:
		return uno || x <= y
	case enum.FPredUNE:
		return uno || x != y
	case enum.FPredUNO:
		return uno
	}
	panic(fmt.Sprintf("fcmp predicate %v", p))
}

func icmp(p enum.IPred, x, y int64) bool {
	switch p {
	case enum.IPredEQ:
		return x == y
	case enum.IPredNE:
		return x != y
	case enum.IPredSGT:
		return x > y
	case enum.IPredSGE:
		return x >= y
	case enum.IPredSLT:
		return x < y
	case enum.IPredSLE:
		return x <= y
	case enum.IPredUGT:
		return uint64(x) > uint64(y)
	case enum.IPredUGE:
		return uint64(x) >= uint64(y)
	case enum.IPredULT:
		return uint64(x) < uint64(y)
	case enum.IPredULE:
		return uint64(x) <= uint64(y)
	}
	panic(fmt.Sprintf("icmp predicate %v", p))
}

func load(p ptr) (any, error) {
	switch b := p.buf.(type) {
	case []float64:
		if p.off >= 0 && p.off < int64(len(b)) {
			return b[p.off], nil
		}
	case []int64:
		if p.off >= 0 && p.off < int64(len(b)) {
			return b[p.off], nil
		}
	case []int32:
		if p.off >= 0 && p.off < int64(len(b)) {
			return int64(b[p.off]), nil
		}
	case []int8:
		if p.off >= 0 && p.off < int64(len(b)) {
			return int64(b[p.off]), nil
		}
	case []ptr:
		if p.off >= 0 && p.off < int64(len(b)) {
			return b[p.off], nil
		}
	default:
		return nil, fmt.Errorf("load through %T", p.buf)
	}
	return nil, fmt.Errorf("load out of bounds at %d of %T", p.off, p.buf)
}

func store(p ptr, v any) error {
	switch b := p.buf.(type) {
	case []float64:
		if p.off >= 0 && p.off < int64(len(b)) {
			b[p.off] = v.(float64)
			return nil
		}
	case []int64:
		if p.off >= 0 && p.off < int64(len(b)) {
			b[p.off] = v.(int64)
			return nil
		}
	case []int8:
		if p.off >= 0 && p.off < int64(len(b)) {
			b[p.off] = int8(v.(int64))
			return nil
		}
	default:
		return fmt.Errorf("store through %T", p.buf)
	}
	return fmt.Errorf("store out of bounds at %d of %T", p.off, p.buf)
}

// intrinsic evaluates a declared (bodiless) function: LLVM intrinsics and
// the libm functions kernels call.
func intrinsic(name string, args []any) (any, error) {
	f := func(i int) float64 { return args[i].(float64) }
	switch name {
	case "llvm.prefetch.p0i8":
		// A hint: its line may lie outside any buffer, so only its
		// operands are checked.
		if _, ok := args[0].(ptr); !ok || len(args) != 4 {
			return nil, fmt.Errorf("%s of %v", name, args)
		}
		return nil, nil
	case "llvm.ctlz.i64":
		return int64(bits.LeadingZeros64(uint64(args[0].(int64)))), nil
	case "llvm.fabs.f64":
		return math.Abs(f(0)), nil
	case "llvm.sqrt.f64", "sqrt":
		return math.Sqrt(f(0)), nil
	case "llvm.exp.f64", "exp":
		return math.Exp(f(0)), nil
	case "llvm.log.f64", "log":
		return math.Log(f(0)), nil
	case "llvm.round.f64", "round":
		return math.Round(f(0)), nil
	case "llvm.floor.f64", "floor":
		return math.Floor(f(0)), nil
	case "llvm.ceil.f64", "ceil":
		return math.Ceil(f(0)), nil
	case "llvm.trunc.f64", "trunc":
		return math.Trunc(f(0)), nil
	case "llvm.rint.f64", "llvm.nearbyint.f64":
		return math.RoundToEven(f(0)), nil
	case "llvm.sin.f64", "sin":
		return math.Sin(f(0)), nil
	case "llvm.cos.f64", "cos":
		return math.Cos(f(0)), nil
	case "tanh":
		return math.Tanh(f(0)), nil
	case "llvm.pow.f64", "pow":
		return math.Pow(f(0), f(1)), nil
	case "llvm.copysign.f64":
		return math.Copysign(f(0), f(1)), nil
	case "llvm.fma.f64", "llvm.fmuladd.f64":
		return math.FMA(f(0), f(1), f(2)), nil
	case "llvm.fmuladd.v8f64": // lane vectors, fused (as llvm.fmuladd may be)
		x, y, z := args[0].([]float64), args[1].([]float64), args[2].([]float64)
		out := make([]float64, len(x))
		for i := range x {
			out[i] = math.FMA(x[i], y[i], z[i])
		}
		return out, nil
	case "llvm.masked.load.v8f64.p0v8f64": // the masked lanes only are read
		p, mask, out := args[0].(ptr), args[2].([]bool), append([]float64(nil), args[3].([]float64)...)
		for i, m := range mask {
			if !m {
				continue
			}
			v, err := load(ptr{buf: p.buf, off: p.off + int64(i)})
			if err != nil {
				return nil, err
			}
			out[i] = v.(float64)
		}
		return out, nil
	case "llvm.minnum.f64":
		return minnum(f(0), f(1)), nil
	case "llvm.maxnum.f64":
		return -minnum(-f(0), -f(1)), nil
	}
	return nil, fmt.Errorf("call to %s not interpreted", name)
}

// minnum is llvm.minnum: the non-NaN operand when one is NaN.
func minnum(x, y float64) float64 {
	switch {
	case math.IsNaN(x):
		return y
	case math.IsNaN(y):
		return x
	}
	return math.Min(x, y)
}

// prefetchLocality is llvm.prefetch's locality argument as an int64.
func prefetchLocality(a any) (int64, error) {
	switch v := a.(type) {
	case int64:
		return v, nil
	case int32:
		return int64(v), nil
	case int:
		return int64(v), nil
	}
	return 0, fmt.Errorf("prefetch locality of %T", a)
}
