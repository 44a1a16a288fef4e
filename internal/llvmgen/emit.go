package llvmgen

import (
	"fmt"
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Small emit helpers, one per construct, so that lowering code reads as the
// loop it builds.

var (
	f64    = types.Double
	i64    = types.I64
	i32    = types.I32
	i8     = types.I8
	i8p    = types.NewPointer(types.I8)
	f64p   = types.NewPointer(types.Double)
	i64p   = types.NewPointer(types.I64)
	i32p   = types.NewPointer(types.I32)
	f64pp  = types.NewPointer(f64p)
	i64pp  = types.NewPointer(i64p)
	i32pp  = types.NewPointer(i32p)
	zero64 = constant.NewInt(i64, 0)
	one64  = constant.NewInt(i64, 1)
)

func cf(v float64) *constant.Float { return constant.NewFloat(f64, v) }
func ci(v int64) *constant.Int     { return constant.NewInt(i64, v) }

// reductionFlags allow reassociating the guards' sums of squares of the
// Row kernels (row_guard_*.go, dotorder.go), bounds that hold in any
// order; a module holding one is not jit.QuickSafe. Outer operators' dot
// products (outer_dotorder.go), Row kernels' products (dotorder.go) and
// sums (sum, mean, rowSums, colSums; sumorder.go) carry no flag: they
// follow orders written out in the IR, so every optimization level gives
// their bits. No other fast-math flag is
// set anywhere: contraction into FMAs would round x*y+z once where Base
// rounds twice (1.5e308*2 - 1.7e308 is +Inf in Base, finite as an FMA),
// and the flags that assume away NaN, Inf or signed zeros change values
// outright.
var reductionFlags = []enum.FastMathFlag{enum.FastMathFlagReassoc}

// loadAt loads elem at base[idx].
func loadAt(b *ir.Block, elem types.Type, base, idx value.Value) value.Value {
	p := b.NewGetElementPtr(elem, base, idx)
	p.InBounds = true
	return b.NewLoad(elem, p)
}

// storeAt stores v to base[idx].
func storeAt(b *ir.Block, elem types.Type, v, base, idx value.Value) {
	p := b.NewGetElementPtr(elem, base, idx)
	p.InBounds = true
	b.NewStore(v, p)
}

func fadd(b *ir.Block, x, y value.Value, flags []enum.FastMathFlag) value.Value {
	i := b.NewFAdd(x, y)
	i.FastMathFlags = flags
	return i
}

func fmul(b *ir.Block, x, y value.Value, flags []enum.FastMathFlag) value.Value {
	i := b.NewFMul(x, y)
	i.FastMathFlags = flags
	return i
}

// isNaN returns x != x.
func isNaN(b *ir.Block, x value.Value) value.Value {
	return b.NewFCmp(enum.FPredUNO, x, x)
}

// minNaN is hop.Min2: a < b || isnan(a) || (a == b && signbit(a)) ? a : b.
func minNaN(b *ir.Block, x, y value.Value) value.Value {
	lt := b.NewFCmp(enum.FPredOLT, x, y)
	tie := b.NewAnd(b.NewFCmp(enum.FPredOEQ, x, y), signBit(b, x)) // -0 below +0
	return b.NewSelect(b.NewOr(b.NewOr(lt, isNaN(b, x)), tie), x, y)
}

// maxNaN is hop.Max2: a > b || isnan(a) || (a == b && signbit(b)) ? a : b.
func maxNaN(b *ir.Block, x, y value.Value) value.Value {
	gt := b.NewFCmp(enum.FPredOGT, x, y)
	tie := b.NewAnd(b.NewFCmp(enum.FPredOEQ, x, y), signBit(b, y)) // +0 above -0
	return b.NewSelect(b.NewOr(b.NewOr(gt, isNaN(b, x)), tie), x, y)
}

// signBit returns x's sign bit as an i1.
func signBit(b *ir.Block, x value.Value) value.Value {
	return b.NewICmp(enum.IPredSLT, b.NewBitCast(x, i64), zero64)
}

// boolToF64 converts an i1 to 0.0 or 1.0.
func boolToF64(b *ir.Block, c value.Value) value.Value {
	return b.NewUIToFP(c, f64)
}

// nonZero returns x != 0 (true for NaN).
func nonZero(b *ir.Block, x value.Value) value.Value {
	return b.NewFCmp(enum.FPredUNE, x, cf(0))
}

// loop is a counted loop "for iv := from; iv < to; iv++" under
// construction: Body is where the caller emits the body; Close wires the
// back edge from the block the body ended in.
type loop struct {
	Head, Body, Exit *ir.Block
	IV               *ir.InstPhi
	phis             []*ir.InstPhi
}

// newLoop starts a loop in fn after block pre. The caller adds carried
// values with carry before emitting the body.
func newLoop(fn *ir.Func, pre *ir.Block, name string, from, to value.Value) *loop {
	name = uniqueName(fn, name)
	l := &loop{
		Head: fn.NewBlock(name + ".head"),
		Body: fn.NewBlock(name + ".body"),
		Exit: fn.NewBlock(name + ".exit"),
	}
	pre.NewBr(l.Head)
	l.IV = l.Head.NewPhi(ir.NewIncoming(from, pre))
	cond := l.Head.NewICmp(enum.IPredSLT, l.IV, to)
	l.Head.NewCondBr(cond, l.Body, l.Exit)
	return l
}

// carry adds a loop-carried value with its initial value from pre; the
// phi is the value inside the loop and at the exit.
func (l *loop) carry(pre *ir.Block, init value.Value) *ir.InstPhi {
	phi := ir.NewPhi(ir.NewIncoming(init, pre))
	phi.Typ = init.Type()
	// Keep phis at the top of the header, before the compare.
	l.Head.Insts = append([]ir.Instruction{phi}, l.Head.Insts...)
	l.phis = append(l.phis, phi)
	return phi
}

// close adds the back edge from latch with the next values of the carried
// phis (in carry order) and increments the induction variable.
func (l *loop) close(latch *ir.Block, next ...value.Value) {
	inc := latch.NewAdd(l.IV, one64)
	l.IV.Incs = append(l.IV.Incs, ir.NewIncoming(inc, latch))
	for i, phi := range l.phis {
		phi.Incs = append(phi.Incs, ir.NewIncoming(next[i], latch))
	}
	latch.NewBr(l.Head)
}

var (
	posInf = math.Inf(1)
	negInf = math.Inf(-1)
)

// uniqueName returns name made unique among fn's blocks: a kernel may hold
// several loops of one kind (one cursor per sparse input, one dot product
// per outer product), and duplicate block labels are invalid IR.
func uniqueName(fn *ir.Func, name string) string {
	return fmt.Sprintf("%s%d", name, len(fn.Blocks))
}
