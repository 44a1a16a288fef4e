package base

import (
	"fmt"
	"math"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/matrix"
)

// refSpRow is one row of a broadcast operand, seen by the sparse kernels:
// either every column is present (full), with per-column values d or the
// constant c, or only the listed columns ci with values v are.
type refSpRow struct {
	full bool
	d    []float64
	c    float64
	ci   []int32
	v    []float64
}

// spRow returns row i of operand x broadcast to width C. A dense operand or
// a scalar is full; a CSR column vector is full in a row where it is
// stored and empty elsewhere.
func (x *refView) spRow(i, C int) refSpRow {
	if x.isScalar() {
		return refSpRow{full: true, c: x.scalar()}
	}
	r := i
	if x.rows == 1 {
		r = 0
	}
	if !x.sparse {
		if x.cols == C {
			return refSpRow{full: true, d: x.d[r*C : r*C+C]}
		}
		return refSpRow{full: true, c: x.d[r]}
	}
	lo, hi := x.rp[r], x.rp[r+1]
	if x.cols == C {
		return refSpRow{ci: x.ci[lo:hi], v: x.v[lo:hi]}
	}
	if hi > lo {
		return refSpRow{full: true, c: x.v[lo]}
	}
	return refSpRow{}
}

// pattern returns the present columns; all lists every column.
func (s *refSpRow) pattern(all []int32) []int32 {
	if s.full {
		return all
	}
	return s.ci
}

// lookup returns the value at column j (+0 if not present). Calls for one
// row must come with increasing j; k is the cursor into ci.
func (s *refSpRow) lookup(j int32, k *int) float64 {
	if s.full {
		if s.d != nil {
			return s.d[j]
		}
		return s.c
	}
	p := *k
	for p < len(s.ci) && s.ci[p] < j {
		p++
	}
	*k = p
	if p < len(s.ci) && s.ci[p] == j {
		return s.v[p]
	}
	return 0
}

// refSpCount returns the number of stored cells of a result row.
func refSpCount(rule hop.BinaryZeroRule, A, B *refSpRow, C int) int {
	cnt := func(s *refSpRow) int {
		if s.full {
			return C
		}
		return len(s.ci)
	}
	switch rule {
	case hop.ZeroIfA:
		return cnt(A)
	case hop.ZeroIfB:
		return cnt(B)
	case hop.ZeroIfEither:
		switch {
		case A.full:
			return cnt(B)
		case B.full:
			return len(A.ci)
		}
		n, i, j := 0, 0, 0
		for i < len(A.ci) && j < len(B.ci) {
			switch ca, cb := A.ci[i], B.ci[j]; {
			case ca < cb:
				i++
			case ca > cb:
				j++
			default:
				n++
				i++
				j++
			}
		}
		return n
	default: // hop.ZeroIfBoth
		if A.full || B.full {
			return C
		}
		n, i, j := 0, 0, 0
		for i < len(A.ci) && j < len(B.ci) {
			switch ca, cb := A.ci[i], B.ci[j]; {
			case ca < cb:
				i++
			case ca > cb:
				j++
			default:
				i++
				j++
			}
			n++
		}
		return n + len(A.ci) - i + len(B.ci) - j
	}
}

// refSpFill writes a result row: its stored columns into oc and values into
// ov, both of the length refSpCount returned.
func refSpFill(op hop.OpCode, rule hop.BinaryZeroRule, A, B *refSpRow, all, oc []int32, ov []float64) {
	var drv []int32
	switch rule {
	case hop.ZeroIfA:
		drv = A.pattern(all)
	case hop.ZeroIfB:
		drv = B.pattern(all)
	case hop.ZeroIfEither:
		switch {
		case A.full:
			drv = B.pattern(all)
		case B.full:
			drv = A.ci
		default:
			t, i, j := 0, 0, 0
			for i < len(A.ci) && j < len(B.ci) {
				switch ca, cb := A.ci[i], B.ci[j]; {
				case ca < cb:
					i++
				case ca > cb:
					j++
				default:
					oc[t], ov[t] = ca, refBin(op, A.v[i], B.v[j])
					t++
					i++
					j++
				}
			}
			return
		}
	default: // hop.ZeroIfBoth
		if A.full || B.full {
			drv = all
			break
		}
		t, i, j := 0, 0, 0
		for i < len(A.ci) || j < len(B.ci) {
			switch {
			case j == len(B.ci) || (i < len(A.ci) && A.ci[i] < B.ci[j]):
				oc[t], ov[t] = A.ci[i], hop.EvalBinary(op, A.v[i], 0)
				i++
			case i == len(A.ci) || B.ci[j] < A.ci[i]:
				oc[t], ov[t] = B.ci[j], hop.EvalBinary(op, 0, B.v[j])
				j++
			default:
				oc[t], ov[t] = A.ci[i], hop.EvalBinary(op, A.v[i], B.v[j])
				i++
				j++
			}
			t++
		}
		return
	}
	ka, kb := 0, 0
	oc = oc[:len(drv)]
	ov = ov[:len(drv)]
	for t, j := range drv {
		oc[t] = j
		ov[t] = refBin(op, A.lookup(j, &ka), B.lookup(j, &kb))
	}
}

