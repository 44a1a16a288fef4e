package skeletons

import (
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/fmath"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/matrix"
)

// output is a variant's output strategy: where each kernel call writes
// (cplan/abi.go states what a kernel writes per variant) and how the
// calls' writes become the result.
//
// Variants whose calls write disjoint rows (no_agg, row_agg, right_mm)
// share one buffer. Aggregates across rows (col_agg, full_agg, left_mm,
// col_agg_t) give every call a partial of its own, and the partials are
// merged in call order: calls are fixed row ranges decided by shape alone,
// so the result is the same bits whatever the thread count or schedule.
type output struct {
	// part is the number of doubles of one call's partial; 0 when the
	// calls share buf.
	part int
	// init is the value partials start from, the aggregate's identity.
	init float64
	// fold merges partial src into dst.
	fold func(dst, src []float64)
	// flags, when not nil, receives a no_agg kernel's structural-zero
	// flags (cplan.AuxFlags).
	flags []uint8
	// finish turns the shared buffer, or the merged partial, into the
	// result.
	finish func(buf []float64) mat.Matrix

	buf []float64
}

// alloc allocates the buffers of calls kernel calls. Partials come from
// the free list when they are small enough for it (partial_pool.go), and
// start at the aggregate's identity either way; release gives them back.
func (o *output) alloc(shared, calls int) {
	if o.part == 0 {
		o.buf = hugealloc.Make[float64](max(shared, 1))
		return
	}
	if n := calls * o.part; n <= maxPooledPartial {
		o.buf = partialBuffers.take(n)
		fillInit(o.buf, o.init)
		return
	}
	o.buf = hugealloc.Make[float64](calls * o.part)
	if o.init != 0 {
		fillInit(o.buf, o.init)
	}
}

// release gives the partials back to the free list once no call writes
// them and the result no longer reads them: every finish of an output
// with partials copies them into a result of its own. A shared buffer
// is the result itself and stays.
func (o *output) release() {
	if o.part > 0 {
		partialBuffers.give(o.buf)
		o.buf = nil
	}
}

// target is the address call writes at.
func (o *output) target(call int) uintptr {
	return uintptr(unsafe.Pointer(&o.buf[call*o.part]))
}

// result merges the partials of calls calls in call order and returns the
// result.
//
// The folds run in Go, where Inf-Inf makes x86's negative default NaN
// rather than the canonical NaN the kernels store, so the merged partial
// is canonicalized (fmath.CanonicalNaNBits); it is an aggregate, small
// beside the calls that made it.
func (o *output) result(calls int) mat.Matrix {
	if o.part == 0 {
		return o.finish(o.buf)
	}
	acc := o.buf[:o.part]
	for c := 1; c < calls; c++ {
		o.fold(acc, o.buf[c*o.part:(c+1)*o.part])
	}
	fmath.CanonicalizeNaNs(acc)
	return o.finish(acc)
}

// foldWith returns the element-wise merge of partials of aggregate op.
func foldWith(op hop.OpCode) func(dst, src []float64) {
	return func(dst, src []float64) {
		for j, v := range src {
			dst[j] = hop.AggFold(op, dst[j], v)
		}
	}
}

// addInto is the merge of summed partials.
func addInto(dst, src []float64) {
	for j, v := range src {
		dst[j] += v
	}
}

// dense returns the result of an r x c buffer the caller owns.
func dense(r, c int) func([]float64) mat.Matrix {
	return func(buf []float64) mat.Matrix { return mat.NewDense(r, c, buf[:r*c]) }
}

// newOutput returns the output strategy of p's variant for a call frame,
// the size of its shared buffer (when it has one) and, for sparse-safe
// plans, the main input main.
func newOutput(p *cplan.CPlan, f *cplan.Frame, main *matrix.CSR, args *kernelArgs) (*output, int) {
	o, shared := variantOutput(p, f, main, args)
	if o != nil && p.Means != 0 {
		o.finish = meanFinish(p, f, o.finish)
	}
	return o, shared
}

// meanFinish divides the outputs that are means by the number of cells
// they aggregated; the kernel summed them (cplan.CPlan.Means). Base
// divides its sum the same way, so the two differ only by the order of
// the sum (SEMANTICS.md).
func meanFinish(p *cplan.CPlan, f *cplan.Frame, finish func([]float64) mat.Matrix) func([]float64) mat.Matrix {
	n := p.MeanCount(f.Rows, f.Cols)
	return func(buf []float64) mat.Matrix {
		if p.Variant == cplan.FullAgg {
			for a := range buf {
				if p.IsMean(a) {
					buf[a] /= n
				}
			}
		} else {
			for k := range buf {
				buf[k] /= n
			}
		}
		// 0/0, the mean of no cells, is x86's negative default NaN.
		fmath.CanonicalizeNaNs(buf)
		return finish(buf)
	}
}

