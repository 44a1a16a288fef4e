package jit

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// ErrNoCompiler is returned (wrapped) by [NewCompiler] when no usable clang
// is found.
var ErrNoCompiler = errors.New("no usable clang compiler found; install clang (e.g. `apt-get install -y clang`)")

// ErrNoVerifier is returned (wrapped) by [Compiler.Verify] when no LLVM `opt`
// tool is installed next to clang or on PATH.
var ErrNoVerifier = errors.New("no LLVM opt tool found for IR verification; install llvm (e.g. `apt-get install -y llvm`)")

// ErrMissingSymbol is returned (wrapped) by [Compiler.Compile] when a
// requested symbol is not defined by the compiled module.
var ErrMissingSymbol = errors.New("symbol not found in compiled module")

// Route selects how [Compiler.Compile] turns IR into a shared object.
type Route int

const (
	// RouteCompileThenLink runs `clang -c` to produce an object file and then
	// links it with `ld -shared`. It is the default: it skips the clang
	// driver's second process and the C runtime start files, and measured
	// about 30 ms faster per compile than RouteClangShared.
	RouteCompileThenLink Route = iota
	// RouteClangShared runs a single `clang -shared` on the .ll file.
	RouteClangShared
	// RouteOptLLC runs LLVM's `opt -O3` and `llc -O3` as separate processes
	// and links with `ld -shared`. It produces the same optimized code as
	// the clang routes but pays for two LLVM process start-ups; it exists for
	// measurements and for installations whose clang driver is unusable.
	// NewCompiler falls back to RouteCompileThenLink when opt, llc or ld is
	// missing.
	RouteOptLLC
)

// String returns the route's name.
func (r Route) String() string {
	switch r {
	case RouteCompileThenLink:
		return "compile+ld"
	case RouteClangShared:
		return "clang-shared"
	case RouteOptLLC:
		return "opt+llc+ld"
	default:
		return fmt.Sprintf("Route(%d)", int(r))
	}
}

// Option configures a [Compiler].
type Option func(*options)

type options struct {
	tempRoot string
	route    Route
	routeSet bool
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

// clangNames lists the names NewCompiler("") tries on PATH, in order.
var clangNames = []string{"clang", "clang-19", "clang-18", "clang-17", "clang-16", "clang-15", "clang-14"}

// probeTimeout bounds the clang runs made by NewCompiler.
const probeTimeout = 30 * time.Second

// NewCompiler returns a Compiler that uses the clang binary at path. An
// empty path searches PATH for clang, then clang-19 down to clang-14. A name
// without a path separator is looked up on PATH. The error wraps
// [ErrNoCompiler] when no executable is found.
//
// NewCompiler runs clang twice (about 20-40 ms) to record its version and
// what -march=native means on this machine, and to check for libmvec.
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

	ctx, cancel := context.WithTimeout(context.Background(), probeTimeout)
	defer cancel()

	// The libmvec probe runs concurrently with the version probe.
	var (
		wg         sync.WaitGroup
		haveMvec   bool
		versionErr error
	)
	if runtime.GOOS == "linux" {
		wg.Add(1)
		go func() {
			defer wg.Done()
			haveMvec = probeLibmvec(ctx, clang)
		}()
	}
	c.version, c.targetCPU, c.triple, versionErr = probeVersion(ctx, clang)
	wg.Wait()
	if versionErr != nil {
		return nil, versionErr
	}
	c.veclib.Store(haveMvec)
	c.features = cpuFeatures()

	c.route = RouteCompileThenLink
	if o.routeSet {
		c.route = o.route
	}
	c.opt = findLLVMTool("opt", clang, c.version)
	if runtime.GOOS == "linux" {
		if ld, err := exec.LookPath("ld"); err == nil {
			c.ld = ld
		}
	}
	switch c.route {
	case RouteOptLLC:
		c.llc = findLLVMTool("llc", clang, c.version)
		if c.opt == "" || c.llc == "" || c.ld == "" || c.triple == "" {
			c.route = RouteCompileThenLink
		}
	case RouteCompileThenLink, RouteClangShared:
	default:
		return nil, fmt.Errorf("jit: unknown build route %d", int(c.route))
	}
	if c.route == RouteCompileThenLink && c.ld == "" {
		c.route = RouteClangShared
	}

	veclib := "none"
	if haveMvec {
		veclib = "libmvec"
	}
	c.fingerprint = fmt.Sprintf("%s|target=%s|cpu=%s|features=%s|flags=%s|veclib=%s|route=%s",
		c.version, c.triple, c.targetCPU, c.features, strings.Join(c.optFlags(), " "), veclib, c.route)
	return c, nil
}

