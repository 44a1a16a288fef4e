package hop

// rewriteCumRows: a scan of the transpose, transposed back, is the row-wise
// scan (Boehm et al., BTW 2019 scans columns; R users write rows this way):
//
//	t(cumsum(t(X))) -> rowcumsum(X)   (likewise cumprod, cummin, cummax)
//
// Both transposes and the column scan disappear; the row scan reads X once
// in row-major order and can run inside a Row operator. The result is the
// same, bit for bit, as a sequential scan of every row: NewRowCumAgg
// keeps the transposed form's format, and Base scans rows sequentially
// while the column scan of t(X) may reassociate sums and products of long
// rows (values then agree to rounding).
func rewriteCumRows(d *DAG) bool {
	return cumRewrite(d, func(h *Hop, dyn []bool) (*Hop, *Hop) {
		if h.Op != OpTranspose {
			return nil, nil
		}
		c := h.Inputs[0]
		if !c.IsColScan() || c.Inputs[0].Op != OpTranspose || !cumOnlyReader(d, c, h) {
			return nil, nil
		}
		t := c.Inputs[0]
		x := t.Inputs[0]
		if dyn[x.ID] || dyn[h.ID] {
			return nil, nil
		}
		return h, NewRowCumAgg(c.Op, x)
	})
}
