package jit

import (
	"context"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// spareOf waits up to a few seconds for c's optimized spare to be started.
func spareOf(c *Compiler) *clangProc { return spareAt(c, LevelOptimized) }

// spareAt waits up to a few seconds for c's spare of level lvl.
func spareAt(c *Compiler, lvl Level) *clangProc {
	for range 200 {
		c.spareMu.Lock()
		p := c.spare[lvl]
		c.spareMu.Unlock()
		if p != nil {
			return p
		}
		time.Sleep(20 * time.Millisecond)
	}
	return nil
}

// TestSpareClang: a successful compile leaves a spare clang, the next
// compile uses it (and still gets correct code), Close kills the idle one,
// and the process never holds more than maxSpares.
func TestSpareClang(t *testing.T) {
	c, _ := newTestCompiler(t)
	ctx := context.Background()
	compile := func(c *Compiler, v int) {
		t.Helper()
		lib, err := c.Compile(ctx, constIR(v), []string{"get"})
		if err != nil {
			t.Fatal(err)
		}
		var out int64
		if err := Call(lib.Symbol("get"), uintptr(unsafe.Pointer(&out))); err != nil {
			t.Fatal(err)
		}
		if out != int64(v) {
			t.Errorf("get() = %d, want %d", out, v)
		}
		_ = lib.Close()
	}
	compile(c, 1)
	first := spareOf(c)
	if first == nil {
		t.Fatal("no spare after a successful compile")
	}
	compile(c, 2)
	second := spareOf(c)
	if second == nil || second == first {
		t.Fatalf("spare after the second compile: %p (first %p); want a new one", second, first)
	}
	select {
	case <-first.exited:
	case <-time.After(10 * time.Second):
		t.Error("the first spare was not used and reaped by the second compile")
	}

	// Other Compilers: together at most maxSpares spares.
	others := []*Compiler{}
	for range maxSpares + 1 {
		o, _ := newTestCompiler(t)
		others = append(others, o)
		compile(o, 3)
	}
	time.Sleep(500 * time.Millisecond)
	if n := liveSpares.Load(); n > maxSpares {
		t.Errorf("%d spares alive, at most %d allowed", n, maxSpares)
	}
	for _, o := range others {
		_ = o.Close()
	}

	pid := second.pid
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if !closedChan(second.exited) {
		t.Error("Close left the spare unreaped")
	}
	if err := syscall.Kill(pid, 0); err == nil {
		t.Errorf("spare process %d still exists after Close", pid)
	}
	compile(c, 4) // a closed Compiler still compiles, without spares
	if c.spare[LevelOptimized] != nil {
		t.Error("a closed Compiler started a spare")
	}
}

func closedChan(c chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}
