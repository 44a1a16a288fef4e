package jit

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
	"unsafe"
)

// kernelIR returns a module of n distinct kernels k<i>(x, n, out) computing
// out = sum(exp(x*c_i) * x + c_i), a small cell-like kernel with a vectorized
// reduction and a libm call, similar in size to a generated Cell operator.
func kernelIR(n, salt int) (string, []string) {
	var b strings.Builder
	var syms []string
	for i := 0; i < n; i++ {
		sym := fmt.Sprintf("k%d_%d", salt, i)
		syms = append(syms, sym)
		c := 1 + float64(i)/16 + float64(salt)/1024
		fmt.Fprintf(&b, `define void @%[1]s(double* noalias nocapture readonly %%x, i64 %%n, double* noalias nocapture %%out) #0 {
entry:
  %%c = icmp sgt i64 %%n, 0
  br i1 %%c, label %%loop, label %%exit
loop:
  %%i = phi i64 [ 0, %%entry ], [ %%i1, %%loop ]
  %%acc = phi double [ 0.0, %%entry ], [ %%acc1, %%loop ]
  %%p = getelementptr inbounds double, double* %%x, i64 %%i
  %%v = load double, double* %%p, align 8
  %%m = fmul fast double %%v, %[2]s
  %%e = call fast double @exp(double %%m)
  %%t = fmul fast double %%e, %%v
  %%u = fadd fast double %%t, %[2]s
  %%acc1 = fadd fast double %%acc, %%u
  %%i1 = add nuw nsw i64 %%i, 1
  %%d = icmp eq i64 %%i1, %%n
  br i1 %%d, label %%exit, label %%loop
exit:
  %%r = phi double [ 0.0, %%entry ], [ %%acc1, %%loop ]
  store double %%r, double* %%out, align 8
  ret void
}

`, sym, fmt.Sprintf("0x%016X", math.Float64bits(c)))
	}
	b.WriteString("declare double @exp(double) #1\n\nattributes #0 = { nounwind \"prefer-vector-width\"=\"512\" }\nattributes #1 = { nounwind readnone }\n")
	return b.String(), syms
}

func kernelWant(x []float64, i, salt int) float64 {
	c := 1 + float64(i)/16 + float64(salt)/1024
	s := 0.0
	for _, v := range x {
		s += math.Exp(v*c)*v + c
	}
	return s
}

func checkKernels(t testing.TB, lib *Library, syms []string, salt int) {
	t.Helper()
	x := make([]float64, 1003)
	for i := range x {
		x[i] = float64(i%7) / 8
	}
	for i, s := range syms {
		var out float64
		if err := Call(lib.Symbol(s), uintptr(unsafe.Pointer(&x[0])), uintptr(len(x)), uintptr(unsafe.Pointer(&out))); err != nil {
			t.Fatal(err)
		}
		runtime.KeepAlive(x)
		if want := kernelWant(x, i, salt); math.Abs(out-want) > 1e-12*math.Abs(want) {
			t.Fatalf("%s = %v, want %v", s, out, want)
		}
	}
}

func TestCompileObjectAndOpen(t *testing.T) {
	c, root := newTestCompiler(t)
	ir, syms := kernelIR(3, 1)
	lib, obj, err := c.CompileObject(context.Background(), ir, syms)
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	assertEmptyDir(t, root)
	if len(obj) < 4 || string(obj[1:4]) != "ELF" {
		t.Fatalf("object bytes are not ELF (%d bytes)", len(obj))
	}
	checkKernels(t, lib, syms, 1)

	// The bytes load on their own, from another path.
	p := filepath.Join(t.TempDir(), "copy.so")
	if err := os.WriteFile(p, obj, 0o600); err != nil {
		t.Fatal(err)
	}
	lib2, err := Open(p, syms)
	if err != nil {
		t.Fatal(err)
	}
	defer lib2.Close()
	if lib2.handle == lib.handle {
		t.Error("Open of a copy returned the compiled object's handle")
	}
	checkKernels(t, lib2, syms, 1)
	if _, err := Open(p, []string{"nosuch"}); err == nil {
		t.Error("Open with a missing symbol succeeded")
	}
	if _, err := Open(filepath.Join(t.TempDir(), "absent.so"), syms); err == nil {
		t.Error("Open of a missing file succeeded")
	}
}

