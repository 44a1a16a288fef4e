package opcache

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unsafe"

	"github.com/fusejit/fusejit/internal/jit"
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

// getFn defines void @<sym>(i64* %out) storing v.
func getFn(sym string, v int) string {
	return fmt.Sprintf("define void @%s(i64* nocapture %%out) {\n  store i64 %d, i64* %%out, align 8\n  ret void\n}\n", sym, v)
}

// kreq is the request for key k: symbol get_k.
func kreq(k string) Request { return Request{Key: k, Symbol: "get_" + k} }

func kreqs(keys ...string) []Request {
	out := make([]Request, len(keys))
	for i, k := range keys {
		out[i] = kreq(k)
	}
	return out
}

// values maps keys to the value their get function stores.
type values map[string]int

// builder returns a BuildFunc defining get_<key> for each missing key, and
// records every call's keys.
type builder struct {
	mu    sync.Mutex
	calls [][]string
	vals  values
	delay time.Duration
}

func (b *builder) build(missing []Request) (string, error) {
	b.mu.Lock()
	var keys []string
	for _, r := range missing {
		keys = append(keys, r.Key)
	}
	b.calls = append(b.calls, keys)
	b.mu.Unlock()
	if b.delay > 0 {
		time.Sleep(b.delay)
	}
	var sb strings.Builder
	for _, r := range missing {
		v, ok := b.vals[r.Key]
		if !ok {
			v = len(r.Key)
		}
		sb.WriteString(getFn(r.Symbol, v))
	}
	return sb.String(), nil
}

func (b *builder) builtKeys() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var all []string
	for _, c := range b.calls {
		all = append(all, c...)
	}
	slices.Sort(all)
	return all
}

func (b *builder) numCalls() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.calls)
}

func newCompiler(t testing.TB) (*jit.Compiler, string) {
	t.Helper()
	if _, err := exec.LookPath("clang"); err != nil {
		t.Skip("clang not installed")
	}
	tmp := t.TempDir()
	c, err := jit.NewCompiler("", jit.WithTempDir(tmp))
	if err != nil {
		t.Fatal(err)
	}
	return c, tmp
}

// newCache returns a cache whose unloads are recorded in the returned log.
func newCache(t testing.TB, capacity int, opts ...Option) (*Cache, *unloadLog) {
	t.Helper()
	comp, tmp := newCompiler(t)
	c, err := New(capacity, comp, opts...)
	if err != nil {
		t.Fatal(err)
	}
	log := &unloadLog{}
	c.onUnload = log.add
	t.Cleanup(func() {
		c.Close()
		if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
			t.Errorf("temporary files left in %s: %d", tmp, len(ents))
		}
	})
	return c, log
}

type unloadLog struct {
	mu   sync.Mutex
	libs []string // keys of each unloaded object, joined with "+"
}

func (l *unloadLog) add(keys []string, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	s := strings.Join(keys, "+")
	if err != nil {
		s += " error:" + err.Error()
	}
	l.libs = append(l.libs, s)
}

func (l *unloadLog) get() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.libs...)
}

func callGet(t testing.TB, h *Handle) int64 {
	t.Helper()
	var v int64
	if err := jit.Call(h.Fn(), uintptr(unsafe.Pointer(&v))); err != nil {
		t.Fatal(err)
	}
	return v
}

func mustGet(t testing.TB, c *Cache, key string, b *builder) (*Handle, Source) {
	t.Helper()
	h, src, err := c.Get(context.Background(), kreq(key), b.build)
	if err != nil {
		t.Fatalf("Get %s: %v", key, err)
	}
	return h, src
}

func releaseAll(res []Result) {
	for _, r := range res {
		r.Handle.Release()
	}
}

