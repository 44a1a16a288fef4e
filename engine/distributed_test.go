package engine

import (
	"context"
	"errors"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// reverseExecutor runs a stage's partitions last to first, as a
// distributed runner may, and counts the stages it ran.
type reverseExecutor struct {
	eng    *Engine
	stages []string
}

func (r *reverseExecutor) Execute(ctx context.Context, st *Stage, src *Source) ([]mat.Matrix, error) {
	r.stages = append(r.stages, st.String())
	parts := make([]mat.Matrix, src.Partitions())
	for p := len(parts) - 1; p >= 0; p-- {
		blocks, err := src.Partition(p)
		if err != nil {
			return nil, err
		}
		if parts[p], err = r.eng.RunPartition(ctx, st, blocks, st.SideInputs()); err != nil {
			return nil, err
		}
	}
	m, err := st.Combine(parts)
	if err != nil {
		return nil, err
	}
	return st.Outputs(m)
}

// distributeBothWays distributes src over eng itself and over a
// reverseExecutor (partitions in reverse order), both without a cost for
// jobs, so that every partitionable operator runs as a stage.
func distributeBothWays(t *testing.T, eng *Engine, src *Source) (local, remote *Distributed, rev *reverseExecutor) {
	t.Helper()
	local, err := eng.Distribute(src, eng, WithCluster(Cluster{}))
	if err != nil {
		t.Fatal(err)
	}
	rev = &reverseExecutor{eng: eng}
	remote, err = eng.Distribute(src, rev, WithCluster(Cluster{}))
	if err != nil {
		t.Fatal(err)
	}
	return local, remote, rev
}

// A program of several operators, where later stages read an earlier
// stage's aggregate (side input) and row-aligned result (partitioned
// again), gives the same bits on two executors that order partitions
// differently, agrees with Eval, and runs its big operators as stages.
func TestDistributedProgram(t *testing.T) {
	ctx := context.Background()
	for _, sparse := range []bool{false, true} {
		eng, err := New(WithCompileMode(CompileSync), WithPolicy(PolicyFuseAll))
		if err != nil {
			t.Fatal(err)
		}
		defer eng.Close()
		const n, m, parts = 3000, 20, 7
		var X *Expr
		if sparse {
			X = Sparse(matrix.RandSparse(n, m, 0.3, -1, 1, 21))
		} else {
			X = Dense(matrix.RandDense(n, m, -1, 1, 21))
		}
		yv := mat.NewVecDense(n, nil)
		for i := range n {
			yv.SetVec(i, float64(2*(i%2)-1))
		}
		y := Vector(yv)
		v := Dense(matrix.RandDense(m, 1, -1, 1, 22))
		g := X.T().MatMul(y.Mul(X.MatMul(v)))       // per partition, partials folded
		z := X.MatMul(g.Div(g.Mul(g).Sum().Sqrt())) // g's norm on the driver, g a side input
		outs := []*Expr{g, z, z.Mul(y).Gt(Scalar(0)).Sum(), X.Mul(X).Sum()}

		src, err := NewSource(parts, X, Vector(yv)) // another leaf over y's storage
		if err != nil {
			t.Fatal(err)
		}
		local, remote, rev := distributeBothWays(t, eng, src)
		want, err := local.Eval(ctx, outs...)
		if err != nil {
			t.Fatalf("sparse=%t: %v", sparse, err)
		}
		got, err := remote.Eval(ctx, outs...)
		if err != nil {
			t.Fatalf("sparse=%t: %v", sparse, err)
		}
		ref, err := eng.Eval(ctx, outs...)
		if err != nil {
			t.Fatal(err)
		}
		for i := range outs {
			if !bitwise(got.Matrix(i), want.Matrix(i)) {
				t.Errorf("sparse=%t: output %d: bits depend on the executor's partition order", sparse, i)
			}
			if !closeTo(got.Matrix(i), ref.Matrix(i)) {
				t.Errorf("sparse=%t: output %d differs from Eval", sparse, i)
			}
		}
		if len(rev.stages) < 3 {
			t.Errorf("sparse=%t: %d stages ran on the executor, want >= 3 (t(X) product, X %%*%% g, sum(X*X)): %q", sparse, len(rev.stages), rev.stages)
		}
		ex, err := remote.Explain(outs...)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("sparse=%t:\n%s", sparse, ex)
		if strings.Count(ex, " workers ") < 3 || !strings.Contains(ex, " driver ") {
			t.Errorf("sparse=%t: Explain places fewer than 3 operators on workers or none on the driver:\n%s", sparse, ex)
		}
	}
}

func TestDistributeRefuses(t *testing.T) {
	none, err := New(WithPolicy(PolicyNone))
	if err != nil {
		t.Fatal(err)
	}
	defer none.Close()
	X := Dense(matrix.RandDense(10, 2, -1, 1, 1))
	src, err := NewSource(2, X)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := none.Distribute(src, none); err == nil {
		t.Error("Distribute under PolicyNone succeeded")
	}
	eng, err := New(WithPolicy(PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	if _, err := eng.Distribute(nil, eng); err == nil {
		t.Error("Distribute without a source succeeded")
	}
	d, err := eng.Distribute(src, eng)
	if err != nil {
		t.Fatal(err)
	}
	_, err = d.Eval(context.Background(), RemoveEmptyRows(X, nil).Sum())
	if !errors.Is(err, ErrNotPartitionable) {
		t.Errorf("a data-dependent size: error %v, want ErrNotPartitionable", err)
	}
}
