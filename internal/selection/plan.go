package selection

import (
	"fmt"
	"strings"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// FusedOp is one selected fused operator: a root operator and the operators
// fused into it, each with the memo entry chosen for it.
type FusedOp struct {
	Root *hop.Hop
	// Roots are the operators the fused operator outputs: Root alone,
	// except for MAgg, which computes several full aggregates at once.
	Roots   []*hop.Hop
	Type    memo.TemplateType
	Entries map[int]*memo.Entry // by HOP id, for every covered operator
	Covered []*hop.Hop          // covered operators, inputs before consumers
	Inputs  []*hop.Hop          // materialized inputs, distinct, in first-use order
}

// Covers reports whether the operator with id is computed inside op.
func (op *FusedOp) Covers(id int) bool {
	_, ok := op.Entries[id]
	return ok
}

// Plan is the result of selection: which operators are materialized and
// which of them are computed by a fused operator.
type Plan struct {
	// Order lists the materialized operators, inputs before consumers.
	Order []*hop.Hop
	// Fused maps the id of a materialized operator to the fused operator
	// that computes it; operators not in Fused run unfused.
	Fused map[int]*FusedOp
	// Report is the cost-based optimizer's report (nil for the
	// heuristics).
	Report *Report
}

// String prints the plan, one materialized operator per line.
func (p *Plan) String() string {
	var b strings.Builder
	for _, h := range p.Order {
		if h.Op.IsLeaf() {
			continue
		}
		op, ok := p.Fused[h.ID]
		if !ok {
			fmt.Fprintf(&b, "  %-4d base  %s\n", h.ID, h)
			continue
		}
		ids := make([]string, len(op.Covered))
		for i, c := range op.Covered {
			ids[i] = fmt.Sprint(c.ID)
		}
		ins := make([]string, len(op.Inputs))
		for i, in := range op.Inputs {
			ins[i] = fmt.Sprint(in.ID)
		}
		fmt.Fprintf(&b, "  %-4d %-5s covers {%s} reads {%s}\n", h.ID, op.Type, strings.Join(ids, ","), strings.Join(ins, ","))
	}
	return b.String()
}
