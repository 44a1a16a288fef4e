package engine

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/llvmgen"
	"github.com/fusejit/fusejit/internal/opcache"
	"github.com/fusejit/fusejit/internal/selection"
)

// errKernelPending marks a fused operator that runs unfused because its
// kernel is not compiled yet: it compiles in the background, or, under
// CompileTiered, running unfused is expected to be cheaper than waiting for
// clang. It is not a failure: it is logged at debug level and not counted as
// a fallback.
var errKernelPending = errors.New("kernel not compiled yet (compiling in the background or not worth a compile yet)")

// failureTTL is how long the operator cache remembers that a kernel failed
// to build or compile, so that a broken kernel or compiler does not cost a
// clang run on every evaluation.
const failureTTL = time.Minute

// newOperatorCache creates the engine's operator cache for e.compiler, with
// the persistent cache (see WithCacheDir) and the engine's logger.
func (e *Engine) newOperatorCache() (*opcache.Cache, error) {
	c, err := opcache.New(e.cfg.cacheSize, e.compiler,
		opcache.WithDir(e.records.dir),
		opcache.WithMaxBytes(e.cfg.cacheBytes),
		opcache.WithLogger(e.cfg.logger),
		opcache.WithFailureTTL(failureTTL),
		opcache.WithBackgroundNice(backgroundNice),
	)
	if err != nil {
		return nil, fmt.Errorf("engine: operator cache: %w", err)
	}
	return c, nil
}

// account counts the operator cache's work reported in res, including
// background compiles. As documented on Stats, LoadTime (dlopen, and
// verification of persistent cache files) is a part of CompileTime.
func (e *Engine) account(res []opcache.Result) {
	disk := e.cache.Dir() != ""
	for _, r := range res {
		e.stats.compileNS.Add(int64(r.CompileTime))
		e.stats.loadNS.Add(int64(r.LoadTime))
		switch r.Source {
		case opcache.SourceCompiled:
			e.stats.compiled.Add(1)
			if disk {
				e.stats.diskMisses.Add(1)
			}
		case opcache.SourceDisk:
			e.stats.diskHits.Add(1)
		}
	}
}

// loadProgramKernels loads the kernels of all fused operators of prog that
// have a CPlan and no kernel yet, in plan order, with one operator-cache
// batch: one clang run builds every kernel the cache does not have. An
// operator with several roots (MAgg) is listed under each of them and
// loaded once.
func (e *Engine) loadProgramKernels(ctx context.Context, prog *program, mode CompileMode) {
	var ops []*fusedOp
	seen := map[*fusedOp]bool{}
	for _, h := range prog.plan.Order {
		if op, ok := prog.ops[h.ID]; ok && op.err == nil && op.handle == nil && !seen[op] {
			seen[op] = true
			ops = append(ops, op)
		}
	}
	e.loadKernels(ctx, ops, mode)
}

// loadKernel gets one operator's kernel (see loadKernels) and returns op.err.
func (e *Engine) loadKernel(ctx context.Context, op *fusedOp) error {
	e.loadKernels(ctx, []*fusedOp{op}, e.cfg.compileMode)
	return op.err
}

