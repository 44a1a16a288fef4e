package base

import (
	"fmt"
	"math"
	"sort"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
)

// Fixed partition sizes for aggregates. They depend on nothing but the
// input, so results do not depend on the thread count.
const (
	refAggBlock    = 1 << 15 // cells (or stored entries) per block of a full or column aggregate
	refAggColChunk = 512     // columns per chunk of a wide dense column aggregate
)

// refFoldInit is the identity of a fold: +0 for sums, +Inf for min, -Inf for max.
func refFoldInit(op hop.OpCode) float64 { return hop.AggIdentity(op) }

// refFoldOne folds x into acc.
func refFoldOne(op hop.OpCode, acc, x float64) float64 { return hop.AggFold(op, acc, x) }

// refFoldSlice folds xs into acc in order.
func refFoldSlice(op hop.OpCode, acc float64, xs []float64) float64 {
	switch op {
	case hop.OpMin:
		for _, x := range xs {
			acc = hop.Min2(acc, x)
		}
	case hop.OpMax:
		for _, x := range xs {
			acc = hop.Max2(acc, x)
		}
	default:
		for _, x := range xs {
			acc += x
		}
	}
	return acc
}

// refFoldVec folds xs into acc element by element.
func refFoldVec(op hop.OpCode, acc, xs []float64) {
	xs = xs[:len(acc)]
	switch op {
	case hop.OpMin:
		for j := range acc {
			acc[j] = hop.Min2(acc[j], xs[j])
		}
	case hop.OpMax:
		for j := range acc {
			acc[j] = hop.Max2(acc[j], xs[j])
		}
	default:
		for j := range acc {
			acc[j] += xs[j]
		}
	}
}

// Aggregate computes sum, min, max or mean in direction dir (DirFull gives
// 1 x 1, DirRow n x 1, DirCol 1 x m), or the row index-max (OpIndexMax with
// DirRow). The result is always dense. See the package doc for the fold
// order and the treatment of structural zeros.
func (e *Exec) Aggregate(op hop.OpCode, dir hop.Direction, a mat.Matrix) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: aggregate %v(%v)", op, dir)
	defer refCatch(&res, &err, what)
	switch op {
	case hop.OpSum, hop.OpMin, hop.OpMax, hop.OpMean:
		if dir != hop.DirFull && dir != hop.DirRow && dir != hop.DirCol {
			return nil, fmt.Errorf("%s: invalid direction: %w", what, errBaseOp)
		}
	case hop.OpIndexMax:
		if dir != hop.DirRow {
			return nil, fmt.Errorf("%s: index-max is row-wise only: %w", what, errBaseOp)
		}
	case hop.OpProd, hop.OpVar, hop.OpSd, hop.OpIndexMin:
		return e.statsAggregate(op, dir, a) // aggregate_stats.go
	default:
		return nil, fmt.Errorf("%s: %w", what, errBaseOp)
	}
	x, err := refViewOf(a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	fold := op
	if op == hop.OpMean {
		fold = hop.OpSum
	}
	var out []float64
	var R, C int
	switch {
	case op == hop.OpIndexMax:
		R, C = x.rows, 1
		out, err = e.indexMax(&x)
	case dir == hop.DirFull:
		R, C = 1, 1
		var s float64
		s, err = e.aggFull(fold, &x)
		out = []float64{s}
	case dir == hop.DirRow:
		R, C = x.rows, 1
		out, err = e.aggRow(fold, &x)
	default:
		R, C = 1, x.cols
		out, err = e.aggCol(fold, &x)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if op == hop.OpMean {
		var n float64
		switch dir {
		case hop.DirFull:
			n = float64(x.rows) * float64(x.cols)
		case hop.DirRow:
			n = float64(x.cols)
		default:
			n = float64(x.rows)
		}
		for k := range out {
			out[k] /= n
		}
	}
	return mat.NewDense(R, C, out), nil
}

// aggFull folds all cells (sums: see sumFull): fixed blocks of refAggBlock cells (dense) or
// stored values (CSR) in row-major order, merged in order; on a CSR with
// unstored cells a final +0 is folded.
func (e *Exec) aggFull(op hop.OpCode, x *refView) (float64, error) {
	if op == hop.OpSum {
		return e.sumFull(x)
	}
	data := x.d
	if x.sparse {
		data = x.v
	}
	n := len(data)
	nb := (n + refAggBlock - 1) / refAggBlock
	part := hugealloc.Make[float64](nb)
	init := refFoldInit(op)
	err := e.refParFor(nb, n, func(lo, hi int) {
		for b := lo; b < hi; b++ {
			part[b] = refFoldSlice(op, init, data[b*refAggBlock:min(n, (b+1)*refAggBlock)])
		}
	})
	if err != nil {
		return 0, err
	}
	acc := refFoldSlice(op, init, part)
	if x.sparse && float64(len(x.v)) < float64(x.rows)*float64(x.cols) {
		acc = refFoldOne(op, acc, 0)
	}
	return acc, nil
}

// aggRow folds every row in column order (sums: see sumRows; CSR: stored values, then +0 if
// the row has unstored cells).
func (e *Exec) aggRow(op hop.OpCode, x *refView) ([]float64, error) {
	R, C := x.rows, x.cols
	out := hugealloc.Make[float64](R)
	init := refFoldInit(op)
	if op == hop.OpSum {
		return out, e.refParFor(R, x.work(), func(lo, hi int) { sumRows(x, out, lo, hi) })
	}
	err := e.refParFor(R, x.work(), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			if !x.sparse {
				out[i] = refFoldSlice(op, init, x.d[i*C:i*C+C])
				continue
			}
			k0, k1 := x.rp[i], x.rp[i+1]
			acc := refFoldSlice(op, init, x.v[k0:k1])
			if k1-k0 < int64(C) {
				acc = refFoldOne(op, acc, 0)
			}
			out[i] = acc
		}
	})
	return out, err
}

