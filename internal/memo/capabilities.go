package memo

import (
	"strings"

	"github.com/fusejit/fusejit/internal/hop"
)

// Capabilities states what the kernels of one template implement. It is
// the single statement of a template's limits: the open-fuse-merge-close
// conditions of this package read it, selection relies on the entries they
// produce, and cplan asserts every plan it builds against it, so that a
// plan memo offers and cplan cannot build shows up as a typed refusal
// (cplan.ErrUnsupported) instead of a silent difference between two copies
// of the same rule.
//
// The value is immutable (sets are bit sets, variants one string), so it
// is passed and returned by value.
type Capabilities struct {
	Template TemplateType
	// Variants are the closings the kernels implement, by cplan's names,
	// separated by spaces.
	Variants string
	// ClosingAggs are the aggregates a plan closes with: full or column
	// aggregates (and row aggregates for Cell), reducing the whole
	// iteration space.
	ClosingAggs OpSet
	// RowAggs are the aggregates computed per row inside a Row operator
	// (rowSums(X) and the like, a per-row scalar).
	RowAggs OpSet
	// Reads are the classes of inputs the kernels read cell by cell or row
	// by row; FactorReads those read whole or by rows of another index (B
	// of x %*% B, U and V of U %*% t(V)).
	Reads, FactorReads ClassSet
	// SparseReads are the classes of inputs that may arrive as CSR.
	SparseReads ClassSet
	// MaxSparseOperands is the largest number of CSR operands one
	// element-wise operation combines; 0 means no limit.
	MaxSparseOperands int
	// SparseResults: the kernels write results and row-vector
	// intermediates (scans, column slices, cbind) that unfused execution
	// keeps as CSR with their structural zeros. Row kernels write dense
	// rows, so such operators are covered only where their value stays
	// dense or is consumed inside the operator.
	SparseResults bool
	// MaxFactorCols is the widest B of x %*% B read whole per row (Row);
	// 0 means any width. Row kernels size their row vectors from the
	// plan's widths when a call is bound (cplan.Frame.Scratch, on the heap
	// per worker), so no width is built into the generated code.
	MaxFactorCols int
	// MaxPartialCols is the widest W of t(X) %*% W (Row col_agg_t); 0
	// means any width. Row has no limit: over a dense X, a W wider than
	// cplan.SmallK is computed a block of rows at a time and multiplied
	// in with BLAS (cplan.CPlan.PartialBlocked), where the former rank-one
	// update of the whole partial per row ran at 0.79 of Base with 64
	// columns and 0.46-0.58 with 200 and was limited to 64. Measured on
	// t(X) %*% (w * (X %*% V)) at 10^5 x 100, cost-based against Base
	// (CPU time, min of 5, loaded 2-core machine): 1.32x faster at 64
	// columns, 1.47x at 100, 1.30x at 200; at 500, X %*% V is
	// outer-product-like and stays unfused, and the operator over its
	// result is 1.09x. On a quiet machine with 256-row blocks (fusebench
	// row-wide, wall medians, one run): 1.13-1.18x at 100, 1.22-1.27x at
	// 200, 1.18-1.34x at 500. Over a CSR X the kernel updates the
	// partial's rows at the stored cells, 8.5x Base at 200 and 10%
	// density.
	MaxPartialCols int
	// MaxOutputs is the largest number of aggregates one operator computes
	// (MAgg); 0 means one output.
	MaxOutputs int
	// MinOuterDim is the size both dimensions of U %*% t(V) must exceed for
	// an outer-product operator to pay off (Outer).
	MinOuterDim int
	// AbsorbsCell: open Cell plans at the inputs may join the operator.
	AbsorbsCell bool
	// ReadableDepth bounds the element-wise sub-DAG below a Cell plan
	// checked for Reads and MaxSparseOperands when the plan joins a Row
	// operator.
	ReadableDepth int
}

// Limits shared by the declarations and, under their historical names, by
// other packages' comments and tests.
const (
	// MaxMultiAggs is the largest number of aggregates one MAgg operator
	// computes.
	MaxMultiAggs = 3
	// OuterMinDim is the size both output dimensions of U %*% t(V) must
	// exceed for an Outer operator to pay off.
	OuterMinDim = 256
)

// InputClass is how a fused operator reads one materialized input relative
// to its iteration space of n x m cells (cplan's input kinds map onto it
// one to one).
type InputClass uint8

const (
	ReadMatrix    InputClass = iota // n x m: cell (i, j) or row i
	ReadColVector                   // n x 1: one value per row
	ReadRowVector                   // 1 x m: the same row for every i
	ReadScalar                      // 1 x 1
	ReadRowsI                       // n x w: row i as a vector (Outer's U)
	ReadRowsJ                       // m x w: row j as a vector (Outer's V)
	ReadWhole                       // L x k: read whole (Row's B of x %*% B)
	numClasses
)

func (c InputClass) String() string {
	if c >= numClasses {
		return "class?"
	}
	return [...]string{"matrix", "colvec", "rowvec", "scalar", "rows-i", "rows-j", "whole"}[c]
}

// ClassSet is a set of input classes.
type ClassSet uint8

// Classes returns the set of cs.
func Classes(cs ...InputClass) ClassSet {
	var s ClassSet
	for _, c := range cs {
		s |= 1 << c
	}
	return s
}

// Has reports whether c is in the set.
func (s ClassSet) Has(c InputClass) bool { return c < numClasses && s&(1<<c) != 0 }

