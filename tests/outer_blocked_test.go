package tests

import (
	"context"
	"fmt"
	"math"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestOuterBlockedWalk runs the Outer variants at a rank high enough that a
// block of V holds only a few dozen rows (cplan.AuxOuterBlock), so the
// kernels walk several column blocks and several chunks of rows per call;
// at the lowest sparsity the chunks are too sparse to block and take the
// one-block path. Every variant must match Base and give the same bits on
// 1 and 2 threads.
func TestOuterBlockedWalk(t *testing.T) {
	const n, m, rank = 700, 600, 256
	// A sparse side input of another pattern is scattered per row into
	// the scratch in front of the blocked walk's buffers (cplan.ABI).
	Y := engine.Sparse(sparseWithSpecials(matrix.RandSparse(n, m, 0.2, -1, 1, 31)))
	cases := []struct {
		name string
		expr func(X, U, V *engine.Expr) *engine.Expr
	}{
		{"full_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(U.MatMul(V.T()).Add(engine.Scalar(1e-15)).Log()).Sum()
		}},
		{"full_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(Y).Mul(U.MatMul(V.T()).Add(engine.Scalar(1e-15)).Log()).Sum()
		}},
		{"no_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(Y).Mul(U.MatMul(V.T()))
		}},
		{"right_mm", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Ne(engine.Scalar(0)).Mul(U.MatMul(V.T())).MatMul(V)
		}},
		{"left_mm", func(X, U, V *engine.Expr) *engine.Expr {
			return U.T().MatMul(X.Div(U.MatMul(V.T()))).T()
		}},
		{"no_agg", func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(U.MatMul(V.T()).Exp())
		}},
	}
	threads := map[int]*engine.Engine{}
	for _, th := range []int{1, 2} {
		threads[th] = newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
	}
	ctx := context.Background()
	for _, sp := range []float64{0.3, 0.03, 0.001} {
		X, U, V := outerInputs(n, m, rank, sp, true)
		for _, c := range cases {
			t.Run(fmt.Sprintf("%s/sp=%g", c.name, sp), func(t *testing.T) {
				out := c.expr(X, U, V)
				plan := checkAgainstBase(t, out)
				if op := lastOp(t, plan); op.Template != engine.TemplateOuter || op.Variant != c.name {
					t.Fatalf("ran %+v, want outer %s", plan, c.name)
				}
				one, err := threads[1].Eval(ctx, out)
				if err != nil {
					t.Fatal(err)
				}
				two, err := threads[2].Eval(ctx, out)
				if err != nil {
					t.Fatal(err)
				}
				if d := bitsDiff(one.Matrix(0), two.Matrix(0)); d != "" {
					t.Errorf("2 threads differ from 1: %s", d)
				}
			})
		}
	}
}

