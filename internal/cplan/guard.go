package cplan

import (
	"fmt"

	"github.com/fusejit/fusejit/internal/memo"
)

// A speculative matrix-chain reordering (hop.ChainGuard) needs the
// largest magnitude of an operand that a fused Row operator reads as its
// main input. Reading it there costs next to nothing: the kernel loads
// every cell of the main input's row anyway. The plan carries MainGuard,
// and the kernel folds, for each row, the largest sign-cleared bit pattern
// of the row's cells (non-negative as int64s, ordered as the magnitudes
// are, NaN patterns above +Inf's) into the uint64 that aux slot GuardSlot
// points to. Each worker has its own
// uint64 and the skeleton merges them by max: the maximum does not depend
// on how rows are cut into tasks or which worker ran them. A CSR main
// input's unstored cells are +0 and add nothing; its stored cells are
// read from the row's values. A kernel may fold a sound upper bound of a
// magnitude instead (a blocked dot loop's sum of squares, see
// llvmgen/row_guard_fold.go): the slot holds an upper bound, exact or not,
// and a guard that fails with it is decided by a scan (engine/guard.go).

// SetMainGuard makes p a plan whose kernel measures the largest magnitude
// of its main input. Call it right after Build, before the plan's hash or
// ABI is used; only Row plans support it.
func (p *CPlan) SetMainGuard() error {
	if p.Template != memo.TemplateRow {
		return fmt.Errorf("cplan: a main-input guard needs a Row plan, not %s", p.Template)
	}
	if p.abi != nil {
		return fmt.Errorf("cplan: main-input guard set after the plan's ABI was computed")
	}
	p.MainGuard = true
	p.hash = ""
	return nil
}

// GuardSlot is the aux slot of a MainGuard Row plan that holds the address
// of the calling worker's uint64 (see SetMainGuard); ok is false for
// other plans.
func (a *ABI) GuardSlot() (slot AuxSlot, ok bool) {
	if !a.p.MainGuard || a.p.Template != memo.TemplateRow {
		return 0, false
	}
	return NodeSlot(len(a.Nodes), 0), true
}
