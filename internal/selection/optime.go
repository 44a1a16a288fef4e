package selection

import (
	"time"

	"github.com/fusejit/fusejit/internal/hop"
)

// OperatorTimes returns the cost model's estimates for one selected fused
// operator on machine m: the time its covered operators take when each runs
// on its own and materializes its result (unfused, as Base runs them), and
// the time of the fused operator. They are peak-rate estimates, like every
// plan cost, so they are lower bounds of measured times; the engine weighs
// them against the expected compile time of the operator's kernel to decide
// whether compiling it can pay off on this call.
func OperatorTimes(op *FusedOp, m Machine) (unfused, fused time.Duration) {
	if op == nil || !m.Valid() {
		return 0, 0
	}
	// No side-input bound: the operator is already selected. No per-row
	// entry work either: it decides between fused plans, whose kernels it
	// ranks, but unfused operators pay their own per-operator overheads,
	// which basicCost does not count, so charging it to the fused side
	// alone understated the gain of KMeans' kernels at 10^7 rows, which
	// were then never compiled under CompileTiered (Gen 1.4x Base's speed
	// with them, 1.0x without).
	md := &model{mach: m, maxSide: 0, noRowCalls: true}
	u := 0.0
	for _, h := range op.Covered {
		u += md.basicCost(h)
	}
	f := md.vectorCost(vectorOf(op))
	return toDuration(u), toDuration(f)
}

// toDuration converts a cost in seconds to a Duration, saturating.
func toDuration(s float64) time.Duration {
	const limit = float64(1 << 62)
	if ns := s * 1e9; ns < limit {
		return time.Duration(ns)
	}
	return time.Duration(1 << 62)
}

// Nominal returns typical peak rates of a current server core complex,
// the ones used when a measurement is implausible. A caller may plan with
// them where the plan cannot matter enough to pay for measuring the
// machine.
func Nominal() Machine { return fallbackMachine }

// UnfusedTime is the cost model's estimate, on machine m, of running
// every operator of dag unfused, each once: an upper bound of
// OperatorTimes' unfused estimate of any fused operator of dag (its
// covered operators are among them). The engine uses it to see that no
// kernel of a small DAG can pay for a compile on one call.
func UnfusedTime(dag *hop.DAG, m Machine) time.Duration {
	if dag == nil || !m.Valid() {
		return 0
	}
	md := &model{mach: m, maxSide: 0}
	u := 0.0
	for _, h := range dag.Nodes {
		if len(h.Inputs) > 0 { // leaves are not run
			u += md.basicCost(h)
		}
	}
	return toDuration(u)
}
