package hop

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// ErrShape is wrapped by every error about operand shapes, nil operands and
// invalid slices.
var ErrShape = errors.New("shape error")

// Hop is one high-level operator: an operation output in the DAG. Edges are
// data dependencies (Inputs). A Hop built by a constructor is immutable; the
// optimizer works on copies made by Clone.
type Hop struct {
	ID     int // position in a prepared DAG (see Prepare); 0 before
	Op     OpCode
	Dir    Direction // aggregates only
	Inputs []*Hop

	Rows, Cols int
	// NNZ is the estimated number of non-zero cells (exact for leaves).
	NNZ int64
	// Sparse is the inferred output format of unfused execution: CSR when
	// the structural-zero rules can leave structural zeros (see op.go).
	Sparse bool
	// Err is the first error recorded while building this node or its
	// inputs; a node with an error has no meaningful shape.
	Err error
	// DynamicRows (DynamicCols) marks an operator whose number of rows
	// (columns) is data-dependent, known only at run time: Rows (Cols) is
	// an upper bound. Only removeEmpty sets them (NewRemoveEmpty); they do
	// not propagate to consumers, whose shapes derive from the bound: use
	// DAG.DynamicShapes. Such shapes are checked at run time by Base (a
	// mismatch is an Eval error); fused operators must neither compute nor
	// read an operator whose shape is dynamic.
	DynamicRows, DynamicCols bool

	// Leaf data. Dense and Sparse reference the caller's data.
	Dense *mat.Dense
	CSR   *matrix.CSR
	Value float64 // OpScalar
	// Name labels the node in DAG.String (engine.Named); it is never part
	// of a plan, a CSE key or a hash.
	Name string

	// Slice bounds, half-open (OpSlice, OpSetSlice).
	R0, R1, C0, C1 int
	// Args are the scalar parameters of the operations that take some
	// (generators, outer, triangles; see their constructors). They are
	// part of the CSE key; an operation never modifies them.
	Args []float64
}

// operand classifies h for the structural-zero rules. The value of a
// scalar is known for literals and 1 x 1 leaves; an unknown one is NaN,
// which makes every value-dependent rule ZeroNever (a dense result).
func (h *Hop) operand() (Operand, float64) {
	if h.IsScalar() {
		v, _ := h.ScalarValue()
		return OperandScalar, v
	}
	if h.Sparse {
		return OperandSparse, 0
	}
	return OperandDense, 0
}

// ScalarValue returns the value of a 1 x 1 leaf; ok is false for other
// operators, whose value is known only after execution.
func (h *Hop) ScalarValue() (v float64, ok bool) {
	switch {
	case h.Op == OpScalar:
		return h.Value, true
	case h.Op == OpDense && h.IsScalar():
		return h.Dense.At(0, 0), true
	case h.Op == OpSparse && h.IsScalar():
		return h.CSR.At(0, 0), true
	}
	return math.NaN(), false
}

// Cells returns Rows*Cols as int64.
func (h *Hop) Cells() int64 { return int64(h.Rows) * int64(h.Cols) }

// Sparsity returns the estimated fraction of non-zero cells.
func (h *Hop) Sparsity() float64 {
	c := h.Cells()
	if c == 0 {
		return 0
	}
	return float64(h.NNZ) / float64(c)
}

// IsScalar reports whether the output is 1 x 1.
func (h *Hop) IsScalar() bool { return h.Rows == 1 && h.Cols == 1 }

// IsSparseLeaf reports whether h is a CSR leaf with more than one cell.
func (h *Hop) IsSparseLeaf() bool { return h.Op == OpSparse && !h.IsScalar() }

func (h *Hop) String() string {
	if h == nil {
		return "<nil>"
	}
	name := h.Op.String()
	if h.Op.IsAgg() || h.IsRowScan() {
		name = h.Dir.String() + h.Op.String()
	}
	return fmt.Sprintf("%s#%d[%dx%d]", name, h.ID, h.Rows, h.Cols)
}

func shapeErr(op string, format string, args ...any) error {
	return fmt.Errorf("%s: %w: %s", op, ErrShape, fmt.Sprintf(format, args...))
}

