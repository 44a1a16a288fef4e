package hop

import "gonum.org/v1/gonum/mat"

// rewriteCumSumColSums: the column sums of cumsum(X) weight every row of X
// by the number of prefix sums it is part of (Boehm et al., BTW 2019, eq. 3):
//
//	colSums(cumsum(X)) -> colSums(X * seq(n, 1))
//	sum(cumsum(X))     -> sum(X * seq(n, 1))
//
// and likewise colMeans and mean, which divide by the same cell counts.
// seq(n, 1) is an n x 1 dense leaf n, n-1, ..., 1 made by the rewrite; the
// product and the aggregate fuse into one Cell operator, and the scan is
// never materialized. Inf and NaN in X give the same result (an Inf
// scaled by a positive count stays that Inf); sums are reassociated, so
// values agree to rounding, and sums that overflow only in the scan's
// partial sums (or only in the scaled cells) can differ.
func rewriteCumSumColSums(d *DAG) bool {
	return cumRewrite(d, func(h *Hop, dyn []bool) (*Hop, *Hop) {
		if (h.Op != OpSum && h.Op != OpMean) || (h.Dir != DirCol && h.Dir != DirFull) {
			return nil, nil
		}
		c := h.Inputs[0]
		if c.Op != OpCumSum || !c.IsColScan() || !cumOnlyReader(d, c, h) {
			return nil, nil
		}
		x := c.Inputs[0]
		if x.Rows < 2 || dyn[x.ID] {
			return nil, nil
		}
		w := make([]float64, x.Rows)
		for i := range w {
			w[i] = float64(x.Rows - i)
		}
		return h, NewAgg(h.Op, h.Dir, NewBinary(OpMul, x, NewDense(mat.NewDense(x.Rows, 1, w))))
	})
}
