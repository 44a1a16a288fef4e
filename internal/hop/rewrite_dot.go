package hop

// rewriteDotProduct turns t(a) %*% b for column vectors a and b into
// sum(a * b), so that the inner product closes a Cell operator as a full
// aggregate (Boehm et al., PVLDB 2018, section 3: the dot product of vectors). Both forms
// add the same products; structural zeros of sparse vectors drop out of
// either.
func rewriteDotProduct(d *DAG) bool {
	changed := false
	for _, h := range d.Nodes {
		if h.Op != OpMatMul || h.Inputs[0].Op != OpTranspose {
			continue
		}
		a, b := h.Inputs[0].Inputs[0], h.Inputs[1]
		if a.Cols != 1 || b.Cols != 1 || a.Rows != b.Rows || a.Rows == 1 {
			continue
		}
		d.Replace(h, NewAgg(OpSum, DirFull, NewBinary(OpMul, a, b)))
		changed = true
	}
	return changed
}
