package hop

// rewriteVarSums: var(X) -> sum((X - mean(X)) * (X - mean(X))) / (n-1) and
// sd(X) -> sqrt of that, in every direction, n being the length of a line
// (all cells, a row, a column). Base computes var and sd in exactly these
// steps and summation orders (internal/base/aggregate_var.go), so the rule
// is bit for bit; it lets the templates fuse var and sd as two aggregates
// over one Cell chain, the mean and the sum of squared deviations, as
// Boehm et al. (PVLDB 2018) fuse the aggregates they share an input with.
// Size-dependent (n) and not when X's shape is dynamic. Not for an X
// estimated sparse: X - mean(X) is dense, which Base would materialize
// where its own var streams the rows of the CSR.
func rewriteVarSums(d *DAG) bool {
	return replaceEach(d, func(h *Hop, dyn []bool) *Hop {
		if h.Op != OpVar && h.Op != OpSd {
			return nil
		}
		x := h.Inputs[0]
		if dyn[x.ID] || x.Sparse || x.IsScalar() {
			return nil
		}
		n := x.Rows * x.Cols
		switch h.Dir {
		case DirRow:
			n = x.Cols
		case DirCol:
			n = x.Rows
		case DirFull:
		default:
			return nil
		}
		dev := NewBinary(OpSub, x, NewAgg(OpMean, h.Dir, x))
		r := NewBinary(OpDiv, NewAgg(OpSum, h.Dir, NewBinary(OpMul, dev, dev)), NewScalar(float64(n-1)))
		if h.Op == OpSd {
			r = NewUnary(OpSqrt, r)
		}
		return r
	})
}
