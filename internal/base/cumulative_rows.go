package base

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// RowCumulative computes cumsum, cumprod, cummin or cummax along every row,
// left to right: t(op(t(a))), hop.NewRowCumAgg. Every row is one
// sequential scan (rows run in parallel), so the values are those of the
// sequential scan bit for bit. The result is dense unless a is a CSR and
// sparseOut asks for a CSR, which then stores every cell of row i from the
// row's first stored cell on (the cells before it are +0 for every
// aggregate); an empty row stays empty.
func (e *Exec) RowCumulative(op hop.OpCode, a mat.Matrix, sparseOut bool) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: row %v", op)
	defer refCatch(&res, &err, what)
	x, err := cumOperand(op, a, sparseOut)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	n, m := x.rows, x.cols
	if x.sparse {
		for i := 0; i < n; i++ {
			if err := cumCheckRow(&x, i); err != nil {
				return nil, fmt.Errorf("%s: %w", what, err)
			}
		}
	}
	init := cumInit(op)
	t := e.cumPar(len(x.v) + n*m)
	tasks := parallel.Split(n, int64(len(x.v)+n*m))
	rows := func(c int) (int, int) { return tasks[c].Lo, tasks[c].Hi }

	if x.sparse && sparseOut {
		rp := hugealloc.Make[int64](n + 1)
		for i := 0; i < n; i++ {
			stored := 0
			if lo, hi := x.rp[i], x.rp[i+1]; hi > lo {
				stored = m - int(x.ci[lo])
			}
			rp[i+1] = rp[i] + int64(stored)
		}
		if rp[n] > math.MaxInt/16 {
			return nil, fmt.Errorf("%s: a result of %d stored cells is too large: %w", what, rp[n], errBaseInput)
		}
		ci := hugealloc.Make[int32](rp[n])
		vals := hugealloc.Make[float64](rp[n])
		err = forTasks(t, len(tasks), func(_, c int) {
			r0, r1 := rows(c)
			for i := r0; i < r1; i++ {
				lo, hi := rp[i], rp[i+1]
				if hi == lo {
					continue
				}
				c0 := int(x.ci[x.rp[i]])
				scanCSRRow(op, &x, i, c0, vals[lo:hi])
				for p := lo; p < hi; p++ {
					ci[p] = int32(c0 + int(p-lo))
				}
			}
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		return matrix.NewCSRFromParts(n, m, rp, ci, vals), nil
	}

	out := hugealloc.Make[float64](n * m)
	err = forTasks(t, len(tasks), func(_, c int) {
		r0, r1 := rows(c)
		for i := r0; i < r1; i++ {
			o := out[i*m : (i+1)*m]
			if x.sparse {
				scanCSRRow(op, &x, i, 0, o)
				continue
			}
			acc := init
			for j, v := range x.d[i*m : (i+1)*m] {
				acc = cumF(op, acc, v)
				o[j] = acc
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return mat.NewDense(n, m, out), nil
}

// scanCSRRow writes the scan of CSR row i of x from column c0 on into dst
// (dst[j-c0] for column j), c0 at most the row's first stored column.
// Unstored cells read +0; those before c0 fold into the identity once
// (f(f(v, 0), 0) is f(v, 0)).
func scanCSRRow(op hop.OpCode, x *refView, i, c0 int, dst []float64) {
	acc := cumInit(op)
	if c0 > 0 {
		acc = cumF(op, acc, 0)
	}
	k, hi := x.rp[i], x.rp[i+1]
	for j := c0; j < x.cols; j++ {
		v := 0.0
		if k < hi && int(x.ci[k]) == j {
			v, k = x.v[k], k+1
		}
		acc = cumF(op, acc, v)
		dst[j-c0] = acc
	}
}
