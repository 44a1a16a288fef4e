package engine

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/selection"
	"github.com/fusejit/fusejit/internal/skeletons"
)

// Speculative matrix-chain orders. The chain rule's overflow proof needs
// the largest magnitude of every operand on every Eval (SEMANTICS.md,
// "Rewrites before fusion"); read up front, the large operand X of
// t(X) %*% diag(v) %*% X %*% d costs as much as the fused Row operator that
// computes the reordered product and reads X anyway. So Eval compiles with
// hop.Options.Speculate: the small operands are scanned during the
// rewrite, X is left to a guard (hop.ChainGuard), and a fused Row operator
// whose main input is X measures max|X|, or an upper bound of it, as a
// side output of its kernel (cplan.SetMainGuard). A guard may stand for
// large column vectors too (v); the operator measures those it reads as
// column vectors exactly (cplan.SetSideGuard), and the others are
// scanned before execution. After execution the
// guard is checked with that magnitude (a bound that fails is settled by
// a scan of X, so the verdict is always the exact one); when it fails the
// results are dropped and the DAG is compiled
// and run again without speculation, which scans X and keeps the written
// order. When no fused operator with a kernel reads X (Base, an unfused
// plan, a kernel still compiling), the guard is checked by the scan before
// execution, as the proof always did, and a failing guard means the
// non-speculative compile before anything runs. Either way each result
// is the one the up-front proof gives.

// speculates reports whether Eval compiles with speculative chain orders:
// only when rewrites are on and fused kernels can measure the guards.
func (e *Engine) speculates() bool {
	return !e.cfg.noRewrites && e.cfg.policy != PolicyNone
}

// markGuard makes op's plan measure its main input when that input is a
// guarded leaf of op's DAG, and with it each guarded vector of that guard
// that op reads as a dense column vector (cplan.SetSideGuard).
func markGuard(op *fusedOp) error {
	if op.cp == nil || op.cp.Template != memo.TemplateRow || op.dag == nil {
		return nil
	}
	for _, g := range op.dag.Guards() {
		if op.cp.Inputs[0].Hop != g.Leaf {
			continue
		}
		if !op.cp.MainGuard {
			if err := op.cp.SetMainGuard(); err != nil {
				return err
			}
		}
		for _, v := range g.Vectors {
			in := sideVectorInput(op.cp, v)
			if in < 0 || slices.Contains(op.cp.SideGuards, in) || len(op.cp.SideGuards) == cplan.MaxSideGuards {
				continue
			}
			if err := op.cp.SetSideGuard(in); err != nil {
				return err
			}
		}
	}
	return nil
}

// sideVectorInput returns the input of cp that reads v as a dense column
// vector, -1 when there is none.
func sideVectorInput(cp *cplan.CPlan, v *hop.Hop) int {
	for i, in := range cp.Inputs {
		if i > 0 && in.Hop == v && in.Kind == cplan.KindColVector && !in.Sparse {
			return i
		}
	}
	return -1
}

// runKernel runs op's kernel over ins and, for a MainGuard plan, keeps the
// magnitudes it measured.
func (e *Engine) runKernel(ctx context.Context, op *fusedOp, ins []mat.Matrix) (mat.Matrix, error) {
	if op.sel != nil {
		// The plan was checked against the budget alone; what is left of
		// it, and of the host, is known only now.
		if err := e.base.Reserve("kernel output", selection.AllocatedBytes(op.sel, e.cfg.threads)); err != nil {
			return nil, err
		}
	}
	if !op.cp.MainGuard {
		return skeletons.Run(ctx, op.cp, op.fn, ins, e.cfg.threads)
	}
	v, bits, err := skeletons.RunGuarded(ctx, op.cp, op.fn, ins, e.cfg.threads)
	if err == nil {
		op.measured, op.mainMax = true, hop.MagnitudeOfBits(bits[0])
		op.sideMax = map[*hop.Hop]float64{}
		for j, in := range op.cp.SideGuards {
			op.sideMax[op.cp.Inputs[in].Hop] = hop.MagnitudeOfBits(bits[1+j])
		}
	}
	return v, err
}

// guardReader returns the fused operator that will measure guard g while
// it runs: a MainGuard plan over g's leaf with its kernel loaded; nil when
// there is none.
func guardReader(prog *program, g hop.ChainGuard) *fusedOp {
	for _, op := range prog.ops {
		if op.err == nil && op.cp != nil && op.cp.MainGuard && op.cp.Inputs[0].Hop == g.Leaf {
			return op
		}
	}
	return nil
}

// measures reports whether op's kernel measures guarded vector v.
func (op *fusedOp) measures(v *hop.Hop) bool {
	for _, in := range op.cp.SideGuards {
		if op.cp.Inputs[in].Hop == v {
			return true
		}
	}
	return false
}

