package llvmgen

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/fmath"
)

// The transcendental functions as IR: each emits, operation for operation,
// the sequence internal/fmath computes in Go, so that a kernel and Base give
// the same bits (SEMANTICS.md). No instruction carries a fast-math flag and
// every FMA is an explicit llvm.fma, so clang neither fuses nor reorders
// anything. Special cases are selects, not branches: the code is straight
// line and the loop vectorizer widens it like any other arithmetic. The one
// call, to the large-argument path of sin and cos, has vector variants
// (mathir_trigbig.go) so that it does not stop the vectorizer.

// mathB emits into one block.
type mathB struct {
	m *module
	b *ir.Block
}

func (o mathB) add(x, y value.Value) value.Value { return o.b.NewFAdd(x, y) }
func (o mathB) sub(x, y value.Value) value.Value { return o.b.NewFSub(x, y) }
func (o mathB) mul(x, y value.Value) value.Value { return o.b.NewFMul(x, y) }
func (o mathB) div(x, y value.Value) value.Value { return o.b.NewFDiv(x, y) }
func (o mathB) neg(x value.Value) value.Value    { return o.b.NewFNeg(x) }
func (o mathB) fma(x, y, z value.Value) value.Value {
	return o.b.NewCall(o.m.declare("llvm.fma.f64", 3), x, y, z)
}
func (o mathB) abs(x value.Value) value.Value   { return o.m.call1(o.b, "llvm.fabs.f64", x) }
func (o mathB) floor(x value.Value) value.Value { return o.m.call1(o.b, "llvm.floor.f64", x) }
func (o mathB) copysign(x, s value.Value) value.Value {
	return o.m.call2(o.b, "llvm.copysign.f64", x, s)
}
func (o mathB) cmp(p enum.FPred, x, y value.Value) value.Value { return o.b.NewFCmp(p, x, y) }
func (o mathB) sel(c, x, y value.Value) value.Value            { return o.b.NewSelect(c, x, y) }
func (o mathB) bits(x value.Value) value.Value                 { return o.b.NewBitCast(x, i64) }
func (o mathB) fromBits(x value.Value) value.Value             { return o.b.NewBitCast(x, f64) }
func ciu(v uint64) *constant.Int                               { return constant.NewInt(i64, int64(v)) }

// horner is fmath.horner.
func (o mathB) horner(c []float64, x value.Value) value.Value {
	p := value.Value(cf(c[0]))
	for _, v := range c[1:] {
		p = o.fma(p, x, cf(v))
	}
	return p
}

// pow2 is fmath.pow2: 2^k from an i64 k.
func (o mathB) pow2(k value.Value) value.Value {
	return o.fromBits(o.b.NewShl(o.b.NewAdd(k, ci(1023)), ci(52)))
}

// expCore is fmath.expCore.
func (o mathB) expCore(x, lo value.Value, withLo bool) value.Value {
	x = o.sel(o.cmp(enum.FPredOGT, x, cf(fmath.ExpHi)), cf(fmath.ExpHi), x)
	x = o.sel(o.cmp(enum.FPredOLT, x, cf(fmath.ExpLo)), cf(fmath.ExpLo), x)
	t := o.add(o.mul(x, cf(fmath.InvLn2)), cf(fmath.Shifter))
	k := o.sub(t, cf(fmath.Shifter))
	ki := o.b.NewSub(o.bits(t), ciu(math.Float64bits(fmath.Shifter)))
	nk := o.neg(k)
	r := o.fma(nk, cf(fmath.Ln2Hi), x)
	r = o.fma(nk, cf(fmath.Ln2Lo), r)
	if withLo {
		r = o.add(r, lo)
	}
	q := o.horner(fmath.ExpPoly, r)
	p := o.add(cf(1), o.fma(o.mul(r, r), q, r))
	k1 := o.b.NewAShr(ki, ci(1))
	return o.mul(o.mul(p, o.pow2(k1)), o.pow2(o.b.NewSub(ki, k1)))
}

func (o mathB) exp(x value.Value) value.Value { return o.expCore(x, nil, false) }

func (o mathB) sigmoid(x value.Value) value.Value {
	return o.div(cf(1), o.add(cf(1), o.exp(o.neg(x))))
}

// logParts is fmath.logParts.
func (o mathB) logParts(x value.Value) (e, f value.Value) {
	sub := o.cmp(enum.FPredOLT, x, cf(0x1p-1022))
	xs := o.sel(sub, o.mul(x, cf(fmath.Two54)), x)
	hx := o.b.NewAdd(o.bits(xs), ciu(fmath.OneBits-fmath.Sqrt2Bits))
	var ei value.Value = o.b.NewSub(o.b.NewLShr(hx, ci(52)), ci(1023))
	ei = o.sel(sub, o.b.NewSub(ei, ci(54)), ei)
	m := o.fromBits(o.b.NewAdd(o.b.NewAnd(hx, ciu(fmath.MantMask)), ciu(fmath.Sqrt2Bits)))
	return o.b.NewSIToFP(ei, f64), o.sub(m, cf(1))
}

