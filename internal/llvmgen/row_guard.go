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
// the cells as integers with the sign bit cleared: non-negative int64s
// whose signed order is the order of the magnitudes, NaN patterns above
// +Inf's, so a signed maximum (one compare and one blend per vector on
// AVX2) is exact and needs no float compare or branch for NaN. The rows
// of a blocked col_agg_t kernel are measured more cheaply, by a bound
// folded into the pass that adds them into the output (row_guard_fold.go).

// rowGuard is the guard's state in one kernel: the worker's uint64 and the
// maximum carried through the row loop.
type rowGuard struct {
	slot value.Value // i64*: the worker's maximum so far
	acc  *ir.InstPhi
}

// guardSlot loads, in entry, the address of the worker's guard slot: nil
// for a plan without MainGuard.
func (k *rowKernel) guardSlot(entry *ir.Block) (value.Value, error) {
	slot, ok := k.p.ABI().GuardSlot()
	if !ok {
		return nil, nil
	}
	if !k.p.MainGuard {
		return nil, fmt.Errorf("llvmgen: guard slot without a guarded plan")
	}
	return entry.NewIntToPtr(loadAux(entry, k.par, slot), i64p), nil
}

// newRowGuard adds the loop-carried maximum to rows, starting in pre (the
// block that enters the loop) from the slot's value; nil without a slot.
func (k *rowKernel) newRowGuard(pre *ir.Block, rows *loop, slot value.Value) *rowGuard {
	if slot == nil {
		return nil
	}
	g := &rowGuard{slot: slot}
	// The maximum starts from the worker's slot, not from 0: max is
	// associative, so the result is the same, the rows a blocked loop
	// measured before are kept, and the compiler cannot prove the maximum
	// non-negative, which keeps it a signed maximum (one compare and blend
	// per vector on AVX2; proven non-negative it becomes an unsigned one,
	// which AVX2 emulates with two more operations).
	g.acc = rows.carry(pre, pre.NewLoad(i64, slot))
	return g
}

// measure folds row i of the main input into the carried maximum and
// returns its next value.
func (k *rowKernel) measure(b *ir.Block, g *rowGuard, i value.Value) value.Value {
	z := k.mainRow(b, i)
	return b.NewCall(k.m.maxBitsPrim(), z.ptr, z.n, g.acc)
}

// store writes the maximum, which started from the slot's, back to the
// worker's slot.
func (g *rowGuard) store(b *ir.Block) { b.NewStore(g.acc, g.slot) }

// smax is the larger of two signed integers.
func smax(b *ir.Block, x, y value.Value) value.Value {
	return b.NewSelect(b.NewICmp(enum.IPredSGT, x, y), x, y)
}

// absBits clears the sign bit of a float64's bit pattern.
const absBits = 1<<63 - 1

// maxBitsPrim is max(m, bits(a[k]) & absBits for k < n), m >= 0.
func (m *module) maxBitsPrim() *ir.Func {
	a, n, init := paramF64p("a"), paramI64("n"), paramI64("m")
	return m.prim("fjv_maxbits", types.I64, []*ir.Param{a, n, init}, func(fn *ir.Func, entry *ir.Block) {
		bits := entry.NewBitCast(a, i64p)
		l := newLoop(fn, entry, "k", zero64, n)
		acc := l.carry(entry, init)
		abs := l.Body.NewAnd(loadAt(l.Body, i64, bits, l.IV), ci(absBits))
		l.close(l.Body, smax(l.Body, abs, acc))
		l.Exit.NewRet(acc)
	})
}
