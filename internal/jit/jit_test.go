package jit

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
	"unsafe"
)

// sumIR defines void @sum(double* noalias %x, i64 %n, double* %out) storing
// the sum of x[0:n] to *out, void @vexp(x, n, out) with out[i] = exp(x[i])
// (libmvec/libm) and void @zero(x, n) (becomes a call of libc's memset).
const sumIR = `
define void @sum(double* noalias nocapture readonly %x, i64 %n, double* noalias nocapture %out) #0 {
entry:
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  %p = getelementptr inbounds double, double* %x, i64 %i
  %v = load double, double* %p, align 8
  %acc1 = fadd fast double %acc, %v
  %i1 = add nuw nsw i64 %i, 1
  %d = icmp eq i64 %i1, %n
  br i1 %d, label %exit, label %loop
exit:
  %r = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  store double %r, double* %out, align 8
  ret void
}

define void @vexp(double* noalias nocapture readonly %x, i64 %n, double* noalias nocapture %out) #0 {
entry:
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds double, double* %x, i64 %i
  %v = load double, double* %p, align 8
  %e = call fast double @exp(double %v)
  %q = getelementptr inbounds double, double* %out, i64 %i
  store double %e, double* %q, align 8
  %i1 = add nuw nsw i64 %i, 1
  %d = icmp eq i64 %i1, %n
  br i1 %d, label %exit, label %loop
exit:
  ret void
}

define void @zero(double* noalias nocapture %x, i64 %n) #0 {
entry:
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds double, double* %x, i64 %i
  store double 0.0, double* %p, align 8
  %i1 = add nuw nsw i64 %i, 1
  %d = icmp eq i64 %i1, %n
  br i1 %d, label %exit, label %loop
exit:
  ret void
}

declare double @exp(double) #1

attributes #0 = { nounwind "prefer-vector-width"="512" }
attributes #1 = { nounwind readnone }
`

// tinyIR is the sum kernel of sumIR alone.
var tinyIR = sumIR[:strings.Index(sumIR, "define void @vexp")] + "attributes #0 = { nounwind \"prefer-vector-width\"=\"512\" }\n"

// constIR defines void @get(i64* %out) storing v.
func constIR(v int) string {
	return fmt.Sprintf("define void @get(i64* nocapture %%out) {\n  store i64 %d, i64* %%out, align 8\n  ret void\n}\n", v)
}

func needClang(t testing.TB) {
	t.Helper()
	for _, n := range clangNames {
		if _, err := exec.LookPath(n); err == nil {
			return
		}
	}
	t.Skip("clang not installed")
}

func newTestCompiler(t testing.TB, opts ...Option) (*Compiler, string) {
	t.Helper()
	needClang(t)
	root := t.TempDir()
	c, err := NewCompiler("", append([]Option{WithTempDir(root)}, opts...)...)
	if err != nil {
		t.Fatalf("NewCompiler: %v", err)
	}
	t.Cleanup(func() { _ = c.Close() })
	c.awaitExtras() // the tests of routes want the shim and cc1 lines known
	return c, root
}

func assertEmptyDir(t *testing.T, dir string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) != 0 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Fatalf("temporary files left in %s: %v", dir, names)
	}
}

func TestNewCompilerFindsClang(t *testing.T) {
	c, _ := newTestCompiler(t)
	if !strings.Contains(c.Version(), "clang") {
		t.Errorf("version %q does not mention clang", c.Version())
	}
	fp := c.Fingerprint()
	if !strings.Contains(fp, c.Version()) || !strings.Contains(fp, "features=") {
		t.Errorf("fingerprint %q lacks version or features", fp)
	}
	t.Logf("clang=%s route=%s veclib=%v opt=%q", c.Path(), c.Route(), c.VecLib(), c.opt)
	t.Logf("fingerprint=%s", fp)
}

func TestNewCompilerMissing(t *testing.T) {
	for _, p := range []string{"/nonexistent", "/nonexistent/clang", "no-such-clang-xyz"} {
		_, err := NewCompiler(p)
		if !errors.Is(err, ErrNoCompiler) {
			t.Errorf("NewCompiler(%q) = %v, want ErrNoCompiler", p, err)
			continue
		}
		if !strings.Contains(err.Error(), "apt-get install -y clang") {
			t.Errorf("error %q lacks the install hint", err)
		}
	}
	// A directory is not an executable.
	if _, err := NewCompiler(t.TempDir()); !errors.Is(err, ErrNoCompiler) {
		t.Errorf("NewCompiler(dir) = %v, want ErrNoCompiler", err)
	}
}

