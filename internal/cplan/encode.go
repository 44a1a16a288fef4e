package cplan

import (
	"encoding/json"
	"fmt"
	"math"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// The encoding below lets a plan travel to another process (a distributed
// worker) that must run the identical kernel: Decode rebuilds a plan whose
// Hash equals the original's, so the worker's code generator emits the same
// LLVM IR and its kernel cache finds the same key. HOPs do not travel: the
// decoded inputs and root are bare HOPs carrying only the shape facts the
// skeletons read.

// encodingVersion changes whenever the encoding's meaning changes; Decode
// rejects other versions instead of misreading them.
const encodingVersion = 1

type wirePlan struct {
	Version    int
	Template   memo.TemplateType
	Variant    Variant
	AggOp      hop.OpCode
	AggOps     []hop.OpCode `json:",omitempty"`
	Means      uint8        `json:",omitempty"`
	OuterK     int
	Unblocked  bool  `json:",omitempty"`
	MainGuard  bool  `json:",omitempty"`
	SideGuards []int `json:",omitempty"`
	WideRows   bool  `json:",omitempty"`
	ZeroFlags  bool
	MMInput    int
	SparseSafe bool
	Inputs     []wireInput
	// Nodes in post-order: operands refer to earlier indexes.
	Nodes []wireNode
	Outs  []int
	// Root's shape and format; Rows x Cols is the iteration space.
	RootRows, RootCols int
	RootSparse         bool
	Rows, Cols         int
}

type wireInput struct {
	Kind   InputKind
	Sparse bool
	Known  bool
	// Value travels as its IEEE 754 bits: JSON has no NaN or Inf.
	Value      uint64
	Rows, Cols int
}

// wireNode is the union of the node types; T names the type.
type wireNode struct {
	T       string
	Op      hop.OpCode         `json:",omitempty"`
	Args    []int              `json:",omitempty"`
	In      int                `json:",omitempty"`
	Rule    hop.BinaryZeroRule `json:",omitempty"`
	Dynamic bool               `json:",omitempty"`
	B       int                `json:",omitempty"`
	Scalar  bool               `json:",omitempty"`
	K       int                `json:",omitempty"`
	C0, C1  int                `json:",omitempty"`
	U, V    int                `json:",omitempty"`
}

// Encode serializes p: everything its Hash covers, the values of inputs
// known when planning, and the shapes of its inputs and root.
func Encode(p *CPlan) ([]byte, error) {
	w := wirePlan{
		Version: encodingVersion, Template: p.Template, Variant: p.Variant, AggOp: p.AggOp,
		AggOps: p.AggOps, Means: p.Means, OuterK: p.OuterK, Unblocked: p.OuterUnblocked, ZeroFlags: p.ZeroFlags, MMInput: p.MMInput,
		MainGuard: p.MainGuard, SideGuards: p.SideGuards, WideRows: p.WideRows, SparseSafe: p.SparseSafe, Rows: p.Rows, Cols: p.Cols,
	}
	if p.Root != nil {
		w.RootRows, w.RootCols, w.RootSparse = p.Root.Rows, p.Root.Cols, p.Root.Sparse
	}
	for _, in := range p.Inputs {
		wi := wireInput{Kind: in.Kind, Sparse: in.Sparse, Known: in.Known, Value: math.Float64bits(in.Value)}
		if in.Hop != nil {
			wi.Rows, wi.Cols = in.Hop.Rows, in.Hop.Cols
		}
		w.Inputs = append(w.Inputs, wi)
	}
	var err error
	p.walk(func(n Node, _ int, ids map[Node]int) {
		wn := wireNode{}
		ref := func(ns ...Node) []int {
			out := make([]int, len(ns))
			for i, x := range ns {
				out[i] = ids[x]
			}
			return out
		}
		switch n := n.(type) {
		case *Data:
			wn.T, wn.In = "data", n.In
		case *Dot:
			wn.T, wn.U, wn.V = "dot", n.U, n.V
		case *Unary:
			wn.T, wn.Op, wn.Args = "unary", n.Op, ref(n.X)
		case *Binary:
			wn.T, wn.Op, wn.Args, wn.Rule, wn.Dynamic = "binary", n.Op, ref(n.A, n.B), n.Rule, n.Dynamic
		case *IfElse:
			wn.T, wn.Args = "ifelse", ref(n.Cond, n.A, n.B)
		case *MatVec:
			wn.T, wn.Args, wn.B, wn.Scalar, wn.K = "matvec", ref(n.X), n.B, n.Scalar, n.K
		case *RowReduce:
			wn.T, wn.Op, wn.Args = "rowreduce", n.Op, ref(n.X)
		case *SliceCols:
			wn.T, wn.Args, wn.C0, wn.C1 = "slicecols", ref(n.X), n.C0, n.C1
		case *CBind:
			wn.T, wn.Args = "cbind", ref(n.Xs...)
		case *RowScan:
			wn.T, wn.Op, wn.Args = "rowscan", n.Op, ref(n.X)
		default:
			err = fmt.Errorf("cplan: encode: unknown node type %T", n)
		}
		w.Nodes = append(w.Nodes, wn)
	})
	if err != nil {
		return nil, err
	}
	ids := map[Node]int{}
	for i, n := range p.Nodes() {
		ids[n] = i
	}
	for _, o := range p.Outputs() {
		w.Outs = append(w.Outs, ids[o])
	}
	return json.Marshal(w)
}

// Decode rebuilds a plan encoded by Encode.
func Decode(data []byte) (*CPlan, error) {
	var w wirePlan
	if err := json.Unmarshal(data, &w); err != nil {
		return nil, fmt.Errorf("cplan: decode: %w", err)
	}
	if w.Version != encodingVersion {
		return nil, fmt.Errorf("cplan: decode: encoding version %d, want %d", w.Version, encodingVersion)
	}
	p := &CPlan{
		Template: w.Template, Variant: w.Variant, AggOp: w.AggOp, AggOps: w.AggOps, Means: w.Means,
		OuterK: w.OuterK, OuterUnblocked: w.Unblocked, ZeroFlags: w.ZeroFlags, MMInput: w.MMInput, SparseSafe: w.SparseSafe,
		MainGuard: w.MainGuard, SideGuards: w.SideGuards, WideRows: w.WideRows,
		Root: &hop.Hop{Rows: w.RootRows, Cols: w.RootCols, Sparse: w.RootSparse},
		Rows: w.Rows, Cols: w.Cols,
	}
	for _, wi := range w.Inputs {
		p.Inputs = append(p.Inputs, Input{
			Hop:  &hop.Hop{Rows: wi.Rows, Cols: wi.Cols, Sparse: wi.Sparse},
			Kind: wi.Kind, Sparse: wi.Sparse, Known: wi.Known, Value: math.Float64frombits(wi.Value),
		})
	}
	nodes := make([]Node, len(w.Nodes))
	for i, wn := range w.Nodes {
		args := make([]Node, len(wn.Args))
		for k, a := range wn.Args {
			if a < 0 || a >= i {
				return nil, fmt.Errorf("cplan: decode: node %d refers to node %d", i, a)
			}
			args[k] = nodes[a]
		}
		arity := map[string]int{"data": 0, "dot": 0, "unary": 1, "binary": 2, "ifelse": 3,
			"matvec": 1, "rowreduce": 1, "slicecols": 1, "rowscan": 1}
		if want, ok := arity[wn.T]; ok && want != len(args) {
			return nil, fmt.Errorf("cplan: decode: node %d (%s) has %d operands, want %d", i, wn.T, len(args), want)
		}
		var n Node
		switch wn.T {
		case "data":
			n = &Data{In: wn.In}
		case "dot":
			n = &Dot{U: wn.U, V: wn.V}
		case "unary":
			n = &Unary{Op: wn.Op, X: args[0]}
		case "binary":
			n = &Binary{Op: wn.Op, A: args[0], B: args[1], Rule: wn.Rule, Dynamic: wn.Dynamic}
		case "ifelse":
			n = &IfElse{Cond: args[0], A: args[1], B: args[2]}
		case "matvec":
			n = &MatVec{X: args[0], B: wn.B, Scalar: wn.Scalar, K: wn.K}
		case "rowreduce":
			n = &RowReduce{Op: wn.Op, X: args[0]}
		case "slicecols":
			n = &SliceCols{X: args[0], C0: wn.C0, C1: wn.C1}
		case "cbind":
			n = &CBind{Xs: args}
		case "rowscan":
			n = &RowScan{Op: wn.Op, X: args[0]}
		default:
			return nil, fmt.Errorf("cplan: decode: node %d: unknown type %q", i, wn.T)
		}
		nodes[i] = n
	}
	if len(w.Outs) == 0 {
		return nil, fmt.Errorf("cplan: decode: no outputs")
	}
	for _, o := range w.Outs {
		if o < 0 || o >= len(nodes) {
			return nil, fmt.Errorf("cplan: decode: output refers to node %d of %d", o, len(nodes))
		}
		p.Outs = append(p.Outs, nodes[o])
	}
	p.Out = p.Outs[0]
	if len(p.Outs) == 1 && len(p.AggOps) == 0 {
		p.Outs = nil // a single-output plan keeps Out only, as Build makes it
	}
	for _, in := range p.inputRefs(nodes) {
		if in < 0 || in >= len(p.Inputs) {
			return nil, fmt.Errorf("cplan: decode: node reads input %d of %d", in, len(p.Inputs))
		}
	}
	return p, nil
}

// inputRefs lists the input indexes the nodes read, for Decode's checks.
func (p *CPlan) inputRefs(nodes []Node) []int {
	var out []int
	for _, n := range nodes {
		switch n := n.(type) {
		case *Data:
			out = append(out, n.In)
		case *Dot:
			out = append(out, n.U, n.V)
		case *MatVec:
			out = append(out, n.B)
		}
	}
	if p.Template == memo.TemplateOuter || p.Variant == LeftMM || p.Variant == RightMM {
		out = append(out, p.MMInput)
	}
	return out
}
