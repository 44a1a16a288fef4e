package opcache

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/fusejit/fusejit/internal/jit"
)

// ErrClosed is returned (in [Result].Err) after [Cache.Close].
var ErrClosed = errors.New("opcache: cache is closed")

// ErrNotCached is returned by [Cache.Lookup] for a kernel that is neither in
// memory nor in the persistent cache.
var ErrNotCached = errors.New("opcache: kernel not cached")

// ErrPending is returned by [Cache.Lookup] for a kernel that another request
// is loading or compiling right now.
var ErrPending = errors.New("opcache: kernel is being compiled")

// Request asks for one kernel.
type Request struct {
	// Key identifies the kernel, normally the canonical hash of its code
	// generation plan: requests with equal keys share one compiled kernel.
	Key string
	// Symbol is the name of the kernel's function in the module the build
	// function returns. Requests with equal keys must name equal symbols.
	Symbol string
}

// BuildFunc returns the text of one LLVM IR module that defines the
// functions of all requests in missing (each key once). It is called at most
// once per [Cache.GetBatch], with the requests that are neither in memory
// nor in the persistent cache nor being compiled by another call.
type BuildFunc func(missing []Request) (irText string, err error)

// Source tells where a [Result] came from.
type Source uint8

const (
	// SourceNone: the request failed (see Result.Err).
	SourceNone Source = iota
	// SourceMemory: found in the in-memory LRU.
	SourceMemory
	// SourceShared: another call was loading or compiling the same key; its
	// result was shared.
	SourceShared
	// SourceDisk: loaded from the persistent cache.
	SourceDisk
	// SourceCompiled: compiled by this call.
	SourceCompiled
)

// String returns the source's name.
func (s Source) String() string {
	switch s {
	case SourceNone:
		return "none"
	case SourceMemory:
		return "memory"
	case SourceShared:
		return "shared"
	case SourceDisk:
		return "disk"
	case SourceCompiled:
		return "compiled"
	}
	return fmt.Sprintf("Source(%d)", int(s))
}

// InMemory reports whether the kernel was already loaded in this process
// (SourceMemory or SourceShared).
func (s Source) InMemory() bool { return s == SourceMemory || s == SourceShared }

// Result is the outcome of one [Request]. Exactly one of Handle and Err is
// non-nil. The caller must Release the Handle.
type Result struct {
	Handle *Handle
	Source Source
	Err    error
	// CompileTime is the wall time of the compiles (clang, link and load,
	// failed attempts included) and persistent cache loads (verification
	// and load) this request caused; LoadTime is the part of it spent
	// loading shared objects. Work that served several requests of one call
	// is reported on the first of them only, so that sums over Results are
	// exact; requests served from memory or by another call report 0.
	CompileTime, LoadTime time.Duration
}

// Stats are cumulative counters of a Cache.
type Stats struct {
	Hits        int64         // requests served from the LRU
	Misses      int64         // requests this cache led a load or compile for (disk, compile or not found)
	Shared      int64         // requests served by another call's load or compile of the same key
	Compiles    int64         // calls of the compiler (one per batch), successful or not
	Compiled    int64         // kernels compiled successfully
	Failures    int64         // keys whose build or compile failed
	Evictions   int64         // kernels pushed out of the LRU by capacity (not counting Close)
	Unloads     int64         // shared objects unloaded (dlclose)
	DiskHits    int64         // kernels loaded from the persistent cache
	DiskMisses  int64         // kernels looked up in the persistent cache and not found (or rejected)
	DiskRejects int64         // persistent cache files refused
	DiskWrites  int64         // shared objects written to the persistent cache
	CompileTime time.Duration // total wall time of compiles
	LoadTime    time.Duration // total wall time of persistent cache loads
}

// Option configures a [Cache].
type Option func(*config)

type config struct {
	dir        string
	logger     *slog.Logger
	failureTTL time.Duration
}

// WithDir enables the persistent cache in dir (see package documentation).
// The directory is created with mode 0700. A directory that cannot be
// created, is not owned by the current user or is writable by group or
// others is not used: New logs a warning and the cache stays memory-only.
// "" (the default) disables the persistent cache.
func WithDir(dir string) Option { return func(c *config) { c.dir = dir } }

// WithLogger sets the logger for warnings (rejected persistent cache
// entries, unusable cache directory). The default discards.
func WithLogger(l *slog.Logger) Option { return func(c *config) { c.logger = l } }

