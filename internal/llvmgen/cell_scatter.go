package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
)

// Sparse side inputs of sparse-safe Cell and MAgg kernels
// (cplan.ScatteredInputs) are read at the main input's stored cells, in
// random order of hits and misses: a side input at density d stores the
// main input's column with probability about d. Every read is therefore
// branch-free, and a row costs one store per stored side cell and nothing
// to undo:
//
//   - slot j*T+t of the worker's scratch (T scattered inputs, t this
//     one's rank among them) holds the address of the value of input t's
//     stored cell at column j, written for every stored cell of the row.
//     Interleaving the inputs' slots lets one base register reach all of
//     them;
//   - the cell is stored in row i iff that address lies in row i's range
//     of the input's values. Ranges of different rows are disjoint, so a
//     slot left by an earlier row of the same run never passes the test.
//     No row has to clear what it wrote;
//   - every slot always holds a readable address: the first call of a run
//     on a worker finds the scratch zeroed (cplan/abi.go) and fills every
//     slot with the scratch's own address, which lies in no input's
//     values. So the value is loaded from the slot's address
//     unconditionally and masked with an integer mask, all ones where the
//     cell is stored and zero elsewhere. The integer mask is what keeps
//     the code branch-free: clang turns a select of doubles on an integer
//     condition, or of a loaded value, into a branch, which would
//     mispredict on every other hit.
//
// Each input costs the loop over the main input's cells two registers
// (the row's first address and its length in bytes), which keeps a MAgg
// over two side inputs free of spills.

// scattered is one sparse side input indexed by column for the current
// row.
type scattered struct {
	input       int
	first, size value.Value // the row's range of value addresses (i64)
	slots       value.Value // i64 slots, T per column
	t, n        int64       // rank among the scattered inputs, and T
}

// scatterSlots returns the scattered inputs' slots in the worker's
// scratch (laid out as cplan/abi.go states).
func (k *cellKernel) scatterSlots(b *ir.Block) value.Value {
	return b.NewIntToPtr(loadAux(b, k.par, cplan.AuxScratch), i64p)
}

// valueAddr is the address of input x's k-th stored value as an i64.
func (k *cellKernel) valueAddr(b *ir.Block, x int, pos value.Value) value.Value {
	p := b.NewGetElementPtr(f64, k.in[x].vals, pos)
	p.InBounds = true
	return b.NewPtrToInt(p, i64)
}

// fillScatterSlots emits, at the start of a sparse-safe kernel with
// scattered inputs, the one-time fill of a fresh (zeroed) scratch: every
// slot gets the address of the scratch itself, readable and outside every
// input's values, so it never passes a row's test. It returns the block
// after it.
func (k *cellKernel) fillScatterSlots(b *ir.Block) *ir.Block {
	ins := k.p.ScatteredInputs()
	if len(ins) == 0 {
		return b
	}
	slots := k.scatterSlots(b)
	fresh := b.NewICmp(enum.IPredEQ, loadAt(b, i64, slots, zero64), zero64)
	name := uniqueName(k.fn, "fillslots")
	fill, done := k.fn.NewBlock(name), k.fn.NewBlock(name+".done")
	b.NewCondBr(fresh, fill, done)
	// At least one slot even without columns: the test above reads it.
	cols := fill.NewSelect(fill.NewICmp(enum.IPredSGT, k.par.m, zero64), k.par.m, one64)
	l := newLoop(k.fn, fill, "fill", zero64, fill.NewMul(cols, ci(int64(len(ins)))))
	storeAt(l.Body, i64, l.Body.NewPtrToInt(slots, i64), slots, l.IV)
	l.close(l.Body)
	l.Exit.NewBr(done)
	return done
}