// firstErr returns the first recorded error among the inputs, or an error
// for a nil input.
func firstErr(op string, ins ...*Hop) error {
	for i, in := range ins {
		if in == nil {
			return shapeErr(op, "operand %d is nil", i)
		}
		if in.Err != nil {
			return in.Err
		}
	}
	return nil
}

func failed(op OpCode, err error, ins ...*Hop) *Hop {
	return &Hop{Op: op, Inputs: nonNil(ins), Err: err}
}

func nonNil(ins []*Hop) []*Hop {
	out := make([]*Hop, 0, len(ins))
	for _, in := range ins {
		if in != nil {
			out = append(out, in)
		}
	}
	return out
}

// NewDense returns a dense leaf. A nil matrix is recorded as an error.
func NewDense(d *mat.Dense) *Hop {
	if d == nil {
		return &Hop{Op: OpDense, Err: shapeErr("Dense", "nil matrix")}
	}
	if d.IsEmpty() {
		return &Hop{Op: OpDense, Err: shapeErr("Dense", "zero-sized matrix")}
	}
	r, c := d.Dims()
	return &Hop{Op: OpDense, Rows: r, Cols: c, NNZ: int64(r) * int64(c), Dense: d}
}

// NewVector returns a dense n x 1 leaf for a column vector.
func NewVector(v *mat.VecDense) *Hop {
	if v == nil {
		return &Hop{Op: OpDense, Err: shapeErr("Vector", "nil vector")}
	}
	if v.IsEmpty() {
		return &Hop{Op: OpDense, Err: shapeErr("Vector", "zero-length vector")}
	}
	n := v.Len()
	var d *mat.Dense
	if raw := v.RawVector(); raw.Inc == 1 {
		d = mat.NewDense(n, 1, raw.Data[:n]) // shares the caller's data
	} else {
		d = mat.NewDense(n, 1, nil)
		d.Copy(v)
	}
	return &Hop{Op: OpDense, Rows: n, Cols: 1, NNZ: int64(n), Dense: d}
}

// NewSparse returns a CSR leaf.
func NewSparse(s *matrix.CSR) *Hop {
	if s == nil {
		return &Hop{Op: OpSparse, Err: shapeErr("Sparse", "nil matrix")}
	}
	r, c := s.Dims()
	if r <= 0 || c <= 0 {
		return &Hop{Op: OpSparse, Err: shapeErr("Sparse", "zero-sized %dx%d matrix", r, c)}
	}
	// Kernels index by the CSR arrays: a malformed matrix built with
	// NewCSRFromParts is rejected here, in one pass over its indexes.
	if err := s.Validate(); err != nil {
		return &Hop{Op: OpSparse, Err: fmt.Errorf("sparse leaf: %w", err)}
	}
	return &Hop{Op: OpSparse, Rows: r, Cols: c, NNZ: int64(s.NNZ()), Sparse: r*c > 1, CSR: s}
}

// NewScalar returns a scalar literal leaf.
func NewScalar(v float64) *Hop {
	nnz := int64(1)
	if v == 0 {
		nnz = 0
	}
	return &Hop{Op: OpScalar, Rows: 1, Cols: 1, NNZ: nnz, Value: v}
}

// broadcastDims returns the output dims of an element-wise op on a and b
// under R/DML broadcasting, or ok=false.
func broadcastDims(ar, ac, br, bc int) (r, c int, ok bool) {
	switch {
	case ar == br && ac == bc:
		return ar, ac, true
	case br == 1 && bc == 1:
		return ar, ac, true
	case ar == 1 && ac == 1:
		return br, bc, true
	case ar == br && bc == 1: // b column vector
		return ar, ac, true
	case ar == br && ac == 1:
		return br, bc, true
	case ac == bc && br == 1: // b row vector
		return ar, ac, true
	case ac == bc && ar == 1:
		return br, bc, true
	}
	return 0, 0, false
}

