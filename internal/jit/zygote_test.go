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
			p, err := forked.startClang(vec, lvl)
			if err != nil {
				t.Fatal(err)
			}
			if !p.forked || p.cmd != nil {
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
// shared object), or that died, leaves builds to an exec'd clang with the
// same object, and the Compiler stops using it.
func TestZygoteFallsBack(t *testing.T) {
	ref, _ := newTestCompiler(t, WithForkServer(false))
	ctx := context.Background()
	want, err := ref.compileIR(ctx, constIR(5), ref.VecLib(), LevelQuick)
	if err != nil {
		t.Fatal(err)
	}
	breakers := map[string]func(c *Compiler){
		"corrupt shim": func(c *Compiler) { c.zygoteShim = []byte("not a shared object") },
		"zygote killed": func(c *Compiler) {
			z := c.zygote()
			if z == nil {
				t.Fatal("no zygote")
			}
			_ = killGroup(z.cmd)
			<-z.exited
		},
		"zygote socket closed": func(c *Compiler) {
			z := c.zygote()
			if z == nil {
				t.Fatal("no zygote")
			}
			_ = z.conn.Close()
		},
	}
	for name, breakIt := range breakers {
		t.Run(name, func(t *testing.T) {
			c, _ := newTestCompiler(t)
			if c.zygoteShim == nil {
				t.Skip("no zygote shim on this system")
			}
			breakIt(c)
			got, err := c.compileIR(ctx, constIR(5), c.VecLib(), LevelQuick)
			if err != nil {
				t.Fatalf("compile after the zygote broke: %v", err)
			}
			if !bytes.Equal(got, want) {
				t.Error("the fallback's object differs from an exec'd clang's")
			}
			c.spareMu.Lock()
			off, z := c.zyOff, c.zy
			c.spareMu.Unlock()
			if !off || z != nil {
				t.Errorf("after the failure: zyOff %v, zygote %v; want the zygote dropped", off, z)
			}
			if p := spareAt(c, LevelQuick); p == nil || p.forked {
				t.Errorf("the next spare: %v; want one exec'd", p)
			}
		})
	}
}
