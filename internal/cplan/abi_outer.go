package cplan

import (
	"github.com/fusejit/fusejit/internal/memo"
)

// Outer plans have no node slots, so their column-blocked walk
// ([CPlan.OuterBlocked]) uses the slots after AuxMainCols.
const (
	// AuxOuterBlock is the number of columns per block of the blocked
	// walk: enough rows of V to fill outerCacheShare.
	AuxOuterBlock AuxSlot = auxNodes + iota
	// AuxOuterChunk is the capacity, in stored cells, of the buffer of one
	// dot product per chunk of rows; at least the columns, so that one row
	// always fits.
	AuxOuterChunk
	// AuxOuterRows is the largest number of rows of a chunk (the length of
	// its cursor array), so that their rows of U stay in the cache.
	AuxOuterRows
	// AuxOuterDensity is q: a chunk of c stored cells over r rows is walked
	// in b column blocks only when c*q >= r*b, that is when a row holds on
	// average at least 1/q stored cells per block; sparser chunks pay more
	// for visiting every row once per block than they save on V (at
	// 20,000^2, rank 100, sparsity 10^-3 — a third of a cell per block —
	// blocked took about 1.5x the time of unblocked with prefetching), and
	// are walked in one block, prefetching V's rows a few cells ahead.
	AuxOuterDensity
	// AuxOuterDotsEnd is the row up to which a call may compute dot
	// products ahead of its own rows (taken as ru when smaller): the
	// skeleton hands one worker runs of consecutive calls
	// ([OuterCallRuns]), and a chunk that runs on past ru leaves the
	// products of the rows after it in the worker's buffer for the next
	// call, so that V is read once per chunk of AuxOuterRows rows rather
	// than once per call (at 20,000^2, rank 100, the calls of 300 rows
	// were shorter than a chunk, and each read all 16 MB of V).
	AuxOuterDotsEnd
	// AuxOuterHaveLo and AuxOuterHaveHi are the rows whose dot products
	// the worker's buffer holds from an earlier call of the pass; the
	// kernel writes them, the skeleton starts each worker at 0, 0.
	AuxOuterHaveLo
	AuxOuterHaveHi
	auxOuterEnd
)

// Cache parameters of the blocked walk. A block of V (rank doubles per
// row) takes outerCacheShare bytes, and the chunk's rows of U at most
// outerRowShare bytes. Each chunk reads every block of V again (the
// sorted walk, outer_sorted.go in llvmgen, all of V once), so a chunk
// should have all the rows its U share allows: its buffers are sized for
// that many dense rows (up to outerMaxChunk cells), then fitted to the main
// input ([ABI.FitOuterRows]). The U share was 256 KB, when a chunk could
// not span calls and U was read again for every block (at 20,000^2, rank
// 100, sparsity 0.01, capping the rows made the kernel about 1.35x faster
// than chunks of 1,600 rows whose U spilled to L3). Since chunks span
// calls (AuxOuterDotsEnd), 768 KB (983 rows at rank 100, in this machine's
// 1 MB of L2 per core) made the kernel alone about 0.7x the CPU time of
// 256 KB at sparsity 0.01 and 0.9x at 0.1 (one thread, alternated runs);
// 512 KB was in between, 1 and 1.5 MB no better.
const (
	outerCacheShare = 256 << 10
	outerDensity    = 1
	outerMinBlock   = 8
	outerRowShare   = 768 << 10
	// outerUnblockedShare is the L2 share within which V makes the blocked
	// walk pointless (outerUnblocked).
	outerUnblockedShare = 512 << 10
	// outerMaxChunk bounds the buffers (8 MB per dot product and worker)
	// for wide, dense inputs, whose rows are long enough to reuse V anyway.
	outerMaxChunk = 1 << 20
)

// OuterBlocked reports whether the plan's kernel computes the dot
// products of each chunk of rows in column blocks (Boehm et al., PVLDB
// 2018, the Outer skeleton): per block of columns of width AuxOuterBlock,
// it walks each row's stored cells in that block, with a cursor per row,
// and keeps the products in a buffer in the worker's scratch; the cells
// are then evaluated and aggregated in row-major order as without
// blocking, so results do not change. It holds for sparse-safe Outer
// plans over a sparse main input with at least one dot product.
func (p *CPlan) OuterBlocked() bool {
	return p.Template == memo.TemplateOuter && p.SparseSafe && len(p.Inputs) > 0 &&
		p.Inputs[0].Sparse && p.OuterDots() > 0 && !p.OuterUnblocked
}

