// Package llvmgen lowers CPlans to LLVM IR built with github.com/llir/llvm:
// one kernel function per plan that processes a range of rows, so that the
// Go skeletons call native code once per task, never per cell. The IR uses
// typed pointers (LLVM 14), which Debian's clang reads.
package llvmgen
