package engine

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fusejit/fusejit/internal/base"
	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/internal/opcache"
	"github.com/fusejit/fusejit/internal/selection"
)

// Policy selects how fusion plans are chosen.
type Policy uint8

const (
	// PolicyCostBased is the cost-based optimizer of Boehm et al., "On
	// Optimizing Operator Fusion Plans for Large-Scale Machine Learning in
	// SystemML" (PVLDB 2018) (default).
	PolicyCostBased Policy = iota
	// PolicyFuseAll fuses maximally, computing shared intermediates
	// redundantly (FA).
	PolicyFuseAll
	// PolicyFuseNoRedundancy fuses without redundant compute, materializing
	// every intermediate with several consumers (FNR).
	PolicyFuseNoRedundancy
	// PolicyNone runs every operation on its own, unfused (Base).
	PolicyNone
)

func (p Policy) String() string {
	switch p {
	case PolicyCostBased:
		return "gen"
	case PolicyFuseAll:
		return "fa"
	case PolicyFuseNoRedundancy:
		return "fnr"
	case PolicyNone:
		return "base"
	}
	return "policy?"
}

// Option configures an Engine.
type Option func(*config)

type config struct {
	policy   Policy
	threads  int
	cacheDir string
	// cacheDirSet: WithCacheDir or FUSEJIT_CACHE_DIR was given (else the
	// default decides).
	cacheDirSet bool
	cacheBytes  int64
	compiler    string
	logger      *slog.Logger
	logLevel    slog.Level
	cacheSize   int
	machine     *Machine
	memBudget   int64 // bytes; see WithMemoryBudget
	buildLevels BuildLevels

	compileMode       CompileMode
	compileTimeout    time.Duration
	compileTimeoutSet bool
	// noRewrites skips hop.Optimize (WithRewrites(false)).
	noRewrites bool
	// alwaysOptimize turns optimizerFloor off (tests of the fused paths
	// on small data).
	alwaysOptimize bool
	// observeCompile, when set, sees the outputs of every DAG compile
	// starts on (tests record the algorithms' DAGs with it to time the
	// optimizer on them alone).
	observeCompile func(outs []*Expr)
}

// WithMachine makes the cost-based optimizer cost plans with these peak
// rates instead of the ones it measures or finds stored, so that plans
// do not depend on the machine, nor change with the load during that
// measurement, nor (under CompileTiered) from nominal to measured rates
// once the engine measured them between Evals (benchmarks, tests, or rates
// measured once and stored by the caller). Rates that are not positive
// and finite are rejected by New.
func WithMachine(m Machine) Option { return func(c *config) { c.machine = &m } }

// WithRewrites turns the algebraic rewrites before fusion (CSE, constant
// folding, simplifications, matrix-multiply chain ordering; see
// internal/hop/passes.go) on (the default) or off, to measure what they
// bring or to run the expressions exactly as written.
func WithRewrites(on bool) Option { return func(c *config) { c.noRewrites = !on } }

// WithPolicy sets the fusion policy.
func WithPolicy(p Policy) Option { return func(c *config) { c.policy = p } }

// WithThreads bounds the threads one operation uses; 0 means all cores.
// New rejects more than MaxThreadsPerCPU times GOMAXPROCS: more goroutines
// than cores only add scheduling and per-thread partial results.
func WithThreads(n int) Option { return func(c *config) { c.threads = n } }

// MaxThreadsPerCPU bounds WithThreads relative to runtime.GOMAXPROCS.
const MaxThreadsPerCPU = 8

// WithCompileTimeout bounds each run of the native compiler (the probes in
// New and each kernel build); default 1 minute, d <= 0 removes the bound
// (Eval's context still applies). A compile that runs longer is killed,
// with every process it started, and its operators run unfused with a
// warning.
func WithCompileTimeout(d time.Duration) Option {
	return func(c *config) { c.compileTimeout = d; c.compileTimeoutSet = true }
}