// log is fmath.Log.
func (o mathB) log(x value.Value) value.Value {
	e, f := o.logParts(x)
	s := o.div(f, o.add(cf(2), f))
	hfsq := o.mul(o.mul(cf(0.5), f), f)
	z := o.mul(s, s)
	w := o.mul(z, z)
	r := o.add(o.mul(z, o.horner(fmath.LogOdd, w)), o.mul(w, o.horner(fmath.LogEven, w)))
	inner := o.add(o.mul(s, o.add(hfsq, r)), o.mul(e, cf(fmath.Ln2Lo)))
	v := o.sub(o.mul(e, cf(fmath.Ln2Hi)), o.sub(o.sub(hfsq, inner), f))
	// The special cases, in reverse order of fmath.Log's switch.
	v = o.sel(o.cmp(enum.FPredOGT, x, cf(math.MaxFloat64)), x, v)
	v = o.sel(o.cmp(enum.FPredOEQ, x, cf(0)), cf(negInf), v)
	v = o.sel(o.cmp(enum.FPredOLT, x, cf(0)), cf(math.NaN()), v)
	return o.sel(isNaN(o.b, x), x, v)
}

// logDD is fmath.logDD.
func (o mathB) logDD(x value.Value) (hi, lo value.Value) {
	e, f := o.logParts(x)
	u := o.add(cf(2), f)
	ul := o.add(o.sub(cf(2), u), f)
	s := o.div(f, u)
	sl := o.div(o.sub(o.fma(o.neg(s), u, f), o.mul(s, ul)), u)
	a, al := o.mul(cf(2), s), o.mul(cf(2), sl)
	lg1 := cf(fmath.LogOdd[3])
	zh := o.mul(s, s)
	zl := o.fma(s, s, o.neg(zh))
	ch := o.mul(zh, s)
	cl := o.add(o.fma(zh, s, o.neg(ch)), o.mul(zl, s))
	th := o.mul(ch, lg1)
	tl := o.add(o.fma(ch, lg1, o.neg(th)), o.mul(cl, lg1))
	w := o.mul(zh, zh)
	rest := o.add(o.mul(zh, o.mul(w, o.horner(fmath.LogOdd[:3], w))), o.mul(w, o.horner(fmath.LogEven, w)))
	t := o.add(th, o.add(tl, o.mul(s, rest)))
	vh := o.add(a, t)
	vl := o.add(o.sub(a, vh), t)
	eh := o.mul(e, cf(fmath.Ln2Hi))
	wh := o.add(eh, vh)
	bb := o.sub(wh, eh)
	wl := o.add(o.sub(eh, o.sub(wh, bb)), o.sub(vh, bb))
	l := o.add(o.add(o.add(wl, vl), al), o.mul(e, cf(fmath.Ln2Lo)))
	hi = o.add(wh, l)
	lo = o.add(o.sub(wh, hi), l)
	return hi, lo
}

