package hop

// Operator selection for unfused matrix products (Boehm et al., "SystemML's
// Optimizer: Plan Generation for Large-Scale Machine Learning Programs",
// IEEE Data Eng. Bull. 2014): a product of a known shape runs through a
// dedicated physical operator instead of the plain product when one
// applies. MatchMMOp recognizes the patterns on the optimized DAG; the
// cost model (internal/selection) prices them as the unfused alternative
// to fusion, and the engine runs them through internal/base.

// MMOpKind names the physical operator of an unfused matrix product.
type MMOpKind uint8

const (
	// MMPlain is the plain product of the two inputs.
	MMPlain MMOpKind = iota
	// MMTSMMLeft computes t(X) %*% X: the result is symmetric, half of it
	// is computed.
	MMTSMMLeft
	// MMTSMMRight computes X %*% t(X).
	MMTSMMRight
	// MMChain computes t(X) %*% (X %*% v) in one pass over X.
	MMChain
	// MMChainW computes t(X) %*% (w * (X %*% v)) in one pass over X.
	MMChainW
)

func (k MMOpKind) String() string {
	switch k {
	case MMTSMMLeft:
		return "tsmm(left)"
	case MMTSMMRight:
		return "tsmm(right)"
	case MMChain:
		return "mmchain"
	case MMChainW:
		return "mmchain(w)"
	}
	return "matmult"
}

// MMOp is a matched physical operator of a product.
type MMOp struct {
	Kind MMOpKind
	// X is the matrix read; V and W the vectors of an MMChain (W nil
	// without weights).
	X, V, W *Hop
	// Inner are the operators of the pattern below the product that only
	// the product reads (t(X), X %*% v, w * (X %*% v)): the operator
	// computes them itself, so they need not be computed when they are
	// not fused. An MMChain matches only when both its intermediates are
	// inner.
	Inner []*Hop
}

// Reads returns the operators the physical operator reads.
func (op MMOp) Reads() []*Hop {
	switch op.Kind {
	case MMTSMMLeft, MMTSMMRight:
		return []*Hop{op.X}
	case MMChain:
		return []*Hop{op.X, op.V}
	case MMChainW:
		return []*Hop{op.X, op.V, op.W}
	}
	return nil
}

// MatchMMOp returns the physical operator for the product h of d: TSMM for
// t(X) %*% X and X %*% t(X), MMChain for t(X) %*% (X %*% v) and
// t(X) %*% (w * (X %*% v)) (either operand order of the multiply) with a
// column vector v and a dense column vector w whose intermediates only h
// reads, else MMPlain. Operators with data-dependent shapes are left to
// the plain product.
func MatchMMOp(d *DAG, h *Hop) MMOp {
	plain := MMOp{Kind: MMPlain}
	if h.Op != OpMatMul || h.IsScalar() {
		return plain
	}
	a, b := h.Inputs[0], h.Inputs[1]
	if dynamicShape(a) || dynamicShape(b) {
		return plain
	}
	onlyBy := func(x, c *Hop) bool {
		cons := d.Consumers[x.ID]
		return !d.IsRoot(x) && len(cons) > 0 && allAre(cons, c)
	}
	only := func(x *Hop) bool { return onlyBy(x, h) }
	switch {
	case a.Op == OpTranspose && a.Inputs[0] == b:
		op := MMOp{Kind: MMTSMMLeft, X: b}
		if only(a) {
			op.Inner = []*Hop{a}
		}
		return op
	case b.Op == OpTranspose && b.Inputs[0] == a:
		op := MMOp{Kind: MMTSMMRight, X: a}
		if only(b) {
			op.Inner = []*Hop{b}
		}
		return op
	case a.Op != OpTranspose || h.Cols != 1 || !only(b):
		return plain
	}
	x := a.Inputs[0]
	op := MMOp{Kind: MMChain, X: x}
	mv := b
	if b.Op == OpMul {
		w, q := b.Inputs[0], b.Inputs[1]
		if !isMatVec(q, x) {
			w, q = q, w
		}
		if !isMatVec(q, x) || w.Rows != x.Rows || w.Cols != 1 || w.Sparse || dynamicShape(w) || !onlyBy(q, b) {
			return plain
		}
		op.Kind, op.W, mv = MMChainW, w, q
		op.Inner = []*Hop{q, b}
	} else {
		op.Inner = []*Hop{b}
	}
	if !isMatVec(mv, x) || mv.Inputs[1].Sparse || dynamicShape(x) {
		return plain
	}
	op.V = mv.Inputs[1]
	if only(a) {
		op.Inner = append([]*Hop{a}, op.Inner...)
	}
	return op
}

// isMatVec reports whether q is x %*% v for a column vector v.
func isMatVec(q, x *Hop) bool {
	return q.Op == OpMatMul && q.Inputs[0] == x && q.Cols == 1 && q.Inputs[1].Cols == 1
}

func dynamicShape(h *Hop) bool { return h.DynamicRows || h.DynamicCols }

func allAre(hs []*Hop, h *Hop) bool {
	for _, c := range hs {
		if c != h {
			return false
		}
	}
	return true
}
