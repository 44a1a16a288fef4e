package hop

// Shared helpers of the cumulative-aggregate rewrites (rewrite_cum_*.go),
// the simplification rewrites of Boehm et al., BTW 2019, section 4.1. Each rule replaces
// a scan that is read only by the matched consumer, so the scan is never
// computed; none applies to an operator whose shape is dynamic
// (DAG.DynamicShapes), since their algebra depends on the exact number of
// rows.

// cumRewrite replaces operators while match finds one: match returns the
// operator to replace and its replacement, or nil. The DAG is renumbered
// first (an earlier rule of the round may have replaced operators) and
// after every replacement, so match always sees current consumers.
func cumRewrite(d *DAG, match func(h *Hop, dyn []bool) (old, repl *Hop)) bool {
	d.renumber()
	changed := false
	for {
		dyn := d.DynamicShapes()
		var old, repl *Hop
		for _, h := range d.Nodes {
			if old, repl = match(h, dyn); old != nil {
				break
			}
		}
		if old == nil || repl.Err != nil {
			return changed
		}
		d.Replace(old, repl)
		d.renumber()
		changed = true
	}
}

// cumOnlyReader reports whether c is the only reader of h, through a
// single edge, and h is not an output.
func cumOnlyReader(d *DAG, h, c *Hop) bool {
	cons := d.Consumers[h.ID]
	return len(cons) == 1 && cons[0] == c && !d.IsRoot(h)
}
