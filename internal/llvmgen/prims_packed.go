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
		l := newLoop(fn, entry, "l", zero64, n)
		accs := make([]*ir.InstPhi, K)
		for i := range accs {
			accs[i] = l.carry(entry, cf(0))
		}
		b := l.Body
		xv := loadAt(b, f64, x, l.IV)
		next := make([]value.Value, K)
		for i := range accs {
			next[i] = fadd(b, accs[i], fmul(b, xv, loadAt(b, f64, cols[i], l.IV), nil), reductionFlags)
		}
		l.close(b, next...)
		for i, a := range accs {
			storeAt(l.Exit, f64, a, c, ci(int64(i)))
		}
		l.Exit.NewRet(nil)
	})
}
