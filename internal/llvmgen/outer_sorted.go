package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
)

// The column-sorted walk of a dense chunk of a blocked Outer kernel
// (outer_blocked.go). Walking the chunk's rows once per block of columns
// visits every row in every block; at 20,000^2, rank 100, sparsity 0.01 a
// row holds about 3 cells per block of V's 327 rows, and V (16 MB) was
// read from beyond L2 once per chunk of 327 rows. Sorted by column with a
// counting sort, the chunk's cells are walked column by column: V is read
// once per chunk, in order, and the cells of one column share its row of
// V, up to outerGroup dot products in one loop, while the chunk's rows of
// U stay in L2. Each dot product adds its terms in the same order as dot
// (and groupedDots), and lands in the buffer at its stored position, so
// the row-major loop that evaluates and aggregates the cells reads the
// same values as before. In Go:
//
//	for j := 0; j <= m; j++ { cnt[j] = 0 }
//	for kk := base; kk < last; kk++ { cnt[col[kk]+1]++ }
//	for j, s := 0, 0; j <= m; j++ { s += cnt[j]; cnt[j] = s }
//	for i := lo; i < hi; i++ {
//		for kk := rowptr[i]; kk < rowptr[i+1]; kk++ {
//			t := cnt[col[kk]]; cnt[col[kk]]++
//			cell[t] = uint32((i-lo)<<outerSortedPosBits | (kk-base))
//		}
//	}
//	for j, t := 0, 0; j < m; j++ {
//		for ; t < cnt[j]; t++ {
//			at, row := cell[t]&(outerSortedCells-1), cell[t]>>outerSortedPosBits
//			buf[d][at] = dot_d(U[lo+row,], V[j,])
//		}
//	}
//
// A sorted cell's position and row share one uint32, so that the scatter,
// whose stores land at random slots of an array larger than L1, stores
// once per cell into an array of 4 bytes a cell: at 20,000^2, rank 100,
// sparsity 0.01 (one thread, CPU time), one int64 a cell took about
// 1.05-1.08x the time (the two kernels' Evals alternated in one process,
// min of 14), and an int32 array of positions beside one of rows about
// 1.15x (min of 6 alternated processes).
//
// Where the time goes then (same shape, one thread, perf): about 45% in
// the loop of outerGroup dot products, 20-25% in the smaller groups and the
// dot products' reductions and tails, 13% in the count and the scatter.
// The group loop is bound by U's rows, read from L2 for every cell (a C
// model of the walk took 17.5 ns a cell with the chunk's 983 rows of U,
// 8.1 ns with 30 rows that stay in L1, and about the same either way with
// all of V in cache); at this density no tiling reads a row of U for
// more than one cell of a column. Measured no faster: prefetching the
// next group's rows of U, groups of 6 or 8, prefetching the scatter's
// slots, fetching V's rows 4 to 32 columns ahead (without the prefetch,
// 1.18x the time), or into L2 only.
//
// How far that is from the floor (C models, clang -O3 -march=native, one
// thread, CPU time a stored cell; the kernel's includes its Eval): only
// reading one random row of U of the chunk's 983 per cell (in L2, four
// rows in flight) takes 8.4 ns, 4.4 with 30 rows in L1; adding the dot
// products of four cells sharing a row of V (no reductions, tails or
// stores) 9.5 ns. The whole walk in C, with the order of dot, groups of 4
// and the same counting sort, took 23-25 ns (dot products 16-18, sort 3,
// libm's log 4.3), the kernel 21-29 ns. At fusebench's roofline for
// sparsity 0.01 (80 MB read at about 12.5 GB/s per core, about 6.4 ms of
// CPU) the dot products' floor alone is about 6x, and the C walk 14x.
//
// That floor is L2's fill rate into L1: a row of U is 13 lines, and at
// the 32 bytes a cycle L2 delivers they take 26 cycles, 7.2 ns at this
// machine's 3.6 GHz (a dependent-add loop); the C group loop with U's rows
// from 983 in L2 took 7.2-7.6 ns a cell, 3.8 with 30 rows in L1. At
// sparsity 0.01 no tile of U's and V's rows that fits L1 (40 rows) holds
// more than a few cells, so every cell reads one row from L2, and 4M cells
// take at least about 29 ms of CPU: 7x the roofline on two cores before
// the sort, the reductions and tails of the fixed order, the log and the
// aggregation. What the two-stage prefetch of V (below) left of the
// kernel (about 18 ns a cell, one thread): the group loop about 41%, the
// count and the scatter 14%. Measured no faster with it (alternated
// processes, differences within 2%): groups of 6 or 8 again, and fetching
// the chunk's rows of U into L1 or L2 in the scatter, ahead of their first
// reads. A C model of the groups' ends found no gain either in adding the
// four trees at once and the tails as one vector of the four products
// (11.7 against 11.8 ns a cell; without the tails, which the order fixes,
// 10.9).
//
// The dot products' time does not depend on how the cells are grouped,
// only on how many rows of U come from L2. Each column's last one to
// three cells go in a pair and alone here; joined instead with the next
// column's first cells into mixed groups of four (each product with its
// own cell's row of V, two rows a step), the kernel took the same time
// (1.00x, the median over 6 alternated processes of each one's fastest of
// 7 Evals; 20,000^2, rank 100, sparsity 0.01, one thread), and perf put
// 57.1% of its samples in the dot products' loops against 57.3%. Groups of
// four consecutive sorted cells whatever their columns, the column of
// each found by a cursor over the counts, took 1.07x (the cursor's loops
// and the choice of loop per group cost more than the pairs and lone
// products they replaced). Confining the rows of U to 16 (wrong results,
// U in L1) took 0.73x the time, 12.7 ns a cell; confining V's to 16,
// 0.97x on one thread and 0.9x on two (V is read from memory once per
// chunk, 325 MB an Eval at this shape). Also no faster: counts of 32 bits
// (the count and the scatter 13.0% of the samples against 13.7%, time
// 1.00x), a scatter without the counts' updates (each cell's rank in its
// column kept by the count pass: 14.3% against 13.2%; the scatter waits
// on its random stores, not on the counts), fetching V's rows 24 or 40
// columns ahead into L2 (1.06-1.1x on two threads), and chunks of 1 or
// 1.5 MB of U (cplan's outerRowShare, on one and two threads alike). What is left (perf, one thread, share of
// the kernel's samples): the group loop 46%, the pairs, lone products and
// groups' ends 23%, the scatter 9.6%, the count 4.3%, the log pass
// (outer_preeval.go) 6.7%, the row-major aggregation 3.9%, the column
// loop and its fetches of V 2.4%.

