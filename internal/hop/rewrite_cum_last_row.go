package hop

// rewriteCumSumLastRow: the last row of cumsum(X) is colSums(X) (Boehm et al., BTW 2019,
// section 3.4, the strength reduction of the forward cascade):
//
//	cumsum(X)[n-1:n, c0:c1] -> colSums(X[:, c0:c1])   (colSums(X) for all columns)
//
// Both add the same cells of every column from +0, so Inf and NaN agree;
// the values agree to rounding (colSums may add in another order).
func rewriteCumSumLastRow(d *DAG) bool {
	return cumRewrite(d, func(h *Hop, dyn []bool) (*Hop, *Hop) {
		if h.Op != OpSlice {
			return nil, nil
		}
		c := h.Inputs[0]
		// A CSR scan's last row leaves columns without stored cells
		// unstored, where colSums stores +0: not the same operand for the
		// structural-zero rules.
		if c.Op != OpCumSum || !c.IsColScan() || c.Sparse || h.R0 != c.Rows-1 || h.R1 != c.Rows || !cumOnlyReader(d, c, h) {
			return nil, nil
		}
		x := c.Inputs[0]
		if dyn[x.ID] {
			return nil, nil
		}
		if h.C0 != 0 || h.C1 != x.Cols {
			x = NewSlice(x, 0, x.Rows, h.C0, h.C1)
		}
		return h, NewAgg(OpSum, DirCol, x)
	})
}
