package memo

import "github.com/fusejit/fusejit/internal/hop"

// Outer is the outer-product template: it binds to the stored cells of a
// sparse driver X and computes, per cell, the dot product of rows of U and
// V and element-wise operations on it, so that the dense product U %*% t(V)
// is never formed. It is valid only once a sparsity-exploiting multiply by
// the driver (X * ..., X / ...) is fused, and closes with a full sum, a
// right multiply (... %*% V), a left multiply (t(U) %*% ...) or nothing
// (a cell-wise result with X's structure).
type Outer struct{}

var _ Template = Outer{}

// Type implements Template.
func (Outer) Type() TemplateType { return TemplateOuter }

// outerLike reports whether h is U %*% W with a tall U and a wide W whose
// product is large in both dimensions: an outer-product-like multiply.
func outerLike(h *hop.Hop) bool {
	if h.Op != hop.OpMatMul {
		return false
	}
	a, b := h.Inputs[0], h.Inputs[1]
	return a.Rows > a.Cols && b.Rows < b.Cols && h.Rows > outerCaps.MinOuterDim && h.Cols > outerCaps.MinOuterDim
}

// Open implements Template. Besides the outer-product-like multiply, it
// opens (invalid) on the transposes the operator reads through: t(V) in
// U %*% t(V) and t(U) in t(U) %*% W, so that U and V are read by rows.
func (Outer) Open(h *hop.Hop, t *Table) bool {
	if h.Op != hop.OpTranspose {
		return outerLike(h)
	}
	cons := t.DAG.Consumers[h.ID]
	for _, c := range cons {
		if !outerTranspose(c, h) {
			return false
		}
	}
	return len(cons) > 0
}

// outerTranspose reports whether the transpose tr is read through by an
// Outer operator at c: as t(V) in U %*% t(V), or as t(U) in t(U) %*% W with
// a large W.
func outerTranspose(c, tr *hop.Hop) bool {
	if c.Op != hop.OpMatMul {
		return false
	}
	if c.Inputs[1] == tr && c.Inputs[0] != tr {
		return outerLike(c)
	}
	w := c.Inputs[1]
	return c.Inputs[0] == tr && w != tr && w.Rows > outerCaps.MinOuterDim && w.Cols > outerCaps.MinOuterDim && tr.Rows < tr.Cols
}

// Fuse implements Template.
func (Outer) Fuse(h, in *hop.Hop) bool {
	switch {
	case h.Op.IsElementwise():
		return h.Rows == in.Rows && h.Cols == in.Cols
	case h.Op.IsAgg():
		return outerCaps.ClosingAggs.Has(h.Op) && h.Dir == hop.DirFull
	case h.Op == hop.OpMatMul:
		a, b := h.Inputs[0], h.Inputs[1]
		if a == in && b != in { // right: W %*% V
			return b.Cols < b.Rows
		}
		if b == in && a.Op == hop.OpTranspose { // left: t(U) %*% W
			u := a.Inputs[0]
			return u.Rows == in.Rows && u.Cols < u.Rows
		}
	}
	return false
}

// Merge implements Template: element-wise Cell plans over the same cells,
// such as X != 0, join the operator, and so do the transposes it reads
// through.
func (Outer) Merge(h, in *hop.Hop) bool {
	if in.Op == hop.OpTranspose {
		return outerTranspose(h, in)
	}
	return h.Op.IsElementwise() && in.Op.IsElementwise() && in.Rows == h.Rows && in.Cols == h.Cols
}

// Close implements Template.
func (Outer) Close(h *hop.Hop, e *Entry, t *Table) Status {
	if outerLike(h) || h.Op == hop.OpTranspose {
		return OpenInvalid
	}
	chain, valid := -1, false
	for k, ref := range e.Inputs {
		if g := t.Group(ref); ref != NoRef && g.Has(TemplateOuter, nil) && h.Inputs[k].Op != hop.OpTranspose {
			chain = k
			valid = valid || g.Has(TemplateOuter, Status.Valid)
		}
	}
	if chain < 0 {
		return ClosedInvalid
	}
	switch {
	case sparseDriverOp(h, chain):
		return OpenValid
	case h.Op.IsElementwise():
		if !valid {
			return OpenInvalid
		}
		if keepsZero(h, chain) {
			return OpenValid
		}
		return ClosedInvalid // would need the cells X does not store
	case valid:
		return ClosedValid
	}
	return ClosedInvalid
}

// sparseDriverOp reports whether h multiplies the outer chain (input k) by
// a sparse driver, or divides a sparse driver by it.
func sparseDriverOp(h *hop.Hop, k int) bool {
	if len(h.Inputs) != 2 || h.Inputs[0] == h.Inputs[1] {
		return false // UV' / UV': the chain cannot drive itself
	}
	switch h.Op {
	case hop.OpMul:
		return h.Inputs[1-k].Sparse
	case hop.OpDiv:
		return k == 1 && h.Inputs[0].Sparse
	}
	return false
}

// keepsZero reports whether h's output is zero wherever its input k is.
func keepsZero(h *hop.Hop, k int) bool {
	switch {
	case h.Op.IsUnary():
		return hop.UnaryKeepsZero(h.Op)
	case h.Op == hop.OpMul:
		return true
	case h.Op == hop.OpDiv:
		return k == 0
	}
	return false
}
