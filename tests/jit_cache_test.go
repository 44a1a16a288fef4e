package tests

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// jitPatterns returns five expressions with distinct fused operators over
// n x m inputs; seed varies the data.
func jitPatterns(n, m int, seed uint64) []*engine.Expr {
	X := engine.Dense(matrix.RandDense(n, m, 0.5, 1.5, seed))
	Y := engine.Dense(matrix.RandDense(n, m, 0.5, 1.5, seed+1))
	Z := engine.Dense(matrix.RandDense(n, m, -1, 1, seed+2))
	return []*engine.Expr{
		X.Mul(Y).Mul(Z).Sum(),
		X.Mul(Y).Add(Z).RowSums(),
		engine.Scalar(2).Mul(X.Log()).ColSums(),
		X.Mul(Y).Add(Z),
		X.Add(Z).Max(),
	}
}

// jitLog is a concurrency-safe log buffer for slog.
type jitLog struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *jitLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *jitLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

func jitLogger() (*slog.Logger, *jitLog) {
	l := &jitLog{}
	return slog.New(slog.NewTextHandler(l, &slog.HandlerOptions{Level: slog.LevelDebug})), l
}

// jitEval evaluates outs on e and compares every output with Base. It
// returns the result.
func jitEval(t *testing.T, e *engine.Engine, outs ...*engine.Expr) *engine.Result {
	t.Helper()
	got, err := e.Eval(context.Background(), outs...)
	if err != nil {
		t.Fatalf("Eval: %v", err)
	}
	want := evalWith(t, engine.PolicyNone, outs...)
	for i := range outs {
		if d := diff(want.Matrix(i), got.Matrix(i), 1e-9); d != "" {
			t.Errorf("output %d: %s", i, d)
		}
	}
	return got
}

func fallbacks(res *engine.Result) (n int) {
	for _, op := range res.Plan() {
		if op.Fallback {
			n++
		}
	}
	return n
}

func TestJitCacheHitForEquivalentPlanFromAnotherDAG(t *testing.T) {
	e := newEngine(t, engine.PolicyFuseAll)
	X := engine.Dense(matrix.RandDense(100, 50, 0, 1, 1))
	Y := engine.Dense(matrix.RandDense(100, 50, 0, 1, 2))
	r1 := jitEval(t, e, X.Mul(Y).Add(engine.Scalar(1)).RowSums())
	first := e.Stats()
	if first.KernelsCompiled != 1 || first.OpCacheMisses != 1 {
		t.Fatalf("first Eval: %+v, want one kernel compiled", first)
	}

	// Another DAG: other data, sizes and scalar, and a second output in the
	// same program; the row-sum operator has the same CPlan.
	A := engine.Dense(matrix.RandDense(300, 20, 0, 1, 9))
	B := engine.Dense(matrix.RandDense(300, 20, 0, 1, 8))
	r2 := jitEval(t, e, A.Mul(B).Add(engine.Scalar(7)).RowSums(), A.Sum())
	second := e.Stats()
	if second.OpCacheHits != first.OpCacheHits+1 {
		t.Errorf("second Eval: %d operator-cache hits, want 1", second.OpCacheHits-first.OpCacheHits)
	}
	if second.KernelsCompiled-first.KernelsCompiled > 1 {
		t.Errorf("second Eval compiled %d kernels; the row-sum kernel must come from the cache", second.KernelsCompiled-first.KernelsCompiled)
	}
	h1 := r1.Plan()[0].Hash
	found := false
	for _, op := range r2.Plan() {
		found = found || op.Hash == h1
	}
	if !found {
		t.Errorf("the second program has no operator with hash %s: %+v", h1, r2.Plan())
	}
	if fallbacks(r1)+fallbacks(r2) != 0 {
		t.Error("fallbacks")
	}
}