// findClang resolves the compiler path as documented on NewCompiler.
func findClang(path string) (string, error) {
	if path == "" {
		for _, name := range clangNames {
			if p, err := exec.LookPath(name); err == nil {
				return absPath(p), nil
			}
		}
		return "", fmt.Errorf("jit: none of %s found on PATH: %w", strings.Join(clangNames, ", "), ErrNoCompiler)
	}
	if !strings.ContainsRune(path, os.PathSeparator) {
		p, err := exec.LookPath(path)
		if err != nil {
			return "", fmt.Errorf("jit: compiler %q: %v: %w", path, err, ErrNoCompiler)
		}
		return absPath(p), nil
	}
	fi, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("jit: compiler %q: %v: %w", path, err, ErrNoCompiler)
	}
	if fi.IsDir() || fi.Mode().Perm()&0o111 == 0 {
		return "", fmt.Errorf("jit: compiler %q is not an executable file: %w", path, ErrNoCompiler)
	}
	return absPath(path), nil
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

var (
	targetCPURe = regexp.MustCompile(`"-target-cpu" "([^"]+)"`)
	tripleRe    = regexp.MustCompile(`(?m)^Target: (\S+)`)
)

// probeVersion runs `clang -### -march=native` on an empty C input: it
// prints the version banner, the default target and the cc1 command line
// (including the CPU that -march=native resolves to) without compiling
// anything.
func probeVersion(ctx context.Context, clang string) (version, cpu, triple string, err error) {
	cmd := exec.CommandContext(ctx, clang, "-###", "-march=native", "-x", "c", "-c", os.DevNull, "-o", os.DevNull)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", "", "", fmt.Errorf("jit: probing compiler %s: %v: %s", clang, err, trimOutput(out, 2048))
	}
	first, _, _ := strings.Cut(string(out), "\n")
	first = strings.TrimSpace(first)
	if !strings.Contains(strings.ToLower(first), "clang") {
		return "", "", "", fmt.Errorf("jit: %s does not look like clang (first line of output: %q): %w", clang, first, ErrNoCompiler)
	}
	if m := targetCPURe.FindSubmatch(out); m != nil {
		cpu = string(m[1])
	}
	if m := tripleRe.FindSubmatch(out); m != nil {
		triple = string(m[1])
	}
	return first, cpu, triple, nil
}

// probeLibmvec reports whether clang's library search path has libmvec.so.
func probeLibmvec(ctx context.Context, clang string) bool {
	out, err := exec.CommandContext(ctx, clang, "-print-file-name=libmvec.so").Output()
	if err != nil {
		return false
	}
	p := strings.TrimSpace(string(out))
	if !filepath.IsAbs(p) {
		return false // clang echoes the bare name when it finds nothing
	}
	_, err = os.Stat(p)
	return err == nil
}

var clangMajorRe = regexp.MustCompile(`clang version (\d+)`)

// findLLVMTool looks for an LLVM tool (opt, llc) next to the
// (symlink-resolved) clang binary, then as <tool>-<major> and <tool> on PATH.
func findLLVMTool(tool, clang, version string) string {
	var cands []string
	if real, err := filepath.EvalSymlinks(clang); err == nil {
		cands = append(cands, filepath.Join(filepath.Dir(real), tool))
	}
	cands = append(cands, filepath.Join(filepath.Dir(clang), tool))
	for _, c := range cands {
		if fi, err := os.Stat(c); err == nil && !fi.IsDir() && fi.Mode().Perm()&0o111 != 0 {
			return c
		}
	}
	var names []string
	if m := clangMajorRe.FindStringSubmatch(version); m != nil {
		names = append(names, tool+"-"+m[1])
	}
	names = append(names, tool)
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}

// relevantFeatures is the canonical subset of CPU flags that changes what
// -march=native generates for numeric kernels.
var relevantFeatures = map[string]bool{
	// x86
	"sse4_1": true, "sse4_2": true, "avx": true, "avx2": true, "fma": true, "f16c": true,
	"bmi2": true, "avx512f": true, "avx512dq": true, "avx512cd": true, "avx512bw": true,
	"avx512vl": true, "avx512ifma": true, "avx512vbmi": true, "avx512_vnni": true,
	"avx512_bf16": true, "avx512_fp16": true, "amx_tile": true,
	// arm64
	"asimd": true, "asimdhp": true, "asimddp": true, "sve": true, "sve2": true, "bf16": true,
}

