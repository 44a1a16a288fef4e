package opcache

import (
	"context"
	"errors"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/jit"
)

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
