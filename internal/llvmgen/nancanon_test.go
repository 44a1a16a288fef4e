package llvmgen

import (
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// TestCanonicalizeStoredNaNs: stores of doubles and vectors of doubles
// through parameters are rewritten to store the canonical NaN's bits in
// place of a NaN; stores to the function's own stack, integer stores and
// deferred stores (module.deferNaNs) are left alone.
func TestCanonicalizeStoredNaNs(t *testing.T) {
	vec := types.NewVector(4, types.Double)
	deferred := map[*ir.InstStore]bool{}
	cases := []struct {
		name string
		emit func(b *ir.Block, out *ir.Param)
		want int // canonicalized stores
	}{
		{"double to a parameter", func(b *ir.Block, out *ir.Param) {
			b.NewStore(cf(1), b.NewGetElementPtr(f64, out, ci(3)))
		}, 1},
		{"vector to a parameter", func(b *ir.Block, out *ir.Param) {
			x := b.NewLoad(vec, b.NewBitCast(out, types.NewPointer(vec)))
			b.NewStore(x, b.NewBitCast(b.NewGetElementPtr(f64, out, ci(4)), types.NewPointer(vec)))
		}, 1},
		{"double to the stack", func(b *ir.Block, out *ir.Param) {
			a := b.NewAlloca(types.NewArray(8, f64))
			b.NewStore(cf(1), b.NewGetElementPtr(types.NewArray(8, f64), a, ci(0), ci(2)))
		}, 0},
		{"deferred and not", func(b *ir.Block, out *ir.Param) {
			deferred[b.NewStore(cf(1), b.NewGetElementPtr(f64, out, ci(3)))] = true
			b.NewStore(cf(2), b.NewGetElementPtr(f64, out, ci(3)))
		}, 1},
		{"integer to a parameter", func(b *ir.Block, out *ir.Param) {
			b.NewStore(ci(7), b.NewBitCast(out, types.NewPointer(i64)))
		}, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := ir.NewModule()
			out := ir.NewParam("out", f64p)
			f := m.NewFunc("k", types.Void, out)
			b := f.NewBlock("entry")
			tc.emit(b, out)
			b.NewRet(nil)
			canonicalizeStoredNaNs(m, deferred)
			text := m.String()
			got := strings.Count(text, "fcmp uno")
			if got != tc.want || strings.Count(text, "u0x7FF8000000000000") < tc.want {
				t.Errorf("%d canonicalized stores, want %d:\n%s", got, tc.want, text)
			}
		})
	}
}