func writeScript(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "fakeclang")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestFailingCompilerScript(t *testing.T) {
	p := writeScript(t, "echo 'fake failure' >&2\nexit 1\n")
	_, err := NewCompiler(p)
	if err == nil {
		t.Fatal("NewCompiler with a script that exits 1 succeeded")
	}
	if !strings.Contains(err.Error(), "fake failure") {
		t.Errorf("error %q lacks the script's stderr", err)
	}

	// A script that passes the probe but fails to compile.
	p = writeScript(t, `case "$1" in
-###) echo "fake clang version 14.0.0"; exit 0;;
-print-file-name=*) echo "libmvec.so"; exit 0;;
esac
echo "fake compile error" >&2
exit 1
`)
	root := t.TempDir()
	for _, r := range []Route{RouteCompileThenLink, RouteClangShared} {
		c, err := NewCompiler(p, WithTempDir(root), WithRoute(r))
		if err != nil {
			t.Fatalf("NewCompiler(fake): %v", err)
		}
		_, err = c.Compile(context.Background(), constIR(1), []string{"get"})
		if err == nil || !strings.Contains(err.Error(), "fake compile error") {
			t.Errorf("route %v: Compile error = %v, want the script's stderr", r, err)
		}
	}
	assertEmptyDir(t, root)
}

func callSum(t *testing.T, lib *Library, x []float64) float64 {
	t.Helper()
	var out float64
	if err := Call(lib.Symbol("sum"), uintptr(unsafe.Pointer(unsafe.SliceData(x))), uintptr(len(x)), uintptr(unsafe.Pointer(&out))); err != nil {
		t.Fatal(err)
	}
	runtime.KeepAlive(x)
	return out
}

func TestCompileAndCall(t *testing.T) {
	for _, r := range []Route{RouteCompileThenLink, RouteClangShared, RouteOptLLC} {
		t.Run(r.String(), func(t *testing.T) {
			c, root := newTestCompiler(t, WithRoute(r))
			if err := c.Verify(sumIR); err != nil && !errors.Is(err, ErrNoVerifier) {
				t.Fatalf("Verify(sumIR): %v", err)
			}
			start := time.Now()
			lib, err := c.Compile(context.Background(), sumIR, []string{"sum", "vexp", "zero"})
			if err != nil {
				t.Fatalf("Compile: %v", err)
			}
			t.Logf("route %s (effective %s): compile+load %v, veclib=%v", r, c.Route(), time.Since(start), c.VecLib())
			defer func() {
				if err := lib.Close(); err != nil {
					t.Error(err)
				}
			}()
			assertEmptyDir(t, root)

			x := make([]float64, 10007)
			want := 0.0
			for i := range x {
				x[i] = float64(i%17) * 0.25
				want += x[i]
			}
			if got := callSum(t, lib, x); got != want {
				t.Errorf("sum = %v, want %v", got, want)
			}
			if got := callSum(t, lib, x[:0]); got != 0 {
				t.Errorf("empty sum = %v, want 0", got)
			}

			in := make([]float64, 1003)
			out := make([]float64, len(in))
			for i := range in {
				in[i] = -20 + 40*float64(i)/float64(len(in))
			}
			if err := Call(lib.Symbol("vexp"), uintptr(unsafe.Pointer(&in[0])), uintptr(len(in)), uintptr(unsafe.Pointer(&out[0]))); err != nil {
				t.Fatal(err)
			}
			for i, v := range in {
				w := math.Exp(v)
				if math.Abs(out[i]-w) > 1e-14*w {
					t.Fatalf("exp(%v) = %v, want %v", v, out[i], w)
				}
			}

			if err := Call(lib.Symbol("zero"), uintptr(unsafe.Pointer(&out[0])), uintptr(len(out))); err != nil {
				t.Fatal(err)
			}
			for i, v := range out {
				if v != 0 {
					t.Fatalf("out[%d] = %v after zero", i, v)
				}
			}
		})
	}
}

