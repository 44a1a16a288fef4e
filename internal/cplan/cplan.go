package cplan

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// InputKind is how a fused operator reads one of its inputs relative to
// its iteration space of n x m cells.
type InputKind uint8

const (
	KindMatrix    InputKind = iota // n x m: cell (i, j)
	KindColVector                  // n x 1: cell (i, 0) for every j
	KindRowVector                  // 1 x m: cell (0, j) for every i
	KindScalar                     // 1 x 1: one value for all cells
	KindRowsI                      // n x w: row i as a vector (Outer: U, t(U) %*% W's U)
	KindRowsJ                      // m x w: row j as a vector (Outer: V, W %*% V's V)
	KindWhole                      // L x k: read whole (Row: B in x %*% B)
)

func (k InputKind) String() string {
	return [...]string{"matrix", "colvec", "rowvec", "scalar", "rows-i", "rows-j", "whole"}[k]
}

// Input is one materialized input of a fused operator. Input 0 is the main
// input, which drives the iteration.
type Input struct {
	Hop    *hop.Hop
	Kind   InputKind
	Sparse bool // read from CSR
	// Known is set for scalar inputs whose value is known when planning
	// (literals and 1 x 1 leaves); Value is that value.
	Known bool
	Value float64
}

// Node is a basic operation inside a CPlan. The variants are *Data,
// *Unary, *Binary and *IfElse.
type Node interface{ node() }

// Data reads input In at the current cell.
type Data struct{ In int }

// Unary applies an element-wise unary op.
type Unary struct {
	Op hop.OpCode
	X  Node
}

// Binary applies an element-wise binary op. Rule says when its result is a
// structural zero; Dynamic means the rule additionally requires that the
// scalar operand s satisfies op(0, s) == 0 (or op(s, 0) == 0), checked at
// run time because s is not known when planning.
type Binary struct {
	Op      hop.OpCode
	A, B    Node
	Rule    hop.BinaryZeroRule
	Dynamic bool
}

// IfElse selects A where Cond != 0, else B.
type IfElse struct{ Cond, A, B Node }

// Row-template nodes: values per row are per-row scalars or row vectors.

// MatVec multiplies the row vector X by input B (L x k): a vector of k
// values, or a per-row scalar when k is 1 (Scalar).
type MatVec struct {
	X      Node
	B      int
	Scalar bool
	// K is B's number of columns when it is small (at most SmallK), so
	// that kernels keep the K sums in registers; 0 otherwise.
	K int
}

// SmallK is the largest width kernels specialize on: products with few
// columns (X %*% V with skinny V) and t(X) %*% W with few columns.
const SmallK = 8

// RowReduce aggregates the row vector X to a per-row scalar.
type RowReduce struct {
	Op hop.OpCode
	X  Node
}

// SliceCols is the column range [C0, C1) of the row vector X.
type SliceCols struct {
	X      Node
	C0, C1 int
}

// CBind concatenates row vectors and per-row scalars.
type CBind struct{ Xs []Node }

// RowScan is the cumulative aggregate Op (OpCumSum, OpCumProd, OpCumMin or
// OpCumMax) along the row vector X, left to right from the identity: a
// row vector of X's width.
type RowScan struct {
	Op hop.OpCode
	X  Node
}

func (*MatVec) node()    {}
func (*RowReduce) node() {}
func (*SliceCols) node() {}
func (*CBind) node()     {}
func (*RowScan) node()   {}

// Dot is the inner product of row i of input U and row j of input V: the
// cell (i, j) of U %*% t(V), computed per stored cell in Outer operators.
type Dot struct{ U, V int }

func (*Dot) node()    {}
func (*Data) node()   {}
func (*Unary) node()  {}
func (*Binary) node() {}
func (*IfElse) node() {}

var (
	_ Node = (*Data)(nil)
	_ Node = (*Dot)(nil)
	_ Node = (*MatVec)(nil)
	_ Node = (*RowReduce)(nil)
	_ Node = (*SliceCols)(nil)
	_ Node = (*CBind)(nil)
	_ Node = (*RowScan)(nil)
	_ Node = (*Unary)(nil)
	_ Node = (*Binary)(nil)
	_ Node = (*IfElse)(nil)
)