// countingClang writes a clang wrapper that appends one line per IR compile
// to a log file and returns the wrapper's path and a counter. The wrapper
// logs after clang exits, and Compile takes the object before that (see
// internal/jit/spare.go), so the counter waits up to a few seconds for the
// log to settle: no new line within 200 ms.
func countingClang(t *testing.T) (string, func() int) {
	t.Helper()
	real, err := exec.LookPath("clang")
	if err != nil {
		t.Skip("clang not installed")
	}
	dir := t.TempDir()
	logf := filepath.Join(dir, "calls")
	// A compile counts when it succeeds: the Compiler starts clang ahead of
	// need, and a spare that is never used is killed, not counted.
	script := fmt.Sprintf(`#!/bin/sh
ir=
for a in "$@"; do
  if [ "$a" = "ir" ]; then ir=1; fi
done
if [ -z "$ir" ]; then exec %[2]q "$@"; fi
%[2]q "$@" || exit $?
echo call >> %[1]q
`, logf, real)
	p := filepath.Join(dir, "clang")
	if err := os.WriteFile(p, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	count := func() int {
		b, _ := os.ReadFile(logf)
		return strings.Count(string(b), "call")
	}
	return p, func() int {
		n, since := count(), time.Now()
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline) && time.Since(since) < 200*time.Millisecond; {
			time.Sleep(20 * time.Millisecond)
			if m := count(); m != n {
				n, since = m, time.Now()
			}
		}
		return n
	}
}

func TestJitOneClangCallPerProgram(t *testing.T) {
	clang, calls := countingClang(t)
	// Optimized builds only: under the default two-level builds a program's
	// quick build is followed by its -O3 rebuild in the background, a
	// second call that lands whenever the machine lets it.
	e := newEngine(t, engine.PolicyFuseAll, engine.WithCompiler(clang), engine.WithBuildLevels(engine.BuildOptimized))
	outs := jitPatterns(120, 30, 1)
	res := jitEval(t, e, outs...)
	s := e.Stats()
	if s.KernelsCompiled < 2 || fallbacks(res) != 0 {
		t.Fatalf("compiled %d kernels, %d fallbacks; plan %+v", s.KernelsCompiled, fallbacks(res), res.Plan())
	}
	if n := calls(); n != 1 {
		t.Errorf("%d clang compiles for one program of %d new kernels, want 1", n, s.KernelsCompiled)
	}
	// Everything cached: no clang run at all.
	jitEval(t, e, jitPatterns(50, 7, 5)...)
	if n := calls(); n != 1 {
		t.Errorf("%d clang compiles after a fully cached program, want still 1", n)
	}
}

func TestJitEvictionWhileKernelsRun(t *testing.T) {
	// One kernel fits in the cache. Runner goroutines evaluate programs in a
	// loop, so that they nearly always hold (and run) a kernel, while
	// churner goroutines compile other kernels that evict it. A kernel
	// unloaded while in use crashes the process; a wrong one gives wrong
	// results.
	e := newEngine(t, engine.PolicyFuseAll, engine.WithOperatorCacheSize(1))
	type job struct {
		outs []*engine.Expr
		want *engine.Result
	}
	mkJob := func(outs ...*engine.Expr) job {
		return job{outs: outs, want: evalWith(t, engine.PolicyNone, outs...)}
	}
	big := jitPatterns(1000, 300, 3)
	small := jitPatterns(200, 40, 4)
	runners := []job{mkJob(big[0]), mkJob(big[1], big[2])} // the second has two kernels
	churn := []job{mkJob(small[3]), mkJob(small[4]), mkJob(small[2], small[0])}

	var (
		wg, churners sync.WaitGroup
		stop         = make(chan struct{})
		errs         = make(chan string, 1000)
	)
	run := func(name string, j job) {
		got, err := e.Eval(context.Background(), j.outs...)
		if err != nil {
			errs <- fmt.Sprintf("%s: %v", name, err)
			return
		}
		for i := range j.outs {
			if d := diff(j.want.Matrix(i), got.Matrix(i), 1e-9); d != "" {
				errs <- fmt.Sprintf("%s output %d: %s", name, i, d)
			}
		}
		if n := fallbacks(got); n != 0 {
			errs <- fmt.Sprintf("%s: %d fallbacks", name, n)
		}
	}
	runs := make([]int, len(runners))
	for w, j := range runners {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				run(fmt.Sprintf("runner %d", w), j)
				runs[w]++
			}
		}()
	}
	for w := 0; w < 2; w++ {
		churners.Add(1)
		go func() {
			defer churners.Done()
			for r := 0; r < 6; r++ {
				run(fmt.Sprintf("churner %d round %d", w, r), churn[(w+r)%len(churn)])
			}
		}()
	}
	churners.Wait()
	close(stop)
	wg.Wait()
	close(errs)
	n := 0
	for msg := range errs {
		if n++; n <= 10 {
			t.Error(msg)
		}
	}
	s := e.Stats()
	if distinct := int64(7); s.KernelsCompiled <= distinct {
		t.Errorf("only %d kernels compiled for %d distinct ones under a cache of size 1: no eviction happened", s.KernelsCompiled, distinct)
	}
	t.Logf("runner evaluations %v; stats: %+v", runs, s)
}

