package engine

import (
	"context"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// TestOptimizerFloor: only the default engine skips the optimizer, only on
// Eval's tiered path and only for DAGs below optimizerFloor; the result is
// Base's.
func TestOptimizerFloor(t *testing.T) {
	small := Dense(matrix.RandDense(1000, 10, 0, 1, 1))
	smallOut := small.Mul(small).Add(small).Sum()
	// About 3 x 8 MB written and read: above the floor at nominal rates.
	big := Dense(matrix.RandDense(1000, 1000, 0, 1, 2))
	bigOut := big.Mul(big).Add(big).Sum()
	prepare := func(out *Expr) *hop.DAG {
		dag, err := hop.Prepare([]*hop.Hop{out.h})
		if err != nil {
			t.Fatal(err)
		}
		return dag
	}
	cases := []struct {
		name   string
		policy Policy
		mode   CompileMode
		out    *Expr
		always bool
		want   bool
	}{
		{"small default", PolicyCostBased, CompileTiered, smallOut, false, true},
		{"large default", PolicyCostBased, CompileTiered, bigOut, false, false},
		{"small sync", PolicyCostBased, CompileSync, smallOut, false, false},
		{"small async", PolicyCostBased, CompileAsync, smallOut, false, false},
		{"small fuse-all", PolicyFuseAll, CompileTiered, smallOut, false, false},
		{"small forced", PolicyCostBased, CompileTiered, smallOut, true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := &Engine{cfg: config{policy: c.policy, alwaysOptimize: c.always}}
			if got := e.belowOptimizerFloor(prepare(c.out), c.mode); got != c.want {
				t.Errorf("belowOptimizerFloor = %t, want %t", got, c.want)
			}
		})
	}

	ctx := context.Background()
	base := newBaseEngine(t)
	e, err := New(WithCacheDir(""))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	want, err := base.Eval(ctx, smallOut)
	if err != nil {
		t.Fatal(err)
	}
	got, err := e.Eval(ctx, smallOut)
	if err != nil {
		t.Fatal(err)
	}
	if !mat.Equal(got.Matrix(0), want.Matrix(0)) {
		t.Errorf("result %v, Base %v", got.Matrix(0), want.Matrix(0))
	}
	if s := e.Stats(); s.DAGsOptimized != 0 || s.CPlansCreated != 0 {
		t.Errorf("%d DAGs optimized, %d CPlans built below the floor; want 0, 0", s.DAGsOptimized, s.CPlansCreated)
	}
	if _, err := e.Explain(smallOut); err != nil {
		t.Fatal(err)
	}
	if s := e.Stats(); s.DAGsOptimized != 1 {
		t.Errorf("Explain optimized %d DAGs, want 1 (the floor is Eval's)", s.DAGsOptimized)
	}
}

// TestSearchGainBudget: only the default engine's Evals (tiered, not
// forced to optimize) cut the search to tieredGainBudget; every other path
// keeps selection's default.
func TestSearchGainBudget(t *testing.T) {
	cases := []struct {
		mode   CompileMode
		always bool
		want   float64
	}{
		{CompileTiered, false, tieredGainBudget},
		{CompileTiered, true, 0},
		{CompileSync, false, 0},
		{CompileAsync, false, 0},
	}
	for _, c := range cases {
		e := &Engine{cfg: config{policy: PolicyCostBased, alwaysOptimize: c.always}}
		if got := e.searchGainBudget(c.mode); got != c.want {
			t.Errorf("%v, always optimize %t: gain budget %g, want %g", c.mode, c.always, got, c.want)
		}
	}
}
