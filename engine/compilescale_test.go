package engine

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/fusejit/fusejit/matrix"
)

// TestCompileScalePersists: the compile-time scale one engine learns is
// where the next engine with the same cache directory and compiler starts;
// implausible records and other compilers are ignored.
func TestCompileScalePersists(t *testing.T) {
	tests := []struct {
		name     string
		stored   float64 // 0: nothing stored
		compiler string  // of the new engine; the record is for "clang-a"
		want     float64
	}{
		{"none stored", 0, "clang-a", 1},
		{"stored", 2.5, "clang-a", 2.5},
		{"other compiler", 2.5, "clang-b", 1},
		{"implausible", 1000, "clang-a", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if tc.stored != 0 {
				// storeCompileScale refuses implausible values; write the
				// record as a corrupt one would look.
				b := []byte(`{"scale":` + ftoa(tc.stored) + `}`)
				if err := os.WriteFile(filepath.Join(dir, compileScaleRecordName("clang-a")), b, 0o600); err != nil {
					t.Fatal(err)
				}
			}
			e, err := New(WithCacheDir(dir), WithCompiler(tc.compiler))
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			// Under CompileTiered the first optimized DAG reads the records.
			e.warmUp()
			if got := e.tiers.compileScale; got != tc.want {
				t.Errorf("compileScale = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestObserveCompileStoresScale: a synchronous compile's observation
// reaches the record a later engine reads.
func TestObserveCompileStoresScale(t *testing.T) {
	dir := t.TempDir()
	e, err := New(WithCacheDir(dir), WithCompiler("clang-a"))
	if err != nil {
		t.Fatal(err)
	}
	e.observeCompile(1, 3*modelCompile(1)) // scale: ewma(1, 3) = 2
	e.Close()
	s, ok := records{dir: dir}.loadCompileScale("clang-a")
	if !ok || s != 2 {
		t.Fatalf("stored scale %v (found %v), want 2", s, ok)
	}
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// TestWarmUpDeferred: under CompileTiered neither New nor an Eval below
// the optimizer floor reads the stored records or sets the compiler up;
// the first optimized DAG does both.
func TestWarmUpDeferred(t *testing.T) {
	dir := t.TempDir()
	b := []byte(`{"scale":2.5}`)
	if err := os.WriteFile(filepath.Join(dir, compileScaleRecordName("clang-a")), b, 0o600); err != nil {
		t.Fatal(err)
	}
	e, err := New(WithCacheDir(dir), WithCompiler("clang-a"))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	x := Dense(matrix.RandDense(50, 10, 0, 1, 1))
	if _, err := e.Eval(context.Background(), x.Mul(x).Sum()); err != nil {
		t.Fatal(err)
	}
	if got := e.tiers.compileScale; got != 1 || e.setupStarted.Load() {
		t.Errorf("after New and a small Eval: compileScale %v (want 1), setup started %t (want false)", got, e.setupStarted.Load())
	}
	e.cfg.alwaysOptimize = true
	if _, err := e.Eval(context.Background(), x.Mul(x).Add(x).Sum()); err != nil {
		t.Fatal(err)
	}
	if got := e.tiers.compileScale; got != 2.5 {
		t.Errorf("after an optimized Eval: compileScale %v, want 2.5 (the stored scale)", got)
	}
}
