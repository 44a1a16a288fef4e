package engine

import (
	"context"
	"os"
	"testing"

	"github.com/fusejit/fusejit/matrix"
)

// TestOptimizeTime: OptimizeTime accumulates only over the DAGs counted by
// DAGsOptimized, MaxOptimizeTime is one of them, and measuring the machine
// is not charged to a DAG.
func TestOptimizeTime(t *testing.T) {
	X := Dense(matrix.RandDense(300, 20, 0, 1, 3))
	outs := []*Expr{X.Mul(X).Add(X).Sum(), X.Exp().RowSums()}
	for _, c := range []struct {
		name   string
		policy Policy
		dags   int64
	}{
		{"base", PolicyNone, 0},
		{"cost-based", PolicyCostBased, 2},
		{"fuse-all", PolicyFuseAll, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			e, err := New(WithPolicy(c.policy), WithCacheDir(""), WithCompileMode(CompileSync))
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			for _, out := range outs {
				if _, err := e.Eval(context.Background(), out); err != nil {
					t.Fatal(err)
				}
			}
			s := e.Stats()
			if s.DAGsOptimized != c.dags {
				t.Fatalf("DAGsOptimized = %d, want %d", s.DAGsOptimized, c.dags)
			}
			if c.dags == 0 {
				if s.OptimizeTime != 0 || s.MaxOptimizeTime != 0 {
					t.Errorf("OptimizeTime %v, max %v with nothing optimized", s.OptimizeTime, s.MaxOptimizeTime)
				}
				return
			}
			if s.OptimizeTime <= 0 || s.MaxOptimizeTime <= 0 || s.MaxOptimizeTime > s.OptimizeTime {
				t.Errorf("OptimizeTime %v, MaxOptimizeTime %v: want 0 < max <= total", s.OptimizeTime, s.MaxOptimizeTime)
			}
			if s.OptimizeTime > s.CompileTime {
				t.Errorf("OptimizeTime %v exceeds CompileTime %v, of which it is a part", s.OptimizeTime, s.CompileTime)
			}
		})
	}
}

// TestBackgroundCompileTime: compiles no Eval waited for are counted apart,
// as a part of CompileTime; a synchronous engine has none.
func TestBackgroundCompileTime(t *testing.T) {
	if _, err := os.Stat("/usr/bin/clang"); err != nil {
		t.Skip("no clang: nothing is compiled")
	}
	X := Dense(matrix.RandDense(400, 30, 0, 1, 4))
	out := X.Mul(X).Add(X).Exp().Sum()
	for _, c := range []struct {
		name       string
		mode       CompileMode
		background bool
	}{
		{"sync", CompileSync, false},
		{"async", CompileAsync, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			e, err := New(WithPolicy(PolicyFuseAll), WithCacheDir(""), WithCompileMode(c.mode))
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			if _, err := e.Eval(context.Background(), out); err != nil {
				t.Fatal(err)
			}
			if err := e.WaitForKernels(context.Background()); err != nil {
				t.Fatal(err)
			}
			s := e.Stats()
			if s.KernelsCompiled == 0 {
				t.Fatalf("no kernel compiled: %+v", s)
			}
			if got := s.BackgroundCompileTime > 0; got != c.background {
				t.Errorf("BackgroundCompileTime = %v, want > 0: %t", s.BackgroundCompileTime, c.background)
			}
			if s.BackgroundCompileTime > s.CompileTime {
				t.Errorf("BackgroundCompileTime %v exceeds CompileTime %v, of which it is a part", s.BackgroundCompileTime, s.CompileTime)
			}
		})
	}
}
