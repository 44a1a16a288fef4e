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
//
// # Results
//
// Eval returns a Result whose typed accessors (Result.Dense, Result.Vector,
// Result.CSR, Result.ScalarErr, Result.Scan) convert between storage
// formats and report a wrong shape or index as an error wrapping ErrShape;
// Result.DenseInto and Result.VectorInto copy into the caller's buffers for
// loops. Result.Scalar is the short form that returns NaN instead.
//
// # Configuration
//
// New reads these environment variables; options passed to New override
// them, and an invalid value is an error from New that names the variable
// (even when an option overrides it).
//
//	Variable           Values                         Default            Option
//	FUSEJIT_POLICY     gen, fa, fnr, base             gen (cost-based)   WithPolicy
//	FUSEJIT_DISABLE    1 (no fusion: base) or 0       0                  WithPolicy(PolicyNone)
//	FUSEJIT_THREADS    threads per operation, 0=all   0                  WithThreads
//	FUSEJIT_CACHE_DIR  directory of compiled kernels  "" (memory only)   WithCacheDir
//	FUSEJIT_COMPILER   clang executable               clang on PATH      WithCompiler
//	FUSEJIT_LOG_LEVEL  debug, info, warn, error, off  the logger's       WithLogLevel
//	FUSEJIT_BLAS       openblas or gonum              openblas           (none; read once per process)
//
// FUSEJIT_DISABLE=1 wins over FUSEJIT_POLICY. FUSEJIT_BLAS=gonum makes the
// unfused matrix multiply use gonum instead of OpenBLAS (which is also the
// fallback when OpenBLAS is not installed).
//
// # Warnings
//
// The engine logs to slog.Default() unless WithLogger gives another
// logger: a missing compiler, fused operators that run unfused because
// their kernel could not be built, and a persistent cache directory that
// cannot be used safely. Each warning is logged once per cause (its message
// and error) and engine, so an iterative program does not repeat it every
// iteration; past 1024 distinct causes new warnings are dropped after one
// notice.
//
// # References
//
//   - Boehm et al., "On Optimizing Operator Fusion Plans for Large-Scale
//     Machine Learning in SystemML", PVLDB 2018: the templates, the
//     exploration and the cost-based plan selection fusejit implements.
//   - Boehm et al., "SystemML's Optimizer: Plan Generation for Large-Scale
//     Machine Learning Programs", IEEE Data Eng. Bull. 2014: HOP DAGs and
//     the rewrites around them.
//   - Boehm et al., "Efficient Data-Parallel Cumulative Aggregates for
//     Large-Scale Machine Learning", BTW 2019: cumulative aggregates and
//     their rewrites.
package engine
