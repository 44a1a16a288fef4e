package engine

import (
	"context"
	"testing"
)

// TestKeptProgramPinsNoKernel: a kept program does not keep its kernels
// loaded once the operator cache evicted them (WithOperatorCacheSize
// bounds the kernels that stay loaded): their shared objects are unloaded
// at eviction, and dropping the program afterwards unloads nothing more.
func TestKeptProgramPinsNoKernel(t *testing.T) {
	ctx := context.Background()
	e := newReuseEngine(t, WithOperatorCacheSize(2))
	x, y, v, w := reuseInputs(500, 0.2, 1)
	if _, err := e.Eval(ctx, reuseDAG(x, y, v, w, 2)...); err != nil {
		t.Fatal(err)
	}
	if e.programs.len() != 1 {
		t.Fatalf("%d programs kept, want 1", e.programs.len())
	}
	// Other DAGs' kernels evict the kept program's.
	other := x.Sub(y).Abs().RowSums().Add(y.Mul(y).Sqrt().RowSums())
	for _, o := range []*Expr{other, x.Mul(y).Minimum(Scalar(0.5)).ColSums(), y.Sqrt().Mul(y).Max()} {
		if _, err := e.Eval(ctx, o); err != nil {
			t.Fatal(err)
		}
	}
	evicted, unloaded := e.cache.Stats().Evictions, e.cache.Stats().Unloads
	if evicted == 0 {
		t.Fatal("no kernel evicted: the test needs the kept program's kernels evicted")
	}
	e.programs.clear()
	if got := e.cache.Stats().Unloads; got != unloaded {
		t.Errorf("dropping the kept program unloaded %d shared objects: it kept evicted kernels loaded", got-unloaded)
	}
}
