package llvmgen

import (
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/fmath"
)

// atan, asin, acos, sinh and cosh as IR, operation for operation as
// internal/fmath's atan.go and hyperbolic.go (see mathir.go).

// atanCore is fmath.atanCore.
func (o mathB) atanCore(t value.Value) value.Value {
	z := o.mul(t, t)
	p := o.horner(fmath.AtanP, z)
	q := o.add(z, cf(fmath.AtanQ[0]))
	for _, c := range fmath.AtanQ[1:] {
		q = o.fma(q, z, cf(c))
	}
	return o.fma(t, o.div(o.mul(z, p), q), t)
}

// atan is fmath.Atan: the argument selected first, one core evaluation.
func (o mathB) atan(x value.Value) value.Value {
	a := o.abs(x)
	big := o.cmp(enum.FPredOGT, a, cf(fmath.AtanBig))
	// NaN is neither small nor big: the middle path, as in Go.
	small := o.cmp(enum.FPredOLE, a, cf(fmath.AtanSmall))
	t := o.sel(small, a, o.div(o.sub(a, cf(1)), o.add(a, cf(1))))
	t = o.sel(big, o.div(cf(1), a), t)
	c := o.atanCore(t)
	v := o.sel(small, c, o.add(cf(fmath.PiO4A), o.add(cf(fmath.PiO4B), c)))
	v = o.sel(big, o.add(cf(fmath.PiO2A), o.sub(cf(fmath.PiO2B), c)), v)
	return o.copysign(v, x)
}

// asin is fmath.Asin.
func (o mathB) asin(x value.Value) value.Value {
	d := o.mul(o.sub(cf(1), x), o.add(cf(1), x))
	return o.atan(o.div(x, o.m.call1(o.b, "llvm.sqrt.f64", d)))
}

// acos is fmath.Acos.
func (o mathB) acos(x value.Value) value.Value {
	q := o.div(o.sub(cf(1), x), o.add(cf(1), x))
	return o.mul(cf(2), o.atan(o.m.call1(o.b, "llvm.sqrt.f64", q)))
}

// hypBig is fmath.hypBig.
func (o mathB) hypBig(a value.Value) value.Value {
	h := o.exp(o.mul(cf(0.5), a))
	return o.mul(o.mul(cf(0.5), h), h)
}

// sinh is fmath.Sinh.
func (o mathB) sinh(x value.Value) value.Value {
	a := o.abs(x)
	s := o.mul(x, x)
	small := o.fma(o.mul(x, s), o.horner(fmath.SinhPoly, s), x)
	e := o.exp(a)
	mid := o.sub(o.mul(cf(0.5), e), o.div(cf(0.5), e))
	v := o.sel(o.cmp(enum.FPredOGT, a, cf(fmath.HypHalf)), o.hypBig(a), mid)
	return o.sel(o.cmp(enum.FPredOLT, a, cf(fmath.SinhSmall)), small, o.copysign(v, x))
}

// cosh is fmath.Cosh.
func (o mathB) cosh(x value.Value) value.Value {
	a := o.abs(x)
	e := o.exp(a)
	mid := o.add(o.mul(cf(0.5), e), o.div(cf(0.5), e))
	return o.sel(o.cmp(enum.FPredOGT, a, cf(fmath.HypHalf)), o.hypBig(a), mid)
}