func TestJitPersistentCacheAcrossEngines(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "fusejit-cache")
	outs := jitPatterns(150, 40, 11)

	e1 := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
	jitEval(t, e1, outs...)
	s1 := e1.Stats()
	if s1.KernelsCompiled == 0 || s1.DiskCacheMisses != s1.KernelsCompiled || s1.DiskCacheHits != 0 {
		t.Fatalf("first engine: %+v", s1)
	}
	e1.Close()
	if fi, err := os.Stat(dir); err != nil || fi.Mode().Perm() != 0o700 {
		t.Fatalf("cache directory: %v, %v; want mode 0700", fi.Mode(), err)
	}

	// Other data and sizes, same kernels: the second engine loads them all.
	e2 := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
	res := jitEval(t, e2, jitPatterns(90, 13, 21)...)
	s2 := e2.Stats()
	if s2.KernelsCompiled != 0 {
		t.Errorf("second engine compiled %d kernels, want 0", s2.KernelsCompiled)
	}
	if s2.DiskCacheHits != s1.KernelsCompiled || s2.LoadTime <= 0 || fallbacks(res) != 0 {
		t.Errorf("second engine: %+v, want %d disk hits", s2, s1.KernelsCompiled)
	}
	t.Logf("first engine: %d kernels compiled in %v; second: %d loaded from disk in %v",
		s1.KernelsCompiled, s1.CompileTime, s2.DiskCacheHits, s2.LoadTime)
}

// TestJitPersistentCacheSecondProcess runs this test binary again as a
// child process on the same cache directory.
func TestJitPersistentCacheSecondProcess(t *testing.T) {
	if dir := os.Getenv("FUSEJIT_TEST_CHILD_CACHE"); dir != "" {
		t.Skip("child process")
	}
	dir := t.TempDir()
	e := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
	jitEval(t, e, jitPatterns(64, 16, 31)...)
	compiled := e.Stats().KernelsCompiled
	e.Close()

	cmd := exec.Command(os.Args[0], "-test.run=^TestJitCacheChild$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), "FUSEJIT_TEST_CHILD_CACHE="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	var gotCompiled, gotHits int64 = -1, -1
	for _, line := range strings.Split(string(out), "\n") {
		if _, rest, ok := strings.Cut(line, "CHILD-STATS "); ok {
			f := strings.Fields(rest)
			if len(f) == 2 {
				gotCompiled, _ = strconv.ParseInt(f[0], 10, 64)
				gotHits, _ = strconv.ParseInt(f[1], 10, 64)
			}
		}
	}
	if gotCompiled != 0 || gotHits != compiled {
		t.Errorf("second process: compiled %d, disk hits %d; want 0 and %d\n%s", gotCompiled, gotHits, compiled, out)
	}
}

// TestJitCacheChild is the child of TestJitPersistentCacheSecondProcess.
func TestJitCacheChild(t *testing.T) {
	dir := os.Getenv("FUSEJIT_TEST_CHILD_CACHE")
	if dir == "" {
		t.Skip("run by TestJitPersistentCacheSecondProcess")
	}
	e := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
	jitEval(t, e, jitPatterns(33, 9, 41)...)
	s := e.Stats()
	fmt.Printf("CHILD-STATS %d %d\n", s.KernelsCompiled, s.DiskCacheHits)
}

func TestJitPersistentCacheRefusesBadFiles(t *testing.T) {
	tampers := map[string]func(t *testing.T, path string){
		"tampered": func(t *testing.T, p string) {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			b[len(b)/3] ^= 0x5a
			if err := os.WriteFile(p, b, 0o600); err != nil {
				t.Fatal(err)
			}
		},
		"truncated": func(t *testing.T, p string) {
			fi, err := os.Stat(p)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.Truncate(p, fi.Size()/2); err != nil {
				t.Fatal(err)
			}
		},
		"world-writable": func(t *testing.T, p string) {
			if err := os.Chmod(p, 0o666); err != nil {
				t.Fatal(err)
			}
		},
	}
	for name, tamper := range tampers {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			outs := jitPatterns(80, 10, 51)
			e1 := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
			jitEval(t, e1, outs...)
			n := e1.Stats().KernelsCompiled
			e1.Close()
			objs, _ := filepath.Glob(filepath.Join(dir, "o-*.so"))
			if len(objs) != 1 {
				t.Fatalf("%d shared objects in the cache, want 1 (one batch)", len(objs))
			}
			tamper(t, objs[0])

			log, logs := jitLogger()
			e2 := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir), engine.WithLogger(log))
			res := jitEval(t, e2, outs...)
			s2 := e2.Stats()
			if s2.KernelsCompiled != n || s2.DiskCacheHits != 0 || fallbacks(res) != 0 {
				t.Errorf("after %s: %+v, want all %d kernels rebuilt", name, s2, n)
			}
			if !strings.Contains(logs.String(), "refusing persistent operator cache entry") {
				t.Errorf("no warning about the %s file: %s", name, logs.String())
			}
			e2.Close()

			// The rebuilt entry replaced the bad one.
			e3 := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
			jitEval(t, e3, outs...)
			if s3 := e3.Stats(); s3.KernelsCompiled != 0 || s3.DiskCacheHits != n {
				t.Errorf("third engine: %+v", s3)
			}
		})
	}
}