// binarySparse computes a CSR R x C result under rule (not hop.ZeroNever).
func (e *Exec) binarySparse(op hop.OpCode, rule hop.BinaryZeroRule, a, b *refView, R, C int) (*matrix.CSR, error) {
	if R > math.MaxInt32 || C > math.MaxInt32 {
		return nil, fmt.Errorf("%dx%d CSR result exceeds int32 indices: %w", R, C, errBaseInput)
	}
	if err := e.reserve("sparse binary", csrBytes(R, len(a.v)+len(b.v))); err != nil {
		return nil, err
	}
	same := func(x *refView) bool { return x.rows == R && x.cols == C }
	// Fast paths: the pattern is that of a same-shape CSR operand.
	switch {
	case rule == hop.ZeroIfA && a.sparse && same(a) && b.isScalar():
		s := b.scalar()
		v := hugealloc.Make[float64](len(a.v))
		if err := e.refParFor(len(v), len(v), func(lo, hi int) { refBinVS(op, v[lo:hi], a.v[lo:hi], s) }); err != nil {
			return nil, err
		}
		return matrix.NewCSRFromParts(R, C, refClone(a.rp), refClone(a.ci), v), nil
	case rule == hop.ZeroIfB && b.sparse && same(b) && a.isScalar():
		s := a.scalar()
		v := hugealloc.Make[float64](len(b.v))
		if err := e.refParFor(len(v), len(v), func(lo, hi int) { refBinSV(op, v[lo:hi], s, b.v[lo:hi]) }); err != nil {
			return nil, err
		}
		return matrix.NewCSRFromParts(R, C, refClone(b.rp), refClone(b.ci), v), nil
	case rule == hop.ZeroIfA && a.sparse && same(a) && !b.sparse && same(b):
		return e.sparseDense(op, a, b.d, false, R, C)
	case rule == hop.ZeroIfB && b.sparse && same(b) && !a.sparse && same(a):
		return e.sparseDense(op, b, a.d, true, R, C)
	}

	// Generic path: count the stored cells per row, then fill.
	var all []int32
	if !a.sparse || !same(a) || !b.sparse || !same(b) {
		all = hugealloc.Make[int32](C)
		for j := range all {
			all[j] = int32(j)
		}
	}
	work := a.work() + b.work() + R
	rp := hugealloc.Make[int64](R + 1)
	err := e.refParFor(R, work, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			A, B := a.spRow(i, C), b.spRow(i, C)
			rp[i+1] = int64(refSpCount(rule, &A, &B, C))
		}
	})
	if err != nil {
		return nil, err
	}
	for i := 0; i < R; i++ {
		rp[i+1] += rp[i]
	}
	nnz := rp[R]
	ci := hugealloc.Make[int32](nnz)
	v := hugealloc.Make[float64](nnz)
	err = e.refParFor(R, work, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			A, B := a.spRow(i, C), b.spRow(i, C)
			refSpFill(op, rule, &A, &B, all, ci[rp[i]:rp[i+1]], v[rp[i]:rp[i+1]])
		}
	})
	if err != nil {
		return nil, err
	}
	return matrix.NewCSRFromParts(R, C, rp, ci, v), nil
}

// sparseDense computes op(s, d) (or op(d, s) when swapped) on the pattern of
// the CSR s; d is a dense matrix of the same shape.
func (e *Exec) sparseDense(op hop.OpCode, s *refView, d []float64, swapped bool, R, C int) (*matrix.CSR, error) {
	v := hugealloc.Make[float64](len(s.v))
	err := e.refParFor(R, len(v)+R, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			row := d[i*C : i*C+C]
			k0, k1 := s.rp[i], s.rp[i+1]
			cols, vals, o := s.ci[k0:k1], s.v[k0:k1], v[k0:k1]
			if swapped {
				for k, j := range cols {
					o[k] = refBin(op, row[j], vals[k])
				}
			} else {
				for k, j := range cols {
					o[k] = refBin(op, vals[k], row[j])
				}
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return matrix.NewCSRFromParts(R, C, refClone(s.rp), refClone(s.ci), v), nil
}
