package hop

// Shared helpers of the cumulative-aggregate rewrites (rewrite_cum_*.go),
// the simplification rewrites of Boehm et al., BTW 2019, section 4.1. Each rule replaces
// a scan that is read only by the matched consumer, so the scan is never
// computed; none applies to an operator whose shape is dynamic
// (DAG.DynamicShapes), since their algebra depends on the exact number of
// rows.

// cumRewrite replaces operators while match finds one: match returns the
// operator to replace (always h) and its replacement, or nil (see
// replaceEach).
func cumRewrite(d *DAG, match func(h *Hop, dyn []bool) (old, repl *Hop)) bool {
	return replaceEach(d, func(h *Hop, dyn []bool) *Hop {
		_, repl := match(h, dyn)
		return repl
	})
}

// cumOnlyReader reports whether c is the only reader of h, through a
// single edge, and h is not an output.
func cumOnlyReader(d *DAG, h, c *Hop) bool {
	cons := d.Consumers[h.ID]
	return len(cons) == 1 && cons[0] == c && !d.IsRoot(h)
}