// NewBinary returns an element-wise binary op with broadcasting.
func NewBinary(op OpCode, a, b *Hop) *Hop {
	if !op.IsBinary() {
		return failed(op, shapeErr(op.String(), "not a binary operation"), a, b)
	}
	if err := firstErr(op.String(), a, b); err != nil {
		return failed(op, err, a, b)
	}
	r, c, ok := broadcastDims(a.Rows, a.Cols, b.Rows, b.Cols)
	if !ok {
		return failed(op, shapeErr(op.String(), "cannot broadcast %dx%d with %dx%d", a.Rows, a.Cols, b.Rows, b.Cols), a, b)
	}
	h := &Hop{Op: op, Inputs: []*Hop{a, b}, Rows: r, Cols: c}
	h.NNZ = estimateBinaryNNZ(op, a, b, h.Cells())
	ka, va := a.operand()
	kb, vb := b.operand()
	h.Sparse = BinaryRule(op, ka, kb, va, vb) != ZeroNever
	return h
}

// NewUnary returns an element-wise unary op.
func NewUnary(op OpCode, a *Hop) *Hop {
	if !op.IsUnary() {
		return failed(op, shapeErr(op.String(), "not a unary operation"), a)
	}
	if err := firstErr(op.String(), a); err != nil {
		return failed(op, err, a)
	}
	h := &Hop{Op: op, Inputs: []*Hop{a}, Rows: a.Rows, Cols: a.Cols}
	if UnaryKeepsZero(op) {
		h.NNZ = a.NNZ
		h.Sparse = a.Sparse
	} else {
		h.NNZ = h.Cells()
	}
	return h
}

// NewIfElse returns cond != 0 ? a : b with broadcasting of all three.
func NewIfElse(cond, a, b *Hop) *Hop {
	if err := firstErr("IfElse", cond, a, b); err != nil {
		return failed(OpIfElse, err, cond, a, b)
	}
	r, c, ok := broadcastDims(cond.Rows, cond.Cols, a.Rows, a.Cols)
	if ok {
		r, c, ok = broadcastDims(r, c, b.Rows, b.Cols)
	}
	if !ok {
		return failed(OpIfElse, shapeErr("IfElse", "cannot broadcast %dx%d, %dx%d and %dx%d",
			cond.Rows, cond.Cols, a.Rows, a.Cols, b.Rows, b.Cols), cond, a, b)
	}
	h := &Hop{Op: OpIfElse, Inputs: []*Hop{cond, a, b}, Rows: r, Cols: c}
	h.NNZ = h.Cells()
	return h
}

// NewMatMul returns a %*% b.
func NewMatMul(a, b *Hop) *Hop {
	if err := firstErr("MatMul", a, b); err != nil {
		return failed(OpMatMul, err, a, b)
	}
	if a.Cols != b.Rows {
		return failed(OpMatMul, shapeErr("MatMul", "%dx%d %%*%% %dx%d: inner dimensions differ", a.Rows, a.Cols, b.Rows, b.Cols), a, b)
	}
	h := &Hop{Op: OpMatMul, Inputs: []*Hop{a, b}, Rows: a.Rows, Cols: b.Cols, Sparse: a.Sparse && b.Sparse}
	h.NNZ = estimateMatMulNNZ(a, b, h.Cells())
	return h
}

// NewTranspose returns t(a).
func NewTranspose(a *Hop) *Hop {
	if err := firstErr("T", a); err != nil {
		return failed(OpTranspose, err, a)
	}
	return &Hop{Op: OpTranspose, Inputs: []*Hop{a}, Rows: a.Cols, Cols: a.Rows, NNZ: a.NNZ, Sparse: a.Sparse}
}

// NewAgg returns an aggregate of a in direction dir.
func NewAgg(op OpCode, dir Direction, a *Hop) *Hop {
	name := dir.String() + op.String()
	if !op.IsAgg() || dir == DirNone || ((op == OpIndexMax || op == OpIndexMin) && dir != DirRow) {
		return failed(op, shapeErr(name, "unsupported aggregate"), a)
	}
	if err := firstErr(name, a); err != nil {
		return failed(op, err, a)
	}
	h := &Hop{Op: op, Dir: dir, Inputs: []*Hop{a}}
	switch dir {
	case DirFull:
		h.Rows, h.Cols = 1, 1
	case DirRow:
		h.Rows, h.Cols = a.Rows, 1
	case DirCol:
		h.Rows, h.Cols = 1, a.Cols
	}
	h.NNZ = h.Cells()
	return h
}