func TestHitAfterMiss(t *testing.T) {
	c, _ := newCache(t, 4)
	b := &builder{vals: values{"k1": 11}}
	h1, src := mustGet(t, c, "k1", b)
	defer h1.Release()
	if src != SourceCompiled {
		t.Errorf("first Get: source %v", src)
	}
	h2, src := mustGet(t, c, "k1", b)
	defer h2.Release()
	if src != SourceMemory || !src.InMemory() {
		t.Errorf("second Get: source %v", src)
	}
	if got := callGet(t, h2); got != 11 {
		t.Errorf("get = %d, want 11", got)
	}
	if h2.Key() != "k1" || h2.Symbol("get_k1") != h2.Fn() {
		t.Errorf("Key = %q, Symbol/Fn disagree", h2.Key())
	}
	if b.numCalls() != 1 {
		t.Errorf("build called %d times", b.numCalls())
	}
	s := c.Stats()
	if s.Hits != 1 || s.Misses != 1 || s.Compiles != 1 || s.Compiled != 1 || s.CompileTime <= 0 {
		t.Errorf("stats = %+v", s)
	}
}

func TestBatchCompilesOnceIntoOneObject(t *testing.T) {
	c, log := newCache(t, 8)
	b := &builder{vals: values{"a": 1, "b": 2, "c": 3, "d": 4}}
	ctx := context.Background()
	res := c.GetBatch(ctx, kreqs("a", "b", "a", "c"), b.build)
	for i, want := range []int64{1, 2, 1, 3} {
		if res[i].Err != nil {
			t.Fatalf("result %d: %v", i, res[i].Err)
		}
		if got := callGet(t, res[i].Handle); got != want {
			t.Errorf("result %d: get = %d, want %d", i, got, want)
		}
	}
	if res[0].Source != SourceCompiled || res[2].Source != SourceShared {
		t.Errorf("sources %v %v, want compiled and shared for the repeated key", res[0].Source, res[2].Source)
	}
	// The one compile is reported once, on the first result.
	if res[0].CompileTime <= 0 || res[0].LoadTime <= 0 || res[0].LoadTime > res[0].CompileTime {
		t.Errorf("first result times %v / %v", res[0].CompileTime, res[0].LoadTime)
	}
	for _, r := range res[1:] {
		if r.CompileTime != 0 || r.LoadTime != 0 {
			t.Errorf("compile time reported twice: %v / %v", r.CompileTime, r.LoadTime)
		}
	}
	if s := c.Stats(); s.CompileTime != res[0].CompileTime {
		t.Errorf("Stats.CompileTime %v, results %v", s.CompileTime, res[0].CompileTime)
	}
	if b.numCalls() != 1 || !slices.Equal(b.calls[0], []string{"a", "b", "c"}) {
		t.Errorf("build calls %v, want one with [a b c]", b.calls)
	}
	if s := c.Stats(); s.Compiles != 1 || s.Compiled != 3 {
		t.Errorf("stats = %+v, want 1 compile of 3 kernels", s)
	}
	// The three kernels share one object.
	if res[0].Handle.e.lib != res[1].Handle.e.lib || res[1].Handle.e.lib != res[3].Handle.e.lib {
		t.Error("kernels of one batch are in different objects")
	}
	releaseAll(res)

	// A second batch compiles only what is missing.
	res = c.GetBatch(ctx, kreqs("c", "d", "a"), b.build)
	if res[0].Source != SourceMemory || res[1].Source != SourceCompiled || res[2].Source != SourceMemory {
		t.Errorf("sources %v %v %v", res[0].Source, res[1].Source, res[2].Source)
	}
	if got := callGet(t, res[1].Handle); got != 4 {
		t.Errorf("get d = %d", got)
	}
	releaseAll(res)
	if b.numCalls() != 2 || !slices.Equal(b.calls[1], []string{"d"}) {
		t.Errorf("build calls %v", b.calls)
	}
	if len(log.get()) != 0 {
		t.Errorf("unloaded %v", log.get())
	}
}

