package jit

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ebitengine/purego"
)

// Library is a loaded shared object produced by [Compiler.Compile].
//
// Symbol may be called concurrently with itself. Close must not be called
// while any goroutine is executing (or about to execute) a function of the
// library: dlclose of code in use crashes the process. Package opcache
// reference-counts libraries to guarantee this.
type Library struct {
	handle   uintptr
	syms     map[string]uintptr // read-only after openLibrary
	loadTime time.Duration      // dlopen and dlsym

	closeMu sync.Mutex
	closed  atomic.Bool
}

// ErrMissingSymbol is returned (wrapped) by [Compiler.Compile] when a
// requested symbol is not defined by the compiled module.
var ErrMissingSymbol = errors.New("symbol not found in compiled module")

// Open loads the shared object at path (dlopen RTLD_NOW|RTLD_LOCAL) and
// resolves symbols, which must all be defined (the error wraps
// [ErrMissingSymbol] otherwise).
//
// Open trusts the file: callers must have checked where it comes from (as
// package opcache does for its persistent cache). dlopen returns the already
// loaded object when the same path was opened before and is still open, even
// if the file has changed since, so paths must identify their content (for
// example a content hash in the file name). The file may be removed once
// Open returns.
func Open(path string, symbols []string) (*Library, error) {
	if path == "" {
		return nil, errors.New("jit: Open of empty path")
	}
	return openLibrary(path, symbols)
}

// OpenObject loads the shared object whose bytes are obj, as [Open] does,
// from a private copy: the bytes are written to a new file in a directory
// of its own under tempRoot ("" for os.TempDir()), loaded, and the file is
// removed at once. The loaded code is then mapped from a file no one can
// reach by a path, so changing or truncating the file obj was read from
// (a persistent cache entry rewritten in place by cp or rsync) cannot
// remove the code under a running kernel, which would kill the process with
// SIGBUS. Callers verify obj (its hash) before calling.
func OpenObject(obj []byte, symbols []string, tempRoot string) (*Library, error) {
	dir, err := os.MkdirTemp(tempRoot, "fusejit-load-")
	if err != nil {
		return nil, fmt.Errorf("jit: private copy of a compiled module: %w", err)
	}
	defer removeDir(dir)
	path := filepath.Join(dir, uniqueName(string(obj)))
	if err := os.WriteFile(path, obj, 0o600); err != nil {
		return nil, fmt.Errorf("jit: private copy of a compiled module: %w", err)
	}
	return openLibrary(path, symbols)
}

// openLibrary dlopens path and resolves symbols; on any error the handle is
// closed again.
func openLibrary(path string, symbols []string) (*Library, error) {
	start := time.Now()
	globalMath() // libraries linked without the math libraries need them loaded
	h, err := purego.Dlopen(path, purego.RTLD_NOW|purego.RTLD_LOCAL)
	if err != nil {
		return nil, fmt.Errorf("jit: loading compiled module: %w", err)
	}
	l := &Library{handle: h, syms: make(map[string]uintptr, len(symbols))}
	for _, name := range symbols {
		if _, dup := l.syms[name]; dup {
			continue
		}
		addr, err := purego.Dlsym(h, name)
		if err != nil || addr == 0 {
			_ = purego.Dlclose(h)
			return nil, fmt.Errorf("jit: %q: %w", name, ErrMissingSymbol)
		}
		l.syms[name] = addr
	}
	touchPages(path)
	l.loadTime = time.Since(start)
	return l, nil
}

// LoadTime returns the time dlopen and the symbol lookups took.
func (l *Library) LoadTime() time.Duration {
	if l == nil {
		return 0
	}
	return l.loadTime
}

// Symbol returns the address of a symbol requested at compile time, or 0 if
// the name was not requested or the library is closed.
func (l *Library) Symbol(name string) uintptr {
	if l == nil || l.closed.Load() {
		return 0
	}
	return l.syms[name]
}

// Close unloads the library (dlclose). It is idempotent: calls after the
// first return nil.
func (l *Library) Close() error {
	if l == nil {
		return errors.New("jit: Close on nil *Library")
	}
	l.closeMu.Lock()
	defer l.closeMu.Unlock()
	if l.closed.Load() {
		return nil
	}
	l.closed.Store(true)
	if err := purego.Dlclose(l.handle); err != nil {
		return fmt.Errorf("jit: unloading compiled module: %w", err)
	}
	return nil
}