// TestOuterSortedWalkSameBitsAsRowWalk checks that the column-sorted walk
// of dense chunks (llvmgen outer_sorted.go) computes every dot product
// bit for bit as the row walk of sparse chunks does: X keeps every row,
// so its chunks are dense and sorted by column; sparse keeps one row in
// 64 of X (chunks too sparse to sort). The cells both hold must have the
// same bits in X * (U %*% t(V)), specials (NaN, ±Inf, -0, subnormal
// factors) included.
func TestOuterSortedWalkSameBitsAsRowWalk(t *testing.T) {
	const n, m, rank = 700, 600, 256
	xs := matrix.RandSparse(n, m, 0.3, -1, 1, 41)
	u, v := matrix.RandDense(n, rank, -1, 1, 42), matrix.RandDense(m, rank, -1, 1, 43)
	for k, x := range []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 4.9e-324} {
		u.Set(64*k, 3*k, x)
		v.Set(7*k+1, 5*k, x)
	}
	for c := range rank { // every term -0
		u.Set(128, c, math.Copysign(0, -1))
	}
	var is, js []int
	var vs []float64
	for i := 0; i < n; i += 64 {
		cols, vals := xs.Row(i)
		for x, j := range cols {
			is, js, vs = append(is, i), append(js, int(j)), append(vs, vals[x])
		}
	}
	sparse, err := matrix.FromTriplets(n, m, is, js, vs)
	if err != nil {
		t.Fatal(err)
	}
	for _, th := range []int{1, 2, 3} {
		eng := newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
		eval := func(x *matrix.CSR) *matrix.CSR {
			t.Helper()
			out := engine.Sparse(x).Mul(engine.Dense(u).MatMul(engine.Dense(v).T()))
			res, err := eng.Eval(context.Background(), out)
			if err != nil {
				t.Fatal(err)
			}
			if op := lastOp(t, res.Plan()); op.Template != engine.TemplateOuter || op.Variant != "no_agg" {
				t.Fatalf("ran %+v, want outer no_agg", res.Plan())
			}
			c, ok := res.Matrix(0).(*matrix.CSR)
			if !ok {
				t.Fatalf("result %T, want CSR", res.Matrix(0))
			}
			return c
		}
		all, few := eval(xs), eval(sparse)
		diffs := 0
		for i := 0; i < n; i += 64 {
			ac, av := all.Row(i)
			fc, fv := few.Row(i)
			if len(ac) != len(fc) {
				t.Fatalf("threads %d row %d: %d cells, want %d", th, i, len(fc), len(ac))
			}
			for x := range ac {
				if ac[x] != fc[x] || math.Float64bits(av[x]) != math.Float64bits(fv[x]) {
					if diffs++; diffs <= 5 {
						t.Errorf("threads %d cell (%d, %d): sorted walk %v (%x), row walk %v (%x)", th, i, ac[x],
							av[x], math.Float64bits(av[x]), fv[x], math.Float64bits(fv[x]))
					}
				}
			}
		}
	}
}

// TestOuterChunksSpanCallsSameBits checks the chunks of dot products that
// span kernel calls (cplan.AuxOuterDotsEnd): at 3000 x 2000, rank 100,
// the skeleton cuts the rows into 64 calls of about 47 rows while a chunk
// holds up to 983, so on 1 to 3 threads a worker's call reads most of its
// products from the chunk an earlier call computed, both where the chunks
// are dense (sorted by column) and sparse (one block). On 16 threads
// every worker makes one call at a time, which computes its own chunks. Every result must
// have the same bits either way, NaN, ±Inf and -0 included, and match
// Base.
func TestOuterChunksSpanCallsSameBits(t *testing.T) {
	const n, m, rank = 3000, 2000, 100
	exprs := map[string]func(X, U, V *engine.Expr) *engine.Expr{
		"full_agg": func(X, U, V *engine.Expr) *engine.Expr {
			return X.Mul(U.MatMul(V.T()).Add(engine.Scalar(1e-15)).Log()).Sum()
		},
		"no_agg": func(X, U, V *engine.Expr) *engine.Expr { return X.Mul(U.MatMul(V.T())) },
		"right_mm": func(X, U, V *engine.Expr) *engine.Expr {
			return X.Ne(engine.Scalar(0)).Mul(U.MatMul(V.T())).MatMul(V)
		},
	}
	engines := map[int]*engine.Engine{}
	for _, th := range []int{1, 2, 3, 16} {
		engines[th] = newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
	}
	ctx := context.Background()
	for _, sp := range []float64{0.03, 0.0005} {
		X, U, V := outerInputs(n, m, rank, sp, true)
		for name, expr := range exprs {
			t.Run(fmt.Sprintf("%s/sp=%g", name, sp), func(t *testing.T) {
				out := expr(X, U, V)
				if name == "full_agg" {
					checkAgainstBase(t, out)
				}
				own, err := engines[16].Eval(ctx, out)
				if err != nil {
					t.Fatal(err)
				}
				if op := lastOp(t, own.Plan()); op.Template != engine.TemplateOuter || op.Variant != name {
					t.Fatalf("ran %+v, want outer %s", own.Plan(), name)
				}
				for _, th := range []int{1, 2, 3} {
					res, err := engines[th].Eval(ctx, out)
					if err != nil {
						t.Fatal(err)
					}
					if d := bitsDiff(own.Matrix(0), res.Matrix(0)); d != "" {
						t.Errorf("%d threads (chunks spanning calls) differ from one call a worker: %s", th, d)
					}
				}
			})
		}
	}
}