// loadKernels gets the kernels of ops from the operator cache in one batch
// and sets op.handle and op.fn, or op.err when an operator must run
// unfused. Kernels neither in memory nor on disk are generated into one
// LLVM module and compiled by one clang run; mode says which of them the
// caller waits for (see CompileMode), the others get errKernelPending and
// may be compiled in the background.
func (e *Engine) loadKernels(ctx context.Context, ops []*fusedOp, mode CompileMode) {
	ops = uniqueOps(ops)
	if len(ops) == 0 {
		return
	}
	e.warmUp()
	ready := mode == CompileTiered && e.backendReady()
	if mode != CompileTiered {
		e.ensureBackend()
		ready = true
	}
	if ready && e.cache == nil {
		for _, op := range ops {
			op.err = fmt.Errorf("%w: %w", errNoCompiler, e.compileErr)
		}
		return
	}
	reqs := make([]opcache.Request, len(ops))
	plans := make(map[string]*cplan.CPlan, len(ops))
	for i, op := range ops {
		// The generator's version is part of the key: a persistent cache
		// must not serve kernels an older code generator produced.
		key := llvmgen.Version + "-" + op.cp.Hash()
		reqs[i] = opcache.Request{Key: key, Symbol: llvmgen.Symbol(op.cp)}
		plans[key] = op.cp
		op.key = key // for the tier decisions and the kernel's timings
	}
	build := func(missing []opcache.Request) (string, error) {
		cps := make([]*cplan.CPlan, len(missing))
		for i, r := range missing {
			if cps[i] = plans[r.Key]; cps[i] == nil {
				return "", fmt.Errorf("no plan for kernel %q", r.Key)
			}
		}
		ir, _, err := llvmgen.Generate(cps...)
		return ir, err
	}

	if mode != CompileAsync {
		e.markQuick(ctx, ops, reqs)
	}
	if ctx.Value(borrowedKey{}) != nil {
		for i := range reqs {
			reqs[i].NoRebuild = true
		}
	}

	var res []opcache.Result
	var background []int // indexes of reqs to compile in the background
	switch mode {
	case CompileSync:
		res = e.cache.GetBatch(ctx, reqs, build)
	case CompileAsync:
		res = e.cache.Lookup(ctx, reqs)
		for i, r := range res {
			if errors.Is(r.Err, opcache.ErrNotCached) {
				background = append(background, i)
			}
		}
	default:
		res, background, ready = e.loadTiered(ctx, ops, reqs, build, ready, plans)
	}
	if ready && e.cache != nil {
		e.account(res)
	}
	for i, op := range ops {
		r := res[i]
		if r.Source.InMemory() {
			e.stats.hits.Add(1)
		} else {
			e.stats.misses.Add(1)
		}
		switch {
		case r.Err == nil && mode == CompileTiered && e.tiers.isDemoted(reqs[i].Key):
			r.Handle.Release()
			op.err = errKernelSlower
		case r.Err == nil:
			op.handle, op.fn = r.Handle, r.Handle.Fn()
			if op.fn == 0 {
				op.err = fmt.Errorf("kernel %s: symbol %s not found", reqs[i].Key, reqs[i].Symbol)
			}
		case mode != CompileSync && (errors.Is(r.Err, opcache.ErrNotCached) || errors.Is(r.Err, opcache.ErrPending)):
			op.err = errKernelPending
		default:
			op.err = fmt.Errorf("kernel %s: %w", reqs[i].Key, r.Err)
		}
	}
	if len(background) > 0 {
		bg := make([]opcache.Request, len(background))
		for k, i := range background {
			bg[k] = reqs[i]
		}
		hops := 0
		for _, i := range background {
			hops += len(ops[i].sel.Covered)
		}
		e.prefetch(bg, build, ready, hops)
	}
}

// prefetch compiles reqs in the background, once the compiler is set up:
// requests made before that are queued and started by startBackend.
//
// A compile asked for once the compiler was set up (ready) feeds its
// latency, from now until it reports, into the tier decisions (hops is
// the number of operators its kernels cover).
func (e *Engine) prefetch(reqs []opcache.Request, build opcache.BuildFunc, ready bool, hops int) {
	if !ready {
		e.queueMu.Lock()
		if !e.setupDone {
			e.queued = append(e.queued, queuedPrefetch{reqs, build})
			e.queueMu.Unlock()
			e.ensureBackendInBackground()
			return
		}
		e.queueMu.Unlock()
	}
	if e.cache == nil {
		e.tiers.compiled(requestKeys(reqs)) // no compiler: nothing is in flight
		return
	}
	asked := e.tiers.now()
	e.cache.Prefetch(reqs, build, func(res []opcache.Result) {
		if ready && compiledAny(res) {
			e.tiers.observeLatency(hops, e.tiers.now().Sub(asked))
		}
		e.reportBackground(reqs, res)
	})
}

// compiledAny reports whether some result of res was compiled (not found
// in memory or on disk, nor failed).
func compiledAny(res []opcache.Result) bool {
	for _, r := range res {
		if r.Err == nil && r.Source == opcache.SourceCompiled {
			return true
		}
	}
	return false
}

