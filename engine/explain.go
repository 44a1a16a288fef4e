package engine

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/llvmgen"
)

// Explain optimizes the DAG below outs without running it and prints each
// stage: the HOP DAG, the memo table, the selected plan and the CPlans.
// A DAG with operators above a data-dependent size (removeEmpty) is the
// exception: Eval optimizes the part above with the exact sizes once the
// part below ran, so Explain runs that part too and prints both.
func (e *Engine) Explain(outs ...*Expr) (string, error) {
	return e.explain(outs, false)
}

// ExplainIR is Explain followed by the LLVM IR of every fused operator.
func (e *Engine) ExplainIR(outs ...*Expr) (string, error) {
	return e.explain(outs, true)
}

func (e *Engine) explain(outs []*Expr, withIR bool) (s string, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = "", fmt.Errorf("engine: explain: internal error: %v", r)
		}
	}()
	if st, err := e.splitStaged(context.Background(), outs); err != nil {
		return "", err
	} else if st != nil {
		return e.explainStaged(st, withIR)
	}
	if e.cfg.policy != PolicyNone {
		// Explain compiles eagerly anyway; set the compiler up first, so
		// that it shows what Eval runs without one (see lacksCompiler).
		e.ensureBackend()
	}
	prog, err := e.compileWith(context.Background(), outs, e.eagerMode(), e.speculates(), false)
	if err != nil {
		return "", err
	}
	prog, guards, err := e.explainGuards(prog, outs)
	if err != nil {
		return "", err
	}
	defer prog.release()
	var b strings.Builder
	fmt.Fprintf(&b, "policy %s\n", e.cfg.policy)
	if e.cfg.policy != PolicyNone && e.lacksCompiler() {
		fmt.Fprintf(&b, "%v (%v): nothing is fused, every operator runs as under Base\n", errNoCompiler, e.compileErr)
	}
	if len(prog.rewrites) > 0 {
		fmt.Fprintf(&b, "rewrites: %d fired\n", len(prog.rewrites))
		for _, f := range prog.rewrites {
			fmt.Fprintf(&b, "  %s\n", f)
		}
	}
	b.WriteString(guards)
	fmt.Fprintf(&b, "\nHOP DAG (id op shape (inputs) estimate):\n%s", prog.dag)
	if prog.memo != nil {
		fmt.Fprintf(&b, "\nMemo table (group op entries; input refs: group id or -1 = materialized):\n%s", prog.memo)
	}
	fmt.Fprintf(&b, "\nPlan (materialized operators in execution order):\n%s", prog.plan)
	if len(prog.mmops) > 0 {
		fmt.Fprintf(&b, "\nMatrix-product operators (unfused products with a physical operator of their own):\n")
		for _, h := range prog.plan.Order {
			if op, ok := prog.mmops[h.ID]; ok {
				fmt.Fprintf(&b, "  %-4d %s reads %s\n", h.ID, op.Kind, hopIDs(op.Reads()))
			}
		}
	}
	if rep := prog.plan.Report; rep != nil {
		fmt.Fprintf(&b, "\nCost-based optimizer (per partition: |M'|, plans evaluated and skipped by each pruning, chosen assignment and cost):\n%s", rep)
	}
	for _, h := range prog.plan.Order {
		op, ok := prog.ops[h.ID]
		if !ok {
			continue
		}
		if op.err != nil {
			fmt.Fprintf(&b, "\nfused operator at %s runs unfused: %v\n", h, op.err)
		}
		if op.cp == nil {
			continue
		}
		fmt.Fprintf(&b, "\n%s", op.cp)
		if withIR {
			ir, _, err := llvmgen.Generate(op.cp)
			if err != nil {
				return "", fmt.Errorf("engine: explain: %w", err)
			}
			fmt.Fprintf(&b, "\n; fusejit module\n%s\n", ir)
		}
	}
	return b.String(), nil
}

// hopIDs prints the ids of hs as {a,b}.
func hopIDs(hs []*hop.Hop) string {
	ids := make([]string, len(hs))
	for i, h := range hs {
		ids[i] = strconv.Itoa(h.ID)
	}
	return "{" + strings.Join(ids, ",") + "}"
}

// explainStaged prints the stages of a DAG split at data-dependent sizes.
// The first stage has run (Explain of such a DAG executes it) so that the
// rest is shown as Eval optimizes it, with exact sizes.
func (e *Engine) explainStaged(st *staged, withIR bool) (string, error) {
	first, err := e.explain(st.first, withIR)
	if err != nil {
		return "", err
	}
	rest, err := e.explain(st.rest, withIR)
	if err != nil {
		return "", err
	}
	return "stage 1 (up to data-dependent sizes; Explain ran it):\n" + first +
		"\nstage 2 (optimized with the exact sizes of stage 1's results):\n" + rest, nil
}
