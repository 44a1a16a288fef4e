package opcache

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/fusejit/fusejit/internal/jit"
)

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

	// Optimized rebuilds of quick kernels (tierup.go): tierCtx outlives
	// Close by up to the compile timeout; tierSlots bounds how many run at
	// once; owed holds the keys whose rebuild has started (guarded by mu).
	tierCtx    context.Context
	tierCancel context.CancelFunc
	tierSlots  chan struct{}
	owed       map[string]bool

	counters // see stats.go

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
	c.tierCtx, c.tierCancel = context.WithCancel(context.Background())
	c.tierSlots = make(chan struct{}, tierUpSlots)
	c.owed = make(map[string]bool)
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
			d.maxBytes = cfg.maxBytes
			d.rebuildable = comp.LevelFor(jit.LevelOptimized, canaryIR) == jit.LevelOptimized
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

// Len returns the number of kernels in the LRU.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lru.Len()
}

// Close empties the cache and makes later requests fail with ErrClosed.
// Background compiles (Prefetch) are cancelled and waited for; optimized
// rebuilds of quick kernels under way are waited for up to the compiler's
// timeout, so that their objects reach the persistent cache. Shared
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
	c.unlockAndUnload()
	c.finishTierUps()
}
