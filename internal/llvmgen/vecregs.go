package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

// Vector registers of a primitive. The lane vectors (lanevec.go) are
// <SumLanes x double>, 512 bits, which an AVX-512 target keeps in one zmm
// register. halfRegs asks clang to split them into two 256-bit halves
// instead (function attributes prefer-vector-width and
// min-legal-vector-width, which the X86 backend reads to decide whether
// 512-bit vectors are legal): every element is the same fmul and fadd, so
// the results keep their bits; only the instructions change.
//
// The pipelined loop of t(X) %*% (W * (X %*% V)) with two columns (K = 2,
// S = 2: eight dot products, two output rows) streams its rows faster in
// ymm registers: in a C model of the kernel's calls (one thread, CPU time,
// min of 4, 10^5 x 1,000, rows on 64-byte lines as the engine's are, AMD
// EPYC with AVX-512, 2026-11-24) the loop took 43-46 ms in ymm against
// 55-60 ms in zmm, where a plain read of the same bytes took 39-40 ms.
// With one column (K = S = 1) the ymm loop was slower (46-50 against
// 40-41 ms), as was a model of its loads alone (4 rows streamed with the
// previous block's 4 rows re-read from L2: 40-41 against 34-35 ms); so one
// column keeps the widest registers. Only the unguarded pipelined loop
// of a plan over long rows (cplan.CPlan.LongRows) was measured, so only
// it chooses; every other loop, and that one over narrower rows, keeps the
// widest.
//
// The target that builds the kernel may lack AVX-512; then both are the
// same code, as 512-bit vectors are split there anyway.
type vecRegs int

const (
	widestRegs vecRegs = iota // the target's widest vector registers
	halfRegs                  // 256-bit registers (ymm)
)

// pipelineRegs is the registers of the unguarded pipelined loop with K
// output rows and S dot products per row (see vecRegs).
func pipelineRegs(K, S int) vecRegs {
	if K > 1 || S > 1 {
		return halfRegs
	}
	return widestRegs
}

// suffix tells a primitive compiled for regs from the widest one.
func (r vecRegs) suffix() string {
	if r == halfRegs {
		return "_y"
	}
	return ""
}

// mark gives fn the attributes that compile it for regs.
func (r vecRegs) mark(fn *ir.Func) {
	if r == halfRegs {
		fn.FuncAttrs = append(fn.FuncAttrs, ir.AttrPair{Key: "prefer-vector-width", Value: "256"},
			ir.AttrPair{Key: "min-legal-vector-width", Value: "256"})
	}
}

// call calls primitive f in b. A primitive for halfRegs is not inlined:
// inlined into a kernel compiled for the widest registers its attributes
// would be dropped, and its loop would be compiled for the kernel's.
func (r vecRegs) call(b *ir.Block, f *ir.Func, args ...value.Value) *ir.InstCall {
	c := b.NewCall(f, args...)
	if r == halfRegs {
		noInline(c)
	}
	return c
}

// noInline marks call c noinline, once.
func noInline(c *ir.InstCall) {
	for _, a := range c.FuncAttrs {
		if a == enum.FuncAttrNoInline {
			return
		}
	}
	c.FuncAttrs = append(c.FuncAttrs, enum.FuncAttrNoInline)
}

// l1Suffix tells a dot loop that also prefetches its rows into L1
// (rowL1Ahead) from one that does not.
func l1Suffix(intoL1 bool) string {
	if intoL1 {
		return "_l1"
	}
	return ""
}
