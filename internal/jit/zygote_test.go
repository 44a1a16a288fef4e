package jit

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
)

// zygoteModules are the IR modules whose objects the fork server must
// reproduce exactly: the llvmgen golden modules and a trivial one.
func zygoteModules(t *testing.T) map[string]string {
	t.Helper()
	mods := map[string]string{"const": constIR(7)}
	files, err := filepath.Glob(filepath.Join("..", "llvmgen", "testdata", "*.ll"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		mods[filepath.Base(f)] = string(b)
	}
	if len(mods) < 10 {
		t.Fatalf("only %d modules found", len(mods))
	}
	return mods
}

// TestZygoteObjectsMatchExec: clang forked from the zygote writes the
// same object, byte for byte, as clang exec'd with the same flags, for
// every golden module at both levels, and the forked children are what
// compiled them.
func TestZygoteObjectsMatchExec(t *testing.T) {
	forked, _ := newTestCompiler(t)
	if forked.zygoteShim == nil {
		t.Skip("no zygote shim on this system")
	}
	execd, _ := newTestCompiler(t, WithForkServer(false))
	ctx := context.Background()
	vec := forked.VecLib()
	for name, ir := range zygoteModules(t) {
		for _, lvl := range []Level{LevelOptimized, LevelQuick} {
			p, err := forked.startClang(vec, lvl, true)
			if err != nil {
				t.Fatal(err)
			}
			if p.zygote == nil || p.cmd != nil {
				t.Fatalf("%s at %s: clang was exec'd, not forked from the zygote", name, lvl)
			}
			got, err := p.finish(ctx, ir)
			if err != nil {
				t.Fatalf("%s at %s, forked: %v", name, lvl, err)
			}
			want, err := execd.compileIR(ctx, ir, vec, lvl)
			if err != nil {
				t.Fatalf("%s at %s, exec'd: %v", name, lvl, err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s at %s: forked clang wrote %d bytes, exec'd %d, and they differ", name, lvl, len(got), len(want))
			}
		}
	}
	if forked.zyOff {
		t.Error("the zygote was dropped")
	}
}

// TestZygoteFallsBack: a zygote that cannot start (a shim that is not a
// shared object) or stops answering, or a forked clang that fails, leaves
// the build to an exec'd clang with the same object, and the Compiler
// stops using zygotes; a zygote that died is replaced.
func TestZygoteFallsBack(t *testing.T) {
	ref, _ := newTestCompiler(t, WithForkServer(false))
	ctx := context.Background()
	want, err := ref.compileIR(ctx, constIR(5), ref.VecLib(), LevelQuick)
	if err != nil {
		t.Fatal(err)
	}
	running := func(t *testing.T, c *Compiler) *zygote {
		z := c.zygote(true)
		if z == nil {
			t.Fatal("no zygote")
		}
		return z
	}
	cases := []struct {
		name    string
		breakIt func(t *testing.T, c *Compiler)
		wantOff bool // the Compiler no longer uses zygotes
	}{
		{"corrupt shim", func(t *testing.T, c *Compiler) { c.zygoteShim = []byte("not a shared object") }, true},
		{"socket closed", func(t *testing.T, c *Compiler) { _ = running(t, c).conn.Close() }, true},
		{"forked child died", func(t *testing.T, c *Compiler) {
			c.startSpare(c.VecLib(), LevelQuick)
			p := spareAt(c, LevelQuick)
			if p == nil || p.zygote == nil {
				t.Fatal("no forked spare")
			}
			p.killGroup()
		}, true},
		{"zygote killed", func(t *testing.T, c *Compiler) {
			z := running(t, c)
			_ = killGroup(z.cmd)
			<-z.exited
		}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, _ := newTestCompiler(t)
			if c.zygoteShim == nil {
				t.Skip("no zygote shim on this system")
			}
			tc.breakIt(t, c)
			got, err := c.compileIR(ctx, constIR(5), c.VecLib(), LevelQuick)
			if err != nil {
				t.Fatalf("compile after the zygote broke: %v", err)
			}
			if !bytes.Equal(got, want) {
				t.Error("the object differs from an exec'd clang's")
			}
			p := spareAt(c, LevelQuick)
			if p == nil {
				t.Fatal("no spare after a successful compile")
			}
			c.spareMu.Lock()
			off := c.zyOff
			c.spareMu.Unlock()
			if off != tc.wantOff {
				t.Errorf("the Compiler stopped using zygotes: %v, want %v", off, tc.wantOff)
			}
			if forked := p.zygote != nil; forked == tc.wantOff {
				t.Errorf("the next spare forked from a zygote: %v, want %v", forked, !tc.wantOff)
			}
		})
	}
}
