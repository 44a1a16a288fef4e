package base

import (
	"fmt"
	"math"
	"sort"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/matrix"
)

// refTile is the band width (in columns, one cache line) of the
// cache-blocked dense transpose.
const refTile = 8

// Transpose returns the transpose of a: dense for a dense input, a CSR for
// a CSR input.
func (e *Exec) Transpose(a mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: transpose"
	defer refCatch(&res, &err, what)
	x, err := refViewOf(a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if x.sparse {
		res, err = e.transposeSparse(&x)
	} else {
		res, err = e.transposeDense(&x)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return res, nil
}

func (e *Exec) transposeDense(x *refView) (*mat.Dense, error) {
	R, C := x.rows, x.cols
	if err := e.reserve("transpose", denseBytes(R, C)); err != nil {
		return nil, err
	}
	n := R * C
	out := hugealloc.Make[float64](n)
	if R == 1 || C == 1 {
		copy(out, x.d)
		return mat.NewDense(C, R, out), nil
	}
	// Each band of refTile input columns is read row by row (one cache line
	// per row) and written as refTile output rows, sequentially.
	nt := (C + refTile - 1) / refTile
	err := e.refParFor(nt, n, func(lo, hi int) {
		for t := lo; t < hi; t++ {
			j0, j1 := t*refTile, min(C, (t+1)*refTile)
			for i := 0; i < R; i++ {
				for k, v := range x.d[i*C+j0 : i*C+j1] {
					out[(j0+k)*R+i] = v
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return mat.NewDense(C, R, out), nil
}

// transposeSparse counts the entries per column and scatters them in row
// order. Large inputs count per row block, so that blocks scatter in
// parallel to disjoint, precomputed positions; the result is the same.
func (e *Exec) transposeSparse(x *refView) (*matrix.CSR, error) {
	R, C := x.rows, x.cols
	if R > math.MaxInt32 {
		return nil, fmt.Errorf("%d rows exceed int32 column indices of the transpose: %w", R, errBaseInput)
	}
	nnz := len(x.v)
	nb := 1
	if t := e.threads(); t > 1 && nnz >= refParMinWork {
		nb = min(t, R, max(1, nnz/C))
	}
	if err := e.reserve("sparse transpose", satBytes(float64(csrBytes(C, nnz))+float64(nb)*float64(C)*8)); err != nil {
		return nil, err
	}
	bnd := make([]int, nb+1)
	for b := 1; b < nb; b++ {
		target := int64(b) * int64(nnz) / int64(nb)
		bnd[b] = max(bnd[b-1], sort.Search(R, func(i int) bool { return x.rp[i] >= target }))
	}
	bnd[nb] = R
	// pos[b*C+j] is first the count of column j in block b, then the
	// position where block b writes its next entry of column j.
	pos := hugealloc.Make[int64](nb * C)
	err := e.refParFor(nb, nnz, func(lo, hi int) {
		for b := lo; b < hi; b++ {
			p := pos[b*C : (b+1)*C]
			for _, j := range x.ci[x.rp[bnd[b]]:x.rp[bnd[b+1]]] {
				p[j]++
			}
		}
	})
	if err != nil {
		return nil, err
	}
	rp := hugealloc.Make[int64](C + 1)
	var off int64
	for j := 0; j < C; j++ {
		rp[j] = off
		for b := 0; b < nb; b++ {
			c := pos[b*C+j]
			pos[b*C+j] = off
			off += c
		}
	}
	rp[C] = off
	ci := hugealloc.Make[int32](nnz)
	v := hugealloc.Make[float64](nnz)
	err = e.refParFor(nb, nnz, func(lo, hi int) {
		for b := lo; b < hi; b++ {
			p := pos[b*C : (b+1)*C]
			for i := bnd[b]; i < bnd[b+1]; i++ {
				for k := x.rp[i]; k < x.rp[i+1]; k++ {
					j := x.ci[k]
					ci[p[j]], v[p[j]] = int32(i), x.v[k]
					p[j]++
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return matrix.NewCSRFromParts(C, R, rp, ci, v), nil
}

// Slice returns rows [r0, r1) and columns [c0, c1) of a as a copy in the
// format of a. The ranges must be non-empty and within a.
func (e *Exec) Slice(a mat.Matrix, r0, r1, c0, c1 int) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: slice [%d:%d, %d:%d]", r0, r1, c0, c1)
	defer refCatch(&res, &err, what)
	x, err := refViewOf(a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if r0 < 0 || r0 >= r1 || r1 > x.rows || c0 < 0 || c0 >= c1 || c1 > x.cols {
		return nil, fmt.Errorf("%s: out of range for %dx%d: %w", what, x.rows, x.cols, errBaseShape)
	}
	R, C := r1-r0, c1-c0
	if err := e.reserve(what, denseBytes(R, C)); err != nil && !x.sparse {
		return nil, err
	}
	if !x.sparse {
		out := hugealloc.Make[float64](R * C)
		err = e.refParFor(R, R*C, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				src := (r0+i)*x.cols + c0
				copy(out[i*C:(i+1)*C], x.d[src:src+C])
			}
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		return mat.NewDense(R, C, out), nil
	}
	// span returns the stored range of input row r0+i within [c0, c1).
	span := func(i int) (int64, int64) {
		k0, k1 := x.rp[r0+i], x.rp[r0+i+1]
		cols := x.ci[k0:k1]
		lo := sort.Search(len(cols), func(k int) bool { return int(cols[k]) >= c0 })
		hi := lo + sort.Search(len(cols)-lo, func(k int) bool { return int(cols[lo+k]) >= c1 })
		return k0 + int64(lo), k0 + int64(hi)
	}
	rp := hugealloc.Make[int64](R + 1)
	for i := 0; i < R; i++ {
		lo, hi := span(i)
		rp[i+1] = rp[i] + hi - lo
	}
	nnz := rp[R]
	ci := hugealloc.Make[int32](nnz)
	v := hugealloc.Make[float64](nnz)
	err = e.refParFor(R, int(nnz)+R, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			k0, k1 := span(i)
			o := rp[i]
			copy(v[o:rp[i+1]], x.v[k0:k1])
			for k, j := range x.ci[k0:k1] {
				ci[o+int64(k)] = j - int32(c0)
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return matrix.NewCSRFromParts(R, C, rp, ci, v), nil
}

// CBind concatenates its inputs, which must have equal row counts, left to
// right. The result is dense if every input is dense, and otherwise a CSR
// in which every cell of a dense input is stored (so the structural zeros
// of the result are exactly those of the CSR inputs).
func (e *Exec) CBind(ins ...mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: cbind"
	defer refCatch(&res, &err, what)
	xs, off, err := bindViews(what, ins, false)
	if err != nil {
		return nil, err
	}
	anySparse := false
	work := 0
	for k := range xs {
		anySparse = anySparse || xs[k].sparse
		work += xs[k].work()
	}
	R, C := xs[0].rows, off[len(ins)]
	if !anySparse {
		if err := e.reserve(what, denseBytes(R, C)); err != nil {
			return nil, err
		}
		n, err := refCells(R, C)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		out := hugealloc.Make[float64](n)
		err = e.refParFor(R, work, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				for k := range xs {
					w := xs[k].cols
					copy(out[i*C+off[k]:i*C+off[k]+w], xs[k].d[i*w:(i+1)*w])
				}
			}
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		return mat.NewDense(R, C, out), nil
	}
	if C > math.MaxInt32 {
		return nil, fmt.Errorf("%s: %d columns exceed int32 indices: %w", what, C, errBaseInput)
	}
	rp := hugealloc.Make[int64](R + 1)
	for i := 0; i < R; i++ {
		c := int64(0)
		for k := range xs {
			if xs[k].sparse {
				c += xs[k].rp[i+1] - xs[k].rp[i]
			} else {
				c += int64(xs[k].cols)
			}
		}
		rp[i+1] = rp[i] + c
	}
	nnz := rp[R]
	ci := hugealloc.Make[int32](nnz)
	v := hugealloc.Make[float64](nnz)
	err = e.refParFor(R, work, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			o := rp[i]
			for k := range xs {
				x, base := &xs[k], int32(off[k])
				if !x.sparse {
					w := x.cols
					copy(v[o:o+int64(w)], x.d[i*w:(i+1)*w])
					for j := 0; j < w; j++ {
						ci[o+int64(j)] = base + int32(j)
					}
					o += int64(w)
					continue
				}
				k0, k1 := x.rp[i], x.rp[i+1]
				copy(v[o:o+k1-k0], x.v[k0:k1])
				for t, j := range x.ci[k0:k1] {
					ci[o+int64(t)] = base + j
				}
				o += k1 - k0
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return matrix.NewCSRFromParts(R, C, rp, ci, v), nil
}
