package base

import (
	"fmt"
	"math"
	"sort"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/hop"
	"github.com/fusejit/fusejit/matrix"
)

// cumSparse computes a basic cumulative aggregate of a CSR without
// densifying it: the scan state of a column changes only at its stored
// cells and, once, at the first unstored cell after one (see cumSpScan),
// so the work is proportional to the stored cells of input and result
// plus the number of columns per row block.
//
// The phases of seed 003 over row blocks balanced by stored cells:
// the forward cascade scans every block but the last from the identity
// into its aggregate; the local scan is the dense cumulative aggregate of
// those aggregates (parallel itself if they are many), which gives each
// block its carry; the backward cascade scans every block from its carry,
// once to count the result cells that are not +0 per row (which also
// checks the column indices) and once to write the result, a CSR if it is
// sparse enough (cumSparseFill) and dense otherwise.
func (e *Exec) cumSparse(op hop.OpCode, x *refView) (mat.Matrix, error) {
	n, m := x.rows, x.cols
	t := cumThreads(e.threads(), len(x.v)+n)
	bnd := cumSparseBlocks(x)
	nb := len(bnd) - 1
	ws := make([]*cumSpScan, t)
	worker := func(w int) *cumSpScan {
		if ws[w] == nil {
			ws[w] = newCumSpScan(op, x)
		}
		return ws[w]
	}
	ident := make([]float64, m)
	cumFill(ident, cumInit(op))

	// Forward cascade.
	aggs := make([]float64, (nb-1)*m)
	err := cumPar(t, nb-1, func(w, b int) {
		s := worker(w)
		s.start(ident)
		for i := bnd[b]; i < bnd[b+1]; i++ {
			s.step(i)
		}
		copy(aggs[b*m:(b+1)*m], s.st)
	})
	if err != nil {
		return nil, err
	}

	// Local scan: carries[b] is the state before block b. Aggregates that
	// are not finite are not composed (see Cumulative); the carries then
	// come from one sequential pass over the blocks.
	carries := make([]float64, nb*m)
	copy(carries, ident)
	switch {
	case nb == 1:
	case cumReassociates(op) && !cumFinite(aggs):
		err = cumPar(1, 1, func(_, _ int) {
			s := worker(0)
			s.start(ident)
			for b := 0; b < nb-1; b++ {
				for i := bnd[b]; i < bnd[b+1]; i++ {
					s.step(i)
				}
				copy(carries[(b+1)*m:(b+2)*m], s.st)
			}
		})
	default:
		var cum []float64
		cum, err = e.cumDenseRaw(op, aggs, nb-1, m)
		copy(carries[m:], cum)
	}
	if err != nil {
		return nil, err
	}

	// Backward cascade, counting pass: rp[i+1] is the number of result
	// cells of row i that are not +0.
	rp := make([]int64, n+1)
	bad := make([]error, nb)
	err = cumPar(t, nb, func(w, b int) {
		s := worker(w)
		live := s.start(carries[b*m : (b+1)*m])
		for i := bnd[b]; i < bnd[b+1]; i++ {
			if bad[b] = s.check(i); bad[b] != nil {
				return
			}
			live += s.step(i)
			rp[i+1] = int64(live)
		}
	})
	if err == nil {
		err = firstError(bad)
	}
	if err != nil {
		return nil, err
	}
	for i := 0; i < n; i++ {
		rp[i+1] += rp[i]
	}
	cells := n * m
	if cells < cumSparseMinCells || float64(rp[n]) > cumSparseFill*float64(cells) {
		out := make([]float64, cells)
		err = cumPar(t, nb, func(w, b int) {
			s := worker(w)
			s.start(carries[b*m : (b+1)*m])
			for i := bnd[b]; i < bnd[b+1]; i++ {
				s.step(i)
				copy(out[i*m:(i+1)*m], s.st)
			}
		})
		if err != nil {
			return nil, err
		}
		return mat.NewDense(n, m, out), nil
	}

	// Backward cascade, writing pass: row i stores the columns whose state
	// is not +0, which are row i-1's with the step's changes merged in.
	ci := make([]int32, rp[n])
	vals := make([]float64, rp[n])
	err = cumPar(t, nb, func(w, b int) {
		s := worker(w)
		s.start(carries[b*m : (b+1)*m])
		prev := s.liveCols()
		for i := bnd[b]; i < bnd[b+1]; i++ {
			s.step(i)
			lo, hi := rp[i], rp[i+1]
			if k := s.emit(prev, ci[lo:hi], vals[lo:hi]); k != int(hi-lo) {
				panic(fmt.Sprintf("row %d: %d cells written, %d counted", i, k, hi-lo))
			}
			prev = ci[lo:hi]
		}
	})
	if err != nil {
		return nil, err
	}
	return matrix.NewCSRFromParts(n, m, rp, ci, vals), nil
}