// WithFailureTTL makes the cache remember a failed build or compile of a key
// for d: requests for that key fail at once with the remembered error
// instead of running the compiler again, until d has passed. 0 (the
// default) disables this; cancellations are never remembered.
func WithFailureTTL(d time.Duration) Option { return func(c *config) { c.failureTTL = d } }

// library is one loaded shared object shared by the entries compiled or
// loaded together. live is guarded by Cache.mu.
type library struct {
	lib  *jit.Library
	keys []string // keys of the entries created on it
	live int      // entries not yet dead (dead = out of the LRU and unreferenced)
}

// entry is one cached kernel. refs and evicted are guarded by Cache.mu.
type entry struct {
	key     string
	sym     string
	fn      uintptr
	lib     *library
	refs    int  // outstanding Handles
	evicted bool // no longer in the LRU; dead when refs reaches 0
}

// flight is an in-progress load or compile of one key. waiters and finished
// are guarded by Cache.mu; entry, src and err are written before done is
// closed.
type flight struct {
	done     chan struct{}
	waiters  int  // requests waiting for this flight; each is given one reference
	finished bool // the result (and the waiters' references) are assigned
	entry    *entry
	err      error
}

type failure struct {
	err error
	at  time.Time
}

// maxFailures bounds the remembered failures.
const maxFailures = 4096

// Cache is an LRU cache of compiled kernels. It is safe for concurrent use.
//
// Locking: every call into c.lru is made with c.mu held, so the LRU's
// eviction callback (which golang-lru runs after releasing its own lock, but
// synchronously inside Add/Purge) also runs under c.mu. The callback only
// marks entries; libraries are unloaded after c.mu is released.
type Cache struct {
	comp *jit.Compiler
	lru  *lru.Cache[string, *entry]
	disk *disk // nil: memory only
	cfg  config
	log  *slog.Logger

	mu       sync.Mutex
	inflight map[string]*flight
	failed   map[string]failure
	closed   bool
	unload   []*library // libraries whose last entry died, collected under mu

	// Background work (Prefetch): bgCtx is cancelled by Close, which then
	// waits for bg. bgRunning and bgIdle are guarded by mu.
	bgCtx     context.Context
	bgCancel  context.CancelFunc
	bg        sync.WaitGroup
	bgRunning int
	bgIdle    chan struct{} // closed while bgRunning == 0

	hits, misses, shared, compiles, compiled, failures atomic.Int64
	evictions, unloads                                 atomic.Int64
	diskHits, diskMisses, diskRejects, diskWrites      atomic.Int64
	compileNanos, loadNanos                            atomic.Int64

	// onUnload, if set before the cache is used, is called after each
	// shared object is unloaded with the keys of its entries (tests observe
	// unloads through it).
	onUnload func(keys []string, err error)
}

// New returns a Cache holding at most capacity kernels in memory that
// compiles with comp.
func New(capacity int, comp *jit.Compiler, opts ...Option) (*Cache, error) {
	if capacity <= 0 {
		return nil, fmt.Errorf("opcache: capacity must be positive, got %d", capacity)
	}
	if comp == nil {
		return nil, errors.New("opcache: nil compiler")
	}
	var cfg config
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	if cfg.failureTTL < 0 {
		return nil, fmt.Errorf("opcache: negative failure TTL %v", cfg.failureTTL)
	}
	log := cfg.logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	c := &Cache{
		comp:     comp,
		cfg:      cfg,
		log:      log,
		inflight: make(map[string]*flight),
		failed:   make(map[string]failure),
		bgIdle:   make(chan struct{}),
	}
	close(c.bgIdle)
	c.bgCtx, c.bgCancel = context.WithCancel(context.Background())
	l, err := lru.NewWithEvict(capacity, c.onEvict)
	if err != nil {
		return nil, fmt.Errorf("opcache: creating LRU: %w", err)
	}
	c.lru = l
	if cfg.dir != "" {
		d, err := openDisk(cfg.dir, comp.Fingerprint(), log)
		if err != nil {
			log.Warn("fusejit: persistent operator cache disabled, kernels are cached in memory only", "dir", cfg.dir, "err", err)
		} else {
			c.disk = d
		}
	}
	return c, nil
}

