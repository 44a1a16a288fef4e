package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fusejit/fusejit/internal/base"
	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/internal/opcache"
)

// Policy selects how fusion plans are chosen.
type Policy uint8

const (
	// PolicyCostBased is the optimizer of seed 000 (default).
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
	policy    Policy
	threads   int
	cacheDir  string
	compiler  string
	logger    *slog.Logger
	cacheSize int
	async     bool
	machine   *Machine
	memBudget int64 // bytes; see WithMemoryBudget
}

// WithMachine makes the cost-based optimizer cost plans with these peak
// rates instead of the ones it measures once per process, so that plans
// do not change with the load during that measurement (benchmarks, tests,
// or rates measured once and stored by the caller). Rates that are not
// positive and finite are rejected by New.
func WithMachine(m Machine) Option { return func(c *config) { c.machine = &m } }

// WithPolicy sets the fusion policy.
func WithPolicy(p Policy) Option { return func(c *config) { c.policy = p } }

// WithThreads bounds the threads one operation uses; 0 means all cores.
// New rejects more than MaxThreadsPerCPU times GOMAXPROCS: more goroutines
// than cores only add scheduling and per-thread partial results.
func WithThreads(n int) Option { return func(c *config) { c.threads = n } }

// MaxThreadsPerCPU bounds WithThreads relative to runtime.GOMAXPROCS.
const MaxThreadsPerCPU = 8

// WithCacheDir sets the directory of the persistent operator cache; ""
// keeps compiled operators in memory only.
func WithCacheDir(dir string) Option { return func(c *config) { c.cacheDir = dir } }

// WithCompiler sets the clang executable to use.
func WithCompiler(path string) Option { return func(c *config) { c.compiler = path } }

// WithLogger sets the logger for warnings such as compile fallbacks.
func WithLogger(l *slog.Logger) Option { return func(c *config) { c.logger = l } }

// WithAsyncCompile runs a fused operator unfused while its kernel compiles
// in the background; later evaluations use the kernel once it is ready.
func WithAsyncCompile(on bool) Option { return func(c *config) { c.async = on } }

// WithOperatorCacheSize sets how many compiled operators stay loaded.
func WithOperatorCacheSize(n int) Option { return func(c *config) { c.cacheSize = n } }

// Engine evaluates expression DAGs. It is safe for concurrent use.
type Engine struct {
	cfg  config
	base *base.Exec

	// compiler and cache are nil when no compiler could be set up; fused
	// operators then fall back to Base with a warning.
	compiler   *jit.Compiler
	cache      *opcache.Cache
	compileErr error

	stats     counters
	closeOnce sync.Once
	closed    atomic.Bool
}

// counters are the cumulative statistics behind Stats.
type counters struct {
	dags, plans, cplans, compiled, hits, misses, fallbacks atomic.Int64
	diskHits, diskMisses                                   atomic.Int64
	compileNS, execNS, loadNS                              atomic.Int64
}

// Stats are cumulative counters of an engine.
type Stats struct {
	DAGsOptimized   int64
	PlansEvaluated  int64
	CPlansCreated   int64
	KernelsCompiled int64
	OpCacheHits     int64
	OpCacheMisses   int64
	// Fallbacks counts fused operators that ran unfused because their
	// kernel could not be built; operators that run unfused while their
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
}

// New returns an engine. It fails only on invalid options; a missing
// compiler is reported by a warning and unfused execution.
func New(opts ...Option) (*Engine, error) {
	cfg := config{policy: PolicyCostBased, cacheSize: 256}
	for _, o := range opts {
		o(&cfg)
	}
	if limit := MaxThreadsPerCPU * runtime.GOMAXPROCS(0); cfg.threads < 0 || cfg.threads > limit {
		return nil, fmt.Errorf("engine: WithThreads(%d): must be in [0, %d] (%d x GOMAXPROCS)", cfg.threads, limit, MaxThreadsPerCPU)
	}
	if cfg.policy > PolicyNone {
		return nil, fmt.Errorf("engine: unknown policy %d", cfg.policy)
	}
	if cfg.threads == 0 {
		cfg.threads = runtime.NumCPU()
	}
	if cfg.logger == nil {
		cfg.logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
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
	e := &Engine{cfg: cfg, base: &base.Exec{Threads: cfg.threads, MemoryLimit: cfg.memBudget}}
	if cfg.policy != PolicyNone {
		e.compiler, e.compileErr = jit.NewCompiler(cfg.compiler)
		if e.compileErr == nil {
			e.cache, e.compileErr = e.newOperatorCache()
		}
		if e.compileErr != nil {
			e.compiler, e.cache = nil, nil
			cfg.logger.Warn("fusejit: no native compiler, fused operators run unfused", "err", e.compileErr)
		}
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
		if e.cache != nil {
			e.cache.Close()
		}
	})
	return nil
}

// Stats returns a snapshot of the cumulative counters.
func (e *Engine) Stats() Stats {
	s := &e.stats
	return Stats{
		DAGsOptimized:   s.dags.Load(),
		PlansEvaluated:  s.plans.Load(),
		CPlansCreated:   s.cplans.Load(),
		KernelsCompiled: s.compiled.Load(),
		OpCacheHits:     s.hits.Load(),
		OpCacheMisses:   s.misses.Load(),
		Fallbacks:       s.fallbacks.Load(),
		DiskCacheHits:   s.diskHits.Load(),
		DiskCacheMisses: s.diskMisses.Load(),
		CompileTime:     time.Duration(s.compileNS.Load()),
		LoadTime:        time.Duration(s.loadNS.Load()),
		ExecTime:        time.Duration(s.execNS.Load()),
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
