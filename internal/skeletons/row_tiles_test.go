package skeletons

import (
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

func TestPlanRowTiling(t *testing.T) {
	mainRow, b := &cplan.Data{In: 0}, 1
	mv := func() *cplan.MatVec { return &cplan.MatVec{X: mainRow, B: b} }
	whole := []cplan.Input{{Kind: cplan.KindMatrix}, {Kind: cplan.KindWhole}}
	withScalar := append(append([]cplan.Input(nil), whole...), cplan.Input{Kind: cplan.KindScalar})
	withRowVec := append(append([]cplan.Input(nil), whole...), cplan.Input{Kind: cplan.KindRowVector})
	wideRows, wideCols := []int{100, 10, 1}, []int{10, 200000, 1}
	for _, tc := range []struct {
		name    string
		variant cplan.Variant
		agg     hop.OpCode
		out     cplan.Node
		inputs  []cplan.Input
		cols    []int
		want    bool
	}{
		{"rowSums(exp(U %*% B))", cplan.RowAgg, 0, &cplan.RowReduce{Op: hop.OpSum, X: &cplan.Unary{Op: hop.OpExp, X: mv()}}, whole, wideCols, true},
		{"sum(U %*% B)", cplan.FullAgg, hop.OpSum, mv(), whole, wideCols, true},
		{"colMaxs(U %*% B * s)", cplan.ColAgg, hop.OpMax, &cplan.Binary{Op: hop.OpMul, A: mv(), B: &cplan.Data{In: 2}}, withScalar, wideCols, true},
		{"rowMins(U %*% B)", cplan.RowAgg, 0, &cplan.RowReduce{Op: hop.OpMin, X: mv()}, whole, wideCols, true},
		{"narrow B", cplan.FullAgg, hop.OpSum, mv(), whole, []int{10, 1000, 1}, false},
		{"rowMeans", cplan.RowAgg, 0, &cplan.RowReduce{Op: hop.OpMean, X: mv()}, whole, wideCols, false},
		{"mean", cplan.FullAgg, hop.OpMean, mv(), whole, wideCols, false},
		{"row vector operand", cplan.FullAgg, hop.OpSum, &cplan.Binary{Op: hop.OpAdd, A: mv(), B: &cplan.Data{In: 2}}, withRowVec, wideCols, false},
		{"row sum used further", cplan.FullAgg, hop.OpSum, &cplan.Unary{Op: hop.OpExp, X: &cplan.RowReduce{Op: hop.OpSum, X: mv()}}, whole, wideCols, false},
		{"main row read as a vector", cplan.FullAgg, hop.OpSum, &cplan.Unary{Op: hop.OpExp, X: mainRow}, whole, wideCols, false},
		{"stored rows", cplan.NoAgg, 0, mv(), whole, wideCols, false},
	} {
		p := &cplan.CPlan{Template: memo.TemplateRow, Variant: tc.variant, AggOp: tc.agg, Out: tc.out, Inputs: tc.inputs, MMInput: -1}
		n := len(tc.inputs)
		tl, ok := planRowTiling(p, wideRows[:n], tc.cols[:n])
		if ok != tc.want {
			t.Errorf("%s: tiled %v, want %v", tc.name, ok, tc.want)
			continue
		}
		if ok && (tl.b != b || tl.width*8*wideRows[b] > max(rowTileBytes, 8*rowTileMinCols*wideRows[b]) || tl.width%8 != 0) {
			t.Errorf("%s: tiling %+v: band of B not a packed L2-sized band of whole cache lines", tc.name, tl)
		}
	}
}
