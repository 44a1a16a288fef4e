package tests

import (
	"context"
	"fmt"
	"math"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// policies are the fused policies every result is checked under.
var policies = []engine.Policy{engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy, engine.PolicyCostBased}

// newEngine returns an engine closed at the end of the test.
func newEngine(t testing.TB, p engine.Policy, opts ...engine.Option) *engine.Engine {
	t.Helper()
	// Synchronous compiles: every fused operator must run its kernel, which
	// checkAgainstBase asserts; opts may override both.
	base := []engine.Option{engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(p)}
	e, err := engine.New(append(base, opts...)...)
	if err != nil {
		t.Fatalf("engine.New(%s): %v", p, err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// cellsEqual compares with relative tolerance tol; NaN must meet NaN and an
// infinity the same infinity.
func cellsEqual(a, b, tol float64) bool {
	switch {
	case math.IsNaN(a) || math.IsNaN(b):
		return math.IsNaN(a) && math.IsNaN(b)
	case math.IsInf(a, 0) || math.IsInf(b, 0):
		return a == b
	}
	return math.Abs(a-b) <= tol*math.Max(math.Abs(a), math.Abs(b))+1e-300
}

// diff returns a description of the first difference between two
// matrices, or "" when they are equal within tol.
func diff(want, got mat.Matrix, tol float64) string {
	if want == nil || got == nil {
		return fmt.Sprintf("nil result: want %v, got %v", want == nil, got == nil)
	}
	wr, wc := want.Dims()
	gr, gc := got.Dims()
	if wr != gr || wc != gc {
		return fmt.Sprintf("dims: want %dx%d, got %dx%d", wr, wc, gr, gc)
	}
	for i := 0; i < wr; i++ {
		for j := 0; j < wc; j++ {
			if w, g := want.At(i, j), got.At(i, j); !cellsEqual(w, g, tol) {
				return fmt.Sprintf("cell (%d,%d): want %v, got %v", i, j, w, g)
			}
		}
	}
	return ""
}

// shared holds one engine per policy for the whole test binary, so that
// the corpus compiles each distinct kernel once.
var (
	sharedMu sync.Mutex
	shared   = map[engine.Policy]*engine.Engine{}
)

func sharedEngine(t testing.TB, p engine.Policy) *engine.Engine {
	sharedMu.Lock()
	defer sharedMu.Unlock()
	if e, ok := shared[p]; ok {
		return e
	}
	opts := []engine.Option{engine.WithCompileMode(engine.CompileSync), engine.WithCacheDir(""), engine.WithPolicy(p)}
	if m, ok := testMachine(t); ok {
		opts = append(opts, engine.WithMachine(m))
	}
	e, err := engine.New(opts...)
	if err != nil {
		t.Fatalf("engine.New(%s): %v", p, err)
	}
	shared[p] = e
	return e
}

// evalWith evaluates outs under policy p on the shared engine. It fails
// when a fused operator's plan was refused by cplan (an internal error,
// whatever the results), and reports fallbacks to the caller.
func evalWith(t testing.TB, p engine.Policy, outs ...*engine.Expr) *engine.Result {
	t.Helper()
	e := sharedEngine(t, p)
	res, err := e.Eval(context.Background(), outs...)
	if err != nil {
		t.Fatalf("Eval under %s: %v", p, err)
	}
	for _, op := range res.Plan() {
		if op.Refused {
			t.Errorf("policy %s: cplan refused the selected fused %s operator (see the engine's warning)", p, op.Template)
		}
	}
	return res
}

// checkAgainstBase evaluates outs unfused and under every fused policy and
// fails on any difference. It returns the fused operators that ran under
// fuse-all, and fails if any of them fell back to unfused execution.
func checkAgainstBase(t *testing.T, outs ...*engine.Expr) []engine.FusedOp {
	t.Helper()
	return checkAgainstBaseOn(t, func(p engine.Policy) *engine.Engine { return sharedEngine(t, p) }, outs...)
}

// checkAgainstBaseOn is checkAgainstBase with the engines supplied by
// engineFor.
func checkAgainstBaseOn(t *testing.T, engineFor func(engine.Policy) *engine.Engine, outs ...*engine.Expr) []engine.FusedOp {
	t.Helper()
	eval := func(p engine.Policy) *engine.Result {
		t.Helper()
		res, err := engineFor(p).Eval(context.Background(), outs...)
		if err != nil {
			t.Fatalf("Eval under %s: %v", p, err)
		}
		return res
	}
	want := eval(engine.PolicyNone)
	tol := resultTolerance(t, outs)
	var faPlan []engine.FusedOp
	for _, p := range policies {
		got := eval(p)
		for i := range outs {
			if d := diff(want.Matrix(i), got.Matrix(i), tol); d != "" {
				t.Errorf("policy %s, output %d: %s", p, i, d)
			}
		}
		for _, op := range got.Plan() {
			if op.Fallback {
				t.Errorf("policy %s: fused %s operator fell back to unfused execution", p, op.Template)
			}
		}
		if p == engine.PolicyFuseAll {
			faPlan = got.Plan()
		}
	}
	// The default engine (CompileTiered) runs small DAGs unoptimized and
	// fused operators whose kernels do not pay off yet as Base steps
	// (engine's optimizerFloor and dissolvePending): it must agree with
	// Base as well.
	res, err := tieredEngine(t).Eval(context.Background(), outs...)
	if err != nil {
		t.Fatalf("Eval under the tiered default: %v", err)
	}
	for i := range outs {
		if d := diff(want.Matrix(i), res.Matrix(i), tol); d != "" {
			t.Errorf("tiered default, output %d: %s", i, d)
		}
	}
	return faPlan
}

// resultTolerance is the relative difference SEMANTICS.md allows between
// fused and unfused results of outs: 1e-9 when the optimized DAG holds a
// matrix product or a cumulative sum or product (their summation order is
// not part of the contract, "Reordered sums"), and none otherwise: every
// other result, sums and means included, must agree bit for bit.
func resultTolerance(t *testing.T, outs []*engine.Expr) float64 {
	t.Helper()
	plan, err := sharedEngine(t, engine.PolicyNone).Explain(outs...)
	if err != nil {
		t.Fatalf("Explain: %v", err)
	}
	_, dag, _ := strings.Cut(plan, "HOP DAG")
	dag, _, _ = strings.Cut(dag, "\n\n")
	for _, line := range strings.Split(dag, "\n") {
		if f := strings.Fields(line); len(f) > 1 {
			switch f[1] {
			case "%*%", "cumsum", "cumprod", "cumsumprod":
				return 1e-9
			}
		}
	}
	return 0
}

var (
	tieredOnce sync.Once
	tiered     *engine.Engine
	tieredErr  error
)

// tieredEngine is one default-policy engine under CompileTiered (and no
// persistent cache) for the whole test binary.
func tieredEngine(t testing.TB) *engine.Engine {
	tieredOnce.Do(func() {
		tiered, tieredErr = engine.New(engine.WithCompileMode(engine.CompileTiered), engine.WithCacheDir(""))
	})
	if tieredErr != nil {
		t.Fatalf("engine.New(tiered): %v", tieredErr)
	}
	return tiered
}

// withSpecials returns a copy of d with NaN, +Inf and -Inf at a few cells.
func withSpecials(d *mat.Dense) *mat.Dense {
	c := mat.DenseCopyOf(d)
	r, cols := c.Dims()
	c.Set(0, 0, math.NaN())
	c.Set(r/2, cols/2, math.Inf(1))
	c.Set(r-1, cols-1, math.Inf(-1))
	return c
}

// sparseWithSpecials returns s with NaN and Inf among its stored values.
func sparseWithSpecials(s *matrix.CSR) *matrix.CSR {
	c := s.Clone()
	v := c.Values()
	if len(v) > 2 {
		v[0] = math.NaN()
		v[len(v)/2] = math.Inf(1)
		v[len(v)-1] = math.Inf(-1)
	}
	return c
}

// withEmptyRows returns s with every third row cleared.
func withEmptyRows(s *matrix.CSR) *matrix.CSR {
	r, c := s.Dims()
	var is, js []int
	var vs []float64
	for i := 0; i < r; i++ {
		if i%3 == 0 {
			continue
		}
		cols, vals := s.Row(i)
		for k, j := range cols {
			is, js, vs = append(is, i), append(js, int(j)), append(vs, vals[k])
		}
	}
	out, err := matrix.FromTriplets(r, c, is, js, vs)
	if err != nil {
		panic(err)
	}
	return out
}

// reportFirstFailures fails t with the first five of a corpus run's
// failures and the count of the rest, so that one broken rule does not
// bury the log under hundreds of DAGs.
func reportFirstFailures(t *testing.T, failures []string) {
	t.Helper()
	for i, f := range failures {
		if i == 5 {
			t.Errorf("... and %d more", len(failures)-5)
			return
		}
		t.Error(f)
	}
}

// forEachSeed calls body(i) for every i in [0, n) on corpusWorkers()
// goroutines, in increasing order of claim, and returns when all calls
// have. The corpus tests share engines between the calls (engines are
// safe for concurrent use), so kernels compile on all cores; body must
// be safe for concurrent use too.
func forEachSeed(n int, body func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range corpusWorkers() {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				body(i)
			}
		})
	}
	wg.Wait()
}

// testMachineEnv fixes the rates the shared engines plan with, as
// "read,write,compute" in GB/s and GFLOP/s (for example 10,8,1): the
// cost-based plans of the corpus follow the ratio of compute to
// bandwidth, which otherwise is whatever the machine measures under the
// load of the moment (see planRates).
const testMachineEnv = "FUSEJIT_TEST_MACHINE"

func testMachine(t testing.TB) (engine.Machine, bool) {
	s := os.Getenv(testMachineEnv)
	if s == "" {
		return engine.Machine{}, false
	}
	var r, w, f float64
	if _, err := fmt.Sscanf(s, "%g,%g,%g", &r, &w, &f); err != nil {
		t.Fatalf("%s=%q: want read,write,compute in GB/s and GFLOP/s: %v", testMachineEnv, s, err)
	}
	m := engine.Machine{ReadBandwidth: r * 1e9, WriteBandwidth: w * 1e9, PeakFLOPS: f * 1e9}
	if !m.Valid() {
		t.Fatalf("%s=%q: rates must be positive", testMachineEnv, s)
	}
	return m, true
}

// fusedRowNaNs evaluates out fused (PolicyFuseAll) on 1 to 3 threads and
// checks each result against want (Base's) bit for bit, NaNs aside, and
// that every NaN in it is the canonical quiet NaN; it returns the number
// of NaNs in each thread count's result, so that a caller can tell its
// special values reached the output.
func fusedRowNaNs(t *testing.T, out *engine.Expr, want mat.Matrix) []int {
	t.Helper()
	const canonical = 0x7FF8000000000000
	var counts []int
	for th := 1; th <= 3; th++ {
		e := newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
		got, err := e.Eval(context.Background(), out)
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Plan()) == 0 {
			t.Fatalf("%d threads: no fused operator ran", th)
		}
		g := got.Matrix(0)
		if d := sameBitsOrNaN(want, g); d != "" {
			t.Errorf("%d threads: differs from Base: %s", th, d)
		}
		r, c := g.Dims()
		nans := 0
		for i := range r {
			for j := range c {
				if v := g.At(i, j); v != v {
					nans++
					if b := math.Float64bits(v); b != canonical {
						t.Errorf("%d threads: [%d,%d] is the NaN %#x, want %#x", th, i, j, b, uint64(canonical))
					}
				}
			}
		}
		counts = append(counts, nans)
	}
	return counts
}
