package llvmgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The guard folded into the blocked loop. A blocked col_agg_t kernel
// (row_blocked.go: t(X) %*% (v * (X %*% d)), the reordered
// t(X) %*% diag(v) %*% X %*% d) loads every cell of a block's main rows
// in fjv_addrows, which adds them into the output; a separate maximum pass
// (maxBitsPrim) reloads them and costs three vector operations per four
// cells on AVX2 (and, compare, blend), about a fifth of the kernel. The
// cheapest sound measure is a sum of squares: one multiply or fmuladd per
// loaded vector and one add per four rows, a plain fadd reduction the
// vectorizer keeps in the loop it already has (a sum of magnitudes needs
// an and per vector). Where a dot loop loads the block's main rows from
// memory, the squares are summed there: in the pipelined loop's dot loops
// (row_guard_pipe.go) or the multi-row dot loop (row_guard_dot.go);
// otherwise (W with more columns than one multi-row loop takes, or no
// product over the main rows) the add pass below sums them, about 2-4% of
// the kernel at 10^6 x 100. The sum
// bounds the magnitude from above:
//
//   - every partial sum of non-negative terms is at least each term (the
//     rounding is monotone), so the sum S is at least round(x*x) for every
//     cell, and round(x*x) >= x*x*(1-2^-53) for x*x >= 1;
//   - so max|x| <= sqrt(S)*(1+2^-40) whenever max|x| >= 1, and cells
//     below 1 add nothing to the chain bound (log2(max(1, m)));
//   - a NaN cell makes S NaN, an Inf cell or a square past the largest
//     double makes S +Inf: the bound fails.
//
// The bound is looser than the maximum (by up to the square root of the
// cells of one task), so the engine treats the kernel's value as an upper
// bound: when the guard holds with it, it holds with the maximum; when it
// fails, the engine scans the operand and decides with the exact maximum
// (engine/guard.go), so every verdict is the up-front scan's. Rows outside
// the blocks (the one-row loop) are still measured exactly by maxBitsPrim;
// the slot takes the larger of both.

// guardSlack is the relative margin above sqrt(S): it covers the rounding
// of the squares (2^-53), of the square root and of this product.
const guardSlack = 1 + 0x1p-40

// addRowsSqPrim is addRowsPrim(K) that also returns s plus the sum of the
// squares of the rows' cells. The adds into C are addRowsPrim's, cell by
// cell and in the same order (TestAddRowsSqPrim holds them to the same
// bits); the squares of the rowBlock rows are summed among themselves
// first, so that one add per vector is carried across iterations.
func (m *module) addRowsSqPrim(K int) *ir.Func {
	params, n, w, c := addRowsParams(1)
	s := paramF64("s")
	params = append(params, s)
	return m.prim(fmt.Sprintf("fjv_addrows_r%d_k%d_sq", rowBlock, K), f64, params, func(fn *ir.Func, entry *ir.Block) {
		wv, cols := addRowsOperands(entry, w, c, n, K)
		l := newLoop(fn, entry, "j", zero64, n)
		sq := l.carry(entry, s)
		lb := l.Body
		zv := make([]value.Value, rowBlock)
		var t value.Value
		for r := range zv {
			zv[r] = loadAt(lb, f64, params[r], l.IV)
			if t == nil {
				t = fmul(lb, zv[r], zv[r], nil)
				continue
			}
			t = lb.NewCall(m.declare("llvm.fmuladd.f64", 3), zv[r], zv[r], t)
		}
		for col, dst := range cols {
			acc := loadAt(lb, f64, dst, l.IV)
			for r := range rowBlock {
				acc = fadd(lb, acc, fmul(lb, zv[r], wv[r][col], nil), nil)
			}
			storeAt(lb, f64, acc, dst, l.IV)
		}
		l.close(lb, fadd(lb, sq, t, reductionFlags))
		l.Exit.NewRet(sq)
	})
}

// storeSquareBound folds the magnitude bound of a sum of squares sq into
// the worker's guard slot: max(slot, bits(sqrt(sq)*guardSlack) with the
// sign cleared). The sign is cleared because the NaN of a NaN sum may
// carry one, and the slot's maximum is a signed one.
func (k *rowKernel) storeSquareBound(b *ir.Block, sq, slot value.Value) {
	u := fmul(b, k.m.call1(b, "llvm.sqrt.f64", sq), cf(guardSlack), nil)
	bits := b.NewAnd(b.NewBitCast(u, types.I64), ci(absBits))
	b.NewStore(smax(b, bits, b.NewLoad(i64, slot)), slot)
}
