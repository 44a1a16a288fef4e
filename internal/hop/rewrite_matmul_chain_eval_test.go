package hop_test

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestMatMulChainEval: ((A %*% B) %*% C) %*% v runs as A %*% (B %*% (C %*%
// v)) with rewrites, Explain shows that order, and the values agree with
// the written order to rounding under Base and fuse-all.
func TestMatMulChainEval(t *testing.T) {
	ctx := context.Background()
	n := 120
	A := engine.Dense(matrix.RandDense(n, n, -1, 1, 1))
	B := engine.Sparse(matrix.RandSparse(n, n, 0.2, -1, 1, 2))
	C := engine.Dense(matrix.RandDense(n, n, -1, 1, 3))
	v := engine.Dense(matrix.RandDense(n, 1, -1, 1, 4))
	out := A.MatMul(B).MatMul(C).MatMul(v)
	on, off := rewriteEngines(t, engine.PolicyNone, engine.PolicyFuseAll)
	text, err := on[0].Explain(out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "matmult-chain at ") || !strings.Contains(text, "matmult-chain at %*%[120x1], now #6: (dense#0 %*% (sparse#1 %*% (dense#2 %*% dense#3)))") {
		t.Fatalf("Explain does not show the chain order:\n%s", text)
	}
	want, err := off[0].Eval(ctx, out)
	if err != nil {
		t.Fatal(err)
	}
	for k := range on {
		got, err := on[k].Eval(ctx, out)
		if err != nil {
			t.Fatal(err)
		}
		if !bitsEqual(want.Matrix(0), got.Matrix(0), 1e-10) {
			t.Fatalf("%v: reordered chain differs from the written order", on[k].Policy())
		}
	}
}

// BenchmarkMatMulChain measures ((A %*% B) %*% C) %*% v in the written
// order (rewrites off) and reordered, with A, B, C n x n dense, n from
// FUSEJIT_CHAIN_N (default 1000; the target is 4000, where the
// written order takes tens of seconds).
func BenchmarkMatMulChain(b *testing.B) {
	n := 1000
	if s := os.Getenv("FUSEJIT_CHAIN_N"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil || v <= 0 {
			b.Fatalf("FUSEJIT_CHAIN_N=%q: want a positive integer", s)
		}
		n = v
	}
	A := engine.Dense(matrix.RandDense(n, n, -1, 1, 1))
	B := engine.Dense(matrix.RandDense(n, n, -1, 1, 2))
	C := engine.Dense(matrix.RandDense(n, n, -1, 1, 3))
	v := engine.Dense(matrix.RandDense(n, 1, -1, 1, 4))
	out := A.MatMul(B).MatMul(C).MatMul(v)
	for _, on := range []bool{false, true} {
		name := "written"
		if on {
			name = "rewritten"
		}
		b.Run(name, func(b *testing.B) {
			e, err := engine.New(engine.WithPolicy(engine.PolicyCostBased), engine.WithRewrites(on))
			if err != nil {
				b.Fatal(err)
			}
			defer e.Close()
			// Compile the kernels before timing.
			if _, err := e.Eval(context.Background(), out); err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := e.Eval(context.Background(), out); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
