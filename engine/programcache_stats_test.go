package engine

import (
	"context"
	"testing"
)

// TestProgramReuseCountsOptimizeTime: an Eval that reuses a program counts
// in DAGsOptimized, so its time (rewrites, key, rebinding) counts in
// OptimizeTime and CompileTime, whose mean per DAG fusebench reports.
func TestProgramReuseCountsOptimizeTime(t *testing.T) {
	ctx := context.Background()
	e := newReuseEngine(t)
	x, y, v, w := reuseInputs(300, 0.2, 1)
	if _, err := e.Eval(ctx, reuseDAG(x, y, v, w, 2)...); err != nil {
		t.Fatal(err)
	}
	s0 := e.Stats()
	if _, err := e.Eval(ctx, reuseDAG(x, y, v, w, 2)...); err != nil {
		t.Fatal(err)
	}
	s1 := e.Stats()
	if s1.ProgramsReused != s0.ProgramsReused+1 || s1.DAGsOptimized != s0.DAGsOptimized+1 {
		t.Fatalf("%d programs reused, %d DAGs optimized; want %d, %d", s1.ProgramsReused, s1.DAGsOptimized, s0.ProgramsReused+1, s0.DAGsOptimized+1)
	}
	if s1.OptimizeTime <= s0.OptimizeTime || s1.CompileTime <= s0.CompileTime {
		t.Errorf("a reused program's Eval added %v to OptimizeTime, %v to CompileTime; want some to both",
			s1.OptimizeTime-s0.OptimizeTime, s1.CompileTime-s0.CompileTime)
	}
}