func TestSharedObjectUnloadedAfterLastEntry(t *testing.T) {
	c, log := newCache(t, 2)
	b := &builder{}
	ctx := context.Background()
	res := c.GetBatch(ctx, kreqs("a", "b"), b.build)
	releaseAll(res)
	hc, _ := mustGet(t, c, "c", b) // evicts a; b keeps the object alive
	if got := log.get(); len(got) != 0 {
		t.Fatalf("unloaded %v while b is cached", got)
	}
	hB, src, err := c.Get(ctx, kreq("b"), b.build)
	if err != nil || src != SourceMemory {
		t.Fatalf("b: %v %v", src, err)
	}
	hd, _ := mustGet(t, c, "d", b) // evicts c (b was used more recently)
	he, _ := mustGet(t, c, "e", b) // evicts b, which is pinned by hB
	if got := log.get(); len(got) != 0 {
		t.Fatalf("unloaded %v; c and the a+b object are pinned", got)
	}
	if got := callGet(t, hB); got != 1 {
		t.Errorf("get b = %d", got)
	}
	hB.Release()
	if got := log.get(); !slices.Equal(got, []string{"a+b"}) {
		t.Errorf("unloads = %v, want [a+b]", got)
	}
	hc.Release()
	hd.Release()
	he.Release()
	if got := log.get(); !slices.Equal(got, []string{"a+b", "c"}) {
		t.Errorf("unloads = %v, want [a+b c]", got)
	}
	if s := c.Stats(); s.Evictions != 3 || s.Unloads != 2 {
		t.Errorf("stats = %+v", s)
	}
}

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

func TestEvictionWhileInUse(t *testing.T) {
	c, log := newCache(t, 1)
	ctx := context.Background()
	hA, _, err := c.Get(ctx, Request{Key: "A", Symbol: "sum"}, func([]Request) (string, error) { return sumIR, nil })
	if err != nil {
		t.Fatal(err)
	}

	// Goroutines call A's kernel in a loop while A is evicted and others are
	// compiled, called and unloaded.
	x := make([]float64, 1<<14)
	for i := range x {
		x[i] = 1
	}
	stop := make(chan struct{})
	var calls atomic.Int64
	errs := make(chan error, 4)
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fn := hA.Fn()
			var out float64
			for {
				select {
				case <-stop:
					return
				default:
				}
				if err := jit.Call(fn, uintptr(unsafe.Pointer(&x[0])), uintptr(len(x)), uintptr(unsafe.Pointer(&out))); err != nil {
					errs <- err
					return
				}
				runtime.KeepAlive(x)
				if out != float64(len(x)) {
					errs <- fmt.Errorf("sum = %v", out)
					return
				}
				calls.Add(1)
			}
		}()
	}

	b := &builder{}
	for i := 0; i < 3; i++ {
		key := fmt.Sprintf("B%d", i)
		h, src := mustGet(t, c, key, b)
		if src != SourceCompiled {
			t.Errorf("Get %s: source %v", key, src)
		}
		if got := callGet(t, h); got != int64(len(key)) {
			t.Errorf("get = %d", got)
		}
		h.Release()
	}
	time.Sleep(50 * time.Millisecond)
	if got := log.get(); slices.Contains(got, "A") {
		t.Fatalf("A unloaded while a Handle is outstanding: %v", got)
	}
	if s := c.Stats(); s.Evictions != 3 {
		t.Errorf("evictions = %d, want 3", s.Evictions)
	}
	close(stop)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if calls.Load() == 0 {
		t.Error("kernel never called")
	}
	hA.Release()
	hA.Release() // idempotent
	if got := log.get(); !slices.Equal(got, []string{"B0", "B1", "A"}) {
		t.Errorf("unloads = %v, want [B0 B1 A]", got)
	}
	if hA.Fn() != 0 || hA.Symbol("sum") != 0 {
		t.Error("Fn/Symbol on a released Handle is not 0")
	}
	t.Logf("%d kernel calls during eviction; stats %+v", calls.Load(), c.Stats())
}

