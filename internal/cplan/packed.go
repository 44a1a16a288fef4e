package cplan

import "github.com/fusejit/fusejit/internal/memo"

// PackedColumns reports whether the kernel of a Row plan reads input in,
// the skinny B (L x K, 1 < K <= SmallK, dense) of x %*% B with dense
// rows x, packed by columns (K x L, column c at c*L) rather than by rows.
// Row-major, the K sums of a row's product read B with stride K, and the
// loop spends its time deinterleaving B's rows into vectors (t(X) %*%
// (W * (X %*% V)) with V of 2 columns); packed, each sum is a contiguous
// dot product. The skeleton packs such an input before the kernel runs;
// every use of it in the plan must be such a product.
func (p *CPlan) PackedColumns(in int) bool {
	if p.Template != memo.TemplateRow || in < 0 || in >= len(p.Inputs) {
		return false
	}
	if spec := p.Inputs[in]; spec.Kind != KindWhole || spec.Sparse {
		return false
	}
	used := false
	for _, n := range p.ABI().Nodes {
		switch n := n.(type) {
		case *Data:
			if n.In == in {
				return false
			}
		case *MatVec:
			if n.B != in {
				continue
			}
			if n.Scalar || n.K < 2 || p.SparseRow(n.X) {
				return false
			}
			used = true
		}
	}
	return used
}
