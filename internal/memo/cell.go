package memo

import "github.com/fusejit/fusejit/internal/hop"

// Cell is the cell-wise template: element-wise unary, binary (with scalar
// and vector broadcasting) and ternary operations over one iteration space,
// optionally closed by a sum, min or max aggregate (full, row or column).
type Cell struct{}

var _ Template = Cell{}

// Type implements Template.
func (Cell) Type() TemplateType { return TemplateCell }

// cellAgg reports whether h is an aggregate the Cell template can close with.
func cellAgg(h *hop.Hop) bool {
	return cellCaps.ClosingAggs.Has(h.Op) && h.Dir != hop.DirNone && !h.Inputs[0].IsScalar()
}

// cellElementwise reports whether h is an element-wise op with a matrix
// (not scalar) output.
func cellElementwise(h *hop.Hop) bool {
	return h.Op.IsElementwise() && !h.IsScalar()
}

// Open implements Template.
func (Cell) Open(h *hop.Hop, _ *Table) bool { return cellElementwise(h) || cellAgg(h) }

// sameDims reports whether in covers the full iteration space of h, so
// that it can be computed inside the same cell loop.
func sameDims(h, in *hop.Hop) bool { return h.Rows == in.Rows && h.Cols == in.Cols }

// Fuse implements Template.
func (Cell) Fuse(h, in *hop.Hop) bool {
	switch {
	case cellAgg(h):
		return true
	case cellElementwise(h):
		return sameDims(h, in)
	}
	return false
}

// Merge implements Template: other element-wise inputs over the same
// iteration space join the operator.
func (Cell) Merge(h, in *hop.Hop) bool {
	return cellElementwise(h) && cellElementwise(in) && sameDims(h, in)
}

// Close implements Template.
func (Cell) Close(h *hop.Hop, _ *Entry, _ *Table) Status {
	if cellAgg(h) {
		return ClosedValid
	}
	return OpenValid
}

// Templates returns all templates, in the order they are explored.
func Templates() []Template { return []Template{Cell{}, Row{}, Outer{}} }
