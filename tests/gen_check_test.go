package tests

// The differential check of a generated DAG: it is evaluated unfused
// (PolicyNone, the reference) and under every fused policy on the shared
// engines; results must agree as SEMANTICS.md promises: bit for bit unless
// the output depends on a sum that fused and unfused code may add up in
// different orders (then relative reorderedSumTol, NaN and Inf positions
// identical); no fused operator may fall back to unfused execution, and no
// evaluation may modify the leaves' data.

import (
	"context"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"math"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// allPolicies lists the reference policy first.
var allPolicies = []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy, engine.PolicyCostBased}

// dagFailure describes why a DAG failed the check.
type dagFailure struct {
	kind   string // build, base-error, oracle, error, inconsistent-error, mismatch, signed-zero, refused, fallback, modified-input, alias
	policy engine.Policy
	msg    string
	// templates lists the templates of the fused operators the failing
	// policy ran (when it returned a result).
	templates []string
}

// involves reports whether the failure came from a fused operator of
// template tmpl (cell, row, magg, outer).
func (f *dagFailure) involves(tmpl string) bool {
	for _, t := range f.templates {
		if t == tmpl {
			return true
		}
	}
	return strings.Contains(f.msg, "fused "+tmpl+" ") || strings.Contains(f.msg, "fused "+tmpl+"/")
}

// nodeName matches the names of printed DAG nodes (t3, L0), hopName the
// printed operators of engine errors (cbind#9[4x6]).
var (
	nodeName = regexp.MustCompile(`\b[tL][0-9]+\b`)
	hopName  = regexp.MustCompile(`[^ ]+#[0-9]+\[[0-9x]+\]`)
)

// signature classifies a failure for grouping: its kind and its message
// without numbers and node names (values only as NaN/Inf or not).
func (f *dagFailure) signature() string {
	msg := f.msg
	switch f.kind {
	case "mismatch", "signed-zero":
		special := strings.Contains(msg, "NaN") || strings.Contains(msg, "Inf")
		return fmt.Sprintf("%s nan/inf=%t", f.kind, special)
	}
	msg = nodeName.ReplaceAllString(msg, "x")
	msg = hopName.ReplaceAllString(msg, "op")
	var b strings.Builder
	for _, r := range msg {
		if r >= '0' && r <= '9' {
			continue
		}
		b.WriteRune(r)
	}
	sig := f.kind + ": " + b.String()
	if len(sig) > 120 {
		sig = sig[:120]
	}
	return sig
}

func (f *dagFailure) String() string {
	return fmt.Sprintf("%s under %s: %s", f.kind, f.policy, f.msg)
}

// checkStats accumulates what the checked DAGs covered.
type checkStats struct {
	mu         sync.Mutex
	dags       int
	outputs    int
	nonFinite  int            // outputs whose cells are all NaN or Inf
	fusedOps   int            // fused operators run under fuse-all
	fusedDAGs  int            // DAGs with at least one fused operator under fuse-all
	ops        map[string]int // operation and leaf kinds generated
	failures   int
	sparseSafe int
	// consistentErrors counts DAGs with run-time shapes that every policy
	// rejected (a removeEmpty kept nothing and fed another operation).
	consistentErrors int
}

func newCheckStats() *checkStats { return &checkStats{ops: map[string]int{}} }

func (s *checkStats) count(d *gDAG) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.dags++
	for _, n := range d.reachable() {
		switch {
		case n.isLeaf():
			k := n.Leaf.Kind.String()
			if n.Leaf.Kind == lkSparse && n.Leaf.Density == 0 {
				k += "(all-zero)"
			}
			s.ops["leaf:"+k]++
			if len(n.Leaf.Sets) > 0 {
				s.ops["leaf:with-specials"]++
			}
			if n.Leaf.EmptyRows > 0 || n.Leaf.EmptyCols > 0 {
				s.ops["leaf:empty-rows-or-cols"]++
			}
			if n.Rows == 1 || n.Cols == 1 {
				s.ops["leaf:one-row-or-col"]++
			}
		case n.Op.IsAgg():
			s.ops[aggName(n.Op, n.Dir)]++
		default:
			s.ops[n.Op.String()]++
		}
		if n.Op.String() == "%*%" && (n.In[0].Cols <= 5 || n.In[0].Rows == 1 || n.In[1].Cols == 1) {
			s.ops["%*%(skinny/outer/vector)"]++
		}
	}
}

