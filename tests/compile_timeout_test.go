package tests

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
)

// TestHangingCompilerFallsBack: a compiler that never finishes is killed at
// the compile timeout and the fused operators run unfused, with the right
// result, instead of blocking Eval.
func TestHangingCompilerFallsBack(t *testing.T) {
	fake := filepath.Join(t.TempDir(), "clang")
	script := `#!/bin/sh
case "$1" in
-###) echo "fake clang version 14.0.0" >&2; exit 0;;
-print-file-name=*) echo "libmvec.so"; exit 0;;
esac
sleep 300 &
sleep 300
`
	if err := os.WriteFile(fake, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	X := mat.NewDense(50, 4, nil)
	for i := range 50 {
		X.Set(i, i%4, float64(i)-20)
	}
	y := engine.Dense(X).Mul(engine.Dense(X)).Add(engine.Scalar(1)).RowSums()
	want := evalWith(t, engine.PolicyNone, y)
	e := newEngine(t, engine.PolicyFuseAll, engine.WithCompiler(fake), engine.WithCompileTimeout(300*time.Millisecond))
	start := time.Now()
	res, err := e.Eval(context.Background(), y)
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("Eval took %v with a 300ms compile timeout", took)
	}
	if err != nil {
		t.Fatal(err)
	}
	if d := diff(want.Matrix(0), res.Matrix(0), 0); d != "" {
		t.Errorf("fallback result: %s", d)
	}
	if s := e.Stats(); s.Fallbacks == 0 {
		t.Errorf("stats %+v: no fallback counted", s)
	}
}

// TestTruncatedCacheFileKeepsKernelsRunning: a kernel loaded from the
// persistent cache keeps running after its cache file is truncated or
// rewritten in place (as `: > f`, cp or rsync --inplace do); before kernels
// were loaded from private copies this killed the process with SIGBUS.
func TestTruncatedCacheFileKeepsKernelsRunning(t *testing.T) {
	dir := t.TempDir()
	X := mat.NewDense(200, 8, nil)
	for i := range 200 {
		X.Set(i, i%8, float64(i%13)-6)
	}
	y := engine.Dense(X).Mul(engine.Dense(X)).Sub(engine.Scalar(2)).Exp().RowSums()
	want := evalWith(t, engine.PolicyNone, y)

	first := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
	if _, err := first.Eval(context.Background(), y); err != nil {
		t.Fatal(err)
	}
	second := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
	if _, err := second.Eval(context.Background(), y); err != nil {
		t.Fatal(err)
	}
	if s := second.Stats(); s.DiskCacheHits == 0 || s.KernelsCompiled != 0 {
		t.Fatalf("second engine: %+v, want its kernel from the disk cache", s)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*", "*"))
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob(filepath.Join(dir, "*"))
	files = append(files, more...)
	changed := 0
	for _, f := range files {
		if fi, err := os.Stat(f); err != nil || !fi.Mode().IsRegular() {
			continue
		}
		if err := os.Truncate(f, 0); err != nil {
			t.Fatal(err)
		}
		changed++
	}
	if changed == 0 {
		t.Fatalf("no cache files under %s", dir)
	}
	for range 3 {
		res, err := second.Eval(context.Background(), y)
		if err != nil {
			t.Fatal(err)
		}
		if d := diff(want.Matrix(0), res.Matrix(0), 1e-12); d != "" {
			t.Fatalf("after truncating the cache files: %s", d)
		}
	}
}
