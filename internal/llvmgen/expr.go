package llvmgen

import (
	"fmt"
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
)

// cell is a value at the current cell together with whether it is a
// structural zero. zero is nil when statically false and the constant true
// when statically true; otherwise an i1.
type cell struct {
	v    value.Value
	zero value.Value
	// raw, when set, is v before it was masked to +0 at structural zeros:
	// equal to v where zero is false, any double (readable, never used)
	// where it is true. An operation whose result is masked wherever
	// either operand is a structural zero may take it instead of v.
	raw value.Value
}

// unmasked is c's raw value where it has one, else its value.
func (c cell) unmasked() value.Value {
	if c.raw != nil {
		return c.raw
	}
	return c.v
}

var (
	zeroFalse = constant.False
	zeroTrue  = constant.True
)

func isFalse(z value.Value) bool { return z == nil || z == zeroFalse }
func isTrue(z value.Value) bool  { return z == zeroTrue }

func orZero(b *ir.Block, x, y value.Value) value.Value {
	switch {
	case isTrue(x) || isTrue(y):
		return zeroTrue
	case isFalse(x):
		return y
	case isFalse(y):
		return x
	}
	return b.NewOr(x, y)
}

func andZero(b *ir.Block, x, y value.Value) value.Value {
	switch {
	case isFalse(x) || isFalse(y):
		return nil
	case isTrue(x):
		return y
	case isTrue(y):
		return x
	}
	return b.NewAnd(x, y)
}

// maskZero returns 0 where z holds, else v.
func maskZero(b *ir.Block, v, z value.Value) value.Value {
	switch {
	case isFalse(z):
		return v
	case isTrue(z):
		return cf(0)
	}
	// An integer mask, not a select: whether a sparse input stores a cell
	// is as good as random, and clang lowers a select of doubles on an
	// integer condition to a branch.
	return maskBits(b, v, b.NewSExt(b.NewXor(z, zeroTrue), i64))
}

// exprEmitter emits the basic operations of a CPlan for one cell.
type exprEmitter struct {
	m    *module
	plan *cplan.CPlan
	// dynamicOK holds, per binary node with a Dynamic rule, the i1 computed
	// once per call that says whether the scalar operand keeps zeros.
	dynamicOK map[*cplan.Binary]value.Value
}

// prepareDynamic computes the run-time checks of Dynamic rules in the entry
// block, from the scalar inputs.
func (e *exprEmitter) prepareDynamic(b *ir.Block, scalars []value.Value) {
	e.dynamicOK = map[*cplan.Binary]value.Value{}
	for _, n := range e.plan.Nodes() {
		bn, ok := n.(*cplan.Binary)
		if !ok || !bn.Dynamic {
			continue
		}
		var r value.Value
		if bn.Rule == hop.ZeroIfA {
			s := scalars[bn.B.(*cplan.Data).In]
			r = e.binaryValue(b, bn.Op, cf(0), s)
		} else {
			s := scalars[bn.A.(*cplan.Data).In]
			r = e.binaryValue(b, bn.Op, s, cf(0))
		}
		e.dynamicOK[bn] = b.NewFCmp(enum.FPredOEQ, r, cf(0))
	}
}

// emit computes every node of the plan in post-order, given the input
// cells and precomputed cells (the dot products of Outer operators), and
// returns the cells of all nodes.
func (e *exprEmitter) emit(b *ir.Block, inputs []cell, pre map[cplan.Node]cell) map[cplan.Node]cell {
	vals := map[cplan.Node]cell{}
	for _, n := range e.plan.Nodes() {
		var c cell
		switch n := n.(type) {
		case *cplan.Dot:
			c = pre[n]
		case *cplan.Data:
			c = inputs[n.In]
		case *cplan.Unary:
			x := vals[n.X]
			c.v = e.unaryValue(b, n.Op, x.v)
			if hop.UnaryKeepsZero(n.Op) {
				c.zero = x.zero
				if n.Op == hop.OpNeg { // -0 must read as +0 at a structural zero
					c.v = maskZero(b, c.v, c.zero)
				}
			}
		case *cplan.Binary:
			x, y := vals[n.A], vals[n.B]
			xv, yv := x.v, y.v
			if n.Rule == hop.ZeroIfEither && !n.Dynamic {
				// The result is masked to +0 wherever either operand is a
				// structural zero (below), so an operand's value there
				// never reaches it: its unmasked value saves the masking
				// of a sparse side input's cell (two instructions per
				// product of magg-sparse's loop).
				xv, yv = x.unmasked(), y.unmasked()
			}
			c.v = e.binaryValue(b, n.Op, xv, yv)
			switch n.Rule {
			case hop.ZeroIfA:
				c.zero = x.zero
			case hop.ZeroIfB:
				c.zero = y.zero
			case hop.ZeroIfEither:
				c.zero = orZero(b, x.zero, y.zero)
			case hop.ZeroIfBoth:
				c.zero = andZero(b, x.zero, y.zero)
			}
			if n.Dynamic {
				c.zero = andZero(b, c.zero, e.dynamicOK[n])
			}
			c.v = maskZero(b, c.v, c.zero)
		case *cplan.IfElse:
			cond, x, y := vals[n.Cond], vals[n.A], vals[n.B]
			c.v = b.NewSelect(nonZero(b, cond.v), x.v, y.v)
		default:
			panic(fmt.Sprintf("llvmgen: unknown node %T", n)) // unreachable: Node is sealed
		}
		vals[n] = c
	}
	return vals
}

