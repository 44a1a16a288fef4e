package hop

// rewriteDiagMatMul: diag(v) %*% X -> v * X + 0 and X %*% diag(v) ->
// X * t(v) + 0 for a dense column v (Boehm et al., IEEE Data Eng. Bull.
// 2014, among the static simplifications; here it needs v's format, known
// exactly at Eval). The product reads every cell of X once and builds no
// n x n matrix, and the element-wise form fuses with its neighbours.
//
// Bit for bit: diag of a dense v stores every v_i, zeros included, so the
// product's cell (i, j) is the single term v_i * X_ij, NaN and Inf
// included (0 * Inf is NaN in both). Against a dense X, Base adds that
// term to +0, so the rule appends + 0, which turns a -0 into +0 and leaves
// every other value alone; against a CSR X, Base's sparse product starts
// from the term itself and leaves unstored cells unstored, as v * X does.
// X's format must therefore be exact: X is a leaf, the transpose of one, or
// a product of such operands (Base's product is a CSR exactly when both
// operands are).
// A CSR v is left alone: its diagonal matrix stores only v's stored cells,
// and a row of unstored cells is +0 even against an Inf in X, which v * X
// is not.
func rewriteDiagMatMul(d *DAG) bool {
	return replaceEach(d, func(h *Hop, dyn []bool) *Hop {
		if h.Op != OpMatMul || dyn[h.ID] {
			return nil
		}
		a, b := h.Inputs[0], h.Inputs[1]
		if v, ok := denseDiagColumn(a, dyn); ok && exactFormat(b) {
			return asProduct(NewBinary(OpMul, v, b), b)
		}
		if v, ok := denseDiagColumn(b, dyn); ok && exactFormat(a) {
			return asProduct(NewBinary(OpMul, a, NewTranspose(v)), a)
		}
		return nil
	})
}

// exactFormat reports whether h's format is known, not inferred: a leaf,
// the transpose of one (a CSR's transpose is a CSR), or a product of such
// operands.
func exactFormat(h *Hop) bool {
	switch h.Op {
	case OpTranspose:
		return exactFormat(h.Inputs[0])
	case OpMatMul:
		return exactFormat(h.Inputs[0]) && exactFormat(h.Inputs[1])
	}
	return h.Op.IsLeaf() && !h.IsScalar()
}

// asProduct gives the element-wise form of a diagonal product the zero
// sign of the product: + 0 against a dense x (see rewriteDiagMatMul).
func asProduct(prod, x *Hop) *Hop {
	if x.Sparse {
		return prod
	}
	return NewBinary(OpAdd, prod, NewScalar(0))
}

// denseDiagColumn returns v when h is diag(v) for a dense n x 1 column v
// with n > 1 (diag of a 1 x 1 is v itself, which the product handles).
func denseDiagColumn(h *Hop, dyn []bool) (*Hop, bool) {
	if h.Op != OpDiag || dyn[h.ID] {
		return nil, false
	}
	v := h.Inputs[0]
	if v.Cols != 1 || v.Rows < 2 || v.Sparse || dyn[v.ID] {
		return nil, false
	}
	return v, true
}

// rewriteTraceMatMul: sum(diag(X %*% Y)) -> sum(X * t(Y)), the trace of a
// product without the product: n*k multiplies instead of n*n*k, when the
// product and its diagonal have no other reader. Cell (i, i) of the
// product is the sum over k of X_ik * Y_ki, the same products X * t(Y)
// forms (a CSR operand's unstored cells give +0 in both, even against NaN
// or Inf), so the result differs only in the order of the sum, as
// sum(t(X)) -> sum(X) does (SEMANTICS.md, reordered sums).
func rewriteTraceMatMul(d *DAG) bool {
	return replaceEach(d, func(h *Hop, dyn []bool) *Hop {
		if h.Op != OpSum || h.Dir != DirFull {
			return nil
		}
		dg := h.Inputs[0]
		if dg.Op != OpDiag || dg.Cols != 1 || dyn[dg.ID] || !onlyReader(d, dg, h) {
			return nil
		}
		p := dg.Inputs[0]
		if p.Op != OpMatMul || p.Rows != p.Cols || p.Rows < 2 || dyn[p.ID] || !onlyReader(d, p, dg) {
			return nil
		}
		x, y := p.Inputs[0], p.Inputs[1]
		return NewAgg(OpSum, DirFull, NewBinary(OpMul, x, NewTranspose(y)))
	})
}

// onlyReader reports whether r is the one consumer of h and h is not an
// output.
func onlyReader(d *DAG, h, r *Hop) bool {
	cons := d.Consumers[h.ID]
	return len(cons) == 1 && cons[0] == r && !d.IsRoot(h)
}
