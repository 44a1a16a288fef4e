package matrix

import (
	"context"
	"math"
	"math/bits"
	"math/rand/v2"
	"runtime"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"

	"github.com/fusejit/fusejit/internal/parallel"
)

// Generation is split into blocks of consecutive rows, each with its own
// random stream derived from the seed and the block number. The partition
// depends only on the arguments, never on the number of threads, so the
// output is the same on every machine.
const (
	// genBlockWork is the number of random draws a block aims for.
	genBlockWork = 1 << 16
	// skipBelow is the sparsity below which RandSparse draws the gaps between
	// stored cells (geometric skipping, work proportional to nnz) instead of
	// one Bernoulli draw per cell.
	skipBelow = 0.15
)

// RandDense returns a rows x cols dense matrix (contiguous storage) of values
// drawn uniformly from [lo, hi), generated in parallel and reproducible: the
// same arguments give the same matrix regardless of the number of threads.
// When lo == hi every cell is lo.
//
// It returns nil for arguments it cannot honour, instead of panicking: rows
// or cols not positive (gonum cannot represent a dense matrix with a zero
// dimension), 8*rows*cols bytes overflowing int, lo or hi not finite, or lo > hi.
func RandDense(rows, cols int, lo, hi float64, seed uint64) *mat.Dense {
	if rows <= 0 || cols <= 0 || rows > math.MaxInt/8/cols || !validRange(lo, hi) {
		return nil
	}
	data := hugealloc.Make[float64](rows * cols)
	u := newUniform(lo, hi)
	blockRows := max(1, genBlockWork/cols)
	nBlocks := (rows + blockRows - 1) / blockRows
	genParallel(nBlocks, func(b int) {
		rng := blockRNG(seed, 0, b)
		r0 := b * blockRows
		r1 := min(rows, r0+blockRows)
		for k := range data[r0*cols : r1*cols] {
			data[r0*cols+k] = u.at(rng.Uint64())
		}
	})
	return mat.NewDense(rows, cols, data)
}

// RandSparse returns a rows x cols CSR matrix in which every cell is stored
// independently with probability sparsity, with values drawn uniformly from
// [lo, hi). It is reproducible and independent of the number of threads like
// RandDense. Below a sparsity of 0.15 it draws the gaps between stored cells
// (a geometric distribution), so the work is proportional to the number of
// stored entries: 20000 x 20000 at 1e-4 takes a few milliseconds. It makes
// two passes, counting and then filling, so that the arrays are allocated
// once at their exact size.
//
// Zero rows or columns give an empty matrix of that shape. It returns nil
// for arguments it cannot honour: negative dimensions or dimensions above
// MaxDim, sparsity outside [0, 1] or NaN, lo or hi not finite, or lo > hi.
func RandSparse(rows, cols int, sparsity, lo, hi float64, seed uint64) *CSR {
	if checkDims(rows, cols) != nil || !(sparsity >= 0 && sparsity <= 1) || !validRange(lo, hi) {
		return nil
	}
	if rows == 0 || cols == 0 || sparsity == 0 {
		return emptyCSR(rows, cols)
	}
	var s sparseSampler
	switch {
	case sparsity == 1:
		s = fullSampler{}
	case sparsity >= skipBelow:
		// p * 2^64 < 2^64 because p < 1.
		s = bernoulliSampler{threshold: uint64(sparsity * 0x1p64)}
	default:
		s = gapSampler{invLogQ: 1 / math.Log1p(-sparsity)}
	}
	work := s.drawsPerRow(cols, sparsity)
	blockRows := int(max(1, min(float64(rows), genBlockWork/work)))
	nBlocks := (rows + blockRows - 1) / blockRows

	// Pass 1: count the entries of every row.
	rowPtr := hugealloc.Make[int64](rows + 1)
	genParallel(nBlocks, func(b int) {
		pos := blockRNG(seed, 1, b)
		r0 := b * blockRows
		r1 := min(rows, r0+blockRows)
		for r := r0; r < r1; r++ {
			rowPtr[r+1] = int64(s.count(&pos, cols))
		}
	})
	for r := range rows {
		rowPtr[r+1] += rowPtr[r]
	}

	// Pass 2: replay the same position streams and fill.
	nnz := rowPtr[rows]
	colIdx := hugealloc.Make[int32](int(nnz))
	vals := hugealloc.Make[float64](int(nnz))
	u := newUniform(lo, hi)
	genParallel(nBlocks, func(b int) {
		pos := blockRNG(seed, 1, b)
		val := blockRNG(seed, 2, b)
		r0 := b * blockRows
		r1 := min(rows, r0+blockRows)
		var buf sampleBuf
		for r := r0; r < r1; r++ {
			p0, p1 := rowPtr[r], rowPtr[r+1]
			s.fill(&pos, &val, &u, cols, colIdx[p0:p1], vals[p0:p1], &buf)
		}
	})
	return &CSR{rows: rows, cols: cols, rowPtr: rowPtr, colIdx: colIdx, vals: vals}
}