// Variant is the aggregation of a Cell operator.
type Variant uint8

const (
	NoAgg Variant = iota
	RowAgg
	ColAgg
	FullAgg
	// LeftMM is Outer's t(U) %*% W: out[j,:] += w * U[i,:] (transposed).
	LeftMM
	// RightMM is Outer's W %*% V: out[i,:] += w * V[j,:].
	RightMM
	// ColAggT is Row's t(Z) %*% W: out[j,:] += Z[i,j] * W[i,:].
	ColAggT
)

func (v Variant) String() string {
	return [...]string{"no_agg", "row_agg", "col_agg", "full_agg", "left_mm", "right_mm", "col_agg_t"}[v]
}

// CPlan is the code-generation plan of one fused operator.
type CPlan struct {
	Template memo.TemplateType
	Variant  Variant
	AggOp    hop.OpCode // OpSum, OpMin or OpMax when Variant != NoAgg
	Inputs   []Input
	Out      Node
	// Outs and AggOps are the outputs of a MAgg operator (full aggregates
	// computed in one pass); Out is Outs[0] and AggOp AggOps[0].
	Outs   []Node
	AggOps []hop.OpCode
	// Means has bit i set when output i is a mean: AggOp (or AggOps[i]) is
	// then OpSum, the kernel sums as for a sum, and the skeleton divides
	// the result by the number of cells aggregated (see MeanCount).
	Means uint8
	// OuterK is the number of columns of W in a col_agg_t Row operator
	// t(Z) %*% W when it is small (at most SmallK); 0 otherwise.
	OuterK int
	// OuterUnblocked: V of a sparse-safe Outer operator fits in the L2
	// cache, so its kernel has no blocked walk (see CPlan.OuterBlocked).
	OuterUnblocked bool
	// MainGuard: a Row kernel also measures the largest magnitude of its
	// main input's cells (see SetMainGuard).
	MainGuard bool
	// SideGuards are the inputs (dense column vectors of the main input's
	// rows) whose largest magnitudes a MainGuard Row kernel also measures,
	// in the order of their slots (see SetSideGuard).
	SideGuards []int
	// ZeroFlags: the no_agg output can be a structural zero, so the kernel
	// also writes a flag per cell (1 = structural zero) and the result is a
	// CSR with exactly the cells unfused execution would store.
	ZeroFlags bool
	// MMInput is the input multiplied in by left_mm and right_mm Outer
	// operators (L in t(L) %*% W, R in W %*% R).
	MMInput int
	// SparseSafe: the main input is sparse and every cell that is a
	// structural zero of it yields a structural zero of the output, so only
	// its stored cells are visited.
	SparseSafe bool
	// WideRows: a Row plan whose main input has WideRowMinCols columns or
	// more, and whose kernel's pipelined dense dot loops take their
	// long-row code (see LongRows). Set only where that code may run, so
	// the hashes of other plans do not depend on their width.
	WideRows bool
	// Root is the HOP the operator computes; Rows x Cols is the iteration
	// space (the main input's shape). Neither is part of the hash.
	Root       *hop.Hop
	Rows, Cols int

	hash    string
	abiOnce sync.Once
	abi     *ABI
}

// Hash returns a stable hash of everything that affects the generated
// code: equal plans from different DAGs, iterations and sizes share one
// kernel.
func (p *CPlan) Hash() string {
	if p.hash == "" {
		sum := sha256.Sum256([]byte(p.canonical()))
		p.hash = hex.EncodeToString(sum[:16])
	}
	return p.hash
}

