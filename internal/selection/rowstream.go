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
// and for products whose operands fit).
func (m *model) rowStreamTime(v *vector) float64 {
	if v.typ != memo.TemplateRow {
		return 0
	}
	bytes := 0.0
	for _, h := range v.covered {
		if per, rows := rowStreamBytes(h); per > rowCacheBytes {
			bytes += per * rows
		}
	}
	return bytes / (rowCacheRate * m.mach.ReadBandwidth)
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
