package memo

import (
	"slices"

	"github.com/fusejit/fusejit/internal/hop"
)

// Row is the row-wise template: it binds to rows of a main input and
// computes row-aligned intermediates (row vectors, per-row scalars) in one
// pass: matrix-vector and skinny matrix-matrix products, row aggregates,
// column-range indexing, cbind, and element-wise operations over them. It
// merges Cell plans and closes with column or full aggregates and with
// t(X) %*% (...), the transposed column aggregate.
type Row struct{}

var _ Template = Row{}

// Type implements Template.
func (Row) Type() TemplateType { return TemplateRow }

func isMatrix(h *hop.Hop) bool { return h.Rows > 1 && h.Cols > 1 }

// rowCompatible reports whether x can be read row by row alongside rows of
// n: row-aligned, a row vector read whole, or a scalar, in a format the
// Row kernels read (rowCaps).
func rowCompatible(x *hop.Hop, n, m int) bool {
	cl := rowClass(x, n, m)
	return rowCaps.Reads.Has(cl) && (!x.Sparse || rowCaps.ReadsSparse(cl))
}

// rowFactor reports whether b can be the right-hand side B of a Row
// product x %*% B, read whole (rowCaps.FactorReads) for every row.
func rowFactor(b *hop.Hop) bool {
	return rowCaps.FactorFits(b.Cols) && (!b.Sparse || rowCaps.ReadsSparse(ReadWhole)) && !dynamicZeros(b)
}

// rowDense reports whether v, a result or row-vector intermediate of a Row
// operator, is one the Row kernels can write: dense, unless they write
// sparse results (rowCaps.SparseResults).
func rowDense(v *hop.Hop) bool { return !v.Sparse || rowCaps.SparseResults }

// transposedLeft reports whether h is t(X) %*% b with X row-aligned to b.
func transposedLeft(h *hop.Hop) bool {
	if h.Op != hop.OpMatMul || h.Inputs[0].Op != hop.OpTranspose {
		return false
	}
	x, b := h.Inputs[0].Inputs[0], h.Inputs[1]
	return isMatrix(x) && x.Rows == b.Rows && rowCaps.PartialFits(b.Cols) && !outerLike(h) &&
		rowCompatible(b, x.Rows, x.Cols) // a sparse vector b is not read per row
}

// Open implements Template.
func (Row) Open(h *hop.Hop, t *Table) bool {
	switch {
	case h.IsRowScan():
		// Row kernels write dense rows; a CSR scan stays unfused.
		return isMatrix(h.Inputs[0]) && rowDense(h)
	case h.Op == hop.OpMatMul:
		a, b := h.Inputs[0], h.Inputs[1]
		return a.Op != hop.OpTranspose && isMatrix(a) && rowFactor(b) && !outerLike(h)
	case h.Op.IsAgg():
		return h.Dir == hop.DirRow && rowCaps.RowAggs.Has(h.Op) && isMatrix(h.Inputs[0])
	case h.Op == hop.OpTranspose:
		// Only as the left operand of t(X) %*% y, which reads X by rows.
		if !isMatrix(h.Inputs[0]) {
			return false
		}
		cons := t.DAG.Consumers[h.ID]
		for _, c := range cons {
			if c.Inputs[0] != h || !transposedLeft(c) {
				return false
			}
		}
		return len(cons) > 0
	case h.Op == hop.OpSlice:
		in := h.Inputs[0]
		return h.R0 == 0 && h.R1 == in.Rows && isMatrix(in) && rowDense(in) && !dynamicZeros(in)
	case h.Op == hop.OpCBind:
		return h.Rows > 1 && rowDense(h) && !slices.ContainsFunc(h.Inputs, dynamicZeros)
	case h.Op.IsBinary():
		a, b := h.Inputs[0], h.Inputs[1]
		colVec := func(v *hop.Hop) bool {
			return v.Cols == 1 && v.Rows == h.Rows && h.Rows > 1 && (!v.Sparse || rowCaps.ReadsSparse(ReadColVector))
		}
		return (isMatrix(a) && colVec(b)) || (isMatrix(b) && colVec(a))
	}
	return false
}

// Fuse implements Template.
func (Row) Fuse(h, in *hop.Hop) bool {
	if in.Rows <= 1 {
		return false
	}
	if in.Op == hop.OpTranspose {
		return transposedLeft(h) && h.Inputs[0] == in
	}
	switch {
	case h.IsRowScan():
		return in.Cols > 1 && rowDense(h)
	case h.Op.IsElementwise():
		if h.IsScalar() || h.Rows != in.Rows || !rowCaps.CombinesSparse(sparseOperands(h)) {
			return false
		}
		for _, x := range h.Inputs {
			if !rowCompatible(x, h.Rows, h.Cols) {
				return false
			}
		}
		return true
	case h.Op.IsAgg():
		if h.Dir == hop.DirRow {
			// A row aggregate of a per-row scalar is that scalar.
			return in.Cols > 1 && rowCaps.RowAggs.Has(h.Op)
		}
		return rowCaps.ClosingAggs.Has(h.Op)
	case h.Op == hop.OpMatMul:
		a, b := h.Inputs[0], h.Inputs[1]
		if dynamicZeros(in) {
			return false // see dynamicZeros
		}
		if transposedLeft(h) {
			return b == in
		}
		// in must be a row vector: a per-row scalar times a 1 x k matrix
		// is an element-wise broadcast, not a row-vector product.
		return a == in && b != in && in.Cols > 1 && rowFactor(b) && !outerLike(h)
	case h.Op == hop.OpSlice:
		return h.R0 == 0 && h.R1 == in.Rows && in.Cols > 1 && rowDense(in) && !dynamicZeros(in)
	case h.Op == hop.OpCBind:
		// Sparse rows are not concatenated in place, nor rows a run-time
		// scalar may leave sparse (dynamicZeros).
		return rowDense(h) && !slices.ContainsFunc(h.Inputs, dynamicZeros)
	}
	return false
}

