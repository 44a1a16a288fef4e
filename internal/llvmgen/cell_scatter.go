package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
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
//   - pos[j] (an i64 slot of the worker's scratch) holds k+1 for the
//     position k of the side input's arrays whose column is j, written
//     for every stored cell of the row;
//   - the cell is stored in row i iff pos[j]-1 lies in row i's range
//     [start, end) of those arrays. Ranges of different rows are
//     disjoint, so a slot left by an earlier row of the same run never
//     passes the test, and the scratch starts zeroed (0 - 1 never does).
//     No row has to clear what it wrote;
//   - the value is read at position (pos[j]-1) & mask and masked with
//     mask, all ones where the cell is stored and zero elsewhere (the
//     arrays are never empty, so position 0 is safe to read). The
//     integer mask is what keeps the code branch-free: clang turns a
//     select of doubles on an integer condition, or of a loaded value,
//     into a branch, which would mispredict on every other hit.

// scattered is one sparse side input indexed by column for the current
// row.
type scattered struct {
	input      int
	start, len value.Value // the row's range in the input's arrays
	pos        value.Value // i64 slots: k+1 of column j's stored cell
}

// scatterRows writes row i of every scattered input into its position
// slots in the worker's scratch (laid out as cplan/abi.go states) and
// returns them with the block that follows.
func (k *cellKernel) scatterRows(b *ir.Block, i value.Value) ([]*scattered, *ir.Block) {
	ins := k.p.ScatteredInputs()
	if len(ins) == 0 {
		return nil, b
	}
	scratch := b.NewIntToPtr(loadAux(b, k.par, cplan.AuxScratch), i64p)
	var out []*scattered
	for t, x := range ins {
		start, end := k.rowRange(b, x, i)
		sc := &scattered{input: x, start: start, len: b.NewSub(end, start),
			pos: b.NewGetElementPtr(i64, scratch, b.NewMul(ci(int64(t)), k.par.m))}
		l := newLoop(k.fn, b, "scatter", start, end)
		j := l.Body.NewSExt(loadAt(l.Body, i32, k.in[x].ci, l.IV), i64)
		storeAt(l.Body, i64, l.Body.NewAdd(l.IV, one64), sc.pos, j)
		l.close(l.Body)
		b = l.Exit
		out = append(out, sc)
	}
	return out, b
}

// read returns the input's cell at column j of the current row.
func (sc *scattered) read(k *cellKernel, b *ir.Block, j value.Value) cell {
	at := b.NewSub(loadAt(b, i64, sc.pos, j), one64)
	stored := b.NewICmp(enum.IPredULT, b.NewSub(at, sc.start), sc.len)
	mask := b.NewSExt(stored, i64)
	v := loadAt(b, f64, k.in[sc.input].vals, b.NewAnd(at, mask))
	return cell{v: maskBits(b, v, mask), zero: b.NewXor(stored, zeroTrue)}
}

// maskBits returns v where mask is all ones and +0 where it is zero, as
// an integer and: unlike a select, it stays branch-free through clang.
func maskBits(b *ir.Block, v, mask value.Value) value.Value {
	return b.NewBitCast(b.NewAnd(b.NewBitCast(v, i64), mask), f64)
}