func TestUniqueObjectsPerCompile(t *testing.T) {
	c, root := newTestCompiler(t)
	var libs []*Library
	defer func() {
		for _, l := range libs {
			_ = l.Close()
		}
	}()
	// Same symbol name, different bodies, the same IR twice: every compile
	// must load its own object.
	for i, v := range []int{1, 2, 2} {
		lib, err := c.Compile(context.Background(), constIR(v), []string{"get"})
		if err != nil {
			t.Fatal(err)
		}
		libs = append(libs, lib)
		var got int64
		if err := Call(lib.Symbol("get"), uintptr(unsafe.Pointer(&got))); err != nil {
			t.Fatal(err)
		}
		if got != int64(v) {
			t.Errorf("compile %d: get = %d, want %d", i, got, v)
		}
	}
	if libs[1].handle == libs[2].handle {
		t.Error("two compiles of the same IR share a dlopen handle")
	}
	assertEmptyDir(t, root)
}

func TestMissingSymbol(t *testing.T) {
	c, root := newTestCompiler(t)
	_, err := c.Compile(context.Background(), constIR(1), []string{"get", "nosuchkernel"})
	if !errors.Is(err, ErrMissingSymbol) || !strings.Contains(err.Error(), "nosuchkernel") {
		t.Fatalf("Compile = %v, want ErrMissingSymbol naming the symbol", err)
	}
	assertEmptyDir(t, root)
}

func TestBrokenIR(t *testing.T) {
	c, root := newTestCompiler(t)
	const bad = "define i64 @f() {\nentry:\n  ret i64 %undefined\n}\n"
	_, err := c.Compile(context.Background(), bad, []string{"f"})
	if err == nil {
		t.Fatal("Compile of broken IR succeeded")
	}
	if !strings.Contains(err.Error(), "use of undefined value") {
		t.Errorf("error %q lacks clang's message", err)
	}
	assertEmptyDir(t, root)
}

func TestCompileCanceled(t *testing.T) {
	c, root := newTestCompiler(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Compile(ctx, constIR(1), []string{"get"}); !errors.Is(err, context.Canceled) {
		t.Errorf("Compile(canceled) = %v, want context.Canceled", err)
	}
	assertEmptyDir(t, root)
}

func TestCompileCancelKillsTool(t *testing.T) {
	// The fake compiler hangs in a child process; cancellation must kill the
	// whole process group and still remove the temporary directory.
	p := writeScript(t, `case "$1" in
-###) echo "fake clang version 14.0.0"; exit 0;;
-print-file-name=*) echo "libmvec.so"; exit 0;;
esac
sleep 30 &
wait
`)
	root := t.TempDir()
	c, err := NewCompiler(p, WithTempDir(root))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = c.Compile(ctx, constIR(1), []string{"get"})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Compile = %v, want context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("cancellation took %v", d)
	}
	assertEmptyDir(t, root)
}

func TestVerify(t *testing.T) {
	c, _ := newTestCompiler(t)
	if c.opt == "" {
		t.Skip("opt not installed")
	}
	if err := c.Verify(sumIR); err != nil {
		t.Errorf("Verify(valid) = %v", err)
	}
	const notDominating = "define i32 @f() {\nentry:\n  br label %x\nx:\n  %a = add i32 %b, 1\n  %b = add i32 %a, 1\n  ret i32 %a\n}\n"
	err := c.Verify(notDominating)
	if err == nil || !strings.Contains(err.Error(), "does not dominate") {
		t.Errorf("Verify(invalid) = %v, want a dominance error", err)
	}
	noOpt := &Compiler{}
	if err := noOpt.Verify(sumIR); !errors.Is(err, ErrNoVerifier) {
		t.Errorf("Verify without opt = %v, want ErrNoVerifier", err)
	}
}

func TestLibraryClose(t *testing.T) {
	c, _ := newTestCompiler(t)
	lib, err := c.Compile(context.Background(), constIR(7), []string{"get", "get"})
	if err != nil {
		t.Fatal(err)
	}
	if lib.Symbol("get") == 0 || lib.Symbol("other") != 0 {
		t.Error("Symbol lookup wrong")
	}
	if err := lib.Close(); err != nil {
		t.Fatal(err)
	}
	if err := lib.Close(); err != nil {
		t.Errorf("second Close = %v", err)
	}
	if lib.Symbol("get") != 0 {
		t.Error("Symbol after Close is not 0")
	}
}

