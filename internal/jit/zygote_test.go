package jit

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
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

// TestBuildsMatchDriver: clang forked from the zygote and clang run from
// the probed cc1 line, each alone and both together, write the same
// object, byte for byte, as the clang driver exec'd with the same flags,
// for every golden module (and those in the directory FUSEJIT_TEST_IR,
// if set) at both levels; and each route really ran as it says.
func TestBuildsMatchDriver(t *testing.T) {
	routes := []struct {
		name      string
		fork, cc1 bool
	}{{"fork+cc1", true, true}, {"fork+driver", true, false}, {"exec+cc1", false, true}}
	comps := make([]*Compiler, len(routes))
	for i, r := range routes {
		comps[i], _ = newTestCompiler(t, WithForkServer(r.fork))
		if r.fork && comps[i].zygoteShim == nil {
			t.Skip("no zygote shim on this system")
		}
		if r.cc1 && len(comps[i].cc1) != 2 {
			t.Fatalf("the probe found %d cc1 lines, want one per level", len(comps[i].cc1))
		}
		if !r.cc1 {
			comps[i].cc1 = nil
		}
	}
	driver, _ := newTestCompiler(t, WithForkServer(false))
	ctx := context.Background()
	vec := driver.VecLib()
	mods := zygoteModules(t)
	if dir := os.Getenv("FUSEJIT_TEST_IR"); dir != "" {
		files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			mods[filepath.Base(f)] = string(b)
		}
	}
	for name, ir := range mods {
		for _, lvl := range []Level{LevelOptimized, LevelQuick} {
			ref, err := driver.execClang(vec, lvl, true)
			if err != nil {
				t.Fatal(err)
			}
			if ref.cc1 || slices.Contains(ref.cmd.Args, "-cc1") {
				t.Fatal("the reference build does not run the driver")
			}
			want, err := ref.finish(ctx, ir)
			if err != nil {
				t.Fatalf("%s at %s, driver: %v", name, lvl, err)
			}
			for i, r := range routes {
				p, err := comps[i].startClang(vec, lvl, true, threadNice())
				if err != nil {
					t.Fatal(err)
				}
				if forked := p.zygote != nil; forked != r.fork || p.cc1 != r.cc1 {
					t.Fatalf("%s: forked %v, cc1 %v", r.name, forked, p.cc1)
				}
				if p.cmd != nil && p.cmd.Args[1] != "-cc1" {
					t.Fatalf("%s: ran %v", r.name, p.cmd.Args[:2])
				}
				got, err := p.finish(ctx, ir)
				if err != nil {
					t.Fatalf("%s at %s, %s: %v", name, lvl, r.name, err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s at %s: %s wrote %d bytes, the driver %d, and they differ", name, lvl, r.name, len(got), len(want))
				}
			}
		}
	}
	for i, r := range routes {
		if comps[i].zyOff != !r.fork || comps[i].cc1Off.Load() {
			t.Errorf("%s: a route was dropped", r.name)
		}
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

// TestForkedSpareNice: a spare forked from the zygote runs at spareNice
// (it sets the value itself, before clang's main).
func TestForkedSpareNice(t *testing.T) {
	c, _ := newTestCompiler(t)
	if c.zygoteShim == nil {
		t.Skip("no zygote shim on this system")
	}
	ctx := context.Background()
	if _, err := c.compileIR(ctx, constIR(1), c.VecLib(), LevelQuick); err != nil {
		t.Fatal(err)
	}
	p := spareAt(c, LevelQuick)
	if p == nil || p.zygote == nil {
		t.Fatalf("spare %v: want one forked from the zygote", p)
	}
	// The child sets its value right after the fork; under load that
	// may take a while.
	nice := -1
	for range 500 {
		prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, p.pid)
		if err != nil {
			t.Fatal(err)
		}
		if nice = 20 - prio; nice == spareNice {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Errorf("forked spare at nice %d, want %d", nice, spareNice)
}

// TestZygoteRemovesItsShim: once the zygote serves, the shim file that
// LD_PRELOAD named and its directory are gone (the shim removes them when
// loaded), so that no process exit leaves them behind.
func TestZygoteRemovesItsShim(t *testing.T) {
	c, _ := newTestCompiler(t)
	if c.zygoteShim == nil {
		t.Skip("no zygote shim on this system")
	}
	p, err := c.startClang(c.VecLib(), LevelQuick, true, threadNice())
	if err != nil {
		t.Fatal(err)
	}
	if p.zygote == nil {
		t.Fatal("not forked from a zygote")
	}
	if _, err := p.finish(context.Background(), constIR(2)); err != nil {
		t.Fatal(err)
	}
	var shim string
	for _, kv := range p.zygote.cmd.Env {
		if v, ok := strings.CutPrefix(kv, "LD_PRELOAD="); ok {
			shim = v
		}
	}
	if shim == "" {
		t.Fatal("the zygote was started without LD_PRELOAD")
	}
	for _, path := range []string{shim, filepath.Dir(shim)} {
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Errorf("%s still exists (%v)", path, err)
		}
	}
}
