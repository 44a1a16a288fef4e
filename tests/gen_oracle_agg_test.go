package tests

// The oracle's matrix products and aggregates, in the summation orders
// SEMANTICS.md documents.

import (
	"math"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/parallel"
)

// oracleMatMul sums a[i,k]*b[k,j] over k in increasing order, only over
// stored entries of a sparse operand; sparse times sparse is a CSR whose
// pattern holds every (i, j) with a stored product, starting its sum with
// the first product (Gustavson).
func oracleMatMul(a, b *oval) (*oval, func(int) cellTol) {
	n, m, inner := a.r, b.c, a.c
	out := newOval(n, m, a.sparse && b.sparse)
	bound := make([]float64, n*m)
	for i := 0; i < n; i++ {
		for j := 0; j < m; j++ {
			acc, hit := 0.0, false
			for k := 0; k < inner; k++ {
				if !a.isStored(i, k) || !b.isStored(k, j) {
					continue
				}
				p := a.at(i, k) * b.at(k, j)
				if !hit && out.sparse {
					acc = p
				} else {
					acc += p
				}
				hit = true
				bound[i*m+j] += math.Abs(p)
			}
			out.v[i*m+j] = acc
			if out.sparse {
				out.stored[i*m+j] = hit
			}
		}
	}
	// The sign of a zero sum is not specified (BLAS; the dot-product
	// rewrite sums from +0).
	return out, func(k int) cellTol { return cellTol{abs: 1e-12 * bound[k], zeroSign: true} }
}

// oracleAgg folds in Base's documented order (sums: see
// oracleOrderedSum): dense cells row-major (rows
// for row aggregates, down the column for column aggregates); for a CSR
// the stored values in that order, then one +0 when cells are unstored.
// Base splits full aggregates of more than aggBlock cells (and column
// aggregates of large inputs) into fixed blocks whose partial results it
// merges; there the oracle allows 1e-12 of the sum of |x| and either sign
// of a zero.
func oracleAgg(op hop.OpCode, dir hop.Direction, a *oval) (*oval, func(int) cellTol) {
	const aggBlock, parMinWork = 1 << 15, 1 << 16
	exact := func(int) cellTol { return cellTol{} }
	if op == hop.OpIndexMax {
		out := newOval(a.r, 1, false)
		for i := 0; i < a.r; i++ {
			best, m := 0, a.at(i, 0)
			if m == m {
				for j := 1; j < a.c; j++ {
					v := a.at(i, j)
					if v != v {
						best = j
						break
					}
					if v > m {
						best, m = j, v
					}
				}
			}
			out.v[i] = float64(best + 1)
		}
		return out, exact
	}
	fold := op
	if op == hop.OpMean {
		fold = hop.OpSum
	}
	init := map[hop.OpCode]float64{hop.OpSum: 0, hop.OpMin: math.Inf(1), hop.OpMax: math.Inf(-1)}[fold]
	step := func(acc, x float64) float64 {
		switch fold {
		case hop.OpMin:
			return hop.Min2(acc, x)
		case hop.OpMax:
			return hop.Max2(acc, x)
		}
		return acc + x
	}
	// foldCells folds the cells idx (in order) of a, and returns the sum of
	// |x| and the number of values folded.
	foldCells := func(idx []int) (acc, abs float64, n int) {
		acc, gap := init, false
		for _, k := range idx {
			if a.sparse && !a.stored[k] {
				gap = true
				continue
			}
			acc = step(acc, a.v[k])
			abs += math.Abs(a.v[k])
			n++
		}
		if gap {
			acc = step(acc, 0)
		}
		return acc, abs, n
	}
	if fold == hop.OpSum {
		return oracleOrderedSum(op, dir, a), exact
	}
	var out *oval
	var count float64
	var abs []float64
	blocked := false
	switch dir {
	case hop.DirFull:
		out, count, abs = newOval(1, 1, false), float64(a.r*a.c), make([]float64, 1)
		idx := make([]int, a.r*a.c)
		for k := range idx {
			idx[k] = k
		}
		var n int
		out.v[0], abs[0], n = foldCells(idx)
		out.v[0] = step(init, out.v[0]) // block results are merged from the identity
		blocked = n > aggBlock
	case hop.DirRow:
		out, count, abs = newOval(a.r, 1, false), float64(a.c), make([]float64, a.r)
		for i := 0; i < a.r; i++ {
			idx := make([]int, a.c)
			for j := range idx {
				idx[j] = i*a.c + j
			}
			out.v[i], abs[i], _ = foldCells(idx)
		}
	default:
		out, count, abs = newOval(1, a.c, false), float64(a.r), make([]float64, a.c)
		total := 0
		for j := 0; j < a.c; j++ {
			idx := make([]int, a.r)
			for i := range idx {
				idx[i] = i*a.c + j
			}
			var n int
			out.v[j], abs[j], n = foldCells(idx)
			total += n
		}
		blocked = total >= parMinWork
	}
	if op == hop.OpMean {
		for k := range out.v {
			out.v[k] /= count
			abs[k] /= count
		}
	}
	if !blocked {
		return out, exact
	}
	return out, func(k int) cellTol {
		if fold == hop.OpSum {
			return cellTol{abs: 1e-12 * abs[k], zeroSign: true}
		}
		return cellTol{zeroSign: true}
	}
}

