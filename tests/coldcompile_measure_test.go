package tests

import (
	"context"
	"os"
	"slices"
	"testing"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestColdCompileMeasurement prints the cold compile time per kernel of
// the quick fusebench patterns (issue 14) at 1,000 x 1,000, with quick
// builds (FUSEJIT_JIT_LEVEL=two-level) and with every build optimized
// (FUSEJIT_JIT_LEVEL=optimized), the two alternated per pattern. It runs
// only with FUSEJIT_MEASURE=1:
//
//	FUSEJIT_MEASURE=1 go test ./tests -run ColdCompileMeasurement -v
//
// With FUSEJIT_MEASURE_DISK=1 every engine has a persistent cache in a
// fresh directory of its own (the default engine's setting, cold), so that
// the quick object's store to disk is on the critical path as it is in
// production.
//
// Per first Eval of a fresh engine (gen policy, synchronous compiles, no
// persistent cache unless FUSEJIT_MEASURE_DISK): the compile time on its critical path (the Eval's
// wall time minus its execution, so optimizer, code generation, clang, ld
// and dlopen), the CPU time of the clang and ld processes that ended
// meanwhile, and the execution time of the first Eval (quick code) and of
// one after WaitForKernels (optimized code).
func TestColdCompileMeasurement(t *testing.T) {
	if os.Getenv("FUSEJIT_MEASURE") == "" {
		t.Skip("measurement; set FUSEJIT_MEASURE=1")
	}
	const n, m = 1000, 1000
	dense := func(seed uint64) *engine.Expr { return engine.Dense(matrix.RandDense(n, m, 0.5, 1.5, seed)) }
	sparse := func(seed uint64) *engine.Expr {
		return engine.Sparse(matrix.RandSparse(n, m, 0.1, 0.5, 1.5, seed))
	}
	vec := func(rows, cols int, seed uint64) *engine.Expr {
		return engine.Dense(mat.DenseCopyOf(matrix.RandDense(rows, cols, 0.5, 1.5, seed)))
	}
	row := func(x *engine.Expr, rank int) []*engine.Expr {
		return []*engine.Expr{x.T().MatMul(vec(n, rank, 8).Mul(x.MatMul(vec(m, rank, 9))))}
	}
	patterns := []struct {
		name string
		outs []*engine.Expr
	}{
		{"cell-dense", []*engine.Expr{dense(1).Mul(dense(2)).Mul(dense(3)).Sum()}},
		{"cell-sparse", []*engine.Expr{sparse(1).Mul(sparse(2)).Mul(sparse(3)).Sum()}},
		{"magg-dense", []*engine.Expr{dense(1).Mul(dense(2)).Sum(), dense(1).Mul(dense(3)).Sum()}},
		{"magg-sparse", []*engine.Expr{sparse(1).Mul(sparse(2)).Sum(), sparse(1).Mul(sparse(3)).Sum()}},
		{"row-dense", row(dense(1), 1)},
		{"row-sparse", row(sparse(1), 1)},
		{"row-mm", row(dense(1), 2)},
		{"colmeans", []*engine.Expr{dense(1).Mul(dense(2)).ColMeans()}},
		{"softmax", []*engine.Expr{dense(1).Sub(dense(1).RowMaxs()).Exp().RowSums()}},
	}
	levels := []string{"optimized", "two-level"}
	const rounds = 5
	ctx := context.Background()
	ms := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }
	med := func(ds []time.Duration) time.Duration {
		s := slices.Clone(ds)
		slices.Sort(s)
		return s[len(s)/2]
	}
	type sample struct{ compile, cpu, exec1, exec2 []time.Duration }
	perLevel := make([][]time.Duration, len(levels)) // per-kernel compile medians per pattern
	perLevelCPU := make([][]time.Duration, len(levels))
	for _, p := range patterns {
		samples := make([]sample, len(levels))
		for r := 0; r < rounds; r++ {
			for li, lvl := range levels {
				t.Setenv("FUSEJIT_JIT_LEVEL", lvl)
				var opts []engine.Option
				if os.Getenv("FUSEJIT_MEASURE_DISK") != "" {
					opts = append(opts, engine.WithCacheDir(t.TempDir()))
				}
				e := newEngine(t, engine.PolicyCostBased, opts...)
				cpu0 := childCPU()
				start := time.Now()
				if _, err := e.Eval(ctx, p.outs...); err != nil {
					t.Fatal(err)
				}
				wall := time.Since(start)
				cpu := childCPU() - cpu0
				s := e.Stats()
				k := max(s.KernelsCompiled, 1)
				exec1 := s.ExecTime
				if err := e.WaitForKernels(ctx); err != nil {
					t.Fatal(err)
				}
				before := e.Stats().ExecTime
				if _, err := e.Eval(ctx, p.outs...); err != nil {
					t.Fatal(err)
				}
				exec2 := e.Stats().ExecTime - before
				e.Close()
				sm := &samples[li]
				sm.compile = append(sm.compile, (wall-exec1)/time.Duration(k))
				sm.cpu = append(sm.cpu, cpu/time.Duration(k))
				sm.exec1 = append(sm.exec1, exec1)
				sm.exec2 = append(sm.exec2, exec2)
			}
		}
		for li, lvl := range levels {
			sm := samples[li]
			name := lvl
			if name == "" {
				name = "default"
			}
			perLevel[li] = append(perLevel[li], med(sm.compile))
			perLevelCPU[li] = append(perLevelCPU[li], med(sm.cpu))
			t.Logf("%-12s %-9s compile/kernel %6.1f ms  clang+ld CPU/kernel %6.1f ms  first exec %6.2f ms  exec after tier-up %6.2f ms",
				p.name, name, ms(med(sm.compile)), ms(med(sm.cpu)), ms(med(sm.exec1)), ms(med(sm.exec2)))
		}
	}
	for li, lvl := range levels {
		if lvl == "" {
			lvl = "default"
		}
		t.Logf("%s: MEDIAN OVER PATTERNS compile/kernel %.1f ms, clang+ld CPU/kernel %.1f ms",
			lvl, ms(med(perLevel[li])), ms(med(perLevelCPU[li])))
	}
}
