package engine

import (
	"github.com/fusejit/fusejit/internal/jit"
)

// startBackend sets up the compiler and the operator cache. Creating the
// compiler runs clang to probe it (20-40 ms, several times that on a busy
// machine) unless the persistent cache remembers the probe. Under
// CompileTiered that first-process cost is moved off New: the setup runs
// in the background, first measuring the machine's rates (which the first
// Eval needs for its plan and its tier decisions) and then probing the
// compiler, which only an Eval that compiles at once has to wait for.
// Otherwise (a remembered probe, CompileSync, CompileAsync) New sets it up
// before returning.
func (e *Engine) startBackend() {
	e.ready = make(chan struct{})
	async := e.cfg.compileMode == CompileTiered &&
		!(e.records.dir != "" && jit.ProbeStored(e.cfg.compiler, e.records))
	if !async {
		e.initBackend()
		e.startQueued()
		close(e.ready)
		return
	}
	go func() {
		defer close(e.ready)
		e.initBackend()
		e.startQueued()
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
			e.cache.Prefetch(p.reqs, p.build, e.reportBackground)
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
	e.compiler, e.compileErr = jit.NewCompiler(e.cfg.compiler, jopts...)
	if e.compileErr == nil {
		e.cache, e.compileErr = e.newOperatorCache()
	}
	if e.compileErr != nil {
		e.compiler, e.cache = nil, nil
		e.cfg.logger.Warn("fusejit: no native compiler, fused operators run unfused", "err", e.compileErr)
	}
}

// backendReady reports, without waiting, whether startBackend is done;
// e.compiler, e.cache and e.compileErr may be read only after it is.
func (e *Engine) backendReady() bool {
	select {
	case <-e.ready:
		return true
	default:
		return false
	}
}

// waitBackend waits until startBackend is done.
func (e *Engine) waitBackend() { <-e.ready }
