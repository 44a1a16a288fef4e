package llvmgen

import (
	"github.com/llir/llvm/ir"

	"github.com/fusejit/fusejit/internal/cplan"
)

// NaNs of the pipelined adds. Every store of the output canonicalizes a
// NaN (nancanon.go): in the pipelined loop that is a compare and a blend
// per lane block of C for every block of rows, in the loop that streams
// the rows. The unguarded loop's stores of C instead leave NaNs as they
// are, and the kernel loads and stores C once more before it returns
// (deferOutNaNs), which canonicalizes every NaN in it. A NaN stays a NaN
// under the adds that follow it and its payload is never read, and
// nothing reads C before the call returns, so C holds the same bits
// either way. (Every call that runs a deferring block also ends with the
// last block's adds, addRowsPrim, whose canonicalizing stores cover all
// of C, so today the pass only repeats them: it keeps the kernel right
// should that last step change, for one load and store of C per call.
// TestPipelinedRowsLeaveCanonicalNaNs needs both gone to fail.)
// Measured on the engine (t(X) %*% (w * (X %*% v)) at 10^5 x 1,000, one
// thread, CPU time per Eval, min of 15, six rounds alternating with the
// canonicalizing loop, AMD EPYC, load 3-4, 2026-11-24): median of the
// minima 36.1-37.0 against 38.9 ms.
//
// The pass costs one load and store of C per call, where the loop it
// shortens passes over C once per block of rows (every call that runs it
// has two blocks or more) and reads the blocks' rows, at least as many
// doubles as C holds; calls are at least parallel.TaskWork cells, so at
// the 1,000 columns measured a call has 65 rows or more. A copy of the
// loop that canonicalizes, for calls of few rows, and a branch between
// the two (on the call's rows) lost the gain: 38.5 ms, the two loops in
// one kernel compiled worse than one.

// defersOutNaNs reports whether the unguarded pipelined loop over rows
// of the kind intoL1 tells (long rows or not), in registers regs, leaves
// the NaNs of its adds to deferOutNaNs: over long rows in the widest
// registers (one product column, one output row), the loop measured.
// Over 100 columns (10^6 rows) it ran as fast either way (56.5 against
// 56.8 ms), and with two columns of V in halfRegs 4% slower (41.3 against
// 39.6 ms), so those keep the canonicalizing stores.
func defersOutNaNs(intoL1 bool, regs vecRegs) bool { return intoL1 && regs == widestRegs }

// deferOutNaNs emits, after block b, the pass that canonicalizes the
// output of a kernel whose pipelined adds left NaNs as they are
// (k.outDeferred), and returns the block after it: every double of C,
// K rows of the main input's columns, loaded and stored again (the store
// canonicalizes).
func (k *rowKernel) deferOutNaNs(b *ir.Block) *ir.Block {
	if !k.outDeferred {
		return b
	}
	cells := b.NewMul(loadAux(b, k.par, cplan.AuxMainCols), ci(int64(max(k.p.OuterK, 1))))
	l := newLoop(k.fn, b, "canonout", zero64, cells)
	storeAt(l.Body, f64, loadAt(l.Body, f64, k.par.out, l.IV), k.par.out, l.IV)
	l.close(l.Body)
	return l.Exit
}