// oracleOrderedSum is a sum (or mean) in the order of SEMANTICS.md,
// "Summation order", written out cell by cell: row and full sums use eight
// lanes, the cell at offset t of the summed range going to lane t mod 8
// (unstored cells included, as zeros), lanes combined as (0+4, 1+5, 2+6,
// 3+7), then (0+2, 1+3), then the last two; full sums cut the rows into
// the tasks of parallel.Split(rows, rows*cols) and add the task totals in
// order; column sums add down each column per range of
// parallel.PartialRanges over those tasks, then the range totals in order.
func oracleOrderedSum(op hop.OpCode, dir hop.Direction, a *oval) *oval {
	sumRange := func(i0, i1 int) float64 {
		var l [8]float64
		for t := 0; t < (i1-i0)*a.c; t++ {
			k := i0*a.c + t
			x := a.v[k]
			if a.sparse && !a.stored[k] {
				x = 0
			}
			l[t%8] += x
		}
		x0, x1, x2, x3 := l[0]+l[4], l[1]+l[5], l[2]+l[6], l[3]+l[7]
		y0, y1 := x0+x2, x1+x3
		return y0 + y1
	}
	cell := func(i, j int) float64 {
		if k := i*a.c + j; !a.sparse || a.stored[k] {
			return a.v[k]
		}
		return 0
	}
	var out *oval
	var count float64
	switch dir {
	case hop.DirRow:
		out, count = newOval(a.r, 1, false), float64(a.c)
		for i := 0; i < a.r; i++ {
			out.v[i] = sumRange(i, i+1)
		}
	case hop.DirCol:
		out, count = newOval(1, a.c, false), float64(a.r)
		work := int64(a.r) * int64(a.c)
		for j := 0; j < a.c; j++ {
			total := 0.0
			for _, r := range parallel.PartialRanges(parallel.Split(a.r, work), a.c, work) {
				part := 0.0
				for i := r.Lo; i < r.Hi; i++ {
					part += cell(i, j)
				}
				total += part
			}
			out.v[j] = total
		}
	default:
		out, count = newOval(1, 1, false), float64(a.r)*float64(a.c)
		acc := 0.0
		for _, r := range parallel.Split(a.r, int64(a.r)*int64(a.c)) {
			acc += sumRange(r.Lo, r.Hi)
		}
		out.v[0] = acc
	}
	if op == hop.OpMean {
		for k := range out.v {
			out.v[k] /= count
		}
	}
	return out
}
