package llvmgen

import (
	"fmt"
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/fmath"
)

// The large-argument path of sin and cos (fmath.trigReduceBig) as IR.
// Kernels evaluate sin and cos as straight-line code that the loop and SLP
// vectorizers widen; a branch to the reduction inside that code would stop
// them. So the fast path stays as in mathir.go and its final select takes,
// for |x| >= TrigMax, the result of a call to fjm_sin_big or fjm_cos_big:
// a readnone function that returns at once unless |x| >= TrigMax. The call
// site names vector variants of the function (LLVM's vector function ABI,
// attribute "vector-function-abi-variant"), so a vectorized loop calls
// one variant per vector of 2, 4 or 8 arguments, and the variant tests all
// lanes with one compare before falling back to the scalar function lane by
// lane. The cost on ordinary arguments is one call per vector.

var twoOPiType = types.NewArray(uint64(len(fmath.TwoOPiBits)), i64)

// twoOPiTable returns the module's copy of fmath.TwoOPiBits.
func (m *module) twoOPiTable() *ir.Global {
	const name = "fjm_2opi"
	for _, g := range m.ir.Globals {
		if g.Name() == name {
			return g
		}
	}
	elems := make([]constant.Constant, len(fmath.TwoOPiBits))
	for i, w := range fmath.TwoOPiBits {
		elems[i] = ciu(w)
	}
	g := m.ir.NewGlobalDef(name, constant.NewArray(twoOPiType, elems...))
	g.Immutable = true
	g.Linkage = enum.LinkageInternal
	return g
}

// ctlz returns the declaration of llvm.ctlz.i64.
func (m *module) ctlz() *ir.Func {
	const name = "llvm.ctlz.i64"
	if f, ok := m.decls[name]; ok {
		return f
	}
	f := m.ir.NewFunc(name, i64, ir.NewParam("", i64), ir.NewParam("", types.I1))
	m.decls[name] = f
	return f
}

// trigReduceBig is fmath.trigReduceBig, for a finite |x| >= TrigMax. For
// ±Inf and NaN every table index stays in range and the values, poison at
// worst (a shift by 64), are discarded by the caller's final select.
func (o mathB) trigReduceBig(x value.Value) (r, q value.Value) {
	b := o.b
	tab := o.m.twoOPiTable()

	xb := o.bits(x)
	mant := b.NewOr(b.NewAnd(xb, ciu(fmath.MantMask)), ci(1<<52))
	e := b.NewAnd(b.NewLShr(xb, ci(52)), ci(0x7ff))
	j := b.NewAdd(e, ci(fmath.TrigWindowBias-1075))
	d, sh := b.NewLShr(j, ci(6)), b.NewAnd(j, ci(63))
	rsh := b.NewSub(ci(63), sh)
	load := func(i int64) value.Value {
		p := b.NewGetElementPtr(twoOPiType, tab, zero64, b.NewAdd(d, ci(i)))
		p.InBounds = true
		return b.NewLoad(i64, p)
	}
	t0, t1, t2, t3 := load(0), load(1), load(2), load(3)
	word := func(a, c value.Value) value.Value {
		return b.NewOr(b.NewShl(a, sh), b.NewLShr(b.NewLShr(c, ci(1)), rsh))
	}
	w0, w1, w2 := word(t0, t1), word(t1, t2), word(t2, t3)
	// mul64 is bits.Mul64 from 32-bit halves: i64 arithmetic only, which
	// the test interpreter runs too (the path is cold, so four multiplies
	// instead of one i128 product cost nothing that matters).
	mask := ci(0xffffffff)
	mLo, mHi := b.NewAnd(mant, mask), b.NewLShr(mant, ci(32))
	mul64 := func(w value.Value) (hi, lo value.Value) {
		wLo, wHi := b.NewAnd(w, mask), b.NewLShr(w, ci(32))
		ll := b.NewMul(mLo, wLo)
		mid := b.NewAdd(b.NewMul(mHi, wLo), b.NewLShr(ll, ci(32)))
		mid2 := b.NewAdd(b.NewMul(mLo, wHi), b.NewAnd(mid, mask))
		hi = b.NewAdd(b.NewAdd(b.NewMul(mHi, wHi), b.NewLShr(mid, ci(32))), b.NewLShr(mid2, ci(32)))
		return hi, b.NewMul(mant, w)
	}
	p2h, _ := mul64(w2)
	p1h, p1l := mul64(w1)
	lo := b.NewAdd(p2h, p1l)
	carry := b.NewZExt(b.NewICmp(enum.IPredULT, lo, p2h), i64)
	hi := b.NewAdd(b.NewAdd(p1h, b.NewMul(mant, w0)), carry)

	gh := b.NewOr(b.NewShl(hi, ci(2)), b.NewLShr(lo, ci(62)))
	gl := b.NewShl(lo, ci(2))
	negI := b.NewLShr(gh, ci(63))
	neg := b.NewICmp(enum.IPredNE, negI, zero64)
	q = b.NewAnd(b.NewAdd(b.NewLShr(hi, ci(62)), negI), ci(3))
	ngl := b.NewSub(zero64, gl)
	ngh := b.NewAdd(b.NewXor(gh, ci(-1)), b.NewZExt(b.NewICmp(enum.IPredEQ, ngl, zero64), i64))
	glv, ghv := o.sel(neg, ngl, gl), o.sel(neg, ngh, gh)
	lz := b.NewCall(o.m.ctlz(), ghv, constant.False)
	h := b.NewOr(b.NewShl(ghv, lz), b.NewLShr(b.NewLShr(glv, ci(1)), b.NewSub(ci(63), lz)))
	l := b.NewShl(glv, lz)
	fh := o.mul(b.NewUIToFP(b.NewLShr(h, ci(11)), f64), o.pow2(b.NewSub(ci(-53), lz)))
	rest := b.NewOr(b.NewShl(b.NewAnd(h, ci(0x7ff)), ci(52)), b.NewLShr(l, ci(12)))
	fl := o.mul(b.NewSIToFP(rest, f64), o.pow2(b.NewSub(ci(-116), lz)))
	fh, fl = o.sel(neg, o.neg(fh), fh), o.sel(neg, o.neg(fl), fl)

	rh := o.mul(fh, cf(fmath.PiO2A))
	re := o.fma(fh, cf(fmath.PiO2A), o.neg(rh))
	t := o.fma(fh, cf(fmath.PiO2B), o.mul(fl, cf(fmath.PiO2A)))
	r = o.add(rh, o.add(re, t))
	xNeg := o.cmp(enum.FPredOLT, x, cf(0))
	r = o.sel(xNeg, o.neg(r), r)
	q = o.sel(xNeg, b.NewAnd(b.NewSub(zero64, q), ci(3)), q)
	return r, q
}

