package base

import (
	"github.com/fusejit/fusejit/internal/parallel"
)

// A dense product is cut into tasks by its shape alone, each task one
// single-threaded BLAS call, so that the result does not depend on the
// thread count (see blas.go). A task computes
//
//   - a band of output rows (the left operand's rows), or of output
//     columns when the output is wider than tall; every output cell is
//     then one call's sum over the whole inner dimension;
//   - or, for a small output over a long inner dimension (t(X) %*% y), a
//     range of the inner dimension into a partial output of its own; the
//     partials are added in task order.
//
// The row (or column) bands of a matrix-matrix product are whole multiples
// of blasGemmAlign: each call packs the operand it does not split, which a
// band of fewer rows would not amortize.
const (
	// blasGemmAlign is the band granularity of dgemm tasks, in rows or
	// columns. A band of 128 keeps the packing of the other operand under
	// about 2% of the band's multiply-adds.
	blasGemmAlign = 128
	// blasPartialCells is the largest output whose inner dimension may be
	// split: every task then holds a partial output of this many cells.
	blasPartialCells = 1 << 14
	// blasInnerRatio: the inner dimension of a product whose left operand
	// is not transposed is split only when it is at least this many times
	// the larger output dimension (output bands would leave each task
	// short strided pieces of the operands). A transposed left operand,
	// t(X), is split along its inner dimension whenever the output is
	// small: its tasks then read X's rows whole.
	blasInnerRatio = 8
	// blasInnerAlign is the granularity of inner-dimension tasks, which
	// bounds the number of partials to add for a moderate inner dimension.
	blasInnerAlign = 256
	// blasWorkUnit scales the multiply-adds of a product down for
	// parallel.Split, so that a BLAS task does at least blasWorkUnit times
	// parallel.TaskWork of them: a call costs a few microseconds besides
	// its work (OpenBLAS takes a buffer from its pool on every call),
	// which smaller tasks did not amortize (a 1000 x 1000 t(X) %*% y ran
	// 3x slower on one core in 15 tasks than in one call).
	blasWorkUnit = 4
)

// blasProduct is a row-major product c = op(a) op(b) of an m x k and a
// k x n matrix, op(x) = x^T when the flag says so (a is then stored k x m,
// b n x k), with leading dimensions lda, ldb and ldc.
type blasProduct struct {
	tA, tB        bool
	m, n, k       int
	a, b, c       []float64
	lda, ldb, ldc int
}

// rows is the product restricted to output rows [lo, hi).
func (p blasProduct) rows(lo, hi int) blasProduct {
	if p.tA {
		p.a = p.a[lo:]
	} else {
		p.a = p.a[lo*p.lda:]
	}
	p.c = p.c[lo*p.ldc:]
	p.m = hi - lo
	return p
}

// cols is the product restricted to output columns [lo, hi).
func (p blasProduct) cols(lo, hi int) blasProduct {
	if p.tB {
		p.b = p.b[lo*p.ldb:]
	} else {
		p.b = p.b[lo:]
	}
	p.c = p.c[lo:]
	p.n = hi - lo
	return p
}

// inner is the product over inner indexes [lo, hi) into c (m x n,
// contiguous).
func (p blasProduct) inner(lo, hi int, c []float64) blasProduct {
	if p.tA {
		p.a = p.a[lo*p.lda:]
	} else {
		p.a = p.a[lo:]
	}
	if p.tB {
		p.b = p.b[lo:]
	} else {
		p.b = p.b[lo*p.ldb:]
	}
	p.c, p.ldc = c, p.n
	p.k = hi - lo
	return p
}

// call runs the product as one BLAS call: dgemv when either side is a
// vector, dgemm otherwise, reading transposed operands in place. A vector
// output must be contiguous (ldc 1 for a column).
func (p blasProduct) call(be blasBackend) {
	switch {
	case p.n == 1:
		// op(b) is a vector: k x 1 with stride ldb, or t(1 x k), contiguous.
		inc := p.ldb
		if p.tB {
			inc = 1
		}
		if p.tA { // a^T x with a stored k x m
			blasDgemv(be, true, p.k, p.m, p.a, p.lda, p.b, inc, p.c)
		} else {
			blasDgemv(be, false, p.m, p.k, p.a, p.lda, p.b, inc, p.c)
		}
	case p.m == 1:
		// op(a) is a row vector: 1 x k, contiguous, or t(k x 1) with stride lda.
		inc := 1
		if p.tA {
			inc = p.lda
		}
		if p.tB { // out = s x with s stored n x k
			blasDgemv(be, false, p.n, p.k, p.b, p.ldb, p.a, inc, p.c)
		} else {
			blasDgemv(be, true, p.k, p.n, p.b, p.ldb, p.a, inc, p.c)
		}
	default:
		blasDgemm(be, p.tA, p.tB, p.m, p.n, p.k, p.a, p.lda, p.b, p.ldb, p.c, p.ldc)
	}
}

