package opcache

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestQuickThenOptimized: a batch of Quick requests of a QuickSafe module
// is built quick and served; the optimized build replaces it in the LRU in
// the background (a new function address, the same result), the Handle
// taken before keeps working until released.
func TestQuickThenOptimized(t *testing.T) {
	c, log := newCache(t, 4)
	ctx := context.Background()
	build := func(m []Request) (string, error) { return getFn(m[0].Symbol, 7), nil }
	req := kreq("q")
	req.Quick = true
	h1, src, err := c.Get(ctx, req, build)
	if err != nil || src != SourceCompiled {
		t.Fatalf("first Get: source %v err %v", src, err)
	}
	if s := c.Stats(); s.QuickBuilds != 1 {
		t.Errorf("QuickBuilds = %d, want 1", s.QuickBuilds)
	}
	if err := c.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	s := c.Stats()
	if s.TierUps != 1 || s.Compiles != 2 {
		t.Errorf("after the background build: TierUps %d Compiles %d, want 1, 2", s.TierUps, s.Compiles)
	}
	h2, src, err := c.Get(ctx, req, build)
	if err != nil || src != SourceMemory {
		t.Fatalf("second Get: source %v err %v", src, err)
	}
	defer h2.Release()
	if h2.Fn() == h1.Fn() {
		t.Error("the optimized build did not replace the quick kernel")
	}
	if a, b := callGet(t, h1), callGet(t, h2); a != 7 || b != 7 {
		t.Errorf("quick kernel gives %d, optimized %d, want 7", a, b)
	}
	if n := len(log.get()); n != 0 {
		t.Errorf("%d libraries unloaded while the quick Handle is held", n)
	}
	h1.Release()
	if n := len(log.get()); n != 1 {
		t.Errorf("%d libraries unloaded after the quick Handle's release, want 1 (the quick one)", n)
	}
}

// TestQuickOnlyWhenAllowed: without Quick on every request, or for a
// module that is not QuickSafe, the batch is built optimized at once; a
// persistent cache does not prevent quick builds.
func TestQuickOnlyWhenAllowed(t *testing.T) {
	unsafeIR := func(m []Request) (string, error) {
		var b strings.Builder
		for _, r := range m {
			b.WriteString("define void @" + r.Symbol + "(double* %p) {\n  %x = load double, double* %p\n  %y = fadd reassoc double %x, 1.0\n  store double %y, double* %p\n  ret void\n}\n")
		}
		return b.String(), nil
	}
	safeIR := func(m []Request) (string, error) {
		var b strings.Builder
		for i, r := range m {
			b.WriteString(getFn(r.Symbol, i))
		}
		return b.String(), nil
	}
	cases := []struct {
		name  string
		quick []bool
		build BuildFunc
		disk  bool
		want  int64
	}{
		{"all quick, safe", []bool{true, true}, safeIR, false, 1},
		{"one not quick", []bool{true, false}, safeIR, false, 0},
		{"fast-math flag", []bool{true, true}, unsafeIR, false, 0},
		{"persistent cache", []bool{true, true}, safeIR, true, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var opts []Option
			if tc.disk {
				opts = append(opts, WithDir(t.TempDir()))
			}
			c, _ := newCache(t, 8, opts...)
			reqs := kreqs("a", "b")
			for i := range reqs {
				reqs[i].Quick = tc.quick[i]
			}
			res := c.GetBatch(context.Background(), reqs, tc.build)
			releaseAll(res)
			for _, r := range res {
				if r.Err != nil {
					t.Fatal(r.Err)
				}
			}
			if got := c.Stats().QuickBuilds; got != tc.want {
				t.Errorf("QuickBuilds = %d, want %d", got, tc.want)
			}
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			if err := c.WaitIdle(ctx); err != nil {
				t.Fatal(err)
			}
			if got := c.Stats().TierUps; got != tc.want {
				t.Errorf("TierUps = %d, want %d", got, tc.want)
			}
		})
	}
}