// trigBigLanes are the vector widths given a variant: SSE2, AVX2 and
// AVX-512 registers of doubles.
var trigBigLanes = []uint64{2, 4, 8}

// trigBigName is the scalar large-argument function of sin or cos.
func trigBigName(cosine bool) string {
	if cosine {
		return "fjm_cos_big"
	}
	return "fjm_sin_big"
}

// trigBig emits the call of the large-argument function for x, carrying
// the vector variants' names.
func (o mathB) trigBig(x value.Value, cosine bool) value.Value {
	f := o.m.trigBigFunc(cosine)
	call := o.b.NewCall(f, x)
	variants := ""
	for i, n := range trigBigLanes {
		if i > 0 {
			variants += ","
		}
		variants += fmt.Sprintf("_ZGV_LLVM_N%dv_%s(%s)", n, f.Name(), trigBigVariantName(f.Name(), n))
	}
	call.FuncAttrs = append(call.FuncAttrs, ir.AttrPair{Key: "vector-function-abi-variant", Value: variants})
	return call
}

func trigBigVariantName(scalar string, n uint64) string { return fmt.Sprintf("%s_v%d", scalar, n) }

// trigBigFunc returns fjm_sin_big or fjm_cos_big, with its vector
// variants: sin or cos of x for |x| >= TrigMax and NaN for ±Inf and NaN,
// computed as fmath.trig does; 0 for every other x.
func (m *module) trigBigFunc(cosine bool) *ir.Func {
	name := trigBigName(cosine)
	if f, ok := m.decls[name]; ok {
		return f
	}
	x := ir.NewParam("x", f64)
	f := m.ir.NewFunc(name, f64, x)
	f.Linkage = enum.LinkageInternal
	// readnone: the only memory read is the constant table, so calls can
	// be vectorized and hoisted like arithmetic.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn, enum.FuncAttrNoInline)
	m.decls[name] = f
	entry := f.NewBlock("entry")
	small, big := f.NewBlock("small"), f.NewBlock("big")
	ax := m.call1(entry, "llvm.fabs.f64", x)
	entry.NewCondBr(entry.NewFCmp(enum.FPredUGE, ax, cf(fmath.TrigMax)), big, small)
	small.NewRet(cf(0))
	o := mathB{m, big}
	r, q := o.trigReduceBig(x)
	v := o.trigPoly(x, r, q, cosine)
	big.NewRet(o.sel(o.cmp(enum.FPredUGT, ax, cf(math.MaxFloat64)), cf(math.NaN()), v))

	var used []constant.Constant
	for _, n := range trigBigLanes {
		used = append(used, constant.NewBitCast(m.trigBigVariant(f, n), i8p))
	}
	m.keep(used...)
	return f
}