func TestDoubleReleaseDoesNotUnderflow(t *testing.T) {
	c, log := newCache(t, 1)
	b := &builder{}
	h1, _ := mustGet(t, c, "A", b)
	h2, _ := mustGet(t, c, "A", b)
	h1.Release()
	h1.Release()
	hB, _ := mustGet(t, c, "B", b) // evicts A
	hB.Release()
	if len(log.get()) != 0 {
		t.Fatalf("unloaded while h2 outstanding: %v", log.get())
	}
	if got := callGet(t, h2); got != 1 {
		t.Errorf("get = %d", got)
	}
	h2.Release()
	if got := log.get(); !slices.Equal(got, []string{"A"}) {
		t.Errorf("unloads = %v", got)
	}
}

func TestFailedBuildNotCached(t *testing.T) {
	c, _ := newCache(t, 4)
	ctx := context.Background()
	var builds int
	boom := errors.New("boom")
	_, _, err := c.Get(ctx, kreq("k"), func([]Request) (string, error) { builds++; return "", boom })
	if !errors.Is(err, boom) {
		t.Fatalf("Get = %v, want boom", err)
	}
	// Broken IR: the compiler's message reaches the caller; not cached either.
	_, _, err = c.Get(ctx, kreq("k"), func([]Request) (string, error) {
		builds++
		return "define i64 @get_k() {\n  ret i64 %nope\n}\n", nil
	})
	if err == nil || !strings.Contains(err.Error(), "use of undefined value") {
		t.Fatalf("Get(broken IR) = %v", err)
	}
	// A panicking build is an error too.
	_, _, err = c.Get(ctx, kreq("k"), func([]Request) (string, error) { builds++; panic("kaboom") })
	if err == nil || !strings.Contains(err.Error(), "kaboom") {
		t.Fatalf("Get(panic) = %v", err)
	}
	h, src, err := c.Get(ctx, kreq("k"), func(m []Request) (string, error) { builds++; return getFn(m[0].Symbol, 5), nil })
	if err != nil || src != SourceCompiled {
		t.Fatalf("retry: source %v err %v", src, err)
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

func TestFailureTTL(t *testing.T) {
	c, _ := newCache(t, 4, WithFailureTTL(200*time.Millisecond))
	ctx := context.Background()
	var builds atomic.Int32
	bad := func([]Request) (string, error) { builds.Add(1); return "", errors.New("no such template") }
	for i := 0; i < 3; i++ {
		if _, _, err := c.Get(ctx, kreq("k"), bad); err == nil || !strings.Contains(err.Error(), "no such template") {
			t.Fatalf("Get %d = %v", i, err)
		}
	}
	if r := c.Lookup(ctx, kreqs("k"))[0]; r.Err == nil || !strings.Contains(r.Err.Error(), "no such template") {
		t.Errorf("Lookup = %v, want the remembered failure", r.Err)
	}
	if n := builds.Load(); n != 1 {
		t.Errorf("builds = %d, want 1 (failure remembered)", n)
	}
	time.Sleep(250 * time.Millisecond)
	b := &builder{}
	h, src := mustGet(t, c, "k", b)
	h.Release()
	if src != SourceCompiled {
		t.Errorf("after the TTL: source %v", src)
	}
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

func TestLookupAndPrefetch(t *testing.T) {
	c, _ := newCache(t, 4)
	ctx := context.Background()
	if r := c.Lookup(ctx, kreqs("p"))[0]; !errors.Is(r.Err, ErrNotCached) {
		t.Fatalf("Lookup of an unknown key = %v, want ErrNotCached", r.Err)
	}
	b := &builder{delay: 100 * time.Millisecond}
	var got []Result
	var mu sync.Mutex
	c.Prefetch(kreqs("p", "q"), b.build, func(res []Result) { mu.Lock(); got = res; mu.Unlock() })
	waitFor(t, func() bool { return inflight(c, "p") != nil })
	if r := c.Lookup(ctx, kreqs("p"))[0]; !errors.Is(r.Err, ErrPending) {
		t.Errorf("Lookup during the compile = %v, want ErrPending", r.Err)
	}
	if err := c.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	if len(got) != 2 || got[0].Err != nil || got[0].Source != SourceCompiled || got[0].Handle != nil {
		t.Errorf("Prefetch results %+v", got)
	}
	mu.Unlock()
	res := c.Lookup(ctx, kreqs("q", "p"))
	for _, r := range res {
		if r.Err != nil || r.Source != SourceMemory {
			t.Fatalf("Lookup after Prefetch: %v %v", r.Source, r.Err)
		}
	}
	if callGet(t, res[0].Handle) != 1 {
		t.Error("wrong kernel")
	}
	releaseAll(res)
}

// writeScript writes an executable shell script.
func writeScript(t testing.TB, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "fakeclang")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCloseCancelsPrefetch(t *testing.T) {
	// A compiler that hangs: Close must cancel the background compile, wait
	// for it and leave no temporary files.
	p := writeScript(t, `case "$1" in
-###) echo "fake clang version 14.0.0"; exit 0;;
-print-file-name=*) echo "libmvec.so"; exit 0;;
esac
sleep 30 &
wait
`)
	tmp := t.TempDir()
	comp, err := jit.NewCompiler(p, jit.WithTempDir(tmp))
	if err != nil {
		t.Fatal(err)
	}
	c, err := New(4, comp)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan []Result, 1)
	c.Prefetch(kreqs("slow"), (&builder{}).build, func(r []Result) { done <- r })
	waitFor(t, func() bool { return inflight(c, "slow") != nil })
	time.Sleep(50 * time.Millisecond)
	start := time.Now()
	c.Close()
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Close took %v", d)
	}
	select {
	case r := <-done:
		if !errors.Is(r[0].Err, context.Canceled) {
			t.Errorf("background result %v, want context.Canceled", r[0].Err)
		}
	default:
		t.Error("Close returned before the background compile ended")
	}
	if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
		t.Errorf("temporary files left: %d", len(ents))
	}
	c.Prefetch(kreqs("after"), (&builder{}).build, func([]Result) { t.Error("Prefetch after Close ran") })
	if err := c.WaitIdle(context.Background()); err != nil {
		t.Error(err)
	}
}

