package llvmgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The guard folded into the blocked dot loop. A blocked col_agg_t kernel
// whose rows start with x %*% d over the main input (t(X) %*% (v * (X %*%
// d)), the reordered t(X) %*% diag(v) %*% X %*% d) already loads every
// cell of the block's rows in fjv_dot_vv_r4; a separate maximum pass
// (maxBitsPrim) reloads them and costs three vector operations per four
// cells on AVX2 (and, compare, blend), about a quarter of the kernel. In
// the dot loop the cheapest sound measure is a sum of squares: one
// fmuladd per loaded vector, a plain fadd reduction the vectorizer keeps
// in the loop it already has. It bounds the magnitude from above:
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
// (engine/guard.go), so every verdict is the up-front scan's.

// guardSlack is the relative margin above sqrt(S): it covers the rounding
// of the squares (2^-53), of the square root and of this product.
const guardSlack = 1 + 0x1p-40

// dotRowsSqPrim is dotRowsPrim(R) that also returns s plus the sum of the
// squares of the rows' cells. The dot products are the same loop with the
// same accumulators, so res is the same bits as dotRowsPrim's.
func (m *module) dotRowsSqPrim(R int) *ir.Func {
	params := make([]*ir.Param, 0, R+4)
	for r := range R {
		params = append(params, paramF64p(fmt.Sprintf("x%d", r)))
	}
	bv, res, n, s := paramF64p("b"), paramF64p("res"), paramI64("n"), paramF64("s")
	res.Attrs = append(res.Attrs, enum.ParamAttrNoAlias)
	params = append(params, bv, res, n, s)
	return m.prim(fmt.Sprintf("fjv_dot_vv_r%d_sq", R), f64, params, func(fn *ir.Func, entry *ir.Block) {
		l := newLoop(fn, entry, "k", zero64, n)
		accs := make([]*ir.InstPhi, R)
		for r := range accs {
			accs[r] = l.carry(entry, cf(0))
		}
		sq := l.carry(entry, s)
		b := l.Body
		bk := loadAt(b, f64, bv, l.IV)
		next := make([]value.Value, R+1)
		var t value.Value
		for r := range accs {
			x := loadAt(b, f64, params[r], l.IV)
			next[r] = fadd(b, accs[r], fmul(b, x, bk, nil), reductionFlags)
			// The rows' squares are added among themselves first, so that
			// only one add per vector is carried across iterations.
			if t == nil {
				t = fmul(b, x, x, nil)
			} else {
				t = b.NewCall(m.declare("llvm.fmuladd.f64", 3), x, x, t)
			}
		}
		next[R] = fadd(b, sq, t, reductionFlags)
		l.close(b, next...)
		for r, a := range accs {
			storeAt(l.Exit, f64, a, res, ci(int64(r)))
		}
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
