package skeletons

import (
	"fmt"
	"unsafe"

	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/base"
	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/jit"
)

// A col_agg_t operator t(Z) %*% W with a wide W and a dense Z
// (cplan.CPlan.PartialBlocked) is driven block by block: each call's row
// range is cut into blocks of blockedRows rows; for a block, the products
// x %*% B of the row program (cplan.CPlan.BlockedProduct) are computed
// with one BLAS product each into the worker's scratch, the kernel
// computes the block's rows of W from them into the worker's block
// buffer, and the partial gets t(Z[block]) %*% W[block] from one more
// BLAS product. Neither W nor x %*% B exists but a block at a time, and
// the products run at BLAS speed, where the kernel's rank-one update of
// the whole partial per row, and its one-row products, ran at about half
// of Base's speed for 200 columns.
//
// The blocks are fixed by the call's range and the shape alone, and each
// call's partial is updated in block order, so the result is the same
// bits for every thread count (the calls' partials are merged in call
// order as for every other col_agg_t operator). The sums of the products
// are BLAS's, in another order than Base's (SEMANTICS.md, reordered sums).

// blockedBytes is the size of one block of W rows: it stays in the L2
// cache between the kernel writing it and BLAS packing it. At 10^5 x 100
// (fusebench row-wide, one quiet run, alternated), 1 MiB, which makes
// most blocks 256 rows, ran 0-22% faster than 128 KiB (K = 100, 200,
// 500): BLAS's fixed cost per call weighs less. (A variable so that tests
// can force small blocks.)
var blockedBytes = 1 << 20

// blockedRows is the number of rows of a block of a W of k columns: as
// many as fit blockedBytes, between 32 (fewer would not amortize BLAS's
// packing of Z's block) and 256, a multiple of 8.
func blockedRows(k int) int {
	r := blockedBytes / (8 * max(k, 1))
	return min(max(r, 32), 256) &^ 7
}

// blockedProduct is one x %*% B node whose rows the skeleton computes.
type blockedProduct struct {
	slot        cplan.AuxSlot // the node's scratch offset
	x, b        []float64     // row-major data
	ldx, ldb    int
	inner, cols int // B is inner x cols
	offset      int // of the node's block in the worker's scratch
}

// blockedPartial is the state of one run of a PartialBlocked kernel.
type blockedPartial struct {
	z        []float64 // Z's row-major data
	ldz      int
	m, k     int // columns of Z and of W: the partial is m x k
	rows     int // of a block
	products []blockedProduct
	// scratch is the number of doubles of scratch a worker needs: the
	// frame's, then one block per product.
	scratch int
	bufs    [][]float64 // one block of W per worker
}

// newBlockedPartial prepares a run of p's kernel over inputs on workers
// workers, each with its own block buffer.
func newBlockedPartial(p *cplan.CPlan, f *cplan.Frame, inputs []mat.Matrix, workers int) (*blockedPartial, error) {
	bp := &blockedPartial{m: f.Cols, k: -1, scratch: f.Scratch, bufs: make([][]float64, workers)}
	for t, n := range p.ABI().Nodes {
		width := int(f.Aux[cplan.NodeSlot(t, cplan.NodeWidth)])
		if n == p.Out {
			bp.k = width
		}
		if mv, ok := n.(*cplan.MatVec); ok && p.BlockedProduct(mv) {
			x, err := rawDense(inputs, mv.X.(*cplan.Data).In)
			if err != nil {
				return nil, err
			}
			b, err := rawDense(inputs, mv.B)
			if err != nil {
				return nil, err
			}
			if b.Cols != width || x.Cols != b.Rows {
				return nil, fmt.Errorf("blocked t(Z) %%*%% W: a product of %d x %d and %d x %d into %d columns", x.Rows, x.Cols, b.Rows, b.Cols, width)
			}
			bp.products = append(bp.products, blockedProduct{slot: cplan.NodeSlot(t, cplan.NodeOffset),
				x: x.Data, ldx: x.Stride, b: b.Data, ldb: b.Stride, inner: b.Rows, cols: b.Cols})
		}
	}
	if bp.k < 0 {
		return nil, fmt.Errorf("blocked t(Z) %%*%% W: W is not a node of the plan")
	}
	bp.rows = blockedRows(bp.k)
	for i := range bp.products {
		bp.products[i].offset = bp.scratch
		bp.scratch += bp.rows * bp.products[i].cols
	}
	if f.Rows > 0 && f.Cols > 0 {
		z, err := rawDense(inputs, 0)
		if err != nil {
			return nil, err
		}
		bp.z, bp.ldz = z.Data, z.Stride
	}
	// The block buffers come from the partials' free list (cleared: the
	// kernel writes every cell of the block's rows, but nothing an earlier
	// pass left is read even if one did not).
	for w := range bp.bufs {
		bp.bufs[w] = partialBuffers.take(max(bp.rows*bp.k, 1))
		clear(bp.bufs[w])
	}
	return bp, nil
}

// release gives the block buffers back to the free list once no call of
// the pass runs any more.
func (bp *blockedPartial) release() {
	for w, b := range bp.bufs {
		partialBuffers.give(b)
		bp.bufs[w] = nil
	}
}

// rawDense returns input in's storage, which must be dense.
func rawDense(inputs []mat.Matrix, in int) (blas64.General, error) {
	d, ok := inputs[in].(*mat.Dense)
	if !ok {
		return blas64.General{}, fmt.Errorf("blocked t(Z) %%*%% W: input %d is a %T, want a dense matrix", in, inputs[in])
	}
	if d.IsEmpty() {
		return blas64.General{}, nil
	}
	return d.RawMatrix(), nil
}

// bind points worker aux at the blocks of the products in its scratch.
func (bp *blockedPartial) bind(aux []int64) {
	for _, pr := range bp.products {
		aux[pr.slot] = int64(pr.offset)
	}
}

// call runs the kernel fn with argument words on rows [lo, hi) for worker
// w, whose scratch is scratch, adding t(Z[lo:hi]) %*% W[lo:hi] to part
// (m x k).
func (bp *blockedPartial) call(fn uintptr, words cplan.Args, w int, scratch []float64, lo, hi int, part []float64) error {
	if len(part) < bp.m*bp.k {
		return fmt.Errorf("blocked t(Z) %%*%% W: a partial of %d doubles for %d x %d", len(part), bp.m, bp.k)
	}
	if bp.m == 0 || bp.k == 0 {
		return nil
	}
	buf := bp.bufs[w]
	words[cplan.ParamOut] = uintptr(unsafe.Pointer(&buf[0]))
	for b0 := lo; b0 < hi; b0 += bp.rows {
		b1 := min(b0+bp.rows, hi)
		for _, pr := range bp.products {
			if pr.inner == 0 || pr.cols == 0 {
				continue
			}
			base.Product(b1-b0, pr.cols, pr.inner, pr.x[b0*pr.ldx:], pr.ldx, pr.b, pr.ldb, scratch[pr.offset:], pr.cols)
		}
		words[cplan.ParamRL], words[cplan.ParamRU] = uintptr(b0), uintptr(b1)
		if err := jit.Call(fn, words[:]...); err != nil {
			return err
		}
		base.AddTransposedProduct(bp.m, bp.k, b1-b0, bp.z[b0*bp.ldz:], bp.ldz, buf, bp.k, part, bp.k)
	}
	return nil
}
