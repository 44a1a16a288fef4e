package engine

import (
	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/internal/opcache"
)

// startBackend prepares the compiler and the operator cache. Creating the
// compiler runs clang to probe it (20-40 ms, several times that on a busy
// machine) unless the persistent cache remembers the probe. Under
// CompileTiered that cost is not paid by New: the setup is made when a
// kernel is first wanted, by the Eval that compiles at once (which waits
// for it anyway) or, for a background compile, in the background at
// lower priority. A program whose DAGs are all too small to be worth a
// compile never runs clang. Otherwise (a remembered probe, CompileSync,
// CompileAsync) New sets it up before returning.
func (e *Engine) startBackend() {
	lazy := e.cfg.compileMode == CompileTiered &&
		!(e.records.dir != "" && jit.ProbeStored(e.cfg.compiler, e.records))
	if !lazy {
		e.ensureBackend() // which clears the tiers' pending setup cost
	}
}

// warmUp takes the rates and the compile-time scale that earlier
// processes stored and starts the backend (startBackend), once. New does
// it, except under CompileTiered, where the first DAG that is optimized
// does (compileWith, loadKernels): a program whose DAGs all run below the
// optimizer floor or unoptimized needs none of it, and finding clang on
// the PATH, reading the CPU model and the stored records took 0.5-1 ms of
// each New, as long as a 1000-row pattern runs with Base (row-sparse:
// Gen's first run 1.2 ms against Base's 0.6 ms).
func (e *Engine) warmUp() {
	e.warmOnce.Do(func() {
		e.loadStoredMachine()
		e.loadStoredCompileScale()
		e.startBackend()
	})
}

// ensureBackend makes the setup, once, and returns when it is done.
func (e *Engine) ensureBackend() {
	if !e.setupStarted.Swap(true) {
		e.tiers.setSetupPending(false)
	}
	e.setupOnce.Do(func() {
		if !e.closed.Load() {
			e.initBackend()
		}
		e.startQueued()
		close(e.ready)
	})
}

// ensureBackendInBackground starts the setup without waiting for it, on a
// thread of lower priority (the probe's clang runs inherit it).
func (e *Engine) ensureBackendInBackground() {
	if e.setupStarted.Swap(true) {
		return
	}
	e.tiers.setSetupPending(false)
	go func() {
		// The goroutine ends locked to its lowered thread, which the
		// runtime then discards.
		jit.LowerThreadPriority(backgroundNice)
		e.ensureBackend()
	}()
}

// startQueued starts the background compiles asked for during the setup
// (before ready is closed, so that WaitForKernels, which waits for ready
// and then for the cache's background work, sees them).
func (e *Engine) startQueued() {
	e.queueMu.Lock()
	q := e.queued
	e.queued, e.setupDone = nil, true
	e.queueMu.Unlock()
	for _, p := range q {
		if e.cache != nil {
			e.cache.Prefetch(p.reqs, p.build, func(res []opcache.Result) { e.reportBackground(p.reqs, res) })
		} else {
			e.tiers.compiled(requestKeys(p.reqs)) // no compiler: nothing is in flight
		}
	}
}

// initBackend creates the compiler and the operator cache, or records why
// fused operators must run unfused.
func (e *Engine) initBackend() {
	var jopts []jit.Option
	if e.records.dir != "" {
		jopts = append(jopts, jit.WithProbeStore(e.records))
	}
	if e.cfg.compileTimeoutSet {
		jopts = append(jopts, jit.WithTimeout(e.cfg.compileTimeout))
	}
	jopts = append(jopts, e.cfg.buildLevels.compilerOptions()...)
	e.compiler, e.compileErr = jit.NewCompiler(e.cfg.compiler, jopts...)
	if e.compileErr == nil {
		e.cache, e.compileErr = e.newOperatorCache()
	}
	if e.compileErr != nil {
		e.compiler, e.cache = nil, nil
		e.cfg.logger.Warn("fusejit: no native compiler, nothing is fused: every operator runs as under Base", "err", e.compileErr)
	}
}

// backendReady reports, without waiting, whether the setup is done;
// e.compiler, e.cache and e.compileErr may be read only after it is.
func (e *Engine) backendReady() bool {
	select {
	case <-e.ready:
		return true
	default:
		return false
	}
}
