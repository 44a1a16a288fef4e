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
