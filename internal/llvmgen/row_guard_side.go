package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Side guards (cplan.SetSideGuard): a MainGuard Row kernel also measures
// the exact largest magnitude of dense column vectors among its inputs
// (v of t(X) %*% diag(v) %*% X %*% d, read one cell per row), each into
// its own uint64 after the main input's in the worker's slots, so that
// the engine need not read v before execution (8 MB at 10^6 rows). The
// measure is maxBitsPrim's: the cells' bit patterns with the sign
// cleared, folded by a signed maximum (exact, NaN patterns above +Inf's).
//
// Where the cells are read matters more than how: v is 1% of the bytes
// of X at 100 columns, and a pass over a call's cells of v before its
// rows (15,625 rows, 125 KB at 10^6 x 100 on two threads) waits on memory
// that no other stream overlaps. So the pipelined row loop, which diagmm
// runs, measures each block's rowBlock cells of v as one vector where the
// block's rows read them (sideBlockMaxima), carried through the loop; the
// rows after its blocks, and kernels without that loop, take one pass
// over their rows of v (measureSideGuards).

// sideBlock is the vector of one block's rowBlock cells as integers.
var sideBlock = types.NewVector(rowBlock, types.I64)

// measureSideGuards folds, in b, the cells of rows [from, ru) of each side
// guard's vector into its slot; nothing without a slot or side guards.
func (k *rowKernel) measureSideGuards(b *ir.Block, slot, from value.Value) {
	if slot == nil || len(k.p.SideGuards) == 0 {
		return
	}
	n := b.NewSub(k.par.ru, from)
	for j, in := range k.p.SideGuards {
		at := sideSlot(b, slot, j)
		cells := b.NewGetElementPtr(f64, k.vals[in], from)
		b.NewStore(b.NewCall(k.m.maxBitsPrim(), cells, n, b.NewLoad(i64, at)), at)
	}
}

// sideSlot is the address of side guard j's uint64 among the worker's.
func sideSlot(b *ir.Block, slot value.Value, j int) value.Value {
	return b.NewGetElementPtr(i64, slot, ci(int64(1+j)))
}

// sideBlockMaxima returns, in b, accs (one vector per side guard) folded
// with the sign-cleared patterns of the cells of rows [i, i+rowBlock):
// one load, and and signed maximum per vector; nil without side guards.
func (k *rowKernel) sideBlockMaxima(b *ir.Block, i value.Value, accs []value.Value) []value.Value {
	if len(accs) == 0 {
		return nil
	}
	mask := splatI64(absBits)
	next := make([]value.Value, len(accs))
	for j, in := range k.p.SideGuards {
		p := b.NewBitCast(b.NewGetElementPtr(f64, k.vals[in], i), types.NewPointer(sideBlock))
		ld := b.NewLoad(sideBlock, p)
		ld.Align = 8
		bits := b.NewAnd(ld, mask)
		next[j] = b.NewSelect(b.NewICmp(enum.IPredSGT, bits, accs[j]), bits, accs[j])
	}
	return next
}

// sideBlockStart is the starting vector of each side guard's block
// maximum (zeros: every pattern is at least +0's); nil without side
// guards.
func (k *rowKernel) sideBlockStart() []value.Value {
	accs := make([]value.Value, len(k.p.SideGuards))
	for j := range accs {
		accs[j] = constant.NewZeroInitializer(sideBlock)
	}
	return accs
}

// storeSideBlockMaxima folds, in b, each side guard's block maximum
// (lane by lane) into its slot.
func (k *rowKernel) storeSideBlockMaxima(b *ir.Block, slot value.Value, accs []value.Value) {
	for j, acc := range accs {
		at := sideSlot(b, slot, j)
		m := value.Value(b.NewLoad(i64, at))
		for lane := range rowBlock {
			m = smax(b, b.NewExtractElement(acc, ci(int64(lane))), m)
		}
		b.NewStore(m, at)
	}
}

// splatI64 is the vector of rowBlock copies of x.
func splatI64(x int64) constant.Constant {
	elems := make([]constant.Constant, rowBlock)
	for i := range elems {
		elems[i] = ci(x)
	}
	return constant.NewVector(sideBlock, elems...)
}