func TestCallErrors(t *testing.T) {
	if err := Call(0); !errors.Is(err, ErrNilFunction) {
		t.Errorf("Call(0) = %v", err)
	}
	if err := Call(1, make([]uintptr, MaxArgs+1)...); err == nil {
		t.Error("Call with too many arguments succeeded")
	}
}

func benchmarkCompile(b *testing.B, r Route) {
	c, _ := newTestCompiler(b, WithRoute(r))
	if c.Route() != r {
		b.Skipf("route %v not available", r)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		lib, err := c.Compile(context.Background(), tinyIR, []string{"sum"})
		if err != nil {
			b.Fatal(err)
		}
		_ = lib.Close()
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/compile")
}

func BenchmarkCompileThenLink(b *testing.B) { benchmarkCompile(b, RouteCompileThenLink) }
func BenchmarkClangShared(b *testing.B)     { benchmarkCompile(b, RouteClangShared) }

func BenchmarkCall(b *testing.B) {
	c, _ := newTestCompiler(b)
	lib, err := c.Compile(context.Background(), sumIR, []string{"sum"})
	if err != nil {
		b.Fatal(err)
	}
	defer lib.Close()
	x := make([]float64, 1)
	var out float64
	fn := lib.Symbol("sum")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = Call(fn, uintptr(unsafe.Pointer(&x[0])), 1, uintptr(unsafe.Pointer(&out)))
	}
}

func TestVecLibFallback(t *testing.T) {
	// A fake clang that "has" libmvec but fails to link it: Compile must
	// retry once without -fveclib/-lmvec and keep libmvec off afterwards.
	p := writeScript(t, `case "$1" in
-###) echo "fake clang version 14.0.0"; exit 0;;
-print-file-name=*) echo "$0"; exit 0;;
esac
for a in "$@"; do
  if [ "$a" = "-fveclib=libmvec" ]; then echo "ld: cannot find -lmvec" >&2; exit 1; fi
done
echo "second attempt without libmvec" >&2
exit 1
`)
	root := t.TempDir()
	c, err := NewCompiler(p, WithTempDir(root), WithRoute(RouteClangShared))
	if err != nil {
		t.Fatal(err)
	}
	if !c.VecLib() || !strings.Contains(c.Fingerprint(), "veclib=libmvec") {
		t.Fatalf("libmvec probe: VecLib=%v fingerprint=%q", c.VecLib(), c.Fingerprint())
	}
	_, err = c.Compile(context.Background(), constIR(1), []string{"get"})
	if err == nil || !strings.Contains(err.Error(), "second attempt without libmvec") {
		t.Errorf("Compile = %v, want the retry's error", err)
	}
	if c.VecLib() {
		t.Error("libmvec still enabled after a failed libmvec link")
	}
	assertEmptyDir(t, root)
}

func TestProbeRetriesAfterTimeout(t *testing.T) {
	// The first two clang runs hang (a starved machine); the probe must try
	// again with more time rather than report the compiler unusable.
	marks := t.TempDir()
	p := writeScript(t, `if mkdir "`+marks+`/1" 2>/dev/null || mkdir "`+marks+`/2" 2>/dev/null; then sleep 2; fi
case "$1" in
-###) echo "fake clang version 14.0.0"; exit 0;;
-print-file-name=*) echo "libmvec.so"; exit 0;;
esac
exit 1
`)
	c, err := NewCompiler(p, WithTimeout(300*time.Millisecond))
	if err != nil {
		t.Fatalf("NewCompiler after two hung probes = %v, want success on a retry", err)
	}
	if !strings.Contains(c.version, "fake clang") {
		t.Errorf("version = %q, want the fake clang's banner", c.version)
	}
	// A compiler that always hangs still fails, with ErrTimeout, after the
	// bounded retries.
	hang := writeScript(t, "sleep 5\n")
	start := time.Now()
	if _, err := NewCompiler(hang, WithTimeout(100*time.Millisecond)); !errors.Is(err, ErrTimeout) {
		t.Errorf("NewCompiler(hanging) = %v, want ErrTimeout", err)
	}
	if d := time.Since(start); d > 4*time.Second {
		t.Errorf("a hanging compiler took %v to give up, want about %d x 100ms", d, probeAttempts)
	}
}