// rowReadable reports whether the element-wise sub-DAG below h (which a
// merged Cell plan may cover, up to depth levels) reads only inputs a Row
// kernel reads, and combines at most one sparse row per operation.
func rowReadable(h *hop.Hop, depth int) bool {
	if !rowCaps.CombinesSparse(sparseOperands(h)) {
		return false
	}
	for _, x := range h.Inputs {
		if !rowCompatible(x, h.Rows, h.Cols) {
			return false
		}
		if x.Op.IsElementwise() && (depth == 0 || !rowReadable(x, depth-1)) {
			return false
		}
	}
	return true
}

// RowAbsorbsCell reports whether a Row operator may cover h through one of
// h's Cell entries: the element-wise sub-DAG below h reads only inputs a
// Row kernel reads and combines at most one sparse row per operation (the
// condition Merge applies to Cell plans that join a Row plan, which a Cell
// entry reached through a Row entry's reference must meet as well).
func RowAbsorbsCell(h *hop.Hop) bool {
	return !h.Op.IsElementwise() || rowReadable(h, rowCaps.ReadableDepth)
}

// dynamicZeros reports whether h's structural zeros depend on a scalar
// known only at run time (a comparison or sum of a CSR with a computed
// scalar, or a zero-keeping unary op of one): unfused execution then
// returns a CSR or a dense matrix by the scalar's value, but a Row kernel
// computing h densifies its rows, and a product with them would multiply
// structural zeros by NaN and Inf. Such an h is not fused into products;
// nor does a Row operator bind or slice it, because a CSR may arrive where
// the plan reads dense rows (cplan refuses such a plan).
func dynamicZeros(h *hop.Hop) bool {
	switch {
	case h.Op == hop.OpTranspose:
		return dynamicZeros(h.Inputs[0])
	case h.Op.IsUnary():
		return hop.UnaryKeepsZero(h.Op) && dynamicZeros(h.Inputs[0])
	case !h.Op.IsBinary() || !hop.ScalarDecidesZeros(h.Op):
		return false
	}
	unknown := func(x *hop.Hop) bool {
		_, ok := x.ScalarValue()
		return x.IsScalar() && !ok
	}
	zeros := func(x *hop.Hop) bool { return (x.Sparse && !x.IsScalar()) || dynamicZeros(x) }
	a, b := h.Inputs[0], h.Inputs[1]
	return (unknown(a) && zeros(b)) || (unknown(b) && zeros(a))
}

// sparseOperands counts the CSR matrix operands of an element-wise op: Row
// kernels combine a sparse row only with dense rows and scalars.
func sparseOperands(h *hop.Hop) int {
	n := 0
	for _, x := range h.Inputs {
		if x.Sparse && isMatrix(x) {
			n++
		}
	}
	return n
}

// Merge implements Template: row-aligned inputs with open Row or Cell plans
// join the operator.
func (Row) Merge(h, in *hop.Hop) bool {
	if in.Rows <= 1 {
		return false
	}
	if in.Op.IsElementwise() && !rowReadable(in, rowCaps.ReadableDepth) {
		return false
	}
	switch {
	case h.Op.IsAgg(), h.IsRowScan():
		return in.Op != hop.OpTranspose // the aggregated (scanned) input
	case h.Op.IsElementwise(), h.Op == hop.OpCBind:
		return in.Rows == h.Rows && in.Op != hop.OpTranspose
	case h.Op == hop.OpMatMul:
		if dynamicZeros(in) {
			return false
		}
		if transposedLeft(h) {
			return true // the transpose on the left or the row-aligned right side
		}
		// Only the row vector x of x %*% B: B is read whole, materialized
		// (also when it is the same operator as x, as in A %*% A).
		return h.Inputs[0] == in && h.Inputs[1] != in && in.Op != hop.OpTranspose
	}
	return false
}

// Close implements Template.
func (Row) Close(h *hop.Hop, _ *Entry, _ *Table) Status {
	switch {
	case h.Op == hop.OpTranspose:
		return OpenInvalid // valid only inside t(X) %*% y
	case h.Op.IsAgg() && h.Dir != hop.DirRow:
		return ClosedValid
	case transposedLeft(h):
		if !rowDense(h) {
			// t(X) %*% Y of two CSRs is a CSR unfused; the kernel's dense
			// result would turn its structural zeros into stored zeros.
			return ClosedInvalid
		}
		return ClosedValid
	case !rowDense(h) && !h.Op.IsAgg():
		// Row kernels write dense rows; a result unfused execution keeps
		// sparse may only be consumed inside the operator.
		return OpenInvalid
	}
	return OpenValid
}
