package tests

import (
	"context"
	"math"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// Row kernels over dense rows of 1 to 19 columns (a row sum's lanes are
// one vector: whole blocks of 8, then a masked tail, llvmgen's
// rowLanesPrim), whose element-wise output is computed straight into the
// result's rows (llvmgen's writesOut), and Cell row sums over such rows
// (the columns past the whole blocks unrolled, llvmgen's rowTail): bit
// for bit Base's results, NaN payloads, signed zeros and infinities
// included, with 1 to 3 threads.

// narrowSpecials are the values planted among the rows: NaNs of other
// payloads and signs than the canonical one, a signaling NaN, infinities,
// zeros of both signs, subnormals and magnitudes whose sums overflow in
// one order and not another.
var narrowSpecials = []float64{
	math.NaN(), math.Float64frombits(0xFFF8000000000001), math.Float64frombits(0x7FF0000000000001),
	math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 0, 5e-324, -2.2250738585072014e-308,
	1.7e308, -1.7e308, 1e308,
}

// narrowRows returns n x m values in [-1, 1) with specials planted in some
// rows (a row of -0 only, a row of one special, a row of two that meet in
// one lane) and most rows left finite.
func narrowRows(n, m int, seed uint64) *mat.Dense {
	d := matrix.RandDense(n, m, -1, 1, seed)
	for i := 0; i < n; i += 7 {
		switch s := narrowSpecials[(i/7)%len(narrowSpecials)]; (i / 7) % 4 {
		case 0:
			d.Set(i, (i/7)%m, s)
		case 1:
			for j := 0; j < m; j++ {
				d.Set(i, j, math.Copysign(0, -1))
			}
		case 2:
			d.Set(i, 0, s)
			d.Set(i, m-1, s)
		default:
			d.Set(i, m/2, s)
			d.Set(i, (m/2+8)%m, -s)
		}
	}
	return d
}

func TestNarrowRowsBitwise(t *testing.T) {
	ctx := context.Background()
	base := newEngine(t, engine.PolicyNone)
	var fused []*engine.Engine
	for _, th := range []int{1, 2, 3} {
		fused = append(fused, newEngine(t, engine.PolicyFuseAll, engine.WithThreads(th)))
	}
	row, cell := engine.TemplateRow, engine.TemplateCell
	cases := []struct {
		name  string
		tmpl  engine.Template // of the kernel that must run
		build func(X *engine.Expr) *engine.Expr
	}{
		{"X / rowSums(X)", row, func(X *engine.Expr) *engine.Expr { return X.Div(X.RowSums()) }},
		{"softmax", row, func(X *engine.Expr) *engine.Expr {
			E := X.Sub(X.RowMaxs()).Exp()
			return E.Div(E.RowSums())
		}},
		{"rowMeans(X) * 3", row, func(X *engine.Expr) *engine.Expr { return X.RowMeans().Mul(engine.Scalar(3)) }},
		{"ifelse(X > 0, X, rowSums(X))", row, func(X *engine.Expr) *engine.Expr {
			return engine.IfElse(X.Gt(engine.Scalar(0)), X, X.RowSums().Add(X.Mul(engine.Scalar(0))))
		}},
		{"abs(X - rowMeans(X))", row, func(X *engine.Expr) *engine.Expr { return X.Sub(X.RowMeans()).Abs() }},
		// Cell row_agg: whole blocks of 8 columns, then the unrolled tail
		// (llvmgen's rowTail).
		{"rowSums(X)", cell, func(X *engine.Expr) *engine.Expr { return X.RowSums() }},
		{"rowSums(X * X - X)", cell, func(X *engine.Expr) *engine.Expr { return X.Mul(X).Sub(X).RowSums() }},
	}
	const n = 5003 // several tasks per thread count, and a last odd row
	for m := 1; m <= 19; m++ {
		X := engine.Dense(narrowRows(n, m, uint64(100+m)))
		for _, c := range cases {
			out := c.build(X)
			want, err := base.Eval(ctx, out)
			if err != nil {
				t.Fatalf("%s, %d columns: Base: %v", c.name, m, err)
			}
			for th, e := range fused {
				got, err := e.Eval(ctx, out)
				if err != nil {
					t.Fatalf("%s, %d columns, %d threads: %v", c.name, m, th+1, err)
				}
				ran := 0
				for _, op := range got.Plan() {
					if op.Template == c.tmpl && !op.Fallback {
						ran++
					}
				}
				if ran == 0 && (m > 1 || c.tmpl == cell) { // a row of one column is a cell
					t.Fatalf("%s, %d columns: no %s kernel ran: %+v", c.name, m, c.tmpl, got.Plan())
				}
				if d := bitsDiff(want.Matrix(0), got.Matrix(0)); d != "" {
					t.Errorf("%s, %d columns, %d threads: %s", c.name, m, th+1, d)
				}
			}
		}
	}
}