func TestJitUnsafeCacheDirIsNotUsed(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "shared")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	log, logs := jitLogger()
	e := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir), engine.WithLogger(log))
	res := jitEval(t, e, jitPatterns(40, 8, 61)[0])
	if fallbacks(res) != 0 {
		t.Error("fallback")
	}
	if !strings.Contains(logs.String(), "persistent operator cache disabled") {
		t.Errorf("no warning: %s", logs.String())
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("%d files written to a world-writable directory", len(ents))
	}
}

// fakeClang writes a compiler script: it passes NewCompiler's probes when
// probeOK and fails every compile, counting compiles in a file.
func fakeClang(t *testing.T, probeOK bool) (string, func() int) {
	t.Helper()
	dir := t.TempDir()
	calls := filepath.Join(dir, "calls")
	body := "echo 'fake clang: internal compiler error' >&2\nexit 1\n"
	if probeOK {
		body = fmt.Sprintf(`case "$1" in
-###) echo "fake clang version 14.0.0"; exit 0;;
-print-file-name=*) echo "libmvec.so"; exit 0;;
esac
echo call >> %q
echo "fake compile error" >&2
exit 1
`, calls)
	}
	p := filepath.Join(dir, "clang")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return p, func() int {
		b, _ := os.ReadFile(calls)
		return strings.Count(string(b), "call")
	}
}

func TestJitFailingCompilerFallsBackToBase(t *testing.T) {
	outs := jitPatterns(70, 15, 71)

	t.Run("probe fails", func(t *testing.T) {
		clang, _ := fakeClang(t, false)
		log, logs := jitLogger()
		e := newEngine(t, engine.PolicyFuseAll, engine.WithCompiler(clang), engine.WithLogger(log))
		// Without a compiler nothing is planned to fuse: each Eval runs
		// Base's plan, and the setup's warning says why.
		res := jitEval(t, e, outs...)
		if len(res.Plan()) != 0 {
			t.Errorf("plan %+v: nothing may be fused without a compiler", res.Plan())
		}
		l := logs.String()
		if !strings.Contains(l, "level=WARN") || !strings.Contains(l, "internal compiler error") {
			t.Errorf("no warning naming the compiler failure: %s", l)
		}
		if s := e.Stats(); s.KernelsCompiled != 0 || s.DAGsOptimized != 0 {
			t.Errorf("%d kernels compiled, %d DAGs optimized without a compiler; want 0, 0", s.KernelsCompiled, s.DAGsOptimized)
		}
	})

	t.Run("compile fails", func(t *testing.T) {
		clang, calls := fakeClang(t, true)
		log, logs := jitLogger()
		e := newEngine(t, engine.PolicyFuseAll, engine.WithCompiler(clang), engine.WithLogger(log))
		res := jitEval(t, e, outs...)
		if fallbacks(res) == 0 || fallbacks(res) != len(res.Plan()) {
			t.Errorf("plan %+v: every fused operator must fall back", res.Plan())
		}
		l := logs.String()
		if !strings.Contains(l, "level=WARN") || !strings.Contains(l, "fake compile error") {
			t.Errorf("no warning with the compiler's message: %s", l)
		}
		// One run for the batch, one for the canary that tells a broken
		// compiler from a broken kernel (so the batch is not split).
		if n := calls(); n != 2 {
			t.Errorf("%d compiler runs for a failing program, want 2", n)
		}
		// Again: still correct, and the failure is remembered rather than
		// costing more clang runs.
		jitEval(t, e, outs...)
		if n := calls(); n != 2 {
			t.Errorf("%d compiler runs after a second evaluation, want still 2", n)
		}
		if s := e.Stats(); s.Fallbacks < 2*int64(len(res.Plan())) || s.KernelsCompiled != 0 {
			t.Errorf("stats %+v", s)
		}
	})

	t.Run("compile fails in the background", func(t *testing.T) {
		clang, _ := fakeClang(t, true)
		log, logs := jitLogger()
		e := newEngine(t, engine.PolicyFuseAll, engine.WithCompiler(clang), engine.WithLogger(log), engine.WithAsyncCompile(true))
		jitEval(t, e, outs...)
		if err := e.WaitForKernels(context.Background()); err != nil {
			t.Fatal(err)
		}
		if l := logs.String(); !strings.Contains(l, "level=WARN") || !strings.Contains(l, "fake compile error") {
			t.Errorf("no warning for the background failure: %s", l)
		}
		res := jitEval(t, e, outs...)
		if fallbacks(res) != len(res.Plan()) {
			t.Errorf("plan %+v", res.Plan())
		}
	})
}

