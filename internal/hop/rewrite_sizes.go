package hop

// rewriteFullSlice: X[0:nrow, 0:ncol] -> X, indexing that selects every
// cell (a size-dependent rule). A slice copies cells and keeps a CSR's
// stored cells, so the result is X bit for bit. Not when X's shape is
// dynamic: its size is then an upper bound, and the slice checks it.
func rewriteFullSlice(d *DAG) bool {
	return replaceEach(d, func(h *Hop, dyn []bool) *Hop {
		if h.Op != OpSlice {
			return nil
		}
		x := h.Inputs[0]
		if dyn[x.ID] || h.R0 != 0 || h.C0 != 0 || h.R1 != x.Rows || h.C1 != x.Cols {
			return nil
		}
		return x
	})
}

// rewriteEmptyAgg: a full sum, mean, min or max of a CSR leaf without
// stored cells is +0 (a size- and sparsity-dependent rule, from the
// leaf's exact count of stored cells). Base folds a CSR's stored values
// and then one +0 for its structural zeros: +0 + +0, min2(+Inf, +0) and
// max2(-Inf, +0) are +0, and a mean divides +0 by the cell count.
func rewriteEmptyAgg(d *DAG) bool {
	return replaceEach(d, func(h *Hop, _ []bool) *Hop {
		if !h.Op.IsFoldAgg() || h.Dir != DirFull {
			return nil
		}
		x := h.Inputs[0]
		if !x.IsSparseLeaf() || x.CSR.NNZ() != 0 {
			return nil
		}
		return NewScalar(0)
	})
}
