package engine

import (
	"errors"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/memo"
)

// Template is the template of a fused operator: the four templates of
// Boehm et al., "On Optimizing Operator Fusion Plans for Large-Scale
// Machine Learning in SystemML" (PVLDB 2018).
type Template uint8

const (
	// TemplateCell: element-wise operations over cells, with an optional
	// full, row or column aggregate.
	TemplateCell Template = iota
	// TemplateMAgg: several full aggregates over one pass of shared inputs.
	TemplateMAgg
	// TemplateRow: row-wise operations with vector primitives over rows.
	TemplateRow
	// TemplateOuter: outer-product-like multiplies U %*% t(V) driven by
	// the (sparse) cells of a main input.
	TemplateOuter
)

func (t Template) String() string {
	switch t {
	case TemplateCell:
		return "cell"
	case TemplateMAgg:
		return "magg"
	case TemplateRow:
		return "row"
	case TemplateOuter:
		return "outer"
	}
	return "template?"
}

// templateOf maps the optimizer's template to the public one.
func templateOf(t memo.TemplateType) Template {
	switch t {
	case memo.TemplateMAgg:
		return TemplateMAgg
	case memo.TemplateRow:
		return TemplateRow
	case memo.TemplateOuter:
		return TemplateOuter
	}
	return TemplateCell
}

// FusedOp describes one fused operator that ran.
type FusedOp struct {
	Template Template
	// Variant names the aggregation or template variant, e.g. full_agg,
	// row_agg, col_agg or no_agg for cell.
	Variant string
	// SparseSafe: only the stored cells of a sparse main input were visited.
	SparseSafe bool
	// Operators is the number of HOPs computed inside the operator.
	Operators int
	// Hash identifies the CPlan (and the kernel in the operator cache).
	Hash string
	// Fallback: the kernel was unavailable and the operators ran unfused.
	Fallback bool
	// Refused: the code-generation planner refused the selected operator
	// because it lies outside its template's capabilities (an internal
	// error: the optimizer offered a plan the kernels do not implement).
	// The operators ran unfused (Fallback) and a warning was logged.
	Refused bool
}

func (op *fusedOp) public() FusedOp {
	f := FusedOp{Template: templateOf(op.sel.Type), Operators: len(op.sel.Covered), Fallback: op.err != nil,
		Refused: errors.Is(op.err, cplan.ErrUnsupported)}
	if op.cp != nil {
		f.Variant = op.cp.Variant.String()
		f.SparseSafe = op.cp.SparseSafe
		f.Hash = op.cp.Hash()
	}
	return f
}

// Result holds the outputs of one Eval.
type Result struct {
	outs []mat.Matrix
	plan []FusedOp
}

// Len returns the number of outputs.
func (r *Result) Len() int { return len(r.outs) }

// Matrix returns output i: a *mat.Dense or a *matrix.CSR, or nil when i is
// out of range. An output never shares values with an input of the Eval or
// with another output (a CSR output may share its read-only row pointers
// and column indexes), so it may be written freely.
func (r *Result) Matrix(i int) mat.Matrix {
	if i < 0 || i >= len(r.outs) {
		return nil
	}
	return r.outs[i]
}

// Scalar returns the value of a 1 x 1 output i; NaN when i is out of range
// or the output is not 1 x 1.
func (r *Result) Scalar(i int) float64 {
	m := r.Matrix(i)
	if m == nil {
		return math.NaN()
	}
	if rr, c := m.Dims(); rr != 1 || c != 1 {
		return math.NaN()
	}
	return m.At(0, 0)
}

// Plan returns the fused operators that ran, in execution order.
func (r *Result) Plan() []FusedOp { return append([]FusedOp(nil), r.plan...) }