// outerSortedPosBits is the bits of a sorted cell's position: the sorted
// walk takes chunks of up to outerSortedCells cells (positions below
// it) and outerSortedRows rows, which fill the other 14 bits of a uint32.
const outerSortedPosBits = 18

// outerSortedCells is the most cells of a chunk the sorted walk takes
// (its buffer and its packed cells take 12 bytes a cell, stored at random
// positions): at 20,000^2, rank 100, chunks of 327 rows held about 65,000
// cells at sparsity 0.01, where sorted was faster than the row walk in
// column blocks, and 654,000 at 0.1, where it took about 1.15x as long
// (one thread, CPU time); such chunks keep the row walk. Chunks of 983
// rows (cplan's outerRowShare) hold about 197,000 cells at 0.01.
const outerSortedCells = 1 << outerSortedPosBits

// outerSortedRows is the most rows of a chunk the sorted walk takes, so
// that a row in the chunk fits the 32-outerSortedPosBits high bits of its
// packed cells. Only factors of rank 5 or less give chunks of more rows
// (cplan's outerRowShare over 8 bytes a rank); their chunks keep the row
// walk.
const outerSortedRows = 1 << (32 - outerSortedPosBits)

// sortedScratch is the sorted walk's part of the scratch, after the
// cursors: the counts (m+1 int64), then the sorted cells (capa uint32
// each: the row in the chunk above bit outerSortedPosBits, the stored
// position in the chunk below; sortedCell unpacks them).
type sortedScratch struct {
	cnt   value.Value // i64*
	cells value.Value // i32*
}

// newSortedScratch lays the sorted walk's arrays out from address addr in
// entry.
func newSortedScratch(entry *ir.Block, addr, m value.Value) sortedScratch {
	cellsAddr := entry.NewAdd(addr, entry.NewMul(entry.NewAdd(m, one64), ci(8)))
	return sortedScratch{
		cnt:   entry.NewIntToPtr(addr, i64p),
		cells: entry.NewIntToPtr(cellsAddr, i32p),
	}
}

