package cplan

import (
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// buildRow builds the plan of a Row operator: per row i of the main input,
// per-row scalars and row vectors computed from row i of every row-aligned
// input, closed by storing the row (no_agg, row_agg), a column aggregate, a
// full aggregate, or t(Z) %*% W (col_agg_t), where Z is the main input.
func (b *builder) buildRow() (*CPlan, error) {
	op := b.op
	root := op.Root
	p := &CPlan{Template: memo.TemplateRow, Root: root, MMInput: -1}
	var out *hop.Hop // the row-aligned operator whose rows are consumed
	switch {
	case root.Op.IsAgg() && root.Dir == hop.DirCol:
		p.Variant, p.AggOp, out = ColAgg, root.Op, root.Inputs[0]
	case root.Op.IsAgg() && root.Dir == hop.DirFull:
		p.Variant, p.AggOp, out = FullAgg, root.Op, root.Inputs[0]
	case root.Op == hop.OpMatMul && root.Inputs[0].Op == hop.OpTranspose:
		// The kernel reads X of t(X) by rows, whether or not the operator
		// covers the transpose (fuse-right plans leave it materialized for
		// other consumers; X is then materialized too, since unfused
		// execution computes t(X) from it).
		p.Variant, out = ColAggT, root.Inputs[1]
	case root.Op.IsAgg() && root.Dir == hop.DirRow:
		p.Variant, out = RowAgg, root
	default:
		p.Variant, out = NoAgg, root
	}
	if caps, _ := memo.CapabilitiesOf(memo.TemplateRow); (p.Variant == ColAgg || p.Variant == FullAgg) && !caps.ClosingAggs.Has(p.AggOp) {
		return nil, unsupported(p.Template, "row operator cannot close with %s", root)
	}
	if p.Variant == ColAgg || p.Variant == FullAgg {
		var mean bool
		if p.AggOp, mean = kernelAgg(p.AggOp); mean {
			p.Means = 1
		}
	}
	b.row, b.rows, b.cols = true, out.Rows, -1
	p.Rows = out.Rows
	switch {
	case p.Variant == ColAggT:
		p.MMInput = b.dataIndex(root.Inputs[0].Inputs[0])
		p.Out = b.operand(root, 1)
		if w := root.Inputs[1].Cols; w > 1 && w <= SmallK {
			p.OuterK = w
		}
	case out == root:
		p.Out = b.node(root)
	default:
		p.Out = b.operand(root, 0)
	}
	if b.err != nil {
		return nil, b.err
	}
	p.Inputs = b.ins
	main := p.MMInput
	if main < 0 {
		for i, in := range p.Inputs {
			if in.Kind == KindMatrix && (main < 0 || in.Hop.Cols > p.Inputs[main].Hop.Cols ||
				(in.Sparse && !p.Inputs[main].Sparse)) {
				main = i
			}
		}
	}
	for i, in := range p.Inputs { // no matrix: a column vector drives the rows
		if main < 0 && in.Kind == KindColVector && !in.Sparse {
			main = i
		}
	}
	if main < 0 {
		return nil, unsupported(p.Template, "row operator at %s reads no row-aligned input", root)
	}
	p.swapInputs(0, main)
	if p.Variant == ColAggT {
		p.MMInput = 0
	}
	p.Cols = p.Inputs[0].Hop.Cols
	b.deriveRules(p)
	p.WideRows = p.wideRows(p.Cols)
	return p, nil
}

// dataIndex returns the input index of h, adding it as a data input.
func (b *builder) dataIndex(h *hop.Hop) int { return b.data(h).(*Data).In }

// rowKind classifies a materialized input of a Row operator over n rows.
func rowKind(h *hop.Hop, n int) InputKind {
	switch {
	case h.IsScalar():
		return KindScalar
	case h.Rows == n && h.Cols == 1:
		return KindColVector
	case h.Rows == n:
		return KindMatrix
	case h.Rows == 1:
		return KindRowVector
	}
	return KindWhole
}

// rowNode translates the Row-specific operators.
func (b *builder) rowNode(h *hop.Hop) (Node, bool) {
	switch {
	case h.Op == hop.OpMatMul && h.Inputs[0].Op != hop.OpTranspose:
		mv := &MatVec{X: b.operand(h, 0), B: b.factor(h.Inputs[1], KindWhole), Scalar: h.Cols == 1}
		if h.Cols <= SmallK {
			mv.K = h.Cols
		}
		return mv, true
	case h.Op.IsAgg() && h.Dir == hop.DirRow:
		return &RowReduce{Op: h.Op, X: b.operand(h, 0)}, true
	case h.Op == hop.OpSlice:
		return &SliceCols{X: b.operand(h, 0), C0: h.C0, C1: h.C1}, true
	case h.IsRowScan():
		return &RowScan{Op: h.Op, X: b.operand(h, 0)}, true
	case h.Op == hop.OpCBind:
		n := &CBind{}
		for k := range h.Inputs {
			n.Xs = append(n.Xs, b.operand(h, k))
		}
		return n, true
	}
	return nil, false
}

// IsVector reports whether n is a row vector (rather than a per-row or
// broadcast scalar) in a Row operator.
func (p *CPlan) IsVector(n Node) bool {
	switch n := n.(type) {
	case *Data:
		k := p.Inputs[n.In].Kind
		return k == KindMatrix || k == KindRowVector
	case *MatVec:
		return !n.Scalar
	case *RowReduce:
		return false
	case *SliceCols:
		return n.C1-n.C0 > 1 // one column broadcasts like a column vector
	case *CBind, *RowScan:
		return true
	}
	for _, c := range Operands(n) {
		if p.IsVector(c) {
			return true
		}
	}
	return false
}

// SparseRow reports whether n is a sparse row vector: the main input's
// row when it is CSR, or a zero-preserving operation of one with scalars
// or dense vectors, which is computed on the stored cells only.
func (p *CPlan) SparseRow(n Node) bool {
	switch n := n.(type) {
	case *Data:
		in := p.Inputs[n.In]
		return in.Sparse && in.Kind == KindMatrix
	case *Unary:
		return hop.UnaryKeepsZero(n.Op) && p.SparseRow(n.X)
	case *Binary:
		if n.Dynamic { // the rule depends on a scalar known at run time
			return false
		}
		a, b := p.SparseRow(n.A), p.SparseRow(n.B)
		switch {
		case a && b:
			return false // two sparse rows: not supported
		case a:
			return n.Rule == hop.ZeroIfA || n.Rule == hop.ZeroIfEither
		case b:
			return n.Rule == hop.ZeroIfB || n.Rule == hop.ZeroIfEither
		}
	}
	return false
}

// OuterTransposed reports whether a col_agg_t kernel accumulates
// t(Z) %*% W, with W of OuterK columns and dense rows of Z and W, into a
// transposed partial (K x m, row c holding column c of the result): each
// row then adds K contiguous axpys, which vectorize, instead of strided
// updates of an m x K partial. The skeleton transposes the merged partial.
func (p *CPlan) OuterTransposed() bool {
	return p.Variant == ColAggT && p.OuterK > 0 && !p.Inputs[0].Sparse && !p.SparseRow(p.Out)
}

// PartialBlocked reports whether a col_agg_t kernel leaves t(Z) %*% W to
// the skeleton, which needs Z dense: for each range of rows it is called
// on, the kernel stores row i of W, dense, at out[(i - rl) * K], and the
// skeleton adds t(Z[rl:ru]) %*% W[rl:ru] to the partial with one BLAS
// product. The kernel is called on blocks of a few dozen rows, so W is
// never materialized whole, and the partial is updated from a block at
// once instead of by a rank-one update per row, which ran at about half
// of Base's speed for K = 200 (BLAS blocks the product for the caches).
// Narrow W (OuterK > 0) and one column (a per-row scalar) keep the
// kernel's own update; a CSR Z keeps it too, updating only the partial's
// rows at its stored cells.
func (p *CPlan) PartialBlocked() bool {
	return p.Variant == ColAggT && p.OuterK == 0 && !p.Inputs[0].Sparse && p.IsVector(p.Out)
}

// BlockedProduct reports whether the rows of x %*% B (node n) come from
// the skeleton in a PartialBlocked plan: x is the row of a dense
// row-aligned input and B a dense input read whole, so that for a block of
// rows rl <= i < ru the skeleton computes x[rl:ru] %*% B with one BLAS
// product into the node's scratch, which then holds ru - rl rows (row i at
// (i - rl) * width), and the kernel reads row i there. A kernel computes
// one row at a time, streaming all of B through the core for every row;
// BLAS reuses B across the rows of the block.
func (p *CPlan) BlockedProduct(n *MatVec) bool {
	if !p.PartialBlocked() || n.Scalar || n.K > 0 || p.PackedColumns(n.B) || p.Inputs[n.B].Sparse {
		return false
	}
	x, ok := n.X.(*Data)
	return ok && p.Inputs[x.In].Kind == KindMatrix && !p.Inputs[x.In].Sparse
}
