package opcache

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unsafe"

	"github.com/fusejit/fusejit/jit"
)

// sumIR defines void @sum(double* %x, i64 %n, double* %out): *out = sum(x).
const sumIR = `
define void @sum(double* noalias nocapture readonly %x, i64 %n, double* noalias nocapture %out) #0 {
entry:
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  %p = getelementptr inbounds double, double* %x, i64 %i
  %v = load double, double* %p, align 8
  %acc1 = fadd fast double %acc, %v
  %i1 = add nuw nsw i64 %i, 1
  %d = icmp eq i64 %i1, %n
  br i1 %d, label %exit, label %loop
exit:
  %r = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  store double %r, double* %out, align 8
  ret void
}
attributes #0 = { nounwind }
`

// constIR defines void @get(i64* %out) storing v.
func constIR(v int) string {
	return fmt.Sprintf("define void @get(i64* nocapture %%out) {\n  store i64 %d, i64* %%out, align 8\n  ret void\n}\n", v)
}

func constBuild(v int) func() (string, []string, error) {
	return func() (string, []string, error) { return constIR(v), []string{"get"}, nil }
}

func newCompiler(t *testing.T) *jit.Compiler {
	t.Helper()
	if _, err := exec.LookPath("clang"); err != nil {
		t.Skip("clang not installed")
	}
	c, err := jit.NewCompiler("", jit.WithTempDir(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// newCache returns a cache whose unloads are recorded in *unloaded.
func newCache(t *testing.T, capacity int) (*Cache, *unloadLog) {
	t.Helper()
	c, err := New(capacity, newCompiler(t))
	if err != nil {
		t.Fatal(err)
	}
	log := &unloadLog{}
	c.onUnload = log.add
	t.Cleanup(c.Close)
	return c, log
}

type unloadLog struct {
	mu   sync.Mutex
	keys []string
}

func (l *unloadLog) add(key string, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.keys = append(l.keys, key)
	if err != nil {
		l.keys = append(l.keys, "error:"+err.Error())
	}
}

func (l *unloadLog) get() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.keys...)
}

func callGet(t *testing.T, h *Handle) int64 {
	t.Helper()
	var v int64
	if err := jit.Call(h.Symbol("get"), uintptr(unsafe.Pointer(&v))); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestHitAfterMiss(t *testing.T) {
	c, _ := newCache(t, 4)
	ctx := context.Background()
	h1, hit, err := c.Get(ctx, "k1", constBuild(11))
	if err != nil || hit {
		t.Fatalf("first Get: hit=%v err=%v", hit, err)
	}
	defer h1.Release()
	h2, hit, err := c.Get(ctx, "k1", func() (string, []string, error) {
		t.Error("build called on a hit")
		return "", nil, errors.New("unexpected")
	})
	if err != nil || !hit {
		t.Fatalf("second Get: hit=%v err=%v", hit, err)
	}
	defer h2.Release()
	if got := callGet(t, h2); got != 11 {
		t.Errorf("get = %d, want 11", got)
	}
	if h2.Key() != "k1" {
		t.Errorf("Key = %q", h2.Key())
	}
	s := c.Stats()
	if s.Hits != 1 || s.Misses != 1 || s.Compiles != 1 || s.CompileTime <= 0 {
		t.Errorf("stats = %+v", s)
	}
}

func TestSingleFlight(t *testing.T) {
	c, _ := newCache(t, 4)
	var builds atomic.Int32
	build := func() (string, []string, error) {
		builds.Add(1)
		time.Sleep(50 * time.Millisecond) // let the others arrive
		return constIR(42), []string{"get"}, nil
	}
	const n = 8
	var (
		wg      sync.WaitGroup
		start   = make(chan struct{})
		handles [n]*Handle
		hits    atomic.Int32
	)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			h, hit, err := c.Get(context.Background(), "same", build)
			if err != nil {
				t.Error(err)
				return
			}
			if hit {
				hits.Add(1)
			}
			handles[i] = h
		}()
	}
	close(start)
	wg.Wait()
	if b := builds.Load(); b != 1 {
		t.Errorf("build ran %d times, want 1", b)
	}
	s := c.Stats()
	if s.Compiles != 1 || s.Misses != 1 || s.Hits+s.Shared != n-1 || hits.Load() != n-1 {
		t.Errorf("stats = %+v, hits returned = %d", s, hits.Load())
	}
	t.Logf("stats: %+v", s)
	for _, h := range handles {
		if h == nil {
			continue
		}
		if got := callGet(t, h); got != 42 {
			t.Errorf("get = %d", got)
		}
		h.Release()
	}
	c.mu.Lock()
	e, _ := c.lru.Peek("same")
	refs := e.refs
	c.mu.Unlock()
	if refs != 0 {
		t.Errorf("refs after releasing all handles = %d", refs)
	}
}