func TestClose(t *testing.T) {
	c, log := newCache(t, 4)
	b := &builder{vals: values{"A": 1, "B": 2}}
	hA, _ := mustGet(t, c, "A", b)
	hB, _ := mustGet(t, c, "B", b)
	hB.Release()
	c.Close()
	c.Close()
	if got := log.get(); !slices.Equal(got, []string{"B"}) {
		t.Errorf("unloads after Close = %v, want [B]", got)
	}
	if got := callGet(t, hA); got != 1 {
		t.Errorf("get = %d", got)
	}
	hA.Release()
	if got := log.get(); !slices.Equal(got, []string{"B", "A"}) {
		t.Errorf("unloads = %v, want [B A]", got)
	}
	if _, _, err := c.Get(context.Background(), kreq("C"), b.build); !errors.Is(err, ErrClosed) {
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
	if _, err := New(1, &jit.Compiler{}, WithFailureTTL(-1)); err == nil {
		t.Error("New with a negative TTL succeeded")
	}
}

func TestBadRequests(t *testing.T) {
	c, _ := newCache(t, 4)
	res := c.GetBatch(context.Background(), []Request{{Key: "", Symbol: "x"}, kreq("ok")}, (&builder{}).build)
	if res[0].Err == nil || res[1].Err != nil {
		t.Errorf("results %v / %v", res[0].Err, res[1].Err)
	}
	releaseAll(res)
	if r := c.GetBatch(context.Background(), kreqs("x"), nil)[0]; r.Err == nil {
		t.Error("nil build accepted")
	}
	h, _, err := c.Get(context.Background(), Request{Key: "ok", Symbol: "other"}, (&builder{}).build)
	if err == nil {
		h.Release()
		t.Error("same key with another symbol accepted")
	}
	var nilCache *Cache
	if r := nilCache.Lookup(context.Background(), kreqs("x"))[0]; r.Err == nil {
		t.Error("nil cache accepted")
	}
}

func waitFor(t testing.TB, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached")
		}
		time.Sleep(time.Millisecond)
	}
}

