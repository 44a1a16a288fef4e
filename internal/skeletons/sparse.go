package skeletons

import (
	"github.com/fusejit/fusejit/matrix"

	"github.com/fusejit/fusejit/internal/hugealloc"
)

// dropFlagged returns main's structure and vals without the cells flagged
// as structural zeros.
func dropFlagged(main *matrix.CSR, vals []float64, flags []uint8) *matrix.CSR {
	r, c := main.Dims()
	rp, ci := main.RowPtr(), main.ColIdx()
	nrp := hugealloc.Make[int64](r + 1)
	nci := hugealloc.Make[int32](len(vals))[:0]
	nv := hugealloc.Make[float64](len(vals))[:0]
	for i := 0; i < r; i++ {
		for k := rp[i]; k < rp[i+1]; k++ {
			if flags[k] == 0 {
				nci = append(nci, ci[k])
				nv = append(nv, vals[k])
			}
		}
		nrp[i+1] = int64(len(nv))
	}
	return matrix.NewCSRFromParts(r, c, nrp, nci, nv)
}

// denseToCSR stores the cells of an n x m dense result that are not
// flagged as structural zeros (computed zeros stay stored).
func denseToCSR(n, m int, vals []float64, flags []uint8) *matrix.CSR {
	rp := hugealloc.Make[int64](n + 1)
	var ci []int32
	var nv []float64
	for i := 0; i < n; i++ {
		for j := 0; j < m; j++ {
			if k := i*m + j; flags[k] == 0 {
				ci = append(ci, int32(j))
				nv = append(nv, vals[k])
			}
		}
		rp[i+1] = int64(len(nv))
	}
	return matrix.NewCSRFromParts(n, m, rp, ci, nv)
}

// sparseLike returns a CSR with main's structure (copied) and vals.
func sparseLike(main *matrix.CSR, vals []float64) *matrix.CSR {
	r, c := main.Dims()
	rp := append([]int64(nil), main.RowPtr()...)
	ci := append([]int32(nil), main.ColIdx()...)
	return matrix.NewCSRFromParts(r, c, rp, ci, vals)
}
