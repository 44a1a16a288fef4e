package engine

import (
	"context"
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/opcache"
	"github.com/fusejit/fusejit/internal/selection"
	"github.com/fusejit/fusejit/matrix"
)

// quickMarks plans outs under fuse-all and returns the fused operators
// and the requests markQuick marks for them, as a first Eval would.
func quickMarks(t *testing.T, e *Engine, outs ...*Expr) ([]*fusedOp, []opcache.Request) {
	t.Helper()
	dag := preparedDAG(t, outs...)
	prog := &program{dag: dag, ops: map[int]*fusedOp{}}
	hop.OptimizeWith(dag, hop.Options{Threads: e.cfg.threads})
	prog.memo = memo.Explore(dag, e.templates(dag))
	prog.plan = selection.FuseAll(prog.memo, nil)
	prog.buildOps()
	ops := uniqueOps(mapValues(prog.ops))
	reqs := make([]opcache.Request, len(ops))
	e.markQuick(context.Background(), ops, reqs)
	return ops, reqs
}

func mapValues(m map[int]*fusedOp) []*fusedOp {
	var out []*fusedOp
	for _, op := range m {
		out = append(out, op)
	}
	return out
}

// TestQuickPricesOuterByItsModule: a blocked Outer kernel's module costs
// clang several times the median module, so its quick build saves more;
// the first use of fusebench's outer pattern at 3000^2 (sparsity 0.01
// and 10^-4, rank 100) takes the quick build, which the fixed 30 ms saving
// of the median module refused, and a long one (more stored cells than
// the saving covers at the -O0 slowdown) does not. A cell kernel of the
// same expression keeps the old price.
func TestQuickPricesOuterByItsModule(t *testing.T) {
	e, err := New(WithCacheDir(""), WithPolicy(PolicyFuseAll))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	outer := func(n int, sp float64) *Expr {
		X := Sparse(matrix.RandSparse(n, n, sp, 0.5, 1.5, 1))
		U := Dense(matrix.RandDense(n, 100, 0.1, 1, 2))
		V := Dense(matrix.RandDense(n, 100, 0.1, 1, 3))
		return X.Mul(U.MatMul(V.T()).Add(Scalar(1e-15)).Log()).Sum()
	}
	cases := []struct {
		name          string
		out           *Expr
		blocked       bool
		quick         bool
		savingAtLeast time.Duration
	}{
		{"outer 3000^2 sp=0.01", outer(3000, 0.01), true, true, 100 * time.Millisecond},
		{"outer 3000^2 sp=1e-4", outer(3000, 1e-4), true, true, 100 * time.Millisecond},
		{"outer 3000^2 sp=0.5", outer(3000, 0.5), true, false, 100 * time.Millisecond},
		{"cell log 3000x1000", Dense(matrix.RandDense(3000, 1000, 0.5, 1.5, 4)).Log().Mul(Scalar(2)).Sum(), false, false, 0},
		{"cell log 300x300", Dense(matrix.RandDense(300, 300, 0.5, 1.5, 5)).Log().Mul(Scalar(2)).Sum(), false, true, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ops, reqs := quickMarks(t, e, c.out)
			if len(ops) != 1 {
				t.Fatalf("%d fused operators, want 1", len(ops))
			}
			op := ops[0]
			if got := op.cp != nil && op.cp.OuterBlocked(); got != c.blocked {
				t.Fatalf("blocked Outer %t, want %t", got, c.blocked)
			}
			saving := quickSavingOf(op.cp, e.tiers.scale())
			_, f := selection.OperatorTimes(op.sel, selection.Nominal())
			t.Logf("estimate %v, slowdown %d, saving %v: quick %t, long use %t", f, quickSlowdownOf(op.sel), saving, reqs[0].Quick, reqs[0].LongUse)
			if saving < c.savingAtLeast {
				t.Errorf("saving %v, want at least %v", saving, c.savingAtLeast)
			}
			if !c.blocked && saving != time.Duration(quickSavingShare*float64(quickModuleClang)) {
				t.Errorf("saving %v of a median module, want %v", saving, time.Duration(quickSavingShare*float64(quickModuleClang)))
			}
			if reqs[0].Quick != c.quick || reqs[0].LongUse == c.quick {
				t.Errorf("quick %t, long use %t; want quick %t", reqs[0].Quick, reqs[0].LongUse, c.quick)
			}
		})
	}
}
