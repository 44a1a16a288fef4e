package jit

import (
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestParseCC1 reads the cc1 command line out of `clang -###` output and
// refuses what it cannot be sure of.
func TestParseCC1(t *testing.T) {
	clang, err := exec.LookPath("clang")
	if err != nil {
		t.Skip("no clang on PATH")
	}
	real, err := filepath.EvalSymlinks(clang)
	if err != nil {
		t.Fatal(err)
	}
	q := `"` + real + `"`
	tail := ` "-o" "-" "-x" "ir" "-"`
	for _, tc := range []struct {
		name string
		out  string
		want []string // nil: an error
	}{
		{"in-process cc1", "clang version 14\nTarget: x\n (in-process)\n " + q + ` "-cc1" "-O0"` + tail + "\n",
			[]string{real, "-cc1", "-O0", "-o", "-", "-x", "ir", "-"}},
		{"escapes", " " + q + ` "-cc1" "-D\"a\\b\$c\"" "x y"` + tail + "\n",
			[]string{real, "-cc1", `-D"a\b$c"`, "x y", "-o", "-", "-x", "ir", "-"}},
		{"no command", "clang version 14\n", nil},
		{"not cc1", " " + q + ` "-O0"` + tail + "\n", nil},
		{"two commands", " " + q + ` "-cc1"` + tail + "\n " + q + ` "-cc1"` + tail + "\n", nil},
		{"another binary", ` "/bin/sh" "-cc1"` + tail + "\n", nil},
		{"another output", " " + q + ` "-cc1" "-o" "x.o" "-x" "ir" "-"` + "\n", nil},
		{"unquoted", " " + q + ` -cc1` + tail + "\n", nil},
		{"unterminated", " " + q + ` "-cc1` + "\n", nil},
		{"junk after a quote", " " + q + ` "-cc1"x` + tail + "\n", nil},
	} {
		got, err := parseCC1(tc.out, clang)
		if tc.want == nil {
			if err == nil {
				t.Errorf("%s: parsed %q, want an error", tc.name, got)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, %v; want %q", tc.name, got, err, tc.want)
		}
	}
}

// TestCC1FallsBack: a cc1 line that clang refuses leaves the build to the
// driver, with the driver's object, and the Compiler stops using cc1
// lines; the probe record keeps the lines and the zygote's shim, and a
// Compiler made from it uses them.
func TestCC1FallsBack(t *testing.T) {
	for _, fork := range []bool{false, true} {
		c, _ := newTestCompiler(t, WithForkServer(fork))
		if len(c.cc1) == 0 {
			t.Fatal("the probe found no cc1 line")
		}
		ctx := context.Background()
		want, err := c.compileIR(ctx, constIR(3), c.VecLib(), LevelQuick)
		if err != nil {
			t.Fatal(err)
		}
		broken := map[string][]string{}
		for k, argv := range c.cc1 {
			broken[k] = append(slices.Clone(argv[:2]), append([]string{"-no-such-cc1-flag"}, argv[2:]...)...)
		}
		c.cc1 = broken
		drainSpares(c)
		got, err := c.compileIR(ctx, constIR(3), c.VecLib(), LevelQuick)
		if err != nil {
			t.Fatalf("fork %v: compile with a broken cc1 line: %v", fork, err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("fork %v: the driver's object differs from the cc1 line's", fork)
		}
		if !c.cc1Off.Load() {
			t.Errorf("fork %v: the Compiler still uses cc1 lines", fork)
		}
		if p := spareAt(c, LevelQuick); p == nil || p.cc1 {
			t.Errorf("fork %v: the next spare %v; want one running the driver", fork, p)
		}
	}

	store := &mapProbes{m: map[string][]byte{}}
	first, _ := newTestCompiler(t, WithProbeStore(store))
	second, _ := newTestCompiler(t, WithProbeStore(store))
	if len(second.cc1) != 2 || !equalLines(first.cc1, second.cc1) {
		t.Errorf("cc1 lines from the probe store: %d, want the probe's %d", len(second.cc1), len(first.cc1))
	}
	if first.zygoteShim != nil && !bytes.Equal(first.zygoteShim, second.zygoteShim) {
		t.Error("the probe store did not keep the zygote's shim")
	}
}

func equalLines(a, b map[string][]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if !slices.Equal(v, b[k]) {
			return false
		}
	}
	return true
}

// drainSpares kills c's quick spare (once started), so that the next
// compile starts clang.
func drainSpares(c *Compiler) {
	if p := spareAt(c, LevelQuick); p != nil {
		if q := c.takeSpare(p.vec, LevelQuick); q != nil {
			q.kill()
		}
	}
}

// TestFirstBuildSkipsExtras: the probe of the shim and the cc1 lines
// (three clang runs) starts only after a Compiler's first build, in the
// background; that build runs the driver, and the probe record is stored
// without them, then with them once they are known.
func TestFirstBuildSkipsExtras(t *testing.T) {
	needClang(t)
	store := &mapProbes{m: map[string][]byte{}}
	hold := make(chan struct{})
	c, err := NewCompiler("", WithTempDir(t.TempDir()), WithProbeStore(store), func(o *options) { o.holdExtras = hold })
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	select {
	case <-c.extras:
		t.Fatal("NewCompiler waited for the shim and the cc1 lines")
	default:
	}
	store.mu.Lock()
	if len(store.m) != 1 {
		t.Errorf("%d probe records before the extras, want 1", len(store.m))
	}
	for _, b := range store.m {
		if strings.Contains(string(b), `"extras":true`) {
			t.Errorf("the record is stored with extras before they are known: %s", b)
		}
	}
	store.mu.Unlock()
	c.spareMu.Lock()
	started := c.extrasFor == nil
	c.spareMu.Unlock()
	if started {
		t.Error("the probe of the shim and the cc1 lines started before any build")
	}
	// The first build runs while the probe is held: it does not wait.
	if _, err := c.compileIR(context.Background(), constIR(5), c.VecLib(), LevelQuick); err != nil {
		t.Fatal(err)
	}
	close(hold)
	c.awaitExtras()
	for _, b := range store.m {
		if !strings.Contains(string(b), `"extras":true`) {
			t.Errorf("the record lacks the extras once they are known: %.200s", b)
		}
	}
	again, err := NewCompiler("", WithTempDir(t.TempDir()), WithProbeStore(store))
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	select {
	case <-again.extras:
	default:
		t.Error("a Compiler made from a record with extras probes them again")
	}
}

// TestOneBuildRunsNoExtras: a process that builds once never probes the
// shim and the cc1 lines; its second build starts the probe.
func TestOneBuildRunsNoExtras(t *testing.T) {
	c, started := compilerOfFreshProcess(t)
	if _, err := c.compileIR(context.Background(), constIR(5), c.VecLib(), LevelQuick); err != nil {
		t.Fatal(err)
	}
	if started() {
		t.Fatal("the probe of the shim and the cc1 lines started after the process's first build")
	}
	if _, err := c.compileIR(context.Background(), constIR(6), c.VecLib(), LevelQuick); err != nil {
		t.Fatal(err)
	}
	if !started() {
		t.Error("the probe of the shim and the cc1 lines did not start after the process's second build")
	}
}

// TestRebuildsStartNoExtras: the optimized rebuild of a module built
// quick is not a second build.
func TestRebuildsStartNoExtras(t *testing.T) {
	c, started := compilerOfFreshProcess(t)
	if _, err := c.compileIR(context.Background(), constIR(5), c.VecLib(), LevelQuick); err != nil {
		t.Fatal(err)
	}
	if _, err := c.compileIR(AsRebuild(context.Background()), constIR(5), c.VecLib(), LevelOptimized); err != nil {
		t.Fatal(err)
	}
	if started() {
		t.Error("the optimized rebuild of the process's only module started the probe of the shim and the cc1 lines")
	}
}

// compilerOfFreshProcess returns a Compiler of a process that has built
// nothing yet (processBuilds is restored when t ends), and a function
// reporting whether its probe of the shim and the cc1 lines started.
func compilerOfFreshProcess(t *testing.T) (*Compiler, func() bool) {
	t.Helper()
	needClang(t)
	saved := processBuilds.Load()
	processBuilds.Store(0)
	t.Cleanup(func() { processBuilds.Store(saved) })
	c, err := NewCompiler("", WithTempDir(t.TempDir()), WithProbeStore(&mapProbes{m: map[string][]byte{}}))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c, func() bool {
		c.spareMu.Lock()
		defer c.spareMu.Unlock()
		return c.extrasFor == nil
	}
}