// sparseSampler decides which cells of a row are stored. count and fill
// must consume the position stream identically so that fill stores exactly
// the cells count counted; fill draws the values from the value stream.
type sparseSampler interface {
	drawsPerRow(cols int, p float64) float64
	count(pos *rand.PCG, cols int) int
	fill(pos, val *rand.PCG, u *uniform, cols int, colIdx []int32, vals []float64, buf *sampleBuf)
}

// fullSampler stores every cell.
type fullSampler struct{}

func (fullSampler) drawsPerRow(cols int, _ float64) float64 { return float64(cols) }

func (fullSampler) count(_ *rand.PCG, cols int) int { return cols }

func (fullSampler) fill(_, valp *rand.PCG, up *uniform, cols int, colIdx []int32, vals []float64, _ *sampleBuf) {
	// Work on local copies so the generator state stays in registers.
	val, u := *valp, *up
	for j := range colIdx {
		colIdx[j] = int32(j)
	}
	for j := range vals {
		vals[j] = u.at(val.Uint64())
	}
	*valp = val
}

// bernoulliSampler draws one number per cell and stores the cell when it is
// below threshold = p * 2^64. The loops are branch-free: the outcome of a
// draw with p near 1/2 is unpredictable.
type bernoulliSampler struct{ threshold uint64 }

func (bernoulliSampler) drawsPerRow(cols int, _ float64) float64 { return float64(cols) }

func (s bernoulliSampler) count(posp *rand.PCG, cols int) int {
	pos := *posp
	n := uint64(0)
	for range cols {
		_, borrow := bits.Sub64(pos.Uint64(), s.threshold, 0)
		n += borrow
	}
	*posp = pos
	return int(n)
}

// sampleChunk is the number of cells fill stages in a sampleBuf at a time.
const sampleChunk = 1024

// sampleBuf is scratch space for one chunk of a row: the branch-free loop
// writes every candidate and advances only past the stored ones.
type sampleBuf struct {
	col [sampleChunk + 1]int32
	val [sampleChunk + 1]float64
}

func (s bernoulliSampler) fill(posp, valp *rand.PCG, up *uniform, cols int, colIdx []int32, vals []float64, buf *sampleBuf) {
	pos, val, u := *posp, *valp, *up
	defer func() { *posp, *valp = pos, val }()
	at := 0
	for j0 := 0; j0 < cols; j0 += sampleChunk {
		m := min(sampleChunk, cols-j0)
		n := uint64(0)
		for j := range m {
			_, borrow := bits.Sub64(pos.Uint64(), s.threshold, 0)
			buf.col[n] = int32(j0 + j)
			buf.val[n] = u.at(val.Uint64())
			n += borrow
		}
		at += copy(colIdx[at:], buf.col[:n])
		copy(vals[at-int(n):], buf.val[:n])
	}
}