// variantOutput is newOutput before the division of means.
func variantOutput(p *cplan.CPlan, f *cplan.Frame, main *matrix.CSR, args *kernelArgs) (*output, int) {
	n, m := f.Rows, f.Cols
	row := p.Template == memo.TemplateRow
	switch p.Variant {
	case cplan.NoAgg, cplan.RowAgg:
		switch {
		case row:
			r, c := p.Root.Rows, p.Root.Cols
			return &output{finish: dense(r, c)}, r * c
		case p.Variant == cplan.RowAgg:
			return &output{finish: dense(n, 1)}, n
		}
		return cellNoAgg(p, n, m, main, args)
	case cplan.RightMM:
		return &output{finish: dense(n, f.MMWidth)}, n * f.MMWidth
	case cplan.ColAgg:
		w := m
		if row {
			w = p.Root.Cols
		}
		return &output{part: w, init: hop.AggIdentity(p.AggOp), fold: foldWith(p.AggOp), finish: copied(1, w)}, 0
	case cplan.FullAgg:
		aggs := p.AggOps
		if len(aggs) == 0 {
			aggs = []hop.OpCode{p.AggOp}
		}
		fold := func(dst, src []float64) {
			for a, op := range aggs {
				dst[a] = hop.AggFold(op, dst[a], src[a])
			}
		}
		// The kernel overwrites its partial: no initial value is needed.
		return &output{part: len(aggs), fold: fold, finish: copied(1, len(aggs))}, 0
	case cplan.LeftMM:
		r2 := f.MMWidth
		return &output{part: m * r2, fold: addInto, finish: func(buf []float64) mat.Matrix {
			return transposed(buf, m, r2) // the partial is t(result)
		}}, 0
	case cplan.ColAggT:
		r, c := p.Root.Rows, p.Root.Cols
		o := &output{part: r * c, fold: addInto, finish: copied(r, c)}
		if p.OuterTransposed() { // the partial is c x r
			o.finish = func(buf []float64) mat.Matrix { return transposed(buf, c, r) }
		}
		return o, 0
	}
	return nil, 0
}

// copied returns the r x c result of a merged partial, which lives in the
// partials' buffer.
func copied(r, c int) func([]float64) mat.Matrix {
	return func(buf []float64) mat.Matrix { return mat.NewDense(r, c, append([]float64(nil), buf[:r*c]...)) }
}

// transposed returns the c x r transpose of the r x c row-major buf.
func transposed(buf []float64, r, c int) *mat.Dense {
	d := mat.NewDense(c, r, nil)
	data := d.RawMatrix().Data
	for i := 0; i < r; i++ {
		for j, v := range buf[i*c : (i+1)*c] {
			data[j*r+i] = v
		}
	}
	return d
}

// cellNoAgg is the output of a Cell or Outer no_agg operator: a dense n x m
// result, or the values of the main input's stored cells (sparse-safe),
// with structural-zero flags when the plan may produce structural zeros,
// so that the result stores exactly the cells unfused execution stores.
func cellNoAgg(p *cplan.CPlan, n, m int, main *matrix.CSR, args *kernelArgs) (*output, int) {
	size := n * m
	if p.SparseSafe {
		size = main.NNZ()
	}
	o := &output{}
	if p.ZeroFlags {
		o.flags = make([]uint8, max(size, 1))
	}
	o.finish = func(buf []float64) mat.Matrix {
		// A rule that depends on a scalar computed at run time can make
		// Base's result dense after all: the same format here.
		sparseOut := p.ZeroFlags && p.SparseResult(p.Out, func(in int) float64 { return args.scalarArr[in] })
		switch {
		case sparseOut && p.SparseSafe:
			return dropFlagged(main, buf[:size], o.flags)
		case sparseOut:
			return denseToCSR(n, m, buf, o.flags)
		case p.SparseSafe && p.ZeroFlags:
			return sparseLike(main, buf[:size]).ToDense() // Base's result is dense
		case p.SparseSafe:
			return sparseLike(main, buf[:size])
		}
		return mat.NewDense(n, m, buf[:size])
	}
	return o, size
}
