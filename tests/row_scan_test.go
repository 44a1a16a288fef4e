package tests

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// TestRowScans: t(scan(t(X))) becomes the row-wise scan (rewrite cum-rows)
// and runs inside a Row operator when its result is dense, for every scan
// and closing variant, equal to Base on dense and sparse inputs with NaN,
// Inf and empty rows. A scan that stays a CSR (hop.NewRowCumAgg) is not
// fused but still equals Base.
func TestRowScans(t *testing.T) {
	type scanFn func(*engine.Expr) *engine.Expr
	rowScan := func(f scanFn) scanFn { return func(x *engine.Expr) *engine.Expr { return f(x.T()).T() } }
	cases := []struct {
		name, variant, prim string
		scan                func(X *engine.Expr) *engine.Expr // the scan alone
		build               func(scan, X *engine.Expr) *engine.Expr
	}{
		{"rowcumsum(X)*2", "no_agg", "rowcumsum", func(X *engine.Expr) *engine.Expr {
			return rowScan((*engine.Expr).CumSum)(X)
		}, func(s, X *engine.Expr) *engine.Expr { return s.Mul(engine.Scalar(2)) }},
		{"rowSums(rowcumprod(X/rowMaxs(X)))", "row_agg", "rowcumprod", func(X *engine.Expr) *engine.Expr {
			return rowScan((*engine.Expr).CumProd)(X.Div(X.RowMaxs()))
		}, func(s, X *engine.Expr) *engine.Expr { return s.RowSums() }},
		{"colSums(rowcummax(X)-X)", "col_agg", "rowcummax", func(X *engine.Expr) *engine.Expr {
			return rowScan((*engine.Expr).CumMax)(X)
		}, func(s, X *engine.Expr) *engine.Expr { return s.Sub(X).ColSums() }},
		{"sum(rowcummin(exp(X)))", "full_agg", "rowcummin", func(X *engine.Expr) *engine.Expr {
			return rowScan((*engine.Expr).CumMin)(X.Exp())
		}, func(s, X *engine.Expr) *engine.Expr { return s.Sum() }},
	}
	kinds := []xKind{xKinds[0], xKinds[1], xKinds[2], xKinds[3], xKinds[4], xKinds[5]}
	e := sharedEngine(t, engine.PolicyFuseAll)
	for _, shape := range []struct{ n, m int }{{400, 30}, {3000, 200}, {2, 5}, {700, 2}} {
		for _, k := range kinds {
			X, _ := k.make(shape.n, shape.m, 41)
			for _, c := range cases {
				t.Run(fmt.Sprintf("%dx%d/%s/%s", shape.n, shape.m, k.name, c.name), func(t *testing.T) {
					scan := c.scan(X)
					_, csrScan := evalWith(t, engine.PolicyNone, scan).Matrix(0).(*matrix.CSR)
					expr := c.build(scan, X)
					checkAgainstBase(t, expr)
					explain, err := e.Explain(expr)
					if err != nil {
						t.Fatal(err)
					}
					if !strings.Contains(explain, "cum-rows") {
						t.Fatalf("rewrite cum-rows did not fire:\n%s", explain)
					}
					if fused := strings.Contains(explain, "= "+c.prim+"("); fused == csrScan {
						t.Fatalf("scan inside a Row operator: %v, CSR scan: %v:\n%s", fused, csrScan, explain)
					}
				})
			}
		}
	}
}