// gapSampler draws the gap before the next stored cell, which is geometric:
// P(gap = g) = (1-p)^g p, as floor(log(U) / log(1-p)) with U in (0, 1].
type gapSampler struct{ invLogQ float64 }

func (gapSampler) drawsPerRow(cols int, p float64) float64 { return max(1, float64(cols)*p) }

// next returns the column of the next stored cell after column j, or -1
// when the row has no more.
func (s gapSampler) next(pos *rand.PCG, j, cols int) int {
	unit := (float64(int64(pos.Uint64()>>11)) + 1) * 0x1p-53
	gap := math.Floor(math.Log(unit) * s.invLogQ)
	// Also stops on NaN (0 * Inf when p is denormal).
	if !(gap < float64(cols-1-j)) {
		return -1
	}
	return j + 1 + int(gap)
}

func (s gapSampler) count(posp *rand.PCG, cols int) int {
	pos := *posp
	n := 0
	for j := s.next(&pos, -1, cols); j >= 0; j = s.next(&pos, j, cols) {
		n++
	}
	*posp = pos
	return n
}

func (s gapSampler) fill(posp, valp *rand.PCG, up *uniform, cols int, colIdx []int32, vals []float64, _ *sampleBuf) {
	pos, val, u := *posp, *valp, *up
	k := 0
	for j := s.next(&pos, -1, cols); j >= 0; j = s.next(&pos, j, cols) {
		colIdx[k] = int32(j)
		vals[k] = u.at(val.Uint64())
		k++
	}
	*posp, *valp = pos, val
}

// validRange reports whether [lo, hi) is a usable range for the generators.
func validRange(lo, hi float64) bool {
	return !math.IsNaN(lo) && !math.IsNaN(hi) && !math.IsInf(lo, 0) && !math.IsInf(hi, 0) && lo <= hi
}

// uniform maps 64 random bits to a value in [lo, hi).
type uniform struct {
	base, width, scale float64
	hi, top            float64 // top is the largest value below hi (or lo when lo == hi)
}

func newUniform(lo, hi float64) uniform {
	u := uniform{base: lo, width: hi - lo, scale: 1, hi: hi, top: math.Nextafter(hi, lo)}
	if math.IsInf(u.width, 0) {
		// hi - lo overflows: compute at half scale; doubling is exact.
		u.base, u.width, u.scale = lo/2, hi/2-lo/2, 2
	}
	return u
}

func (u *uniform) at(bits uint64) float64 {
	// bits>>11 < 2^53 converts exactly; through int64 the conversion is a
	// single instruction.
	v := u.scale * (u.base + u.width*(float64(int64(bits>>11))*0x1p-53))
	if v >= u.hi {
		// Rounding reached the open end of the interval.
		v = u.top
	}
	return v
}

// blockRNG returns the random stream of block b of a generator; stream
// separates the generators so they do not share streams for one seed.
// It returns a value so that the hot loops keep the state in registers.
func blockRNG(seed uint64, stream, b int) rand.PCG {
	s1 := splitmix64(seed ^ splitmix64(uint64(stream)<<56^uint64(b)))
	s2 := splitmix64(s1 ^ 0x6a09e667f3bcc909)
	return *rand.NewPCG(s1, s2)
}

// splitmix64 is the SplitMix64 finalizer, used to derive well-mixed seeds.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// genParallel calls f(b) for every block b in [0, n) on up to GOMAXPROCS
// goroutines. The blocks carry their own random streams, so the schedule
// changes nothing. A panic in f (a bug: the generators cannot fail) is
// raised again on the caller's goroutine, where it can be recovered,
// instead of ending the process from a worker.
func genParallel(n int, f func(b int)) {
	err := parallel.For(context.Background(), runtime.GOMAXPROCS(0), n, func(_, b int) error {
		f(b)
		return nil
	})
	if err != nil {
		panic(err)
	}
}
