package cplan

import (
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/selection"
)

// Build constructs the CPlan of a selected Cell operator: it numbers the
// materialized inputs in a canonical order, translates the covered
// operators into nodes (merging equal subexpressions), chooses the main
// input (a sparse driver that makes the operator sparse-safe if there is
// one) and derives the structural-zero rules.
//
// isSparse tells whether a materialized input arrives as CSR; nil uses the
// inferred format (hop.Hop.Sparse). The engine passes the actual formats
// when they differ from the inferred ones.
//
// A plan outside its template's declaration (memo.Capabilities) is refused
// with an error matching ErrUnsupported.
func Build(op *selection.FusedOp, isSparse func(*hop.Hop) bool) (*CPlan, error) {
	p, err := build(op, isSparse)
	if err != nil {
		return p, err // an Outer plan comes with the first node it refused
	}
	if err := p.assertCapabilities(); err != nil {
		return nil, err
	}
	return p, nil
}

func build(op *selection.FusedOp, isSparse func(*hop.Hop) bool) (*CPlan, error) {
	if isSparse == nil {
		isSparse = func(h *hop.Hop) bool { return h.Sparse }
	}
	b := &builder{op: op, isSparse: isSparse, nodes: map[int]Node{}, inputs: map[int]int{}, factors: map[factorKey]int{}, cse: map[any]Node{}}
	switch op.Type {
	case memo.TemplateCell, memo.TemplateMAgg:
		return b.buildCell()
	case memo.TemplateRow:
		return b.buildRow()
	case memo.TemplateOuter:
		p, err := b.buildOuter()
		if err == nil {
			err = b.err
		}
		return p, err
	}
	return nil, unsupported(op.Type, "template %s is not supported yet", op.Type)
}

// buildCell builds Cell plans and MAgg plans (several full aggregates over
// one iteration space).
func (b *builder) buildCell() (*CPlan, error) {
	op := b.op
	root := op.Root
	p := &CPlan{Template: op.Type, Root: root}
	space := root
	if root.Op.IsAgg() {
		space = root.Inputs[0]
		var mean bool
		p.AggOp, mean = kernelAgg(root.Op)
		if mean {
			p.Means = 1
		}
		switch root.Dir {
		case hop.DirFull:
			p.Variant = FullAgg
		case hop.DirRow:
			p.Variant = RowAgg
		case hop.DirCol:
			p.Variant = ColAgg
		}
	}
	p.Rows, p.Cols = space.Rows, space.Cols
	b.rows, b.cols = space.Rows, space.Cols
	switch {
	case op.Type == memo.TemplateMAgg:
		p.Means = 0 // per member below
		for _, r := range op.Roots {
			in := r.Inputs[0]
			if !r.Op.IsAgg() || r.Dir != hop.DirFull || in.Rows != p.Rows || in.Cols != p.Cols {
				return nil, unsupported(op.Type, "magg member %s is not a full aggregate over %dx%d", r, p.Rows, p.Cols)
			}
			p.Outs = append(p.Outs, b.operand(r, 0))
			agg, mean := kernelAgg(r.Op)
			if mean {
				p.Means |= 1 << len(p.AggOps)
			}
			p.AggOps = append(p.AggOps, agg)
		}
		p.Out = p.Outs[0]
		p.AggOp = p.AggOps[0]
	case root.Op.IsAgg():
		p.Out = b.operand(root, 0)
	default:
		p.Out = b.node(root)
	}
	p.Inputs = b.ins
	if err := b.chooseMain(p); err != nil {
		return nil, err
	}
	b.simplify(p)
	b.deriveRules(p)
	p.SparseSafe = sparseSafe(p)
	p.ZeroFlags = p.Variant == NoAgg && p.mayBeZero(p.Out)
	return p, nil
}

type builder struct {
	op         *selection.FusedOp
	isSparse   func(*hop.Hop) bool
	rows, cols int
	nodes      map[int]Node      // by HOP id
	inputs     map[int]int       // HOP id -> index of its data input (b.data)
	factors    map[factorKey]int // (HOP id, kind) -> index of a factor input (b.factor)
	ins        []Input           // materialized inputs in first-use order
	cse        map[any]Node      // structural CSE, by node value
	dots       int               // outer products (Dot nodes) built
	row        bool              // building a Row plan: inputs are read by rows
	err        error             // first error while translating nodes
}

// operand returns the node for input k of h: the fused operator's node if
// h's entry fuses it, else a data read.
func (b *builder) operand(h *hop.Hop, k int) Node {
	in := h.Inputs[k]
	if e := b.op.Entries[h.ID]; e != nil && e.IsRef(k) {
		return b.node(in)
	}
	return b.data(in)
}

