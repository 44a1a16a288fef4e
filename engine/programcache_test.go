package engine

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/opcache"
	"github.com/fusejit/fusejit/internal/selection"
	"github.com/fusejit/fusejit/matrix"
)

// reuseDAG is a program with a Row operator over X (sparse or dense), a
// Cell aggregate, a scalar s and a separate product: several fused
// operators, unfused operators and a matrix-multiply operator.
func reuseDAG(x, y *Expr, v, w *mat.VecDense, s float64) []*Expr {
	row := x.T().MatMul(Vector(w).Mul(x.MatMul(Vector(v))))
	cell := x.Mul(y).Add(Scalar(s)).Exp().Sum()
	return []*Expr{row, cell, y.T().MatMul(y)}
}

// reuseInputs returns the inputs of reuseDAG for seed: X n x 40, dense or
// at sparsity sp.
func reuseInputs(n int, sp float64, seed uint64) (x, y *Expr, v, w *mat.VecDense) {
	if sp < 1 {
		x = Sparse(matrix.RandSparse(n, 40, sp, -1, 1, seed))
	} else {
		x = Dense(matrix.RandDense(n, 40, -1, 1, seed))
	}
	y = Dense(matrix.RandDense(n, 40, -1, 1, seed+1))
	v = mat.NewVecDense(40, matrix.RandDense(40, 1, -1, 1, seed+2).RawMatrix().Data)
	w = mat.NewVecDense(n, matrix.RandDense(n, 1, -1, 1, seed+3).RawMatrix().Data)
	return x, y, v, w
}

// reuseMachine fixes the cost model's rates, so that the plans of the
// tests do not depend on a measurement: with measured rates the plan of
// t(Y) %*% Y may be a Row col_agg_t operator with a wide W, whose sums
// SEMANTICS.md lets differ from Base's in the last bits (reordered sums),
// and these tests compare bits.
var reuseMachine = Machine{ReadBandwidth: 20e9, WriteBandwidth: 10e9, PeakFLOPS: 40e9}

