package hop

import (
	"fmt"
	"math"
)

// Structural operators and data generators. Each constructor states the
// operation's semantics and its output format; Base (internal/base) follows
// them exactly. None of these operators is fused: the templates of
// internal/memo open and fuse only the operations they list, so a
// structural operator is always materialized and read by its consumers.

// maxGenCells bounds the cells of a generated matrix (Seq, Fill, Rand) so
// that its shape arithmetic stays far from overflowing int.
const maxGenCells = 1 << 50

// NewRBind returns the row-wise concatenation of its inputs (R's rbind),
// which must have equal column counts. The result is a CSR when every
// input is inferred sparse (a 1 x 1 never is) and it has more than one
// cell, with every cell of a dense input stored; otherwise it is dense.
func NewRBind(ins ...*Hop) *Hop {
	if len(ins) == 0 {
		return failed(OpRBind, shapeErr("RBind", "no operands"))
	}
	if err := firstErr("RBind", ins...); err != nil {
		return failed(OpRBind, err, ins...)
	}
	h := &Hop{Op: OpRBind, Inputs: append([]*Hop(nil), ins...), Cols: ins[0].Cols, Sparse: true}
	for i, in := range ins {
		if in.Cols != h.Cols {
			return failed(OpRBind, shapeErr("RBind", "operand %d has %d columns, operand 0 has %d", i, in.Cols, h.Cols), ins...)
		}
		h.Rows += in.Rows
		h.NNZ += in.NNZ
		h.Sparse = h.Sparse && in.Sparse
	}
	h.Sparse = h.Sparse && !h.IsScalar()
	return h
}

// NewSetSlice returns left indexing, x[r0:r1, c0:c1] = y (half-open): a
// new value equal to x except in the slice, which holds y. y has the
// slice's shape or is 1 x 1 (every cell of the slice gets its value). x
// itself is never changed. The result has x's format; when x is a CSR,
// every cell of a dense y is stored, and structural zeros of a CSR y stay
// structural zeros.
func NewSetSlice(x *Hop, r0, r1, c0, c1 int, y *Hop) *Hop {
	const name = "SetSlice"
	if err := firstErr(name, x, y); err != nil {
		return failed(OpSetSlice, err, x, y)
	}
	if r0 < 0 || c0 < 0 || r1 > x.Rows || c1 > x.Cols || r0 >= r1 || c0 >= c1 {
		return failed(OpSetSlice, shapeErr(name, "[%d:%d, %d:%d] is empty or outside %dx%d", r0, r1, c0, c1, x.Rows, x.Cols), x, y)
	}
	R, C := r1-r0, c1-c0
	if !y.IsScalar() && (y.Rows != R || y.Cols != C) {
		return failed(OpSetSlice, shapeErr(name, "value is %dx%d, slice [%d:%d, %d:%d] is %dx%d", y.Rows, y.Cols, r0, r1, c0, c1, R, C), x, y)
	}
	h := &Hop{Op: OpSetSlice, Inputs: []*Hop{x, y}, Rows: x.Rows, Cols: x.Cols, R0: r0, R1: r1, C0: c0, C1: c1, Sparse: x.Sparse}
	outside := x.Sparsity() * float64(h.Cells()-int64(R)*int64(C))
	inside := y.Sparsity() * float64(int64(R)*int64(C))
	h.NNZ = clampNNZ(outside+inside, h.Cells())
	return h
}

// NewReshape returns x refilled into a rows x cols matrix in row-major
// order: cell k of the result (row k / cols, column k % cols) is cell k of
// x read row by row, as R's matrix(x, rows, cols, byrow = TRUE) and DML's
// matrix(x, rows, cols). rows*cols must equal x's cell count. The result
// has x's format.
func NewReshape(x *Hop, rows, cols int) *Hop {
	const name = "Reshape"
	if err := firstErr(name, x); err != nil {
		return failed(OpReshape, err, x)
	}
	if rows < 1 || cols < 1 || int64(rows)*int64(cols) != x.Cells() || (cols > 1 && rows > math.MaxInt/cols) {
		return failed(OpReshape, shapeErr(name, "%dx%d cannot hold the %d cells of a %dx%d matrix", rows, cols, x.Cells(), x.Rows, x.Cols), x)
	}
	return &Hop{Op: OpReshape, Inputs: []*Hop{x}, Rows: rows, Cols: cols, NNZ: x.NNZ, Sparse: x.Sparse}
}

// NewRev returns x with its rows in reverse order (R's and DML's rev on a
// matrix); the result has x's format.
func NewRev(x *Hop) *Hop {
	if err := firstErr("Rev", x); err != nil {
		return failed(OpRev, err, x)
	}
	return &Hop{Op: OpRev, Inputs: []*Hop{x}, Rows: x.Rows, Cols: x.Cols, NNZ: x.NNZ, Sparse: x.Sparse}
}