// logBuffer is a slog handler target safe for concurrent writes.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

func newLogger() (*slog.Logger, *logBuffer) {
	b := &logBuffer{}
	return slog.New(slog.NewTextHandler(b, &slog.HandlerOptions{Level: slog.LevelDebug})), b
}

func TestBadKernelDoesNotSinkTheBatch(t *testing.T) {
	c, _ := newCache(t, 16)
	ctx := context.Background()
	b := &builder{}
	// "nobuild" cannot be generated; "broken" generates invalid IR.
	build := func(missing []Request) (string, error) {
		var sb strings.Builder
		for _, r := range missing {
			switch r.Key {
			case "nobuild":
				return "", errors.New("template not supported")
			case "broken":
				sb.WriteString("define void @get_broken(i64* %out) {\n  ret i64 %nope\n}\n")
			default:
				ir, _ := b.build([]Request{r})
				sb.WriteString(ir)
			}
		}
		return sb.String(), nil
	}
	keys := []string{"a", "nobuild", "bb", "broken", "ccc", "dddd"}
	res := c.GetBatch(ctx, kreqs(keys...), build)
	defer releaseAll(res)
	for i, r := range res {
		switch keys[i] {
		case "nobuild":
			if r.Err == nil || !strings.Contains(r.Err.Error(), "template not supported") {
				t.Errorf("nobuild: %v", r.Err)
			}
		case "broken":
			if r.Err == nil || !strings.Contains(r.Err.Error(), "clang failed") {
				t.Errorf("broken: %v", r.Err)
			}
		default:
			if r.Err != nil {
				t.Errorf("%s: %v", keys[i], r.Err)
				continue
			}
			if got := callGet(t, r.Handle); got != int64(len(keys[i])) {
				t.Errorf("%s: get = %d", keys[i], got)
			}
		}
	}
	s := c.Stats()
	if s.Compiled != 4 || s.Failures != 2 {
		t.Errorf("stats %+v, want 4 compiled and 2 failed", s)
	}
	// 5 buildable kernels: one failing run and the canary, then [a bb] and
	// the failing [broken ccc dddd] and the canary, then [broken] and
	// [ccc dddd].
	if s.Compiles != 7 {
		t.Errorf("%d compiler runs to isolate one broken kernel among 5", s.Compiles)
	}
	t.Logf("stats %+v", s)
}

func TestBrokenCompilerNotBisected(t *testing.T) {
	p := writeScript(t, `case "$1" in
-###) echo "fake clang version 14.0.0"; exit 0;;
-print-file-name=*) echo "libmvec.so"; exit 0;;
esac
echo "compiler is broken" >&2
exit 1
`)
	comp, err := jit.NewCompiler(p, jit.WithTempDir(t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	c, err := New(8, comp)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	res := c.GetBatch(context.Background(), kreqs("a", "b", "c", "d", "e", "f"), (&builder{}).build)
	for _, r := range res {
		if r.Err == nil || !strings.Contains(r.Err.Error(), "compiler is broken") {
			t.Errorf("result %v, want the compiler's error", r.Err)
		}
	}
	if s := c.Stats(); s.Compiles != 2 || s.Failures != 6 {
		t.Errorf("stats %+v, want 2 compiler runs (batch and canary) and 6 failures", s)
	}
}
