package engine

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/fusejit/fusejit/internal/base"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/selection"
)

// ErrMemoryBudget is wrapped by the error of an Eval that cannot run
// within the engine's memory budget (WithMemoryBudget): no plan avoids an
// operator whose memory estimate exceeds it, or an unfused operator's
// allocation would exceed what remains of it. The error names the operator
// and the bytes. Eval returns it before allocating the operator's memory:
// a Go allocation that cannot be served kills the process, which no
// recover prevents.
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
	limit := memoryLimit("/proc/self/cgroup", "/sys/fs/cgroup", "/proc/meminfo")
	if limit <= 0 {
		return FallbackMemoryBudget
	}
	return int64(float64(limit) * DefaultMemoryFraction)
}

// memoryLimit returns the smaller of the cgroup limit and the physical
// memory, or 0 if neither can be read. The paths are parameters for tests.
func memoryLimit(selfCgroup, cgroupRoot, meminfo string) int64 {
	phys := physicalMemory(meminfo)
	lim := cgroupLimit(selfCgroup, cgroupRoot)
	switch {
	case lim > 0 && (phys <= 0 || lim < phys):
		return lim
	case phys > 0:
		return phys
	}
	return 0
}

// cgroupLimit reads the memory limit of the process's cgroup: v2's
// memory.max under the unified hierarchy's path from /proc/self/cgroup,
// then at the root (where a container sees its own cgroup), then v1's
// memory.limit_in_bytes. "max" and v1's page-rounded 2^63 mean no limit
// (0).
func cgroupLimit(selfCgroup, root string) int64 {
	var candidates []string
	if data, err := os.ReadFile(selfCgroup); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if p, ok := strings.CutPrefix(line, "0::"); ok {
				candidates = append(candidates, filepath.Join(root, p, "memory.max"))
			}
		}
	}
	candidates = append(candidates, filepath.Join(root, "memory.max"),
		filepath.Join(root, "memory", "memory.limit_in_bytes"))
	for _, path := range candidates {
		data, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		s := string(bytes.TrimSpace(data))
		if s == "max" {
			return 0
		}
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil || v <= 0 {
			continue
		}
		if v >= 1<<62 { // v1 without a limit
			return 0
		}
		return v
	}
	return 0
}

// physicalMemory reads MemTotal from /proc/meminfo, in bytes (0 if it
// cannot).
func physicalMemory(meminfo string) int64 {
	f, err := os.Open(meminfo)
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == "MemTotal:" {
			kb, err := strconv.ParseInt(fields[1], 10, 64)
			if err != nil || kb <= 0 || kb > 1<<52 {
				return 0
			}
			return kb << 10
		}
	}
	return 0
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
