package tests

import (
	"context"
	"fmt"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
)

// Dense row sums over several matrices, whose block loop prefetches each
// input ahead (internal/llvmgen, prefetchRowSumCells), past each row's end
// into the next row's: fused results are bitwise equal to Base's with 1,
// 2 and 3 threads, over special values (NaN, ±Inf, -0, subnormals, values
// near the overflow threshold), widths below, at and above the prefetch
// distance, a single row and a single column.

// streamValue is the value of cell (i, j) of input k. Every fourth row
// holds every special value at a few positions that vary by input; the
// other rows hold ordinary values of magnitudes from 1 to 1e12, whose sum
// depends on the order of its adds.
func streamValue(k, i, j int) float64 {
	if i%4 != 0 {
		return float64((i*31+j*17+k*11)%199-99) / 7 * math.Pow(10, float64((i+j*3+k)%4*4))
	}
	switch (i*7 + j*13 + k*5) % 41 {
	case 0:
		return math.NaN()
	case 1:
		return math.Inf(1)
	case 2:
		return math.Inf(-1)
	case 3:
		return math.Copysign(0, -1)
	case 4:
		return 5e-324 * float64(1+j%7)
	case 5:
		return 1e308 * (1 + float64(j%5)/10)
	case 6:
		return -1e308
	}
	return float64((i*31+j*17+k*11)%199-99) / 7
}

func streamMatrix(k, n, m int) *mat.Dense {
	d := mat.NewDense(n, m, nil)
	for i := 0; i < n; i++ {
		for j := 0; j < m; j++ {
			d.Set(i, j, streamValue(k, i, j))
		}
	}
	return d
}

func TestRowSumsOverStreamsBitwise(t *testing.T) {
	ctx := context.Background()
	base := newEngine(t, engine.PolicyNone)
	fused := map[int]*engine.Engine{}
	for _, th := range []int{1, 2, 3} {
		fused[th] = newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th))
	}
	shapes := [][2]int{{1, 1}, {1, 700}, {700, 1}, {3, 7}, {50, 255}, {50, 256}, {64, 264}, {300, 1003}}
	exprs := []struct {
		name string
		f    func(x, y, z *engine.Expr) *engine.Expr
	}{
		{"rowSums(X*Y)", func(x, y, _ *engine.Expr) *engine.Expr { return x.Mul(y).RowSums() }},
		{"rowSums(X*Y*Z)", func(x, y, z *engine.Expr) *engine.Expr { return x.Mul(y).Mul(z).RowSums() }},
		{"rowMeans(X+Y-Z)", func(x, y, z *engine.Expr) *engine.Expr { return x.Add(y).Sub(z).RowMeans() }},
	}
	for _, s := range shapes {
		n, m := s[0], s[1]
		x := engine.Dense(streamMatrix(0, n, m))
		y := engine.Dense(streamMatrix(1, n, m))
		z := engine.Dense(streamMatrix(2, n, m))
		for _, e := range exprs {
			t.Run(fmt.Sprintf("%dx%d/%s", n, m, e.name), func(t *testing.T) {
				out := e.f(x, y, z)
				want, err := base.Eval(ctx, out)
				if err != nil {
					t.Fatal(err)
				}
				for th, eng := range fused {
					got, err := eng.Eval(ctx, out)
					if err != nil {
						t.Fatalf("%d threads: %v", th, err)
					}
					if m > 1 {
						op := lastOp(t, got.Plan())
						if op.Variant != "row_agg" || op.Fallback {
							t.Fatalf("%d threads ran %+v, want a cell row_agg kernel", th, got.Plan())
						}
					}
					if d := bitwiseDiff(want.Matrix(0), got.Matrix(0)); d != "" {
						t.Fatalf("%d threads: fused differs from Base: %s", th, d)
					}
				}
			})
		}
	}
}