func (e *exprEmitter) unaryValue(b *ir.Block, op hop.OpCode, x value.Value) value.Value {
	switch op {
	case hop.OpNeg:
		return b.NewFNeg(x)
	case hop.OpAbs:
		return e.m.call1(b, "llvm.fabs.f64", x)
	case hop.OpSign:
		pos := boolToF64(b, b.NewFCmp(enum.FPredOGT, x, cf(0)))
		neg := boolToF64(b, b.NewFCmp(enum.FPredOLT, x, cf(0)))
		s := b.NewFSub(pos, neg)
		return b.NewSelect(isNaN(b, x), x, s)
	case hop.OpSqrt:
		return e.m.call1(b, "llvm.sqrt.f64", x)
	case hop.OpExp:
		return mathB{e.m, b}.exp(x)
	case hop.OpLog:
		return mathB{e.m, b}.log(x)
	case hop.OpRound:
		return e.m.call1(b, "llvm.round.f64", x)
	case hop.OpFloor:
		return e.m.call1(b, "llvm.floor.f64", x)
	case hop.OpCeil:
		return e.m.call1(b, "llvm.ceil.f64", x)
	case hop.OpSigmoid:
		return mathB{e.m, b}.sigmoid(x)
	case hop.OpSin:
		return mathB{e.m, b}.trig(x, false)
	case hop.OpCos:
		return mathB{e.m, b}.trig(x, true)
	case hop.OpTanh:
		return mathB{e.m, b}.tanh(x)
	case hop.OpIsNaN:
		return boolToF64(b, isNaN(b, x))
	case hop.OpIsInf:
		return boolToF64(b, b.NewFCmp(enum.FPredOEQ, e.m.call1(b, "llvm.fabs.f64", x), cf(posInf)))
	case hop.OpNot:
		return boolToF64(b, b.NewFCmp(enum.FPredOEQ, x, cf(0)))
	case hop.OpSprop:
		return b.NewFMul(x, b.NewFSub(cf(1), x))
	case hop.OpAtan:
		return mathB{e.m, b}.atan(x)
	case hop.OpAsin:
		return mathB{e.m, b}.asin(x)
	case hop.OpAcos:
		return mathB{e.m, b}.acos(x)
	case hop.OpSinh:
		return mathB{e.m, b}.sinh(x)
	case hop.OpCosh:
		return mathB{e.m, b}.cosh(x)
	}
	panic(fmt.Sprintf("llvmgen: unary op %s", op)) // unreachable: cplan only builds unary ops
}

func (e *exprEmitter) binaryValue(b *ir.Block, op hop.OpCode, x, y value.Value) value.Value {
	cmp := func(p enum.FPred) value.Value { return boolToF64(b, b.NewFCmp(p, x, y)) }
	switch op {
	case hop.OpAdd:
		return b.NewFAdd(x, y)
	case hop.OpSub:
		return b.NewFSub(x, y)
	case hop.OpMul:
		return b.NewFMul(x, y)
	case hop.OpDiv:
		return b.NewFDiv(x, y)
	case hop.OpPow:
		return mathB{e.m, b}.pow(x, y)
	case hop.OpMin2:
		return minNaN(b, x, y)
	case hop.OpMax2:
		return maxNaN(b, x, y)
	case hop.OpEq:
		return cmp(enum.FPredOEQ)
	case hop.OpNe:
		return cmp(enum.FPredUNE)
	case hop.OpLt:
		return cmp(enum.FPredOLT)
	case hop.OpLe:
		return cmp(enum.FPredOLE)
	case hop.OpGt:
		return cmp(enum.FPredOGT)
	case hop.OpGe:
		return cmp(enum.FPredOGE)
	case hop.OpAnd:
		return boolToF64(b, b.NewAnd(nonZero(b, x), nonZero(b, y)))
	case hop.OpOr:
		return boolToF64(b, b.NewOr(nonZero(b, x), nonZero(b, y)))
	case hop.OpMod:
		return e.mod(b, x, y)
	case hop.OpIntDiv:
		return e.m.call1(b, "llvm.floor.f64", b.NewFDiv(x, y))
	case hop.OpXor:
		return boolToF64(b, b.NewXor(nonZero(b, x), nonZero(b, y)))
	case hop.OpLogB:
		o := mathB{e.m, b}
		return b.NewFDiv(o.log(x), o.log(y))
	}
	panic(fmt.Sprintf("llvmgen: binary op %s", op)) // unreachable: cplan only builds binary ops
}

// mod is hop.Mod: x - floor(x/y)*y with R's special cases as selects.
func (e *exprEmitter) mod(b *ir.Block, x, y value.Value) value.Value {
	o := mathB{e.m, b}
	r := o.sub(x, o.mul(o.floor(o.div(x, y)), y))
	r = o.sel(o.cmp(enum.FPredOEQ, r, cf(0)), cf(0), r)
	xPos, yPos := o.cmp(enum.FPredOGT, x, cf(0)), o.cmp(enum.FPredOGT, y, cf(0))
	keep := b.NewOr(o.cmp(enum.FPredOEQ, x, cf(0)), b.NewICmp(enum.IPredEQ, xPos, yPos))
	inf := o.sel(keep, o.add(x, cf(0)), y)
	r = o.sel(o.cmp(enum.FPredOEQ, o.abs(y), cf(posInf)), inf, r)
	nan := b.NewOr(b.NewOr(o.cmp(enum.FPredOEQ, y, cf(0)), isNaN(b, x)), b.NewOr(isNaN(b, y), o.cmp(enum.FPredOEQ, o.abs(x), cf(posInf))))
	return o.sel(nan, cf(math.NaN()), r)
}
