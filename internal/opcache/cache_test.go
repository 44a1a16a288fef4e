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
	"slices"
	"strings"
	"sync"
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
		comp.Close() // its background probe may still write tmp
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

// checkGetsAndRelease requires every result to have loaded a kernel that
// returns its key's length (the builder's kernels do), then releases them
// all.
func checkGetsAndRelease(t *testing.T, res []Result) {
	for _, r := range res {
		if r.Err != nil {
			t.Error(r.Err)
			continue
		}
		if got := callGet(t, r.Handle); got != int64(len(r.Handle.Key())) {
			t.Errorf("get = %d", got)
		}
	}
	releaseAll(res)
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

// writeScript writes an executable shell script.
func writeScript(t testing.TB, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "fakeclang")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
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