// Dir returns the directory of the persistent cache, or "" when the cache is
// memory-only.
func (c *Cache) Dir() string {
	if c == nil || c.disk == nil {
		return ""
	}
	return c.disk.dir
}

// onEvict is the LRU's eviction callback; it runs with c.mu held (see Cache).
func (c *Cache) onEvict(_ string, e *entry) {
	e.evicted = true
	if !c.closed {
		c.evictions.Add(1)
	}
	if e.refs == 0 {
		c.kill(e)
	}
}

// kill marks e dead; c.mu must be held. The library is queued for unloading
// when its last entry dies.
func (c *Cache) kill(e *entry) {
	e.lib.live--
	if e.lib.live == 0 {
		c.unload = append(c.unload, e.lib)
	}
}

// takeUnload returns and clears the libraries to unload; c.mu must be held.
func (c *Cache) takeUnload() []*library {
	u := c.unload
	c.unload = nil
	return u
}

// unloadAll unloads libraries; c.mu must not be held.
func (c *Cache) unloadAll(ls []*library) {
	for _, l := range ls {
		err := l.lib.Close()
		c.unloads.Add(1)
		if err != nil {
			c.log.Warn("fusejit: unloading kernels", "err", err)
		}
		if c.onUnload != nil {
			c.onUnload(l.keys, err)
		}
	}
}

// Get is GetBatch for one request.
func (c *Cache) Get(ctx context.Context, req Request, build BuildFunc) (*Handle, Source, error) {
	r := c.GetBatch(ctx, []Request{req}, build)[0]
	return r.Handle, r.Source, r.Err
}

// GetBatch returns one Result per request, in order. Kernels in memory are
// returned at once. Keys that another call is loading or compiling are
// waited for (single flight per key, across batches). All remaining keys are
// looked up in the persistent cache, and those still missing are built with
// ONE call of build and compiled with ONE compiler run into one shared
// object, which their cache entries share; it is unloaded only when all of
// them have left the LRU and all their Handles are released.
//
// A kernel that fails to build or compile does not take the others down:
// the kernels that do not build are left out of the module, and a module
// that does not compile is split in halves until the failing kernels are
// isolated (each split costs one more compiler run), unless a trivial
// module does not compile either. Failures are reported to this call and to
// the calls waiting for the same keys, and are not cached (unless
// [WithFailureTTL]). When ctx ends, requests not yet served fail with an
// error wrapping ctx.Err(). Every non-nil Handle must be released.
func (c *Cache) GetBatch(ctx context.Context, reqs []Request, build BuildFunc) []Result {
	if build == nil {
		return failAll(len(reqs), errors.New("opcache: nil build function"))
	}
	return c.get(ctx, reqs, build)
}

// Lookup is GetBatch without compiling and without waiting: kernels in
// memory or in the persistent cache are returned; a key being compiled by
// another call fails with [ErrPending], a key compiled nowhere with
// [ErrNotCached] (or with its remembered failure, see [WithFailureTTL]).
func (c *Cache) Lookup(ctx context.Context, reqs []Request) []Result {
	return c.get(ctx, reqs, nil)
}

func failAll(n int, err error) []Result {
	res := make([]Result, n)
	for i := range res {
		res[i].Err = err
	}
	return res
}

// waitItem is a request waiting for a flight.
type waitItem struct {
	idx int
	f   *flight
}

func (c *Cache) get(ctx context.Context, reqs []Request, build BuildFunc) []Result {
	if c == nil {
		return failAll(len(reqs), errors.New("opcache: GetBatch on nil *Cache"))
	}
	if ctx == nil {
		ctx = context.Background()
	}
	res := make([]Result, len(reqs))
	pending := make([]int, 0, len(reqs))
	for i, r := range reqs {
		if r.Key == "" || r.Symbol == "" {
			res[i].Err = fmt.Errorf("opcache: request %d: empty key or symbol", i)
			continue
		}
		pending = append(pending, i)
	}
	for len(pending) > 0 {
		if err := ctx.Err(); err != nil {
			for _, i := range pending {
				res[i].Err = fmt.Errorf("opcache: get %q: %w", reqs[i].Key, err)
			}
			break
		}
		lead, waits := c.claim(reqs, pending, res, build != nil)
		if len(lead) > 0 {
			c.lead(ctx, reqs, lead, res, build)
		}
		pending = pending[:0]
		for _, w := range waits {
			h, retry, err := c.wait(ctx, reqs[w.idx].Key, w.f, build != nil)
			switch {
			case retry:
				pending = append(pending, w.idx)
			case err != nil:
				res[w.idx].Err = err
			default:
				c.shared.Add(1)
				res[w.idx] = Result{Handle: h, Source: SourceShared}
			}
		}
	}
	return res
}

