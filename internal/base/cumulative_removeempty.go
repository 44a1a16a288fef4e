package base

import (
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// removeEmpty (Boehm et al., BTW 2019, section 4.2) in three phases: a 0/1 keep vector
// s (the select vector, or whether a row or column holds a cell != 0), its
// cumulative sum r = cumsum(s), which gives every kept row or column its
// output position r-1 and the output size r[last], and the parallel copy
// of the kept rows or columns to their positions. The parallel cumsum is
// the one of Cumulative; it is exact here (sums of small integers).
//
// A cell counts as non-zero when it is != 0: NaN does, -0 and a stored
// zero do not; the same holds for the entries of a select vector. A dense
// input gives a dense result and a CSR input a CSR. When nothing is kept
// the result is a CSR with zero rows (or columns) and no stored cells:
// gonum has no empty dense matrix, and Base rejects empty operands, so an
// expression that consumes such a result fails with an error.

// RemoveEmptyRows returns the rows of a to keep, in order: with sel == nil
// the rows that hold a cell != 0, otherwise the rows i with sel[i] != 0,
// where sel is an n x 1 vector, dense or CSR.
func (e *Exec) RemoveEmptyRows(a, sel mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: removeEmpty rows"
	defer refCatch(&res, &err, what)
	res, err = e.removeEmpty(a, sel, true)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return res, nil
}

// RemoveEmptyCols returns the columns of a to keep, in order: with sel ==
// nil the columns that hold a cell != 0, otherwise the columns j with
// sel[j] != 0, where sel is a 1 x m vector, dense or CSR.
func (e *Exec) RemoveEmptyCols(a, sel mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: removeEmpty cols"
	defer refCatch(&res, &err, what)
	res, err = e.removeEmpty(a, sel, false)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return res, nil
}

func (e *Exec) removeEmpty(a, sel mat.Matrix, rows bool) (mat.Matrix, error) {
	x, err := refViewOf(a)
	if err != nil {
		return nil, err
	}
	n, m := x.rows, x.cols
	t := e.cumPar(x.work())
	if x.sparse {
		// The first bad row is reported, whatever the schedule.
		tasks := rmTasks(&x)
		err := forTasksErr(t, len(tasks), func(_, task int) error {
			for i := tasks[task].Lo; i < tasks[task].Hi; i++ {
				if err := cumCheckRow(&x, i); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	var keep []float64
	if sel != nil {
		keep, err = rmKeepFromSelect(sel, n, m, rows)
	} else if rows {
		keep, err = e.rmNonEmptyRows(&x, t)
	} else {
		keep, err = e.rmNonEmptyCols(&x, t)
	}
	if err != nil {
		return nil, err
	}
	pos, err := e.cumDenseRaw(hop.OpCumSum, keep, len(keep), 1)
	if err != nil {
		return nil, err
	}
	k := int(pos[len(pos)-1])
	switch {
	case k == 0 && rows:
		return matrix.NewCSRFromParts(0, m, []int64{0}, nil, nil), nil
	case k == 0:
		return matrix.NewCSRFromParts(n, 0, hugealloc.Make[int64](n+1), nil, nil), nil
	case rows:
		return e.rmCopyRows(&x, keep, pos, k, t)
	}
	return e.rmCopyCols(&x, keep, pos, k, t)
}

// rmKeepFromSelect returns the keep vector sel != 0 after checking that
// sel is n x 1 (rows) or 1 x m (columns).
func rmKeepFromSelect(sel mat.Matrix, n, m int, rows bool) ([]float64, error) {
	s, err := refViewOf(sel)
	if err != nil {
		return nil, fmt.Errorf("select vector: %w", err)
	}
	wantR, wantC := n, 1
	if !rows {
		wantR, wantC = 1, m
	}
	if s.rows != wantR || s.cols != wantC {
		return nil, fmt.Errorf("select vector is %dx%d, want %dx%d for a %dx%d matrix: %w",
			s.rows, s.cols, wantR, wantC, n, m, errBaseShape)
	}
	keep := hugealloc.Make[float64](wantR * wantC)
	if !s.sparse {
		for i, v := range s.d {
			if v != 0 {
				keep[i] = 1
			}
		}
		return keep, nil
	}
	// An n x 1 CSR stores row i's cell at position rp[i]; a 1 x m one
	// stores its cells in row 0.
	for i := 0; i < s.rows; i++ {
		for p := s.rp[i]; p < s.rp[i+1]; p++ {
			j := int(s.ci[p])
			if j < 0 || j >= s.cols {
				return nil, fmt.Errorf("select vector: column index %d out of range: %w", j, errBaseInput)
			}
			if s.v[p] != 0 {
				keep[i*s.cols+j] = 1
			}
		}
	}
	return keep, nil
}

// rmTasks cuts the rows of x into tasks decided by its shape and, for a
// CSR, its stored cells.
func rmTasks(x *refView) []parallel.Range {
	if x.sparse {
		return parallel.SplitWeighted(x.rows, func(i int) int64 { return x.rp[i] })
	}
	return parallel.Split(x.rows, int64(len(x.d)))
}

// rmParRows runs fn over the row ranges of rmTasks(x) on up to t
// goroutines; w identifies the goroutine.
func rmParRows(t par, x *refView, fn func(w, lo, hi int)) error {
	return forRanges(t, rmTasks(x), func(w int, r parallel.Range) { fn(w, r.Lo, r.Hi) })
}

// rmNonEmptyRows returns 1 for every row of x with a cell != 0, else 0.
func (e *Exec) rmNonEmptyRows(x *refView, t par) ([]float64, error) {
	n, m := x.rows, x.cols
	keep := hugealloc.Make[float64](n)
	err := rmParRows(t, x, func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			var row []float64
			if x.sparse {
				row = x.v[x.rp[i]:x.rp[i+1]]
			} else {
				row = x.d[i*m : (i+1)*m]
			}
			for _, v := range row {
				if v != 0 {
					keep[i] = 1
					break
				}
			}
		}
	})
	return keep, err
}

// rmNonEmptyCols returns 1 for every column of x with a cell != 0, else 0;
// each goroutine marks its own copy, which are merged after.
func (e *Exec) rmNonEmptyCols(x *refView, t par) ([]float64, error) {
	m := x.cols
	// The or of the goroutines' flags does not depend on which goroutine
	// saw which row.
	workers := parallel.Threads(t.threads, len(rmTasks(x)))
	flags := hugealloc.Make[float64](workers * m)
	err := rmParRows(t, x, func(w, lo, hi int) {
		f := flags[w*m : (w+1)*m]
		for i := lo; i < hi; i++ {
			if x.sparse {
				for p := x.rp[i]; p < x.rp[i+1]; p++ {
					if x.v[p] != 0 {
						f[x.ci[p]] = 1
					}
				}
				continue
			}
			for j, v := range x.d[i*m : (i+1)*m] {
				if v != 0 {
					f[j] = 1
				}
			}
		}
	})
	keep := flags[:m]
	for w := 1; w < workers; w++ {
		for j, v := range flags[w*m : (w+1)*m] {
			if v != 0 {
				keep[j] = 1
			}
		}
	}
	return keep, err
}

// rmCopyRows copies every kept row i of x to output row pos[i]-1.
func (e *Exec) rmCopyRows(x *refView, keep, pos []float64, k int, t par) (mat.Matrix, error) {
	n, m := x.rows, x.cols
	if !x.sparse {
		out := hugealloc.Make[float64](k * m)
		err := rmParRows(t, x, func(_, lo, hi int) {
			for i := lo; i < hi; i++ {
				if keep[i] != 0 {
					r := int(pos[i]) - 1
					copy(out[r*m:(r+1)*m], x.d[i*m:(i+1)*m])
				}
			}
		})
		if err != nil {
			return nil, err
		}
		return mat.NewDense(k, m, out), nil
	}
	// Row pointers: the cumulative sum of the kept rows' stored cells.
	cnt := hugealloc.Make[float64](n)
	for i := range cnt {
		if keep[i] != 0 {
			cnt[i] = float64(x.rp[i+1] - x.rp[i])
		}
	}
	end, err := e.cumDenseRaw(hop.OpCumSum, cnt, n, 1)
	if err != nil {
		return nil, err
	}
	rp := hugealloc.Make[int64](k + 1)
	for i := range keep {
		if keep[i] != 0 {
			rp[int(pos[i])] = int64(end[i])
		}
	}
	nnz := rp[k]
	ci := hugealloc.Make[int32](nnz)
	vals := hugealloc.Make[float64](nnz)
	err = rmParRows(t, x, func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			if keep[i] != 0 {
				r := int(pos[i]) - 1
				copy(ci[rp[r]:rp[r+1]], x.ci[x.rp[i]:x.rp[i+1]])
				copy(vals[rp[r]:rp[r+1]], x.v[x.rp[i]:x.rp[i+1]])
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return matrix.NewCSRFromParts(k, m, rp, ci, vals), nil
}

// rmCopyCols copies every kept column j of x to output column pos[j]-1.
func (e *Exec) rmCopyCols(x *refView, keep, pos []float64, k int, t par) (mat.Matrix, error) {
	n, m := x.rows, x.cols
	if !x.sparse {
		src := make([]int, k) // source column of every output column
		for j := range keep {
			if keep[j] != 0 {
				src[int(pos[j])-1] = j
			}
		}
		out := hugealloc.Make[float64](n * k)
		err := rmParRows(t, x, func(_, lo, hi int) {
			for i := lo; i < hi; i++ {
				row, o := x.d[i*m:(i+1)*m], out[i*k:(i+1)*k]
				for c, j := range src {
					o[c] = row[j]
				}
			}
		})
		if err != nil {
			return nil, err
		}
		return mat.NewDense(n, k, out), nil
	}
	// Row pointers: the cumulative sum of every row's cells in kept
	// columns.
	cnt := hugealloc.Make[float64](n)
	err := rmParRows(t, x, func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			c := 0
			for _, j := range x.ci[x.rp[i]:x.rp[i+1]] {
				if keep[j] != 0 {
					c++
				}
			}
			cnt[i] = float64(c)
		}
	})
	if err != nil {
		return nil, err
	}
	end, err := e.cumDenseRaw(hop.OpCumSum, cnt, n, 1)
	if err != nil {
		return nil, err
	}
	rp := hugealloc.Make[int64](n + 1)
	for i := range end {
		rp[i+1] = int64(end[i])
	}
	ci := hugealloc.Make[int32](rp[n])
	vals := hugealloc.Make[float64](rp[n])
	err = rmParRows(t, x, func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			o := rp[i]
			for p := x.rp[i]; p < x.rp[i+1]; p++ {
				if j := x.ci[p]; keep[j] != 0 {
					ci[o], vals[o] = int32(pos[j])-1, x.v[p]
					o++
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return matrix.NewCSRFromParts(n, k, rp, ci, vals), nil
}
