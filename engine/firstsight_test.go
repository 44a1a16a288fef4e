package engine

import (
	"context"
	"os/exec"
	"testing"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// TestFirstSightSkipsOptimizer: the default engine runs a small DAG's first
// sighting as Base would (Base's bits, nothing optimized) and optimizes it
// when it recurs; a DAG whose kernels could pay for a compile on the call
// itself (here: a machine a million times slower) is optimized at once.
func TestFirstSightSkipsOptimizer(t *testing.T) {
	ctx := context.Background()
	base := newBaseEngine(t)
	// Above the optimizer floor (which ignores the machine).
	x := Dense(matrix.RandDense(1000, 1000, 0, 1, 1))
	y := Dense(matrix.RandDense(1000, 1000, 0, 1, 2))
	out := x.Mul(y).Add(x).Mul(y).Sum()
	want, err := base.Eval(ctx, out)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name      string
		machine   Machine
		wantFirst int64 // DAGs optimized by the first Eval
	}{
		{"small", Machine{ReadBandwidth: 10e9, WriteBandwidth: 8e9, PeakFLOPS: 20e9}, 0},
		{"pays at once", Machine{ReadBandwidth: 1e4, WriteBandwidth: 1e4, PeakFLOPS: 1e5}, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// The compiler: the path of the paying case compiles nothing
			// whose failure matters (results are checked against Base).
			e, err := New(WithCacheDir(""), WithMachine(c.machine), WithCompiler("/nonexistent/clang"))
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			got, err := e.Eval(ctx, out)
			if err != nil {
				t.Fatal(err)
			}
			if !mat.Equal(got.Matrix(0), want.Matrix(0)) {
				t.Fatalf("first Eval: %v, Base %v", got.Matrix(0), want.Matrix(0))
			}
			if n := e.Stats().DAGsOptimized; n != c.wantFirst {
				t.Errorf("first Eval optimized %d DAGs, want %d", n, c.wantFirst)
			}
			if c.wantFirst > 0 {
				return
			}
			if _, err := e.Eval(ctx, out); err != nil {
				t.Fatal(err)
			}
			if n := e.Stats().DAGsOptimized; n != 1 {
				t.Errorf("second Eval: %d DAGs optimized, want 1 (a DAG that recurs is optimized)", n)
			}
		})
	}
}

// TestDecideCountsEarlierRuns: a candidate whose DAG ran unoptimized once
// before (runs 2) is counted as if decide had seen both calls, so its
// background compile comes on the same call as without the skipped
// optimization.
func TestDecideCountsEarlierRuns(t *testing.T) {
	ms := time.Millisecond
	// Saves 20 ms a call: two calls reach a compile of 35 + 2*2 ms.
	c := tierCandidate{key: "a", hops: 2, unfused: 25 * ms, fused: 5 * ms}
	twice := ripeTiers()
	twice.decide([]tierCandidate{c})
	_, bgTwice := twice.decide([]tierCandidate{c})
	credited := ripeTiers()
	c2 := c
	c2.runs, c2.since = 2, time.Unix(0, 0) // an hour before the clock's first reading
	_, bgCredited := credited.decide([]tierCandidate{c2})
	if len(bgTwice) != 1 || len(bgCredited) != 1 {
		t.Errorf("background compiles: %v after two decides, %v after one counting two runs; want one each", bgTwice, bgCredited)
	}
	once := ripeTiers()
	if _, bg := once.decide([]tierCandidate{c}); len(bg) != 0 {
		t.Errorf("one run: background %v, want none", bg)
	}
}

// TestFirstSightOnlyOnce: only a DAG's first sighting runs unoptimized;
// with its kernels compiled, every later Eval of the shape runs them (the
// shape used to count as unsighted again after each optimization, so
// every other Eval ran unfused).
func TestFirstSightOnlyOnce(t *testing.T) {
	if _, err := exec.LookPath("clang"); err != nil {
		t.Skip("clang not installed")
	}
	ctx := context.Background()
	x := Dense(matrix.RandDense(1000, 1000, 0, 1, 1))
	y := Dense(matrix.RandDense(1000, 1000, 0, 1, 2))
	out := x.Mul(y).Add(x).Mul(y).Sum()
	e, err := New(WithCacheDir(""), WithMachine(Machine{ReadBandwidth: 10e9, WriteBandwidth: 8e9, PeakFLOPS: 20e9}))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Precompile(ctx, out); err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		res, err := e.Eval(ctx, out)
		if err != nil {
			t.Fatal(err)
		}
		fused := 0
		for _, op := range res.Plan() {
			if !op.Fallback {
				fused++
			}
		}
		if first := i == 0; first != (fused == 0) {
			t.Errorf("Eval %d ran %d fused operators with their kernels; want none on the first sighting only", i, fused)
		}
	}
}
