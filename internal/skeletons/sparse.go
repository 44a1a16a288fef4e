package skeletons

import (
	"encoding/binary"

	"github.com/fusejit/fusejit/matrix"

	"github.com/fusejit/fusejit/internal/hugealloc"
)

// dropFlagged returns main's structure and vals without the cells flagged
// as structural zeros. Most kernels flag none (a sparse-safe product keeps
// its computed zeros stored), and then main's structure is copied whole
// and vals kept: rowSums(X * Y) / sum(X * Y) over a dense X and a CSR Y of
// 10^4 x 100 at 5% spent a quarter of its fused Eval copying cell by cell
// what it could copy at once.
func dropFlagged(main *matrix.CSR, vals []float64, flags []uint8) *matrix.CSR {
	if !anyFlagged(flags[:len(vals)]) {
		return sparseLike(main, vals)
	}
	return dropFlaggedCells(main, vals, flags)
}

// dropFlaggedCells is dropFlagged cell by cell.
func dropFlaggedCells(main *matrix.CSR, vals []float64, flags []uint8) *matrix.CSR {
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

// anyFlagged reports whether a cell of flags is set, reading eight at a
// time.
func anyFlagged(flags []uint8) bool {
	n := len(flags) &^ 7
	for i := 0; i < n; i += 8 {
		if binary.LittleEndian.Uint64(flags[i:]) != 0 {
			return true
		}
	}
	for _, f := range flags[n:] {
		if f != 0 {
			return true
		}
	}
	return false
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
