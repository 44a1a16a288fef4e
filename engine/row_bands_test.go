package engine

import (
	"context"
	"math"
	"os"
	"runtime"
	"testing"
)

// TestRowBandsMatchBase runs Row plans over a wide U %*% t(V) that the
// memory budget keeps from being materialized, with t(V) wide enough
// (10 x 14,000, over 1 MiB) that the kernel runs in column bands, and
// compares with Base within SEMANTICS.md's reordered-sum tolerance, and
// across thread counts bit for bit.
func TestRowBandsMatchBase(t *testing.T) {
	if _, err := os.Stat("/usr/bin/clang"); err != nil {
		t.Skip("no clang: the fused plan cannot be compiled")
	}
	u, _ := factors(1_500, 10)
	_, v := factors(14_000, 10)
	U, V := Dense(u), Dense(v)
	P := U.MatMul(V.T())
	exprs := []struct {
		name string
		x    *Expr
	}{
		{"sum", P.Sum()},
		{"rowSums(exp)", P.Exp().RowSums()},
		{"rowMins", P.RowMins()},
		{"colMaxs(2P)", P.Mul(Scalar(2)).ColMaxs()},
	}
	ref, err := New(WithPolicy(PolicyNone))
	if err != nil {
		t.Fatal(err)
	}
	abs, err := ref.Eval(context.Background(), P.Abs().Sum(), P.Exp().RowSums())
	if err != nil {
		t.Fatal(err)
	}
	for _, ex := range exprs {
		want, err := ref.Eval(context.Background(), ex.x)
		if err != nil {
			t.Fatal(err)
		}
		w := want.Matrix(0)
		var first []float64
		for _, threads := range []int{1, 2, 3} {
			e, err := New(WithPolicy(PolicyFuseAll), WithMemoryBudget(100<<20), WithThreads(threads))
			if err != nil {
				t.Fatal(err)
			}
			// The budget counts the live heap the last collection saw,
			// which still holds Base's product.
			runtime.GC()
			if err := e.Precompile(context.Background(), ex.x); err != nil {
				t.Fatal(err)
			}
			res, err := e.Eval(context.Background(), ex.x)
			if err != nil {
				t.Fatalf("%s threads %d: %v", ex.name, threads, err)
			}
			for _, op := range res.Plan() {
				if op.Fallback {
					t.Errorf("%s threads %d: fused operator fell back to Base", ex.name, threads)
				}
			}
			g := res.Matrix(0)
			r, c := g.Dims()
			var flat []float64
			for i := range r {
				for j := range c {
					got, exp := g.At(i, j), w.At(i, j)
					flat = append(flat, got)
					// Cells of the product are dot products, summed in
					// another order than Base's BLAS (SEMANTICS.md).
					tol := 1e-9 * max(math.Abs(exp), 1)
					if ex.name == "sum" {
						tol = 1e-9 * abs.Scalar(0)
					}
					if math.Abs(got-exp) > tol {
						t.Fatalf("%s threads %d: cell (%d, %d) = %v, Base %v", ex.name, threads, i, j, got, exp)
					}
				}
			}
			if first == nil {
				first = flat
			}
			for i := range flat {
				if math.Float64bits(flat[i]) != math.Float64bits(first[i]) {
					t.Fatalf("%s: threads %d cell %d = %v, threads 1 gave %v", ex.name, threads, i, flat[i], first[i])
				}
			}
			e.Close()
		}
	}
}
