package engine

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"math"
	"sync"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/selection"
)

// The default engine optimizes a DAG on every Eval, and in a loop the same
// DAG comes back every iteration: the plan cache serves the search, but
// exploring the memo table, building the CPlans and looking their kernels
// up still cost 0.3-0.5 ms per DAG (L2SVM, MLogreg and GLM on 10^5 x 10:
// 10-25 ms per run, 2-4% of the run). While none of the plan's kernels is
// compiled or about to be, that work only feeds the tier-up counters
// (tiers.decide): the operators run unfused anyway. So an Eval that finds
// every kernel of its DAG pending remembers the DAG's shape with the
// kernels it wanted (dagTiers), and the next Evals of that shape run it
// unoptimized, as Base would, counting a sighting of each kernel as decide
// would have. Once a kernel's sightings reach its compile (or it left the
// counters: compiled, queued, or the table started over), or once the
// learned scales make a compile pay off on the call itself, the DAG is
// optimized again, and decide compiles as before.
// A shape stands for what the optimizer reads: operators, inputs, sizes,
// formats, slice bounds and arguments, and the class of scalar values (as
// the plan cache does); a shape that meets other kernels than remembered
// is optimized again at the latest when their counters say so. Kernels on
// disk are no reason to optimize again: an engine whose compiler is not
// set up yet has not looked at the disk (every kernel counts as missing),
// and one that has found them missing there.

// tracksPendingDAGs reports whether compile remembers and skips DAGs whose
// kernels are all pending: the default engine's Evals, as for the
// optimizer floor.
func (e *Engine) tracksPendingDAGs(mode CompileMode) bool {
	return e.cfg.policy == PolicyCostBased && mode == CompileTiered && !e.cfg.alwaysOptimize
}

// rememberPending remembers prog's DAG (of shape key) when every one of its
// fused operators waits for a kernel that tiers.decide kept counting: none
// is loaded, compiled now, being compiled, or failed.
func (e *Engine) rememberPending(key [32]byte, prog *program) {
	var cands []tierCandidate
	seen := map[*fusedOp]bool{}
	for _, op := range prog.ops {
		if seen[op] {
			continue
		}
		seen[op] = true
		if !errors.Is(op.err, errKernelPending) {
			return
		}
		cands = append(cands, tierCandidate{key: op.key, hops: len(op.sel.Covered), unfused: op.unfusedEst, fused: op.fusedEst})
	}
	if len(cands) > 0 {
		e.dags.remember(key, cands)
	}
}

// dagPending is what an Eval remembers of a DAG whose every kernel was
// pending: the kernels' tier candidates (without idx).
type dagPending struct {
	cands []tierCandidate
}

// dagTiers maps DAG shapes to dagPending. It is safe for concurrent use.
type dagTiers struct {
	mu   sync.Mutex
	recs map[[32]byte]*dagPending
	// sighted holds the shapes run unoptimized on their first sighting
	// (firstsight.go).
	sighted map[[32]byte]shapeSighting
}

func newDAGTiers() *dagTiers {
	return &dagTiers{recs: map[[32]byte]*dagPending{}, sighted: map[[32]byte]shapeSighting{}}
}

// remember records the kernels of a DAG whose every kernel is pending.
func (d *dagTiers) remember(key [32]byte, cands []tierCandidate) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.recs) >= maxSightings {
		clear(d.recs)
	}
	d.recs[key] = &dagPending{cands: cands}
}

// skip reports whether a DAG of shape key runs unoptimized: it is
// remembered and every one of its kernels is still counting towards its
// compile after this sighting (see sight). A DAG not skipped is forgotten
// until its next optimization remembers it again.
func (d *dagTiers) skip(key [32]byte, t *tiers) bool {
	d.mu.Lock()
	rec, ok := d.recs[key]
	if ok {
		delete(d.recs, key)
	}
	d.mu.Unlock()
	if !ok || !t.sight(rec.cands) {
		return false
	}
	d.mu.Lock()
	d.recs[key] = rec
	d.mu.Unlock()
	return true
}

// sight counts one more unfused run of each candidate, as decide does for
// the kernels it neither compiles now nor in the background, and reports
// whether none of them would be compiled (tiers.choose). Candidates queued
// for a background compile that has not reported are passed over: their
// operators run unfused until it does, optimized or not, and optimizing
// the DAG on every call meanwhile only cost time (L2SVM on 10^5 x 10
// optimized its line-search DAG on every call of the 0.3 s a loaded
// machine took to compile its kernel). It changes nothing and returns
// false when a candidate is no longer counted nor in flight (compiled,
// its compile reported, or the table was cleared) or when this sighting
// would bring some to their compile: decide should see that Eval.
func (t *tiers) sight(cands []tierCandidate) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	counting := make([]tierCandidate, 0, len(cands))
	for _, c := range cands {
		if !t.inflight[c.key] {
			counting = append(counting, c)
		}
	}
	for _, c := range counting {
		if t.seen[c.key] == nil {
			return false
		}
	}
	ts := t.tallies(counting, t.now())
	if now, background := t.choose(ts); len(now) > 0 || len(background) > 0 {
		return false
	}
	for k, c := range counting {
		s := t.seen[c.key]
		s.count, s.saved = ts[k].count, ts[k].saved
	}
	return true
}

// dagShape hashes what the optimizer reads of a prepared DAG (see the
// comment at the top of this file); node order is Prepare's, so equal
// shapes have their nodes in the same order.
func dagShape(dag *hop.DAG) [32]byte {
	return sha256.Sum256(appendDAGShape(make([]byte, 0, 64*len(dag.Nodes)), dag))
}

// appendDAGShape appends the text dagShape hashes to b.
func appendDAGShape(b []byte, dag *hop.DAG) []byte {
	num := func(vs ...int64) {
		for _, v := range vs {
			b = binary.AppendVarint(b, v)
		}
	}
	b2i := func(v bool) int64 {
		if v {
			return 1
		}
		return 0
	}
	num(int64(len(dag.Nodes)), int64(len(dag.Roots)))
	for _, r := range dag.Roots {
		num(int64(r.ID))
	}
	for _, h := range dag.Nodes {
		num(int64(h.Op), int64(h.Dir), int64(h.Rows), int64(h.Cols), h.NNZ, b2i(h.Sparse),
			b2i(h.DynamicRows), b2i(h.DynamicCols), int64(h.R0), int64(h.R1), int64(h.C0), int64(h.C1),
			scalarShape(h), int64(len(h.Args)), int64(len(h.Inputs)))
		for _, a := range h.Args {
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(a))
		}
		for _, in := range h.Inputs {
			num(int64(in.ID))
		}
	}
	return b
}

// scalarShape classes a scalar's value as the plan cache does
// (selection.ScalarClass), and tells 1 apart from other positive values.
func scalarShape(h *hop.Hop) int64 {
	c := selection.ScalarClass(h)
	if v, ok := h.ScalarValue(); c == 4 && ok && v == 1 {
		return 5
	}
	return c
}
