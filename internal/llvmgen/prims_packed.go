package llvmgen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// matVecPackedPrim is c[0..K) = x %*% B for a dense row x of n cells and
// B packed by columns (cplan.CPlan.PackedColumns): c[i] = sum_l x[l] *
// Bt[i*n + l]. The K sums share one pass over x, and each reads its column
// contiguously, so the loop vectorizes without shuffles.
func (m *module) matVecPackedPrim(K int) *ir.Func {
	x, bt, c, n := paramF64p("x"), paramF64p("Bt"), paramF64p("c"), paramI64("n")
	c.Attrs = append(c.Attrs, enum.ParamAttrNoAlias)
	return m.prim(fmt.Sprintf("fjv_matvec_p_k%d", K), types.Void, []*ir.Param{x, bt, c, n}, func(fn *ir.Func, entry *ir.Block) {
		cols := make([]value.Value, K)
		for i := range cols {
			cols[i] = entry.NewGetElementPtr(f64, bt, entry.NewMul(ci(int64(i)), n))
		}
		ds := make([]dotSum, K)
		for i := range ds {
			ds[i] = dotSum{x: x, y: cols[i], stride: 1}
		}
		sums, exit := emitLaneDots(fn, entry, n, ds)
		for i, v := range sums {
			storeAt(exit, f64, v, c, ci(int64(i)))
		}
		exit.NewRet(nil)
	})
}
