package opcache

import (
	"log/slog"
	"time"
)

// Option configures a [Cache].
type Option func(*config)

type config struct {
	dir        string
	logger     *slog.Logger
	failureTTL time.Duration
	maxBytes   int64
	nice       int
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

// WithMaxBytes caps the size of the persistent cache's objects and kernel
// records: after a store that takes the directory past n bytes, the least
// recently used files (by modification time, which loads refresh) are
// removed until it is below 90% of n. 0 (the default) means no cap.
func WithMaxBytes(n int64) Option { return func(c *config) { c.maxBytes = n } }

// WithBackgroundNice runs the compiler processes of Prefetch at this nice
// value (1-19, higher is lower priority; 0, the default, inherits the
// process's priority), so that a background compile yields the cores to
// the caller's own threads. Only on Linux; elsewhere it is ignored.
func WithBackgroundNice(n int) Option { return func(c *config) { c.nice = n } }
