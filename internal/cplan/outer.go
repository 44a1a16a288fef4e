package cplan

import (
	"github.com/fusejit/fusejit/internal/hop"
)

// buildOuter builds the plan of an Outer operator: per stored cell (i, j)
// of the sparse driver, the dot product of U[i,] and V[j,] (the cell of
// U %*% t(V)) and the fused element-wise operations on it, closed by a full
// sum, a right multiply W %*% R, a left multiply t(L) %*% W, or nothing (a
// result with the driver's structure).
func (b *builder) buildOuter() (*CPlan, error) {
	op := b.op
	root := op.Root
	p := &CPlan{Template: op.Type, Root: root}
	var chain *hop.Hop // the operator whose value per cell is aggregated
	switch {
	case root.Op == hop.OpSum && root.Dir == hop.DirFull:
		p.Variant, p.AggOp, chain = FullAgg, hop.OpSum, root.Inputs[0]
	case root.Op == hop.OpMatMul && op.Entries[root.ID].IsRef(0) && !op.Entries[root.ID].IsRef(1):
		p.Variant, chain = RightMM, root.Inputs[0]
	case root.Op == hop.OpMatMul && root.Inputs[0].Op == hop.OpTranspose && op.Entries[root.ID].IsRef(1):
		if !op.Covers(root.Inputs[0].ID) {
			return nil, unsupported(p.Template, "outer left multiply at %s reads a materialized transpose", root)
		}
		p.Variant, chain = LeftMM, root.Inputs[1]
	case root.Op.IsElementwise():
		p.Variant, chain = NoAgg, root
	default:
		return nil, unsupported(p.Template, "outer operator cannot end at %s", root)
	}
	p.Rows, p.Cols = chain.Rows, chain.Cols
	b.rows, b.cols = chain.Rows, chain.Cols
	if chain == root {
		p.Out = b.node(root)
	} else if p.Variant == FullAgg {
		p.Out = b.operand(root, 0)
	} else {
		p.Out = b.node(chain)
	}
	switch p.Variant {
	case RightMM:
		p.MMInput = b.factor(root.Inputs[1], KindRowsJ)
	case LeftMM:
		p.MMInput = b.factor(root.Inputs[0].Inputs[0], KindRowsI)
	}
	if b.dots == 0 {
		return nil, unsupported(p.Template, "outer operator at %s computes no outer product", root)
	}
	p.Inputs = b.ins
	if err := b.chooseMain(p); err != nil {
		return nil, err
	}
	b.deriveRules(p)
	if !sparseSafe(p) {
		return nil, unsupported(p.Template, "outer operator at %s is not sparse-safe", root)
	}
	// Proven before simplifying: dropping (X != 0) relies on the operator
	// visiting only X's stored cells.
	p.SparseSafe = true
	b.simplify(p)
	b.deriveRules(p)
	p.ZeroFlags = p.Variant == NoAgg && p.mayBeZero(p.Out)
	p.OuterUnblocked = outerUnblocked(p)
	return p, nil
}

// outerProduct returns the Dot node of U %*% t(V), reading U and V by rows.
func (b *builder) outerProduct(h *hop.Hop) (Node, error) {
	u, vt := h.Inputs[0], h.Inputs[1]
	if vt.Op != hop.OpTranspose || !b.op.Covers(vt.ID) {
		return nil, unsupported(b.op.Type, "outer product %s does not read V through t(V)", h)
	}
	n := &Dot{U: b.factor(u, KindRowsI), V: b.factor(vt.Inputs[0], KindRowsJ)}
	b.dots++
	return n, nil
}

// factor adds a dense input read by rows (U, V and the multiplier of left
// and right multiplies) and returns its index.
func (b *builder) factor(h *hop.Hop, kind InputKind) int {
	key := factorKey{h.ID, kind}
	if idx, ok := b.factors[key]; ok {
		return idx
	}
	idx := len(b.ins)
	in := Input{Hop: h, Kind: kind}
	if kind == KindWhole {
		in.Sparse = b.isSparse(h) // rejected by assertCapabilities: see there
	}
	b.ins = append(b.ins, in)
	b.factors[key] = idx
	return idx
}

// factorKey identifies a factor input: one HOP may be read as a factor
// (B of x %*% B, U or V of an outer product) and, separately, by cell.
type factorKey struct {
	hop  int
	kind InputKind
}
