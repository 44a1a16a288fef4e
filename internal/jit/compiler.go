package jit

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// ErrNoCompiler is returned (wrapped) by [NewCompiler] when no usable clang
// is found.
var ErrNoCompiler = errors.New("no usable clang compiler found; install clang (e.g. `apt-get install -y clang`)")

// Option configures a [Compiler].
type Option func(*options)

type options struct {
	tempRoot   string
	route      Route
	routeSet   bool
	timeout    time.Duration
	timeoutSet bool
	maxIR      int
	probes     ProbeStore
	level      Level
	levelSet   bool
	noZygote   bool
	// holdExtras, when not nil, holds the background probe of the
	// shim and the cc1 lines until it is closed (tests).
	holdExtras <-chan struct{}
}

// DefaultTimeout bounds every compiler process of a Compiler unless
// [WithTimeout] says otherwise. Generated modules compile in tens of
// milliseconds; a compile that takes a minute is pathological (it was seen
// with 16 MB of IR from a 400-node DAG) and its kernels run unfused.
const DefaultTimeout = time.Minute

// DefaultMaxModuleSize bounds the IR text of one module unless
// [WithMaxModuleSize] says otherwise. Plans of the fusion policies produce
// modules of a few hundred kilobytes at most; a larger module is refused
// before clang runs, with an error wrapping [ErrModuleTooLarge], so that
// callers split the batch or run the operators unfused.
const DefaultMaxModuleSize = 4 << 20

// ErrModuleTooLarge is wrapped by Compile's error for a module above the
// Compiler's size limit.
var ErrModuleTooLarge = errors.New("IR module too large")

// WithTimeout bounds each compiler process: the probes made by
// [NewCompiler] (at most probeTimeout) and each build. d <= 0 removes the
// limit (the caller's context still applies). A build that runs longer is
// killed with its whole process group and fails with an error wrapping
// [ErrTimeout].
func WithTimeout(d time.Duration) Option {
	return func(o *options) { o.timeout = d; o.timeoutSet = true }
}

// WithMaxModuleSize bounds the IR text of one module; n <= 0 means
// [DefaultMaxModuleSize].
func WithMaxModuleSize(n int) Option {
	return func(o *options) { o.maxIR = n }
}

// WithTempDir sets the directory under which Compile creates its private
// per-compile temporary directories. The default is os.TempDir().
func WithTempDir(dir string) Option {
	return func(o *options) { o.tempRoot = dir }
}

// WithForcedLevel makes every build run at l, whatever the caller asks
// for; LevelQuick applies only to modules that pass [QuickSafe], the
// others build at LevelOptimized. The differential tests use it to check
// quick code against Base, and measurements to turn quick builds off.
// The Compiler's Fingerprint says so when l is LevelQuick, so that
// persistent caches keep such objects apart.
func WithForcedLevel(l Level) Option {
	return func(o *options) { o.level = l; o.levelSet = true }
}

// WithForkServer(false) makes every build exec clang instead of forking
// it from a running clang (the zygote, zygote.go), as measurements of the
// difference need. The default is true.
func WithForkServer(on bool) Option {
	return func(o *options) { o.noZygote = !on }
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
	timeout     time.Duration // per build; <= 0: none
	maxIR       int           // bytes of IR per module

	// veclib is true while -fveclib=libmvec -lmvec is used. It only ever
	// goes from true to false (after a failed link against libmvec).
	veclib atomic.Bool

	// forcedLevel is the level of every build when levelForced
	// (WithForcedLevel; LevelQuick only for QuickSafe modules).
	forcedLevel Level
	levelForced bool

	// spare holds a clang started ahead of need per Level (see spare.go);
	// closed stops starting them.
	spareMu sync.Mutex
	spare   [2]*clangProc
	closed  bool

	// zygoteShim is the fork server's preloaded library (zygote.go), nil
	// where it could not be built or is not known yet; zyOff stops using
	// one. Both under spareMu.
	zygoteShim []byte
	zyOff      bool

	// cc1 maps the driver arguments of a build to the cc1 command line
	// the driver runs for them (cc1.go), under spareMu; cc1Off stops
	// using them.
	cc1    map[string][]string
	cc1Off atomic.Bool

	// extras is closed once zygoteShim and cc1 are known, extrasDone
	// once their background probe has also stored them
	// (startProbeExtras); stopExtras cancels that probe (Close). The
	// probe starts after the first build when extrasFor is set (it says
	// where to store them). All but extras under spareMu.
	extras, extrasDone chan struct{}
	stopExtras         context.CancelFunc
	holdExtras         <-chan struct{}
	extrasFor          *probeTarget
}

// probeTarget is where a probe record goes: store (nil: nowhere) under
// key.
type probeTarget struct {
	store ProbeStore
	key   string
}

// doneChan returns a closed channel.
func doneChan() chan struct{} {
	ch := make(chan struct{})
	close(ch)
	return ch
}

// NewCompiler returns a Compiler that uses the clang binary at path. An
// empty path searches PATH for clang, then clang-19 down to clang-14. A name
// without a path separator is looked up on PATH. The error wraps
// [ErrNoCompiler] when no executable is found.
//
// NewCompiler runs clang twice (about 20-40 ms) to record its version and
// what -march=native means on this machine, and to check for libmvec,
// unless a ProbeStore (WithProbeStore) remembers the result for this clang
// binary and CPU. Three more runs, which only make later builds cheaper
// (the zygote's shim, zygote.go, and the cc1 line of each level, cc1.go;
// about 100-200 ms of CPU), go on in the background after the Compiler's
// first successful build (startProbeExtras): a first build never waits
// for them, and a process that builds nothing never runs them.
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
	c := &Compiler{clang: clang, tempRoot: o.tempRoot, timeout: DefaultTimeout, maxIR: DefaultMaxModuleSize,
		extras: make(chan struct{}), extrasDone: doneChan(), stopExtras: func() {}}
	if o.timeoutSet {
		c.timeout = o.timeout
	}
	if o.maxIR > 0 {
		c.maxIR = o.maxIR
	}
	c.holdExtras = o.holdExtras
	if err := c.probeCached(o.probes); err != nil {
		return nil, err
	}
	c.zyOff = o.noZygote
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
	if c.forcedLevel, c.levelForced = o.level, o.levelSet; c.levelForced && c.forcedLevel == LevelQuick {
		c.fingerprint += "|level=quick"
	}
	return c, nil
}

// Fingerprint identifies the code this Compiler produces: clang's version,
// the CPU -march=native resolves to, the relevant CPU features, the
// optimisation flags and whether libmvec is used (as probed at creation).
// Use it as part of keys of caches that outlive the process.
func (c *Compiler) Fingerprint() string { return c.fingerprint }

// Timeout returns the time limit of one build (DefaultTimeout unless
// WithTimeout; <= 0: none).
func (c *Compiler) Timeout() time.Duration { return c.timeout }

// Version returns the first line of `clang --version`.
func (c *Compiler) Version() string { return c.version }

// Path returns the absolute path of the clang binary.
func (c *Compiler) Path() string { return c.clang }

// Route returns the build route in use.
func (c *Compiler) Route() Route { return c.route }

// VecLib reports whether compiles currently use -fveclib=libmvec.
func (c *Compiler) VecLib() bool { return c.veclib.Load() }
