package tests

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/fusejit/fusejit/engine"
)

// TestJitCompileOverheadMeasurement prints the compile-overhead numbers of
// issue 6 for the Cell example patterns (cellCases, dense X). It takes
// about a minute and runs only with FUSEJIT_MEASURE=1:
//
//	FUSEJIT_MEASURE=1 go test ./tests -run JitCompileOverheadMeasurement -v
//
// All times are wall clock, measured around Engine.Precompile, so they
// include the optimizer (HOP DAG to CPlan, well under 1 ms here) besides the
// operator cache and clang.
func TestJitCompileOverheadMeasurement(t *testing.T) {
	if os.Getenv("FUSEJIT_MEASURE") == "" {
		t.Skip("measurement; set FUSEJIT_MEASURE=1")
	}
	ctx := context.Background()
	in := makeInputs(xKinds[0], 257, 33, false)
	var outs []*engine.Expr
	for _, c := range cellCases {
		outs = append(outs, c.build(in))
	}
	var lastCPU time.Duration // CPU time of the child processes of the last precompile
	precompile := func(e *engine.Engine, outs ...*engine.Expr) (time.Duration, int64) {
		before := e.Stats().KernelsCompiled
		cpu0 := childCPU()
		start := time.Now()
		if err := e.Precompile(ctx, outs...); err != nil {
			t.Fatal(err)
		}
		d := time.Since(start)
		lastCPU = childCPU() - cpu0
		return d, e.Stats().KernelsCompiled - before
	}
	ms := func(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Nanoseconds())/1e6) }
	med := func(ds []time.Duration) time.Duration {
		s := slices.Clone(ds)
		slices.Sort(s)
		return s[len(s)/2]
	}

	// 1. Cold compile, one kernel per program.
	e := newEngine(t, engine.PolicyFuseAll)
	var cold, coldCPU []time.Duration
	var single []*engine.Expr // patterns with exactly one new kernel
	var ten []*engine.Expr    // the first 10 of them without a full aggregate
	for i, o := range outs {
		d, n := precompile(e, o)
		if n == 1 {
			cold = append(cold, d)
			coldCPU = append(coldCPU, lastCPU)
			single = append(single, o)
			// Full aggregates over shared inputs merge into one MAgg
			// operator when they are outputs of one program.
			if cellCases[i].variant != "full_agg" && len(ten) < 10 {
				ten = append(ten, o)
			}
		}
		t.Logf("cold %-40s %d kernel(s) %s (clang+ld CPU %s)", cellCases[i].name, n, ms(d), ms(lastCPU))
	}
	t.Logf("COLD COMPILE PER KERNEL: median %s over %d patterns (min %s, max %s); clang+ld CPU median %s",
		ms(med(cold)), len(cold), ms(slices.Min(cold)), ms(slices.Max(cold)), ms(med(coldCPU)))

	// 2. Memory-cache hit: the same programs again on the warm engine.
	var warm []time.Duration
	for _, o := range single {
		d, n := precompile(e, o)
		if n != 0 {
			t.Errorf("warm engine compiled %d kernels", n)
		}
		warm = append(warm, d)
	}
	t.Logf("MEMORY-CACHE HIT (optimize + lookup, one kernel): median %s", ms(med(warm)))

	// 3. Ten kernels: one program (one clang call) against ten programs.
	if len(ten) < 10 {
		t.Fatalf("only %d single-kernel patterns without a full aggregate", len(ten))
	}
	var batch, separate, batchCPU, separateCPU []time.Duration
	for rep := 0; rep < 5; rep++ {
		eb := newEngine(t, engine.PolicyFuseAll)
		d, n := precompile(eb, ten...)
		if n != 10 {
			t.Errorf("one program of the 10 patterns compiled %d kernels, want 10", n)
		}
		batch = append(batch, d)
		batchCPU = append(batchCPU, lastCPU)
		es := newEngine(t, engine.PolicyFuseAll)
		var total, totalCPU time.Duration
		for _, o := range ten {
			d, _ := precompile(es, o)
			total += d
			totalCPU += lastCPU
		}
		separate = append(separate, total)
		separateCPU = append(separateCPU, totalCPU)
	}
	t.Logf("10 KERNELS: one clang call %s, 10 calls %s (median of 5; %.1fx); clang+ld CPU %s against %s",
		ms(med(batch)), ms(med(separate)), float64(med(separate))/float64(med(batch)), ms(med(batchCPU)), ms(med(separateCPU)))

	// 4. Disk-cache load: a second engine on the directory the first filled.
	dir := filepath.Join(t.TempDir(), "cache")
	fill := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
	if _, n := precompile(fill, ten...); n == 0 {
		t.Fatal("nothing compiled")
	}
	for _, o := range single {
		precompile(fill, o)
	}
	fill.Close()
	var one, all []time.Duration
	var loadOne []time.Duration
	for rep := 0; rep < 5; rep++ {
		ed := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
		d, n := precompile(ed, single[rep])
		if n != 0 {
			t.Errorf("disk-cache engine compiled %d kernels", n)
		}
		one = append(one, d)
		loadOne = append(loadOne, ed.Stats().LoadTime)
		ed.Close()
		ea := newEngine(t, engine.PolicyFuseAll, engine.WithCacheDir(dir))
		d, _ = precompile(ea, ten...)
		all = append(all, d)
		ea.Close()
	}
	t.Logf("DISK-CACHE LOAD: one kernel %s (of which verify+dlopen %s), 10 kernels of one object %s (median of 5)",
		ms(med(one)), ms(med(loadOne)), ms(med(all)))
}

// childCPU returns the user+system CPU time of this process's terminated
// children (clang, ld).
func childCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
