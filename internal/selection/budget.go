package selection

import (
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// Search budgets are counted in work, not measured in time: the operators
// opened, members covered and chooser values computed while costing plans
// and block bounds (model.work). A budget measured by the clock stops a
// search wherever a loaded machine has got to, so the plan (and with it
// the summation order of the fused kernels) depended on the load; counted
// in work, the same DAG on the same calibration always gets the same plan.
// Budgets are stated as time at a nominal rate, workPerSecond, set so
// that the default engine's searches cost about the thread CPU time its
// wall-clock budgets did on the project's loaded 2-core machine. There a
// search does about 27 units per microsecond of thread CPU time on
// AutoEncoder's 26-point partition (1024 x 500) and 20 on GLM's 23-point
// one (10^5 x 10), so a nominal millisecond is 0.6-0.8 ms of CPU.
const workPerSecond = 16e6

// defaultBudget is Options.Budget's default, 160,000 units.
// AutoEncoder's 26-point partition finds its best plan after about
// 133,000 units with the block bound (ten times the budget finds one
// 10^-5 cheaper), and the search of every algorithm's DAG stays under 10
// ms of CPU; the wall-clock budget was 100 ms, which such a search spent
// without finding a better plan than its opening one.
const defaultBudget = 10 * time.Millisecond

// budgetWork converts a budget stated as time into work units.
func budgetWork(d time.Duration) int64 { return int64(d.Seconds() * workPerSecond) }

// Memory constraints, after Boehm et al., PVLDB 2018, section 4.2: a plan
// that violates the memory budget is infeasible. The memo table already
// leaves out what no plan may use (prefiltering); here, a plan that
// materializes an intermediate whose output alone exceeds the budget costs
// +Inf, so that a plan computing it inside a fused operator, without ever
// holding it, is chosen whenever one exists.

// overBudget reports whether materializing h exceeds the model's budget.
func (m *model) overBudget(h *hop.Hop) bool {
	return m.budget > 0 && !h.Op.IsLeaf() && h.OutputBytes() > m.budget
}

// OperatorBytes estimates the memory a fused operator holds while it runs
// with threads workers: the materialized inputs it reads (leaves
// included, see hop.Hop.OperationBytes) and what it allocates
// (AllocatedBytes).
func OperatorBytes(op *FusedOp, threads int) int64 {
	var sum float64
	for _, in := range op.Inputs {
		sum += float64(in.OutputBytes())
	}
	return saturated(sum + float64(AllocatedBytes(op, threads)))
}

// AllocatedBytes estimates the memory a fused operator allocates while it
// runs with threads workers: its outputs and its per-worker buffers (a Row
// operator's row vectors, a column aggregate's partials).
func AllocatedBytes(op *FusedOp, threads int) int64 {
	t := int64(max(threads, 1))
	var sum float64
	for _, r := range op.Roots {
		sum += float64(r.OutputBytes())
	}
	root := op.Root
	switch {
	case op.Type == memo.TemplateRow:
		for _, h := range op.Covered {
			switch {
			case h.Op == hop.OpMatMul && h.Inputs[0].Op == hop.OpTranspose:
				// t(X) %*% W: a whole m x k partial per worker, which
				// for a wide W outweighs the row vectors.
				sum += float64(t) * float64(h.Rows) * float64(h.Cols) * 8
			case h.Op == hop.OpTranspose:
				// Read through: X of t(X) %*% W is read by rows.
			case h.Rows > 1 && h.Cols > 1:
				sum += float64(t) * float64(h.Cols) * 8
			}
		}
	case root.Op.IsAgg() && root.Dir == hop.DirCol:
		sum += float64(t) * float64(root.Cols) * 8
	}
	return saturated(sum)
}

// saturated converts a byte count to int64, saturating at its maximum.
func saturated(bytes float64) int64 {
	if bytes >= 1<<63-1 {
		return 1<<63 - 1
	}
	return int64(bytes)
}
