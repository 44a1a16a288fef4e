// Package hop defines the DAG of high-level operators (HOPs) that fusejit
// optimizes: the operation codes with their exact scalar and
// structural-zero semantics, shape and sparsity propagation, and the
// algebraic rewrites that run before fusion, listed as passes in
// passes.go; the recognition of products that run as TSMM or MMChain
// when they are not fused (mmop.go); and the split of a DAG at
// data-dependent sizes for re-optimization (split.go).
//
// The numeric contract between fused and unfused execution (what is
// bitwise equal, what tolerance reordered sums get) is stated in
// SEMANTICS.md at the repository root.
package hop
