package hop

// rewriteCumSingleRow: a cumulative aggregate of a one-row matrix is that
// row (Boehm et al., BTW 2019, eq. 3: cumsum(X) -> X iff nrow(X) = 1). The replacement is
// an element-wise operation, which fuses where a scan could not:
//
//	cumsum(X)                  -> X + 0  (the scan adds the identity +0, which turns -0 into +0)
//	cumprod, cummin, cummax(X) -> X * 1  (bit for bit X: 1*x, min(+Inf, x), max(-Inf, x) are x, NaN included)
//
// Only for dense X: the format of a CSR's scan follows NewCumAgg's
// estimate, which the element-wise form would not.
func rewriteCumSingleRow(d *DAG) bool {
	return cumRewrite(d, func(h *Hop, dyn []bool) (*Hop, *Hop) {
		if !h.IsColScan() {
			return nil, nil
		}
		x := h.Inputs[0]
		if x.Rows != 1 || dyn[x.ID] || x.Sparse {
			return nil, nil
		}
		if h.Op == OpCumSum {
			return h, NewBinary(OpAdd, x, NewScalar(0))
		}
		return h, NewBinary(OpMul, x, NewScalar(1))
	})
}
