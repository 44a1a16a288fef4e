package hop

import "math"

// foldConstants replaces every operator whose inputs are all scalar
// literals by the literal of its value (Boehm et al., IEEE Data Eng. Bull.
// 2014: constant folding). The value comes from the scalar functions of
// op.go that every execution path follows, so NaN, Inf and signed zeros
// are those unfolded execution gives: -0 + 0 folds to +0, Inf - Inf to
// NaN. Folding repeats inputs first, so a literal sub-DAG becomes one
// literal. Operators whose 1 x 1 result is not one of those functions
// (a 1 x 1 matrix product, scans, indexmax) are left alone.
func foldConstants(d *DAG) bool {
	return replaceEach(d, func(h *Hop, _ []bool) *Hop {
		if v, ok := foldValue(h); ok {
			return NewScalar(v)
		}
		return nil
	})
}

// foldValue returns the value of h when every input is a scalar literal
// and op.go defines the operation on scalars.
func foldValue(h *Hop) (float64, bool) {
	if len(h.Inputs) == 0 || h.Op.Nondeterministic() {
		return 0, false
	}
	vals := make([]float64, len(h.Inputs))
	for i, in := range h.Inputs {
		if in.Op != OpScalar {
			return 0, false
		}
		vals[i] = in.Value
	}
	switch {
	case h.Op.IsBinary():
		return EvalBinary(h.Op, vals[0], vals[1]), true
	case h.Op.IsUnary():
		return EvalUnary(h.Op, vals[0]), true
	}
	switch h.Op {
	case OpIfElse:
		return EvalIfElse(vals[0], vals[1], vals[2]), true
	case OpTranspose:
		return vals[0], true
	case OpSlice: // the only slice of a 1 x 1 is all of it
		return vals[0], true
	case OpSum, OpMin, OpMax:
		// A one-cell fold: the identity, then the cell (0 + -0 is +0).
		return AggFold(h.Op, AggIdentity(h.Op), vals[0]), true
	case OpMean:
		return AggFold(OpSum, AggIdentity(OpSum), vals[0]) / 1, true
	case OpProd:
		return AggFold(OpProd, AggIdentity(OpProd), vals[0]), true
	case OpVar, OpSd: // n-1 = 0 cells of freedom
		return math.NaN(), true
	}
	return 0, false
}