// NewDiag returns, for an n x 1 column x, the n x n matrix with x on its
// diagonal (a CSR storing the diagonal cells of x that are stored, every
// one for a dense x; n == 1 gives x itself as a dense 1 x 1), and for a
// square n x n matrix (n > 1) the dense n x 1 column of its diagonal.
// Any other shape, a row vector included, is an error, as in DML.
func NewDiag(x *Hop) *Hop {
	const name = "Diag"
	if err := firstErr(name, x); err != nil {
		return failed(OpDiag, err, x)
	}
	switch {
	case x.Cols == 1:
		return &Hop{Op: OpDiag, Inputs: []*Hop{x}, Rows: x.Rows, Cols: x.Rows, NNZ: x.NNZ, Sparse: x.Rows > 1}
	case x.Rows == x.Cols:
		return &Hop{Op: OpDiag, Inputs: []*Hop{x}, Rows: x.Rows, Cols: 1,
			NNZ: clampNNZ(x.Sparsity()*float64(x.Rows), int64(x.Rows))}
	}
	return failed(OpDiag, shapeErr(name, "%dx%d is neither a column vector nor square", x.Rows, x.Cols), x)
}

// SeqLength returns the number of elements of seq(from, to, by) by R's
// rule, floor((to - from) / by + 1e-10) + 1, or an error for a non-finite
// argument, a zero step between different ends, a step pointing away
// from to, or a sequence too long to materialize.
func SeqLength(from, to, by float64) (int, error) {
	for _, v := range []float64{from, to, by} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return 0, shapeErr("Seq", "seq(%g, %g, %g): arguments must be finite", from, to, by)
		}
	}
	if from == to {
		return 1, nil
	}
	if by == 0 {
		return 0, shapeErr("Seq", "seq(%g, %g, 0): zero step", from, to)
	}
	n := (to - from) / by
	if n < 0 {
		return 0, shapeErr("Seq", "seq(%g, %g, %g): wrong sign of the step", from, to, by)
	}
	if n >= maxGenCells {
		return 0, shapeErr("Seq", "seq(%g, %g, %g): too many elements", from, to, by)
	}
	return int(math.Floor(n+1e-10)) + 1, nil
}

// NewSeq returns the dense column from, from+by, from+2*by, ... of
// SeqLength(from, to, by) elements; element i is from + i*by, computed in
// one rounding each (R's seq.default).
func NewSeq(from, to, by float64) *Hop {
	n, err := SeqLength(from, to, by)
	if err != nil {
		return failed(OpSeq, err)
	}
	return &Hop{Op: OpSeq, Rows: n, Cols: 1, NNZ: int64(n), Args: []float64{from, to, by}}
}

// genShape checks the shape of a generated matrix.
func genShape(name string, rows, cols int) error {
	if rows < 1 || cols < 1 || float64(rows)*float64(cols) > maxGenCells {
		return shapeErr(name, "%dx%d is empty or too large", rows, cols)
	}
	return nil
}

// NewFill returns the rows x cols matrix whose cells are all v (R's
// matrix(v, rows, cols)). For v == +0 (not -0) it is a CSR without stored
// cells, unless it is 1 x 1; otherwise it is dense.
func NewFill(v float64, rows, cols int) *Hop {
	if err := genShape("Fill", rows, cols); err != nil {
		return failed(OpFill, err)
	}
	h := &Hop{Op: OpFill, Rows: rows, Cols: cols, Args: []float64{v}}
	if math.Float64bits(v) == 0 && !h.IsScalar() {
		h.Sparse = true
	} else {
		h.NNZ = h.Cells()
	}
	return h
}

// NewRand returns a rows x cols matrix of pseudo-random cells drawn
// uniformly from [lo, hi), each present with probability sparsity
// (internal/base/rand.go defines the generator; the values depend only on
// the arguments, never on the thread count). sparsity 1 gives a dense
// matrix, a smaller one a CSR whose absent cells are structural zeros.
// Two Rand operators are never merged by CSE, even with equal arguments
// (OpRand is Nondeterministic), as in SystemDS.
func NewRand(rows, cols int, lo, hi, sparsity float64, seed uint64) *Hop {
	const name = "Rand"
	if err := genShape(name, rows, cols); err != nil {
		return failed(OpRand, err)
	}
	if !(lo <= hi) || math.IsInf(lo, 0) || math.IsInf(hi, 0) || math.IsInf(hi-lo, 0) {
		return failed(OpRand, shapeErr(name, "range [%g, %g) is not a finite interval", lo, hi))
	}
	if !(sparsity >= 0 && sparsity <= 1) {
		return failed(OpRand, shapeErr(name, "sparsity %g is outside [0, 1]", sparsity))
	}
	h := &Hop{Op: OpRand, Rows: rows, Cols: cols, Args: []float64{lo, hi, sparsity, math.Float64frombits(seed)}}
	h.Sparse = sparsity < 1 && !h.IsScalar()
	h.NNZ = clampNNZ(sparsity*float64(h.Cells()), h.Cells())
	return h
}