// WithCacheDir sets the directory of the persistent operator cache; "" or
// "off" (as in FUSEJIT_CACHE_DIR) keeps compiled operators in memory only
// (a directory named off is "./off"). Without it, the directory is
// the environment variable FUSEJIT_CACHE_DIR ("off" disables the cache),
// else os.UserCacheDir()/fusejit (e.g. ~/.cache/fusejit). Kernels compiled
// by one process are loaded from there by the next, which then runs no
// compiler; the directory also keeps the machine's measured rates and what
// the compiler probe found (keyed by CPU and compiler binary), so that New
// does not measure or run clang again. A directory that cannot be created,
// is not owned by the current user or is writable by others is logged
// once and not used.
func WithCacheDir(dir string) Option {
	if dir == "off" {
		dir = ""
	}
	return func(c *config) { c.cacheDir, c.cacheDirSet = dir, true }
}

// WithCacheLimit caps the bytes of compiled kernels the persistent cache
// keeps (default DefaultCacheBytes; 0: no cap). Past the cap the least
// recently used kernels are removed.
func WithCacheLimit(bytes int64) Option { return func(c *config) { c.cacheBytes = bytes } }

// WithCompiler sets the clang executable to use.
func WithCompiler(path string) Option { return func(c *config) { c.compiler = path } }

// WithLogger sets the logger for the engine's warnings (no compiler,
// fallbacks to unfused execution, a persistent cache that cannot be used)
// and debug messages; the default is slog.Default() at the time of New.
// Each warning is logged once per cause and engine.
func WithLogger(l *slog.Logger) Option { return func(c *config) { c.logger = l } }

// WithLogLevel sets the lowest level of the engine's messages that reach
// the logger, on top of the filtering of its handler (by default only the
// handler filters: slog.Default() shows warnings, not debug messages).
func WithLogLevel(l slog.Level) Option { return func(c *config) { c.logLevel = l } }

// WithAsyncCompile(true) is WithCompileMode(CompileAsync): a fused operator
// runs unfused while its kernel compiles in the background, and later
// evaluations use the kernel once it is ready. WithAsyncCompile(false) is
// WithCompileMode(CompileSync).
func WithAsyncCompile(on bool) Option {
	return func(c *config) {
		c.compileMode = CompileSync
		if on {
			c.compileMode = CompileAsync
		}
	}
}

// WithOperatorCacheSize sets how many compiled operators stay loaded.
func WithOperatorCacheSize(n int) Option { return func(c *config) { c.cacheSize = n } }

// Engine evaluates expression DAGs. It is safe for concurrent use.
type Engine struct {
	cfg  config
	base *base.Exec

	// compiler and cache are nil when no compiler could be set up; fused
	// operators then fall back to Base with a warning. They are set up by
	// startBackend, possibly later: read them only after ready is closed
	// (backendReady, ensureBackend).
	ready chan struct{}
	// queued are background compiles asked for before the setup was done;
	// the setup starts them (see prefetch). Guarded by queueMu.
	queueMu      sync.Mutex
	queued       []queuedPrefetch
	setupDone    bool
	setupOnce    sync.Once
	setupStarted atomic.Bool
	compiler     *jit.Compiler
	cache        *opcache.Cache
	compileErr   error

	tiers *tiers // CompileTiered's models and sightings
	dags  *dagTiers
	// programs keeps optimized programs for later Evals of the same DAG
	// shape (programcache.go).
	programs *programCache
	// warmOnce guards warmUp: reading what earlier processes stored and
	// setting the compiler up, deferred under CompileTiered to the first
	// DAG that is optimized (see warmUp).
	warmOnce sync.Once

	// records keeps the probe and calibration in the persistent cache's
	// directory (records.dir is "" without one); machine is the
	// calibration, set once (calibrate.go) under machineMu.
	records      records
	machineMu    sync.Mutex
	machine      selection.Machine
	machineKnown atomic.Bool // machine is set
	// quiet measures the machine in the background, between Evals
	// (calibrate.go).
	quiet quietCalibration

	stats     counters
	closeOnce sync.Once
	closed    atomic.Bool
}

// counters are the cumulative statistics behind Stats.
type counters struct {
	dags, plans, cplans, compiled, hits, misses, fallbacks atomic.Int64
	programsReused                                         atomic.Int64
	diskHits, diskMisses                                   atomic.Int64
	compileNS, execNS, loadNS                              atomic.Int64
	optimizeNS, maxOptimizeNS, backgroundNS                atomic.Int64
	guardsMeasured, guardReruns                            atomic.Int64
}