// cpuFeatures returns the sorted, comma-separated relevant CPU flags of the
// first processor in /proc/cpuinfo, or "unknown".
func cpuFeatures() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return "unknown"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for sc.Scan() {
		key, val, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		key = strings.TrimSpace(key)
		if key != "flags" && key != "Features" {
			continue
		}
		var got []string
		for _, fl := range strings.Fields(val) {
			if relevantFeatures[fl] {
				got = append(got, fl)
			}
		}
		sort.Strings(got)
		if len(got) == 0 {
			return "none"
		}
		return strings.Join(got, ",")
	}
	return "unknown"
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

// maxStderr bounds the tool output quoted in errors.
const maxStderr = 4096

// Compile compiles the IR module irText into a shared object, loads it and
// resolves symbols. Every name in symbols must be defined by the module (the
// error wraps [ErrMissingSymbol] otherwise). All temporary files are removed
// before Compile returns, whatever the outcome. Cancelling ctx kills the
// running clang/ld and returns an error wrapping ctx.Err().
//
// One call runs one build (clang once, or clang and ld once, depending on
// the route) however many functions the module defines: about 20-30 ms of
// each build is process start-up, so callers should put every kernel they
// need into one module.
func (c *Compiler) Compile(ctx context.Context, irText string, symbols []string) (*Library, error) {
	lib, _, err := c.compile(ctx, irText, symbols, false)
	return lib, err
}

// CompileObject is Compile that also returns the bytes of the shared object
// it loaded, for persistent caches. The bytes are read before the temporary
// files are removed; writing them to a file and loading that file with
// [Open] gives the same code.
func (c *Compiler) CompileObject(ctx context.Context, irText string, symbols []string) (*Library, []byte, error) {
	return c.compile(ctx, irText, symbols, true)
}

// maxObjectSize bounds the shared objects CompileObject reads back.
const maxObjectSize = 1 << 30

func (c *Compiler) compile(ctx context.Context, irText string, symbols []string, keep bool) (*Library, []byte, error) {
	if c == nil {
		return nil, nil, errors.New("jit: Compile on nil *Compiler")
	}
	if ctx == nil {
		ctx = context.Background()
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, fmt.Errorf("jit: compile: %w", err)
	}
	dir, err := os.MkdirTemp(c.tempRoot, "fusejit-")
	if err != nil {
		return nil, nil, fmt.Errorf("jit: creating temporary directory: %w", err)
	}
	defer removeDir(dir)

	llPath := filepath.Join(dir, "module.ll")
	if err := os.WriteFile(llPath, []byte(irText), 0o600); err != nil {
		return nil, nil, fmt.Errorf("jit: writing IR: %w", err)
	}
	soPath := filepath.Join(dir, uniqueName(irText))

	useVec := c.veclib.Load()
	err = c.build(ctx, dir, llPath, soPath, useVec)
	if err != nil && useVec && ctx.Err() == nil && strings.Contains(err.Error(), "mvec") {
		// Linking against libmvec failed on this machine: retry once without
		// it and keep it off for this Compiler.
		c.veclib.Store(false)
		_ = os.Remove(soPath)
		err = c.build(ctx, dir, llPath, soPath, false)
	}
	if err != nil {
		return nil, nil, err
	}
	var obj []byte
	if keep {
		if obj, err = readObject(soPath); err != nil {
			return nil, nil, err
		}
	}
	lib, err := openLibrary(soPath, symbols)
	if err != nil {
		return nil, nil, err
	}
	return lib, obj, nil
}

// readObject reads a freshly built shared object.
func readObject(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("jit: reading compiled module: %w", err)
	}
	if fi.Size() > maxObjectSize {
		return nil, fmt.Errorf("jit: compiled module is %d bytes, more than %d", fi.Size(), maxObjectSize)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("jit: reading compiled module: %w", err)
	}
	return b, nil
}

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

// uniqueName returns a file name that is unique per compile: a content hash
// (for debugging) plus 64 random bits, so that dlopen never mistakes a new
// object for one loaded earlier from the same path.
func uniqueName(irText string) string {
	sum := sha256.Sum256([]byte(irText))
	var rnd [8]byte
	_, _ = rand.Read(rnd[:]) // crypto/rand.Read does not fail (Go >= 1.24)
	return "fj-" + hex.EncodeToString(sum[:6]) + "-" + hex.EncodeToString(rnd[:]) + ".so"
}

// removeDir removes a per-compile temporary directory. A second attempt
// covers the rare case of a killed tool's child process creating a file
// while the first removal ran.
func removeDir(dir string) {
	if err := os.RemoveAll(dir); err != nil {
		time.Sleep(10 * time.Millisecond)
		_ = os.RemoveAll(dir)
	}
}

