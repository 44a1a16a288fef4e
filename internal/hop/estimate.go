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
	case OpAdd, OpSub, OpOr, OpNe, OpMin2, OpMax2, OpXor:
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

// SparseScanMaxDensity is the largest estimated result density at which a
// cumulative aggregate of a CSR operand gives a CSR (NewCumAgg): above it
// the stored cells would take more memory and time than a dense result
// (a stored cell costs 12 bytes against 8, plus index chasing).
const SparseScanMaxDensity = 0.4

// EstimateScanDensity estimates the fraction of cells a column-wise scan
// of an n-row matrix with density p stores when it keeps every cell from
// its column's first stored cell on: with cells stored independently at
// rate p, row i (0-based) is stored with probability 1-(1-p)^(i+1), so
// the mean over the rows is 1 - (1-p)(1-(1-p)^n)/(np).
func EstimateScanDensity(n int, p float64) float64 {
	switch {
	case n <= 0 || p <= 0:
		return 0
	case p >= 1:
		return 1
	}
	nf := float64(n)
	notFirst := -math.Expm1(nf * math.Log1p(-p)) // 1-(1-p)^n, accurate for small p
	return min(1, max(0, 1-(1-p)*notFirst/(nf*p)))
}
