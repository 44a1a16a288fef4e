package engine

// Named returns e labelled name for Explain, which prints the label beside
// the operator in the HOP DAG (e.g. "dense:X"). The label changes nothing
// else: an expression and its named copy are the same operator to the
// optimizer, so plans, CPlans and their hashes are identical. Label leaves
// (Dense, Vector, Sparse, Scalar); an operator's label disappears when a
// rewrite replaces it. When the same data appears under several labels,
// Explain shows the first it meets. Named of an invalid expression keeps
// its error.
func Named(name string, e *Expr) *Expr {
	h := e.node()
	if h == nil {
		return e
	}
	c := *h
	c.Name = name
	return wrap(&c)
}