// aggCol folds every column from top to bottom (sums: see sumCols). Small inputs run
// sequentially; wide dense inputs are split into column chunks (exactly the
// sequential order); otherwise fixed row blocks are folded separately and
// merged in order.
func (e *Exec) aggCol(op hop.OpCode, x *refView) ([]float64, error) {
	if op == hop.OpSum {
		return e.sumCols(x)
	}
	if x.sparse {
		return e.aggColSparse(op, x)
	}
	R, C := x.rows, x.cols
	n := R * C
	init := refFoldInit(op)
	out := hugealloc.Make[float64](C)
	foldRows := func(acc []float64, r0, r1, c0 int) {
		for i := r0; i < r1; i++ {
			refFoldVec(op, acc, x.d[i*C+c0:i*C+c0+len(acc)])
		}
	}
	for j := range out {
		out[j] = init
	}
	switch {
	case n < refParMinWork:
		foldRows(out, 0, R, 0)
		return out, nil
	case C >= 2*refAggColChunk:
		nc := (C + refAggColChunk - 1) / refAggColChunk
		err := e.refParFor(nc, n, func(lo, hi int) {
			for c := lo; c < hi; c++ {
				c0 := c * refAggColChunk
				foldRows(out[c0:min(C, c0+refAggColChunk)], 0, R, c0)
			}
		})
		return out, err
	}
	br := max(1, refAggBlock/C)
	nb := (R + br - 1) / br
	part := hugealloc.Make[float64](nb * C)
	err := e.refParFor(nb, n, func(lo, hi int) {
		for b := lo; b < hi; b++ {
			acc := part[b*C : (b+1)*C]
			for j := range acc {
				acc[j] = init
			}
			foldRows(acc, b*br, min(R, (b+1)*br), 0)
		}
	})
	if err != nil {
		return nil, err
	}
	for b := 0; b < nb; b++ {
		refFoldVec(op, out, part[b*C:(b+1)*C])
	}
	return out, nil
}