func (s *checkStats) report() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	keys := make([]string, 0, len(s.ops))
	for k := range s.ops {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "%d DAGs, %d outputs, %d all-NaN/Inf outputs (%.1f%%), %d DAGs fused under fuse-all (%d fused operators, %d sparse-safe), %d rejected by every policy (empty removeEmpty), %d failures\n",
		s.dags, s.outputs, s.nonFinite, 100*float64(s.nonFinite)/math.Max(1, float64(s.outputs)),
		s.fusedDAGs, s.fusedOps, s.sparseSafe, s.consistentErrors, s.failures)
	b.WriteString("coverage:")
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%d", k, s.ops[k])
	}
	return b.String()
}

// leafHash hashes every array behind the leaves.
func leafHash(leaves []leafData) uint64 {
	h := fnv.New64a()
	var buf [8]byte
	for _, l := range leaves {
		for _, fs := range l.floats {
			for _, v := range fs {
				binary.LittleEndian.PutUint64(buf[:], math.Float64bits(v))
				h.Write(buf[:])
			}
		}
		for _, is := range l.ints64 {
			for _, v := range is {
				binary.LittleEndian.PutUint64(buf[:], uint64(v))
				h.Write(buf[:])
			}
		}
		for _, is := range l.ints32 {
			for _, v := range is {
				binary.LittleEndian.PutUint32(buf[:4], uint32(v))
				h.Write(buf[:4])
			}
		}
	}
	return h.Sum64()
}

// span is the address range of a slice's elements.
type span struct{ lo, hi uintptr }

func spanOf[T any](s []T) span {
	if len(s) == 0 {
		return span{}
	}
	var zero T
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(s)))
	return span{lo, lo + uintptr(len(s))*unsafe.Sizeof(zero)}
}

func (a span) overlaps(b span) bool {
	return a.lo < b.hi && b.lo < a.hi && a.lo != a.hi && b.lo != b.hi
}

func leafSpans(leaves []leafData) []span {
	var out []span
	for _, l := range leaves {
		for _, s := range l.floats {
			out = append(out, spanOf(s))
		}
		for _, s := range l.ints64 {
			out = append(out, spanOf(s))
		}
		for _, s := range l.ints32 {
			out = append(out, spanOf(s))
		}
	}
	return out
}

func resultSpans(m mat.Matrix) []span {
	switch v := m.(type) {
	case *mat.Dense:
		return []span{spanOf(v.RawMatrix().Data)}
	case *matrix.CSR:
		return []span{spanOf(v.Values()), spanOf(v.RowPtr()), spanOf(v.ColIdx())}
	}
	return nil
}

// zeroSignDiff reports the first cell where both results are zero with
// different signs (internal/hop/op.go: all paths agree on signed zeros), or "".
func zeroSignDiff(want, got mat.Matrix) string {
	r, c := want.Dims()
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			w, g := want.At(i, j), got.At(i, j)
			if w == 0 && g == 0 && math.Signbit(w) != math.Signbit(g) {
				return fmt.Sprintf("cell (%d,%d): want %s, got %s", i, j, fmtFloat(w), fmtFloat(g))
			}
		}
	}
	return ""
}

func allNonFinite(m mat.Matrix) bool {
	r, c := m.Dims()
	if r == 0 || c == 0 {
		return false
	}
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			v := m.At(i, j)
			if !math.IsNaN(v) && !math.IsInf(v, 0) {
				return false
			}
		}
	}
	return true
}

// checkDAG runs the differential check of d; it returns nil when every
// policy agrees with the reference. st may be nil.
func checkDAG(tb testing.TB, d *gDAG, st *checkStats) *dagFailure {
	return checkDAGOn(tb, d, st, func(p engine.Policy) *engine.Engine { return sharedEngine(tb, p) })
}

