package llvmgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// A MainGuard Row kernel (cplan/guard.go) measures the largest magnitude
// of its main input while it runs: per row, one more pass over the row's
// cells, which the row's own operations bring into the L1 cache, folded
// into a loop-carried maximum that is stored once per call. The pass reads
// the cells as integers (no float compare, so NaN needs no branch) and
// keeps max(bits << 1): the sign bit shifted out, the unsigned order is
// the order of the magnitudes, NaN patterns above +Inf.

// rowGuard is the guard's state in one kernel: the worker's uint64 and the
// maximum carried through the row loop.
type rowGuard struct {
	slot value.Value // i64*: the worker's maximum so far
	acc  *ir.InstPhi
}

// newRowGuard loads the guard slot's address in entry and adds the
// loop-carried maximum to rows; nil for a plan without MainGuard.
func (k *rowKernel) newRowGuard(entry *ir.Block, rows *loop) (*rowGuard, error) {
	slot, ok := k.p.ABI().GuardSlot()
	if !ok {
		return nil, nil
	}
	if !k.p.MainGuard {
		return nil, fmt.Errorf("llvmgen: guard slot without a guarded plan")
	}
	g := &rowGuard{slot: entry.NewIntToPtr(loadAux(entry, k.par, slot), i64p)}
	g.acc = rows.carry(entry, ci(0))
	return g, nil
}

// measure folds row i of the main input into the carried maximum and
// returns its next value.
func (k *rowKernel) measure(b *ir.Block, g *rowGuard, i value.Value) value.Value {
	z := k.mainRow(b, i)
	return b.NewCall(k.m.maxBitsPrim(), z.ptr, z.n, g.acc)
}

// store folds the call's maximum into the worker's slot.
func (g *rowGuard) store(b *ir.Block) {
	old := b.NewLoad(i64, g.slot)
	b.NewStore(umax(b, old, g.acc), g.slot)
}

// umax is the larger of two unsigned integers.
func umax(b *ir.Block, x, y value.Value) value.Value {
	return b.NewSelect(b.NewICmp(enum.IPredUGT, x, y), x, y)
}

// maxBitsPrim is max(m, bits(a[k]) << 1 for k < n) as unsigned integers.
func (m *module) maxBitsPrim() *ir.Func {
	a, n, init := paramF64p("a"), paramI64("n"), paramI64("m")
	return m.prim("fjv_maxbits", types.I64, []*ir.Param{a, n, init}, func(fn *ir.Func, entry *ir.Block) {
		bits := entry.NewBitCast(a, i64p)
		l := newLoop(fn, entry, "k", zero64, n)
		acc := l.carry(entry, init)
		shifted := l.Body.NewShl(loadAt(l.Body, i64, bits, l.IV), one64)
		l.close(l.Body, umax(l.Body, shifted, acc))
		l.Exit.NewRet(acc)
	})
}
