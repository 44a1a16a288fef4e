package engine

import (
	"crypto/sha256"
	"encoding/binary"
	"math"
	"sync"

	"github.com/hashicorp/golang-lru/v2/simplelru"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/opcache"
	"github.com/fusejit/fusejit/internal/selection"
)

// Reusing optimized programs. An iterative program evaluates DAGs of the
// same shape on every iteration, and an Eval that optimizes one explores
// the memo table, selects the plan (the plan cache answers the search, not
// the rest), builds and hashes every CPlan and looks every kernel up: 28 us
// of the 46 us of CPU an Eval of a two-output DAG over 10 x 10 inputs took
// under CompileSync, 10 us of a 1000 x 1000 Row pattern's Eval. So an Eval
// whose program runs every fused operator with a kernel leaves a copy of
// it here, keyed by the shape of its rewritten DAG, and the next Eval of
// that shape rebinds the copy to its own DAG instead of optimizing again.
//
// What a program depends on, and how each is kept:
//   - the rewritten DAG's operators, sizes, formats, stored-cell counts
//     and slice bounds: the key (dagShape, which the rewrites see first:
//     a rewrite that depends on values, such as the matrix-chain order,
//     shows in the rewritten shape);
//   - scalar values: their exact bits are in the key (dagShape keeps only
//     their class);
//   - whether each CSR leaf compared by != stores an explicit zero: in
//     the key (cplan drops (X != 0) * E to E in an Outer plan over an X that
//     stores none, which neither the shape nor the stored-cell count
//     shows);
//   - the compile mode, speculation and whether the machine's rates were
//     measured yet (the cost model's rates): in the key;
//   - every kernel: named by an opcache.Kernel, which pins nothing (the
//     operator cache evicts and unloads it as if the program were not
//     kept), renewed for each Eval, which fails once the operator cache
//     evicts the kernel or replaces it by its optimized build, so a kernel
//     that arrives later is taken by the next optimization; a demoted
//     kernel (demote.go) is checked on every reuse;
//   - the formats at run time: checked per operator as for any program
//     (adaptFormats), on the Eval's own copy of the operator;
//   - the memory budget: checked again on every reuse (checkBudget).
//
// Programs with chain guards (guard.go) are not kept: their guards read
// the values of their DAG's inputs. Nor are programs with an operator that
// runs unfused (no kernel, pending, refused or demoted): the tier
// decisions must see every such Eval. The copy holds no input's data:
// its operators are stand-ins that keep only their ids. The results are
// the bits of planning afresh (TestProgramReuseMatchesFreshPlans in
// tests/), which agree with Base as SEMANTICS.md says.

// programCacheSize bounds the programs kept per engine (least recently
// used first out): an iterative program has a few DAG shapes per loop.
const programCacheSize = 64

// programCache holds optimized programs by key (programKey), least
// recently used out first. It is safe for concurrent use.
type programCache struct {
	mu   sync.Mutex
	kept *simplelru.LRU[[32]byte, *keptProgram]
}

// keptProgram is a program rebound to stand-in operators, without
// kernel handles, and its kernels by fused operator id (as prog.ops).
type keptProgram struct {
	key     [32]byte
	prog    *program
	kernels map[int]opcache.Kernel
}

func newProgramCache(size int) *programCache {
	kept, err := simplelru.NewLRU[[32]byte, *keptProgram](max(size, 1), nil)
	if err != nil {
		panic(err) // unreachable: the size is positive
	}
	return &programCache{kept: kept}
}

// programKey hashes what a program depends on besides its kernels' state:
// the rewritten DAG's shape (shape, dagShape's digest of dag, which the
// Eval has computed once), the exact bits of its scalar values, whether
// the CSR leaves compared with != store explicit zeros, the compile mode,
// speculation and whether the machine was measured.
func programKey(shape [32]byte, dag *hop.DAG, mode CompileMode, speculate, measured bool) [32]byte {
	b := append(make([]byte, 0, 64+16*len(dag.Nodes)), shape[:]...)
	for _, h := range dag.Nodes {
		if v, ok := h.ScalarValue(); ok && h.Op.IsLeaf() {
			b = binary.AppendUvarint(b, uint64(h.ID))
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
		}
		if h.Op == hop.OpNe {
			// The one fact of a leaf's data a CPlan reads besides its
			// shape (cplan's isNonZeroOfMain); cached in the CSR, and
			// read by cplan.Build on every fresh plan anyway.
			for _, in := range h.Inputs {
				if in.Op == hop.OpSparse {
					b = binary.AppendUvarint(b, uint64(in.ID))
					b = append(b, b2b(in.CSR.StoresZeros()))
				}
			}
		}
	}
	b = append(b, byte(mode), b2b(speculate), b2b(measured))
	return sha256.Sum256(b)
}

func b2b(v bool) byte {
	if v {
		return 1
	}
	return 0
}

// keepable reports whether prog may be kept: every fused operator runs its
// kernel, there are no chain guards, and every operator it names is one
// of its DAG's.
func keepable(prog *program) bool {
	if prog.owner != nil || len(prog.dag.Guards()) > 0 || prog.plan == nil {
		return false
	}
	mine := func(h *hop.Hop) bool {
		return h == nil || (h.ID >= 0 && h.ID < len(prog.dag.Nodes) && prog.dag.Nodes[h.ID] == h)
	}
	all := func(hs []*hop.Hop) bool {
		for _, h := range hs {
			if !mine(h) {
				return false
			}
		}
		return true
	}
	if !all(prog.plan.Order) {
		return false
	}
	for _, op := range prog.ops {
		if op.err != nil || op.handle == nil || op.fn == 0 || op.cp == nil || op.key == "" {
			return false
		}
		s := op.sel
		if !mine(s.Root) || !all(s.Roots) || !all(s.Covered) || !all(s.Inputs) || !mine(op.cp.Root) {
			return false
		}
		for _, in := range op.cp.Inputs {
			if !mine(in.Hop) {
				return false
			}
		}
	}
	for _, mm := range prog.mmops {
		if !mine(mm.X) || !mine(mm.V) || !mine(mm.W) || !all(mm.Inner) {
			return false
		}
	}
	return true
}