// RandSeed returns the seed of an OpRand operator.
func (h *Hop) RandSeed() uint64 { return math.Float64bits(h.Args[3]) }

// vectorLen returns the length of a vector operand (n x 1 or 1 x n), or
// ok = false for a matrix.
func vectorLen(h *Hop) (int, bool) {
	switch {
	case h.Cols == 1:
		return h.Rows, true
	case h.Rows == 1:
		return h.Cols, true
	}
	return 0, false
}

// NewOuter returns R's outer(u, v, op) for vectors: the dense n x m matrix
// with out[i,j] = op(u[i], v[j]), where u has n cells and v has m (each
// a column or a row vector) and op is an element-wise binary operation.
// The structural-zero rules of op.go apply as in u op t(v): where the
// rule makes a cell a structural zero (a CSR u times anything, say), the
// cell is +0 even against NaN.
func NewOuter(u, v *Hop, op OpCode) *Hop {
	const name = "Outer"
	if err := firstErr(name, u, v); err != nil {
		return failed(OpOuter, err, u, v)
	}
	if !op.IsBinary() {
		return failed(OpOuter, shapeErr(name, "%s is not a binary element-wise operation", op), u, v)
	}
	n, okU := vectorLen(u)
	m, okV := vectorLen(v)
	if !okU || !okV {
		return failed(OpOuter, shapeErr(name, "operands %dx%d and %dx%d must be vectors", u.Rows, u.Cols, v.Rows, v.Cols), u, v)
	}
	h := &Hop{Op: OpOuter, Inputs: []*Hop{u, v}, Rows: n, Cols: m, Args: []float64{float64(op)}}
	h.NNZ = h.Cells()
	return h
}

// OuterOp returns the binary operation of an OpOuter operator.
func (h *Hop) OuterOp() OpCode { return OpCode(h.Args[0]) }

// NewTable returns the rows x cols contingency table of a and b (DML's
// table(a, b, rows, cols)): out[a[k]-1, b[k]-1] counts the k with those
// values. a and b are n x 1 columns, or one of them 1 x 1, which pairs
// its value with every cell of the other. Their values must be integers
// >= 1 (anything else, NaN included, makes Eval fail); a pair outside the
// table is dropped, as SystemDS does when the dimensions are given. The
// result is a CSR (dense when 1 x 1) storing the counted cells.
func NewTable(a, b *Hop, rows, cols int) *Hop {
	const name = "Table"
	if err := firstErr(name, a, b); err != nil {
		return failed(OpTable, err, a, b)
	}
	if err := genShape(name, rows, cols); err != nil {
		return failed(OpTable, err, a, b)
	}
	n := max(a.Rows, b.Rows)
	ok := func(x *Hop) bool { return x.Cols == 1 && (x.Rows == n || x.Rows == 1) }
	if !ok(a) || !ok(b) {
		return failed(OpTable, shapeErr(name, "operands %dx%d and %dx%d must be columns of one length (or 1x1)", a.Rows, a.Cols, b.Rows, b.Cols), a, b)
	}
	h := &Hop{Op: OpTable, Inputs: []*Hop{a, b}, Rows: rows, Cols: cols}
	h.Sparse = !h.IsScalar()
	h.NNZ = min(int64(n), h.Cells())
	return h
}

// NewTri returns the lower (op OpLowerTri) or upper (OpUpperTri) triangle
// of x, R's x * lower.tri(x, diag) as values, like SystemDS's lower.tri
// with values = TRUE: cell (i, j) is kept where j < i (j > i for the
// upper triangle), or j <= i (j >= i) with diag, and is +0 elsewhere. x
// may be rectangular. The result has x's format; a CSR keeps the stored
// cells of the triangle.
func NewTri(op OpCode, x *Hop, diag bool) *Hop {
	name := op.String()
	if op != OpLowerTri && op != OpUpperTri {
		return failed(op, shapeErr(name, "not a triangle operation"), x)
	}
	if err := firstErr(name, x); err != nil {
		return failed(op, err, x)
	}
	d := 0.0
	if diag {
		d = 1
	}
	h := &Hop{Op: op, Inputs: []*Hop{x}, Rows: x.Rows, Cols: x.Cols, Sparse: x.Sparse, Args: []float64{d}}
	// About half of a square matrix; the diagonal band when included.
	k := float64(min(x.Rows, x.Cols))
	tri := (float64(h.Cells()) - k) / 2
	if diag {
		tri += k
	}
	h.NNZ = clampNNZ(x.Sparsity()*tri, h.Cells())
	return h
}

