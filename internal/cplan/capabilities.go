package cplan

import (
	"errors"
	"fmt"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// ErrUnsupported marks a plan cplan refuses to build because the selected
// fused operator lies outside what its template's kernels implement
// (memo.Capabilities). Memo explores only plans inside the declarations
// and selection only picks such plans, so a refusal is an internal error:
// memo and cplan disagree about a template. The engine runs the operator
// unfused, logs the reason and marks it refused; the tests fail on it.
var ErrUnsupported = errors.New("cplan: plan outside its template's capabilities")

// UnsupportedError is a refusal with its reason; errors.Is(err,
// ErrUnsupported) holds for it.
type UnsupportedError struct {
	Template memo.TemplateType
	Reason   string
}

func (e *UnsupportedError) Error() string { return "cplan: " + e.Reason }

// Is makes every UnsupportedError match ErrUnsupported.
func (e *UnsupportedError) Is(target error) bool { return target == ErrUnsupported }

// unsupported returns the refusal of a template-t plan, with the reason
// formatted like fmt.Sprintf.
func unsupported(t memo.TemplateType, format string, args ...any) error {
	return &UnsupportedError{Template: t, Reason: fmt.Sprintf(format, args...)}
}

// Class maps an input kind onto memo's input class, the vocabulary of the
// template declarations.
func (k InputKind) Class() memo.InputClass {
	switch k {
	case KindMatrix:
		return memo.ReadMatrix
	case KindColVector:
		return memo.ReadColVector
	case KindRowVector:
		return memo.ReadRowVector
	case KindScalar:
		return memo.ReadScalar
	case KindRowsI:
		return memo.ReadRowsI
	case KindRowsJ:
		return memo.ReadRowsJ
	}
	return memo.ReadWhole
}

// assertCapabilities checks a built plan against its template's
// declaration: the variant and closing aggregates, the classes and formats
// of the inputs, and, where the kernels write dense rows (Row), that no
// sparse row is combined with another, sliced, bound or written as a
// result unfused execution keeps sparse. A sparse main row is kept sparse
// where an operation preserves its zeros and densified (scattered into a
// zeroed buffer) where it does not, which computes exactly what unfused
// execution computes from the structural zeros.
func (p *CPlan) assertCapabilities() error {
	t := p.Template
	caps, ok := memo.CapabilitiesOf(t)
	if !ok {
		return unsupported(t, "template %s is not supported yet", t)
	}
	if !caps.HasVariant(p.Variant.String()) {
		return unsupported(t, "%s operator at %s has variant %s", t, p.Root, p.Variant)
	}
	if (p.Variant == ColAgg || p.Variant == FullAgg || p.AggOp != hop.OpInvalid) && !caps.ClosingAggs.Has(p.AggOp) {
		return unsupported(t, "%s operator cannot close with %s", t, p.Root)
	}
	if max(caps.MaxOutputs, 1) < len(p.Outs) {
		return unsupported(t, "%s operator computes %d aggregates, at most %d", t, len(p.Outs), caps.MaxOutputs)
	}
	for _, op := range p.AggOps {
		if !caps.ClosingAggs.Has(op) {
			return unsupported(t, "%s operator cannot close with %s", t, op)
		}
	}
	for _, in := range p.Inputs {
		cl := in.Kind.Class()
		if !caps.Reads.Has(cl) && !caps.FactorReads.Has(cl) {
			return unsupported(t, "%s operator reads %s input %s", t, in.Kind, in.Hop)
		}
		if in.Sparse && !caps.ReadsSparse(cl) {
			return unsupported(t, "%s operator reads sparse %s input %s", t, in.Kind, in.Hop)
		}
	}
	per := "per cell"
	if t == memo.TemplateRow {
		per = "per row"
	}
	for _, n := range p.Nodes() {
		switch n := n.(type) {
		case *Data:
			if in := p.Inputs[n.In]; !caps.Reads.Has(in.Kind.Class()) {
				return unsupported(t, "%s operator reads %s input %s %s", t, in.Kind, in.Hop, per)
			}
		}
		if caps.SparseResults {
			continue // the kernels keep or write sparse rows as CSR
		}
		switch n := n.(type) {
		case *Binary:
			// Two sparse rows would be densified, losing the structural
			// zeros a zero-keeping op leaves where both are zero.
			if !caps.CombinesSparse(p.sparseRows(n.A, n.B)) && n.Rule != hop.ZeroNever {
				return unsupported(t, "%s operator combines two sparse rows with %s", t, n.Op)
			}
		case *SliceCols:
			if p.SparseRow(n.X) { // unfused slicing keeps structural zeros
				return unsupported(t, "%s operator slices a sparse row", t)
			}
		case *CBind:
			for _, x := range n.Xs {
				if p.SparseRow(x) {
					return unsupported(t, "%s operator binds a sparse row", t)
				}
			}
		}
	}
	if !caps.SparseResults && p.Root.Sparse && (p.Variant == NoAgg || p.Variant == RowAgg || p.Variant == ColAggT) {
		// The kernels write dense rows; unfused execution would keep
		// structural zeros in a CSR result.
		return unsupported(t, "%s operator output %s would be sparse", t, p.Root)
	}
	return nil
}

// sparseRows counts the sparse row vectors among xs (see SparseRow).
func (p *CPlan) sparseRows(xs ...Node) int {
	n := 0
	for _, x := range xs {
		if p.SparseRow(x) {
			n++
		}
	}
	return n
}