// NewSlice returns a[r0:r1, c0:c1] (half-open). Empty and out-of-range
// slices are errors.
func NewSlice(a *Hop, r0, r1, c0, c1 int) *Hop {
	if err := firstErr("Slice", a); err != nil {
		return failed(OpSlice, err, a)
	}
	if r0 < 0 || c0 < 0 || r1 > a.Rows || c1 > a.Cols || r0 >= r1 || c0 >= c1 {
		return failed(OpSlice, shapeErr("Slice", "[%d:%d, %d:%d] is empty or outside %dx%d", r0, r1, c0, c1, a.Rows, a.Cols), a)
	}
	h := &Hop{Op: OpSlice, Inputs: []*Hop{a}, Rows: r1 - r0, Cols: c1 - c0, R0: r0, R1: r1, C0: c0, C1: c1, Sparse: a.Sparse}
	h.NNZ = int64(a.Sparsity() * float64(h.Cells()))
	return h
}

// NewCBind returns the column-wise concatenation of its inputs.
func NewCBind(ins ...*Hop) *Hop {
	if len(ins) == 0 {
		return failed(OpCBind, shapeErr("CBind", "no operands"))
	}
	if err := firstErr("CBind", ins...); err != nil {
		return failed(OpCBind, err, ins...)
	}
	h := &Hop{Op: OpCBind, Inputs: append([]*Hop(nil), ins...), Rows: ins[0].Rows}
	for i, in := range ins {
		if in.Rows != h.Rows {
			return failed(OpCBind, shapeErr("CBind", "operand %d has %d rows, operand 0 has %d", i, in.Rows, h.Rows), ins...)
		}
		h.Cols += in.Cols
		h.NNZ += in.NNZ
		h.Sparse = h.Sparse || in.Sparse
	}
	return h
}

// NewCumAgg returns a column-wise cumulative aggregate. Its result is a CSR
// when a is one and the scan is estimated to store at most
// SparseScanMaxDensity of its cells (EstimateScanDensity from a's NNZ,
// exact for a leaf); column j then stores every row from a's first stored
// cell in column j on, and the cells above, all +0, are structural zeros
// (internal/base/cumulative_sparse.go). Otherwise the result is dense. The
// format depends on shapes and stored-cell counts only, never on values.
func NewCumAgg(op OpCode, a *Hop) *Hop {
	if !op.IsCumAgg() {
		return failed(op, shapeErr(op.String(), "not a cumulative aggregate"), a)
	}
	if err := firstErr(op.String(), a); err != nil {
		return failed(op, err, a)
	}
	return newScan(op, DirNone, a, a.Rows)
}

// newScan builds a scan of a along runs of length n (a column of a for a
// column scan, a row for a row scan) with the format rule of NewCumAgg.
func newScan(op OpCode, dir Direction, a *Hop, n int) *Hop {
	h := &Hop{Op: op, Dir: dir, Inputs: []*Hop{a}, Rows: a.Rows, Cols: a.Cols, NNZ: a.Cells()}
	if a.Sparse && !a.IsScalar() {
		if d := EstimateScanDensity(n, a.Sparsity()); d <= SparseScanMaxDensity {
			h.Sparse = true
			h.NNZ = clampNNZ(d*float64(h.Cells()), h.Cells())
		}
	}
	return h
}

// NewRowCumAgg returns the row-wise cumulative aggregate t(op(t(a))): row i
// is scanned left to right, out[i,0] = f(identity, a[i,0]) and out[i,j] =
// f(out[i,j-1], a[i,j]). Dir is DirRow (a column-wise scan has DirNone).
// The rewrite cum-rows builds it from the transposed form, whose format it
// keeps: a CSR when a is one and EstimateScanDensity over a's columns is
// at most SparseScanMaxDensity, storing every cell of row i from its first
// stored cell on.
func NewRowCumAgg(op OpCode, a *Hop) *Hop {
	if !op.IsCumAgg() {
		return failed(op, shapeErr("row"+op.String(), "not a cumulative aggregate"), a)
	}
	if err := firstErr("row"+op.String(), a); err != nil {
		return failed(op, err, a)
	}
	return newScan(op, DirRow, a, a.Cols)
}

