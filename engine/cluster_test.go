package engine

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// The job latency and the worker memory decide placement: with the term
// set, operators that data movement alone sends to the workers stay on the
// driver, and a finer partitioning (as Explain suggests) brings them back
// to the workers, with the bits of local partitioned execution.
func TestClusterTerms(t *testing.T) {
	ctx := context.Background()
	eng, err := New(WithCompileMode(CompileSync), WithPolicy(PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	const n, m = 3000, 20
	X := Dense(matrix.RandDense(n, m, -1, 1, 51))
	v := Dense(matrix.RandDense(m, 1, -1, 1, 52))
	w := Dense(matrix.RandDense(n, 1, -1, 1, 53))
	outs := []*Expr{X.T().MatMul(w.Mul(X.MatMul(v))), X.Mul(X).Sum()}
	ref, err := eng.Eval(ctx, outs...)
	if err != nil {
		t.Fatal(err)
	}
	// X's blocks of 7 partitions: ceil(3000/7) rows * 20 * 8 bytes, twice.
	const mem7 = 2 * 429 * m * 8
	finer := 0 // the partitions Explain asks for when memory is short
	for _, c := range []struct {
		name    string
		parts   int
		cluster Cluster
		stages  bool   // operators over X run on the executor
		reason  string // in Explain when they do not
	}{
		{"free", 7, Cluster{}, true, ""},
		{"tiny latency", 7, Cluster{JobLatency: time.Millisecond, ReadRate: 1e6}, true, ""},
		{"default latency", 7, Cluster{JobLatency: DefaultJobLatency}, false, "latency"},
		{"too little memory", 7, Cluster{WorkerMemory: mem7 / 2}, false, "use >= "},
		{"no partitioning fits", 7, Cluster{WorkerMemory: 100}, false, "no partitioning fits"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src, err := NewSource(c.parts, X, w)
			if err != nil {
				t.Fatal(err)
			}
			rev := &reverseExecutor{eng: eng}
			d, err := eng.Distribute(src, rev, WithCluster(c.cluster))
			if err != nil {
				t.Fatal(err)
			}
			got, err := d.Eval(ctx, outs...)
			if err != nil {
				t.Fatal(err)
			}
			for i := range outs {
				if !closeTo(got.Matrix(i), ref.Matrix(i)) {
					t.Errorf("output %d differs from Eval", i)
				}
			}
			ex, err := d.Explain(outs...)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(ex, c.cluster.String()) {
				t.Errorf("Explain does not show the cluster's terms (%s):\n%s", c.cluster, ex)
			}
			if ran := len(rev.stages) > 0; ran != c.stages {
				t.Errorf("%d stages on the executor, want stages: %t:\n%s", len(rev.stages), c.stages, ex)
			}
			if !c.stages && !strings.Contains(ex, c.reason) {
				t.Errorf("Explain does not give the reason %q:\n%s", c.reason, ex)
			}
			if c.reason == "use >= " {
				at := strings.Index(ex, c.reason)
				if _, err := fmt.Sscanf(ex[at+len(c.reason):], "%d", &finer); err != nil {
					t.Fatalf("Explain's partition count: %v", err)
				}
			}
		})
	}
	// As many partitions as Explain asked for fit: the operators run on
	// the executor, with the bits of the engine's own partitioned run.
	if finer <= 7 {
		t.Fatalf("Explain asked for %d partitions, want > 7", finer)
	}
	src, err := NewSource(finer, X, w)
	if err != nil {
		t.Fatal(err)
	}
	cl := WithCluster(Cluster{WorkerMemory: mem7 / 2})
	rev := &reverseExecutor{eng: eng}
	remote, err := eng.Distribute(src, rev, cl)
	if err != nil {
		t.Fatal(err)
	}
	local, err := eng.Distribute(src, eng, cl)
	if err != nil {
		t.Fatal(err)
	}
	got, err := remote.Eval(ctx, outs...)
	if err != nil {
		t.Fatal(err)
	}
	want, err := local.Eval(ctx, outs...)
	if err != nil {
		t.Fatal(err)
	}
	if len(rev.stages) < 2 {
		t.Errorf("%d partitions: %d stages on the executor, want 2", finer, len(rev.stages))
	}
	for i := range outs {
		if !bitwise(got.Matrix(i), want.Matrix(i)) {
			t.Errorf("%d partitions: output %d: bits differ from local partitioned execution", finer, i)
		}
	}
	// One partition fewer does not fit.
	src, err = NewSource(finer-1, X, w)
	if err != nil {
		t.Fatal(err)
	}
	rev = &reverseExecutor{eng: eng}
	if remote, err = eng.Distribute(src, rev, cl); err != nil {
		t.Fatal(err)
	}
	if _, err := remote.Eval(ctx, outs...); err != nil {
		t.Fatal(err)
	}
	if ex, _ := remote.Explain(outs...); strings.Count(ex, " workers ") != 0 && strings.Count(ex, "use >= ") == 0 {
		t.Errorf("%d partitions: nothing kept on the driver for memory:\n%s", finer-1, ex)
	}
}

func TestPlacementMemory(t *testing.T) {
	src, err := NewSource(3, Dense(mat.NewDense(100, 1, nil)))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name           string
		resident, side int64
		out            int64
		rowOut         bool
		mem            int64
		working        int64
		minParts       int
	}{
		// 800 bytes of blocks over 100 rows, twice: 16 bytes a row; the
		// largest of 3 partitions has 34 rows.
		{"aggregate", 800, 8, 8, false, 0, 16 + 16*34, 0},
		{"aggregate fits 3", 800, 8, 8, false, 16 + 16*34, 16 + 16*34, 3},
		{"aggregate needs 4", 800, 8, 8, false, 16 + 16*33, 16 + 16*34, 4},
		{"rows out", 800, 0, 800, true, 24 * 50, 24 * 34, 2},
		{"side too big", 800, 1000, 8, false, 1000, 1008 + 16*34, -1},
		{"one row too big", 800, 0, 8, false, 8 + 15, 8 + 16*34, -1},
		{"one row per partition", 800, 0, 8, false, 8 + 16, 8 + 16*34, 100},
	} {
		p := Placement{Resident: c.resident}
		p.memory(src, c.mem, c.side, c.out, c.rowOut)
		if p.WorkingSet != c.working || p.MinPartitions != c.minParts {
			t.Errorf("%s: working set %d, min partitions %d; want %d, %d", c.name, p.WorkingSet, p.MinPartitions, c.working, c.minParts)
		}
	}
}

// A billion rows of a terabyte: the products do not overflow.
func TestPlacementMemoryLarge(t *testing.T) {
	const rows = 1 << 30
	if got := mulDiv(1<<41, rows, rows, true); got != 1<<41 {
		t.Errorf("mulDiv(2^41, 2^30, 2^30) = %d", got)
	}
	if got := mulDiv(math.MaxInt64, 4, 2, false); got != math.MaxInt64 {
		t.Errorf("an overflowing quotient: %d, want saturated", got)
	}
	if got := mulDiv(7, 3, 2, true); got != 11 {
		t.Errorf("mulDiv(7, 3, 2, up) = %d, want 11", got)
	}
}

func TestDistributeRefusesBadCluster(t *testing.T) {
	eng, err := New(WithPolicy(PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	src, err := NewSource(2, Dense(matrix.RandDense(10, 2, -1, 1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := eng.Distribute(src, eng, WithCluster(Cluster{JobLatency: -time.Second})); err == nil {
		t.Error("a negative job latency was accepted")
	}
}