// checkDAGOn is checkDAG with the engines supplied by engineFor.
func checkDAGOn(tb testing.TB, d *gDAG, st *checkStats, engineFor func(engine.Policy) *engine.Engine) *dagFailure {
	return checkDAGWith(tb, d, st, engineFor, false)
}

// checkDAGWith is checkDAGOn; allowFallback accepts fused operators that
// ran unfused (results must still agree), except those whose plan cplan
// refused, which are internal errors.
func checkDAGWith(tb testing.TB, d *gDAG, st *checkStats, engineFor func(engine.Policy) *engine.Engine, allowFallback bool) *dagFailure {
	if st != nil {
		st.count(d)
	}
	fail := func(f *dagFailure) *dagFailure {
		if st != nil {
			st.mu.Lock()
			st.failures++
			st.mu.Unlock()
		}
		return f
	}
	b, err := d.build()
	if err != nil {
		return fail(&dagFailure{kind: "build", msg: err.Error()})
	}
	before := leafHash(b.leaves)
	spans := leafSpans(b.leaves)
	var want *engine.Result
	for _, p := range allPolicies {
		res, err := engineFor(p).Eval(context.Background(), b.outs...)
		if h := leafHash(b.leaves); h != before {
			return fail(&dagFailure{kind: "modified-input", policy: p, msg: "leaf data changed during Eval"})
		}
		if err != nil && p == engine.PolicyNone && d.hasDynamic() && strings.Contains(err.Error(), "empty") {
			// A removeEmpty that keeps nothing fails its consumers (see
			// engine.RemoveEmptyRows): every policy must fail as well.
			return checkConsistentError(engineFor, d, b, st, err, fail)
		}
		if err != nil {
			kind := "error"
			if p == engine.PolicyNone {
				kind = "base-error"
			}
			return fail(&dagFailure{kind: kind, policy: p, msg: err.Error()})
		}
		for i, o := range d.Outs {
			if o.isLeaf() {
				continue
			}
			for _, rs := range resultSpans(res.Matrix(i)) {
				for _, ls := range spans {
					if rs.overlaps(ls) {
						return fail(&dagFailure{kind: "alias", policy: p, msg: fmt.Sprintf("output %d shares memory with a leaf", i)})
					}
				}
			}
		}
		if p == engine.PolicyNone {
			want = res
			if f := checkOracle(engineFor(p), d, b); f != nil {
				return fail(f)
			}
			if st != nil {
				st.mu.Lock()
				for i := range d.Outs {
					st.outputs++
					if allNonFinite(res.Matrix(i)) {
						st.nonFinite++
					}
				}
				st.mu.Unlock()
			}
			continue
		}
		plan := res.Plan()
		var tmpls []string
		for _, op := range plan {
			tmpls = append(tmpls, op.Template.String())
		}
		for i := range d.Outs {
			df := bitwiseDiff(want.Matrix(i), res.Matrix(i))
			if reorderedSum(d.Outs[i]) {
				df = diff(want.Matrix(i), res.Matrix(i), reorderedSumTol)
			}
			if df != "" {
				return fail(&dagFailure{kind: "mismatch", policy: p, msg: fmt.Sprintf("output %d: %s", i, df), templates: tmpls})
			}
			if df := zeroSignDiff(want.Matrix(i), res.Matrix(i)); df != "" {
				return fail(&dagFailure{kind: "signed-zero", policy: p, msg: fmt.Sprintf("output %d: %s", i, df), templates: tmpls})
			}
		}
		for _, op := range plan {
			if op.Refused {
				return fail(&dagFailure{kind: "refused", policy: p, msg: fmt.Sprintf("cplan refused the selected %s/%s operator", op.Template, op.Variant), templates: tmpls})
			}
			if op.Fallback && !allowFallback {
				return fail(&dagFailure{kind: "fallback", policy: p, msg: fmt.Sprintf("fused %s/%s operator ran unfused", op.Template, op.Variant), templates: tmpls})
			}
		}
		if p == engine.PolicyFuseAll && st != nil {
			st.mu.Lock()
			st.fusedOps += len(plan)
			if len(plan) > 0 {
				st.fusedDAGs++
			}
			for _, op := range plan {
				if op.SparseSafe {
					st.sparseSafe++
				}
			}
			st.mu.Unlock()
		}
	}
	return nil
}

