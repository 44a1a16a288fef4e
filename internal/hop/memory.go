package hop

import "math"

// Memory estimates after Boehm et al., "SystemML's Optimizer: Plan
// Generation for Large-Scale Machine Learning Programs" (IEEE Data Eng.
// Bull. 2014), section 3.2: the output estimate of an operator follows
// from its shape and format, with a worst-case number of stored cells for
// a CSR output, so that an estimate never underestimates; the operation
// estimate of unfused execution adds the inputs it reads and the
// intermediates it allocates. All sizes saturate at math.MaxInt64 instead
// of overflowing (a 2^31 x 2^31 matrix has 2^62 cells).

// Bytes per stored value of a dense matrix, and per stored cell (value and
// int32 column index) and per row pointer (int64) of a CSR.
const (
	denseCellBytes = 8
	csrCellBytes   = 12
	csrRowBytes    = 8
)

// satBytes converts a byte count computed in float64 to int64, saturating.
func satBytes(v float64) int64 {
	switch {
	case v <= 0 || math.IsNaN(v):
		return 0
	case v >= math.MaxInt64:
		return math.MaxInt64
	}
	return int64(v)
}

// satAdd adds byte counts, saturating at math.MaxInt64.
func satAdd(xs ...int64) int64 {
	var s int64
	for _, x := range xs {
		if x > math.MaxInt64-s {
			return math.MaxInt64
		}
		s += x
	}
	return s
}

// DenseBytes is the size of a dense rows x cols matrix.
func DenseBytes(rows, cols int) int64 {
	return satBytes(float64(rows) * float64(cols) * denseCellBytes)
}

// CSRBytes is the size of a CSR matrix with rows rows and nnz stored cells.
func CSRBytes(rows int, nnz int64) int64 {
	return satBytes(float64(rows+1)*csrRowBytes + float64(nnz)*csrCellBytes)
}

// WorstNNZ is an upper bound of the stored cells of h's output: exact for
// leaves, the cell count where nothing better is known, and the worst
// case of the operator's semantics otherwise (for a product of sparsities
// s1 and s2 with inner dimension k, min(1, s1 k) min(1, s2 k), as in the
// paper, where the average-case NNZ estimate is 1-(1-s1 s2)^k).
func (h *Hop) WorstNNZ() int64 {
	cells := float64(h.Cells())
	bound := func(v float64) int64 { return satBytes(min(v, cells)) }
	in := func(k int) float64 { return float64(h.Inputs[k].WorstNNZ()) }
	if v, ok := structureWorstNNZ(h); ok {
		return bound(v)
	}
	switch {
	case h.Op.IsLeaf():
		return h.NNZ
	case h.Op == OpTranspose:
		return bound(in(0))
	case h.Op == OpSlice, h.Op == OpRemoveEmptyRows, h.Op == OpRemoveEmptyCols:
		return bound(in(0))
	case h.Op.IsUnary() && UnaryKeepsZero(h.Op):
		return bound(in(0))
	case h.Op == OpCBind:
		s := 0.0
		for k := range h.Inputs {
			s += in(k)
		}
		return bound(s)
	case h.Op == OpMatMul:
		a, b := h.Inputs[0], h.Inputs[1]
		k := float64(a.Cols)
		sa := in(0) / math.Max(1, float64(a.Cells()))
		sb := in(1) / math.Max(1, float64(b.Cells()))
		return bound(min(1, sa*k) * min(1, sb*k) * cells)
	case h.Op.IsBinary() && len(h.Inputs) == 2:
		// A broadcast operand repeats its cells: scale to the output.
		scaled := func(k int) float64 {
			x := h.Inputs[k]
			return in(k) * cells / math.Max(1, float64(x.Cells()))
		}
		switch h.Op {
		case OpMul, OpAnd:
			return bound(min(scaled(0), scaled(1)))
		case OpDiv:
			return bound(scaled(0))
		}
		return bound(scaled(0) + scaled(1))
	}
	return bound(cells)
}

// OutputBytes estimates the memory of h's output in the format unfused
// execution gives it: dense, or a CSR with WorstNNZ stored cells.
func (h *Hop) OutputBytes() int64 {
	if h.Sparse && !h.IsScalar() {
		return CSRBytes(h.Rows, h.WorstNNZ())
	}
	return DenseBytes(h.Rows, h.Cols)
}

// IntermediateBytes estimates the temporary memory unfused execution of h
// allocates besides its output, with threads workers: the copy of a
// transposed dense operand a product with a sparse one reads, the per-worker accumulators
// of sparse products, transposes and scans.
func (h *Hop) IntermediateBytes(threads int) int64 {
	t := float64(max(threads, 1))
	switch {
	case h.Op == OpMatMul:
		var s int64
		if h.Inputs[0].Sparse != h.Inputs[1].Sparse { // the dense side is read by rows
			for _, in := range h.Inputs {
				if in.Op == OpTranspose && !in.Sparse {
					s = satAdd(s, in.OutputBytes())
				}
			}
		}
		if h.Inputs[0].Sparse && h.Inputs[1].Sparse {
			s = satAdd(s, satBytes(t*float64(h.Cols)*csrCellBytes))
		}
		return s
	case h.Op == OpTranspose && h.Sparse:
		return satBytes(t * float64(h.Rows) * csrRowBytes)
	case h.Op.IsCumAgg(), h.Op == OpCumSumProd:
		return satBytes(2 * t * float64(h.Cols) * denseCellBytes)
	case h.Op.IsAgg() && h.Dir == DirCol:
		return satBytes(t * float64(h.Cols) * denseCellBytes)
	}
	return structureIntermediateBytes(h)
}

// OperationBytes estimates the memory unfused execution of h holds while
// it runs: its inputs, its intermediates and its output (leaves count
// their data, which the caller holds).
func (h *Hop) OperationBytes(threads int) int64 {
	s := satAdd(h.OutputBytes(), h.IntermediateBytes(threads))
	for _, in := range h.Inputs {
		s = satAdd(s, in.OutputBytes())
	}
	return s
}