// run computes the product in tasks decided by its shape (see above) on up
// to pp.threads goroutines. c must be contiguous (ldc == n). A band task
// runs as consecutive calls over blocks (callBlocks), between which the
// loop checks the context.
func (p blasProduct) run(be blasBackend, pp par) error {
	m, n, k := p.m, p.n, p.k
	work := int64(m) * int64(n) * int64(k) / blasWorkUnit
	if m*n <= blasPartialCells && (p.tA || k >= blasInnerRatio*max(m, n)) {
		if tasks := parallel.SplitAligned(k, blasInnerAlign, work); len(tasks) > 1 {
			return p.runInner(be, pp, tasks)
		}
	}
	gemm := m > 1 && n > 1
	align := 1
	if gemm {
		align = blasGemmAlign
	}
	if m >= n {
		tasks := parallel.SplitAligned(m, align, work)
		return forRangesErr(pp, tasks, func(r parallel.Range) error { return p.rows(r.Lo, r.Hi).callBlocks(be, pp, align) })
	}
	tasks := parallel.SplitAligned(n, align, work)
	return forRangesErr(pp, tasks, func(r parallel.Range) error { return p.cols(r.Lo, r.Hi).callBlocks(be, pp, align) })
}

// runInner computes one partial output per inner-dimension task and adds
// them in task order into c.
func (p blasProduct) runInner(be blasBackend, pp par, tasks []parallel.Range) error {
	cells := p.m * p.n
	partial := make([]float64, (len(tasks)-1)*cells)
	err := forTasks(pp, len(tasks), func(_, i int) {
		c := p.c[:cells] // the first task writes the output itself
		if i > 0 {
			c = partial[(i-1)*cells : i*cells]
		}
		p.inner(tasks[i].Lo, tasks[i].Hi, c).call(be)
	})
	if err != nil {
		return err
	}
	out := p.c[:cells]
	for i := range len(tasks) - 1 {
		for j, v := range partial[i*cells : (i+1)*cells] {
			out[j] += v
		}
	}
	return nil
}

// blasCancelWork is the number of multiply-adds of one call of a band
// task between two checks of the context: a few milliseconds on one
// core, so that a cancelled product stops promptly even on a busy machine.
const blasCancelWork = 1 << 25

// callBlocks computes p (one band task) as calls over blocks of about
// blasCancelWork multiply-adds, row bands and then column bands of whole
// units of align, checking the context before each call. The blocks come
// from the shape alone, and a block narrower than align is merged into
// the one before, so that every call of a matrix-matrix band stays a
// matrix-matrix call (each output cell is one call's sum over the whole
// inner dimension in every block).
func (p blasProduct) callBlocks(be blasBackend, pp par, align int) error {
	rs := blasBlockLen(p.m, align, int64(p.n)*int64(p.k))
	for r0 := 0; r0 < p.m; {
		r1 := blasBlockEnd(r0, rs, p.m, align)
		cs := blasBlockLen(p.n, align, int64(r1-r0)*int64(p.k))
		for c0 := 0; c0 < p.n; {
			c1 := blasBlockEnd(c0, cs, p.n, align)
			if err := pp.stopped(); err != nil {
				return err
			}
			p.rows(r0, r1).cols(c0, c1).call(be)
			c0 = c1
		}
		r0 = r1
	}
	return nil
}

// blasBlockLen is the length, a multiple of align, of blocks of about
// blasCancelWork multiply-adds along a dimension of n indexes costing per
// each.
func blasBlockLen(n, align int, per int64) int {
	l := int(min(int64(n), max(1, blasCancelWork/max(per, 1))))
	return max(align, (l+align-1)/align*align)
}

// blasBlockEnd is the end of the block starting at lo: lo+l, or n when
// fewer than align indexes would remain after it.
func blasBlockEnd(lo, l, n, align int) int {
	if hi := lo + l; hi <= n-align {
		return hi
	}
	return n
}
