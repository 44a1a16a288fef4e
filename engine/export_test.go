package engine

import (
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/selection"
)

// WithCompileObserver makes compile call f with the outputs of every DAG
// it starts on, for the external tests that time the optimizer on the
// algorithms' DAGs.
func WithCompileObserver(f func(outs []*Expr)) Option {
	return func(c *config) { c.observeCompile = f }
}

// Optimized is what OptimizeOnly found for one DAG.
type Optimized struct {
	// Took is the time of the optimizer stages compile times as
	// Stats.OptimizeTime: rewrites, exploration, selection, CPlans and
	// operator selection (the DAG copy of hop.Prepare excluded, as there).
	Took time.Duration
	// CPU is the calling thread's CPU time over the same stages (0
	// where not measured); the rewrites' parallel scans are left out.
	CPU time.Duration
	// Plans and Search are the plans costed and the time spent in
	// partition searches that stopped at their budget: their ratio is
	// the search's speed where the budget, not the search, sets the time.
	Plans  int64
	Search time.Duration
	// Cost is the sum of the chosen plans' partition costs.
	Cost float64
	// Plan prints the chosen plan with its partitions' costs and the
	// physical operators of the unfused products.
	Plan string
	// Approximate reports a partition search that stopped early.
	Approximate bool
	// Shape is the rewritten DAG, to tell distinct DAGs apart.
	Shape string
}

// OptimizeOnly runs compile's optimizer stages for the cost-based policy
// on outs, with machine m, the search gain budget gain (0: selection's
// default, as CompileSync; tieredGainBudget as CompileTiered) and plan
// cache c (nil: none, every partition searched), without loading or
// running kernels.
func (e *Engine) OptimizeOnly(outs []*Expr, m selection.Machine, gain float64, c *selection.PlanCache) (Optimized, error) {
	roots := make([]*hop.Hop, len(outs))
	for i, o := range outs {
		roots[i] = o.h
	}
	dag, err := hop.Prepare(roots)
	if err != nil {
		return Optimized{}, err
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start, cpu := time.Now(), threadCPU()
	prog := &program{dag: dag, ops: map[int]*fusedOp{}}
	if !e.cfg.noRewrites {
		prog.rewrites = hop.OptimizeWith(dag, hop.Options{Threads: e.cfg.threads})
	}
	prog.memo = memo.Explore(dag, e.templates(dag))
	opts := selection.Options{Machine: &m, MemoryBudget: e.cfg.memBudget, NoMMOps: e.cfg.noRewrites,
		GainBudget: gain, Cache: c, NoCache: c == nil}
	var rep selection.Report
	prog.plan, rep = selection.CostBased(prog.memo, nil, opts)
	prog.buildOps()
	e.selectMMOps(prog)
	res := Optimized{Took: time.Since(start), CPU: threadCPU() - cpu, Shape: dag.String()}
	var b strings.Builder
	for i, p := range rep.Partitions {
		res.Cost += p.Cost
		res.Approximate = res.Approximate || p.Approximate
		if p.Approximate {
			res.Plans += p.Evaluated
			res.Search += p.Time
		}
		fmt.Fprintf(&b, "partition %d: %d ops, %d points, cost %.6g (fa %.6g fnr %.6g lb %.6g) %v\n",
			i, p.Operators, len(p.Points), p.Cost, p.FuseAllCost, p.FuseNoRedundancyCost, p.LowerBound, p.Assignment)
		if p.Approximate || p.Time > time.Millisecond {
			// Search effort, which timing makes vary: kept apart from
			// the plan lines so that plans of two versions diff cleanly.
			fmt.Fprintf(&b, "# partition %d searched %v: %d evaluated, %d cost-pruned, %d structurally pruned, %d cut sets, %d work units; stopped: %q\n",
				i, p.Time, p.Evaluated, p.SkippedCost, p.SkippedStructural, p.CutSets, p.Work, p.Reason)
		}
	}
	for _, ma := range rep.MultiAggs {
		fmt.Fprintf(&b, "magg %v merged %v cost %.6g separate %.6g\n", ma.Candidate, ma.Merged, ma.Cost, ma.SeparateCost)
	}
	for _, mm := range rep.MMOps {
		fmt.Fprintf(&b, "mmop report %+v\n", mm)
	}
	fmt.Fprintf(&b, "lone products %v\n%s", rep.LoneProducts, prog.plan)
	for _, h := range prog.plan.Order {
		if mm, ok := prog.mmops[h.ID]; ok {
			fmt.Fprintf(&b, "mmop %d kind %v\n", h.ID, mm.Kind)
		}
	}
	res.Plan = b.String()
	return res, nil
}

// TieredGainBudget is the search gain budget of CompileTiered.
const TieredGainBudget = tieredGainBudget
