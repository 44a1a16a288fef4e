package base

import (
	"errors"
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// TestCheckedAllocatorRefuses runs operations whose results exceed a
// 64 MiB limit on inputs that are small or lazily shaped, so that a
// missing check would show as a real allocation of gigabytes (or a fatal
// out-of-memory error).
func TestCheckedAllocatorRefuses(t *testing.T) {
	const cols = math.MaxInt32
	wide := matrix.NewCSRFromParts(2, cols, []int64{0, 1, 2}, []int32{0, cols - 1}, []float64{1, 2})
	tall := mat.NewDense(100_000, 2, nil)
	flat := mat.NewDense(2, 100_000, nil)
	big := mat.NewDense(4096, 4096, nil) // 128 MiB of results below
	e := &Exec{Threads: 2, MemoryLimit: 64 << 20}
	cases := []struct {
		name string
		run  func() (mat.Matrix, error)
	}{
		{"sparse transpose", func() (mat.Matrix, error) { return e.Transpose(wide) }},
		{"dense product", func() (mat.Matrix, error) { return e.MatMul(tall, flat) }},
		{"dense transpose", func() (mat.Matrix, error) { return e.Transpose(big) }},
		{"binary", func() (mat.Matrix, error) { return e.Binary(hop.OpAdd, big, big) }},
		{"unary", func() (mat.Matrix, error) { return e.Unary(hop.OpExp, big) }},
		{"slice", func() (mat.Matrix, error) { return e.Slice(big, 0, 4096, 0, 4000) }},
		{"cbind", func() (mat.Matrix, error) { return e.CBind(big, big) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, err := c.run()
			if !errors.Is(err, ErrMemoryBudget) {
				t.Fatalf("err = %v (result %T), want ErrMemoryBudget", err, v)
			}
		})
	}
	// Within the limit, the same kind of operation runs.
	small := mat.NewDense(256, 256, nil)
	if _, err := e.Binary(hop.OpAdd, small, small); err != nil {
		t.Errorf("small binary: %v", err)
	}
	if _, err := (&Exec{}).Transpose(big); err != nil {
		t.Errorf("unlimited transpose: %v", err)
	}
}

// TestCheckedAllocatorForgetsGarbage fills the heap with a block that the
// next collection finds live, drops it, and asks for an allocation that
// fits only once the block is known to be garbage: the budget must not be
// spent on memory the program no longer holds.
func TestCheckedAllocatorForgetsGarbage(t *testing.T) {
	const block = 256 << 20
	func() {
		held := make([]byte, block)
		for i := range held {
			held[i] = byte(i)
		}
		runtime.GC() // the live-heap metric now counts the block
		runtime.KeepAlive(held)
	}()
	e := &Exec{Threads: 1, MemoryLimit: heapLive() + 64<<20}
	if e.MemoryLimit-heapLive() >= block {
		t.Fatalf("setup: the dropped block is not counted as live (live %d)", heapLive())
	}
	if err := e.reserve("test", block); err != nil {
		t.Fatalf("reserve after the block died: %v", err)
	}
}

// TestCheckedAllocatorAsksTheHost: within the budget, an allocation above
// what the host can provide is refused (the OOM killer would end the
// process otherwise), one below it runs, and an unknown host leaves it to
// the budget.
func TestCheckedAllocatorAsksTheHost(t *testing.T) {
	big := mat.NewDense(4096, 4096, nil) // a 128 MiB result
	cases := []struct {
		name string
		host int64
		ok   bool
	}{
		{"host short", 16 << 20, false},
		{"host has room", 1 << 40, true},
		{"host unknown", 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// Heap the runtime holds free counts as room: return it first.
			debug.FreeOSMemory()
			e := &Exec{Threads: 2, MemoryLimit: 1 << 40, HostAvailable: func() int64 { return c.host }}
			_, err := e.Unary(hop.OpExp, big)
			if got := err == nil; got != c.ok {
				t.Fatalf("err = %v, want success %t", err, c.ok)
			}
			if err != nil && !errors.Is(err, ErrMemoryBudget) {
				t.Errorf("err = %v, want it to wrap ErrMemoryBudget", err)
			}
		})
	}
	// Below hostCheckedMin the host is not asked.
	e := &Exec{Threads: 2, HostAvailable: func() int64 { t.Error("host asked for a small allocation"); return 1 }}
	small := mat.NewDense(1024, 1024, nil) // 8 MiB
	if _, err := e.Unary(hop.OpExp, small); err != nil {
		t.Errorf("small unary: %v", err)
	}
}

// TestRefusalCollectsOnce: an allocation that the budget admits only
// after a collection, and the host then refuses, runs one garbage
// collection, not one per check.
func TestRefusalCollectsOnce(t *testing.T) {
	cycles := func() uint64 {
		s := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
		metrics.Read(s)
		return s[0].Value.Uint64()
	}
	defer debug.SetGCPercent(debug.SetGCPercent(-1)) // no collection but the ones reserve runs
	debug.FreeOSMemory()
	// 96 MiB that the last collection found live and that is garbage now.
	garbage := make([]byte, 96<<20)
	for i := range garbage {
		garbage[i] = 1
	}
	runtime.GC()
	runtime.KeepAlive(garbage)
	garbage = nil
	const want = 256 << 20
	// Before a collection 200 MiB of the budget remain, after it 296.
	e := &Exec{Threads: 2, MemoryLimit: heapLive() + 200<<20, HostAvailable: func() int64 { return 16 << 20 }}
	before := cycles()
	if err := e.reserve("a test", want); !errors.Is(err, ErrMemoryBudget) || !strings.Contains(err.Error(), "host") {
		t.Fatalf("err = %v, want the host's refusal", err)
	}
	if n := cycles() - before; n != 1 {
		t.Errorf("refusal ran %d garbage collections, want 1", n)
	}
}
