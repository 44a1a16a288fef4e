package hop

// rewriteCumSumRowSums: row i of rowSums(cumsum(X)) is the sum of X's
// cells in rows 0..i, which is the cumulative sum of X's row sums:
//
//	rowSums(cumsum(X))  -> cumsum(rowSums(X))
//	rowMeans(cumsum(X)) -> cumsum(rowMeans(X))
//
// The scan runs over one column instead of m and the row aggregate fuses
// with X's producers. Each result cell sums the same multiset of cells,
// so Inf and NaN agree; values agree to rounding.
func rewriteCumSumRowSums(d *DAG) bool {
	return cumRewrite(d, func(h *Hop, dyn []bool) (*Hop, *Hop) {
		if (h.Op != OpSum && h.Op != OpMean) || h.Dir != DirRow {
			return nil, nil
		}
		c := h.Inputs[0]
		if c.Op != OpCumSum || !c.IsColScan() || !cumOnlyReader(d, c, h) {
			return nil, nil
		}
		x := c.Inputs[0]
		if x.Cols < 2 || dyn[x.ID] {
			return nil, nil
		}
		return h, NewCumAgg(OpCumSum, NewAgg(h.Op, DirRow, x))
	})
}
