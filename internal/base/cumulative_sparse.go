package base

import (
	"fmt"
	"math"
	"sort"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// cumSparse computes a basic cumulative aggregate of a CSR. With sparseOut
// the result is a CSR with a pattern that depends on x's pattern only:
// column j stores every row from its first stored cell on, and the cells
// above it, where the scan of every aggregate is +0 (the identity folded
// with +0 cells), stay structural zeros; a column without stored cells
// stays empty. Otherwise the result is dense. Either way no row of x is
// expanded, and the work is proportional to the stored cells of input and
// result plus the number of columns per row block: the scan state of a
// column changes only at its stored cells and, once, at the first unstored
// cell after one (see cumSpScan).
//
// The phases of Boehm et al., BTW 2019 over row blocks balanced by work: the forward
// cascade scans every block but the last from the identity into its
// aggregate; the local scan is the dense cumulative aggregate of those
// aggregates (parallel itself if they are many), which gives each block
// its carry; the backward cascade scans every block from its carry into
// the result, whose row pointers (for a CSR) follow from the columns'
// first rows.
func (e *Exec) cumSparse(op hop.OpCode, x *refView, sparseOut bool) (mat.Matrix, error) {
	n, m := x.rows, x.cols
	if n > math.MaxInt32 {
		return nil, fmt.Errorf("%d rows exceed the int32 row index of a column's first row: %w", n, errBaseInput)
	}
	first, err := e.cumFirstRows(x) // also validates the column indices
	if err != nil {
		return nil, err
	}
	// rp[i] is the number of result cells before row i: for a CSR, row i
	// stores the started columns, first[j] <= i.
	var rp []int64
	if sparseOut {
		starts := hugealloc.Make[int64](n + 1)
		for _, f := range first {
			starts[f]++
		}
		rp = hugealloc.Make[int64](n + 1)
		started := int64(0)
		for i := 0; i < n; i++ {
			started += starts[i]
			rp[i+1] = rp[i] + started
		}
	}
	resultBefore := func(i int) int64 {
		if rp == nil {
			return int64(i) * int64(m)
		}
		return rp[i]
	}
	nnz := resultBefore(n)
	if nnz > math.MaxInt/16 {
		return nil, fmt.Errorf("a result of %d stored cells is too large: %w", nnz, errBaseInput)
	}

	bnd := cumSparseBlocks(x, resultBefore)
	nb := len(bnd) - 1
	t := e.cumPar(len(x.v) + n + int(nnz))
	ws := make([]*cumSpScan, parallel.Threads(t.threads, nb))
	worker := func(w int) *cumSpScan {
		if ws[w] == nil {
			ws[w] = newCumSpScan(op, x)
		}
		return ws[w]
	}
	ident := hugealloc.Make[float64](m)
	cumFill(ident, cumInit(op))

	// Forward cascade.
	aggs := hugealloc.Make[float64]((nb - 1) * m)
	err = forTasks(t, nb-1, func(w, b int) {
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
	carries := hugealloc.Make[float64](nb * m)
	copy(carries, ident)
	switch {
	case nb == 1:
	case cumReassociates(op) && !cumFinite(aggs):
		err = forTasks(t.serial(), 1, func(_, _ int) {
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

	// Backward cascade. A dense row i is the state after row i; a CSR row
	// i stores row i-1's columns and the columns whose first stored cell
	// is in row i, with their states.
	if rp == nil {
		out := hugealloc.Make[float64](n * m)
		err = forTasks(t, nb, func(w, b int) {
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
	ci := hugealloc.Make[int32](nnz)
	vals := hugealloc.Make[float64](nnz)
	err = forTasks(t, nb, func(w, b int) {
		s := worker(w)
		r0 := bnd[b]
		s.start(carries[b*m : (b+1)*m])
		prev := s.startedBefore(first, r0)
		for i := r0; i < bnd[b+1]; i++ {
			s.step(i)
			lo, hi := rp[i], rp[i+1]
			s.emit(i, first, prev, ci[lo:hi], vals[lo:hi])
			prev = ci[lo:hi]
		}
	})
	if err != nil {
		return nil, err
	}
	return matrix.NewCSRFromParts(n, m, rp, ci, vals), nil
}

// cumFirstRows returns, for every column of x, the first row with a stored
// cell (n if none), after checking that the column indices of every row
// are in range and strictly increasing.
func (e *Exec) cumFirstRows(x *refView) ([]int32, error) {
	n, m := x.rows, x.cols
	t := e.cumPar(len(x.v) + n)
	tasks := parallel.SplitWeighted(n, func(i int) int64 { return x.rp[i] })
	firsts := make([][]int32, parallel.Threads(t.threads, len(tasks)))
	err := forTasksErr(t, len(tasks), func(w, task int) error {
		f := firsts[w]
		if f == nil {
			f = hugealloc.Make[int32](m)
			for j := range f {
				f[j] = int32(n)
			}
			firsts[w] = f
		}
		for i := tasks[task].Lo; i < tasks[task].Hi; i++ {
			if err := cumCheckRow(x, i); err != nil {
				return err
			}
			for _, j := range x.ci[x.rp[i]:x.rp[i+1]] {
				f[j] = min(f[j], int32(i))
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	// The minimum over the goroutines' rows does not depend on which
	// goroutine saw which row.
	first := hugealloc.Make[int32](m)
	for j := range first {
		first[j] = int32(n)
	}
	for _, f := range firsts {
		for j, r := range f {
			first[j] = min(first[j], r)
		}
	}
	return first, nil
}

// cumSparseMaxBlocks bounds the row blocks of a CSR scan.
const cumSparseMaxBlocks = 64

// cumSparseBlocks splits the rows of x into row blocks of about equal work
// (stored cells of the input, result cells, which resultBefore counts
// before a row, plus rows), at least cumMinWork and at least the number of
// columns each (a block costs O(columns) besides its cells). It returns
// the nb+1 block boundaries; blocks may be empty. The blocks depend on x
// and the result format only, so the result does not depend on the number
// of threads.
func cumSparseBlocks(x *refView, resultBefore func(i int) int64) []int {
	n := x.rows
	work := func(i int) int64 { return x.rp[i] + resultBefore(i) + int64(i) }
	total := work(n)
	nb := int(min(int64(n), cumSparseMaxBlocks, total/int64(max(1, cumMinWork)), total/int64(x.cols)))
	nb = max(1, nb)
	bnd := make([]int, nb+1)
	bnd[nb] = n
	for b := 1; b < nb; b++ {
		target := total * int64(b) / int64(nb)
		bnd[b] = max(bnd[b-1], sort.Search(n, func(i int) bool { return work(i) >= target }))
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
	prev  []int32 // scratch of startedBefore
}

func newCumSpScan(op hop.OpCode, x *refView) *cumSpScan {
	m := x.cols
	return &cumSpScan{op: op, x: x, st: hugealloc.Make[float64](m),
		trans: hugealloc.Make[int32](m)[:0], spare: hugealloc.Make[int32](m)[:0]}
}

// stable reports whether an unstored cell leaves state v unchanged, bit
// for bit.
func (s *cumSpScan) stable(v float64) bool {
	return math.Float64bits(cumF(s.op, v, 0)) == math.Float64bits(v)
}

// start enters a block with the state carry.
func (s *cumSpScan) start(carry []float64) {
	copy(s.st, carry)
	s.trans = s.trans[:0]
	for j, v := range s.st {
		if !s.stable(v) {
			s.trans = append(s.trans, int32(j))
		}
	}
}

// startedBefore returns the columns whose first stored cell is above row
// r0, in order.
func (s *cumSpScan) startedBefore(first []int32, r0 int) []int32 {
	s.prev = s.prev[:0]
	for j, f := range first {
		if int(f) < r0 {
			s.prev = append(s.prev, int32(j))
		}
	}
	return s.prev
}

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

// step applies row i to the state.
func (s *cumSpScan) step(i int) {
	lo, hi := s.x.rp[i], s.x.rp[i+1]
	cols, vals := s.x.ci[lo:hi], s.x.v[lo:hi]
	trans, next := s.trans, s.spare[:0]
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
		nv := cumF(s.op, s.st[j], v)
		s.st[j] = nv
		if !s.stable(nv) {
			next = append(next, j)
		}
	}
	s.trans, s.spare = next, trans
}

// emit writes row i of the result into cols and vals: the columns of the
// previous row (prev) and those whose first stored cell is in row i, in
// order, with their states.
func (s *cumSpScan) emit(i int, first, prev, cols []int32, vals []float64) {
	row := s.x.ci[s.x.rp[i]:s.x.rp[i+1]]
	k, p := 0, 0
	put := func(j int32) {
		cols[k], vals[k] = j, s.st[j]
		k++
	}
	for _, j := range row {
		if int(first[j]) != i {
			continue // started above, so in prev
		}
		for p < len(prev) && prev[p] < j {
			put(prev[p])
			p++
		}
		put(j)
	}
	for ; p < len(prev); p++ {
		put(prev[p])
	}
	if k != len(cols) {
		panic(fmt.Sprintf("row %d: %d cells written, %d expected", i, k, len(cols)))
	}
}
