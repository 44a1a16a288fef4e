package engine_test

import (
	"context"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

func TestTaskTimings(t *testing.T) {
	const rows, cols = 2000, 300 // enough cells for several tasks
	X := engine.Dense(matrix.RandDense(rows, cols, 0, 1, 1))
	Y := engine.Dense(matrix.RandDense(rows, cols, 0, 1, 2))
	eng, err := engine.New(engine.WithPolicy(engine.PolicyFuseAll), engine.WithThreads(2),
		engine.WithCompileMode(engine.CompileSync))
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	s := X.Mul(Y).Sum()

	// Without a recorder nothing is timed, and the result is the same.
	plain, err := eng.Eval(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	var tt engine.TaskTimings
	res, err := eng.Eval(engine.WithTaskTimings(context.Background(), &tt), s)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := plain.Scalar(0), res.Scalar(0); a != b {
		t.Errorf("timed sum %v, untimed %v", b, a)
	}
	passes := tt.Passes()
	if len(passes) != 1 {
		t.Fatalf("%d passes recorded, want 1 (one fused operator): %+v", len(passes), passes)
	}
	p := passes[0]
	if p.Template != "cell" || p.Workers < 1 || p.Workers > 2 || len(p.Tasks) < 2 {
		t.Fatalf("pass %s/%s on %d workers with %d tasks", p.Template, p.Variant, p.Workers, len(p.Tasks))
	}
	lo := 0
	for i, k := range p.Tasks {
		if k.Lo != lo || k.Hi <= k.Lo {
			t.Errorf("task %d rows [%d, %d) after row %d: not contiguous", i, k.Lo, k.Hi, lo)
		}
		lo = k.Hi
		if k.Worker < 0 || k.Worker >= p.Workers {
			t.Errorf("task %d on worker %d of %d", i, k.Worker, p.Workers)
		}
		if k.Wall <= 0 || k.Start+k.Wall > p.Wall {
			t.Errorf("task %d starts at %v and takes %v in a pass of %v", i, k.Start, k.Wall, p.Wall)
		}
	}
	if lo != rows {
		t.Errorf("tasks end at row %d, want %d", lo, rows)
	}
	tt.Reset()
	if n := len(tt.Passes()); n != 0 {
		t.Errorf("%d passes after Reset", n)
	}
}
