package hop

// rewriteDoubleNegation: -(-X) -> X. Negation flips the sign bit only, so
// twice is X bit for bit (NaN and -0 included); negation keeps structural
// zeros, so the format is X's.
func rewriteDoubleNegation(d *DAG) bool {
	return replaceEach(d, func(h *Hop, _ []bool) *Hop {
		if h.Op == OpNeg && h.Inputs[0].Op == OpNeg {
			return h.Inputs[0].Inputs[0]
		}
		return nil
	})
}

// idempotentUnary lists the unary operations f with f(f(x)) == f(x) for
// every x, bit for bit: abs, sign (values in {-1, +0, 1, NaN}), round,
// floor and ceil (integers, -0 and NaN are fixed points). The test checks
// the property on op.go's functions at special values.
var idempotentUnary = [numOps]bool{OpAbs: true, OpSign: true, OpRound: true, OpFloor: true, OpCeil: true}

// rewriteIdempotentUnary: f(f(X)) -> f(X) for an idempotent f
// (idempotentUnary). The inner operator stays; the outer one disappears.
func rewriteIdempotentUnary(d *DAG) bool {
	return replaceEach(d, func(h *Hop, _ []bool) *Hop {
		if h.Op.IsUnary() && idempotentUnary[h.Op] && h.Inputs[0].Op == h.Op {
			return h.Inputs[0]
		}
		return nil
	})
}
