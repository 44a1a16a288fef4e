package jit

import (
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
)

// ErrNoCompiler is returned (wrapped) by [NewCompiler] when no usable clang
// is found.
var ErrNoCompiler = errors.New("no usable clang compiler found; install clang (e.g. `apt-get install -y clang`)")

// Option configures a [Compiler].
type Option func(*options)

type options struct {
	tempRoot string
	route    Route
	routeSet bool
	probes   ProbeStore
}

// WithTempDir sets the directory under which Compile creates its private
// per-compile temporary directories. The default is os.TempDir().
func WithTempDir(dir string) Option {
	return func(o *options) { o.tempRoot = dir }
}

// WithRoute selects the build route. The default is RouteCompileThenLink
// when a linker is available.
func WithRoute(r Route) Option {
	return func(o *options) { o.route = r; o.routeSet = true }
}

// Compiler compiles LLVM IR modules into loaded shared objects. It is safe
// for concurrent use; each Compile runs its own clang process.
type Compiler struct {
	clang       string // absolute path of the clang binary
	version     string // first line of `clang --version`
	targetCPU   string // what -march=native resolves to, if known
	features    string // canonical CPU feature subset
	fingerprint string
	opt         string // path of `opt`, "" if none
	llc         string // path of `llc`, "" if none (only looked up for RouteOptLLC)
	ld          string // path of `ld`, "" if none
	triple      string // clang's default target triple, if known
	route       Route
	tempRoot    string

	// veclib is true while -fveclib=libmvec -lmvec is used. It only ever
	// goes from true to false (after a failed link against libmvec).
	veclib atomic.Bool
}

// NewCompiler returns a Compiler that uses the clang binary at path. An
// empty path searches PATH for clang, then clang-19 down to clang-14. A name
// without a path separator is looked up on PATH. The error wraps
// [ErrNoCompiler] when no executable is found.
//
// NewCompiler runs clang twice (about 20-40 ms) to record its version and
// what -march=native means on this machine, and to check for libmvec,
// unless a ProbeStore (WithProbeStore) remembers the result for this clang
// binary and CPU.
func NewCompiler(path string, opts ...Option) (*Compiler, error) {
	var o options
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	clang, err := findClang(path)
	if err != nil {
		return nil, err
	}
	c := &Compiler{clang: clang, tempRoot: o.tempRoot}
	if err := c.probeCached(o.probes); err != nil {
		return nil, err
	}
	want := RouteCompileThenLink
	if o.routeSet {
		want = o.route
	}
	if err := c.pickRoute(want); err != nil {
		return nil, err
	}

	veclib := "none"
	if c.veclib.Load() {
		veclib = "libmvec"
	}
	c.fingerprint = fmt.Sprintf("%s|target=%s|cpu=%s|features=%s|flags=%s|veclib=%s|route=%s",
		c.version, c.triple, c.targetCPU, c.features, strings.Join(c.optFlags(), " "), veclib, c.route)
	return c, nil
}

// Fingerprint identifies the code this Compiler produces: clang's version,
// the CPU -march=native resolves to, the relevant CPU features, the
// optimisation flags and whether libmvec is used (as probed at creation).
// Use it as part of keys of caches that outlive the process.
func (c *Compiler) Fingerprint() string { return c.fingerprint }

// Version returns the first line of `clang --version`.
func (c *Compiler) Version() string { return c.version }

// Path returns the absolute path of the clang binary.
func (c *Compiler) Path() string { return c.clang }

// Route returns the build route in use.
func (c *Compiler) Route() Route { return c.route }

// VecLib reports whether compiles currently use -fveclib=libmvec.
func (c *Compiler) VecLib() bool { return c.veclib.Load() }