// scatterRows writes row i of every scattered input into its slots and
// returns them with the block that follows.
func (k *cellKernel) scatterRows(b *ir.Block, i value.Value) ([]*scattered, *ir.Block) {
	ins := k.p.ScatteredInputs()
	if len(ins) == 0 {
		return nil, b
	}
	slots := k.scatterSlots(b)
	n := int64(len(ins))
	skips := k.skipsZeros()
	var out []*scattered
	for t, x := range ins {
		start, end := k.rowRange(b, x, i)
		// An empty row's first address may lie past the end of the
		// values; every read falls back to it, so it must be readable.
		first := b.NewSelect(b.NewICmp(enum.IPredSLT, start, end), start, zero64)
		sc := &scattered{input: x, slots: slots, t: int64(t), n: n,
			first: k.valueAddr(b, x, first),
			size:  b.NewShl(b.NewSub(end, start), ci(3))}
		l := newLoop(k.fn, b, "scatter", start, end)
		j := l.Body.NewSExt(loadAt(l.Body, i32, k.in[x].ci, l.IV), i64)
		addr := k.valueAddr(l.Body, x, l.IV)
		storeAt(l.Body, i64, addr, slots, sc.slot(l.Body, j))
		// The prefetch pays although the values are then read in column
		// order: without it magg-sparse at 10^5 x 1000 took 47-52 against
		// 40-42 ms of CPU on one thread (2026-11-24, alternated).
		if !skips {
			k.m.prefetch(l.Body, addr)
		}
		l.close(l.Body)
		b = l.Exit
		out = append(out, sc)
	}
	return out, b
}

// slot is the index of the input's slot of column j.
func (sc *scattered) slot(b *ir.Block, j value.Value) value.Value {
	return b.NewAdd(b.NewMul(j, ci(sc.n)), ci(sc.t))
}

// read returns the input's cell at column j of the current row. Where
// the row does not store column j, the load reads the row's first value
// instead of the address in the slot (which points into an earlier row,
// or at the scratch): reading the slot's address unclamped was slower
// (magg-sparse at 10^5, one thread: 40.4-41.9 against 37.0-38.4 ms of
// CPU), as the stale addresses miss the cache.
func (sc *scattered) read(k *cellKernel, b *ir.Block, j value.Value) cell {
	addr := loadAt(b, i64, sc.slots, sc.slot(b, j))
	rel := b.NewSub(addr, sc.first)
	stored := b.NewICmp(enum.IPredULT, rel, sc.size)
	mask := b.NewSExt(stored, i64)
	v := b.NewLoad(f64, b.NewIntToPtr(b.NewAdd(sc.first, b.NewAnd(rel, mask)), f64p))
	return cell{v: maskBits(b, v, mask), zero: b.NewXor(stored, zeroTrue), raw: v}
}

// maskBits returns v where mask is all ones and +0 where it is zero, as
// an integer and: unlike a select, it stays branch-free through clang.
func maskBits(b *ir.Block, v, mask value.Value) value.Value {
	return b.NewBitCast(b.NewAnd(b.NewBitCast(v, i64), mask), f64)
}

// skipsZeros reports whether a sum of the kernel branches around zero
// adds (foldAllSkipZeros). Its side inputs' values are then read at the
// rare cells where all of them are stored (1 in 100 at density 0.1), and
// prefetching all their lines would mostly fetch values never read:
// under two threads that extra traffic cost more than the misses it
// saves.
func (k *cellKernel) skipsZeros() bool {
	if k.p.Variant != cplan.FullAgg {
		return false
	}
	for i, l := range k.lanes {
		if l != nil && len(k.zeroSources(k.outs[i])) >= skipZerosFrom {
			return true
		}
	}
	return false
}

// prefetch emits a prefetch for reading of the line at address addr (an
// i64). The main input's loop reads a side input's values at its hits
// only, in random order within the row; prefetching the row's values
// while they are scattered turns those reads from misses into hits.
func (m *module) prefetch(b *ir.Block, addr value.Value) {
	m.prefetchRead(b, b.NewIntToPtr(addr, i8p), 3) // high locality: into L1
}

// prefetchRead emits llvm.prefetch of the line at p (an i8*) for reading
// into the data cache with the given locality: 3 keeps the line in every
// level (prefetcht0 on x86), 2 in L2 and beyond (prefetcht1).
func (m *module) prefetchRead(b *ir.Block, p value.Value, locality int64) {
	f := m.intrinsic("llvm.prefetch.p0i8", types.Void, i8p, types.I32, types.I32, types.I32)
	b.NewCall(f, p, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, locality), constant.NewInt(types.I32, 1))
}