// trigBigVariant is the n-lane variant of the scalar function f: zero
// lanes at once when no lane reaches TrigMax, else f lane by lane in a
// separate function. Both keep every register (no_caller_saved_registers):
// the vectorized caller then spills nothing around the call, and the check
// itself touches two registers only.
func (m *module) trigBigVariant(f *ir.Func, n uint64) *ir.Func {
	vt := types.NewVector(n, f64)
	keepRegs := ir.AttrString("no_caller_saved_registers")
	attrs := []ir.FuncAttribute{enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn, enum.FuncAttrNoInline, keepRegs}

	sx := ir.NewParam("x", vt)
	slowFn := m.ir.NewFunc(trigBigVariantName(f.Name(), n)+"_lanes", vt, sx)
	slowFn.Linkage = enum.LinkageInternal
	slowFn.FuncAttrs = append(slowFn.FuncAttrs, attrs...)
	slow := slowFn.NewBlock("entry")
	var acc value.Value = constant.NewZeroInitializer(vt)
	for i := uint64(0); i < n; i++ {
		lane := slow.NewExtractElement(sx, ci(int64(i)))
		acc = slow.NewInsertElement(acc, slow.NewCall(f, lane), ci(int64(i)))
	}
	slow.NewRet(acc)

	x := ir.NewParam("x", vt)
	v := m.ir.NewFunc(trigBigVariantName(f.Name(), n), vt, x)
	v.Linkage = enum.LinkageInternal
	v.FuncAttrs = append(v.FuncAttrs, attrs...)
	entry, call, fast := v.NewBlock("entry"), v.NewBlock("lanes"), v.NewBlock("fast")
	var lim []constant.Constant
	for i := uint64(0); i < n; i++ {
		lim = append(lim, cf(fmath.TrigMax))
	}
	ax := entry.NewCall(m.declareVec("llvm.fabs", vt), x)
	mask := entry.NewBitCast(entry.NewFCmp(enum.FPredUGE, ax, constant.NewVector(vt, lim...)), types.NewInt(n))
	entry.NewCondBr(entry.NewICmp(enum.IPredNE, mask, constant.NewInt(types.NewInt(n), 0)), call, fast)
	fast.NewRet(constant.NewZeroInitializer(vt))
	call.NewRet(call.NewCall(slowFn, x))
	return v
}

// declareVec returns the declaration of the vector overload of a unary
// intrinsic, such as llvm.fabs.v4f64.
func (m *module) declareVec(base string, vt *types.VectorType) *ir.Func {
	name := fmt.Sprintf("%s.v%df64", base, vt.Len)
	if f, ok := m.decls[name]; ok {
		return f
	}
	f := m.ir.NewFunc(name, vt, ir.NewParam("", vt))
	m.decls[name] = f
	return f
}

// keep adds globals to llvm.compiler.used, so that optimization keeps
// them although nothing but an attribute string names them.
func (m *module) keep(gs ...constant.Constant) {
	const name = "llvm.compiler.used"
	var old *ir.Global
	for _, g := range m.ir.Globals {
		if g.Name() == name {
			old = g
		}
	}
	if old != nil {
		gs = append(old.Init.(*constant.Array).Elems, gs...)
	}
	init := constant.NewArray(types.NewArray(uint64(len(gs)), i8p), gs...)
	if old != nil {
		old.Init, old.ContentType, old.Typ = init, init.Typ, types.NewPointer(init.Typ)
		return
	}
	g := m.ir.NewGlobalDef(name, init)
	g.Linkage = enum.LinkageAppending
	g.Section = "llvm.metadata"
}