// outerUnblocked reports whether V of p (its columns times the widest
// factor of its dot products) fits in outerUnblockedShare of L2: random reads of V's rows then hit the cache without
// blocking, and the blocked walk would change nothing but the kernel's
// size. Its IR is about twice the plain walk's, and ALS-CG on 2000 x 2000
// (rank 20, V 320 KB) ran 1.3-1.4x slower under tiered compilation with
// it, its background compiles holding off the kernels. The decision is
// part of the plan (and its hash), since plans are shared across sizes.
func outerUnblocked(p *CPlan) bool {
	rank := 0
	for _, x := range p.Nodes() {
		if d, ok := x.(*Dot); ok {
			rank = max(rank, p.Inputs[d.U].Hop.Cols, p.Inputs[d.V].Hop.Cols)
		}
	}
	return p.Cols*max(rank, 1)*8 <= outerUnblockedShare
}

// OuterDots is the number of dot products of an Outer plan; the blocked
// walk keeps one buffer of AuxOuterChunk values per dot product, in the
// order of [CPlan.Nodes].
func (p *CPlan) OuterDots() int {
	n := 0
	for _, x := range p.Nodes() {
		if _, ok := x.(*Dot); ok {
			n++
		}
	}
	return n
}

// outerBlocks sets the aux slots of the blocked walk and returns the
// scratch it needs, in doubles: the dot buffers, then the cursors (one
// int64 per row of a chunk), then the column-sorted walk's counts (cols+1
// int64) and its sorted cells (position and row packed in one uint32 per
// buffered cell). It lies after the scattered inputs' buffers.
func outerBlocks(f *Frame, dots int) int {
	cols := max(f.Cols, 1)
	block := max(outerCacheShare/(8*max(f.Rank, 1)), outerMinBlock)
	rows := max(outerRowShare/(8*max(f.Rank, 1)), 1)
	chunk := max(cols, min(rows*cols, outerMaxChunk))
	rows = min(rows, chunk)
	f.Aux[AuxOuterBlock] = int64(block)
	f.Aux[AuxOuterChunk] = int64(chunk)
	f.Aux[AuxOuterRows] = int64(rows)
	f.Aux[AuxOuterDensity] = outerDensity
	return dots*chunk + rows + outerSortScratch(cols, chunk)
}

// outerSortScratch is the column-sorted walk's scratch, in doubles, for a
// main input of cols columns and chunks of up to chunk cells.
func outerSortScratch(cols, chunk int) int { return cols + 1 + (chunk+1)/2 }

// FitOuterRows shrinks the blocked walk's buffers in f to a main input
// with row pointers rowPtr: to at most the stored cells of any AuxOuterRows
// consecutive rows plus a few more (windowCellsBound), and the cursors to
// the input's rows, so that every chunk still gets all its rows, and a
// sparse input does not allocate buffers sized for dense rows on every
// evaluation. Since the buffer holds any window of AuxOuterRows rows, a
// chunk ends at its row cap either way, and a looser bound changes no
// chunk (nor a result bit), only the buffer's size.
func (a *ABI) FitOuterRows(f *Frame, rowPtr []int64) {
	if !a.p.OuterBlocked() || len(rowPtr) == 0 {
		return
	}
	old, oldRows := int(f.Aux[AuxOuterChunk]), int(f.Aux[AuxOuterRows])
	n := len(rowPtr) - 1
	window := min(oldRows, n)
	c := max(1, min(old, int(windowCellsBound(rowPtr, window))))
	rows := max(window, 1)
	f.Aux[AuxOuterChunk], f.Aux[AuxOuterRows] = int64(c), int64(rows)
	f.Scratch -= a.p.OuterDots()*(old-c) + oldRows - rows + outerSortScratch(f.Cols, old) - outerSortScratch(f.Cols, c)
}

// outerFitStarts is how many starts per window windowCellsBound looks at.
const outerFitStarts = 8

// windowCellsBound returns an upper bound on the stored cells of any
// window of rows consecutive rows of rowPtr (window <= len(rowPtr)-1), at
// most the cells of the densest window of window+window/outerFitStarts
// rows. It takes every stride-th start, stride = window/outerFitStarts,
// and the window of stride-1 more rows from there, which holds every
// window starting before the next: n/stride steps instead of the n of the
// exact maximum, which took about 14 us of each Eval at 20,000 rows
// (about 0.7% of an Eval's CPU time at sparsity 10^-4, perf).
func windowCellsBound(rowPtr []int64, window int) int64 {
	n := len(rowPtr) - 1
	stride := max(window/outerFitStarts, 1)
	most := int64(0)
	for lo := 0; lo+window <= n; lo += stride {
		most = max(most, rowPtr[min(n, lo+window+stride-1)]-rowPtr[lo])
	}
	return most
}