// IsRowScan reports whether h is a row-wise cumulative aggregate
// (NewRowCumAgg).
func (h *Hop) IsRowScan() bool { return h.Op.IsCumAgg() && h.Dir == DirRow }

// IsColScan reports whether h is a column-wise cumulative aggregate
// (NewCumAgg).
func (h *Hop) IsColScan() bool { return h.Op.IsCumAgg() && h.Dir != DirRow }

// NewCumSumProd returns the sum-product recurrence down every column of y:
// Z_0 = +0 and Z_i = Y_i + W_i * Z_{i-1} for i = 1..n, computed with IEEE
// arithmetic (so cumsumprod(Y, 1) equals cumsum(Y) and a weight 0 starts a
// new frame). w is broadcast onto y: y's shape, an n x 1 column (one weight
// per row), a 1 x m row (one per column) or a 1 x 1 scalar. The result is
// dense and has y's shape.
func NewCumSumProd(y, w *Hop) *Hop {
	const name = "cumsumprod"
	if err := firstErr(name, y, w); err != nil {
		return failed(OpCumSumProd, err, y, w)
	}
	if (w.Rows != y.Rows && w.Rows != 1) || (w.Cols != y.Cols && w.Cols != 1) {
		return failed(OpCumSumProd, shapeErr(name, "weights %dx%d do not broadcast onto %dx%d", w.Rows, w.Cols, y.Rows, y.Cols), y, w)
	}
	return &Hop{Op: OpCumSumProd, Inputs: []*Hop{y, w}, Rows: y.Rows, Cols: y.Cols, NNZ: y.Cells()}
}

// NewRemoveEmpty returns removeEmpty of x: op OpRemoveEmptyRows keeps, in
// order, the rows of x that hold a non-zero cell (NaN counts as non-zero),
// or with sel != nil the rows i with sel[i] != 0, where sel is an n x 1
// vector; OpRemoveEmptyCols does the same for columns with a 1 x m sel.
// The kept dimension is dynamic: Rows (Cols) is x's, an upper bound, and
// DynamicRows (DynamicCols) is set.
func NewRemoveEmpty(op OpCode, x, sel *Hop) *Hop {
	name := op.String()
	if op != OpRemoveEmptyRows && op != OpRemoveEmptyCols {
		return failed(op, shapeErr(name, "not a removeEmpty operation"), x, sel)
	}
	ins := []*Hop{x}
	if sel != nil {
		ins = append(ins, sel)
	}
	if err := firstErr(name, ins...); err != nil {
		return failed(op, err, ins...)
	}
	if sel != nil {
		wantR, wantC := x.Rows, 1
		if op == OpRemoveEmptyCols {
			wantR, wantC = 1, x.Cols
		}
		if sel.Rows != wantR || sel.Cols != wantC {
			return failed(op, shapeErr(name, "select vector is %dx%d, want %dx%d for a %dx%d matrix",
				sel.Rows, sel.Cols, wantR, wantC, x.Rows, x.Cols), ins...)
		}
	}
	return &Hop{Op: op, Inputs: ins, Rows: x.Rows, Cols: x.Cols, NNZ: x.NNZ, Sparse: x.Sparse,
		DynamicRows: op == OpRemoveEmptyRows, DynamicCols: op == OpRemoveEmptyCols}
}

// DynamicShapes returns, by operator id, whether an operator's shape is
// only an upper bound until run time: it is a removeEmpty (DynamicRows or
// DynamicCols) or a matrix-shaped consumer, directly or transitively, of
// one. A 1 x 1 result is exact. A fused operator must not cover an
// operator marked here, nor read one as an input.
func (d *DAG) DynamicShapes() []bool {
	return d.dynamicShapesInto(make([]bool, len(d.Nodes)))
}

// dynamicShapesInto is DynamicShapes written into dyn, which has
// len(d.Nodes) elements, all false.
func (d *DAG) dynamicShapesInto(dyn []bool) []bool {
	for _, h := range d.Nodes {
		switch {
		case h.DynamicRows || h.DynamicCols:
			dyn[h.ID] = true
		case h.IsScalar():
		default:
			for _, in := range h.Inputs {
				if dyn[in.ID] {
					dyn[h.ID] = true
					break
				}
			}
		}
	}
	return dyn
}