func TestRoutesAgree(t *testing.T) {
	for _, r := range []Route{RouteCompileThenLink, RouteClangShared, RouteOptLLC} {
		t.Run(r.String(), func(t *testing.T) {
			c, root := newTestCompiler(t, WithRoute(r))
			if c.Route() != r {
				t.Skipf("route %v not available (using %v)", r, c.Route())
			}
			if !strings.Contains(c.Fingerprint(), "route="+r.String()) {
				t.Errorf("fingerprint %q lacks the route", c.Fingerprint())
			}
			ir, syms := kernelIR(4, 2)
			lib, err := c.Compile(context.Background(), ir, syms)
			if err != nil {
				t.Fatal(err)
			}
			defer lib.Close()
			checkKernels(t, lib, syms, 2)
			assertEmptyDir(t, root)
		})
	}
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

// TestBatchingMeasurement compares one compile of 10 kernels with 10
// compiles of one kernel, for every route; it fails if batching is not
// faster. It takes about 10 s, so it runs only with FUSEJIT_MEASURE=1:
//
//	FUSEJIT_MEASURE=1 go test ./internal/jit -run BatchingMeasurement -v
func TestBatchingMeasurement(t *testing.T) {
	if os.Getenv("FUSEJIT_MEASURE") == "" {
		t.Skip("measurement; set FUSEJIT_MEASURE=1")
	}
	const n, reps = 10, 3
	for _, r := range []Route{RouteCompileThenLink, RouteClangShared, RouteOptLLC} {
		c, _ := newTestCompiler(t, WithRoute(r))
		if c.Route() != r {
			continue
		}
		var one, batch, separate []time.Duration
		for rep := 0; rep < reps; rep++ {
			salt := 100 * (rep + 1)
			ir, syms := kernelIR(n, salt)
			start := time.Now()
			lib, err := c.Compile(context.Background(), ir, syms)
			batch = append(batch, time.Since(start))
			if err != nil {
				t.Fatal(err)
			}
			checkKernels(t, lib, syms, salt)
			_ = lib.Close()

			start = time.Now()
			for i := 0; i < n; i++ {
				ir, syms := kernelIR(1, salt+i+1)
				s := time.Now()
				lib, err := c.Compile(context.Background(), ir, syms)
				one = append(one, time.Since(s))
				if err != nil {
					t.Fatal(err)
				}
				_ = lib.Close()
			}
			separate = append(separate, time.Since(start))
		}
		mb, ms := median(batch), median(separate)
		t.Logf("route %-12s one kernel %6.1f ms (median) | %d kernels: one call %6.1f ms, %d calls %6.1f ms (%.1fx)",
			r, ms1(median(one)), n, ms1(mb), n, ms1(ms), float64(ms)/float64(mb))
		if mb >= ms {
			t.Errorf("route %v: batching %d kernels (%v) is not faster than %d compiles (%v)", r, n, mb, n, ms)
		}
	}
}

func ms1(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func benchmarkBatch(b *testing.B, kernels int) {
	c, _ := newTestCompiler(b)
	for i := 0; i < b.N; i++ {
		ir, syms := kernelIR(kernels, i+1)
		lib, err := c.Compile(context.Background(), ir, syms)
		if err != nil {
			b.Fatal(err)
		}
		_ = lib.Close()
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N*kernels), "ms/kernel")
}

func BenchmarkBatch1(b *testing.B)   { benchmarkBatch(b, 1) }
func BenchmarkBatch10(b *testing.B)  { benchmarkBatch(b, 10) }
func BenchmarkBatch100(b *testing.B) { benchmarkBatch(b, 100) }