// queuedPrefetch is a background compile waiting for the compiler.
type queuedPrefetch struct {
	reqs  []opcache.Request
	build opcache.BuildFunc
}

// loadTiered is loadKernels under CompileTiered: kernels in memory or on
// disk are taken; of the missing ones, those whose compile pays off on
// this call (tiers.decide) are compiled now in one batch, and those that
// recurred often enough are returned for a background compile. The others
// keep an ErrNotCached result and run unfused. While the compiler is being
// set up (ready false; see startBackend) every kernel counts as missing,
// and the call waits for the setup only when it compiles something now;
// the returned ready says whether the setup is done.
//
// The compile also builds companions (companions.go): kernels of other
// DAGs worth their share of it, whose plans are added to plans (which
// build reads).
func (e *Engine) loadTiered(ctx context.Context, ops []*fusedOp, reqs []opcache.Request, build opcache.BuildFunc, ready bool, plans map[string]*cplan.CPlan) (res []opcache.Result, background []int, _ bool) {
	if ready {
		res = e.cache.Lookup(ctx, reqs)
	} else {
		res = make([]opcache.Result, len(reqs))
		for i := range res {
			res[i].Err = opcache.ErrNotCached
		}
	}
	var cands []tierCandidate
	mach := e.costMachine(ops[0].dag) // the ops of one call come from one program
	for i, r := range res {
		if !errors.Is(r.Err, opcache.ErrNotCached) || e.tiers.isDemoted(reqs[i].Key) {
			continue // a demoted kernel left the cache: not compiled again
		}
		u, f := selection.OperatorTimes(ops[i].sel, mach)
		ops[i].unfusedEst, ops[i].fusedEst = u, f
		cands = append(cands, tierCandidate{idx: i, key: reqs[i].Key, hops: len(ops[i].sel.Covered), unfused: u, fused: f, runs: 1 + ops[i].earlierRuns, since: ops[i].earlierSince, cp: ops[i].cp})
	}
	if len(cands) == 0 {
		return res, nil, ready
	}
	now, background := e.tiers.decide(cands)
	if len(now) == 0 {
		return res, background, ready
	}
	if !ready {
		e.ensureBackend()
		ready = true
		if e.cache == nil {
			for _, i := range now {
				res[i].Err = fmt.Errorf("%w: %w", errNoCompiler, e.compileErr)
			}
			return res, nil, ready
		}
	}
	sub := make([]opcache.Request, len(now))
	hops := 0
	mine := make(map[string]bool, len(reqs))
	for _, r := range reqs {
		mine[r.Key] = true
	}
	for k, i := range now {
		sub[k] = reqs[i]
		hops += len(ops[i].sel.Covered)
	}
	for _, c := range e.tiers.companions(mine) {
		sub = append(sub, opcache.Request{Key: c.key, Symbol: llvmgen.Symbol(c.cp), LongUse: true})
		plans[c.key] = c.cp
		hops += c.hops
	}
	var took time.Duration
	compiled := false
	got := e.cache.GetBatch(ctx, sub, build)
	for k, r := range got {
		took += r.CompileTime
		compiled = compiled || r.Source == opcache.SourceCompiled
		if k < len(now) {
			res[now[k]] = r
		}
	}
	// The companions' kernels stay in the operator cache for their DAGs.
	if extra := got[len(now):]; len(extra) > 0 {
		e.account(extra)
		for _, r := range extra {
			if r.Err == nil {
				r.Handle.Release()
			}
		}
	}
	if compiled {
		e.observeCompile(hops, took)
	}
	return res, background, ready
}

// requestKeys returns the keys of reqs.
func requestKeys(reqs []opcache.Request) []string {
	keys := make([]string, len(reqs))
	for i, r := range reqs {
		keys[i] = r.Key
	}
	return keys
}

// uniqueOps drops repeated operators (each must get exactly one Handle).
func uniqueOps(ops []*fusedOp) []*fusedOp {
	seen := make(map[*fusedOp]bool, len(ops))
	out := ops[:0:0]
	for _, op := range ops {
		if op != nil && !seen[op] {
			seen[op] = true
			out = append(out, op)
		}
	}
	return out
}

