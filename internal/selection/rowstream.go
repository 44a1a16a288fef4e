package selection

import (
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// Row operators have no width limit on their products, and a wide product
// changes what bounds them: a Row kernel reads the whole of B in x %*% B
// for every row, and t(X) %*% W updates the whole m x k partial for every
// row (a rank-one update). While B and the partial stay in a core's cache
// these passes cost no more than their FLOPs, which the model already
// counts; past the cache they stream from the next level once per row,
// where unfused execution runs a blocked BLAS product that reads each
// operand a few times in all. rowStreamTime charges that per-row traffic
// as reads, which overlap with the product's FLOPs as the kernel's loads
// of B do.

const (
	// rowCacheBytes is the per-row working set a Row kernel keeps in a
	// core's private cache (a conservative L2 share).
	rowCacheBytes = 256 << 10
	// rowCacheRate is the bandwidth of the next cache level as a multiple
	// of the measured memory read bandwidth. Fitted on the project's 2-core
	// machine: rowSums(exp(X %*% V)) over 10^5 x 300 with a 300 x 200 V
	// streamed B at about 4 times the read bandwidth, and t(X) %*% (W *
	// (X %*% V)) its 300 x 200 partial at about a third of that per byte
	// (counted by rowStreamBytes as three passes).
	rowCacheRate = 4
)

// rowStreamTime is the time a Row operator spends re-reading products'
// operands that do not fit in cache, once per row (0 for other templates
// and for products whose operands fit, or that run blocked).
func (m *model) rowStreamTime(v *vector) float64 {
	if v.typ != memo.TemplateRow {
		return 0
	}
	blocked := false
	for _, h := range v.covered {
		blocked = blocked || blockedPartial(h)
	}
	bytes := 0.0
	for _, h := range v.covered {
		if blocked && (blockedPartial(h) || blockedProduct(h, v)) {
			continue
		}
		if per, rows := rowStreamBytes(h); per > rowCacheBytes {
			bytes += per * rows
		}
	}
	return bytes / (rowCacheRate * m.mach.ReadBandwidth)
}

// blockedKMin is the narrowest W (and B) whose products a Row operator
// over a dense X runs a block of rows at a time through BLAS: wider than
// the kernels' small-width specializations (cplan.SmallK, cplan's
// CPlan.PartialBlocked and CPlan.BlockedProduct state the rule).
const blockedKMin = 9

// blockedPartial reports whether h is t(X) %*% W over a dense X with a W
// of at least blockedKMin columns: the operator then updates its partial
// from a block of rows at once with BLAS, which reads the partial once per
// block, not once per row.
func blockedPartial(h *hop.Hop) bool {
	return h.Op == hop.OpMatMul && h.Inputs[0].Op == hop.OpTranspose &&
		!h.Inputs[0].Inputs[0].Sparse && h.Cols >= blockedKMin
}

// blockedProduct reports whether h is x %*% B inside a blocked t(X) %*% W
// operator v with x a dense input read by v (not computed in it) and B
// dense and wide: BLAS then computes it a block of rows at a time.
func blockedProduct(h *hop.Hop, v *vector) bool {
	if h.Op != hop.OpMatMul || h.Inputs[0].Op == hop.OpTranspose || h.Cols < blockedKMin {
		return false
	}
	x, b := h.Inputs[0], h.Inputs[1]
	return !x.Sparse && !b.Sparse && v.index(x) < 0
}

// rowStreamBytes is what a Row kernel touches per row to compute the
// product h, and the number of rows: B of x %*% B, read once; the partial
// of t(X) %*% W, read, written and written back, three passes. Other
// operators touch only their row.
func rowStreamBytes(h *hop.Hop) (per, rows float64) {
	if h.Op != hop.OpMatMul {
		return 0, 0
	}
	a, b := h.Inputs[0], h.Inputs[1]
	if a.Op == hop.OpTranspose {
		return 3 * float64(h.Rows) * float64(h.Cols) * 8, float64(b.Rows)
	}
	return bytesOf(b), float64(a.Rows)
}
