package engine

import (
	"context"
	"errors"
	"io/fs"
	"math"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// partitionCase is an expression over a source of row-aligned inputs.
type partitionCase struct {
	name string
	// build returns the source's leaves (X first) and the outputs.
	build func(X, w *Expr, v *Expr) []*Expr
}

func partitionCases() []partitionCase {
	return []partitionCase{
		{"row col_agg_t t(X)%*%(w*(X%*%v))", func(X, w, v *Expr) []*Expr { return []*Expr{X.T().MatMul(w.Mul(X.MatMul(v)))} }},
		{"cell no_agg exp(X*w)+1", func(X, w, v *Expr) []*Expr { return []*Expr{X.Mul(w).Exp().Add(Scalar(1))} }},
		{"cell row_agg rowSums(X*w)", func(X, w, v *Expr) []*Expr { return []*Expr{X.Mul(w).RowSums()} }},
		{"cell col_agg colSums(X*w)", func(X, w, v *Expr) []*Expr { return []*Expr{X.Mul(w).ColSums()} }},
		{"cell full_agg sum(X*w)", func(X, w, v *Expr) []*Expr { return []*Expr{X.Mul(w).Sum()} }},
		{"magg sum(X*X), sum(X*w)", func(X, w, v *Expr) []*Expr { return []*Expr{X.Mul(X).Sum(), X.Mul(w).Sum()} }},
		{"row no_agg (X%*%v)*w", func(X, w, v *Expr) []*Expr { return []*Expr{X.MatMul(v).Mul(w).Exp().Add(X.MatMul(v))} }},
	}
}

// closeTo reports whether a and b agree within the relative tolerance of
// reordered sums (SEMANTICS.md).
func closeTo(a, b mat.Matrix) bool {
	ar, ac := a.Dims()
	br, bc := b.Dims()
	if ar != br || ac != bc {
		return false
	}
	for i := range ar {
		for j := range ac {
			x, y := a.At(i, j), b.At(i, j)
			if math.Abs(x-y) > 1e-9*math.Max(math.Abs(x), math.Abs(y)) {
				return false
			}
		}
	}
	return true
}

func bitwise(a, b mat.Matrix) bool {
	ar, ac := a.Dims()
	br, bc := b.Dims()
	if ar != br || ac != bc {
		return false
	}
	for i := range ar {
		for j := range ac {
			if math.Float64bits(a.At(i, j)) != math.Float64bits(b.At(i, j)) {
				return false
			}
		}
	}
	return true
}

// stagingEngine is a driver's or a worker's engine on the kernel cache
// directory dir, closed when the test ends.
func stagingEngine(t *testing.T, dir string) *Engine {
	t.Helper()
	e, err := New(WithCompileMode(CompileSync), WithPolicy(PolicyFuseAll), WithCacheDir(dir))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// A stage run over 8 partitions agrees with Eval within the tolerance of
// reordered sums, over one partition it is Eval's bits, and a worker
// engine that decodes the stage and loads its kernel from the shared cache
// directory computes every partition's bits.
func TestStageExecuteMatchesEval(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	e, worker := stagingEngine(t, dir), stagingEngine(t, dir)
	const n, m = 3001, 40
	kinds := map[string]bool{}
	for _, sparse := range []bool{false, true} {
		var X *Expr
		if sparse {
			X = Sparse(matrix.RandSparse(n, m, 0.1, -1, 1, 7))
		} else {
			X = Dense(matrix.RandDense(n, m, -1, 1, 7))
		}
		w := Dense(matrix.RandDense(n, 1, -1, 1, 8))
		v := Dense(matrix.RandDense(m, 1, -1, 1, 9))
		for _, tc := range partitionCases() {
			outs := tc.build(X, w, v)
			want, err := e.Eval(ctx, outs...)
			if err != nil {
				t.Fatalf("%s: eval: %v", tc.name, err)
			}
			for _, parts := range []int{1, 8} {
				src, err := NewSource(parts, X, w)
				if err != nil {
					t.Fatal(err)
				}
				st, err := e.Stage(ctx, src, outs...)
				if errors.Is(err, ErrNotPartitionable) && sparse {
					t.Logf("%s sparse: %v", tc.name, err)
					break
				}
				if err != nil {
					t.Fatalf("%s sparse=%t: stage: %v", tc.name, sparse, err)
				}
				kinds[st.w.Kind] = true
				got, err := e.Execute(ctx, st, src)
				if err != nil {
					t.Fatalf("%s sparse=%t: execute: %v", tc.name, sparse, err)
				}
				for i := range outs {
					ok := closeTo(got[i], want.Matrix(i))
					if parts == 1 {
						ok = bitwise(got[i], want.Matrix(i))
					}
					if !ok {
						t.Errorf("%s sparse=%t parts=%d: output %d differs from Eval", tc.name, sparse, parts, i)
					}
				}
				checkWorker(t, tc.name, worker, st, src)
			}
		}
	}
	for _, k := range []string{"cell no_agg", "cell row_agg", "cell col_agg", "cell full_agg", "magg full_agg", "row col_agg_t", "row no_agg"} {
		if !kinds[k] {
			t.Errorf("no case ran a %s stage (ran %v)", k, kinds)
		}
	}
	if s := worker.Stats(); s.KernelsCompiled != 0 || s.DiskCacheHits == 0 {
		t.Errorf("worker compiled %d kernels and loaded %d from the shared directory; want 0 and > 0", s.KernelsCompiled, s.DiskCacheHits)
	}
}

// checkWorker decodes st as a worker does and compares every partition's
// result with the driver's bits.
func checkWorker(t *testing.T, name string, worker *Engine, st *Stage, src *Source) {
	t.Helper()
	ctx := context.Background()
	data, err := st.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var remote Stage
	if err := remote.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	var parts []mat.Matrix
	for p := range src.Partitions() {
		blocks, _ := src.Partition(p)
		local, err := worker.RunPartition(ctx, st, blocks, st.SideInputs())
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got, err := worker.RunPartition(ctx, &remote, blocks, st.SideInputs())
		if err != nil {
			t.Fatalf("%s: decoded stage: %v", name, err)
		}
		if !bitwise(local, got) {
			t.Errorf("%s: partition %d: the decoded stage computes other bits", name, p)
		}
		parts = append(parts, got)
	}
	want, _ := worker.Execute(ctx, st, src)
	m, err := remote.Combine(parts)
	if err != nil {
		t.Fatal(err)
	}
	got, err := remote.Outputs(m)
	if err != nil {
		t.Fatal(err)
	}
	for i := range got {
		if !bitwise(got[i], want[i]) {
			t.Errorf("%s: output %d: combining the decoded stage's partitions differs from Execute", name, i)
		}
	}
}

func TestStageRefuses(t *testing.T) {
	ctx := context.Background()
	e, err := New(WithCompileMode(CompileSync), WithPolicy(PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	X := Dense(matrix.RandDense(100, 10, -1, 1, 1))
	w := Dense(matrix.RandDense(100, 1, -1, 1, 2))
	src, err := NewSource(4, X)
	if err != nil {
		t.Fatal(err)
	}
	for name, outs := range map[string][]*Expr{
		"row-aligned input outside the source": {X.Mul(w).Exp().Sum()},
		"nothing fused":                        {X.T()},
	} {
		if _, err := e.Stage(ctx, src, outs...); !errors.Is(err, ErrNotPartitionable) {
			t.Errorf("%s: Stage returned %v, want ErrNotPartitionable", name, err)
		}
	}
	if _, err := NewSource(4, X, Dense(matrix.RandDense(99, 1, 0, 1, 3))); !errors.Is(err, ErrShape) {
		t.Errorf("NewSource of misaligned inputs: %v, want ErrShape", err)
	}
	if _, err := NewSource(0, X); err == nil {
		t.Errorf("NewSource(0) accepted")
	}
}

// TestStageBuildsOptimizedKernels: a stage's kernel runs over every
// partition of the source, so Stage builds it optimized at once, even for
// data small enough for a quick build under Eval; workers then never load
// quick code (and never owe its rebuild).
func TestStageBuildsOptimizedKernels(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	e := stagingEngine(t, dir)
	X := Dense(matrix.RandDense(200, 4, -1, 1, 3))
	src, err := NewSource(2, X)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Stage(ctx, src, X.Mul(X).Add(X).Sum()); err != nil {
		t.Fatal(err)
	}
	quick, records := 0, 0
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch name := d.Name(); {
		case strings.HasPrefix(name, "i-"): // the IR a quick record keeps for its rebuild
			quick++
		case strings.HasPrefix(name, "k-"):
			records++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if quick != 0 || records == 0 {
		t.Errorf("after Stage the cache holds %d kernel records, %d of them quick; want > 0, 0", records, quick)
	}
}

// TestRunPartitionAsksTheHost: a worker's engine reserves a partition's
// output against the host before running its kernel, as Eval does for a
// fused operator, and runs it once the host has room.
func TestRunPartitionAsksTheHost(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	e, worker := stagingEngine(t, dir), stagingEngine(t, dir)
	X := Dense(matrix.RandDense(8192, 2048, -1, 1, 4)) // a 128 MiB row output
	src, err := NewSource(1, X)
	if err != nil {
		t.Fatal(err)
	}
	st, err := e.Stage(ctx, src, X.Mul(X).Exp().Add(Scalar(1)))
	if err != nil {
		t.Fatal(err)
	}
	blocks, err := src.Partition(0)
	if err != nil {
		t.Fatal(err)
	}
	host := int64(16 << 20)
	worker.base.HostAvailable = func() int64 { return host }
	debug.FreeOSMemory() // free heap counts as room: return it first
	if _, err := worker.RunPartition(ctx, st, blocks, st.SideInputs()); !errors.Is(err, ErrMemoryBudget) {
		t.Errorf("host short: err = %v, want ErrMemoryBudget", err)
	}
	host = 1 << 40
	if _, err := worker.RunPartition(ctx, st, blocks, st.SideInputs()); err != nil {
		t.Errorf("host with room: %v", err)
	}
}
