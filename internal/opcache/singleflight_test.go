package opcache

import (
	"context"
	"errors"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/jit"
)

func TestSingleFlightAcrossBatches(t *testing.T) {
	c, _ := newCache(t, 16)
	b := &builder{delay: 30 * time.Millisecond}
	batches := [][]string{{"k1", "k2"}, {"k2", "k3"}, {"k3", "k1"}, {"k1"}, {"k2", "k3", "k1"}}
	const rounds = 3
	var (
		wg    sync.WaitGroup
		start = make(chan struct{})
	)
	for r := 0; r < rounds; r++ {
		for _, keys := range batches {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				res := c.GetBatch(context.Background(), kreqs(keys...), b.build)
				for i, r := range res {
					if r.Err != nil {
						t.Error(r.Err)
						continue
					}
					if got := callGet(t, r.Handle); got != int64(len(keys[i])) {
						t.Errorf("get %s = %d", keys[i], got)
					}
				}
				releaseAll(res)
			}()
		}
	}
	close(start)
	wg.Wait()
	if got := b.builtKeys(); !slices.Equal(got, []string{"k1", "k2", "k3"}) {
		t.Errorf("built keys %v, want each of k1 k2 k3 once", got)
	}
	s := c.Stats()
	if s.Compiled != 3 || s.Hits+s.Shared+s.Misses != int64(rounds*10) {
		t.Errorf("stats = %+v", s)
	}
	t.Logf("%d build calls; stats %+v", b.numCalls(), s)
}

func TestFailureReachesAllWaiters(t *testing.T) {
	c, _ := newCache(t, 4)
	var builds atomic.Int32
	build := func([]Request) (string, error) {
		builds.Add(1)
		time.Sleep(50 * time.Millisecond)
		return getFn("not_the_symbol", 1), nil
	}
	var wg sync.WaitGroup
	var failures atomic.Int32
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h, _, err := c.Get(context.Background(), kreq("k"), build)
			if err == nil {
				h.Release()
				return
			}
			if errors.Is(err, jit.ErrMissingSymbol) {
				failures.Add(1)
			}
		}()
	}
	wg.Wait()
	if builds.Load() != 1 || failures.Load() != 4 {
		t.Errorf("builds = %d, failures = %d; want 1 and 4", builds.Load(), failures.Load())
	}
	if c.Len() != 0 {
		t.Errorf("failed compile cached")
	}
}

func inflight(c *Cache, key string) *flight {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.inflight[key]
}

func TestLeaderCancelledWaiterRetries(t *testing.T) {
	c, _ := newCache(t, 4)
	leaderCtx, cancel := context.WithCancel(context.Background())
	release := make(chan struct{})
	leaderErr := make(chan error, 1)
	go func() {
		h, _, err := c.Get(leaderCtx, kreq("k"), func(m []Request) (string, error) {
			<-release
			return getFn(m[0].Symbol, 1), nil
		})
		if err == nil {
			h.Release()
		}
		leaderErr <- err
	}()
	waitFor(t, func() bool { return inflight(c, "k") != nil })

	type res struct {
		h   *Handle
		err error
	}
	waiter := make(chan res, 1)
	go func() {
		h, _, err := c.Get(context.Background(), kreq("k"), func(m []Request) (string, error) { return getFn(m[0].Symbol, 2), nil })
		waiter <- res{h, err}
	}()
	waitFor(t, func() bool { c.mu.Lock(); defer c.mu.Unlock(); return c.inflight["k"].waiters == 1 })
	cancel()
	close(release)

	if err := <-leaderErr; !errors.Is(err, context.Canceled) {
		t.Fatalf("leader err = %v, want context.Canceled", err)
	}
	r := <-waiter
	if r.err != nil {
		t.Fatalf("waiter err = %v", r.err)
	}
	defer r.h.Release()
	if got := callGet(t, r.h); got != 2 {
		t.Errorf("get = %d, want 2 (the waiter's own build)", got)
	}
}

func TestWaiterCancelled(t *testing.T) {
	c, _ := newCache(t, 4)
	release := make(chan struct{})
	leader := make(chan *Handle, 1)
	go func() {
		h, _, err := c.Get(context.Background(), kreq("k"), func(m []Request) (string, error) {
			<-release
			return getFn(m[0].Symbol, 1), nil
		})
		if err != nil {
			t.Error(err)
		}
		leader <- h
	}()
	waitFor(t, func() bool { return inflight(c, "k") != nil })
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, _, err := c.Get(ctx, kreq("k"), (&builder{}).build); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("waiter err = %v", err)
	}
	close(release)
	h := <-leader
	if h == nil {
		t.FailNow()
	}
	c.mu.Lock()
	refs := h.e.refs
	c.mu.Unlock()
	if refs != 1 {
		t.Errorf("refs = %d, want 1 (the cancelled waiter must not hold one)", refs)
	}
	h.Release()
}