// reportBackground counts the work of the background compile of reqs and
// logs the kernels that failed.
func (e *Engine) reportBackground(reqs []opcache.Request, res []opcache.Result) {
	e.tiers.compiled(requestKeys(reqs))
	e.account(res)
	for _, r := range res {
		e.stats.backgroundNS.Add(int64(r.CompileTime))
	}
	for _, r := range res {
		if r.Err != nil && !errors.Is(r.Err, opcache.ErrClosed) && !errors.Is(r.Err, context.Canceled) {
			e.cfg.logger.Warn("fusejit: background kernel compile failed, fused operator runs unfused", "err", r.Err)
		}
	}
}

// noteFallback records that op runs unfused: a warning and a counted
// fallback when its kernel failed or its plan was refused (an internal
// error, see cplan.ErrUnsupported), a debug message while it compiles in
// the background.
func (e *Engine) noteFallback(op *fusedOp) {
	if errors.Is(op.err, errKernelSlower) {
		e.cfg.logger.Debug("fusejit: fused operator runs unfused: its kernel was measured slower", "root", op.sel.Root.String())
		return
	}
	if errors.Is(op.err, errKernelPending) {
		e.cfg.logger.Debug("fusejit: fused operator runs unfused while its kernel compiles", "root", op.sel.Root.String())
		return
	}
	e.stats.fallbacks.Add(1)
	if errors.Is(op.err, errNoCompiler) {
		e.cfg.logger.Debug("fusejit: fused operator runs unfused: no native compiler", "root", op.sel.Root.String())
		return
	}
	if errors.Is(op.err, cplan.ErrUnsupported) {
		e.cfg.logger.Warn("fusejit: internal error: code-generation plan refused, fused operator runs unfused",
			"template", op.sel.Type.String(), "root", op.sel.Root.String(), "err", op.err)
		return
	}
	e.cfg.logger.Warn("fusejit: fused operator runs unfused", "root", op.sel.Root.String(), "err", op.err)
}

// Precompile optimizes the DAG below outs and loads or compiles its fused
// kernels without running anything, so that a later Eval of the same (or an
// equivalent) DAG finds them in the operator cache. It compiles every
// missing kernel, whatever its size (the tiered policy's weighing of
// compile time against unfused time does not apply), except under
// CompileAsync, where the compile is started in the background; see
// WaitForKernels.
//
// Precompile is the way to warm a service before it takes traffic: call it
// at startup with the expressions (at their production shapes) that
// requests will evaluate, so that no request pays for clang and every one
// runs the fused kernels from its first call. With the persistent cache
// (the default, see WithCacheDir) the kernels are also on disk for the
// next process.
func (e *Engine) Precompile(ctx context.Context, outs ...*Expr) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("engine: precompile: internal error: %v", r)
		}
	}()
	e.evalBegins()
	defer e.evalEnds()
	// Precompile warms an engine up, so it measures the machine now if
	// it must (instead of in the background, see calibrate.go): the
	// kernels it builds are those of the plans later Evals choose.
	if e.cfg.machine == nil && e.cfg.policy == PolicyCostBased {
		e.warmUp()
		e.calibratedMachine()
	}
	// Speculative, as Eval compiles, so that Eval finds the same kernels.
	prog, err := e.compileWith(withoutQuick(ctx), outs, e.eagerMode(), e.speculates(), false)
	if err != nil {
		return err
	}
	prog.release()
	return nil
}

// WaitForKernels waits until no kernel compiles in the background
// (WithAsyncCompile), or ctx ends.
func (e *Engine) WaitForKernels(ctx context.Context) error {
	if !e.setupStarted.Load() {
		return nil // nothing was ever compiled or queued
	}
	e.ensureBackend()
	if e.cache == nil {
		return nil
	}
	if err := e.cache.WaitIdle(ctx); err != nil {
		return fmt.Errorf("engine: %w", err)
	}
	return nil
}

// eagerMode is the compile mode of Precompile and Explain: everything is
// compiled now, except under CompileAsync.
func (e *Engine) eagerMode() CompileMode {
	if e.cfg.compileMode == CompileAsync {
		return CompileAsync
	}
	return CompileSync
}