// checkConsistentError requires every fused policy to fail like Base did
// on a DAG with run-time shapes.
func checkConsistentError(engineFor func(engine.Policy) *engine.Engine, d *gDAG, b *built, st *checkStats,
	baseErr error, fail func(*dagFailure) *dagFailure) *dagFailure {
	for _, p := range allPolicies[1:] {
		if _, err := engineFor(p).Eval(context.Background(), b.outs...); err == nil {
			return fail(&dagFailure{kind: "inconsistent-error", policy: p,
				msg: fmt.Sprintf("Base failed (%v) but %s returned a result", baseErr, p)})
		}
	}
	if st != nil {
		st.mu.Lock()
		st.consistentErrors++
		st.mu.Unlock()
	}
	return nil
}

// checkOracle evaluates every node of d unfused and checks each operation
// against the oracle (gen_oracle_test.go).
func checkOracle(e *engine.Engine, d *gDAG, b *built) *dagFailure {
	nodes := d.reachable()
	outs := make([]*engine.Expr, len(nodes))
	for k, n := range nodes {
		outs[k] = b.exprOf[n]
	}
	res, err := e.Eval(context.Background(), outs...)
	if err != nil {
		return &dagFailure{kind: "base-error", policy: engine.PolicyNone, msg: "all nodes as outputs: " + err.Error()}
	}
	vals := make([]mat.Matrix, len(nodes))
	for k := range nodes {
		vals[k] = res.Matrix(k)
	}
	if msg := oracleCheck(d, nodes, vals); msg != "" {
		return &dagFailure{kind: "oracle", policy: engine.PolicyNone, msg: msg}
	}
	return nil
}

// reportFailure minimizes a failing DAG and formats it with the Go code of
// a regression test.
func reportFailure(tb testing.TB, label string, d *gDAG, f *dagFailure, budget int) string {
	small := minimize(d, func(c *gDAG) bool {
		g := checkDAG(tb, c, nil)
		return g != nil && g.kind == f.kind
	}, budget)
	mf := checkDAG(tb, small, nil)
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n", label, f)
	fmt.Fprintf(&b, "generated DAG (%d nodes):\n%s", len(d.reachable()), d)
	fmt.Fprintf(&b, "minimized DAG (%d nodes): %v\n%s", len(small.reachable()), mf, small)
	fmt.Fprintf(&b, "regression test code:\n%s", small.GoCode())
	return b.String()
}

// reorderedSumTol is the relative tolerance SEMANTICS.md allows for results
// that depend on a reordered sum. Reordering n terms changes a sum by up to
// about n*eps*sum|x_i|; the corpus keeps operands within a few orders of
// magnitude of each other, where 1e-9 relative covers that with margin, and
// element-wise operations after the sum (the generator avoids chaotic ones)
// do not amplify it beyond.
const reorderedSumTol = 1e-9

// reorderedSum reports whether n's value depends on a sum whose order of
// additions is not part of the contract: a matrix multiply, or a
// cumulative sum or product (their parallel scans combine block partials).
// Everything else — element-wise operations, sums and means in every
// direction (SEMANTICS.md, "Summation order"), min, max, indexMax,
// cumulative min and max, reorganisations — must agree bit for bit.
func reorderedSum(n *gNode) bool {
	seen := map[*gNode]bool{}
	var walk func(*gNode) bool
	walk = func(n *gNode) bool {
		if seen[n] {
			return false
		}
		seen[n] = true
		switch n.Op {
		case hop.OpMatMul, hop.OpCumSum, hop.OpCumProd, hop.OpCumSumProd:
			return true
		}
		for _, in := range n.In {
			if walk(in) {
				return true
			}
		}
		return false
	}
	return walk(n)
}