// claim serves memory hits and starts flights under c.mu. It returns the
// flights this call leads (the first request index of each key) and the
// requests that wait for a flight (another call's, or this call's for a
// repeated key).
func (c *Cache) claim(reqs []Request, pending []int, res []Result, compile bool) (lead map[string]int, waits []waitItem) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		for _, i := range pending {
			res[i].Err = ErrClosed
		}
		return nil, nil
	}
	now := time.Now()
	for _, i := range pending {
		req := reqs[i]
		if e, ok := c.lru.Get(req.Key); ok {
			if e.sym != req.Symbol {
				res[i].Err = fmt.Errorf("opcache: key %q cached with symbol %q, requested %q", req.Key, e.sym, req.Symbol)
				continue
			}
			e.refs++
			c.hits.Add(1)
			res[i] = Result{Handle: &Handle{c: c, e: e}, Source: SourceMemory}
			continue
		}
		if f, ok := c.inflight[req.Key]; ok {
			_, mine := lead[req.Key]
			if !compile && !mine {
				res[i].Err = fmt.Errorf("opcache: %q: %w", req.Key, ErrPending)
				continue
			}
			f.waiters++
			waits = append(waits, waitItem{idx: i, f: f})
			continue
		}
		if fl, ok := c.failed[req.Key]; ok {
			if c.cfg.failureTTL > 0 && now.Sub(fl.at) < c.cfg.failureTTL {
				res[i].Err = fl.err
				continue
			}
			delete(c.failed, req.Key)
		}
		if lead == nil {
			lead = make(map[string]int)
		}
		lead[req.Key] = i
		c.inflight[req.Key] = &flight{done: make(chan struct{})}
		c.misses.Add(1)
	}
	return lead, waits
}

// wait waits for a flight. retry is true when the flight failed for a
// reason that does not apply to this request: the leader's context ended
// while ours is live, or the leader only looked the key up (Lookup) and this
// request may compile.
func (c *Cache) wait(ctx context.Context, key string, f *flight, compile bool) (h *Handle, retry bool, err error) {
	select {
	case <-f.done:
	case <-ctx.Done():
		c.mu.Lock()
		if !f.finished {
			f.waiters--
			c.mu.Unlock()
			return nil, false, fmt.Errorf("opcache: waiting for compile of %q: %w", key, ctx.Err())
		}
		c.mu.Unlock()
		// The result, and a reference for us, was assigned concurrently:
		// take it rather than leak the reference.
		<-f.done
	}
	if f.err != nil {
		if isContextErr(f.err) && ctx.Err() == nil {
			return nil, true, nil
		}
		if compile && errors.Is(f.err, ErrNotCached) {
			return nil, true, nil
		}
		return nil, false, f.err
	}
	return &Handle{c: c, e: f.entry}, false, nil
}

