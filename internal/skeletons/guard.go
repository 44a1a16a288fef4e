package skeletons

import (
	"context"
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
)

// RunGuarded is Run for a MainGuard plan (cplan/guard.go) that also
// returns an upper bound of the largest magnitude among the main input's
// cells as a bit pattern (sign cleared; above +Inf's for a NaN), followed
// by the exact largest magnitude of each side guard's vector, as a
// pattern too (cplan.SetSideGuard). Every worker folds into uint64s of
// its own and the patterns are merged by max. Where the kernel measures
// exactly the result is the same whatever the split into tasks; where it
// bounds per task (llvmgen/row_guard_fold.go) the bound may depend on the
// split, but the guard's verdict does not (engine/guard.go decides a
// failing bound by a scan).
func RunGuarded(ctx context.Context, p *cplan.CPlan, fn uintptr, inputs []mat.Matrix, threads int) (mat.Matrix, []uint64, error) {
	bits := make([]uint64, 1+len(p.SideGuards))
	res, err := runAny(ctx, p, fn, inputs, threads, bits)
	return res, bits, err
}

// guardLine is the uint64s between two workers' slots, so that they do
// not share a cache line: the main input's maximum and at most
// cplan.MaxSideGuards more.
const guardLine = 1 + cplan.MaxSideGuards

// guardSlots are the workers' maxima of one pass.
type guardSlots []uint64

// newGuardSlots gives each worker's aux the address of its own zeroed
// maxima; nil for a plan without a guard.
func newGuardSlots(p *cplan.CPlan, auxes [][]int64) guardSlots {
	slot, ok := p.ABI().GuardSlot()
	if !ok {
		return nil
	}
	g := make(guardSlots, len(auxes)*guardLine)
	for w := range auxes {
		auxes[w][slot] = int64(uintptr(unsafe.Pointer(&g[w*guardLine])))
	}
	return g
}

// fold merges the workers' maxima into into (when neither is nil), slot
// by slot.
func (g guardSlots) fold(into []uint64) {
	if g == nil || into == nil {
		return
	}
	for w := 0; w < len(g); w += guardLine {
		for k := range into {
			into[k] = max(into[k], g[w+k])
		}
	}
}
