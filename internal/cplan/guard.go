package cplan

import (
	"fmt"
	"slices"

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
// The plan may also measure dense column vectors among its inputs
// (SideGuards, see SetSideGuard), exactly, each into a uint64 of its own
// after the main input's.

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

// MaxSideGuards bounds a plan's side guards: the worker's maxima (the
// main input's, then one per side guard) fill one 64-byte line.
const MaxSideGuards = 7

// SetSideGuard makes a MainGuard plan's kernel also measure the largest
// magnitude of input in, a dense column vector read one cell per row:
// for the rows of each call, as an exact maximum of sign-cleared bit
// patterns, into the uint64 after the main input's (and after those of
// the side guards set before). Call it after SetMainGuard, before the
// plan's hash or ABI is used.
func (p *CPlan) SetSideGuard(in int) error {
	switch {
	case !p.MainGuard:
		return fmt.Errorf("cplan: side guard on input %d of a plan without a main-input guard", in)
	case p.abi != nil:
		return fmt.Errorf("cplan: side guard set after the plan's ABI was computed")
	case in <= 0 || in >= len(p.Inputs):
		return fmt.Errorf("cplan: side guard on input %d of %d", in, len(p.Inputs))
	case p.Inputs[in].Kind != KindColVector || p.Inputs[in].Sparse:
		return fmt.Errorf("cplan: side guard on input %d, a %s (sparse %t), not a dense column vector", in, p.Inputs[in].Kind, p.Inputs[in].Sparse)
	case slices.Contains(p.SideGuards, in):
		return fmt.Errorf("cplan: side guard on input %d set twice", in)
	case len(p.SideGuards) == MaxSideGuards:
		return fmt.Errorf("cplan: more than %d side guards", MaxSideGuards)
	}
	p.SideGuards = append(p.SideGuards, in)
	p.hash = ""
	return nil
}

// GuardSlot is the aux slot of a MainGuard Row plan that holds the address
// of the calling worker's uint64s: the main input's maximum, then one per
// side guard (see SetMainGuard, SetSideGuard); ok is false for other
// plans.
func (a *ABI) GuardSlot() (slot AuxSlot, ok bool) {
	if !a.p.MainGuard || a.p.Template != memo.TemplateRow {
		return 0, false
	}
	return NodeSlot(len(a.Nodes), 0), true
}