func isContextErr(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

// loaded is a kernel this call loaded or compiled.
type loaded struct {
	lib *library
	fn  uintptr
	src Source
}

// outcome collects what one call's lead produced, by key.
type outcome struct {
	got   map[string]loaded
	errs  map[string]error
	times map[string][2]time.Duration // compile (total) and load time to report
}

// addTime charges compile and load time to key's result.
func (o *outcome) addTime(key string, compile, load time.Duration) {
	t := o.times[key]
	t[0] += compile
	t[1] += load
	o.times[key] = t
}

// lead loads or compiles the keys of the flights this call leads, then
// publishes the results to the flights and inserts them into the LRU.
// It sets res for the leading request of each key.
func (c *Cache) lead(ctx context.Context, reqs []Request, lead map[string]int, res []Result, build BuildFunc) {
	// Requests in the caller's order, one per key.
	order := make([]Request, 0, len(lead))
	for i, r := range reqs {
		if j, ok := lead[r.Key]; ok && j == i {
			order = append(order, r)
		}
	}
	o := &outcome{
		got:   make(map[string]loaded, len(order)),
		errs:  make(map[string]error),
		times: make(map[string][2]time.Duration),
	}
	missing := order
	if c.disk != nil {
		missing = c.loadFromDisk(order, o)
	}
	if len(missing) > 0 {
		if build == nil {
			for _, r := range missing {
				o.errs[r.Key] = fmt.Errorf("opcache: %q: %w", r.Key, ErrNotCached)
			}
		} else {
			if c.disk != nil {
				c.diskMisses.Add(int64(len(missing)))
			}
			c.compile(ctx, missing, build, o)
		}
	}
	c.publish(order, lead, o, res)
}

// loadFromDisk loads what it can of reqs from the persistent cache and
// returns the requests still missing.
func (c *Cache) loadFromDisk(reqs []Request, o *outcome) []Request {
	start := time.Now()
	found, rejects := c.disk.load(reqs)
	c.diskRejects.Add(int64(len(rejects)))
	if len(found) == 0 {
		return reqs
	}
	d := time.Since(start)
	c.loadNanos.Add(int64(d))
	c.diskHits.Add(int64(len(found)))
	var missing []Request
	charged := false
	for _, r := range reqs {
		k, ok := found[r.Key]
		if !ok {
			missing = append(missing, r)
			continue
		}
		o.got[r.Key] = loaded{lib: k.lib, fn: k.fn, src: SourceDisk}
		if !charged {
			o.addTime(r.Key, d, d)
			charged = true
		}
	}
	return missing
}

// compile builds one module for reqs, compiles and loads it with one
// compiler run, and stores it in the persistent cache. One bad kernel must
// not cost the others their compiled code: when the module does not build,
// the kernels are built one by one and the ones that fail are left out;
// when it does not compile (and the compiler can compile a trivial module),
// the batch is split in halves, recursively, so that the failure is narrowed
// down to the kernels that cause it.
func (c *Cache) compile(ctx context.Context, reqs []Request, build BuildFunc, o *outcome) {
	ir, err := safeBuild(build, reqs)
	if err != nil && len(reqs) > 1 {
		var good []Request
		for _, r := range reqs {
			if _, err := safeBuild(build, []Request{r}); err != nil {
				c.fail([]Request{r}, fmt.Errorf("opcache: building module for %s: %w", describe([]Request{r}), err), o)
			} else {
				good = append(good, r)
			}
		}
		switch {
		case len(good) == 0:
			return
		case len(good) == len(reqs): // each builds alone, not together
			c.bisect(ctx, reqs, build, o)
			return
		}
		reqs = good
		if ir, err = safeBuild(build, reqs); err != nil {
			c.bisect(ctx, reqs, build, o)
			return
		}
	}
	if err != nil {
		c.fail(reqs, fmt.Errorf("opcache: building module for %s: %w", describe(reqs), err), o)
		return
	}
	syms := make([]string, len(reqs))
	for i, r := range reqs {
		syms[i] = r.Symbol
	}
	start := time.Now()
	var (
		lib *jit.Library
		obj []byte
	)
	if c.disk != nil {
		lib, obj, err = c.comp.CompileObject(ctx, ir, syms)
	} else {
		lib, err = c.comp.Compile(ctx, ir, syms)
	}
	d := time.Since(start)
	c.compileNanos.Add(int64(d))
	c.compiles.Add(1)
	if err != nil {
		if len(reqs) > 1 && !isContextErr(err) {
			works, dc := c.compilerWorks(ctx)
			o.addTime(reqs[0].Key, d+dc, 0)
			if works {
				c.bisect(ctx, reqs, build, o)
				return
			}
		} else {
			o.addTime(reqs[0].Key, d, 0)
		}
		c.fail(reqs, fmt.Errorf("opcache: compiling %s: %w", describe(reqs), err), o)
		return
	}
	c.compiled.Add(int64(len(reqs)))
	o.addTime(reqs[0].Key, d, lib.LoadTime())
	l := &library{lib: lib}
	for _, r := range reqs {
		o.got[r.Key] = loaded{lib: l, fn: lib.Symbol(r.Symbol), src: SourceCompiled}
	}
	if c.disk != nil {
		if err := c.disk.store(obj, reqs); err != nil {
			c.log.Warn("fusejit: writing the persistent operator cache", "dir", c.disk.dir, "err", err)
		} else {
			c.diskWrites.Add(1)
		}
	}
}

// canaryIR is a trivial module: when it does not compile either, a failed
// batch is the compiler's fault, and splitting the batch would only repeat
// the failure.
const canaryIR = "define void @fusejit_canary() {\n  ret void\n}\n"

// compilerWorks compiles canaryIR and returns whether that worked and how
// long it took.
func (c *Cache) compilerWorks(ctx context.Context) (bool, time.Duration) {
	start := time.Now()
	lib, err := c.comp.Compile(ctx, canaryIR, []string{"fusejit_canary"})
	d := time.Since(start)
	c.compileNanos.Add(int64(d))
	c.compiles.Add(1)
	if err != nil {
		return false, d
	}
	_ = lib.Close()
	return true, d
}

// bisect compiles the two halves of reqs separately.
func (c *Cache) bisect(ctx context.Context, reqs []Request, build BuildFunc, o *outcome) {
	mid := len(reqs) / 2
	c.compile(ctx, reqs[:mid], build, o)
	c.compile(ctx, reqs[mid:], build, o)
}

// fail records err for reqs.
func (c *Cache) fail(reqs []Request, err error, o *outcome) {
	for _, r := range reqs {
		o.errs[r.Key] = err
	}
	if !isContextErr(err) {
		c.failures.Add(int64(len(reqs)))
	}
}

// describe names the keys of a module in errors.
func describe(reqs []Request) string {
	if len(reqs) == 1 {
		return fmt.Sprintf("%q", reqs[0].Key)
	}
	return fmt.Sprintf("%d kernels (%q, ...)", len(reqs), reqs[0].Key)
}

// safeBuild runs build, converting a panic into an error so that waiters are
// never left hanging.
func safeBuild(build BuildFunc, reqs []Request) (ir string, err error) {
	defer func() {
		if r := recover(); r != nil {
			ir, err = "", fmt.Errorf("panic: %v", r)
		}
	}()
	return build(append([]Request(nil), reqs...))
}

// publish finishes the flights of order: successful keys become entries (in
// the LRU unless the cache was closed meanwhile) with one reference for this
// call and one per waiter.
func (c *Cache) publish(order []Request, lead map[string]int, o *outcome, res []Result) {
	c.mu.Lock()
	var done []*flight
	for _, r := range order {
		f := c.inflight[r.Key]
		delete(c.inflight, r.Key)
		f.finished = true
		done = append(done, f)
		t := o.times[r.Key]
		i := lead[r.Key]
		res[i].CompileTime, res[i].LoadTime = t[0], t[1]
		k, ok := o.got[r.Key]
		if !ok {
			f.err = o.errs[r.Key]
			if f.err == nil {
				f.err = fmt.Errorf("opcache: %q: internal error: no result", r.Key)
			}
			if c.cfg.failureTTL > 0 && !isContextErr(f.err) && !errors.Is(f.err, ErrNotCached) {
				c.rememberFailure(r.Key, f.err)
			}
			res[i].Err = f.err
			continue
		}
		delete(c.failed, r.Key)
		e := &entry{key: r.Key, sym: r.Symbol, fn: k.fn, lib: k.lib, refs: 1 + f.waiters}
		k.lib.live++
		k.lib.keys = append(k.lib.keys, r.Key)
		f.entry = e
		res[i].Handle, res[i].Source = &Handle{c: c, e: e}, k.src
		if c.closed {
			// Closed while compiling: hand the kernel out but do not cache it.
			e.evicted = true
		} else {
			c.lru.Add(r.Key, e) // may evict (and queue for unloading) others
		}
	}
	unload := c.takeUnload()
	c.mu.Unlock()
	for _, f := range done {
		close(f.done)
	}
	c.unloadAll(unload)
}

// rememberFailure records a failed key; c.mu must be held.
func (c *Cache) rememberFailure(key string, err error) {
	if len(c.failed) >= maxFailures {
		now := time.Now()
		for k, f := range c.failed {
			if now.Sub(f.at) >= c.cfg.failureTTL {
				delete(c.failed, k)
			}
		}
		if len(c.failed) >= maxFailures {
			clear(c.failed)
		}
	}
	c.failed[key] = failure{err: err, at: time.Now()}
}

// release drops one reference of e; the entry dies if it was the last one
// on an evicted entry.
func (c *Cache) release(e *entry) {
	c.mu.Lock()
	e.refs--
	if e.refs == 0 && e.evicted {
		c.kill(e)
	}
	unload := c.takeUnload()
	c.mu.Unlock()
	c.unloadAll(unload)
}

// Prefetch runs GetBatch(reqs, build) in the background and releases the
// Handles it obtains, so that the kernels are in the cache for later calls.
// done, if not nil, is called in the background goroutine with the results
// (their Handles already released and set to nil). Background work is
// cancelled by Close, which waits for it. Prefetch after Close does nothing.
func (c *Cache) Prefetch(reqs []Request, build BuildFunc, done func([]Result)) {
	if c == nil || len(reqs) == 0 {
		return
	}
	reqs = append([]Request(nil), reqs...)
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return
	}
	c.bg.Add(1)
	if c.bgRunning == 0 {
		c.bgIdle = make(chan struct{})
	}
	c.bgRunning++
	c.mu.Unlock()
	go func() {
		defer func() {
			c.mu.Lock()
			c.bgRunning--
			if c.bgRunning == 0 {
				close(c.bgIdle)
			}
			c.mu.Unlock()
			c.bg.Done()
		}()
		res := c.GetBatch(c.bgCtx, reqs, build)
		for i := range res {
			if res[i].Handle != nil {
				res[i].Handle.Release()
				res[i].Handle = nil
			}
		}
		if done != nil {
			done(res)
		}
	}()
}