// addOptimize records the optimization of one DAG that took d.
func (s *counters) addOptimize(d time.Duration) {
	s.optimizeNS.Add(int64(d))
	for {
		m := s.maxOptimizeNS.Load()
		if int64(d) <= m || s.maxOptimizeNS.CompareAndSwap(m, int64(d)) {
			return
		}
	}
}

// Stats are cumulative counters of an engine since New; Engine.Stats
// returns a snapshot.
type Stats struct {
	// DAGsOptimized counts the expression DAGs Eval, Explain and
	// Precompile optimized for fusion (none under PolicyNone), including
	// those whose Eval reused the optimized program of an earlier DAG of
	// the same shape; ProgramsReused counts these.
	DAGsOptimized  int64
	ProgramsReused int64
	// PlansEvaluated counts fusion plans considered: the plans the
	// cost-based optimizer costed, one per DAG under fuse-all and
	// fuse-no-redundancy.
	PlansEvaluated int64
	// CPlansCreated counts the code-generation plans built: one per fused
	// operator of a DAG optimized afresh (none for an Eval that reused a
	// program), and one more when an input's storage format at run time
	// differs from the one planned.
	CPlansCreated int64
	// KernelsCompiled counts the fused kernels compiled with clang.
	KernelsCompiled int64
	// OpCacheHits and OpCacheMisses count lookups of fused operators in
	// the in-memory operator cache; a miss loads the kernel from the
	// persistent cache or compiles it.
	OpCacheHits   int64
	OpCacheMisses int64
	// Fallbacks counts fused operators that ran unfused because their
	// kernel could not be built or their plan was refused (FusedOp.Refused,
	// an internal error); operators that run unfused while their
	// kernel compiles in the background (WithAsyncCompile) are not counted.
	Fallbacks int64
	// DiskCacheHits and DiskCacheMisses count lookups in the persistent
	// operator cache (WithCacheDir); a miss means the kernel was compiled.
	DiskCacheHits   int64
	DiskCacheMisses int64
	// CompileTime is time spent optimizing and compiling; LoadTime is the
	// part of it spent loading shared objects; ExecTime running programs.
	CompileTime time.Duration
	LoadTime    time.Duration
	ExecTime    time.Duration
	// OptimizeTime is the part of CompileTime spent optimizing the DAGs
	// counted by DAGsOptimized: rewrites, fusion exploration, plan
	// selection and CPlan construction, without generating or compiling
	// kernels. MaxOptimizeTime is the longest of them for one DAG.
	OptimizeTime    time.Duration
	MaxOptimizeTime time.Duration
	// BackgroundCompileTime is the part of CompileTime spent by compiles
	// in the background (CompileTiered, CompileAsync), which no Eval
	// waited for.
	BackgroundCompileTime time.Duration
	// GuardsMeasured counts the guards of speculative matrix-chain orders
	// (SEMANTICS.md, "Rewrites before fusion") checked with the magnitude
	// a fused kernel measured while it ran, instead of a scan of the
	// operand (a measured bound that fails the guard is then settled by a
	// scan, which these count too); GuardReruns counts the Evals whose results were discarded
	// and computed again in the written order because a guard failed.
	GuardsMeasured int64
	GuardReruns    int64
}

