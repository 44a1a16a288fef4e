package hop

// refresh recomputes every operator's inferred format and non-zero
// estimate from its current inputs, inputs first, with the constructors'
// rules. A rewrite builds its replacement with a constructor but leaves
// the consumers as they were; when the replacement is better known (a
// folded literal instead of an unknown scalar, say) their formats would
// otherwise be those of the written expression.
func (d *DAG) refresh() {
	for _, h := range d.Nodes {
		if h.Op.IsLeaf() || h.Err != nil {
			continue
		}
		f := rebuild(h)
		if f == nil || f.Err != nil || f.Rows != h.Rows || f.Cols != h.Cols {
			continue
		}
		h.NNZ, h.Sparse = f.NNZ, f.Sparse
	}
}

// rebuild returns a fresh operator like h on h's inputs, or nil for an
// operation it does not know.
func rebuild(h *Hop) *Hop {
	in := h.Inputs
	switch {
	case h.Op.IsBinary():
		return NewBinary(h.Op, in[0], in[1])
	case h.Op.IsUnary():
		return NewUnary(h.Op, in[0])
	case h.Op.IsAgg():
		return NewAgg(h.Op, h.Dir, in[0])
	case h.IsRowScan():
		return NewRowCumAgg(h.Op, in[0])
	case h.Op.IsCumAgg():
		return NewCumAgg(h.Op, in[0])
	}
	switch h.Op {
	case OpIfElse:
		return NewIfElse(in[0], in[1], in[2])
	case OpMatMul:
		return NewMatMul(in[0], in[1])
	case OpTranspose:
		return NewTranspose(in[0])
	case OpSlice:
		return NewSlice(in[0], h.R0, h.R1, h.C0, h.C1)
	case OpCBind:
		return NewCBind(in...)
	case OpCumSumProd:
		return NewCumSumProd(in[0], in[1])
	case OpRemoveEmptyRows, OpRemoveEmptyCols:
		var sel *Hop
		if len(in) > 1 {
			sel = in[1]
		}
		return NewRemoveEmpty(h.Op, in[0], sel)
	}
	return rebuildStructure(h)
}
