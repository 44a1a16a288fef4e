package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// NaN bits. IEEE 754 leaves open which NaN an operation on NaNs returns,
// and so does LLVM: x86 passes on the first operand's payload when two
// NaNs meet and -O3 may order the operands differently than -O0, fold
// x*1 to x (keeping a signaling NaN that -O0 quiets) or rewrite fsub -0, x
// into fneg (which flips a NaN's sign where fsub keeps it). A kernel built at -O0 and at
// -O3 (jit.LevelQuick and jit.LevelOptimized, both served by two-level
// kernels, depending on timing) then stores NaNs of different bits, found
// by TestLevelsAgreeOnNaNs in tests/. Every double a kernel stores to
// memory that outlives it (anything not on its own stack) is therefore
// made the canonical quiet NaN, 0x7FF8000000000000, when it is a NaN:
// whether a value is a NaN does not depend on the level, so no stored bit
// does. Base keeps Go's NaNs; SEMANTICS.md does not compare NaN payloads
// between fused and unfused results. The cost is a compare and a blend
// per stored value (vectorized with the store), against a load, the
// arithmetic and the store.

// canonicalizeStoredNaNs rewrites every store of a double or a vector of
// doubles in m whose address is not derived from an alloca so that it
// stores the canonical NaN in place of any NaN. Stores in deferred are
// left as they are: their kernel loads and stores every value they wrote
// again before it returns (see module.deferNaNs), which the rewritten
// store of that second pass makes canonical.
func canonicalizeStoredNaNs(m *ir.Module, deferred map[*ir.InstStore]bool) {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			var insts []ir.Instruction
			for _, inst := range b.Insts {
				st, ok := inst.(*ir.InstStore)
				if !ok || !storesDoubles(st.Src.Type()) || onStack(st.Dst) || deferred[st] {
					insts = append(insts, inst)
					continue
				}
				bits := bitsType(st.Src.Type())
				isNaN := ir.NewFCmp(enum.FPredUNO, st.Src, st.Src)
				asBits := ir.NewBitCast(st.Src, bits)
				v := ir.NewSelect(isNaN, canonicalNaNBits(bits), asBits)
				to := ir.NewBitCast(st.Dst, types.NewPointer(bits))
				st.Src, st.Dst = v, to
				insts = append(insts, isNaN, asBits, v, to, st)
			}
			b.Insts = insts
		}
	}
}

// storesDoubles reports whether t is double or a vector of doubles.
func storesDoubles(t types.Type) bool {
	if v, ok := t.(*types.VectorType); ok {
		t = v.ElemType
	}
	return t.Equal(types.Double)
}

// bitsType is the integer type of t's bits: i64 for double, a vector of
// i64 for a vector of doubles.
func bitsType(t types.Type) types.Type {
	if v, ok := t.(*types.VectorType); ok {
		return types.NewVector(v.Len, types.I64)
	}
	return types.I64
}

// canonicalNaNBits is the canonical NaN as a constant of bits type t (i64
// or a vector of i64). The select is made on the bits: a select between
// doubles becomes, with AVX-512, a merge-masked load of the constant
// (vmovsd m64, xmm{k}), which ran the row-sparse scatter loop 300 times
// slower on this machine's AMD EPYC; on integers it is a cmov or a blend
// between registers.
func canonicalNaNBits(t types.Type) constant.Constant {
	nan := constant.NewInt(types.I64, int64(canonicalNaNPattern))
	v, ok := t.(*types.VectorType)
	if !ok {
		return nan
	}
	elems := make([]constant.Constant, v.Len)
	for i := range elems {
		elems[i] = nan
	}
	return constant.NewVector(v, elems...)
}

// canonicalNaNPattern is the bits of the canonical quiet NaN.
const canonicalNaNPattern = 0x7FF8000000000000

// onStack reports whether address p is derived, through address
// arithmetic and casts, from an alloca of the function: such memory dies
// with the call, and its values reach memory that outlives the call only
// through a later store, which is canonicalized.
func onStack(p value.Value) bool {
	for {
		switch q := p.(type) {
		case *ir.InstAlloca:
			return true
		case *ir.InstGetElementPtr:
			p = q.Src
		case *ir.InstBitCast:
			p = q.From
		default:
			return false
		}
	}
}
