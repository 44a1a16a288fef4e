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
// a lower priority, and a later Eval of the same operator uses it. An Eval
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
// plans the same way.
//
// To warm a service before it takes traffic, call [Engine.Precompile] at
// startup with the expressions, at their production shapes, that requests
// will evaluate: it compiles every kernel they need (whatever the tiered
// policy would decide) and, with the persistent cache, leaves them on disk
// for the next process too.
package engine