// canonical serializes the plan without HOP ids or sizes. Nodes are
// numbered in post-order, so shared nodes are written once. Built with
// strconv, not fmt: every optimized Eval hashes the plans of its fused
// operators to look their kernels up, and formatting was most of that
// (the text is the one fmt wrote: TestCanonicalText).
func (p *CPlan) canonical() string {
	c := canonicalText{b: make([]byte, 0, 256)}
	c.str(p.Template.String(), '/')
	c.str(p.Variant.String(), '/')
	c.num(int64(p.AggOp), '/')
	c.flag(p.SparseSafe, '/')
	c.num(int64(p.MMInput), '/')
	c.flag(p.ZeroFlags, '/')
	c.num(int64(p.OuterK), ';')
	if p.Means != 0 { // only then, so that the hashes of other plans stay put
		c.str("means", 0)
		c.num(int64(p.Means), ';')
	}
	if p.OuterUnblocked {
		c.str("unblocked;", 0)
	}
	if p.MainGuard {
		c.str("guard;", 0)
	}
	for _, in := range p.SideGuards {
		c.str("sideguard", 0)
		c.num(int64(in), ';')
	}
	if p.LongRows() {
		c.str("wide;", 0)
	}
	for _, op := range p.AggOps {
		c.str("agg", 0)
		c.num(int64(op), ';')
	}
	for _, in := range p.Inputs {
		c.num(int64(in.Kind), ':')
		c.flag(in.Sparse, ';')
	}
	p.walk(func(n Node, id int, ids map[Node]int) {
		switch n := n.(type) {
		case *Data:
			c.str("d", 0)
			c.num(int64(n.In), ';')
		case *Dot:
			c.str("dot(", 0)
			c.num(int64(n.U), ',')
			c.num(int64(n.V), ')')
			c.str(";", 0)
		case *MatVec:
			c.str("mv(", 0)
			c.num(int64(ids[n.X]), ',')
			c.num(int64(n.B), ',')
			c.flag(n.Scalar, ',')
			c.num(int64(n.K), ')')
			c.str(";", 0)
		case *RowReduce:
			c.str("ra", 0)
			c.num(int64(n.Op), '(')
			c.num(int64(ids[n.X]), ')')
			c.str(";", 0)
		case *SliceCols:
			c.str("sl(", 0)
			c.num(int64(ids[n.X]), ',')
			c.num(int64(n.C0), ',')
			c.num(int64(n.C1), ')')
			c.str(";", 0)
		case *RowScan:
			c.str("rs", 0)
			c.num(int64(n.Op), '(')
			c.num(int64(ids[n.X]), ')')
			c.str(";", 0)
		case *CBind:
			c.str("cb(", 0)
			for _, x := range n.Xs {
				c.num(int64(ids[x]), ',')
			}
			c.str(");", 0)
		case *Unary:
			c.str("u", 0)
			c.num(int64(n.Op), '(')
			c.num(int64(ids[n.X]), ')')
			c.str(";", 0)
		case *Binary:
			c.str("b", 0)
			c.num(int64(n.Op), '/')
			c.num(int64(n.Rule), '/')
			c.flag(n.Dynamic, '(')
			c.num(int64(ids[n.A]), ',')
			c.num(int64(ids[n.B]), ')')
			c.str(";", 0)
		case *IfElse:
			c.str("t(", 0)
			c.num(int64(ids[n.Cond]), ',')
			c.num(int64(ids[n.A]), ',')
			c.num(int64(ids[n.B]), ')')
			c.str(";", 0)
		}
	})
	return string(c.b)
}

// canonicalText appends the fields of canonical, each followed by a
// separator (0: none).
type canonicalText struct{ b []byte }

func (c *canonicalText) sep(s byte) {
	if s != 0 {
		c.b = append(c.b, s)
	}
}

func (c *canonicalText) str(v string, s byte) {
	c.b = append(c.b, v...)
	c.sep(s)
}

func (c *canonicalText) num(v int64, s byte) {
	c.b = strconv.AppendInt(c.b, v, 10)
	c.sep(s)
}

func (c *canonicalText) flag(v bool, s byte) {
	c.b = strconv.AppendBool(c.b, v)
	c.sep(s)
}