// build runs the configured route.
func (c *Compiler) build(ctx context.Context, dir, llPath, soPath string, vec bool) error {
	switch c.route {
	case RouteCompileThenLink:
		objPath := filepath.Join(dir, "module.o")
		args := c.clangArgs(vec)
		args = append(args, "-c", "-x", "ir", llPath, "-o", objPath)
		if err := run(ctx, dir, "clang", c.clang, args); err != nil {
			return err
		}
		return c.link(ctx, dir, objPath, soPath, vec)
	case RouteOptLLC:
		bcPath := filepath.Join(dir, "module.bc")
		objPath := filepath.Join(dir, "module.o")
		optArgs := []string{"-O3", "-mtriple=" + c.triple, "-mcpu=native", "-disable-loop-unrolling", "-force-vector-interleave=2"}
		if vec && strings.HasPrefix(c.triple, "x86_64") {
			optArgs = append(optArgs, "-vector-library=LIBMVEC-X86")
		}
		optArgs = append(optArgs, llPath, "-o", bcPath)
		if err := run(ctx, dir, "opt", c.opt, optArgs); err != nil {
			return err
		}
		llcArgs := []string{"-O3", "-mtriple=" + c.triple, "-mcpu=native", "-relocation-model=pic", "-filetype=obj", bcPath, "-o", objPath}
		if err := run(ctx, dir, "llc", c.llc, llcArgs); err != nil {
			return err
		}
		return c.link(ctx, dir, objPath, soPath, vec)
	default:
		args := c.clangArgs(vec)
		args = append(args, "-shared", "-x", "ir", llPath, "-o", soPath)
		if vec {
			args = append(args, "-lmvec")
		}
		args = append(args, "-lm")
		return run(ctx, dir, "clang", c.clang, args)
	}
}

// optFlags are the optimization flags of every clang run.
func (c *Compiler) optFlags() []string {
	return []string{"-O3", "-march=native", "-fno-unroll-loops", "-mllvm", "-force-vector-interleave=2"}
}

// clangArgs are the code generation flags of every clang run.
func (c *Compiler) clangArgs(vec bool) []string {
	args := append(c.optFlags(), "-fPIC", "-Wno-override-module")
	if vec {
		args = append(args, "-fveclib=libmvec")
	}
	return args
}

// link runs `ld -shared` on one object file.
func (c *Compiler) link(ctx context.Context, dir, objPath, soPath string, vec bool) error {
	link := []string{"-shared", "--as-needed", "-o", soPath, objPath}
	if vec {
		link = append(link, "-lmvec")
	}
	// libc is not named: reading its linker script costs several ms per
	// link, and libc is always loaded (it is also a dependency of libm), so
	// memset/memcpy resolve at dlopen time.
	link = append(link, "-lm")
	return run(ctx, dir, "ld", c.ld, link)
}

// run executes one tool in its own process group, so that cancellation also
// kills children (the clang driver spawns the linker).
func run(ctx context.Context, dir, tool, path string, args []string) error {
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Dir = dir
	cmd.Stdout = &stderr
	cmd.Stderr = &stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		if cmd.Process == nil {
			return nil
		}
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run()
	if err == nil {
		return nil
	}
	if ctxErr := ctx.Err(); ctxErr != nil {
		return fmt.Errorf("jit: %s canceled: %w", tool, ctxErr)
	}
	msg := trimOutput(stderr.Bytes(), maxStderr)
	if msg == "" {
		msg = "(no output)"
	}
	return fmt.Errorf("jit: %s failed (%v): %s", tool, err, msg)
}

// trimOutput returns the trimmed output, cut to at most max bytes.
func trimOutput(out []byte, max int) string {
	s := strings.TrimSpace(string(out))
	if len(s) > max {
		s = s[:max] + fmt.Sprintf("\n... (%d more bytes)", len(s)-max)
	}
	return s
}

// Verify checks irText with `opt -verify` (the full IR verifier, which clang
// does not run on -x ir input). It returns nil for a valid module, an error
// containing opt's diagnostics otherwise, and an error wrapping
// [ErrNoVerifier] when opt is not installed.
func (c *Compiler) Verify(irText string) error {
	if c == nil || c.opt == "" {
		return fmt.Errorf("jit: verify: %w", ErrNoVerifier)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, c.opt, "-verify", "-disable-output")
	cmd.Stdin = strings.NewReader(irText)
	cmd.Stdout = &out
	cmd.Stderr = &out
	if err := cmd.Run(); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return fmt.Errorf("jit: verify: running %s: %v: %w", c.opt, err, ErrNoVerifier)
		}
		return fmt.Errorf("jit: IR verification failed (%v): %s", err, trimOutput(out.Bytes(), maxStderr))
	}
	return nil
}
