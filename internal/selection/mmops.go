package selection

import (
	"math"
	"slices"

	"github.com/fusejit/fusejit/internal/hop"
)

// The unfused alternative of a matrix product is not always the plain
// product: t(X) %*% X runs as TSMM (half the multiply-adds) and
// t(X) %*% (w * (X %*% v)) as MMChain (one pass over X), see
// hop.MatchMMOp. The cost model prices a product that matches as that
// operator, and a fused operator that computes exactly such a pattern is
// kept only when it costs less than the dedicated operator.

// MMOpReport describes the decision between a fused operator and a
// dedicated matrix-product operator at one product.
type MMOpReport struct {
	At        int    // HOP id of the product
	Operator  string // hop.MMOpKind
	Template  string // the fused operator it was weighed against
	Cost      float64
	FusedCost float64
	Unfused   bool // the dedicated operator was chosen
}

// mmOpCost is the cost of the product h run as op: it reads X (and the
// vectors) once and does half the plain product's work for TSMM, four
// flops per cell (stored cell of a sparse X) for MMChain, plus w's
// multiply per row for MMChainW: the arithmetic the fused operator over
// the same pattern is charged, so that on a machine where the model is
// compute-bound the two still tie (and the tie keeps the fused operator)
// instead of MMChain winning by one multiply per row, the per-row work of
// the fused operator's two row-vector primitives included.
func (m *model) mmOpCost(h *hop.Hop, op hop.MMOp) float64 {
	r := 0.0
	for _, in := range op.Reads() {
		r += m.read(in)
	}
	x := op.X
	cells := float64(x.Cells())
	if x.Sparse {
		cells = float64(x.NNZ)
	}
	var flops float64
	switch op.Kind {
	case hop.MMTSMMLeft, hop.MMTSMMRight:
		flops = basicFlops(h) / 2
	default:
		flops = 4 * cells
		if op.W != nil {
			flops += float64(op.W.Cells())
		}
		// Each row's dot product and scaled add, as the fused operator
		// is charged them (rowCallWork), so that the two still tie.
		flops += 2 * rowCallFlops * float64(x.Rows)
	}
	return m.write(h) + math.Max(r, flops/m.mach.PeakFLOPS)
}

// tsmmBasicCost is the cost of h unfused when it runs as TSMM, ok false
// when it does not match (MMChain needs its intermediates unfused too,
// which the traversal of one operator does not know: it is weighed by
// decideMMOps instead).
func (m *model) tsmmBasicCost(h *hop.Hop) (float64, bool) {
	if h.Op != hop.OpMatMul || m.noMMOps || m.tbl == nil || m.tbl.DAG == nil {
		return 0, false
	}
	op := hop.MatchMMOp(m.tbl.DAG, h)
	if op.Kind != hop.MMTSMMLeft && op.Kind != hop.MMTSMMRight {
		return 0, false
	}
	return m.mmOpCost(h, op), true
}

// decideMMOps unfuses the fused operators of plan that compute exactly
// the pattern of a dedicated matrix-product operator (the product and
// some of its inner operators) and cost more than it (a tie goes to the
// fused operator: on MMChain the Row kernel measured faster, 19.5 vs
// 25.8 ms for t(X) %*% (v * (X %*% d)) at equal modelled cost). The
// product and the inner operators it covered join the plan's order, the
// inner ones (which the engine then skips) before the product.
func decideMMOps(dag *hop.DAG, plan *Plan, m *model) []MMOpReport {
	var reps []MMOpReport
	for _, root := range slices.Clone(plan.Order) {
		op, ok := plan.Fused[root.ID]
		if !ok || root.Op != hop.OpMatMul || len(op.Roots) != 1 {
			continue
		}
		mm := hop.MatchMMOp(dag, root)
		if mm.Kind == hop.MMPlain {
			continue
		}
		pattern := append([]*hop.Hop{root}, mm.Inner...)
		within := true
		for _, c := range op.Covered {
			within = within && slices.Contains(pattern, c)
		}
		if !within {
			continue
		}
		cost, fused := m.mmOpCost(root, mm), m.vectorCost(vectorOf(op))
		rep := MMOpReport{At: root.ID, Operator: mm.Kind.String(), Template: op.Type.String(), Cost: cost, FusedCost: fused}
		if cost < fused {
			rep.Unfused = true
			for _, c := range op.Covered {
				delete(plan.Fused, c.ID)
			}
			at := slices.Index(plan.Order, root)
			var inner []*hop.Hop
			for _, c := range op.Covered {
				if c != root && !slices.Contains(plan.Order, c) {
					inner = append(inner, c)
				}
			}
			plan.Order = slices.Insert(plan.Order, at, inner...)
		}
		reps = append(reps, rep)
	}
	return reps
}