// walk visits every node once in post-order (operands first) and passes
// its number.
func (p *CPlan) walk(visit func(n Node, id int, ids map[Node]int)) {
	ids := map[Node]int{}
	var rec func(n Node)
	rec = func(n Node) {
		if _, ok := ids[n]; ok {
			return
		}
		for _, c := range Operands(n) {
			rec(c)
		}
		ids[n] = len(ids)
		visit(n, ids[n], ids)
	}
	for _, o := range p.Outputs() {
		rec(o)
	}
}

// Outputs returns the output nodes: Outs for MAgg, else Out.
func (p *CPlan) Outputs() []Node {
	if len(p.Outs) > 0 {
		return p.Outs
	}
	return []Node{p.Out}
}

// Nodes returns the nodes in post-order (operands before users), each once.
func (p *CPlan) Nodes() []Node {
	var out []Node
	p.walk(func(n Node, _ int, _ map[Node]int) { out = append(out, n) })
	return out
}

// Operands returns the direct operands of n.
func Operands(n Node) []Node {
	switch n := n.(type) {
	case *Unary:
		return []Node{n.X}
	case *Binary:
		return []Node{n.A, n.B}
	case *IfElse:
		return []Node{n.Cond, n.A, n.B}
	case *MatVec:
		return []Node{n.X}
	case *RowReduce:
		return []Node{n.X}
	case *SliceCols:
		return []Node{n.X}
	case *RowScan:
		return []Node{n.X}
	case *CBind:
		return n.Xs
	}
	return nil
}

// String prints the plan for Explain.
func (p *CPlan) String() string {
	var b strings.Builder
	agg := ""
	if p.AggOp != hop.OpInvalid {
		agg = "(" + p.shownAgg(0, p.AggOp).String() + ")"
	}
	fmt.Fprintf(&b, "CPlan %s %s%s sparse_safe=%t hash=%s", p.Template, p.Variant, agg, p.SparseSafe, p.Hash())
	if p.LongRows() {
		b.WriteString(" long_rows")
	}
	b.WriteString("\n")
	for i, in := range p.Inputs {
		role := "side"
		if i == 0 {
			role = "main"
		}
		format := "dense"
		if in.Sparse {
			format = "sparse"
		}
		fmt.Fprintf(&b, "    in%d %s %s %s <- hop %d\n", i, role, format, in.Kind, in.Hop.ID)
	}
	names := map[Node]string{}
	p.walk(func(n Node, id int, _ map[Node]int) {
		name := fmt.Sprintf("t%d", id)
		switch n := n.(type) {
		case *Data:
			names[n] = fmt.Sprintf("in%d", n.In)
			return
		case *Unary:
			fmt.Fprintf(&b, "    %s = %s(%s)\n", name, n.Op, names[n.X])
		case *Binary:
			fmt.Fprintf(&b, "    %s = %s %s %s\n", name, names[n.A], n.Op, names[n.B])
		case *IfElse:
			fmt.Fprintf(&b, "    %s = ifelse(%s, %s, %s)\n", name, names[n.Cond], names[n.A], names[n.B])
		case *Dot:
			fmt.Fprintf(&b, "    %s = dot(in%d[i,], in%d[j,])\n", name, n.U, n.V)
		case *MatVec:
			fmt.Fprintf(&b, "    %s = %s %%*%% in%d\n", name, names[n.X], n.B)
		case *RowReduce:
			fmt.Fprintf(&b, "    %s = row%s(%s)\n", name, n.Op, names[n.X])
		case *SliceCols:
			fmt.Fprintf(&b, "    %s = %s[, %d:%d]\n", name, names[n.X], n.C0, n.C1)
		case *RowScan:
			fmt.Fprintf(&b, "    %s = row%s(%s)\n", name, n.Op, names[n.X])
		case *CBind:
			parts := make([]string, len(n.Xs))
			for i, x := range n.Xs {
				parts[i] = names[x]
			}
			fmt.Fprintf(&b, "    %s = cbind(%s)\n", name, strings.Join(parts, ", "))
		}
		names[n] = name
	})
	for i, o := range p.Outputs() {
		op := p.AggOp
		if len(p.AggOps) > i {
			op = p.AggOps[i]
		}
		switch {
		case p.Variant == ColAggT:
			fmt.Fprintf(&b, "    out += t(in%d) %%*%% %s\n", p.MMInput, names[o])
		case p.Variant == LeftMM:
			fmt.Fprintf(&b, "    out += t(in%d) %%*%% %s\n", p.MMInput, names[o])
		case p.Variant == RightMM:
			fmt.Fprintf(&b, "    out += %s %%*%% in%d\n", names[o], p.MMInput)
		case op != hop.OpInvalid:
			fmt.Fprintf(&b, "    out%d = %s%s(%s)\n", i, p.Variant.String()[:3], p.shownAgg(i, op), names[o])
		default:
			fmt.Fprintf(&b, "    out = %s\n", names[o])
		}
	}
	return b.String()
}

