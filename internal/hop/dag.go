package hop

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unsafe"
)

// DAG is a prepared copy of the operators reachable from a set of outputs:
// ids are positions in topological order (inputs before consumers), common
// subexpressions are merged, and consumers are known. The optimizer may
// rewrite a DAG in place; the user's expressions are never touched.
type DAG struct {
	Roots     []*Hop   // outputs, in the caller's order (may repeat)
	Nodes     []*Hop   // all operators, Nodes[i].ID == i
	Consumers [][]*Hop // by id; a consumer appears once per input edge

	// firedAt collects the places Replace records while one rewrite runs
	// (see OptimizeWith).
	firedAt []firing
	// threads bounds the goroutines a rewrite may use to read operand
	// values (the matrix-chain overflow proof); 0 means GOMAXPROCS.
	threads int
	// speculate lets the matrix-chain rule leave its largest operand's
	// magnitude to a guard (Options.Speculate); guards are those it left.
	speculate bool
	guards    []ChainGuard
	// merged says the DAG is numbered (renumber would keep every id) and
	// has no two operators CSE would merge: Prepare leaves it so, and so
	// does a CSE pass; Replace, and any rule that changes the DAG, clear
	// it. A CSE pass on a merged DAG changes nothing, so OptimizeWith
	// skips it (three passes that key every operator, most of the
	// pipeline's time when no rule fires, as in an iterative program's
	// DAGs).
	merged bool
	// dynScratch holds replaceEach's DynamicShapes between its calls.
	dynScratch []bool
}

// Prepare copies the DAG below roots. It returns the first error recorded
// on any root.
func Prepare(roots []*Hop) (*DAG, error) {
	for i, r := range roots {
		if r == nil {
			return nil, shapeErr("Eval", "output %d is nil", i)
		}
		if r.Err != nil {
			return nil, r.Err
		}
	}
	d := &DAG{}
	copies := make(map[*Hop]*Hop)
	byKey := make(map[string]*Hop)
	keyer := cseKeyer{b: make([]byte, 0, 64), nondet: OpCode.Nondeterministic}
	var visit func(h *Hop) *Hop
	visit = func(h *Hop) *Hop {
		if c, ok := copies[h]; ok {
			return c
		}
		c := *h
		c.Inputs = make([]*Hop, len(h.Inputs))
		for i, in := range h.Inputs {
			c.Inputs[i] = visit(in)
		}
		key := keyer.key(&c)
		if prev, ok := byKey[string(key)]; ok {
			copies[h] = prev
			return prev
		}
		c.ID = len(d.Nodes)
		n := &c
		d.Nodes = append(d.Nodes, n)
		byKey[string(key)] = n
		copies[h] = n
		return n
	}
	for _, r := range roots {
		d.Roots = append(d.Roots, visit(r))
	}
	d.linkConsumers()
	// Merged by key as it was copied, inputs first: a copy is keyed after
	// its inputs' representatives, as eliminateCommon keys, and appended
	// when its first instance is finished, in the order renumber's walk
	// finishes it (TestPrepareIsMergedAndNumbered).
	d.merged = true
	return d, nil
}

// cseKeyer builds CSE keys, which identify an operator by its operation,
// parameters and (already merged) inputs, so equal subexpressions share
// one node; the operations nondet names are never merged
// (OpCode.Nondeterministic). It builds them into one buffer that it reuses
// from operator to operator: Prepare and CSE key every operator of every
// DAG, and a map looks a key up from the buffer without copying it.
type cseKeyer struct {
	b      []byte
	nondet func(OpCode) bool
}

// num appends one number of the key (strconv, not fmt: keys are built for
// every operator on every Eval).
func (k *cseKeyer) num(v uint64) {
	k.b = append(k.b, '/')
	k.b = strconv.AppendUint(k.b, v, 16)
}

// key returns h's key, valid until the next call.
func (k *cseKeyer) key(h *Hop) []byte {
	k.b = k.b[:0]
	k.num(uint64(h.Op))
	k.num(uint64(h.Dir))
	if k.nondet(h.Op) {
		// Its own address: two draws are never one.
		k.num(uint64(uintptr(unsafe.Pointer(h))))
	}
	switch h.Op {
	case OpDense:
		k.num(uint64(uintptr(unsafe.Pointer(h.Dense))))
	case OpSparse:
		k.num(uint64(uintptr(unsafe.Pointer(h.CSR))))
	case OpScalar:
		// The bits, so that -0 and +0 (and NaN payloads) stay apart.
		k.num(math.Float64bits(h.Value))
	case OpSlice:
		for _, v := range [...]int{h.R0, h.R1, h.C0, h.C1} {
			k.num(uint64(v))
		}
	}
	paramKey(h, k.num)
	k.b = append(k.b, '|')
	for _, in := range h.Inputs {
		k.num(uint64(in.ID))
	}
	return k.b
}

// IsRoot reports whether h is one of the DAG's outputs.
func (d *DAG) IsRoot(h *Hop) bool {
	for _, r := range d.Roots {
		if r == h {
			return true
		}
	}
	return false
}

// String prints the DAG one operator per line, inputs first.
func (d *DAG) String() string {
	var b strings.Builder
	for _, n := range d.Nodes {
		fmt.Fprintf(&b, "  %-4d %-10s %dx%d", n.ID, opLabel(n), n.Rows, n.Cols)
		if len(n.Inputs) > 0 {
			ids := make([]string, len(n.Inputs))
			for i, in := range n.Inputs {
				ids[i] = fmt.Sprint(in.ID)
			}
			fmt.Fprintf(&b, "  (%s)", strings.Join(ids, ","))
		}
		fmt.Fprintf(&b, "  nnz~%d", n.NNZ)
		if d.IsRoot(n) {
			b.WriteString("  [output]")
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func opLabel(h *Hop) string {
	if h.Name != "" {
		return opName(h) + ":" + h.Name
	}
	return opName(h)
}

func opName(h *Hop) string {
	switch {
	case h.Op == OpScalar:
		return fmt.Sprintf("lit(%g)", h.Value)
	case h.Op.IsAgg() || h.IsRowScan():
		return h.Dir.String() + h.Op.String()
	case h.Op == OpSlice:
		return fmt.Sprintf("[%d:%d,%d:%d]", h.R0, h.R1, h.C0, h.C1)
	}
	if l := paramLabel(h); l != "" {
		return l
	}
	return h.Op.String()
}
