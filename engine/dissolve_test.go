package engine

import (
	"context"
	"errors"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// TestDissolvePending: fused operators whose kernels are pending run as
// Base runs their operators (bitwise equal results, Base's physical
// products), while the Result still lists them as run unfused.
func TestDissolvePending(t *testing.T) {
	X := Dense(matrix.RandDense(300, 20, -1, 1, 1))
	Y := Dense(matrix.RandDense(300, 20, 0, 1, 2))
	w := Dense(matrix.RandDense(300, 1, 0, 1, 3))
	v := Dense(matrix.RandDense(20, 1, -1, 1, 4))
	xy := X.Mul(Y)
	cases := []struct {
		name    string
		outs    []*Expr
		mmchain bool // the dissolved program computes an MMChain
	}{
		{"mmchain", []*Expr{X.T().MatMul(w.Mul(X.MatMul(v)))}, true},
		{"shared intermediate", []*Expr{xy.RowSums().Div(xy.Sum())}, false},
		{"two aggregates", []*Expr{xy.Sum(), X.Mul(X).Sum()}, false},
		{"transposed product", []*Expr{X.T().MatMul(w.Exp()).Add(v)}, false},
	}
	// A machine this fast makes every kernel save less than its compile:
	// under CompileTiered no kernel is compiled on a first Eval.
	fast := Machine{ReadBandwidth: 1e15, WriteBandwidth: 1e15, PeakFLOPS: 1e16}
	base := newBaseEngine(t)
	ctx := context.Background()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e, err := New(WithPolicy(PolicyFuseAll), WithCacheDir(""), WithMachine(fast))
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			want, err := base.Eval(ctx, c.outs...)
			if err != nil {
				t.Fatal(err)
			}
			got, err := e.Eval(ctx, c.outs...)
			if err != nil {
				t.Fatal(err)
			}
			for i := range c.outs {
				if !mat.Equal(got.Matrix(i), want.Matrix(i)) {
					t.Errorf("output %d differs from Base", i)
				}
			}
			plan := got.Plan()
			if len(plan) == 0 {
				t.Fatal("no fused operator listed")
			}
			for _, op := range plan {
				if !op.Fallback {
					t.Errorf("%+v ran its kernel, want it pending", op)
				}
			}
			if s := e.Stats(); s.Fallbacks != 0 || s.KernelsCompiled != 0 {
				t.Errorf("%d fallbacks, %d kernels compiled; want 0, 0", s.Fallbacks, s.KernelsCompiled)
			}

			prog, err := e.compile(ctx, c.outs, CompileTiered)
			if err != nil {
				t.Fatal(err)
			}
			defer prog.release()
			run := e.dissolveUnfused(prog)
			if run == prog {
				t.Fatal("nothing dissolved")
			}
			for id, op := range run.ops {
				if errors.Is(op.err, errKernelPending) {
					t.Errorf("operator at %d still pending in the dissolved program", id)
				}
			}
			chain := false
			for _, mm := range run.mmops {
				chain = chain || mm.Kind == hop.MMChain || mm.Kind == hop.MMChainW
			}
			if chain != c.mmchain {
				t.Errorf("MMChain in the dissolved program: %t, want %t", chain, c.mmchain)
			}
			seen := map[int]bool{}
			for _, h := range run.plan.Order {
				if seen[h.ID] {
					t.Errorf("operator %d runs twice", h.ID)
				}
				seen[h.ID] = true
			}
		})
	}
}

// TestDissolveFailed: a fused operator whose kernel failed (no compiler, a
// failed compile) runs as Base runs its operators too: the dissolved
// program computes t(X) %*% (w * (X %*% v)) with Base's MMChain, not the
// covered operators one by one, and its result has Base's bits.
func TestDissolveFailed(t *testing.T) {
	X := Dense(matrix.RandDense(300, 20, -1, 1, 1))
	w := Dense(matrix.RandDense(300, 1, 0, 1, 3))
	v := Dense(matrix.RandDense(20, 1, -1, 1, 4))
	out := X.T().MatMul(w.Mul(X.MatMul(v)))
	ctx := context.Background()
	base := newBaseEngine(t)
	want, err := base.Eval(ctx, out)
	if err != nil {
		t.Fatal(err)
	}
	e, err := New(WithPolicy(PolicyFuseAll), WithCacheDir(""), WithCompileMode(CompileSync))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	prog, err := e.compile(ctx, []*Expr{out}, CompileSync)
	if err != nil {
		t.Fatal(err)
	}
	defer prog.release()
	if len(prog.ops) == 0 {
		t.Fatal("nothing fused")
	}
	for _, op := range prog.ops {
		op.err = errors.New("kernel k: clang failed")
	}
	run := e.dissolveUnfused(prog)
	if run == prog || len(run.ops) != 0 {
		t.Fatalf("failed operators not dissolved: %d fused operators left", len(run.ops))
	}
	chain := false
	for _, mm := range run.mmops {
		chain = chain || mm.Kind == hop.MMChain || mm.Kind == hop.MMChainW
	}
	if !chain {
		t.Error("the dissolved program computes no MMChain")
	}
	vals, err := e.execute(ctx, run, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := e.result(prog, vals, true)
	if !mat.Equal(got.Matrix(0), want.Matrix(0)) {
		t.Error("result differs from Base")
	}
	if s := e.Stats(); s.Fallbacks != 1 {
		t.Errorf("Stats().Fallbacks = %d, want 1", s.Fallbacks)
	}
}
