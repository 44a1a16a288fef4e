package base

import (
	"fmt"
	"math"
	"slices"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/matrix"
)

// vectorCells returns the cells of a vector view (n x 1 or 1 x n) and
// whether each is a structural zero (nil for a dense view).
func vectorCells(x *refView) ([]float64, []bool) {
	if !x.sparse {
		return x.d, nil
	}
	n := max(x.rows, x.cols)
	vals, zero := hugealloc.Make[float64](n), make([]bool, n)
	for i := range zero {
		zero[i] = true
	}
	for i := 0; i < x.rows; i++ {
		for k := x.rp[i]; k < x.rp[i+1]; k++ {
			c := i + int(x.ci[k]) // one of i and the column is 0
			vals[c], zero[c] = x.v[k], false
		}
	}
	return vals, zero
}

// Outer returns the dense n x m matrix op(u[i], v[j]) of vectors u (n
// cells) and v (m cells), each a column or a row. The structural-zero
// rules of op apply with u and v as operands (a 1 x 1 one is a scalar):
// where hop.BinaryRule says the cell is a structural zero it is +0.
func (e *Exec) Outer(op hop.OpCode, u, v mat.Matrix) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: outer(%s)", op)
	defer refCatch(&res, &err, what)
	if !op.IsBinary() {
		return nil, fmt.Errorf("%s: not a binary operation: %w", what, errBaseOp)
	}
	a, err := refViewOf(u)
	if err != nil {
		return nil, fmt.Errorf("%s: u: %w", what, err)
	}
	b, err := refViewOf(v)
	if err != nil {
		return nil, fmt.Errorf("%s: v: %w", what, err)
	}
	if (a.rows != 1 && a.cols != 1) || (b.rows != 1 && b.cols != 1) {
		return nil, fmt.Errorf("%s: operands %s must be vectors: %w", what, refShapeString(&a, &b), errBaseShape)
	}
	rule := hop.BinaryRule(op, a.class(), b.class(), a.scalar(), b.scalar())
	av, az := vectorCells(&a)
	bv, bz := vectorCells(&b)
	n, m := len(av), len(bv)
	out, err := e.newDense(what, n, m)
	if err != nil {
		return nil, err
	}
	err = e.refParFor(n, n*m, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			za := az != nil && az[i]
			row := out[i*m : (i+1)*m]
			for j := range row {
				zb := bz != nil && bz[j]
				if rule.Apply(za, zb) {
					continue // +0 from the allocation
				}
				row[j] = hop.EvalBinary(op, av[i], bv[j])
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return mat.NewDense(n, m, out), nil
}

// tableIndex converts a cell of a table operand to a 0-based index: it
// must be an integer >= 1.
func tableIndex(v float64) (int, bool) {
	if !(v >= 1) || v != math.Trunc(v) || v > math.MaxInt32 {
		return 0, false
	}
	return int(v) - 1, true
}

// Table returns the rows x cols contingency table of a and b: cell (p, q)
// counts the k with a[k] == p+1 and b[k] == q+1. a and b are n x 1
// columns, or one of them 1 x 1 (its value pairs with every cell of the
// other). A value that is not an integer >= 1 is an error wrapping
// hop.ErrShape; a pair outside the table is dropped. The result is a CSR
// storing the non-zero counts, or a dense 1 x 1.
func (e *Exec) Table(a, b mat.Matrix, rows, cols int) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: table %dx%d", rows, cols)
	defer refCatch(&res, &err, what)
	x, err := refViewOf(a)
	if err != nil {
		return nil, fmt.Errorf("%s: a: %w", what, err)
	}
	y, err := refViewOf(b)
	if err != nil {
		return nil, fmt.Errorf("%s: b: %w", what, err)
	}
	n := max(x.rows, y.rows)
	if x.cols != 1 || y.cols != 1 || (x.rows != n && x.rows != 1) || (y.rows != n && y.rows != 1) {
		return nil, fmt.Errorf("%s: operands %s must be columns of one length: %w", what, refShapeString(&x, &y), errBaseShape)
	}
	if rows < 1 || cols < 1 || cols > math.MaxInt32 {
		return nil, fmt.Errorf("%s: bad shape: %w", what, errBaseInput)
	}
	xv, _ := vectorCells(&x)
	yv, _ := vectorCells(&y)
	at := func(v []float64, k int) float64 {
		if len(v) == 1 {
			return v[0]
		}
		return v[k]
	}
	if err := e.reserve(what, satBytes(16*float64(n))); err != nil {
		return nil, err
	}
	// Pairs inside the table as (row, column) in one int64, sorted: equal
	// pairs become runs, in row-major order.
	pairs := hugealloc.Make[int64](n)[:0]
	for k := 0; k < n; k++ {
		p, okP := tableIndex(at(xv, k))
		q, okQ := tableIndex(at(yv, k))
		if !okP || !okQ {
			return nil, fmt.Errorf("%s: pair %d is (%v, %v); values must be integers >= 1: %w",
				what, k+1, at(xv, k), at(yv, k), errBaseShape)
		}
		if p < rows && q < cols {
			pairs = append(pairs, int64(p)<<32|int64(q))
		}
	}
	slices.Sort(pairs)
	if rows == 1 && cols == 1 {
		return mat.NewDense(1, 1, []float64{float64(len(pairs))}), nil
	}
	distinct := int64(0)
	for k := range pairs {
		if k == 0 || pairs[k] != pairs[k-1] {
			distinct++
		}
	}
	ci, v, err := e.newCSR(what, rows, distinct)
	if err != nil {
		return nil, err
	}
	rp := hugealloc.Make[int64](rows + 1)
	o := int64(-1)
	for k, pq := range pairs {
		if k == 0 || pq != pairs[k-1] {
			o++
			ci[o] = int32(pq & (1<<32 - 1))
			rp[pq>>32+1]++
		}
		v[o]++
	}
	for i := 0; i < rows; i++ {
		rp[i+1] += rp[i]
	}
	return matrix.NewCSRFromParts(rows, cols, rp, ci, v), nil
}
