package tests

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// Two-level builds with the persistent cache (issue 14): the default engine
// builds a short first use quick, stores the quick kernels marked quick and
// replaces them by the optimized build.

// TestQuickBuildsLeaveOptimizedKernelsAtClose: an engine that closes right
// after its quick builds still leaves optimized kernels on disk (Close
// finishes the rebuilds), so the next engine on the directory runs no
// clang at all, rebuilds included.
func TestQuickBuildsLeaveOptimizedKernelsAtClose(t *testing.T) {
	clang, calls := countingClang(t)
	dir := t.TempDir()
	e1 := newEngine(t, engine.PolicyFuseAll, engine.WithCompiler(clang), engine.WithCacheDir(dir))
	jitEval(t, e1, jitPatterns(64, 16, 31)...)
	e1.Close()
	first := calls()
	if first < 2 {
		t.Errorf("first engine ran clang %d times, want a quick build and its optimized rebuild", first)
	}
	e2 := newEngine(t, engine.PolicyFuseAll, engine.WithCompiler(clang), engine.WithCacheDir(dir))
	res := jitEval(t, e2, jitPatterns(33, 9, 41)...)
	if err := e2.WaitForKernels(context.Background()); err != nil { // a rebuild of a quick record would run now
		t.Fatal(err)
	}
	s := e2.Stats()
	e2.Close()
	if n := calls() - first; n != 0 || s.KernelsCompiled != 0 || s.DiskCacheHits == 0 || fallbacks(res) != 0 {
		t.Errorf("second engine: %d clang runs, %d kernels compiled, %d disk hits, %d fallbacks; want 0, 0, > 0, 0",
			n, s.KernelsCompiled, s.DiskCacheHits, fallbacks(res))
	}
}

// TestLongFirstUseSkipsQuickRecord: while one engine's optimized rebuild is
// still running (held here by a clang wrapper), its quick record serves
// another engine's short first use, but an engine whose first use is long
// (the same kernel on large data, where quick code of log would run up to
// 30x slower) compiles the optimized kernel instead of loading it.
func TestLongFirstUseSkipsQuickRecord(t *testing.T) {
	real, err := exec.LookPath("clang")
	if err != nil {
		t.Skip("clang not installed")
	}
	tmp := t.TempDir()
	hold := filepath.Join(tmp, "hold")
	if err := os.WriteFile(hold, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	// Optimized clang runs wait while the hold file exists (at most a
	// minute); quick ones run at once.
	script := fmt.Sprintf(`#!/bin/sh
for a in "$@"; do
  if [ "$a" = "-O3" ]; then
    i=0
    while [ -e %[1]q ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done
  fi
done
exec %[2]q "$@"
`, hold, real)
	slow := filepath.Join(tmp, "clang")
	if err := os.WriteFile(slow, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	logOf := func(rows, cols int) *engine.Expr {
		X := engine.Dense(matrix.RandDense(rows, cols, 0.5, 1.5, 3))
		return engine.Scalar(2).Mul(X.Log()).ColSums()
	}
	producer := newEngine(t, engine.PolicyFuseAll, engine.WithCompiler(slow), engine.WithCacheDir(dir))
	jitEval(t, producer, logOf(64, 16))
	if s := producer.Stats(); s.KernelsCompiled != 1 {
		t.Fatalf("producer compiled %d kernels, want 1", s.KernelsCompiled)
	}

	short := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
	jitEval(t, short, logOf(80, 10))
	if s := short.Stats(); s.KernelsCompiled != 0 || s.DiskCacheHits != 1 {
		t.Errorf("short first use: %d compiled, %d disk hits; want the quick record loaded", s.KernelsCompiled, s.DiskCacheHits)
	}

	long := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
	res := jitEval(t, long, logOf(2000, 500))
	if s := long.Stats(); s.KernelsCompiled != 1 || s.DiskCacheHits != 0 || fallbacks(res) != 0 {
		t.Errorf("long first use: %d compiled, %d disk hits, %d fallbacks; want the optimized kernel compiled", s.KernelsCompiled, s.DiskCacheHits, fallbacks(res))
	}
	if err := os.Remove(hold); err != nil {
		t.Fatal(err)
	}
	producer.Close()
	short.Close()
	long.Close()
}
