package cplan

import (
	"fmt"
	"strings"
)

// Canonical exposes canonical to the tests of package cplan_test.
func (p *CPlan) Canonical() string { return p.canonical() }

// CanonicalFmt is canonical as it was written with fmt, before it was
// built with strconv: the reference the kernel keys must keep matching
// (a changed text would change every kernel's key and miss every
// persistent cache).
func (p *CPlan) CanonicalFmt() string { return p.canonicalFmt() }

func (p *CPlan) canonicalFmt() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s/%s/%d/%t/%d/%t/%d;", p.Template, p.Variant, p.AggOp, p.SparseSafe, p.MMInput, p.ZeroFlags, p.OuterK)
	if p.Means != 0 { // only then, so that the hashes of other plans stay put
		fmt.Fprintf(&b, "means%d;", p.Means)
	}
	if p.OuterUnblocked {
		b.WriteString("unblocked;")
	}
	if p.MainGuard {
		b.WriteString("guard;")
	}
	for _, in := range p.SideGuards {
		fmt.Fprintf(&b, "sideguard%d;", in)
	}
	if p.LongRows() {
		b.WriteString("wide;")
	}
	for _, op := range p.AggOps {
		fmt.Fprintf(&b, "agg%d;", op)
	}
	for _, in := range p.Inputs {
		fmt.Fprintf(&b, "%d:%t;", in.Kind, in.Sparse)
	}
	p.walk(func(n Node, id int, ids map[Node]int) {
		switch n := n.(type) {
		case *Data:
			fmt.Fprintf(&b, "d%d;", n.In)
		case *Dot:
			fmt.Fprintf(&b, "dot(%d,%d);", n.U, n.V)
		case *MatVec:
			fmt.Fprintf(&b, "mv(%d,%d,%t,%d);", ids[n.X], n.B, n.Scalar, n.K)
		case *RowReduce:
			fmt.Fprintf(&b, "ra%d(%d);", n.Op, ids[n.X])
		case *SliceCols:
			fmt.Fprintf(&b, "sl(%d,%d,%d);", ids[n.X], n.C0, n.C1)
		case *RowScan:
			fmt.Fprintf(&b, "rs%d(%d);", n.Op, ids[n.X])
		case *CBind:
			fmt.Fprintf(&b, "cb(")
			for _, x := range n.Xs {
				fmt.Fprintf(&b, "%d,", ids[x])
			}
			fmt.Fprintf(&b, ");")
		case *Unary:
			fmt.Fprintf(&b, "u%d(%d);", n.Op, ids[n.X])
		case *Binary:
			fmt.Fprintf(&b, "b%d/%d/%t(%d,%d);", n.Op, n.Rule, n.Dynamic, ids[n.A], ids[n.B])
		case *IfElse:
			fmt.Fprintf(&b, "t(%d,%d,%d);", ids[n.Cond], ids[n.A], ids[n.B])
		}
	})
	return b.String()
}

// WindowCellsBound exposes windowCellsBound to the tests of package
// cplan_test.
func WindowCellsBound(rowPtr []int64, window int) int64 { return windowCellsBound(rowPtr, window) }
