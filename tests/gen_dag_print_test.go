package tests

// Printing of generated DAGs: as text for failure reports and as Go code
// for regression tests.

import (
	"fmt"
	"math"
	"strings"

	"github.com/fusejit/fusejit/internal/hop"
)

func fmtFloat(v float64) string {
	switch {
	case math.IsNaN(v):
		return "NaN"
	case math.IsInf(v, 1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case v == 0 && math.Signbit(v):
		return "-0"
	}
	return fmt.Sprintf("%g", v)
}

func goFloat(v float64) string {
	switch {
	case math.IsNaN(v):
		return "nan"
	case math.IsInf(v, 1):
		return "posInf"
	case math.IsInf(v, -1):
		return "negInf"
	case v == 0 && math.Signbit(v):
		return "negZero"
	}
	return fmt.Sprintf("%#v", v)
}

// describe prints one node with its inputs named by name.
func (n *gNode) describe(name func(*gNode) string) string {
	if n.isLeaf() {
		s := n.Leaf
		if s.Kind == lkScalar {
			return "scalar " + fmtFloat(s.Value)
		}
		var b strings.Builder
		kind := strings.TrimPrefix(s.Kind.String(), "lk")
		fmt.Fprintf(&b, "%s %dx%d seed=%d [%s,%s]", strings.ToLower(kind), s.Rows, s.Cols, s.Seed, fmtFloat(s.Lo), fmtFloat(s.Hi))
		if s.Kind == lkSparse {
			fmt.Fprintf(&b, " density=%g", s.Density)
			if s.EmptyRows > 0 {
				fmt.Fprintf(&b, " emptyRows=every%d", s.EmptyRows)
			}
			if s.EmptyCols > 0 {
				fmt.Fprintf(&b, " emptyCols=every%d", s.EmptyCols)
			}
		}
		if s.Halves {
			b.WriteString(" halves")
		}
		for _, set := range s.Sets {
			fmt.Fprintf(&b, " (%d,%d)=%s", set.I, set.J, fmtFloat(set.V))
		}
		return b.String()
	}
	args := make([]string, len(n.In))
	for k, x := range n.In {
		args[k] = name(x)
	}
	switch {
	case n.Op.IsBinary():
		switch n.Op {
		case hop.OpMin2:
			return fmt.Sprintf("min2(%s, %s)", args[0], args[1])
		case hop.OpMax2:
			return fmt.Sprintf("max2(%s, %s)", args[0], args[1])
		}
		return fmt.Sprintf("%s %s %s", args[0], n.Op, args[1])
	case n.Op.IsUnary(), n.Op.IsCumAgg():
		return fmt.Sprintf("%s(%s)", n.Op, args[0])
	case n.Op == hop.OpIfElse:
		return fmt.Sprintf("ifelse(%s, %s, %s)", args[0], args[1], args[2])
	case n.Op == hop.OpMatMul:
		return fmt.Sprintf("%s %%*%% %s", args[0], args[1])
	case n.Op == hop.OpTranspose:
		return fmt.Sprintf("t(%s)", args[0])
	case n.Op.IsAgg():
		return fmt.Sprintf("%s(%s)", aggName(n.Op, n.Dir), args[0])
	case n.Op == hop.OpSlice:
		return fmt.Sprintf("%s[%d:%d, %d:%d]", args[0], n.R0, n.R1, n.C0, n.C1)
	case n.Op == hop.OpCBind:
		return fmt.Sprintf("cbind(%s)", strings.Join(args, ", "))
	case n.Op == hop.OpRBind:
		return fmt.Sprintf("rbind(%s)", strings.Join(args, ", "))
	case n.Op == hop.OpSetSlice:
		return fmt.Sprintf("%s[%d:%d, %d:%d] <- %s", args[0], n.R0, n.R1, n.C0, n.C1, args[1])
	case n.Op == hop.OpRev, n.Op == hop.OpDiag:
		return fmt.Sprintf("%s(%s)", n.Op, args[0])
	case n.Op == hop.OpCumSumProd:
		return fmt.Sprintf("cumsumprod(%s, %s)", args[0], args[1])
	case n.Op == hop.OpOuter:
		return fmt.Sprintf("outer(%s, %s, %q)", args[0], args[1], n.Bin.String())
	case n.Op == hop.OpTable:
		return fmt.Sprintf("table(%s, %s, %d, %d)", args[0], args[1], n.TR, n.TC)
	case n.Op == hop.OpRemoveEmptyRows:
		return fmt.Sprintf("removeEmptyRows(%s)", strings.Join(args, ", "))
	case n.Op == hop.OpRemoveEmptyCols:
		return fmt.Sprintf("removeEmptyCols(%s)", strings.Join(args, ", "))
	}
	return "?"
}

// names assigns L<i> to leaves and t<i> to operations, by position among
// the reachable nodes.
func (d *gDAG) names() ([]*gNode, map[*gNode]string) {
	nodes := d.reachable()
	names := map[*gNode]string{}
	for i, n := range nodes {
		if n.isLeaf() {
			names[n] = fmt.Sprintf("L%d", i)
		} else {
			names[n] = fmt.Sprintf("t%d", i)
		}
	}
	return nodes, names
}

// String prints the DAG as numbered assignments followed by the outputs.
func (d *gDAG) String() string {
	nodes, names := d.names()
	name := func(n *gNode) string { return names[n] }
	var b strings.Builder
	for _, n := range nodes {
		shape := fmt.Sprintf("%dx%d", n.Rows, n.Cols)
		if n.dyn() {
			shape = fmt.Sprintf("<=%dx%d", n.Rows, n.Cols)
		}
		fmt.Fprintf(&b, "  %-4s = %-40s # %s\n", names[n], n.describe(name), shape)
	}
	outs := make([]string, len(d.Outs))
	for i, o := range d.Outs {
		outs[i] = names[o]
	}
	fmt.Fprintf(&b, "  outputs: %s\n", strings.Join(outs, ", "))
	return b.String()
}

var opConst = map[hop.OpCode]string{
	hop.OpAdd: "OpAdd", hop.OpSub: "OpSub", hop.OpMul: "OpMul", hop.OpDiv: "OpDiv", hop.OpPow: "OpPow",
	hop.OpMin2: "OpMin2", hop.OpMax2: "OpMax2", hop.OpEq: "OpEq", hop.OpNe: "OpNe", hop.OpLt: "OpLt",
	hop.OpLe: "OpLe", hop.OpGt: "OpGt", hop.OpGe: "OpGe", hop.OpAnd: "OpAnd", hop.OpOr: "OpOr",
	hop.OpNeg: "OpNeg", hop.OpAbs: "OpAbs", hop.OpSign: "OpSign", hop.OpSqrt: "OpSqrt", hop.OpExp: "OpExp",
	hop.OpLog: "OpLog", hop.OpRound: "OpRound", hop.OpFloor: "OpFloor", hop.OpCeil: "OpCeil",
	hop.OpSigmoid: "OpSigmoid", hop.OpSin: "OpSin", hop.OpCos: "OpCos", hop.OpTanh: "OpTanh",
	hop.OpIfElse: "OpIfElse", hop.OpMatMul: "OpMatMul", hop.OpTranspose: "OpTranspose",
	hop.OpSum: "OpSum", hop.OpMin: "OpMin", hop.OpMax: "OpMax", hop.OpMean: "OpMean", hop.OpIndexMax: "OpIndexMax",
	hop.OpCBind: "OpCBind", hop.OpCumSum: "OpCumSum", hop.OpCumProd: "OpCumProd", hop.OpCumMin: "OpCumMin",
	hop.OpCumMax: "OpCumMax", hop.OpCumSumProd: "OpCumSumProd", hop.OpRemoveEmptyRows: "OpRemoveEmptyRows",
	hop.OpMod: "OpMod", hop.OpIntDiv: "OpIntDiv", hop.OpXor: "OpXor", hop.OpLogB: "OpLogB",
	hop.OpIsNaN: "OpIsNaN", hop.OpIsInf: "OpIsInf", hop.OpNot: "OpNot", hop.OpSprop: "OpSprop",
	hop.OpAtan: "OpAtan", hop.OpAsin: "OpAsin", hop.OpAcos: "OpAcos", hop.OpSinh: "OpSinh", hop.OpCosh: "OpCosh",
	hop.OpRemoveEmptyCols: "OpRemoveEmptyCols", hop.OpRBind: "OpRBind", hop.OpRev: "OpRev", hop.OpDiag: "OpDiag",
	hop.OpSetSlice: "OpSetSlice", hop.OpProd: "OpProd", hop.OpVar: "OpVar", hop.OpSd: "OpSd",
	hop.OpIndexMin: "OpIndexMin",
}

var dirConst = map[hop.Direction]string{hop.DirFull: "DirFull", hop.DirRow: "DirRow", hop.DirCol: "DirCol"}

// GoCode prints Go statements that rebuild the DAG as d, for a regression
// test.
func (d *gDAG) GoCode() string {
	nodes, names := d.names()
	var b strings.Builder
	b.WriteString("d := &gDAG{}\n")
	for _, n := range nodes {
		nm := names[n]
		switch {
		case n.isLeaf():
			s := n.Leaf
			if s.Kind == lkScalar {
				fmt.Fprintf(&b, "%s := d.leaf(leafSpec{Kind: lkScalar, Value: %s})\n", nm, goFloat(s.Value))
				continue
			}
			fmt.Fprintf(&b, "%s := d.leaf(leafSpec{Kind: %s, Rows: %d, Cols: %d, Seed: %d, Lo: %s, Hi: %s",
				nm, s.Kind, s.Rows, s.Cols, s.Seed, goFloat(s.Lo), goFloat(s.Hi))
			if s.Density != 0 {
				fmt.Fprintf(&b, ", Density: %s", goFloat(s.Density))
			}
			if s.Halves {
				b.WriteString(", Halves: true")
			}
			if s.EmptyRows != 0 {
				fmt.Fprintf(&b, ", EmptyRows: %d", s.EmptyRows)
			}
			if s.EmptyCols != 0 {
				fmt.Fprintf(&b, ", EmptyCols: %d", s.EmptyCols)
			}
			if len(s.Sets) > 0 {
				sets := make([]string, len(s.Sets))
				for k, set := range s.Sets {
					sets[k] = fmt.Sprintf("{%d, %d, %s}", set.I, set.J, goFloat(set.V))
				}
				fmt.Fprintf(&b, ", Sets: []cellSet{%s}", strings.Join(sets, ", "))
			}
			b.WriteString("})\n")
		case n.Op.IsAgg():
			fmt.Fprintf(&b, "%s := d.agg(hop.%s, hop.%s, %s)\n", nm, opConst[n.Op], dirConst[n.Dir], names[n.In[0]])
		case n.Op == hop.OpSlice:
			fmt.Fprintf(&b, "%s := d.slice(%s, %d, %d, %d, %d)\n", nm, names[n.In[0]], n.R0, n.R1, n.C0, n.C1)
		case n.Op == hop.OpSetSlice:
			fmt.Fprintf(&b, "%s := d.setSlice(%s, %d, %d, %d, %d, %s)\n", nm, names[n.In[0]], n.R0, n.R1, n.C0, n.C1, names[n.In[1]])
		case n.Op == hop.OpOuter:
			fmt.Fprintf(&b, "%s := d.outer(%s, %s, hop.%s)\n", nm, names[n.In[0]], names[n.In[1]], opConst[n.Bin])
		case n.Op == hop.OpTable:
			fmt.Fprintf(&b, "%s := d.table(%s, %s, %d, %d)\n", nm, names[n.In[0]], names[n.In[1]], n.TR, n.TC)
		default:
			args := make([]string, len(n.In))
			for k, x := range n.In {
				args[k] = names[x]
			}
			fmt.Fprintf(&b, "%s := d.op(hop.%s, %s)\n", nm, opConst[n.Op], strings.Join(args, ", "))
		}
	}
	outs := make([]string, len(d.Outs))
	for i, o := range d.Outs {
		outs[i] = names[o]
	}
	fmt.Fprintf(&b, "d.out(%s)\n", strings.Join(outs, ", "))
	return b.String()
}