// New returns an engine configured by the environment (see the package
// documentation) and then by opts, which override it. It fails on invalid
// options and on invalid values of the environment variables, naming them;
// a missing compiler is reported by a warning and unfused execution.
func New(opts ...Option) (*Engine, error) {
	cfg := config{policy: PolicyCostBased, cacheSize: 256, logLevel: levelAll, cacheBytes: DefaultCacheBytes}
	if err := applyEnv(&cfg, os.LookupEnv); err != nil {
		return nil, err
	}
	for _, o := range opts {
		o(&cfg)
	}
	if limit := MaxThreadsPerCPU * runtime.GOMAXPROCS(0); cfg.threads < 0 || cfg.threads > limit {
		return nil, fmt.Errorf("engine: threads %d (WithThreads or %s): must be in [0, %d] (%d x GOMAXPROCS)", cfg.threads, EnvThreads, limit, MaxThreadsPerCPU)
	}
	if cfg.cacheBytes < 0 {
		return nil, fmt.Errorf("engine: WithCacheLimit(%d): must be >= 0", cfg.cacheBytes)
	}
	if cfg.compileMode > CompileAsync {
		return nil, fmt.Errorf("engine: unknown compile mode %d", cfg.compileMode)
	}
	if cfg.buildLevels > BuildQuick {
		return nil, fmt.Errorf("engine: unknown build levels %d (WithBuildLevels)", cfg.buildLevels)
	}
	if cfg.policy > PolicyNone {
		return nil, fmt.Errorf("engine: unknown policy %d", cfg.policy)
	}
	if cfg.threads == 0 {
		cfg.threads = runtime.NumCPU()
	}
	if cfg.logger == nil {
		cfg.logger = slog.Default()
	}
	cfg.logger = slog.New(newOnceHandler(cfg.logger.Handler(), cfg.logLevel))
	if cfg.cacheSize <= 0 {
		return nil, fmt.Errorf("engine: operator cache size %d: must be > 0", cfg.cacheSize)
	}
	if cfg.machine != nil && !cfg.machine.Valid() {
		return nil, fmt.Errorf("engine: WithMachine(%v): rates must be positive and finite", *cfg.machine)
	}
	var err error
	if cfg.memBudget, err = resolveMemoryBudget(cfg.memBudget); err != nil {
		return nil, err
	}
	e := &Engine{cfg: cfg, base: &base.Exec{Threads: cfg.threads, MemoryLimit: cfg.memBudget}, tiers: newTiers(), dags: newDAGTiers(), quiet: newQuietCalibration(),
		programs: newProgramCache(programCacheSize)}
	if cfg.policy != PolicyNone {
		e.records = records{dir: openCacheDir(&cfg), log: cfg.logger}
		e.ready = make(chan struct{})
		if cfg.compileMode != CompileTiered {
			e.warmUp()
		} else {
			e.tiers.setSetupPending(true) // until startBackend knows better
		}
	} else {
		e.ready = make(chan struct{})
		e.setupOnce.Do(func() { close(e.ready) })
	}
	return e, nil
}

// ErrClosed is wrapped by the error of every Eval, Precompile and Explain
// on an engine after Close.
var ErrClosed = errors.New("engine closed")

// Close releases compiled operators. Evaluations still running keep
// theirs until they finish; later calls of Eval, Precompile and Explain
// return an error wrapping ErrClosed.
func (e *Engine) Close() error {
	e.closed.Store(true)
	e.closeOnce.Do(func() {
		e.stopQuietCalibration()
		// An engine that never needed its compiler does not create one
		// now; one being set up is waited for.
		e.setupOnce.Do(func() { close(e.ready) })
		<-e.ready
		e.programs.clear() // they pin no kernel: only their memory
		if e.cache != nil {
			e.cache.Close()
		}
		if e.compiler != nil {
			_ = e.compiler.Close() // ends its idle clang
		}
	})
	return nil
}

// Stats returns a snapshot of the cumulative counters.
func (e *Engine) Stats() Stats {
	s := &e.stats
	return Stats{
		DAGsOptimized:         s.dags.Load(),
		ProgramsReused:        s.programsReused.Load(),
		PlansEvaluated:        s.plans.Load(),
		CPlansCreated:         s.cplans.Load(),
		KernelsCompiled:       s.compiled.Load(),
		OpCacheHits:           s.hits.Load(),
		OpCacheMisses:         s.misses.Load(),
		Fallbacks:             s.fallbacks.Load(),
		DiskCacheHits:         s.diskHits.Load(),
		DiskCacheMisses:       s.diskMisses.Load(),
		CompileTime:           time.Duration(s.compileNS.Load()),
		LoadTime:              time.Duration(s.loadNS.Load()),
		ExecTime:              time.Duration(s.execNS.Load()),
		OptimizeTime:          time.Duration(s.optimizeNS.Load()),
		MaxOptimizeTime:       time.Duration(s.maxOptimizeNS.Load()),
		BackgroundCompileTime: time.Duration(s.backgroundNS.Load()),
		GuardsMeasured:        s.guardsMeasured.Load(),
		GuardReruns:           s.guardReruns.Load(),
	}
}

// Policy returns the engine's fusion policy.
func (e *Engine) Policy() Policy { return e.cfg.policy }

// checkCtx returns ctx's error wrapped for the API.
func checkCtx(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("engine: eval: %w", err)
	}
	return nil
}
