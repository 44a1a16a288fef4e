package engine

import (
	"time"

	"github.com/fusejit/fusejit/internal/hop"
)

// optimizerFloor is the nominal time (dagSeconds) below which the default
// engine (cost-based policy, CompileTiered) runs a DAG as Base would,
// without exploring, selecting or building code-generation plans. Below
// it the optimizer costs more per Eval than fusion could save: on the
// 2-core machine memo exploration, selection (even when the plan cache
// serves the search), CPlan construction and the kernel lookup took
// 0.2-0.4 ms per DAG of the algorithms on 10^4 x 10 inputs (16-30 ms over
// about 100 DAGs per run), whose DAGs have nominal times of at most 1 ms
// and run in about 1 ms unfused; a kernel saves at most the passes it
// fuses, about half of that, and would first need a 35 ms compile. At
// 10^5 rows their DAGs take 1-16 ms nominal. Explain, Precompile, Stage,
// CompileSync and CompileAsync always optimize.
const optimizerFloor = 2 * time.Millisecond

// belowOptimizerFloor reports whether compile runs dag unoptimized (see
// optimizerFloor).
func (e *Engine) belowOptimizerFloor(dag *hop.DAG, mode CompileMode) bool {
	return e.cfg.policy == PolicyCostBased && mode == CompileTiered && !e.cfg.alwaysOptimize &&
		dagSeconds(dag) < optimizerFloor.Seconds()
}

// tieredGainBudget is the selection.Options.GainBudget of the default
// engine's searches: a large plan partition's search stops once it has
// done the work of this share of what one execution could gain over its
// best plan so far (the cost model's best cost minus its lower bound),
// and never before 2 ms of work (budgets count work at a nominal rate,
// not time, so that plans do not depend on the machine's load).
// selection's default, 2, lets an iterative program spend two executions'
// gain once, which the default engine cannot afford: on its first calls
// the kernels are not compiled yet, so the search is paid before anything
// is saved. AutoEncoder on 1024 x 500 (two batches) spent 60-90 ms
// searching its 20-point partition of a DAG that runs in 80 ms, without
// finding a plan better than its opening one (fuse-no-redundancy), when
// selection's budget was 100 ms of wall-clock time.
const tieredGainBudget = 0.05

// searchGainBudget returns the GainBudget of compile's cost-based search
// in mode (0: selection's default).
func (e *Engine) searchGainBudget(mode CompileMode) float64 {
	if mode == CompileTiered && !e.cfg.alwaysOptimize {
		return tieredGainBudget
	}
	return 0
}
