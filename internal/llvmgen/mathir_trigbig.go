package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/fmath"
)

// The large-argument reduction of sin and cos (fmath.trigReduceBig) as IR.
// It runs for |x| >= TrigMax only, about 1e15 and beyond, so it lives in
// a separate noinline, cold function reached by a branch: the straight
// line code of every other argument is the one of mathir.go, and the
// reduction's 128-bit integer arithmetic and table loads stay out of it.

var (
	i128       = types.I128
	trigBigRet = types.NewStruct(f64, i64)
	twoOPiType = types.NewArray(uint64(len(fmath.TwoOPiBits)), i64)
)

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

// trigBigFunc returns fjm_trig_reduce_big(x) = {r, q}, fmath.trigReduceBig.
func (m *module) trigBigFunc() *ir.Func {
	const name = "fjm_trig_reduce_big"
	if f, ok := m.decls[name]; ok {
		return f
	}
	x := ir.NewParam("x", f64)
	f := m.ir.NewFunc(name, trigBigRet, x)
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoUnwind, enum.FuncAttrNoInline, enum.FuncAttrCold)
	m.decls[name] = f
	b := f.NewBlock("entry")
	o := mathB{m, b}
	tab := m.twoOPiTable()

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
	// mul64 is bits.Mul64 through i128.
	m128 := b.NewZExt(mant, i128)
	mul64 := func(w value.Value) (hi, lo value.Value) {
		p := b.NewMul(m128, b.NewZExt(w, i128))
		return b.NewTrunc(b.NewLShr(p, constant.NewInt(i128, 64)), i64), b.NewTrunc(p, i64)
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
	q := b.NewAnd(b.NewAdd(b.NewLShr(hi, ci(62)), negI), ci(3))
	ngl := b.NewSub(zero64, gl)
	ngh := b.NewAdd(b.NewXor(gh, ci(-1)), b.NewZExt(b.NewICmp(enum.IPredEQ, ngl, zero64), i64))
	glv, ghv := o.sel(neg, ngl, gl), o.sel(neg, ngh, gh)
	lz := b.NewCall(m.ctlz(), ghv, constant.False)
	h := b.NewOr(b.NewShl(ghv, lz), b.NewLShr(b.NewLShr(glv, ci(1)), b.NewSub(ci(63), lz)))
	l := b.NewShl(glv, lz)
	fh := o.mul(b.NewUIToFP(b.NewLShr(h, ci(11)), f64), o.pow2(b.NewSub(ci(-53), lz)))
	rest := b.NewOr(b.NewShl(b.NewAnd(h, ci(0x7ff)), ci(52)), b.NewLShr(l, ci(12)))
	fl := o.mul(b.NewSIToFP(rest, f64), o.pow2(b.NewSub(ci(-116), lz)))
	fh, fl = o.sel(neg, o.neg(fh), fh), o.sel(neg, o.neg(fl), fl)

	rh := o.mul(fh, cf(fmath.PiO2A))
	re := o.fma(fh, cf(fmath.PiO2A), o.neg(rh))
	t := o.fma(fh, cf(fmath.PiO2B), o.mul(fl, cf(fmath.PiO2A)))
	r := o.add(rh, o.add(re, t))
	xNeg := o.cmp(enum.FPredOLT, x, cf(0))
	r = o.sel(xNeg, o.neg(r), r)
	qv := o.sel(xNeg, b.NewAnd(b.NewSub(zero64, q), ci(3)), q)
	var ret value.Value = b.NewInsertValue(constant.NewUndef(trigBigRet), r, 0)
	ret = b.NewInsertValue(ret, qv, 1)
	b.NewRet(ret)
	return f
}

// coldTrigBig replaces the fast reduction (r, q) by fjm_trig_reduce_big's
// when big holds, behind a branch. The instructions emitted so far into
// o.b move to a new block that ends with the branch; o.b itself becomes the
// join, so the caller goes on emitting into the block it holds. Branches
// into o.b are redirected to the new block; o.b has no terminator yet, so
// no phi names it as a predecessor.
func (o mathB) coldTrigBig(big, x, r, q value.Value) (value.Value, value.Value) {
	fn := o.b.Parent
	pre := ir.NewBlock(uniqueName(fn, "trig.pre"))
	call := ir.NewBlock(uniqueName(fn, "trig.big"))
	pre.Parent, call.Parent = fn, fn
	for _, blk := range fn.Blocks {
		redirect(blk.Term, o.b, pre)
	}
	pre.Insts, o.b.Insts = o.b.Insts, nil
	var blocks []*ir.Block
	for _, blk := range fn.Blocks {
		if blk == o.b {
			blocks = append(blocks, pre, call)
		}
		blocks = append(blocks, blk)
	}
	fn.Blocks = blocks
	pre.NewCondBr(big, call, o.b)
	res := call.NewCall(o.m.trigBigFunc(), x)
	rb, qb := call.NewExtractValue(res, 0), call.NewExtractValue(res, 1)
	call.NewBr(o.b)
	rp := o.b.NewPhi(ir.NewIncoming(r, pre), ir.NewIncoming(rb, call))
	qp := o.b.NewPhi(ir.NewIncoming(q, pre), ir.NewIncoming(qb, call))
	return rp, qp
}

// redirect makes the terminator t branch to to wherever it branched to
// from, and drops the successor lists llir caches.
func redirect(t ir.Terminator, from, to *ir.Block) {
	if t == nil {
		return
	}
	for _, v := range t.Operands() {
		if *v == value.Value(from) {
			*v = to
		}
	}
	switch t := t.(type) {
	case *ir.TermBr:
		t.Successors = nil
	case *ir.TermCondBr:
		t.Successors = nil
	case *ir.TermSwitch:
		t.Successors = nil
	}
}