// sortedCell loads, in b, sorted cell t and returns its row of U (lo plus
// its row in the chunk) and its position in the chunk's buffer.
func (s sortedScratch) sortedCell(b *ir.Block, t, lo value.Value) (row, at value.Value) {
	c := b.NewZExt(loadAt(b, i32, s.cells, t), i64)
	return b.NewAdd(lo, b.NewLShr(c, ci(outerSortedPosBits))), b.NewAnd(c, ci(outerSortedCells-1))
}

// sortedDots emits, from b, the column-sorted walk of the chunk's cells
// [ch.base, last) and branches to done.
func (k *cellKernel) sortedDots(b *ir.Block, ch *outerChunks, s sortedScratch, dots []*cplan.Dot, last value.Value, done *ir.Block) {
	fn, m := k.fn, k.par.m
	rp, col := k.in[0].rp, k.in[0].ci
	colOf := func(b *ir.Block, kk value.Value) value.Value { return b.NewSExt(loadAt(b, i32, col, kk), i64) }

	zero := newLoop(fn, b, "cntzero", zero64, b.NewAdd(m, one64))
	storeAt(zero.Body, i64, zero64, s.cnt, zero.IV)
	zero.close(zero.Body)

	count := newLoop(fn, zero.Exit, "cntcount", ch.base, last)
	cb := count.Body
	slot := cb.NewAdd(colOf(cb, count.IV), one64)
	storeAt(cb, i64, cb.NewAdd(loadAt(cb, i64, s.cnt, slot), one64), s.cnt, slot)
	count.close(cb)

	prefix := newLoop(fn, count.Exit, "cntprefix", zero64, count.Exit.NewAdd(m, one64))
	sum := prefix.carry(count.Exit, zero64)
	pb := prefix.Body
	next := pb.NewAdd(sum, loadAt(pb, i64, s.cnt, prefix.IV))
	storeAt(pb, i64, next, s.cnt, prefix.IV)
	prefix.close(pb, next)

	rows := newLoop(fn, prefix.Exit, "sortrow", ch.lo, ch.hi)
	rb := rows.Body
	cells := newLoop(fn, rb, "sortcell", loadAt(rb, i64, rp, rows.IV), loadAt(rb, i64, rp, rb.NewAdd(rows.IV, one64)))
	sb := cells.Body
	j := colOf(sb, cells.IV)
	t := loadAt(sb, i64, s.cnt, j)
	storeAt(sb, i64, sb.NewAdd(t, one64), s.cnt, j)
	packed := sb.NewOr(sb.NewShl(sb.NewSub(rows.IV, ch.lo), ci(outerSortedPosBits)), sb.NewSub(cells.IV, ch.base))
	storeAt(sb, i32, sb.NewTrunc(packed, i32), s.cells, t)
	cells.close(sb)
	rows.close(cells.Exit)

	// for j := 0; j < m; j++: the cells t of column j, up to its end e
	cols := newLoop(fn, rows.Exit, "sortcol", zero64, m)
	first := cols.carry(rows.Exit, zero64)
	jb := cols.Body
	jj := cols.IV
	end := loadAt(jb, i64, s.cnt, jj)
	jb = k.prefetchRow(jb, dots[0], jb.NewAdd(jj, ci(outerSortedFar)), m, "pffar", outerSortedFarLocality)
	jb = k.prefetchRow(jb, dots[0], jb.NewAdd(jj, ci(outerSortedAhead)), m, "pfrow", outerSortedLocality)
	name := uniqueName(fn, "colcell")
	head, body, exit := fn.NewBlock(name+".head"), fn.NewBlock(name+".body"), fn.NewBlock(name+".exit")
	jb.NewBr(head)
	pos := head.NewPhi(ir.NewIncoming(first, jb))
	head.NewCondBr(head.NewICmp(enum.IPredSLT, pos, end), body, exit)
	cellB := body
	if len(dots) == 1 {
		for _, n := range []int{outerGroup, 2} {
			cellB = k.columnGroup(cellB, ch, s, dots[0], n, pos, end, jj, head)
		}
	}
	i, at := s.sortedCell(cellB, pos, ch.lo)
	cellB = k.storeDots(cellB, ch, dots, i, jj, at)
	pos.Incs = append(pos.Incs, ir.NewIncoming(cellB.NewAdd(pos, one64), cellB))
	cellB.NewBr(head)
	cols.close(exit, pos)
	cols.Exit.NewBr(done)
}

