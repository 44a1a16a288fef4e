// Package jit turns LLVM IR text into callable native code.
//
// A [Compiler] wraps an installed clang (LLVM 14 textual IR with typed
// pointers is what the rest of fusejit emits). [Compiler.Compile] writes the
// module to a private temporary directory, compiles it with
//
//	-O3 -march=native -fno-unroll-loops -mllvm -force-vector-interleave=2
//	-fPIC -fveclib=libmvec
//
// links it into a shared object, loads it with
// purego (dlopen RTLD_NOW|RTLD_LOCAL), resolves the requested symbols and
// removes every temporary file before returning: the mapping outlives the
// unlinked file. Each shared object gets a unique file name, because dlopen
// returns the already loaded object for a path it has seen before.
//
// The returned [Library] must be closed exactly when no native call into it
// is in flight: dlclose of an object while another goroutine executes one of
// its functions crashes the process. Package opcache does that bookkeeping
// (reference counts, unloading on the last release) for cached kernels.
//
// [Call] invokes a native `void f(...)` whose arguments are all of integer
// class (pointers, i64). One call costs roughly 0.1-0.25 µs of overhead, so a
// call must cover a substantial range of work (thousands of elements), never a
// single cell.
//
// Build routes. Three ways to build the shared object are implemented,
// chosen with [WithRoute]; the default was chosen by measurement
// (TestBatchingMeasurement: FUSEJIT_MEASURE=1 go test ./internal/jit -run
// BatchingMeasurement -v; 2 shared cores, clang 14, wall clock, median for
// one small kernel / one module of 10 kernels):
//
//   - [RouteCompileThenLink] (default): `clang -c` to an object file, then
//     `ld -shared`: 48 ms / 76 ms. ld takes 7-10 ms of that.
//   - [RouteClangShared]: a single `clang -shared` from the .ll file, which
//     lets the clang driver run the system linker with the C runtime start
//     files: 119 ms / 163 ms.
//   - [RouteOptLLC]: `opt -O3`, `llc -O3`, then `ld -shared`: 78 ms / 95 ms;
//     it pays for two LLVM process start-ups (20-25 ms each).
//
// All routes produce correct code (TestRoutesAgree). The default falls back
// to RouteClangShared when no `ld` is found on PATH or the OS is not Linux,
// and RouteOptLLC to the default when opt or llc is missing. Process
// start-up (about 30 ms of CPU for clang, which loads libLLVM and
// libclang-cpp) dominates a small compile, so one module should hold every
// kernel a program needs: 10 kernels in one Compile cost 1.5-2 times one
// kernel, against 7-9 times for 10 Compiles.
//
// Start-up ahead of need. On the default route clang reads the IR from
// stdin and writes the object to stdout, so that it can be started before
// the IR exists: after each successful compile the Compiler starts the
// next clang (a spare, at most two per process, killed after 20 s unused
// and by [Compiler.Close]), whose start-up then overlaps the caller's own
// work (spare.go; spares are now forked from the zygote, below). The math libraries are loaded into the process once
// (RTLD_GLOBAL) instead of being named on every link (mathlibs.go).
// Measured over the 14 modules of the quick fusebench patterns, as CPU
// time on the compile's critical path (medians; the shared 2-core machine
// was under a load average of 20-40, so wall times were several times a
// quiet machine's and only their ratios mean something): clang 54.5 ms
// from exec, 30.8 ms once started, ld 9.0 ms with libm and libmvec named,
// 3.8 ms without: 63.5 ms per compile before, 34.6 ms now (1.8x). In one
// loaded window, wall time per compile was 162 ms with a spare against
// 327 ms without.
//
// Fork server. Of a clang process's 27-30 ms of CPU on an empty module,
// perf attributes a third to the dynamic loader (LD_DEBUG=statistics:
// 581,000 relative and 18,000 symbol relocations of libLLVM and
// libclang-cpp) and half to the kernel: page faults mapping the libraries
// and copying the 10 MB of data the relocations write; libLLVM's own code
// is 8%. No environment setting changes that: LD_BIND_NOW=1,
// GLIBC_TUNABLES glibc.malloc.hugetlb=1 or a 16 MB glibc.malloc.top_pad
// were each within noise (median CPU 24.2-25.2 ms, 25 runs alternated).
// Nor is clang waiting: it is single-threaded, makes 2 voluntary context
// switches and 421 futex calls that wake nobody (static initializers);
// the 0.67 CPUs perf stat reports are run-queue waits on a loaded machine
// and perf's own fork and reaping (/bin/true: 1 ms of task-clock in 2.8
// ms elapsed). So that start-up is paid once: clang runs as a fork server
// (the zygote, zygote.go, with a preloaded shim that clang compiles once,
// zygote/shim.c) and each build forks a child of it that runs clang's
// main. A forked child compiles an empty module in 6-7 ms of CPU. Over
// the 18 distinct modules of the quick cell, magg and row patterns
// (fusebench at 1,000 rows with gen, fa and fnr, and
// TestColdCompileMeasurement's), CPU time per quick build, the whole
// clang process and the Go side included (perf stat over the measurement
// test, 90 builds less 5, two runs each at load 4-5 and two at 14-18):
// exec'd driver 26.5-28.8 ms, forked 10.6-11.0 ms, forked with the cc1
// line (below) 9.6-10.3 ms; at -O3 61.8 against 43.8 ms (mean, load 16).
// Wall time from starting clang to the object read, median over the
// modules of 5 runs each (load 4-5): 31.7-33.5 ms exec'd, 10.6-11.9 ms
// forked, 8.5 ms forked with the cc1 line; at -O3 82-88 against 48-62 ms
// (FUSEJIT_MEASURE=1 FUSEJIT_MEASURE_IR=dir go test ./internal/jit -run
// ForkServerMeasurement -v). On the critical path of a fresh engine's
// first Eval (TestColdCompileMeasurement, median over its 9 patterns,
// before and after alternated, load 5 and 7-10) the compile per kernel
// went from 37-67 ms to 15.3-22.8 ms with two levels and from 52-147 ms
// to 28-66 ms with -O3 only; the whole test used 10.4-11.4 s of CPU
// instead of 13.4-14.3 s. Those engines share the process's zygote. The
// objects are byte-identical to the exec'd driver's for every golden
// module and quick-pattern module at both levels
// (TestBuildsMatchDriver). The first build of a process execs clang as
// before (starting the zygote and forking from it would cost the same
// start-up plus a fork); the zygote starts after that build once its shim
// is known (from the probe store, or probed after the process's second
// build, below), in place of the spare clang that used to (spares are
// now forked from it), is
// shared by the process's Compilers and ends 20 s after its last request.
// A shim that cannot be built (no C headers) or loaded, a zygote that
// does not answer, or a forked build that fails where the exec'd driver
// succeeds turn it off for that Compiler (TestZygoteFallsBack). Starting
// the zygote when the operator cache misses both memory and disk would
// overlap only IR generation, 0.72 ms (median over the 90 compiles of
// TestColdCompileMeasurement): not done.
//
// cc1 lines. The driver resolves -march=native (cpuid) into a CPU and 80
// target features and looks for GCC installations before it runs cc1 in
// its own process; the probe asks it once for that command line (-###)
// and builds run it directly (cc1.go), which saves about 1 ms of CPU per
// build: 26.5-28.8 against 25.8-28.2 ms exec'd, 10.6-11.0 against
// 9.6-10.3 ms forked (above). (An earlier 38.5 against 25.7 ms compared the driver
// with a cc1 line without the target features.) A cc1 line that fails is
// retried by the driver and dropped (TestCC1FallsBack).
//
// The shim and the cc1 lines are three clang runs (100-200 ms of CPU)
// that only make later builds cheaper, so a Compiler probes them in the
// background after the process's second successful build (the first runs
// the driver), and a process that builds nothing or once never runs them
// (startProbeExtras, TestFirstBuildSkipsExtras, TestOneBuildRunsNoExtras):
// started after the first build, they shared the 2 cores with that
// build's Eval while it ran the new kernel, and a process that compiled
// one module was killed with them half done, which stored nothing.
// Probed with the rest before NewCompiler returned, they delayed a cold
// process's first synchronous compile: fusebench -first-run's outer 3000
// at 0.01 and 10^-4 took 297-303 against 180 ms (gen cold, Base 120-125
// ms).
//
// Optimization level. -O2 gave machine code identical to -O3 on 11 of the
// 14 modules, and -O2 -mllvm -enable-nontrivial-unswitch on all 14, but
// neither saved measurable clang time: instruction selection, register
// allocation and object emission take most of it. -O1 -fvectorize
// -fslp-vectorize saved about 6-9 ms per module but changed the code of
// every module; it is not used until kernel speed can be shown to hold.
// Measured again over 18 modules of the quick patterns (CPU time, each
// flag set alternated 7 times per module, loaded machine): -O2 cut the
// median compile after start-up from 55 to 42 ms, all of it on the 8
// modules whose code differs, which is -O3's non-trivial loop unswitching
// (their text halves: the Row kernels' dot/axpy loops lose their
// versioned copies). Those copies are what makes narrow rows fast: with
// -O2, row-dense and row-mm on 20,000 x 10 in cache ran 1.1-1.7x slower
// (best of 15 runs, four alternated rounds), so -O3 stays.
//
// Two levels. [Compiler.CompileAt] with [LevelQuick] builds at -O0
// (FastISel, no IR passes): over the 32 distinct modules of the quick
// fusebench patterns, clang CPU time after start-up was 11.9 ms (median)
// against 50-53 ms at -O3, and -O1 31.5 ms (flags alternated per module, 3
// runs each, loaded machine). The code runs 2.5-30 times slower (worst on
// inlined transcendental functions), so it only serves a kernel's first
// short use while the -O3 build runs in the background (package opcache).
// It is offered only for modules that pass [QuickSafe]: without fast-math
// flags and calls whose implementation may change with the level, LLVM
// keeps IEEE semantics at every level, so both levels compute the same
// bits (TestLevelsAgree; the end-to-end and differential tests pass with
// FUSEJIT_JIT_LEVEL=quick, which the engine turns into WithForcedLevel).
// When this level was added, 14 of those 32 modules qualified; the others
// carried reassoc dot products, since replaced by dot products in an
// explicit lane order (llvmgen dotorder.go), and now all 15 distinct
// modules of the quick cell, magg and row patterns at 1,000 rows (gen, fa
// and fnr) are QuickSafe. Their clang CPU time from the IR written (into
// a spare clang, idle after start-up) to the object complete on its
// stdout, median over the modules of each module's median of 3 runs with
// the levels alternated, load 12-14: 22.7 ms at -O3, 17.3 ms at -O1, 4.7
// ms at -O0 (whole processes, start-up and exit included: 45 ms, 41 ms
// and 29 ms; an empty module costs 28-30 ms). -O1 saves too little to be
// the quick level. The levels agree in every bit only because llvmgen
// stores NaNs canonically: -O3 folds x*1 to x (keeping a signaling NaN
// that -O0 quiets: 0x7FF0000000000001 against 0x7FF8000000000001),
// rewrites fsub -0, x into fneg (flipping a NaN's sign, which fsub keeps)
// and may order the operands of an operation on two NaNs differently (x86
// passes on the first one's payload; seen in corpus DAGs where a quieted
// signaling NaN of one input and Go's NaN of another met); 16 of 80 corpus DAGs with NaN inputs stored different
// NaNs at the two levels before (TestLevelsAgreeOnNaNs in tests/). The
// engine serves two-level kernels by default (engine.BuildTwoLevel).
// Flags that keep the code were measured too and
// saved nothing: -fno-asynchronous-unwind-tables, -mllvm -fast-isel at
// -O3, -mllvm -disable-post-ra, -O2 with non-trivial unswitching (each
// within noise of 50-57 ms median); gold links slower than ld.bfd (5.2
// against 4.1 ms CPU), and ld.bfd is 2.7 ms of start-up of its 2.8-3.9 ms.
//
// Early object. A clang fed an empty module after its start-up still
// spends 8-10 ms of CPU, about half of it in exiting (static destructors,
// unmapping libLLVM); the object is written 3 ms after the input. So
// the object is taken from the pipe as soon as its ELF header says it is
// complete, and clang is reaped in the background (objread.go).
//
// Loop unrolling. Most of clang's time on a generated kernel beyond
// start-up goes to unrolling the vectorized loops and to instruction
// selection and register allocation of the unrolled AVX-512 code. Without
// unrolling (and with the vectorizer's interleave count fixed at 2, which
// keeps two accumulators in reductions) a module of 13 Cell kernels took 90
// ms of clang CPU time instead of 300 ms and 6 KB of code instead of 24 KB,
// and the kernels ran at the same speed within noise (0.85-1.09x, both for
// 20,000 cells in cache and 10^7 cells from memory: the loops are bound by
// memory or by libm calls).
//
// Persistent caches. [Compiler.CompileObject] also returns the bytes of the
// shared object; [Open] loads such bytes written to a file. Use
// [Compiler.Fingerprint] (clang version, target, CPU and its features,
// flags, route) in the keys of anything that outlives the process.
//
// Vector math. For -x ir input clang 14 honours -fveclib=libmvec: calls to
// exp/log/sin/... in vectorized loops become libmvec calls such as
// _ZGVdN4v_exp. The compiler probes for libmvec once when it is created; if
// a link against libmvec fails anyway, the build is retried once without it
// and libmvec stays disabled for that Compiler.
//
// Note that clang (release builds) does not run the IR verifier on -x ir
// input: syntax and type errors are reported, but a structurally invalid
// module (for example an instruction that does not dominate its uses) may be
// compiled silently. Use [Compiler.Verify], which runs `opt -verify`, in tests
// of IR generators.
//
// Files: compiler.go (Compiler, options, NewCompiler), discover.go (finding
// clang and the LLVM tools), probe.go (what clang and the CPU are;
// probecache.go remembers it across processes),
// route.go (choosing and running a build route), flags.go (every tool's
// flags), compile.go (one build in a temporary directory), run.go (tool
// processes), library.go (dlopen, symbols), call.go (native calls),
// verify.go (opt -verify), nice_linux.go (lower priority for background
// compiles), spare.go (clang started ahead of need, one per level),
// objread.go (taking the object before clang exits), level.go (LevelQuick
// and QuickSafe), mathlibs.go (libm and libmvec loaded once per process),
// zygote.go and zygote/shim.c (clang as a fork server), cc1.go (running
// the driver's cc1 command line).
package jit
