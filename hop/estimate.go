package hop

import "math"

// Sparsity estimates follow the usual independence assumptions: a product
// keeps a cell when both operands do, a sum when either does.

func clampNNZ(v float64, cells int64) int64 {
	if v < 0 {
		return 0
	}
	if v > float64(cells) {
		return cells
	}
	return int64(math.Round(v))
}

func estimateBinaryNNZ(op OpCode, a, b *Hop, cells int64) int64 {
	sa, sb := a.Sparsity(), b.Sparsity()
	switch op {
	case OpMul, OpAnd:
		return clampNNZ(sa*sb*float64(cells), cells)
	case OpDiv:
		return clampNNZ(sa*float64(cells), cells)
	case OpAdd, OpSub, OpOr, OpNe, OpMin2, OpMax2:
		return clampNNZ((sa+sb-sa*sb)*float64(cells), cells)
	}
	return cells
}

// estimateMatMulNNZ: a cell of the product is zero when all k products are,
// each non-zero with probability sa*sb.
func estimateMatMulNNZ(a, b *Hop, cells int64) int64 {
	k := float64(a.Cols)
	p := a.Sparsity() * b.Sparsity()
	return clampNNZ((1-math.Pow(1-p, k))*float64(cells), cells)
}
