package engine

import (
	"fmt"

	"github.com/fusejit/fusejit/internal/base"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hostmem"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/selection"
)

// ErrMemoryBudget is wrapped by the error of an Eval that cannot run
// within the engine's memory budget (WithMemoryBudget): no plan avoids an
// operator whose memory estimate exceeds it, or an unfused operator's
// allocation would exceed what remains of it. The error names the operator
// and the bytes. It is also returned for an operator's allocation of 64
// MiB or more that the host cannot provide at that moment (the memory
// available to the host and to the process's control group), whatever the
// budget: processes sharing a host must not together bring the OOM
// killer. Eval returns it before allocating the operator's memory: a Go
// allocation that cannot be served, or that the kernel cannot back, kills
// the process, which no recover prevents.
var ErrMemoryBudget = base.ErrMemoryBudget

// Memory budget defaults: DefaultMemoryFraction of the memory limit of the
// process's cgroup (v2 memory.max, or v1 memory.limit_in_bytes) if one is
// set, else of the physical memory (MemTotal in /proc/meminfo), and
// FallbackMemoryBudget if neither can be read.
const (
	DefaultMemoryFraction = 0.7
	FallbackMemoryBudget  = 4 << 30
)

// WithMemoryBudget sets the memory in bytes one operator of an Eval may
// take: its inputs, intermediates and output. The optimizer prefers fused
// operators that never hold an intermediate larger than the budget (for
// example, rowSums(exp(U %*% t(V))) computed one row of U %*% t(V) at a
// time), and an Eval with no plan within the budget returns an error
// wrapping ErrMemoryBudget. 0 selects the default (see
// DefaultMemoryFraction); New rejects a negative budget.
func WithMemoryBudget(bytes int64) Option { return func(c *config) { c.memBudget = bytes } }

// MemoryBudget returns the engine's memory budget in bytes.
func (e *Engine) MemoryBudget() int64 { return e.cfg.memBudget }

// resolveMemoryBudget validates the configured budget and fills in the
// default.
func resolveMemoryBudget(b int64) (int64, error) {
	switch {
	case b < 0:
		return 0, fmt.Errorf("engine: WithMemoryBudget(%d): must be >= 0", b)
	case b == 0:
		return DefaultMemoryBudget(), nil
	}
	return b, nil
}

// DefaultMemoryBudget returns the default budget of WithMemoryBudget.
func DefaultMemoryBudget() int64 {
	limit := hostmem.System.Limit()
	if limit <= 0 {
		return FallbackMemoryBudget
	}
	return int64(float64(limit) * DefaultMemoryFraction)
}

// templates returns the memo templates for dag: with Row extended to the
// products whose output exceeds the budget and of which a worker's row
// fits in a small part of it (memo.RowBlocks).
func (e *Engine) templates(dag *hop.DAG) []memo.Template {
	budget := e.cfg.memBudget
	threads := int64(max(e.cfg.threads, 1))
	wide := func(h *hop.Hop) bool {
		if h.OutputBytes() <= budget {
			return false
		}
		row := hop.DenseBytes(1, h.Cols)
		return row <= budget/(8*threads)
	}
	for _, h := range dag.Nodes {
		if h.Op == hop.OpMatMul && wide(h) {
			return memo.BudgetTemplates(wide)
		}
	}
	return memo.Templates()
}

// checkBudget returns an error wrapping ErrMemoryBudget if an operator of
// the plan needs more memory than the budget: an unfused operator's
// operation estimate (hop.Hop.OperationBytes) or a fused operator's
// (selection.OperatorBytes). Leaves hold the caller's data and transposes
// passed on as views allocate nothing; both are skipped.
func (e *Engine) checkBudget(prog *program) error {
	budget := e.cfg.memBudget
	if budget <= 0 {
		return nil
	}
	lazy := lazyTransposes(prog)
	for _, h := range prog.plan.Order {
		if h.Op.IsLeaf() || lazy[h.ID] {
			continue
		}
		need, kind := h.OperationBytes(e.cfg.threads), "unfused"
		if op, ok := prog.plan.Fused[h.ID]; ok {
			need, kind = selection.OperatorBytes(op, e.cfg.threads), "fused "+op.Type.String()
		}
		if need > budget {
			return fmt.Errorf("engine: eval: %s operator %s needs an estimated %d bytes, budget %d: %w",
				kind, h, need, budget, ErrMemoryBudget)
		}
	}
	return nil
}