// TriDiag reports whether an OpLowerTri or OpUpperTri keeps the diagonal.
func (h *Hop) TriDiag() bool { return h.Args[0] != 0 }

// paramLabel returns the Explain label of an operator with parameters,
// or "" for one that has none beyond its operation.
func paramLabel(h *Hop) string {
	switch h.Op {
	case OpSetSlice:
		return fmt.Sprintf("[%d:%d,%d:%d]<-", h.R0, h.R1, h.C0, h.C1)
	case OpSeq:
		return fmt.Sprintf("seq(%g,%g,%g)", h.Args[0], h.Args[1], h.Args[2])
	case OpFill:
		return fmt.Sprintf("fill(%g)", h.Args[0])
	case OpRand:
		return fmt.Sprintf("rand(%g,%g,sp=%g,seed=%d)", h.Args[0], h.Args[1], h.Args[2], h.RandSeed())
	case OpOuter:
		return fmt.Sprintf("outer(%s)", h.OuterOp())
	case OpLowerTri, OpUpperTri:
		if h.TriDiag() {
			return h.Op.String() + "(diag)"
		}
	}
	return ""
}

// paramKey appends to a CSE key what distinguishes two operators of the
// same operation on the same inputs: the output shape of those whose
// shape is a parameter, the slice bounds of left indexing, and Args.
func paramKey(h *Hop, num func(uint64)) {
	switch h.Op {
	case OpReshape, OpSeq, OpFill, OpRand, OpTable:
		num(uint64(h.Rows))
		num(uint64(h.Cols))
	case OpSetSlice:
		for _, v := range []int{h.R0, h.R1, h.C0, h.C1} {
			num(uint64(v))
		}
	}
	for _, a := range h.Args {
		num(math.Float64bits(a))
	}
}

// rebuildStructure is rebuild for the operators of this file and
// linalg.go.
func rebuildStructure(h *Hop) *Hop {
	in := h.Inputs
	switch h.Op {
	case OpRBind:
		return NewRBind(in...)
	case OpSetSlice:
		return NewSetSlice(in[0], h.R0, h.R1, h.C0, h.C1, in[1])
	case OpReshape:
		return NewReshape(in[0], h.Rows, h.Cols)
	case OpRev:
		return NewRev(in[0])
	case OpDiag:
		return NewDiag(in[0])
	case OpOuter:
		return NewOuter(in[0], in[1], h.OuterOp())
	case OpTable:
		return NewTable(in[0], in[1], h.Rows, h.Cols)
	case OpLowerTri, OpUpperTri:
		return NewTri(h.Op, in[0], h.TriDiag())
	case OpSolve:
		return NewSolve(in[0], in[1])
	case OpInverse:
		return NewInverse(in[0])
	case OpCholesky:
		return NewCholesky(in[0])
	}
	return nil
}

// structureWorstNNZ returns WorstNNZ's bound before clamping to the cell
// count for the operators of this file and linalg.go, or ok = false.
func structureWorstNNZ(h *Hop) (float64, bool) {
	in := func(k int) float64 { return float64(h.Inputs[k].WorstNNZ()) }
	switch h.Op {
	case OpRBind:
		s := 0.0
		for k := range h.Inputs {
			s += in(k)
		}
		return s, true
	case OpReshape, OpRev, OpDiag, OpLowerTri, OpUpperTri:
		return in(0), true
	case OpSetSlice:
		return in(0) + float64(h.R1-h.R0)*float64(h.C1-h.C0), true
	case OpFill:
		return float64(h.NNZ), true
	case OpTable:
		return float64(max(h.Inputs[0].Rows, h.Inputs[1].Rows)), true
	}
	return 0, false
}

// structureIntermediateBytes returns IntermediateBytes for the operators
// of this file and linalg.go: the pairs a table sorts and the factor of a
// dense decomposition (Base copies A before factoring it in place), and
// the cells of a sparse Rand, which its blocks collect before the layout.
func structureIntermediateBytes(h *Hop) int64 {
	switch h.Op {
	case OpRand:
		if h.Sparse {
			return satBytes(16 * h.Args[2] * float64(h.Cells()))
		}
	case OpTable:
		return satBytes(16 * float64(max(h.Inputs[0].Rows, h.Inputs[1].Rows)))
	case OpSolve, OpInverse, OpCholesky:
		a := h.Inputs[0]
		return satBytes(2 * float64(DenseBytes(a.Rows, a.Cols)))
	}
	return 0
}
