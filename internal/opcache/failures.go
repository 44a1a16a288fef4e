package opcache

import "time"

// failure is a remembered failed build or compile of one key (see
// [WithFailureTTL]).
type failure struct {
	err error
	at  time.Time
}

// fresh reports whether the failure is still to be remembered at now; a
// ttl of 0 remembers nothing.
func (f failure) fresh(now time.Time, ttl time.Duration) bool {
	return ttl > 0 && now.Sub(f.at) < ttl
}

// maxFailures bounds the remembered failures.
const maxFailures = 4096

// rememberFailure records a failed key; c.mu must be held.
func (c *Cache) rememberFailure(key string, err error) {
	if len(c.failed) >= maxFailures {
		now := time.Now()
		for k, f := range c.failed {
			if !f.fresh(now, c.cfg.failureTTL) {
				delete(c.failed, k)
			}
		}
		if len(c.failed) >= maxFailures {
			clear(c.failed)
		}
	}
	c.failed[key] = failure{err: err, at: time.Now()}
}