// OpSet is a set of operation codes: a bit set of 128 bits, room for the
// op codes of issue 18 and more.
type OpSet [2]uint64

// Ops returns the set of ops.
func Ops(ops ...hop.OpCode) OpSet {
	var s OpSet
	for _, op := range ops {
		if int(op) < 128 {
			s[op>>6] |= 1 << (op & 63)
		}
	}
	return s
}

// Has reports whether op is in the set.
func (s OpSet) Has(op hop.OpCode) bool { return int(op) < 128 && s[op>>6]&(1<<(op&63)) != 0 }

// HasVariant reports whether the template's kernels implement the variant
// of that (cplan) name.
func (c Capabilities) HasVariant(name string) bool {
	for _, v := range strings.Fields(c.Variants) {
		if v == name {
			return true
		}
	}
	return false
}

// CombinesSparse reports whether one element-wise operation may combine n
// CSR operands.
func (c Capabilities) CombinesSparse(n int) bool {
	return c.MaxSparseOperands == 0 || n <= c.MaxSparseOperands
}

// FactorFits reports whether a B of x %*% B with cols columns is within
// MaxFactorCols.
func (c Capabilities) FactorFits(cols int) bool {
	return c.MaxFactorCols == 0 || cols <= c.MaxFactorCols
}

// PartialFits reports whether a W of t(X) %*% W with cols columns is
// within MaxPartialCols.
func (c Capabilities) PartialFits(cols int) bool {
	return c.MaxPartialCols == 0 || cols <= c.MaxPartialCols
}

// ReadsSparse reports whether an input of class cl may be read as CSR.
func (c Capabilities) ReadsSparse(cl InputClass) bool { return c.SparseReads.Has(cl) }

var (
	perCell    = Classes(ReadMatrix, ReadColVector, ReadRowVector, ReadScalar)
	sparseCell = Classes(ReadMatrix, ReadColVector, ReadRowVector)
	// Means close like sums: the kernels sum and the skeleton divides by
	// the number of cells aggregated (cplan.CPlan.Means).
	fullAggs = Ops(hop.OpSum, hop.OpMin, hop.OpMax, hop.OpMean)
)

// The declarations. They are never written: package-level values only so
// that the hot exploration paths read them without copying.
var (
	cellCaps = Capabilities{
		Template:    TemplateCell,
		Variants:    "no_agg row_agg col_agg full_agg",
		ClosingAggs: fullAggs,
		Reads:       perCell,
		// Sparse side inputs are merged by cursors or scattered rows.
		SparseReads:   sparseCell,
		SparseResults: true, // zero flags give unfused execution's CSR
	}
	maggCaps = Capabilities{
		Template:      TemplateMAgg,
		Variants:      "full_agg",
		ClosingAggs:   fullAggs,
		Reads:         perCell,
		SparseReads:   sparseCell,
		SparseResults: true,
		MaxOutputs:    MaxMultiAggs,
	}
	rowCaps = Capabilities{
		Template:    TemplateRow,
		Variants:    "no_agg row_agg col_agg full_agg col_agg_t",
		ClosingAggs: fullAggs,
		RowAggs:     Ops(hop.OpSum, hop.OpMin, hop.OpMax, hop.OpMean, hop.OpIndexMax, hop.OpIndexMin),
		Reads:       perCell,
		FactorReads: Classes(ReadWhole),
		// Only row-aligned matrices: a sparse vector's structural zeros
		// are not tracked per row, and a sparse B of x %*% B would need
		// its stored cells only (unfused execution skips the others even
		// against NaN).
		SparseReads: Classes(ReadMatrix),
		// A sparse row is combined only with dense rows and scalars.
		MaxSparseOperands: 1,
		SparseResults:     false,
		MaxFactorCols:     0, // as SystemDS's Row template: any width
		MaxPartialCols:    0,
		AbsorbsCell:       true,
		ReadableDepth:     16,
	}
	outerCaps = Capabilities{
		Template:      TemplateOuter,
		Variants:      "no_agg full_agg left_mm right_mm",
		ClosingAggs:   Ops(hop.OpSum),
		Reads:         perCell,
		FactorReads:   Classes(ReadRowsI, ReadRowsJ),
		SparseReads:   sparseCell,
		SparseResults: true,
		MinOuterDim:   OuterMinDim,
		AbsorbsCell:   true,
	}
)

// CapabilitiesOf returns the declaration of template t; ok is false for an
// unknown template.
func CapabilitiesOf(t TemplateType) (c Capabilities, ok bool) {
	if p := capsOf(t); p != nil {
		return *p, true
	}
	return Capabilities{}, false
}

// capsOf is CapabilitiesOf without the copy, for the paths selection runs
// per entry; nil for an unknown template.
func capsOf(t TemplateType) *Capabilities {
	switch t {
	case TemplateCell:
		return &cellCaps
	case TemplateMAgg:
		return &maggCaps
	case TemplateRow:
		return &rowCaps
	case TemplateOuter:
		return &outerCaps
	}
	return nil
}

// rowClass classifies x as a Row kernel reads it alongside rows of an
// n x m operand, as cplan classifies the inputs of Row plans.
func rowClass(x *hop.Hop, n, m int) InputClass {
	switch {
	case x.IsScalar():
		return ReadScalar
	case isMatrix(x) && x.Rows == n:
		return ReadMatrix
	case x.Rows == n && x.Cols == 1:
		return ReadColVector
	case x.Rows == n, x.Rows == 1 && x.Cols == m:
		return ReadRowVector // n == 1 here in the first case
	}
	return ReadWhole
}
