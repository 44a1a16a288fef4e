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
// # When kernels are compiled
//
// A fused operator needs a native kernel, and building one runs clang
// (35-50 ms on a quiet 2-core machine). The default, [CompileTiered],
// makes that cost part of the decision, like the tiered JITs of HotSpot
// and V8: an Eval compiles, and waits for, only the kernels whose
// estimated saving on that very call (the cost model's unfused minus fused
// time, corrected by measured unfused runs) exceeds the expected compile
// time (a model corrected by measured compiles). Every other fused
// operator runs unfused, exactly as Base runs it; once the savings it
// missed add up to a compile, its kernel is compiled in the background at
// a lower priority (together with the other kernels of its DAG that the
// same clang run pays for), and a later Eval of the same operator uses it.
// An Eval
// never waits for a compile that unfused execution would beat, so small
// data runs at Base's speed and large data gets its kernels at once.
// [CompileSync] compiles everything before running (tests and benchmarks
// that must see every kernel run); [CompileAsync] never waits.
//
// # Warm start
//
// Compiled kernels are kept in a persistent cache, by default in
// os.UserCacheDir()/fusejit (see [WithCacheDir]; FUSEJIT_CACHE_DIR=off or
// WithCacheDir("") turns it off), capped by [WithCacheLimit] with least
// recently used eviction. The next process that needs a kernel loads it
// instead of compiling it. The directory also keeps the machine's measured
// rates and the compiler probe, so that a later New runs no clang and
// plans the same way. (Under [CompileTiered] the rates are measured in the
// background, between Evals; until then, and in a process that finds none
// stored, plans use nominal rates. Rates measured with other work on the
// cores are measured again by a few later processes.)
//
// To warm a service before it takes traffic, call [Engine.Precompile] at
// startup with the expressions, at their production shapes, that requests
// will evaluate: it compiles every kernel they need (whatever the tiered
// policy would decide) and, with the persistent cache, leaves them on disk
// for the next process too.
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
//	FUSEJIT_CACHE_DIR  directory of compiled kernels  user cache dir     WithCacheDir
//	                   ("off": memory only)
//	FUSEJIT_COMPILER   clang executable               clang on PATH      WithCompiler
//	FUSEJIT_LOG_LEVEL  debug, info, warn, error, off  the logger's       WithLogLevel
//	FUSEJIT_BLAS       openblas or gonum              openblas           (none; read once per process)
//	FUSEJIT_JIT_LEVEL  two-level, optimized, quick    two-level          WithBuildLevels
//
// FUSEJIT_DISABLE=1 wins over FUSEJIT_POLICY. FUSEJIT_BLAS=gonum makes the
// unfused matrix multiply use gonum instead of OpenBLAS (which is also the
// fallback when OpenBLAS is not installed). FUSEJIT_JIT_LEVEL=two-level
// builds a kernel whose first use is short at -O0 and replaces it by its
// -O3 build from the background; with a persistent cache the quick object
// is stored marked quick and the -O3 build replaces it (Close waits for
// such builds up to the compile timeout), and a first use expected to be
// long never loads a quick object another process stored; optimized builds every
// kernel at -O3 at once; quick builds every kernel that allows it at -O0
// and keeps it. The results are the same bits at every level.
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