// aggColSparse folds the stored values of every column in row order, then
// +0 where the column has unstored cells. Large inputs use row blocks with
// about equal numbers of stored values, fixed by the row pointers.
func (e *Exec) aggColSparse(op hop.OpCode, x *refView) ([]float64, error) {
	R, C := x.rows, x.cols
	nnz := len(x.v)
	init := refFoldInit(op)
	nb := 1
	if nnz >= refParMinWork {
		nb = min((nnz+refAggBlock-1)/refAggBlock, 64, max(1, nnz/C))
	}
	// Block b covers rows [bnd[b], bnd[b+1]).
	bnd := make([]int, nb+1)
	for b := 1; b < nb; b++ {
		target := int64(b) * int64(nnz) / int64(nb)
		bnd[b] = max(bnd[b-1], sort.Search(R, func(i int) bool { return x.rp[i] >= target }))
	}
	bnd[nb] = R
	acc := hugealloc.Make[float64](nb * C)
	cnt := make([]int, nb*C)
	err := e.refParFor(nb, nnz+R, func(lo, hi int) {
		for b := lo; b < hi; b++ {
			a, c := acc[b*C:(b+1)*C], cnt[b*C:(b+1)*C]
			for j := range a {
				a[j] = init
			}
			for i := bnd[b]; i < bnd[b+1]; i++ {
				for k := x.rp[i]; k < x.rp[i+1]; k++ {
					j := x.ci[k]
					a[j] = refFoldOne(op, a[j], x.v[k])
					c[j]++
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	out, count := acc[:C], cnt[:C]
	for b := 1; b < nb; b++ {
		refFoldVec(op, out, acc[b*C:(b+1)*C])
		for j, c := range cnt[b*C : (b+1)*C] {
			count[j] += c
		}
	}
	for j := range out {
		if count[j] < R {
			out[j] = refFoldOne(op, out[j], 0)
		}
	}
	return out[:C:C], nil
}

// indexMax returns, per row, the 1-based column of the first maximum, or of
// the first NaN if the row holds one. Unstored CSR cells are +0.
func (e *Exec) indexMax(x *refView) ([]float64, error) {
	R, C := x.rows, x.cols
	out := hugealloc.Make[float64](R)
	err := e.refParFor(R, x.work(), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			if !x.sparse {
				out[i] = float64(refIndexMaxDense(x.d[i*C:i*C+C]) + 1)
				continue
			}
			k0, k1 := x.rp[i], x.rp[i+1]
			out[i] = float64(refIndexMaxSparse(x.ci[k0:k1], x.v[k0:k1], C) + 1)
		}
	})
	return out, err
}

// refIndexMaxDense returns the 0-based index of the first maximum of row,
// or of its first NaN.
func refIndexMaxDense(row []float64) int {
	best, m := 0, row[0]
	if m != m {
		return 0
	}
	for j := 1; j < len(row); j++ {
		v := row[j]
		if v != v {
			return j
		}
		if v > m {
			best, m = j, v
		}
	}
	return best
}

// refIndexMaxSparse is refIndexMaxDense for a CSR row of width C.
func refIndexMaxSparse(cols []int32, vals []float64, C int) int {
	best, m := -1, math.Inf(-1)
	for k, v := range vals {
		if v != v {
			return int(cols[k])
		}
		if best < 0 || v > m {
			best, m = int(cols[k]), v
		}
	}
	if len(cols) == C || m > 0 {
		return best
	}
	return firstZeroColumn(cols, best, m)
}

// firstZeroColumn is the index of a sparse row's extreme when an unstored
// +0 equals or beats every stored value: the first unstored column, or an
// earlier stored zero best (m is the stored extreme's value, best < 0
// when the row stores nothing).
func firstZeroColumn(cols []int32, best int, m float64) int {
	gap := len(cols)
	for k, j := range cols {
		if int(j) != k {
			gap = k
			break
		}
	}
	if best >= 0 && m == 0 && best < gap {
		return best
	}
	return gap
}