// TestOuterSortedWalkManyRows runs a blocked Outer kernel whose chunks
// are dense enough for the column-sorted walk but span more rows than a
// sorted cell's packed row can hold (llvmgen outerSortedRows, 2^14): at
// rank 2 a chunk may take 49,152 rows, and X's rows hold 4 cells each, more than one per block of V's 16,384 columns. Such chunks must
// keep the row walk: packed, their rows past 2^14 would read the wrong
// rows of U. One worker's runs of calls take a quarter of X's 160,000
// rows (skeletons' outerRunsPerWorker), so a chunk may span 40,000. Every
// cell must equal x * (u[i,0]*v[j,0] + u[i,1]*v[j,1]) to within rounding.
func TestOuterSortedWalkManyRows(t *testing.T) {
	const n, m, rank = 160000, 40000, 2
	xs := matrix.RandSparse(n, m, 4.0/m, 0.5, 1.5, 51)
	u, v := matrix.RandDense(n, rank, 0.1, 1, 52), matrix.RandDense(m, rank, 0.1, 1, 53)
	eng := newEngine(t, engine.PolicyFuseAll, engine.WithThreads(1))
	out := engine.Sparse(xs).Mul(engine.Dense(u).MatMul(engine.Dense(v).T()))
	res, err := eng.Eval(context.Background(), out)
	if err != nil {
		t.Fatal(err)
	}
	if op := lastOp(t, res.Plan()); op.Template != engine.TemplateOuter || op.Variant != "no_agg" {
		t.Fatalf("ran %+v, want outer no_agg", res.Plan())
	}
	got, ok := res.Matrix(0).(*matrix.CSR)
	if !ok {
		t.Fatalf("result %T, want CSR", res.Matrix(0))
	}
	bad := 0
	for i := range n {
		cols, vals := xs.Row(i)
		gc, gv := got.Row(i)
		if len(gc) != len(cols) {
			t.Fatalf("row %d: %d cells, want %d", i, len(gc), len(cols))
		}
		for x, j := range cols {
			want := vals[x] * (u.At(i, 0)*v.At(int(j), 0) + u.At(i, 1)*v.At(int(j), 1))
			if gc[x] != j || math.Abs(gv[x]-want) > 1e-12*math.Abs(want) {
				if bad++; bad <= 5 {
					t.Errorf("cell (%d, %d): %v, want %v", i, j, gv[x], want)
				}
			}
		}
	}
}

// TestOuterScratchReusedAcrossPlans: a pass of a blocked Outer kernel may
// run on the scratch an earlier pass left (skeletons' outer_scratch.go).
// A dense X (large chunks) leaves its scratch full of dot products and
// cell values; the next plan, X * Y * (U %*% t(V)) over another X with a
// scattered sparse side input Y, takes it on both workers, with Y's slots
// where the dot products were (cleared) and its own buffers after them.
// Each pass must still match Base (a scratch handed to two workers at once
// crashed this test).
func TestOuterScratchReusedAcrossPlans(t *testing.T) {
	const n, m, rank = 700, 600, 256
	XA, U, V := outerInputs(n, m, rank, 0.5, false)
	XB, _, _ := outerInputs(n, m, rank, 0.02, true)
	Y := engine.Sparse(sparseWithSpecials(matrix.RandSparse(n, m, 0.3, -1, 1, 32)))
	eng := newEngine(t, engine.PolicyFuseAll, engine.WithThreads(2))
	for range 4 {
		first := XA.Mul(U.MatMul(V.T()).Add(engine.Scalar(1e-15)).Log()).Sum()
		if _, err := eng.Eval(context.Background(), first); err != nil {
			t.Fatal(err)
		}
		plan := checkAgainstBase(t, XB.Mul(Y).Mul(U.MatMul(V.T())))
		if op := lastOp(t, plan); op.Template != engine.TemplateOuter {
			t.Fatalf("ran %+v, want outer", plan)
		}
	}
}