// firstError returns the first non-nil error.
func firstError(errs []error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// cumSparseMaxBlocks bounds the row blocks of a CSR scan.
const cumSparseMaxBlocks = 64

// cumSparseBlocks splits the rows of x into row blocks of about equal
// stored cells plus rows, at least cumMinWork and at least the number of
// columns each (a block costs O(columns) besides its cells). It returns the
// nb+1 block boundaries; blocks may be empty. The blocks depend on x only,
// so the result does not depend on the number of threads.
func cumSparseBlocks(x *refView) []int {
	n := x.rows
	total := int64(len(x.v)) + int64(n)
	nb := int(min(int64(n), cumSparseMaxBlocks, total/int64(max(1, cumMinWork)), total/int64(x.cols)))
	nb = max(1, nb)
	bnd := make([]int, nb+1)
	bnd[nb] = n
	for b := 1; b < nb; b++ {
		target := total * int64(b) / int64(nb)
		bnd[b] = max(bnd[b-1], sort.Search(n, func(i int) bool { return x.rp[i]+int64(i) >= target }))
	}
	return bnd
}

// cumSpScan is the scan state of a CSR cumulative aggregate over one row
// block: st holds the value of every column after the last row. A row
// applies f to its stored cells and, for the other columns, f(st, +0) —
// which changes st only for a "transient" state (a non-zero cumprod, a
// positive cummin, a negative cummax, a -0), and never again until the
// next stored cell (f(f(v, +0), +0) == f(v, +0)). So a step touches the
// row's stored columns and the previous row's transient ones only, and
// st equals the sequential dense scan of ToDense(input) bit for bit.
type cumSpScan struct {
	op    hop.OpCode
	x     *refView
	st    []float64
	trans []int32 // transient columns, sorted
	spare []int32 // buffer for the next trans
	chg   []int32 // columns the last step changed, sorted
	live  []int32 // scratch of liveCols
}

func newCumSpScan(op hop.OpCode, x *refView) *cumSpScan {
	m := x.cols
	return &cumSpScan{op: op, x: x, st: make([]float64, m),
		trans: make([]int32, 0, m), spare: make([]int32, 0, m), chg: make([]int32, 0, m)}
}

// cumPosZero reports whether v is +0, the value of a structural zero.
func cumPosZero(v float64) bool { return math.Float64bits(v) == 0 }

// stable reports whether an unstored cell leaves state v unchanged, bit
// for bit.
func (s *cumSpScan) stable(v float64) bool {
	return math.Float64bits(cumF(s.op, v, 0)) == math.Float64bits(v)
}

// start enters a block with the state carry and returns the number of
// columns whose state is not +0.
func (s *cumSpScan) start(carry []float64) int {
	copy(s.st, carry)
	s.trans = s.trans[:0]
	live := 0
	for j, v := range s.st {
		if !s.stable(v) {
			s.trans = append(s.trans, int32(j))
		}
		if !cumPosZero(v) {
			live++
		}
	}
	return live
}

// liveCols returns the columns whose state is not +0, in order.
func (s *cumSpScan) liveCols() []int32 {
	s.live = s.live[:0]
	for j, v := range s.st {
		if !cumPosZero(v) {
			s.live = append(s.live, int32(j))
		}
	}
	return s.live
}

// check reports column indices of row i that are out of range or not
// strictly increasing.
func (s *cumSpScan) check(i int) error { return cumCheckRow(s.x, i) }

// cumCheckRow reports column indices of CSR row i of x that are out of
// range or not strictly increasing.
func cumCheckRow(x *refView, i int) error {
	last := int32(-1)
	for _, j := range x.ci[x.rp[i]:x.rp[i+1]] {
		if j <= last || int(j) >= x.cols {
			return fmt.Errorf("CSR row %d: column index %d after %d in %d columns: %w", i, j, last, x.cols, errBaseInput)
		}
		last = j
	}
	return nil
}

// step applies row i to the state and sets chg to the changed columns. It
// returns the change in the number of columns whose state is not +0.
func (s *cumSpScan) step(i int) int {
	lo, hi := s.x.rp[i], s.x.rp[i+1]
	cols, vals := s.x.ci[lo:hi], s.x.v[lo:hi]
	trans := s.trans
	chg, next := s.chg[:0], s.spare[:0]
	delta := 0
	p, q := 0, 0
	for p < len(cols) || q < len(trans) {
		var j int32
		v := 0.0
		switch {
		case q == len(trans) || (p < len(cols) && cols[p] < trans[q]):
			j, v = cols[p], vals[p]
			p++
		case p == len(cols) || trans[q] < cols[p]:
			j = trans[q]
			q++
		default:
			j, v = cols[p], vals[p]
			p++
			q++
		}
		old := s.st[j]
		nv := cumF(s.op, old, v)
		s.st[j] = nv
		switch {
		case cumPosZero(old) && !cumPosZero(nv):
			delta++
		case !cumPosZero(old) && cumPosZero(nv):
			delta--
		}
		chg = append(chg, j)
		if !s.stable(nv) {
			next = append(next, j)
		}
	}
	s.chg = chg
	s.trans, s.spare = next, trans
	return delta
}

// emit writes the columns whose state is not +0, and their states, into
// cols and vals, given prev, those columns before the last step. It
// returns the number of cells written.
func (s *cumSpScan) emit(prev, cols []int32, vals []float64) int {
	chg := s.chg
	k, p, q := 0, 0, 0
	put := func(j int32) {
		cols[k], vals[k] = j, s.st[j]
		k++
	}
	for p < len(prev) || q < len(chg) {
		switch {
		case q == len(chg) || (p < len(prev) && prev[p] < chg[q]):
			put(prev[p]) // unchanged, so still not +0
			p++
		default:
			if p < len(prev) && prev[p] == chg[q] {
				p++
			}
			if j := chg[q]; !cumPosZero(s.st[j]) {
				put(j)
			}
			q++
		}
	}
	return k
}