func TestEvictionWhileInUse(t *testing.T) {
	c, log := newCache(t, 1)
	ctx := context.Background()
	hA, _, err := c.Get(ctx, "A", func() (string, []string, error) { return sumIR, []string{"sum"}, nil })
	if err != nil {
		t.Fatal(err)
	}

	// A goroutine calls A's kernel in a loop while A is evicted.
	x := make([]float64, 1<<14)
	for i := range x {
		x[i] = 1
	}
	stop := make(chan struct{})
	var calls atomic.Int64
	done := make(chan error, 1)
	go func() {
		fn := hA.Symbol("sum")
		var out float64
		for {
			select {
			case <-stop:
				done <- nil
				return
			default:
			}
			if err := jit.Call(fn, uintptr(unsafe.Pointer(&x[0])), uintptr(len(x)), uintptr(unsafe.Pointer(&out))); err != nil {
				done <- err
				return
			}
			runtime.KeepAlive(x)
			if out != float64(len(x)) {
				done <- fmt.Errorf("sum = %v", out)
				return
			}
			calls.Add(1)
		}
	}()

	for i := 0; i < 3; i++ { // evict A, then churn B/C while A is still in use
		key := fmt.Sprintf("B%d", i)
		h, hit, err := c.Get(ctx, key, constBuild(i))
		if err != nil || hit {
			t.Fatalf("Get %s: hit=%v err=%v", key, hit, err)
		}
		if got := callGet(t, h); got != int64(i) {
			t.Errorf("get = %d", got)
		}
		h.Release()
	}
	time.Sleep(50 * time.Millisecond)
	if got := log.get(); strings.Contains(strings.Join(got, ","), "A") {
		t.Fatalf("A unloaded while a Handle is outstanding: %v", got)
	}
	if s := c.Stats(); s.Evictions != 3 {
		t.Errorf("evictions = %d, want 3", s.Evictions)
	}
	close(stop)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if calls.Load() == 0 {
		t.Error("kernel never called")
	}
	hA.Release()
	hA.Release() // idempotent
	got := log.get()
	if len(got) != 3 || got[2] != "A" {
		t.Errorf("unloads = %v, want [B0 B1 A]", got)
	}
	if hA.Symbol("sum") != 0 {
		t.Error("Symbol on a released Handle is not 0")
	}
	t.Logf("%d kernel calls during eviction; stats %+v", calls.Load(), c.Stats())
}

func TestDoubleReleaseDoesNotUnderflow(t *testing.T) {
	c, log := newCache(t, 1)
	ctx := context.Background()
	h1, _, err := c.Get(ctx, "A", constBuild(1))
	if err != nil {
		t.Fatal(err)
	}
	h2, _, err := c.Get(ctx, "A", constBuild(1))
	if err != nil {
		t.Fatal(err)
	}
	h1.Release()
	h1.Release()
	hB, _, err := c.Get(ctx, "B", constBuild(2)) // evicts A
	if err != nil {
		t.Fatal(err)
	}
	hB.Release()
	if len(log.get()) != 0 {
		t.Fatalf("unloaded while h2 outstanding: %v", log.get())
	}
	if got := callGet(t, h2); got != 1 {
		t.Errorf("get = %d", got)
	}
	h2.Release()
	if got := log.get(); len(got) != 1 || got[0] != "A" {
		t.Errorf("unloads = %v", got)
	}
}