// rebind copies prog onto dag, whose operators hopOf gives for prog's: the
// plan, the fused operators (each with a CPlan of its own, which
// adaptFormats may replace) and the matrix-multiply operators. Kernel
// handles are not copied: the caller sets them.
func rebind(prog *program, dag *hop.DAG, hopOf func(*hop.Hop) *hop.Hop) *program {
	to := func(h *hop.Hop) *hop.Hop {
		if h == nil {
			return nil
		}
		return hopOf(h)
	}
	each := func(hs []*hop.Hop) []*hop.Hop {
		if hs == nil {
			return nil
		}
		out := make([]*hop.Hop, len(hs))
		for i, h := range hs {
			out[i] = to(h)
		}
		return out
	}
	p := &program{dag: dag, ops: make(map[int]*fusedOp, len(prog.ops)), mmInner: prog.mmInner}
	plan := &selection.Plan{Order: each(prog.plan.Order), Fused: make(map[int]*selection.FusedOp, len(prog.plan.Fused)),
		Report: prog.plan.Report}
	sels := map[*selection.FusedOp]*selection.FusedOp{}
	sel := func(s *selection.FusedOp) *selection.FusedOp {
		c, ok := sels[s]
		if !ok {
			// Entries are by id and read only: shared.
			c = &selection.FusedOp{Root: to(s.Root), Roots: each(s.Roots), Type: s.Type, Entries: s.Entries,
				Covered: each(s.Covered), Inputs: each(s.Inputs)}
			sels[s] = c
		}
		return c
	}
	for id, s := range prog.plan.Fused {
		plan.Fused[id] = sel(s)
	}
	p.plan = plan
	ops := map[*fusedOp]*fusedOp{}
	for id, op := range prog.ops {
		c, ok := ops[op]
		if !ok {
			c = &fusedOp{sel: sel(op.sel), dag: dag, cp: op.cp.Rebound(to), fn: op.fn, key: op.key,
				unfusedEst: op.unfusedEst, fusedEst: op.fusedEst}
			ops[op] = c
		}
		p.ops[id] = c
	}
	if prog.mmops != nil {
		p.mmops = make(map[int]hop.MMOp, len(prog.mmops))
		for id, mm := range prog.mmops {
			p.mmops[id] = hop.MMOp{Kind: mm.Kind, X: to(mm.X), V: to(mm.V), W: to(mm.W), Inner: each(mm.Inner)}
		}
	}
	return p
}

// keep stores a copy of prog, which must be keepable, under key, naming
// its kernels without pinning them.
func (c *programCache) keep(key [32]byte, prog *program) {
	stand := make([]*hop.Hop, len(prog.dag.Nodes))
	for i := range stand {
		stand[i] = &hop.Hop{ID: i} // no data: the cache pins no input
	}
	kept := rebind(prog, nil, func(h *hop.Hop) *hop.Hop { return stand[h.ID] })
	kernels := make(map[int]opcache.Kernel, len(prog.ops))
	for id, op := range prog.ops {
		kernels[id] = op.handle.Kernel()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.kept.Add(key, &keptProgram{key: key, prog: kept, kernels: kernels})
}

// renewHandles gives every fused operator of p a handle on its kernel in
// kernels (by the same ids); when one is no longer served it releases
// those it renewed and returns false.
func renewHandles(p *program, kernels map[int]opcache.Kernel) bool {
	done := map[*fusedOp]bool{}
	for id, op := range p.ops {
		if done[op] {
			continue
		}
		done[op] = true
		h := kernels[id].Renew()
		if h == nil {
			p.release()
			return false
		}
		op.handle = h
	}
	return true
}

// reuse returns the program kept under key rebound to dag, with handles of
// its own, or nil when there is none or it is stale: a kernel is no longer
// served or was demoted (under tiered), in which case it is dropped.
func (e *Engine) reuse(key [32]byte, dag *hop.DAG, mode CompileMode) *program {
	c := e.programs
	c.mu.Lock()
	kept, ok := c.kept.Get(key)
	c.mu.Unlock()
	if !ok {
		return nil
	}
	p := rebind(kept.prog, dag, func(h *hop.Hop) *hop.Hop { return dag.Nodes[h.ID] })
	stale := !renewHandles(p, kept.kernels)
	if !stale && mode == CompileTiered {
		for _, op := range p.ops {
			if e.tiers.isDemoted(op.key) {
				stale = true
				p.release()
				break
			}
		}
	}
	if stale {
		c.drop(kept)
		return nil
	}
	return p
}

// drop removes kept when it is still the program under its key (another
// Eval may have kept a newer one meanwhile).
func (c *programCache) drop(kept *keptProgram) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if cur, ok := c.kept.Peek(kept.key); ok && cur == kept {
		c.kept.Remove(kept.key)
	}
}

// clear drops every program (Close).
func (c *programCache) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.kept.Purge()
}

// len returns the number of programs kept.
func (c *programCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.kept.Len()
}

// peek returns the program kept under key without touching its recency.
func (c *programCache) peek(key [32]byte) (*keptProgram, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.kept.Peek(key)
}
