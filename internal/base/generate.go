package base

import (
	"fmt"
	"math"
	"math/rand/v2"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/matrix"
)

// Data generators: Seq, Fill and Rand (internal/hop/structure.go states
// their shapes and formats).

// Seq returns the dense column of hop.SeqLength(from, to, by) elements
// from + i*by, each clamped to to as R's seq.default does (the length's
// 1e-10 tolerance could otherwise let the last one pass it by a rounding).
func (e *Exec) Seq(from, to, by float64) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: seq(%g, %g, %g)", from, to, by)
	defer refCatch(&res, &err, what)
	n, err := hop.SeqLength(from, to, by)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	out, err := e.newDense(what, n, 1)
	if err != nil {
		return nil, err
	}
	for i := range out {
		v := from + float64(i)*by
		if (by > 0 && v > to) || (by < 0 && v < to) {
			v = to
		}
		out[i] = v
	}
	return mat.NewDense(n, 1, out), nil
}

// Fill returns the rows x cols matrix whose cells are all v: a CSR without
// stored cells when sparse (the caller asks for one only for v == +0, see
// hop.NewFill), dense otherwise.
func (e *Exec) Fill(v float64, rows, cols int, sparse bool) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: fill(%g) %dx%d", v, rows, cols)
	defer refCatch(&res, &err, what)
	if sparse {
		if rows < 1 || cols < 1 || cols > math.MaxInt32 {
			return nil, fmt.Errorf("%s: bad shape: %w", what, errBaseInput)
		}
		if math.Float64bits(v) != 0 {
			return nil, fmt.Errorf("%s: only +0 fills a CSR: %w", what, errBaseInput)
		}
		return matrix.NewCSRFromParts(rows, cols, hugealloc.Make[int64](rows+1), nil, nil), nil
	}
	out, err := e.newDense(what, rows, cols)
	if err != nil {
		return nil, err
	}
	err = e.refParFor(rows, len(out), func(lo, hi int) {
		for k := lo * cols; k < hi*cols; k++ {
			out[k] = v
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return mat.NewDense(rows, cols, out), nil
}

// randBlockCells is the number of cells (whole rows, at least one) of a
// block of Rand. Each block draws from its own generator, seeded from the
// seed and the block's index, so that blocks can run in any order on any
// number of threads. The blocks are part of the definition of the values:
// changing this constant changes every seeded matrix.
const randBlockCells = 1 << 14

// splitmix64 scrambles a block index into the second seed word of a
// generator, so that neighbouring blocks start far apart.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// randBlock draws the cells of one block of Rand: cell k (row-major
// within the block) is present with probability sparsity, and a present
// cell holds lo + (hi-lo)*u for u uniform in [0, 1). Present cells are
// found by geometric skips, so the work is proportional to the cells
// drawn, not to the block's size.
func randBlock(seed uint64, block, cells int, lo, hi, sparsity float64, emit func(k int, v float64)) {
	r := rand.New(rand.NewPCG(seed, splitmix64(uint64(block))))
	width := hi - lo
	if sparsity >= 1 {
		for k := 0; k < cells; k++ {
			emit(k, lo+width*r.Float64())
		}
		return
	}
	if sparsity <= 0 {
		return
	}
	logq := math.Log1p(-sparsity)
	for k := -1; ; {
		// The gap to the next present cell is geometric: floor(log(u) /
		// log(1-p)) for u uniform in (0, 1].
		g := math.Floor(math.Log(1-r.Float64()) / logq)
		if g >= float64(cells-1-k) {
			return
		}
		k += 1 + int(g)
		emit(k, lo+width*r.Float64())
	}
}

// Rand returns a rows x cols matrix of seeded pseudo-random cells (see
// randBlock), dense when sparsity is 1 or the matrix is 1 x 1, a CSR
// otherwise. The values depend only on the arguments: the same on every
// run and for every thread count.
func (e *Exec) Rand(rows, cols int, lo, hi, sparsity float64, seed uint64) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: rand %dx%d seed %d", rows, cols, seed)
	defer refCatch(&res, &err, what)
	if _, err := refCells(rows, cols); err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if !(lo <= hi) || !(sparsity >= 0 && sparsity <= 1) {
		return nil, fmt.Errorf("%s: range [%g, %g) or sparsity %g invalid: %w", what, lo, hi, sparsity, errBaseInput)
	}
	rowsPer := max(1, randBlockCells/cols)
	blocks := (rows + rowsPer - 1) / rowsPer
	blockRows := func(b int) int { return min(rowsPer, rows-b*rowsPer) }
	if sparsity >= 1 || (rows == 1 && cols == 1) {
		out, err := e.newDense(what, rows, cols)
		if err != nil {
			return nil, err
		}
		err = e.refParFor(blocks, rows*cols, func(b0, b1 int) {
			for b := b0; b < b1; b++ {
				dst := out[b*rowsPer*cols:]
				randBlock(seed, b, blockRows(b)*cols, lo, hi, sparsity, func(k int, v float64) { dst[k] = v })
			}
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		return mat.NewDense(rows, cols, out), nil
	}
	if cols > math.MaxInt32 {
		return nil, fmt.Errorf("%s: %d columns exceed int32 indices: %w", what, cols, errBaseInput)
	}
	// Each block collects its cells (16 bytes each), then the blocks are
	// laid out in order: the expected cells are checked before drawing,
	// the drawn ones again before the layout.
	expected := sparsity * float64(rows) * float64(cols)
	if err := e.reserve(what, satBytes(float64(csrBytes(rows, 0))+28*expected)); err != nil {
		return nil, err
	}
	// Each block collects its cells, then the blocks are laid out in
	// order.
	type part struct {
		cells []int
		vals  []float64
	}
	parts := make([]part, blocks)
	err = e.refParFor(blocks, int(min(float64(rows)*float64(cols)*sparsity, math.MaxInt32)), func(b0, b1 int) {
		for b := b0; b < b1; b++ {
			p := &parts[b]
			randBlock(seed, b, blockRows(b)*cols, lo, hi, sparsity, func(k int, v float64) {
				p.cells = append(p.cells, k)
				p.vals = append(p.vals, v)
			})
		}
	})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	var nnz int64
	for _, p := range parts {
		nnz += int64(len(p.vals))
	}
	ci, v, err := e.newCSR(what, rows, nnz)
	if err != nil {
		return nil, err
	}
	rp := hugealloc.Make[int64](rows + 1)
	o := int64(0)
	for b, p := range parts {
		r0 := b * rowsPer
		for t, k := range p.cells {
			i := r0 + k/cols
			ci[o], v[o] = int32(k%cols), p.vals[t]
			rp[i+1]++
			o++
		}
	}
	for i := 0; i < rows; i++ {
		rp[i+1] += rp[i]
	}
	return matrix.NewCSRFromParts(rows, cols, rp, ci, v), nil
}
