package opcache

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/internal/jit"
)

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