// columnGroup emits, in b, the case where the n-1 sorted cells after pos
// are in column j too: their n dot products in one loop, which loads V's
// row once for all of them; like groupedDots with the roles of U and V
// swapped, each product with its own accumulators and the same order as
// dot (a multiply's operands are U's then V's value there too). The group
// continues at head; it returns the block for fewer cells.
func (k *cellKernel) columnGroup(b *ir.Block, ch *outerChunks, s sortedScratch, d *cplan.Dot, n int, pos *ir.InstPhi, end, j value.Value, head *ir.Block) *ir.Block {
	fn := k.fn
	name := uniqueName(fn, "cgroup")
	group, fewer := fn.NewBlock(name+".body"), fn.NewBlock(name+".fewer")
	b.NewCondBr(b.NewICmp(enum.IPredSLT, b.NewAdd(pos, ci(int64(n-1))), end), group, fewer)

	v := group.NewGetElementPtr(f64, k.in[d.V].vals, group.NewMul(j, k.r))
	us := make([]value.Value, n)
	ats := make([]value.Value, n)
	for c := range us {
		var i value.Value
		i, ats[c] = s.sortedCell(group, group.NewAdd(pos, ci(int64(c))), ch.lo)
		us[c] = group.NewGetElementPtr(f64, k.in[d.U].vals, group.NewMul(i, k.r))
	}
	e, accs := k.orderedProducts(group, "cdotn", v, us, false)
	for c, acc := range accs {
		storeAt(e, f64, acc, ch.buf, ats[c])
	}
	pos.Incs = append(pos.Incs, ir.NewIncoming(e.NewAdd(pos, ci(int64(n))), e))
	e.NewBr(head)
	return fewer
}

// The sorted walk fetches each row of V twice: into L2 outerSortedFar
// columns ahead (V comes from L3 or memory, read once per chunk), and
// into L1 outerSortedAhead columns ahead, from L2 by then. A prefetch
// holds one of L1's few miss buffers until its line arrives, and the
// group loop needs them for U's rows, which it reads from L2 for every
// cell; fetched into L1 straight from memory, V's 13 lines a column held
// them for the whole trip. At 20,000^2, rank 100, sparsity 0.01 (one
// thread, CPU time, the median over 8 alternated processes of each one's
// fastest of 5 Evals) the two stages took 0.89x the time of one prefetch
// into L1 8 columns ahead (72.1 against 80.8 ms): 8 or 16 columns into L2
// with 3 to 5 into L1 were alike (72.7-74.0 ms), 2 into L1 no faster than
// one stage, 24 into L2 slower; into L1 3 ahead alone, 80.1 ms. A C model
// of the group loop (four dot products sharing V's row, U's rows at
// random from 983 in L2, V streamed) agreed: 14.6 against 17.4 ns a cell.
// The unblocked walk (outerWalkLocality) fetches into L2 only; a second
// stage into L1 one to three cells ahead changed nothing at sparsity
// 10^-4, where its dot products wait on memory.

// outerSortedFar is how many columns ahead the sorted walk fetches V's
// row into L2.
const outerSortedFar = 12

// outerSortedFarLocality is the locality of the far prefetch: into L2
// (prefetcht1), as outerWalkLocality.
const outerSortedFarLocality = 2

// outerSortedAhead is how many columns ahead the sorted walk fetches V's
// row into L1: the walk reads V's rows in order, but each only for a few
// dot products, faster than the hardware prefetchers bring them.
const outerSortedAhead = 3

// outerSortedLocality is the locality of the near prefetch: into L1
// (prefetcht0), since a column's row of V serves several cells.
const outerSortedLocality = 3

// prefetchRow emits, in b, a prefetch of row j of dot product d's V with
// the given locality when j < m, and returns the block after it; name
// names the prefetch's blocks.
func (k *cellKernel) prefetchRow(b *ir.Block, d *cplan.Dot, j, m value.Value, name string, locality int64) *ir.Block {
	fn := k.fn
	pre := uniqueName(fn, "prefetchrow")
	body, done := fn.NewBlock(pre+".body"), fn.NewBlock(pre+".done")
	b.NewCondBr(b.NewICmp(enum.IPredSLT, j, m), body, done)
	k.prefetchRowOf(body, d.V, j, name, locality).NewBr(done)
	return done
}
