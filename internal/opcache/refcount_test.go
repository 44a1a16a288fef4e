package opcache

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unsafe"

	"github.com/fusejit/fusejit/internal/jit"
)

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
