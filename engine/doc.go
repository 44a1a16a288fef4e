// Package engine is fusejit's public API: lazy expression DAGs (Expr),
// evaluation with fused, JIT-compiled operators (Engine.Eval), unfused
// Base execution (PolicyNone), results, Explain and Stats.
//
// # Semantics
//
// Arithmetic follows IEEE 754 for dense operands. Sparse operands are
// exploited: a cell a CSR matrix does not store is a structural zero, and a
// multiplication with a structural zero is zero even where the other operand
// is NaN or Inf (the full rules are in package hop). Fused and unfused
// execution follow the same rules, so they agree on where NaN and Inf
// appear; sums may differ in the last bits because fused kernels add in a
// different order.
package engine
