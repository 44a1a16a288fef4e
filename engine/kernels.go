package engine

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/llvmgen"
	"github.com/fusejit/fusejit/internal/opcache"
)

// errKernelPending marks a fused operator that runs unfused because its
// kernel is being compiled in the background (WithAsyncCompile). It is not a
// failure: it is logged at debug level and not counted as a fallback.
var errKernelPending = errors.New("kernel is compiling in the background")

// failureTTL is how long the operator cache remembers that a kernel failed
// to build or compile, so that a broken kernel or compiler does not cost a
// clang run on every evaluation.
const failureTTL = time.Minute

// newOperatorCache creates the engine's operator cache for e.compiler, with
// the persistent cache of WithCacheDir and the engine's logger.
func (e *Engine) newOperatorCache() (*opcache.Cache, error) {
	c, err := opcache.New(e.cfg.cacheSize, e.compiler,
		opcache.WithDir(e.cfg.cacheDir),
		opcache.WithLogger(e.cfg.logger),
		opcache.WithFailureTTL(failureTTL),
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
func (e *Engine) loadProgramKernels(ctx context.Context, prog *program) {
	var ops []*fusedOp
	seen := map[*fusedOp]bool{}
	for _, h := range prog.plan.Order {
		if op, ok := prog.ops[h.ID]; ok && op.err == nil && op.handle == nil && !seen[op] {
			seen[op] = true
			ops = append(ops, op)
		}
	}
	e.loadKernels(ctx, ops)
}

// loadKernel gets one operator's kernel (see loadKernels) and returns op.err.
func (e *Engine) loadKernel(ctx context.Context, op *fusedOp) error {
	e.loadKernels(ctx, []*fusedOp{op})
	return op.err
}

// loadKernels gets the kernels of ops from the operator cache in one batch
// and sets op.handle and op.fn, or op.err when an operator must run
// unfused. Kernels neither in memory nor on disk are generated into one
// LLVM module and compiled by one clang run; with WithAsyncCompile that
// compile runs in the background and the operators get errKernelPending.
func (e *Engine) loadKernels(ctx context.Context, ops []*fusedOp) {
	ops = uniqueOps(ops)
	if len(ops) == 0 {
		return
	}
	if e.cache == nil {
		for _, op := range ops {
			op.err = fmt.Errorf("no compiler: %w", e.compileErr)
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

	var res []opcache.Result
	if e.cfg.async {
		res = e.cache.Lookup(ctx, reqs)
	} else {
		res = e.cache.GetBatch(ctx, reqs, build)
	}
	e.account(res)
	var background []opcache.Request
	for i, op := range ops {
		r := res[i]
		if r.Source.InMemory() {
			e.stats.hits.Add(1)
		} else {
			e.stats.misses.Add(1)
		}
		switch {
		case r.Err == nil:
			op.handle, op.fn = r.Handle, r.Handle.Fn()
			if op.fn == 0 {
				op.err = fmt.Errorf("kernel %s: symbol %s not found", reqs[i].Key, reqs[i].Symbol)
			}
		case e.cfg.async && errors.Is(r.Err, opcache.ErrNotCached):
			background = append(background, reqs[i])
			op.err = errKernelPending
		case e.cfg.async && errors.Is(r.Err, opcache.ErrPending):
			op.err = errKernelPending
		default:
			op.err = fmt.Errorf("kernel %s: %w", reqs[i].Key, r.Err)
		}
	}
	if len(background) > 0 {
		e.cache.Prefetch(background, build, e.reportBackground)
	}
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

// reportBackground counts the work of a background compile and logs the
// kernels that failed.
func (e *Engine) reportBackground(res []opcache.Result) {
	e.account(res)
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
	if errors.Is(op.err, errKernelPending) {
		e.cfg.logger.Debug("fusejit: fused operator runs unfused while its kernel compiles", "root", op.sel.Root.String())
		return
	}
	e.stats.fallbacks.Add(1)
	if errors.Is(op.err, cplan.ErrUnsupported) {
		e.cfg.logger.Warn("fusejit: internal error: code-generation plan refused, fused operator runs unfused",
			"template", op.sel.Type.String(), "root", op.sel.Root.String(), "err", op.err)
		return
	}
	e.cfg.logger.Warn("fusejit: fused operator runs unfused", "root", op.sel.Root.String(), "err", op.err)
}

// Precompile optimizes the DAG below outs and loads or compiles its fused
// kernels without running anything, so that a later Eval of the same (or an
// equivalent) DAG finds them in the operator cache. With WithAsyncCompile
// the compile is started in the background; see WaitForKernels.
func (e *Engine) Precompile(ctx context.Context, outs ...*Expr) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("engine: precompile: internal error: %v", r)
		}
	}()
	prog, err := e.compile(ctx, outs)
	if err != nil {
		return err
	}
	prog.release()
	return nil
}

// WaitForKernels waits until no kernel compiles in the background
// (WithAsyncCompile), or ctx ends.
func (e *Engine) WaitForKernels(ctx context.Context) error {
	if e.cache == nil {
		return nil
	}
	if err := e.cache.WaitIdle(ctx); err != nil {
		return fmt.Errorf("engine: %w", err)
	}
	return nil
}
