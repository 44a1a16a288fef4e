package base

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
)

// The aggregates of issue 18 that no template fuses as such: prod (full,
// row and column) and rowIndexMin, and var and sd, which hop rewrites
// into sums for the templates and Base computes in their order
// (aggregate_var.go). A prod or rowIndexMin result cell is computed from
// one line of cells (the whole matrix in row-major order, a row, or a
// column from top to bottom) in that fixed order, sequentially, so the
// result does not depend on the thread count.
//
// Structural zeros follow internal/hop/op.go: a product with an unstored
// cell is +0, even against NaN or Inf among the stored ones.

// statsAggregate computes op in direction dir for the aggregates above.
func (e *Exec) statsAggregate(op hop.OpCode, dir hop.Direction, a mat.Matrix) (mat.Matrix, error) {
	what := fmt.Sprintf("base: aggregate %v(%v)", op, dir)
	x, err := refViewOf(a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if op == hop.OpIndexMin {
		if dir != hop.DirRow {
			return nil, fmt.Errorf("%s: index-min is row-wise only: %w", what, errBaseOp)
		}
		out := hugealloc.Make[float64](x.rows)
		for i := range out {
			if x.sparse {
				k0, k1 := x.rp[i], x.rp[i+1]
				out[i] = float64(refIndexMinSparse(x.ci[k0:k1], x.v[k0:k1], x.cols) + 1)
			} else {
				out[i] = float64(refIndexMinDense(x.d[i*x.cols:(i+1)*x.cols]) + 1)
			}
		}
		return mat.NewDense(x.rows, 1, out), nil
	}
	var line func(vals []float64, n int) float64
	switch op {
	case hop.OpProd:
		line = lineProd
	case hop.OpVar, hop.OpSd:
		return e.varAggregate(op, dir, a)
	default:
		return nil, fmt.Errorf("%s: %w", what, errBaseOp)
	}
	R, C := x.rows, x.cols
	switch dir {
	case hop.DirFull:
		vals := x.d
		if x.sparse {
			vals = x.v
		}
		return mat.NewDense(1, 1, []float64{line(vals, R*C)}), nil
	case hop.DirRow:
		out := hugealloc.Make[float64](R)
		for i := range out {
			if x.sparse {
				out[i] = line(x.v[x.rp[i]:x.rp[i+1]], C)
			} else {
				out[i] = line(x.d[i*C:(i+1)*C], C)
			}
		}
		return mat.NewDense(R, 1, out), nil
	case hop.DirCol:
		ptr, vals := columnsOf(&x)
		out := hugealloc.Make[float64](C)
		for j := range out {
			out[j] = line(vals[ptr[j]:ptr[j+1]], R)
		}
		return mat.NewDense(1, C, out), nil
	}
	return nil, fmt.Errorf("%s: invalid direction: %w", what, errBaseOp)
}

// columnsOf returns the stored cells of every column from top to bottom:
// column j is vals[ptr[j]:ptr[j+1]] (all R cells of a dense matrix).
func columnsOf(x *refView) (ptr []int, vals []float64) {
	R, C := x.rows, x.cols
	ptr = make([]int, C+1)
	if !x.sparse {
		vals = hugealloc.Make[float64](R * C)
		for j := 0; j < C; j++ {
			ptr[j+1] = (j + 1) * R
			for i := 0; i < R; i++ {
				vals[j*R+i] = x.d[i*C+j]
			}
		}
		return ptr, vals
	}
	for _, j := range x.ci {
		ptr[j+1]++
	}
	for j := 0; j < C; j++ {
		ptr[j+1] += ptr[j]
	}
	next := append([]int(nil), ptr[:C]...)
	vals = hugealloc.Make[float64](len(x.v))
	for k, j := range x.ci { // row order: CSR rows are visited top to bottom
		vals[next[j]] = x.v[k]
		next[j]++
	}
	return ptr, vals
}

// lineProd is the product of a line of n cells whose stored cells are
// vals (the rest structural zeros).
func lineProd(vals []float64, n int) float64 {
	if len(vals) < n {
		return 0
	}
	p := 1.0
	for _, v := range vals {
		p *= v
	}
	return p
}

// refIndexMinDense returns the 0-based index of the first minimum of row,
// or of its first NaN.
func refIndexMinDense(row []float64) int {
	best, m := 0, row[0]
	if m != m {
		return 0
	}
	for j := 1; j < len(row); j++ {
		v := row[j]
		if v != v {
			return j
		}
		if v < m {
			best, m = j, v
		}
	}
	return best
}

// refIndexMinSparse is refIndexMinDense for a CSR row of width C; unstored
// cells are +0 (and tie with a stored -0 or +0: the first one wins).
func refIndexMinSparse(cols []int32, vals []float64, C int) int {
	best, m := -1, math.Inf(1)
	for k, v := range vals {
		if v != v {
			return int(cols[k])
		}
		if best < 0 || v < m {
			best, m = int(cols[k]), v
		}
	}
	if len(cols) == C || m < 0 {
		return best
	}
	return firstZeroColumn(cols, best, m)
}
