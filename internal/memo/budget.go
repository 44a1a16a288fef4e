package memo

import "github.com/fusejit/fusejit/internal/hop"

// RowBlocks is the Row template with one more kind of operator for a
// memory budget: x %*% B of an outer-product shape (a B wider than it is
// long; see outerLike), which Row otherwise leaves to Base and Outer.
// Computed row by row, such a product is never held whole: a worker holds
// one row of it, so rowSums(exp(U %*% t(V))) and sum(U %*% t(V)) need
// memory for U, V and a row per worker where Base needs U %*% t(V).
// Wide chooses the products this applies to (the engine passes those whose
// output exceeds the memory budget); with it nil, RowBlocks is Row.
type RowBlocks struct {
	Row
	Wide func(h *hop.Hop) bool
}

var _ Template = RowBlocks{}

// wide reports whether h is a product RowBlocks adds.
func (t RowBlocks) wide(h *hop.Hop) bool {
	if h.Op != hop.OpMatMul || t.Wide == nil {
		return false
	}
	a, b := h.Inputs[0], h.Inputs[1]
	return a.Op != hop.OpTranspose && isMatrix(a) && a.Cols > 1 && !b.Sparse && !dynamicZeros(b) && t.Wide(h)
}

// Open implements Template.
func (t RowBlocks) Open(h *hop.Hop, tbl *Table) bool {
	return t.wide(h) || t.Row.Open(h, tbl)
}

// Fuse implements Template: a wide product also fuses the operator that
// computes its left side.
func (t RowBlocks) Fuse(h, in *hop.Hop) bool {
	if t.wide(h) && h.Inputs[0] == in && h.Inputs[1] != in && !dynamicZeros(in) {
		return in.Rows > 1 && in.Cols > 1
	}
	return t.Row.Fuse(h, in)
}

// BudgetTemplates returns Templates with Row replaced by RowBlocks{Wide:
// wide}.
func BudgetTemplates(wide func(h *hop.Hop) bool) []Template {
	ts := Templates()
	for i, tp := range ts {
		if r, ok := tp.(Row); ok {
			ts[i] = RowBlocks{Row: r, Wide: wide}
		}
	}
	return ts
}