// pow is fmath.Pow.
func (o mathB) pow(x, y value.Value) value.Value {
	fy := o.floor(y)
	yInt := o.cmp(enum.FPredOEQ, fy, y)
	h := o.mul(y, cf(0.5))
	yOdd := o.b.NewAnd(yInt, o.cmp(enum.FPredUNE, o.floor(h), h))
	ax := o.abs(x)
	hi, lo := o.logDD(ax)
	zh := o.mul(y, hi)
	zl := o.add(o.fma(y, hi, o.neg(zh)), o.mul(y, lo))
	zl = o.sel(o.cmp(enum.FPredOLT, o.abs(zh), cf(1024)), zl, cf(0))
	p := o.expCore(zh, zl, true)
	xNeg := o.cmp(enum.FPredOLT, x, cf(0))
	v := o.sel(o.b.NewAnd(xNeg, yOdd), o.neg(p), p)

	// The special cases, in reverse order of fmath.Pow's switch.
	nan, inf, negZero := cf(math.NaN()), cf(posInf), cf(math.Copysign(0, -1))
	yPos := o.cmp(enum.FPredOGT, y, cf(0))
	yNeg := o.cmp(enum.FPredOLT, y, cf(0))
	v = o.sel(o.b.NewAnd(xNeg, o.b.NewXor(yInt, zeroTrue)), nan, v)
	// x = -Inf.
	mInf := o.sel(yOdd, negZero, cf(0))
	mInf = o.sel(yPos, inf, mInf)
	mInf = o.sel(o.b.NewAnd(yPos, yOdd), x, mInf)
	v = o.sel(o.cmp(enum.FPredOLT, x, cf(-math.MaxFloat64)), mInf, v)
	// x = +Inf.
	v = o.sel(o.cmp(enum.FPredOGT, x, cf(math.MaxFloat64)), o.sel(yPos, x, cf(0)), v)
	// y = ±Inf.
	ax1 := o.cmp(enum.FPredOEQ, ax, cf(1))
	yi := o.sel(o.b.NewICmp(enum.IPredEQ, o.cmp(enum.FPredOLT, ax, cf(1)), yPos), cf(0), inf)
	yi = o.sel(ax1, cf(1), yi)
	v = o.sel(o.cmp(enum.FPredOGT, o.abs(y), cf(math.MaxFloat64)), yi, v)
	// x = ±0.
	z0 := o.sel(yOdd, x, cf(0))
	z0 = o.sel(yNeg, inf, z0)
	z0 = o.sel(o.b.NewAnd(yNeg, yOdd), o.copysign(inf, x), z0)
	v = o.sel(o.cmp(enum.FPredOEQ, x, cf(0)), z0, v)
	v = o.sel(o.b.NewOr(isNaN(o.b, x), isNaN(o.b, y)), nan, v)
	v = o.sel(o.cmp(enum.FPredOEQ, y, cf(2)), o.mul(x, x), v)
	v = o.sel(o.cmp(enum.FPredOEQ, y, cf(1)), x, v)
	return o.sel(o.b.NewOr(o.cmp(enum.FPredOEQ, y, cf(0)), o.cmp(enum.FPredOEQ, x, cf(1))), cf(1), v)
}

// trig is fmath.trig; arguments from TrigMax on take the result of the
// large-argument function (mathir_trigbig.go).
func (o mathB) trig(x value.Value, cosine bool) value.Value {
	t := o.add(o.mul(x, cf(fmath.TwoOPi)), cf(fmath.Shifter))
	nk := o.neg(o.sub(t, cf(fmath.Shifter)))
	r := o.fma(nk, cf(fmath.PiO2A), x)
	r = o.fma(nk, cf(fmath.PiO2B), r)
	r = o.fma(nk, cf(fmath.PiO2C), r)
	v := o.trigPoly(x, r, o.b.NewAnd(o.bits(t), ci(3)), cosine)
	// uge: true for NaN as well as for |x| >= TrigMax; the function
	// returns NaN for NaN and ±Inf.
	return o.sel(o.cmp(enum.FPredUGE, o.abs(x), cf(fmath.TrigMax)), o.trigBig(x, cosine), v)
}

// trigPoly is the part of fmath.trig after the reduction: sin or cos of
// x from r = x - k*π/2 and q = k mod 4.
func (o mathB) trigPoly(x, r, q value.Value, cosine bool) value.Value {
	z := o.mul(r, r)
	s := o.fma(o.mul(z, r), o.horner(fmath.SinPoly, z), r)
	hz := o.mul(cf(0.5), z)
	w := o.sub(cf(1), hz)
	c := o.add(w, o.add(o.sub(o.sub(cf(1), w), hz), o.mul(o.mul(z, z), o.horner(fmath.CosPoly, z))))
	if cosine {
		q = o.b.NewAdd(q, ci(1))
	}
	odd := o.b.NewICmp(enum.IPredNE, o.b.NewAnd(q, ci(1)), zero64)
	v := o.sel(odd, c, s)
	v = o.sel(o.b.NewICmp(enum.IPredNE, o.b.NewAnd(q, ci(2)), zero64), o.neg(v), v)
	if !cosine {
		v = o.sel(o.cmp(enum.FPredOEQ, x, cf(0)), x, v)
	}
	return v
}

// tanh is fmath.Tanh.
func (o mathB) tanh(x value.Value) value.Value {
	a := o.abs(x)
	s := o.mul(x, x)
	p := o.fma(o.fma(cf(fmath.TanhP[0]), s, cf(fmath.TanhP[1])), s, cf(fmath.TanhP[2]))
	q := o.fma(o.add(s, cf(fmath.TanhQ[0])), s, cf(fmath.TanhQ[1]))
	q = o.fma(q, s, cf(fmath.TanhQ[2]))
	small := o.fma(o.mul(x, s), o.div(p, q), x)
	ab := o.sel(o.cmp(enum.FPredOGT, a, cf(fmath.TanhBig)), cf(fmath.TanhBig), a)
	e := o.exp(o.mul(cf(2), ab))
	big := o.copysign(o.sub(cf(1), o.div(cf(2), o.add(e, cf(1)))), x)
	return o.sel(o.cmp(enum.FPredOLT, a, cf(fmath.TanhSmall)), small, big)
}