func (b *builder) node(h *hop.Hop) Node {
	if n, ok := b.nodes[h.ID]; ok {
		return n
	}
	var n Node
	if b.row {
		if rn, ok := b.rowNode(h); ok {
			b.nodes[h.ID] = rn
			return rn
		}
	}
	switch {
	case h.Op.IsUnary():
		n = b.intern(&Unary{Op: h.Op, X: b.operand(h, 0)})
	case h.Op.IsBinary():
		n = b.intern(&Binary{Op: h.Op, A: b.operand(h, 0), B: b.operand(h, 1)})
	case h.Op == hop.OpIfElse:
		n = b.intern(&IfElse{Cond: b.operand(h, 0), A: b.operand(h, 1), B: b.operand(h, 2)})
	case h.Op == hop.OpMatMul && b.op.Type == memo.TemplateOuter:
		d, err := b.outerProduct(h)
		if err != nil {
			b.err = err
			n = b.data(h)
		} else {
			n = d
		}
	default:
		n = b.data(h)
	}
	b.nodes[h.ID] = n
	return n
}

// intern returns an existing node equal to n, so common subexpressions
// inside one operator are computed once.
func (b *builder) intern(n Node) Node {
	// The node's value is the key: equal operations on the same operand
	// nodes (compared by identity) are one node. Formatting it as a
	// string key took a third of the time of building a CPlan.
	var key any
	switch n := n.(type) {
	case *Unary:
		key = *n
	case *Binary:
		key = *n
	case *IfElse:
		key = *n
	default:
		return n
	}
	if prev, ok := b.cse[key]; ok {
		return prev
	}
	b.cse[key] = n
	return n
}

func (b *builder) data(h *hop.Hop) Node {
	if idx, ok := b.inputs[h.ID]; ok {
		return b.nodes[-1-idx]
	}
	in := Input{Hop: h, Sparse: b.isSparse(h)}
	switch {
	case b.row:
		in.Kind = rowKind(h, b.rows)
		if in.Kind == KindScalar {
			in.Sparse = false
			in.Value, in.Known = h.ScalarValue()
		}
	case h.IsScalar():
		in.Kind = KindScalar
		in.Sparse = false
		in.Value, in.Known = h.ScalarValue()
	case h.Rows == b.rows && h.Cols == b.cols:
		in.Kind = KindMatrix
	case h.Cols == 1 && h.Rows == b.rows:
		in.Kind = KindColVector
	default:
		in.Kind = KindRowVector
	}
	idx := len(b.ins)
	b.ins = append(b.ins, in)
	b.inputs[h.ID] = idx
	n := &Data{In: idx}
	b.nodes[-1-idx] = n
	return n
}

// chooseMain moves the main input to position 0: the sparsest sparse
// matrix input that makes the operator sparse-safe, else the first matrix
// input. Input numbering stays canonical otherwise.
func (b *builder) chooseMain(p *CPlan) error {
	main := -1
	for i, in := range p.Inputs {
		if in.Kind == KindMatrix {
			main = i
			break
		}
	}
	if main < 0 {
		return unsupported(p.Template, "operator at hop %d has no input of its full %dx%d shape", p.Root.ID, p.Rows, p.Cols)
	}
	best := -1
	for i, in := range p.Inputs {
		if in.Kind != KindMatrix || !in.Sparse {
			continue
		}
		p.swapInputs(0, i)
		b.deriveRules(p)
		ok := sparseSafe(p)
		p.swapInputs(0, i)
		if ok && (best < 0 || in.Hop.NNZ < p.Inputs[best].Hop.NNZ) {
			best = i
		}
	}
	if best >= 0 {
		main = best
	}
	p.swapInputs(0, main)
	return nil
}

// swapInputs exchanges inputs i and j and renumbers the data nodes.
func (p *CPlan) swapInputs(i, j int) {
	if i == j {
		return
	}
	p.Inputs[i], p.Inputs[j] = p.Inputs[j], p.Inputs[i]
	swap := func(x *int) {
		switch *x {
		case i:
			*x = j
		case j:
			*x = i
		}
	}
	for _, n := range p.Nodes() {
		switch n := n.(type) {
		case *Data:
			swap(&n.In)
		case *Dot:
			swap(&n.U)
			swap(&n.V)
		}
	}
	if p.Variant == LeftMM || p.Variant == RightMM {
		swap(&p.MMInput)
	}
}
