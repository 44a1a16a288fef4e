package hop

// rewriteDoubleTranspose: t(t(X)) -> X. Transposing moves cells without
// touching their values, and a CSR's transpose is a CSR with the same
// stored cells, so the result is X bit for bit, structural zeros
// included. Dynamic shapes are fine: both transposes swap them back.
func rewriteDoubleTranspose(d *DAG) bool {
	return replaceEach(d, func(h *Hop, _ []bool) *Hop {
		if h.Op == OpTranspose && h.Inputs[0].Op == OpTranspose {
			return h.Inputs[0].Inputs[0]
		}
		return nil
	})
}

// rewriteAggTranspose: a full aggregate does not depend on the layout of
// its input, so sum(t(X)) -> sum(X), and likewise mean, min and max; the
// transpose is never materialized. min and max give the same bits in any
// order (op.go: Min2 and Max2 are commutative and associative, NaN and
// signed zeros included). sum and mean fold X's cells in another order, so
// the values agree to rounding, as those of the fused kernels' parallel
// sums do, and a sum whose partial sums overflow in one order only can
// differ in the same way.
func rewriteAggTranspose(d *DAG) bool {
	return replaceEach(d, func(h *Hop, _ []bool) *Hop {
		if !h.Op.IsFoldAgg() || h.Dir != DirFull || h.Inputs[0].Op != OpTranspose {
			return nil
		}
		return NewAgg(h.Op, DirFull, h.Inputs[0].Inputs[0])
	})
}