// newReuseEngine returns an engine with opts that has optimized a DAG
// already (the first optimization may set up what later keys read).
// Kernels are built optimized at once: a
// quick kernel's optimized build replaces it in the operator cache when
// it lands, and the next Eval optimizes again to take it, which would
// make the counts of reuses depend on timing.
func newReuseEngine(t *testing.T, opts ...Option) *Engine {
	t.Helper()
	e, err := New(append([]Option{WithCacheDir(""), WithCompileMode(CompileSync), WithBuildLevels(BuildOptimized),
		WithMachine(reuseMachine)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	x := Dense(matrix.RandDense(50, 5, 0, 1, 99))
	if _, err := e.Eval(context.Background(), x.Mul(x).Sum()); err != nil {
		t.Fatal(err)
	}
	e.programs.clear()
	return e
}

// newBaseEngine returns an engine that runs every operator unfused (Base),
// the reference the tests compare fused results with; it is closed when
// the test ends.
func newBaseEngine(t *testing.T) *Engine {
	t.Helper()
	e, err := New(WithPolicy(PolicyNone), WithCacheDir(""))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// sameResults fails unless every output of got has the bits of want's.
func sameResults(t *testing.T, what string, got, want *Result) {
	t.Helper()
	if err := diffResults(got, want); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// diffResults returns an error naming the first output cell of got whose
// bits differ from want's.
func diffResults(got, want *Result) error {
	for i := range want.Len() {
		a, b := got.Matrix(i), want.Matrix(i)
		ra, ca := a.Dims()
		rb, cb := b.Dims()
		if ra != rb || ca != cb {
			return fmt.Errorf("output %d is %dx%d, want %dx%d", i, ra, ca, rb, cb)
		}
		for r := range ra {
			for c := range ca {
				if math.Float64bits(a.At(r, c)) != math.Float64bits(b.At(r, c)) {
					return fmt.Errorf("output %d cell (%d,%d) = %v, want %v", i, r, c, a.At(r, c), b.At(r, c))
				}
			}
		}
	}
	return nil
}

// TestProgramReuse: an Eval of a DAG whose shape was optimized before
// reuses the kept program, with the bits of Base, and only when the key
// and the kernels allow: another size, format, stored-cell count or
// scalar value optimizes again.
func TestProgramReuse(t *testing.T) {
	ctx := context.Background()
	base := newBaseEngine(t)
	e := newReuseEngine(t)
	eval := func(what string, outs []*Expr) {
		t.Helper()
		got, err := e.Eval(ctx, outs...)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		want, err := base.Eval(ctx, outs...)
		if err != nil {
			t.Fatal(err)
		}
		sameResults(t, what, got, want)
		if len(got.Plan()) == 0 {
			t.Fatalf("%s: nothing fused", what)
		}
	}
	reused := func() int64 { return e.Stats().ProgramsReused }
	x, y, v, w := reuseInputs(500, 0.2, 1)
	eval("first", reuseDAG(x, y, v, w, 2))
	if reused() != 0 || e.programs.len() != 1 {
		t.Fatalf("first Eval: %d reused, %d kept; want 0, 1", reused(), e.programs.len())
	}
	// Other values, same shape (the same number of stored cells: the
	// same pattern with other values).
	x2, y2, v2, w2 := reuseInputs(500, 0.2, 1)
	for _, in := range []*mat.Dense{y2.h.Dense} {
		in.Scale(-3, in)
	}
	v2.ScaleVec(0.5, v2)
	eval("same shape", reuseDAG(x2, y2, v2, w2, 2))
	if reused() != 1 {
		t.Fatalf("same shape: %d programs reused, want 1", reused())
	}
	cases := []struct {
		name string
		outs func() []*Expr
	}{
		{"other size", func() []*Expr { x, y, v, w := reuseInputs(600, 0.2, 5); return reuseDAG(x, y, v, w, 2) }},
		{"dense X", func() []*Expr { x, y, v, w := reuseInputs(500, 1, 5); return reuseDAG(x, y, v, w, 2) }},
		{"other stored cells", func() []*Expr { x, y, v, w := reuseInputs(500, 0.3, 5); return reuseDAG(x, y, v, w, 2) }},
		{"other scalar", func() []*Expr { x, y, v, w := reuseInputs(500, 0.2, 1); return reuseDAG(x, y, v, w, 3) }},
	}
	for _, c := range cases {
		before := reused()
		eval(c.name, c.outs())
		if reused() != before {
			t.Errorf("%s: reused a program of another key", c.name)
		}
	}
}

// TestProgramReuseDropsStaleKernels: a kept program whose kernel the
// operator cache no longer serves, or whose kernel was demoted, is not
// reused, and the Eval optimizes again.
func TestProgramReuseDropsStaleKernels(t *testing.T) {
	ctx := context.Background()
	for _, stale := range []string{"evicted", "demoted"} {
		t.Run(stale, func(t *testing.T) {
			// Two kernels in memory at most: another DAG's evict these.
			e := newReuseEngine(t, WithOperatorCacheSize(2))
			x, y, v, w := reuseInputs(500, 0.2, 1)
			outs := reuseDAG(x, y, v, w, 2)
			if _, err := e.Eval(ctx, outs...); err != nil {
				t.Fatal(err)
			}
			key := keptKey(t, e)
			kept, _ := e.programs.peek(key)
			switch stale {
			case "evicted":
				other := x.Sub(y).Abs().RowSums().Add(y.Mul(y).Sqrt().RowSums())
				for _, o := range []*Expr{other, x.Mul(y).Minimum(Scalar(0.5)).ColSums(), y.Sqrt().Mul(y).Max()} {
					if _, err := e.Eval(ctx, o); err != nil {
						t.Fatal(err)
					}
				}
				for id, k := range kept.kernels {
					if h := k.Renew(); h != nil {
						h.Release()
						t.Fatalf("kernel %s still served after other DAGs' kernels filled the cache", kept.prog.ops[id].key)
					}
				}
			case "demoted":
				for _, op := range kept.prog.ops {
					e.tiers.mu.Lock()
					e.tiers.demoted[op.key] = true
					e.tiers.mu.Unlock()
					break
				}
				// Demotion decides under CompileTiered only.
				if p := e.reuse(key, mustPrepare(t, outs), CompileTiered); p != nil {
					p.release()
					t.Fatal("a program with a demoted kernel was reused")
				}
				return
			}
			dags := e.Stats().DAGsOptimized
			if _, err := e.Eval(ctx, outs...); err != nil {
				t.Fatal(err)
			}
			if s := e.Stats(); s.ProgramsReused != 0 || s.DAGsOptimized != dags+1 {
				t.Errorf("%d programs reused, %d DAGs optimized after an evicted kernel; want 0, %d", s.ProgramsReused, s.DAGsOptimized, dags+1)
			}
		})
	}
}

// keptKey returns the key of the one program e keeps.
func keptKey(t *testing.T, e *Engine) [32]byte {
	t.Helper()
	e.programs.mu.Lock()
	defer e.programs.mu.Unlock()
	keys := e.programs.kept.Keys()
	if len(keys) != 1 {
		t.Fatalf("%d programs kept, want 1", len(keys))
	}
	return keys[0]
}

// mustPrepare prepares and rewrites the DAG of outs as Eval does.
func mustPrepare(t *testing.T, outs []*Expr) *hop.DAG {
	t.Helper()
	dag := preparedDAG(t, outs...)
	hop.OptimizeWith(dag, hop.Options{Threads: 1, Speculate: true})
	return dag
}

// preparedDAG is the DAG of outs as hop.Prepare builds it, before the
// rewrites.
func preparedDAG(t *testing.T, outs ...*Expr) *hop.DAG {
	t.Helper()
	roots := make([]*hop.Hop, len(outs))
	for i, o := range outs {
		roots[i] = o.h
	}
	dag, err := hop.Prepare(roots)
	if err != nil {
		t.Fatal(err)
	}
	return dag
}

// TestReusedProgramNamesOnlyItsDAG walks a reused program and checks that
// every operator it names is one of its own DAG's: a field rebind missed
// would name the operators (and keep the data) of the Eval it was kept
// from. The kept copy names only stand-ins without data.
func TestReusedProgramNamesOnlyItsDAG(t *testing.T) {
	ctx := context.Background()
	e := newReuseEngine(t)
	x, y, v, w := reuseInputs(500, 0.2, 1)
	first, err := e.compileGuarded(ctx, reuseDAG(x, y, v, w, 2), CompileSync)
	if err != nil {
		t.Fatal(err)
	}
	defer first.release()
	x2, y2, v2, w2 := reuseInputs(500, 0.2, 1)
	prog, err := e.compileGuarded(ctx, reuseDAG(x2, y2, v2, w2, 2), CompileSync)
	if err != nil {
		t.Fatal(err)
	}
	defer prog.release()
	if e.Stats().ProgramsReused != 1 || len(prog.ops) == 0 || len(prog.mmops) == 0 {
		t.Fatalf("%d programs reused, %d fused and %d matrix-multiply operators; want 1, some, some",
			e.Stats().ProgramsReused, len(prog.ops), len(prog.mmops))
	}
	walkHops(t, "reused", reflect.ValueOf(prog), func(h *hop.Hop) bool {
		return h.ID < len(prog.dag.Nodes) && prog.dag.Nodes[h.ID] == h
	})
	kp, _ := e.programs.peek(keptKey(t, e))
	kept := kp.prog
	walkHops(t, "kept", reflect.ValueOf(kept), func(h *hop.Hop) bool {
		return h.Op == 0 && h.Dense == nil && h.CSR == nil && len(h.Inputs) == 0
	})
}

// walkHops calls ok on every *hop.Hop reachable from v, without entering
// operators, DAGs or kernel handles, and fails where it returns false.
func walkHops(t *testing.T, what string, v reflect.Value, ok func(*hop.Hop) bool) {
	t.Helper()
	hopType := reflect.TypeOf((*hop.Hop)(nil))
	skip := map[reflect.Type]bool{
		reflect.TypeOf((*hop.DAG)(nil)):        true,
		reflect.TypeOf((*opcache.Handle)(nil)): true,
	}
	seen := map[uintptr]bool{}
	found := 0
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() || skip[v.Type()] {
				return
			}
			if v.Type() == hopType {
				found++
				if h := (*hop.Hop)(v.UnsafePointer()); !ok(h) {
					t.Fatalf("%s: %s names operator %d (%s), not one of its DAG's", what, path, h.ID, h.Op)
				}
				return
			}
			if seen[v.Pointer()] {
				return
			}
			seen[v.Pointer()] = true
			walk(v.Elem(), path)
		case reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem(), path)
			}
		case reflect.Struct:
			for i := range v.NumField() {
				walk(v.Field(i), path+"."+v.Type().Field(i).Name)
			}
		case reflect.Slice, reflect.Array:
			for i := range v.Len() {
				walk(v.Index(i), path+"[]")
			}
		case reflect.Map:
			for it := v.MapRange(); it.Next(); {
				walk(it.Key(), path+"{key}")
				walk(it.Value(), path+"{}")
			}
		}
	}
	walk(v, "program")
	if found == 0 {
		t.Fatalf("%s: no operator found in the program", what)
	}
}

// TestProgramReuseConcurrent: concurrent Evals of one shape, some reusing
// the kept program, all give Base's bits (run with -race).
func TestProgramReuseConcurrent(t *testing.T) {
	ctx := context.Background()
	base := newBaseEngine(t)
	e := newReuseEngine(t, WithThreads(2))
	const workers, rounds = 4, 6
	inParallel(t, workers, rounds, func(g, r int) error {
		x, y, v, w := reuseInputs(300, 0.2, 1)
		y.h.Dense.Scale(float64(g*rounds+r+1), y.h.Dense)
		outs := reuseDAG(x, y, v, w, 2)
		got, err := e.Eval(ctx, outs...)
		if err != nil {
			return err
		}
		want, err := base.Eval(ctx, outs...)
		if err != nil {
			return err
		}
		return diffResults(got, want)
	})
	if e.Stats().ProgramsReused == 0 {
		t.Error("no Eval reused the kept program")
	}
}

// TestProgramReuseScalarValues: a CPlan depends on the exact value of a
// scalar it reads (x^2 is built as x*x, x*1 as x), which dagShape keeps
// only by class; a program kept for one value must not serve another.
func TestProgramReuseScalarValues(t *testing.T) {
	ctx := context.Background()
	base := newBaseEngine(t)
	e := newReuseEngine(t)
	x := Dense(matrix.RandDense(300, 30, 0.5, 2, 3))
	y := Dense(matrix.RandDense(300, 30, 0.5, 2, 4))
	for i, p := range []float64{2, 3, 2, 3, 0.5, 2} {
		outs := []*Expr{x.Pow(Scalar(p)).Mul(y).RowSums()}
		got, err := e.Eval(ctx, outs...)
		if err != nil {
			t.Fatal(err)
		}
		want, err := base.Eval(ctx, outs...)
		if err != nil {
			t.Fatal(err)
		}
		sameResults(t, fmt.Sprintf("Eval %d, x^%g", i, p), got, want)
	}
	if n := e.Stats().ProgramsReused; n != 3 {
		t.Errorf("%d programs reused, want 3 (the repeated exponents)", n)
	}
}

// TestProgramReuseTakesOptimizedBuild: a program kept with a quick (-O0)
// kernel is not reused once the kernel's optimized build replaced it in
// the operator cache; the Eval after that optimizes again and keeps the
// optimized kernel, which the next Eval reuses.
func TestProgramReuseTakesOptimizedBuild(t *testing.T) {
	ctx := context.Background()
	e := newReuseEngine(t, WithBuildLevels(BuildTwoLevel))
	x := Dense(matrix.RandDense(200, 20, -1, 1, 5))
	y := Dense(matrix.RandDense(200, 20, -1, 1, 6))
	outs := []*Expr{x.Mul(y).Add(x).RowSums()}
	if err := e.cache.WaitIdle(ctx); err != nil { // the warm-up's rebuild
		t.Fatal(err)
	}
	s0 := e.cache.Stats()
	if _, err := e.Eval(ctx, outs...); err != nil {
		t.Fatal(err)
	}
	if err := e.cache.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	if s := e.cache.Stats(); s.QuickBuilds == s0.QuickBuilds || s.TierUps == s0.TierUps {
		t.Fatalf("%d quick builds, %d optimized rebuilds: the test needs a quick kernel replaced", s.QuickBuilds, s.TierUps)
	}
	for i, want := range []int64{0, 1} {
		if _, err := e.Eval(ctx, outs...); err != nil {
			t.Fatal(err)
		}
		if got := e.Stats().ProgramsReused; got != want {
			t.Fatalf("Eval %d after the optimized build: %d programs reused, want %d", i+2, got, want)
		}
	}
}

// TestProgramCacheKeepsTheRecentlyUsed: the cache holds at most its size
// in programs, and the one out first is the least recently kept or reused.
func TestProgramCacheKeepsTheRecentlyUsed(t *testing.T) {
	e := &Engine{programs: newProgramCache(2)}
	dag := &hop.DAG{}
	empty := &program{dag: dag, plan: &selection.Plan{}, ops: map[int]*fusedOp{}}
	k1, k2, k3 := [32]byte{1}, [32]byte{2}, [32]byte{3}
	e.programs.keep(k1, empty)
	e.programs.keep(k2, empty)
	if e.reuse(k1, dag, CompileSync) == nil {
		t.Fatal("the program kept under k1 was not reused")
	}
	e.programs.keep(k3, empty) // k2 is now the least recently used
	if n := e.programs.len(); n != 2 {
		t.Fatalf("%d programs kept, want 2", n)
	}
	for key, want := range map[[32]byte]bool{k1: true, k2: false, k3: true} {
		if _, ok := e.programs.peek(key); ok != want {
			t.Errorf("program under %x kept: %v, want %v", key[0], ok, want)
		}
	}
	e.programs.clear()
	if n := e.programs.len(); n != 0 {
		t.Errorf("%d programs kept after clear, want 0", n)
	}
}
