package engine

import (
	"errors"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/selection"
)

// dissolveUnfused returns the program an Eval runs: prog itself when every
// fused operator has its kernel, otherwise a copy in which each fused
// operator without one (pending, or failed: no compiler, a failed
// compile, a refused plan) is replaced by its covered operators as
// ordinary unfused steps, in the plan's order, each computed once. The
// unfused products among them then get Base's physical operators (TSMM,
// MMChain) and its transposed views, so an operator without a kernel runs
// exactly as Base runs it: on small data under CompileTiered every
// operator waits, and running the covered operators one by one inside
// runFused (two passes over X for t(X) %*% (w * (X %*% v)), a map lookup
// per value) made GLM on 10^4 x 10 take 1.7x Base's time without any
// compile; without a compiler, the same fallback made L2SVM on 10^5 x 10
// allocate intermediates Base's MMChain avoids (memclr a third of the
// CPU). prog keeps its plan and operators for the Result's listing.
// runFused still runs covered operators itself for an operator whose
// kernel is lost only at run time (adaptFormats).
func (e *Engine) dissolveUnfused(prog *program) *program {
	unfused := false
	for _, op := range prog.ops {
		if op.err != nil {
			unfused = true
			break
		}
	}
	if !unfused {
		return prog
	}
	run := &program{dag: prog.dag, rewrites: prog.rewrites, memo: prog.memo,
		ops: make(map[int]*fusedOp, len(prog.ops)), owner: map[int]*fusedOp{}}
	order := make([]*hop.Hop, 0, len(prog.plan.Order))
	emitted := make(map[int]bool, len(prog.plan.Order))
	for _, h := range prog.plan.Order {
		op, fused := prog.ops[h.ID]
		if !fused || op.err == nil {
			if fused {
				run.ops[h.ID] = op
			}
			order = append(order, h)
			emitted[h.ID] = true
			continue
		}
		// Covered lists the operator's HOPs inputs first (runCovered
		// relies on it too); a multi-root operator is listed under each
		// root and expanded at the first.
		for _, c := range op.sel.Covered {
			if emitted[c.ID] {
				continue
			}
			emitted[c.ID] = true
			order = append(order, c)
			run.owner[c.ID] = op
		}
		e.noteFallback(op)
	}
	fusedSel := make(map[int]*selection.FusedOp, len(run.ops))
	for id, op := range run.ops {
		fusedSel[id] = op.sel
	}
	run.plan = &selection.Plan{Order: order, Fused: fusedSel, Report: prog.plan.Report}
	e.selectMMOps(run)
	return run
}

// observeDissolved feeds the time the steps of each dissolved operator
// whose kernel is pending took (by owner) into the unfused-time model, as
// runFused does for an operator it runs unfused.
func (e *Engine) observeDissolved(took map[*fusedOp]opRun) {
	for op, r := range took {
		if errors.Is(op.err, errKernelPending) {
			e.tiers.observeUnfused(op.unfusedEst, r.cpu)
			e.tiers.observeUnfusedKey(op.key, r)
		}
	}
}
