package engine

import (
	"fmt"

	"github.com/fusejit/fusejit/internal/hop"
)

// checkLeaves verifies, at the start of every Eval, that the caller's
// matrices still have the shape and storage they had when the expression
// was built: kernels index their arrays without bounds checks, so a
// *mat.Dense reshaped since (Reset, ReuseAs) or a CSR whose row pointers
// were edited through RowPtr would make a kernel read past its buffers.
// The check is O(rows) per leaf: dimensions, slice lengths and monotone
// row pointers. Column indexes are checked when the CSR is wrapped
// (engine.Sparse) and must not be changed afterwards.
func checkLeaves(dag *hop.DAG) error {
	for _, h := range dag.Nodes {
		switch {
		case h.Dense != nil:
			r, c := h.Dense.Dims()
			raw := h.Dense.RawMatrix()
			if r != h.Rows || c != h.Cols || raw.Rows != r || raw.Cols != c ||
				raw.Stride < c || len(raw.Data) < (r-1)*raw.Stride+c {
				return fmt.Errorf("%w: dense input built as %dx%d is now %dx%d (stride %d, %d values): inputs must not change until Eval returns",
					ErrShape, h.Rows, h.Cols, r, c, raw.Stride, len(raw.Data))
			}
		case h.CSR != nil:
			r, c := h.CSR.Dims()
			rp, ci, v := h.CSR.RowPtr(), h.CSR.ColIdx(), h.CSR.Values()
			if r != h.Rows || c != h.Cols || len(rp) != r+1 || rp[0] != 0 ||
				rp[r] != int64(len(ci)) || len(ci) != len(v) {
				return fmt.Errorf("%w: sparse input built as %dx%d is now %dx%d with %d row pointers, %d column indexes and %d values: inputs must not change until Eval returns",
					ErrShape, h.Rows, h.Cols, r, c, len(rp), len(ci), len(v))
			}
			for i := 1; i <= r; i++ {
				if rp[i] < rp[i-1] {
					return fmt.Errorf("%w: sparse input %dx%d: row pointer %d decreases (%d after %d): inputs must not change until Eval returns",
						ErrShape, r, c, i, rp[i], rp[i-1])
				}
			}
		}
	}
	return nil
}