// compileGuarded compiles outs speculatively when the engine speculates
// and checks before execution the guards no fused operator will measure;
// when one fails it returns the non-speculative program instead. Of a
// guard whose leaf an operator measures, the vectors that operator does
// not read are scanned now (prog.vecMax): one that is not finite fails
// the guard before anything runs.
func (e *Engine) compileGuarded(ctx context.Context, outs []*Expr, mode CompileMode) (*program, error) {
	prog, err := e.compileWith(ctx, outs, mode, e.speculates(), true)
	if err != nil {
		return nil, err
	}
	guards := prog.dag.Guards()
	prog.guardOK = make([]bool, len(guards))
	prog.vecMax = make([]map[*hop.Hop]float64, len(guards))
	for i, g := range guards {
		ok := true
		if op := guardReader(prog, g); op != nil {
			prog.vecMax[i] = map[*hop.Hop]float64{}
			for _, v := range g.Vectors {
				if !op.measures(v) {
					m := hop.LeafMaxAbs(v, e.cfg.threads)
					prog.vecMax[i][v] = m
					ok = ok && !math.IsNaN(m) && !math.IsInf(m, 0)
				}
			}
		} else {
			ok, _, _ = g.Check(e.cfg.threads)
			prog.guardOK[i] = ok
		}
		if !ok {
			prog.release()
			return e.compile(ctx, outs, mode)
		}
	}
	return prog, nil
}

// guardsHold checks, after execution, the guards not checked before it:
// with the magnitudes the reading operator measured (and those of the
// vectors it does not read, scanned before execution), or by a scan when
// it did not run its kernel or the bound is too large to decide. It
// returns false and the failing guard's description when one fails.
func (e *Engine) guardsHold(prog *program) (bool, string) {
	for i, g := range prog.dag.Guards() {
		if i < len(prog.guardOK) && prog.guardOK[i] {
			continue
		}
		var ok bool
		var m float64
		var vecs []float64
		if op := guardReader(prog, g); op != nil && op.measured {
			e.stats.guardsMeasured.Add(1)
			vecs = make([]float64, len(g.Vectors))
			for k, v := range g.Vectors {
				var known bool
				if vecs[k], known = op.sideMax[v]; !known && i < len(prog.vecMax) {
					vecs[k], known = prog.vecMax[i][v]
				}
				if !known {
					vecs[k] = hop.LeafMaxAbs(v, e.cfg.threads)
				}
			}
			ok, m = g.Holds(op.mainMax, vecs), op.mainMax
		}
		if !ok {
			// A kernel's measure of the leaf is an upper bound of its
			// magnitude (the blocked dot loop's sum of squares,
			// llvmgen/row_guard_fold.go): a guard it fails may still
			// hold, which only the scan decides, so every verdict is the
			// up-front scan's.
			ok, m, vecs = g.Check(e.cfg.threads)
		}
		if !ok {
			return false, fmt.Sprintf("%s failed: the magnitude is %g%s", g, m, vectorMagnitudes(vecs))
		}
	}
	return true, ""
}

// vectorMagnitudes describes the magnitudes of a guard's vectors, for
// messages; empty without vectors.
func vectorMagnitudes(vecs []float64) string {
	if len(vecs) == 0 {
		return ""
	}
	return fmt.Sprintf(" (the vectors' %v)", vecs)
}

// explainGuards decides a speculative program's guards for Explain, which
// runs nothing: by scanning the guarded operands, as Eval would decide
// them after running. It returns the program Eval's results come from
// (the non-speculative one when a guard fails) and lines that say how
// each guard is checked, or which one failed.
func (e *Engine) explainGuards(prog *program, outs []*Expr) (*program, string, error) {
	guards := prog.dag.Guards()
	if len(guards) == 0 {
		return prog, "", nil
	}
	var b strings.Builder
	b.WriteString("\nSpeculative matrix-chain orders (guards checked with the values of this Explain):\n")
	for _, g := range guards {
		ok, m, vecs := g.Check(e.cfg.threads)
		if !ok {
			fmt.Fprintf(&b, "  guard %s fails (the magnitude is %g%s): the chain order is withdrawn, Eval reruns the DAG as written\n", g, m, vectorMagnitudes(vecs))
			prog.release()
			p, err := e.compile(context.Background(), outs, e.eagerMode())
			return p, b.String(), err
		}
		how := "scanned before execution (no fused operator with a kernel reads it)"
		if op := guardReader(prog, g); op != nil {
			how = fmt.Sprintf("measured by the fused %s operator at %s while it runs (scanned before execution while its kernel is not loaded)", op.cp.Template, op.sel.Root)
			for _, v := range g.Vectors {
				if !op.measures(v) {
					how += fmt.Sprintf("; %s#%d scanned before execution (the operator does not read it)", v.Op, v.ID)
				}
			}
		}
		fmt.Fprintf(&b, "  guard %s: holds, %s\n", g, how)
	}
	return prog, b.String(), nil
}
