package engine

import (
	"context"
	"testing"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// TestDAGShape: equal expressions over equal-sized inputs share a shape;
// another size, format or scalar class, or another operator, does not.
func TestDAGShape(t *testing.T) {
	shape := func(out *Expr) [32]byte {
		dag, err := hop.Prepare([]*hop.Hop{out.h})
		if err != nil {
			t.Fatal(err)
		}
		return dagShape(dag)
	}
	expr := func(n int, s float64, seed uint64) *Expr {
		x := Dense(matrix.RandDense(n, 10, 0, 1, seed))
		return x.Mul(x).Add(Scalar(s)).Sum()
	}
	ref := shape(expr(100, 3, 1))
	cases := []struct {
		name string
		out  *Expr
		same bool
	}{
		{"other data and scalar of one class", expr(100, 7, 2), true},
		{"other rows", expr(101, 3, 1), false},
		{"scalar zero", expr(100, 0, 1), false},
		{"scalar one", expr(100, 1, 1), false},
		{"other operator", Dense(matrix.RandDense(100, 10, 0, 1, 1)).Mul(Scalar(3)).Sum(), false},
	}
	for _, c := range cases {
		if got := shape(c.out) == ref; got != c.same {
			t.Errorf("%s: same shape %t, want %t", c.name, got, c.same)
		}
	}
}

// TestTiersSight: a sighting counts while every kernel stays below its
// compile; the one that would reach it, or a kernel no longer counted,
// changes nothing and asks for the optimizer.
func TestTiersSight(t *testing.T) {
	cost := modelCompile(2)
	cases := []struct {
		name    string
		seen    map[string]*sighting
		gain    time.Duration
		want    bool
		wantCnt int
	}{
		{"far below", map[string]*sighting{"a": {count: 1, saved: time.Millisecond}}, time.Millisecond, true, 2},
		{"reaches the compile", map[string]*sighting{"a": {count: 1, saved: cost - time.Millisecond}}, time.Millisecond, false, 1},
		{"not counted any more", map[string]*sighting{}, time.Millisecond, false, 0},
		// A saving on this very call above the compile: decide compiles now.
		{"pays now", map[string]*sighting{"a": {count: 0, saved: 0}}, cost + time.Millisecond, false, 0},
	}
	for _, c := range cases {
		tr := ripeTiers()
		tr.seen = c.seen
		got := tr.sight([]tierCandidate{{key: "a", hops: 2, unfused: c.gain + time.Millisecond, fused: time.Millisecond}})
		if got != c.want {
			t.Errorf("%s: sight = %t, want %t", c.name, got, c.want)
		}
		if s := tr.seen["a"]; s != nil && s.count != c.wantCnt {
			t.Errorf("%s: count %d, want %d", c.name, s.count, c.wantCnt)
		}
	}
}

// TestTiersSightInFlight: a DAG whose kernels are queued for a background
// compile keeps running unoptimized until the compile reports, and is
// optimized again (to pick its kernels up) once it has.
func TestTiersSightInFlight(t *testing.T) {
	ms := time.Millisecond
	a := tierCandidate{key: "a", hops: 2, unfused: 30 * ms, fused: 5 * ms}
	b := tierCandidate{key: "b", hops: 2, unfused: 2 * ms, fused: ms}
	tr := ripeTiers()
	tr.decide([]tierCandidate{a, b})
	if _, bg := tr.decide([]tierCandidate{a, b}); len(bg) != 1 || bg[0] != 0 {
		t.Fatalf("second decide: background %v, want [0] (a saved a compile's worth)", bg)
	}
	for i := range 3 {
		if !tr.sight([]tierCandidate{a, b}) {
			t.Fatalf("sighting %d while a compiles: sight = false, want true", i+1)
		}
	}
	if got := tr.seen["b"].count; got != 5 {
		t.Errorf("b counted %d times, want 5 (the candidate still counting is sighted)", got)
	}
	tr.compiled([]string{"a"})
	if tr.sight([]tierCandidate{a, b}) {
		t.Errorf("sight after a's compile reported = true, want false (optimize to load it)")
	}
}

// TestPendingDAGSkipsOptimizer: in a loop whose kernels do not pay for a
// compile yet, the default engine optimizes the DAG once and then runs it
// as Base would, with Base's results.
func TestPendingDAGSkipsOptimizer(t *testing.T) {
	ctx := context.Background()
	base := newBaseEngine(t)
	// Rates a thousand times a real machine's make each call's saving
	// (even scaled up by the measured unfused runs) far less than a
	// compile, whatever the load.
	fast := Machine{ReadBandwidth: 1e13, WriteBandwidth: 1e13, PeakFLOPS: 1e14}
	e, err := New(WithCacheDir(""), WithMachine(fast))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	e.ensureBackend() // kernels looked up from the first Eval on
	// Above the optimizer floor (which ignores the machine).
	x := Dense(matrix.RandDense(1000, 1000, 0, 1, 1))
	y := Dense(matrix.RandDense(1000, 1000, 0, 1, 2))
	out := x.Mul(y).Add(x).Mul(y).Sum()
	const evals = 4
	for i := 0; i < evals; i++ {
		want, err := base.Eval(ctx, out)
		if err != nil {
			t.Fatal(err)
		}
		got, err := e.Eval(ctx, out)
		if err != nil {
			t.Fatal(err)
		}
		if !mat.Equal(got.Matrix(0), want.Matrix(0)) {
			t.Fatalf("Eval %d: %v, Base %v", i, got.Matrix(0), want.Matrix(0))
		}
	}
	if s := e.Stats(); s.DAGsOptimized != 1 || s.KernelsCompiled != 0 {
		t.Errorf("%d DAGs optimized, %d kernels compiled in %d Evals; want 1, 0", s.DAGsOptimized, s.KernelsCompiled, evals)
	}
}