// WaitIdle waits until no Prefetch is running, or ctx ends.
func (c *Cache) WaitIdle(ctx context.Context) error {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	idle := c.bgIdle
	c.mu.Unlock()
	select {
	case <-idle:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("opcache: waiting for background compiles: %w", ctx.Err())
	}
}

// Stats returns a snapshot of the counters.
func (c *Cache) Stats() Stats {
	return Stats{
		Hits:        c.hits.Load(),
		Misses:      c.misses.Load(),
		Shared:      c.shared.Load(),
		Compiles:    c.compiles.Load(),
		Compiled:    c.compiled.Load(),
		Failures:    c.failures.Load(),
		Evictions:   c.evictions.Load(),
		Unloads:     c.unloads.Load(),
		DiskHits:    c.diskHits.Load(),
		DiskMisses:  c.diskMisses.Load(),
		DiskRejects: c.diskRejects.Load(),
		DiskWrites:  c.diskWrites.Load(),
		CompileTime: time.Duration(c.compileNanos.Load()),
		LoadTime:    time.Duration(c.loadNanos.Load()),
	}
}

// Len returns the number of kernels in the LRU.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lru.Len()
}

// Close empties the cache and makes later requests fail with ErrClosed.
// Background compiles (Prefetch) are cancelled and waited for. Shared
// objects without outstanding Handles are unloaded now; the others when
// their last Handle is released. Compiles of GetBatch calls in flight
// finish and are handed to their callers but not cached. Close is
// idempotent.
func (c *Cache) Close() {
	if c == nil {
		return
	}
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return
	}
	c.closed = true
	c.bgCancel()
	c.lru.Purge()
	unload := c.takeUnload()
	c.mu.Unlock()
	c.unloadAll(unload)
	c.bg.Wait()
}

// Handle pins one cached kernel and the shared object that contains it.
// Fn and Symbol may be called concurrently; Release must be called once all
// native calls through the Handle's functions have returned.
type Handle struct {
	c        *Cache
	e        *entry
	released atomic.Bool
}

// Fn returns the address of the kernel's function, or 0 after Release.
func (h *Handle) Fn() uintptr {
	if h == nil || h.released.Load() {
		return 0
	}
	return h.e.fn
}

// Symbol returns the address of a symbol of the kernel's shared object that
// was requested together with it, or 0 if it was not requested or the
// Handle has been released.
func (h *Handle) Symbol(name string) uintptr {
	if h == nil || h.released.Load() {
		return 0
	}
	return h.e.lib.lib.Symbol(name)
}

// Key returns the cache key the Handle was obtained for.
func (h *Handle) Key() string {
	if h == nil {
		return ""
	}
	return h.e.key
}

// Release gives the Handle's reference back. It is idempotent: only the
// first call has an effect.
func (h *Handle) Release() {
	if h == nil || !h.released.CompareAndSwap(false, true) {
		return
	}
	h.c.release(h.e)
}