func TestFailedBuildNotCached(t *testing.T) {
	c, _ := newCache(t, 4)
	ctx := context.Background()
	var builds int
	boom := errors.New("boom")
	_, _, err := c.Get(ctx, "k", func() (string, []string, error) { builds++; return "", nil, boom })
	if !errors.Is(err, boom) {
		t.Fatalf("Get = %v, want boom", err)
	}
	// Broken IR: the compiler's message reaches the caller; not cached either.
	_, _, err = c.Get(ctx, "k", func() (string, []string, error) {
		builds++
		return "define i64 @f() {\n  ret i64 %nope\n}\n", []string{"f"}, nil
	})
	if err == nil || !strings.Contains(err.Error(), "use of undefined value") {
		t.Fatalf("Get(broken IR) = %v", err)
	}
	// A panicking build is an error too.
	_, _, err = c.Get(ctx, "k", func() (string, []string, error) { builds++; panic("kaboom") })
	if err == nil || !strings.Contains(err.Error(), "kaboom") {
		t.Fatalf("Get(panic) = %v", err)
	}
	h, hit, err := c.Get(ctx, "k", func() (string, []string, error) { builds++; return constIR(5), []string{"get"}, nil })
	if err != nil || hit {
		t.Fatalf("retry: hit=%v err=%v", hit, err)
	}
	defer h.Release()
	if builds != 4 {
		t.Errorf("builds = %d, want 4", builds)
	}
	if got := callGet(t, h); got != 5 {
		t.Errorf("get = %d", got)
	}
	if s := c.Stats(); s.Failures != 3 || s.Misses != 4 || s.Compiles != 2 {
		t.Errorf("stats = %+v", s)
	}
}

func TestFailureReachesAllWaiters(t *testing.T) {
	c, _ := newCache(t, 4)
	var builds atomic.Int32
	build := func() (string, []string, error) {
		builds.Add(1)
		time.Sleep(50 * time.Millisecond)
		return constIR(1), []string{"missing_symbol"}, nil
	}
	var wg sync.WaitGroup
	var failures atomic.Int32
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h, _, err := c.Get(context.Background(), "k", build)
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

func TestLeaderCancelledWaiterRetries(t *testing.T) {
	c, _ := newCache(t, 4)
	leaderCtx, cancel := context.WithCancel(context.Background())
	release := make(chan struct{})
	leaderErr := make(chan error, 1)
	go func() {
		h, _, err := c.Get(leaderCtx, "k", func() (string, []string, error) {
			<-release
			return constIR(1), []string{"get"}, nil
		})
		if err == nil {
			h.Release()
		}
		leaderErr <- err
	}()
	waitFor(t, func() bool { c.mu.Lock(); defer c.mu.Unlock(); return c.inflight["k"] != nil })

	type res struct {
		h   *Handle
		err error
	}
	waiter := make(chan res, 1)
	go func() {
		h, _, err := c.Get(context.Background(), "k", constBuild(2))
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
		h, _, err := c.Get(context.Background(), "k", func() (string, []string, error) {
			<-release
			return constIR(1), []string{"get"}, nil
		})
		if err != nil {
			t.Error(err)
		}
		leader <- h
	}()
	waitFor(t, func() bool { c.mu.Lock(); defer c.mu.Unlock(); return c.inflight["k"] != nil })
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, _, err := c.Get(ctx, "k", constBuild(1)); !errors.Is(err, context.DeadlineExceeded) {
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

func TestClose(t *testing.T) {
	c, log := newCache(t, 4)
	ctx := context.Background()
	hA, _, err := c.Get(ctx, "A", constBuild(1))
	if err != nil {
		t.Fatal(err)
	}
	hB, _, err := c.Get(ctx, "B", constBuild(2))
	if err != nil {
		t.Fatal(err)
	}
	hB.Release()
	c.Close()
	c.Close()
	if got := log.get(); len(got) != 1 || got[0] != "B" {
		t.Errorf("unloads after Close = %v, want [B]", got)
	}
	if got := callGet(t, hA); got != 1 {
		t.Errorf("get = %d", got)
	}
	hA.Release()
	if got := log.get(); len(got) != 2 || got[1] != "A" {
		t.Errorf("unloads = %v, want [B A]", got)
	}
	if _, _, err := c.Get(ctx, "C", constBuild(3)); !errors.Is(err, ErrClosed) {
		t.Errorf("Get after Close = %v", err)
	}
	if s := c.Stats(); s.Evictions != 0 || s.Unloads != 2 {
		t.Errorf("stats = %+v", s)
	}
}

func TestNewErrors(t *testing.T) {
	if _, err := New(0, &jit.Compiler{}); err == nil {
		t.Error("New(0) succeeded")
	}
	if _, err := New(1, nil); err == nil {
		t.Error("New(nil compiler) succeeded")
	}
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached")
		}
		time.Sleep(time.Millisecond)
	}
}