func TestJitAsyncCompileSwitchesToKernel(t *testing.T) {
	log, logs := jitLogger()
	e := newEngine(t, engine.PolicyFuseAll, engine.WithAsyncCompile(true), engine.WithLogger(log))
	outs := jitPatterns(200, 25, 81)
	start := time.Now()
	res := jitEval(t, e, outs...)
	first := time.Since(start)
	if fallbacks(res) != len(res.Plan()) || len(res.Plan()) == 0 {
		t.Errorf("first Eval: plan %+v, want every operator unfused while compiling", res.Plan())
	}
	if err := e.WaitForKernels(context.Background()); err != nil {
		t.Fatal(err)
	}
	compiled := e.Stats().KernelsCompiled
	if compiled == 0 {
		t.Fatalf("nothing compiled in the background: %+v", e.Stats())
	}
	res = jitEval(t, e, jitPatterns(100, 30, 82)...)
	if n := fallbacks(res); n != 0 {
		t.Errorf("after the background compile: %d fallbacks, plan %+v", n, res.Plan())
	}
	s := e.Stats()
	if s.KernelsCompiled != compiled || s.Fallbacks != 0 {
		t.Errorf("stats %+v: the second Eval must use the compiled kernels and no compile is a failure", s)
	}
	l := logs.String()
	if strings.Contains(l, "level=WARN") {
		t.Errorf("warnings while compiling in the background: %s", l)
	}
	if !strings.Contains(l, "runs unfused while its kernel compiles") {
		t.Errorf("no debug message for the unfused run: %s", l)
	}
	t.Logf("first Eval (unfused, compiling in the background) %v; background compile %v", first, s.CompileTime)
}

func TestJitNoTemporaryFilesRemain(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	cacheDir := filepath.Join(t.TempDir(), "cache")
	outs := jitPatterns(60, 12, 91)

	e := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(cacheDir))
	jitEval(t, e, outs...)
	e.Close()

	// Closing while a background compile runs cancels it.
	a := newEngine(t, engine.PolicyFuseAll, engine.WithAsyncCompile(true))
	jitEval(t, a, jitPatterns(60, 12, 92)[:2]...)
	a.Close()

	clang, _ := fakeClang(t, true)
	f := newEngine(t, engine.PolicyFuseAll, engine.WithCompiler(clang))
	jitEval(t, f, outs...)
	f.Close()

	if ents, _ := os.ReadDir(tmp); len(ents) != 0 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("temporary files left in TMPDIR: %v", names)
	}
	ents, _ := os.ReadDir(cacheDir)
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".tmp-") {
			t.Errorf("temporary file left in the cache directory: %s", e.Name())
		}
	}
}

func TestJitExplainPrintsIR(t *testing.T) {
	e := newEngine(t, engine.PolicyFuseAll)
	s, err := e.ExplainIR(jitPatterns(10, 4, 1)[0])
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s, "define void @fj_") {
		t.Errorf("ExplainIR has no kernel IR:\n%s", s)
	}
}