// ScatteredInputs returns the sparse side inputs of a sparse-safe plan
// that its kernel reads by scattering each row into a dense buffer: every
// CSR matrix input but the main one. A kernel then reads them at column j
// with one load instead of advancing a cursor per stored cell of the main
// input (a branchy merge that cannot be vectorized). Their scratch is laid
// out by the kernel ABI (abi.go).
func (p *CPlan) ScatteredInputs() []int {
	if !p.SparseSafe {
		return nil
	}
	var out []int
	for i, in := range p.Inputs {
		if i != 0 && in.Sparse && in.Kind == KindMatrix {
			out = append(out, i)
		}
	}
	return out
}

// shownAgg is the aggregate of output i as the user wrote it: a mean where
// the kernel sums.
func (p *CPlan) shownAgg(i int, op hop.OpCode) hop.OpCode {
	if p.IsMean(i) {
		return hop.OpMean
	}
	return op
}

// IsMean reports whether output i is a mean (see Means).
func (p *CPlan) IsMean(i int) bool { return i < 8 && p.Means&(1<<i) != 0 }

// kernelAgg returns the aggregate the kernel folds with for op, and
// whether op is a mean folded as a sum.
func kernelAgg(op hop.OpCode) (hop.OpCode, bool) {
	if op == hop.OpMean {
		return hop.OpSum, true
	}
	return op, false
}

// MeanCount is the number of cells output i of a mean aggregates, given
// the call's iteration space rows x cols (cplan.Frame): per row for
// row_agg, per column for col_agg, all of them for full_agg. A Row
// operator's iteration space is its main input; the aggregated row-aligned
// value has the Root's input's width.
func (p *CPlan) MeanCount(rows, cols int) float64 {
	if p.Template == memo.TemplateRow && len(p.Root.Inputs) > 0 {
		cols = p.Root.Inputs[0].Cols
	}
	switch p.Variant {
	case RowAgg:
		return float64(cols)
	case ColAgg:
		return float64(rows)
	}
	return float64(rows) * float64(cols)
}

// Rebound returns a copy of p whose inputs and root are the operators
// hopOf maps them to: the same operators of another DAG of the same shape,
// for which the engine reuses the program p belongs to. The copy shares
// p's nodes, which are not modified once built, and its hash.
func (p *CPlan) Rebound(hopOf func(*hop.Hop) *hop.Hop) *CPlan {
	q := &CPlan{
		Template: p.Template, Variant: p.Variant, AggOp: p.AggOp,
		Inputs: slices.Clone(p.Inputs), Out: p.Out,
		Outs: slices.Clone(p.Outs), AggOps: slices.Clone(p.AggOps),
		Means: p.Means, OuterK: p.OuterK, OuterUnblocked: p.OuterUnblocked,
		MainGuard: p.MainGuard, SideGuards: slices.Clone(p.SideGuards),
		ZeroFlags: p.ZeroFlags, MMInput: p.MMInput, SparseSafe: p.SparseSafe,
		WideRows: p.WideRows, Root: hopOf(p.Root), Rows: p.Rows, Cols: p.Cols,
		hash: p.hash,
	}
	for i := range q.Inputs {
		q.Inputs[i].Hop = hopOf(p.Inputs[i].Hop)
	}
	return q
}
