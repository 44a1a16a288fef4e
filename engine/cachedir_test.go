package engine_test

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// filesIn returns the names in dir by prefix ("k-", "o-", "r-probe-", ...).
func filesIn(t *testing.T, dir string) map[string]int {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	got := map[string]int{}
	for _, e := range ents {
		for _, p := range []string{"k-", "o-", "r-probe-", "r-machine-"} {
			if strings.HasPrefix(e.Name(), p) {
				got[p]++
			}
		}
	}
	return got
}

func sumXY() *engine.Expr {
	x := engine.Dense(matrix.RandDense(100, 20, 0, 1, 1))
	y := engine.Dense(matrix.RandDense(100, 20, 0, 1, 2))
	return x.Mul(y).Add(y).Sum()
}

func evalSync(t *testing.T, opts ...engine.Option) engine.Stats {
	t.Helper()
	e, err := engine.New(append([]engine.Option{engine.WithCompileMode(engine.CompileSync)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if _, err := e.Eval(context.Background(), sumXY()); err != nil {
		t.Fatal(err)
	}
	return e.Stats()
}

// TestDefaultCacheDir: without WithCacheDir the engine uses
// os.UserCacheDir()/fusejit, or FUSEJIT_CACHE_DIR; "off" disables it. The
// directory keeps kernels, the compiler probe and the machine calibration,
// and a second engine compiles nothing.
func TestDefaultCacheDir(t *testing.T) {
	xdg := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", xdg)
	t.Setenv("HOME", t.TempDir())
	t.Setenv(engine.EnvCacheDir, "off")
	evalSync(t)
	if got := filesIn(t, filepath.Join(xdg, "fusejit")); len(got) != 0 {
		t.Errorf("FUSEJIT_CACHE_DIR=off wrote %v", got)
	}

	os.Unsetenv(engine.EnvCacheDir)
	first := evalSync(t)
	got := filesIn(t, filepath.Join(xdg, "fusejit"))
	for _, p := range []string{"k-", "o-", "r-probe-", "r-machine-"} {
		if got[p] == 0 {
			t.Errorf("default cache dir has no %s* file: %v", p, got)
		}
	}
	second := evalSync(t)
	if first.KernelsCompiled == 0 || second.KernelsCompiled != 0 || second.DiskCacheHits == 0 {
		t.Errorf("first engine compiled %d, second compiled %d with %d disk hits; want >0, 0, >0",
			first.KernelsCompiled, second.KernelsCompiled, second.DiskCacheHits)
	}

	env := t.TempDir()
	t.Setenv(engine.EnvCacheDir, env)
	evalSync(t)
	if filesIn(t, env)["k-"] == 0 {
		t.Errorf("FUSEJIT_CACHE_DIR=%s not used", env)
	}
	explicit := t.TempDir()
	evalSync(t, engine.WithCacheDir(explicit))
	if filesIn(t, explicit)["k-"] == 0 {
		t.Error("WithCacheDir does not override FUSEJIT_CACHE_DIR")
	}

	// WithCacheDir("off") means what FUSEJIT_CACHE_DIR=off means, not a
	// directory named off, and it overrides the variable too.
	t.Chdir(t.TempDir())
	before := filesIn(t, env)["k-"]
	if st := evalSync(t, engine.WithCacheDir("off")); st.DiskCacheHits != 0 {
		t.Errorf(`WithCacheDir("off") read %d kernels from disk`, st.DiskCacheHits)
	}
	if _, err := os.Stat("off"); err == nil {
		t.Error(`WithCacheDir("off") made a directory named off`)
	}
	if after := filesIn(t, env)["k-"]; after != before {
		t.Errorf(`WithCacheDir("off") wrote to FUSEJIT_CACHE_DIR: %d kernels, then %d`, before, after)
	}
}

// syncBuffer is a goroutine-safe log sink.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestUnsafeCacheDirLoggedOnce: a directory others may write is not used;
// the engine works without it and says so once, not once per engine.
func TestUnsafeCacheDirLoggedOnce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "shared")
	if err := os.Mkdir(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	var buf syncBuffer
	log := slog.New(slog.NewTextHandler(&buf, nil))
	for range 3 {
		s := evalSync(t, engine.WithCacheDir(dir), engine.WithLogger(log))
		if s.KernelsCompiled == 0 || s.DiskCacheHits != 0 {
			t.Errorf("stats %+v: want a compile and no disk use", s)
		}
	}
	if n := strings.Count(buf.String(), "persistent operator cache disabled"); n != 1 {
		t.Errorf("warned %d times, want once:\n%s", n, buf.String())
	}
	if got := filesIn(t, dir); len(got) != 0 {
		t.Errorf("unsafe directory was written: %v", got)
	}
}

func TestWithCacheLimitRejectsNegative(t *testing.T) {
	if e, err := engine.New(engine.WithCacheLimit(-1)); err == nil {
		e.Close()
		t.Error("New accepted a negative cache limit")
	}
}
