package tests

// A model of expression DAGs for differential testing. A gDAG is a plain
// description of a DAG (operations, shapes and leaf specifications) that
// can be built into engine expressions any number of times, printed for a
// person, printed as Go code for a regression test, and minimized. The
// random generator lives in gen_random_test.go, the differential check in
// gen_check_test.go.

import (
	"fmt"
	"math"
	"strings"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// Values used by generated leaves and printed regression tests.
var (
	nan     = math.NaN()
	posInf  = math.Inf(1)
	negInf  = math.Inf(-1)
	negZero = math.Copysign(0, -1)
)

// leafKind is the Go representation of a leaf.
type leafKind uint8

const (
	lkDense      leafKind = iota // contiguous *mat.Dense
	lkDenseView                  // *mat.Dense view with Stride > Cols
	lkVector                     // *mat.VecDense, n x 1
	lkVectorView                 // *mat.VecDense with Inc > 1, n x 1
	lkSparse                     // *matrix.CSR
	lkScalar                     // engine.Scalar literal
)

var leafKindNames = [...]string{"lkDense", "lkDenseView", "lkVector", "lkVectorView", "lkSparse", "lkScalar"}

func (k leafKind) String() string { return leafKindNames[k] }

// cellSet overwrites one cell after the random data is drawn; on a CSR the
// cell becomes stored (so V == 0 is an explicit stored zero).
type cellSet struct {
	I, J int
	V    float64
}

// leafSpec describes the data of a leaf; materialize turns it into the
// same data every time.
type leafSpec struct {
	Kind       leafKind
	Rows, Cols int
	Seed       uint64
	Lo, Hi     float64 // value range of the random cells
	Density    float64 // lkSparse: fraction of stored cells; 0 gives an all-zero CSR
	Halves     bool    // round random values to multiples of 0.5 (ties, equal cells)
	EmptyRows  int     // lkSparse: clear every k-th row (k > 0)
	EmptyCols  int     // lkSparse: clear every k-th column (k > 0)
	Sets       []cellSet
	Value      float64 // lkScalar
}

// gNode is one node of a gDAG: a leaf (Leaf != nil) or an operation.
type gNode struct {
	Op             hop.OpCode
	Dir            hop.Direction // aggregates
	Leaf           *leafSpec
	In             []*gNode
	R0, R1, C0, C1 int // slices
	Rows, Cols     int
	// DynR and DynC mark a dimension known only at run time (removeEmpty
	// and its consumers); Rows or Cols is then an upper bound.
	DynR, DynC bool

	mag float64 // generator heuristic: rough bound of |finite values|
}

// gDAG is a DAG description with its outputs. Nodes are in topological
// order (inputs first).
type gDAG struct {
	Nodes []*gNode
	Outs  []*gNode
}

func (n *gNode) isLeaf() bool   { return n.Leaf != nil }
func (n *gNode) isScalar() bool { return n.Rows == 1 && n.Cols == 1 && !n.dyn() }
func (n *gNode) dyn() bool      { return n.DynR || n.DynC }

func isRemoveEmpty(op hop.OpCode) bool {
	return op == hop.OpRemoveEmptyRows || op == hop.OpRemoveEmptyCols
}

// hasDynamic reports whether a reachable node has a run-time shape.
func (d *gDAG) hasDynamic() bool {
	for _, n := range d.reachable() {
		if n.dyn() {
			return true
		}
	}
	return false
}

// inferDyn computes which dimensions of n are known only at run time, as
// hop.DAG.DynamicShapes does (a full aggregate is exact).
func inferDyn(n *gNode) (dynR, dynC bool) {
	in := n.In
	switch {
	case n.isLeaf():
		return false, false
	case n.Op == hop.OpRemoveEmptyRows:
		return true, in[0].DynC
	case n.Op == hop.OpRemoveEmptyCols:
		return in[0].DynR, true
	case n.Op == hop.OpTranspose:
		return in[0].DynC, in[0].DynR
	case n.Op.IsAgg():
		switch n.Dir {
		case hop.DirRow:
			return in[0].DynR, false
		case hop.DirCol:
			return false, in[0].DynC
		}
		return false, false
	case n.Op == hop.OpMatMul:
		return in[0].DynR, in[1].DynC
	case n.Op == hop.OpCumSumProd:
		return in[0].DynR, in[0].DynC
	}
	for _, x := range in {
		dynR, dynC = dynR || x.DynR, dynC || x.DynC
	}
	return dynR, dynC
}

// bcastDims mirrors R/DML broadcasting as the hop package implements it.
func bcastDims(ar, ac, br, bc int) (r, c int, ok bool) {
	switch {
	case ar == br && ac == bc:
		return ar, ac, true
	case br == 1 && bc == 1:
		return ar, ac, true
	case ar == 1 && ac == 1:
		return br, bc, true
	case ar == br && bc == 1:
		return ar, ac, true
	case ar == br && ac == 1:
		return br, bc, true
	case ac == bc && br == 1:
		return ar, ac, true
	case ac == bc && ar == 1:
		return br, bc, true
	}
	return 0, 0, false
}

// inferShape computes n's output shape from its inputs and parameters.
func inferShape(n *gNode) (r, c int, ok bool) {
	if n.isLeaf() {
		return n.Leaf.Rows, n.Leaf.Cols, n.Leaf.Rows > 0 && n.Leaf.Cols > 0
	}
	in := n.In
	for _, x := range in {
		if x == nil {
			return 0, 0, false
		}
	}
	switch {
	case n.Op.IsBinary() && len(in) == 2:
		return bcastDims(in[0].Rows, in[0].Cols, in[1].Rows, in[1].Cols)
	case n.Op.IsUnary() && len(in) == 1:
		return in[0].Rows, in[0].Cols, true
	case n.Op == hop.OpIfElse && len(in) == 3:
		r, c, ok := bcastDims(in[0].Rows, in[0].Cols, in[1].Rows, in[1].Cols)
		if !ok {
			return 0, 0, false
		}
		return bcastDims(r, c, in[2].Rows, in[2].Cols)
	case n.Op == hop.OpMatMul && len(in) == 2:
		return in[0].Rows, in[1].Cols, in[0].Cols == in[1].Rows
	case n.Op == hop.OpTranspose && len(in) == 1:
		return in[0].Cols, in[0].Rows, true
	case n.Op.IsAgg() && len(in) == 1:
		if n.Op == hop.OpIndexMax && n.Dir != hop.DirRow {
			return 0, 0, false
		}
		switch n.Dir {
		case hop.DirFull:
			return 1, 1, true
		case hop.DirRow:
			return in[0].Rows, 1, true
		case hop.DirCol:
			return 1, in[0].Cols, true
		}
	case n.Op == hop.OpSlice && len(in) == 1:
		a := in[0]
		ok := n.R0 >= 0 && n.C0 >= 0 && n.R1 <= a.Rows && n.C1 <= a.Cols && n.R0 < n.R1 && n.C0 < n.C1
		return n.R1 - n.R0, n.C1 - n.C0, ok
	case n.Op == hop.OpCBind && len(in) >= 1:
		c := 0
		for _, x := range in {
			if x.Rows != in[0].Rows {
				return 0, 0, false
			}
			c += x.Cols
		}
		return in[0].Rows, c, true
	case n.Op.IsCumAgg() && len(in) == 1:
		return in[0].Rows, in[0].Cols, true
	case n.Op == hop.OpRBind && len(in) >= 1:
		r := 0
		for _, x := range in {
			if x.Cols != in[0].Cols {
				return 0, 0, false
			}
			r += x.Rows
		}
		return r, in[0].Cols, true
	case n.Op == hop.OpSetSlice && len(in) == 2:
		x, y := in[0], in[1]
		ok := n.R0 >= 0 && n.C0 >= 0 && n.R1 <= x.Rows && n.C1 <= x.Cols && n.R0 < n.R1 && n.C0 < n.C1 &&
			(y.isScalar() || (y.Rows == n.R1-n.R0 && y.Cols == n.C1-n.C0))
		return x.Rows, x.Cols, ok
	case n.Op == hop.OpRev && len(in) == 1:
		return in[0].Rows, in[0].Cols, true
	case n.Op == hop.OpDiag && len(in) == 1:
		switch a := in[0]; {
		case a.Cols == 1:
			return a.Rows, a.Rows, true
		case a.Rows == a.Cols:
			return a.Rows, 1, true
		}
	case n.Op == hop.OpCumSumProd && len(in) == 2:
		y, w := in[0], in[1]
		return y.Rows, y.Cols, (w.Rows == y.Rows || w.Rows == 1) && (w.Cols == y.Cols || w.Cols == 1)
	case isRemoveEmpty(n.Op) && (len(in) == 1 || len(in) == 2):
		if len(in) == 2 {
			sel := in[1]
			wantR, wantC := in[0].Rows, 1
			if n.Op == hop.OpRemoveEmptyCols {
				wantR, wantC = 1, in[0].Cols
			}
			if sel.Rows != wantR || sel.Cols != wantC || sel.dyn() {
				return 0, 0, false
			}
		}
		return in[0].Rows, in[0].Cols, true
	}
	return 0, 0, false
}

// add appends n after computing its shape; it panics on an invalid shape,
// which is a bug in the caller (the generator or a hand-written test).
func (d *gDAG) add(n *gNode) *gNode {
	r, c, ok := inferShape(n)
	if !ok {
		panic(fmt.Sprintf("gDAG: invalid node %s", n.describe(func(*gNode) string { return "?" })))
	}
	n.Rows, n.Cols = r, c
	n.DynR, n.DynC = inferDyn(n)
	d.Nodes = append(d.Nodes, n)
	return n
}

// leaf adds a leaf.
func (d *gDAG) leaf(s leafSpec) *gNode {
	if s.Kind == lkScalar {
		s.Rows, s.Cols = 1, 1
	}
	return d.add(&gNode{Leaf: &s})
}

// op adds an element-wise, matrix, cbind or cumulative operation.
func (d *gDAG) op(op hop.OpCode, ins ...*gNode) *gNode {
	return d.add(&gNode{Op: op, In: ins})
}

// agg adds an aggregate.
func (d *gDAG) agg(op hop.OpCode, dir hop.Direction, a *gNode) *gNode {
	return d.add(&gNode{Op: op, Dir: dir, In: []*gNode{a}})
}

// slice adds a[r0:r1, c0:c1].
func (d *gDAG) slice(a *gNode, r0, r1, c0, c1 int) *gNode {
	return d.add(&gNode{Op: hop.OpSlice, In: []*gNode{a}, R0: r0, R1: r1, C0: c0, C1: c1})
}

// setSlice adds left indexing: x with [r0:r1, c0:c1] replaced by y (the
// regression code printed for a failing corpus DAG calls it).
func (d *gDAG) setSlice(x *gNode, r0, r1, c0, c1 int, y *gNode) *gNode {
	return d.add(&gNode{Op: hop.OpSetSlice, In: []*gNode{x, y}, R0: r0, R1: r1, C0: c0, C1: c1})
}

// out appends outputs.
func (d *gDAG) out(ns ...*gNode) { d.Outs = append(d.Outs, ns...) }

// ---------------------------------------------------------------------------
// Leaf data.

// leafData is a materialized leaf: its expression and the arrays behind it
// (hashed before and after evaluation to prove inputs are not modified).
type leafData struct {
	expr   *engine.Expr
	floats [][]float64
	ints64 [][]int64
	ints32 [][]int32
}

func (s *leafSpec) value(x float64) float64 {
	if s.Halves {
		return math.Round(x*2) / 2
	}
	return x
}

// materialize builds the leaf's data. It is deterministic in s.
func (s *leafSpec) materialize() leafData {
	r, c := s.Rows, s.Cols
	switch s.Kind {
	case lkScalar:
		return leafData{expr: engine.Scalar(s.Value)}
	case lkDense, lkDenseView:
		var d *mat.Dense
		var backing []float64
		if s.Kind == lkDense {
			d = matrix.RandDense(r, c, s.Lo, s.Hi, s.Seed)
			backing = d.RawMatrix().Data
		} else {
			big := matrix.RandDense(r+2, c+3, s.Lo, s.Hi, s.Seed)
			backing = big.RawMatrix().Data
			d = big.Slice(1, r+1, 2, c+2).(*mat.Dense)
		}
		for i := 0; i < r; i++ {
			for j := 0; j < c; j++ {
				d.Set(i, j, s.value(d.At(i, j)))
			}
		}
		for _, set := range s.Sets {
			d.Set(set.I, set.J, set.V)
		}
		return leafData{expr: engine.Dense(d), floats: [][]float64{backing}}
	case lkVector, lkVectorView:
		var v *mat.VecDense
		var backing []float64
		if s.Kind == lkVector {
			v = mat.NewVecDense(r, matrix.RandDense(r, 1, s.Lo, s.Hi, s.Seed).RawMatrix().Data)
			backing = v.RawVector().Data
		} else {
			big := matrix.RandDense(r, 3, s.Lo, s.Hi, s.Seed)
			backing = big.RawMatrix().Data
			v = big.ColView(1).(*mat.VecDense)
		}
		for i := 0; i < r; i++ {
			v.SetVec(i, s.value(v.AtVec(i)))
		}
		for _, set := range s.Sets {
			v.SetVec(set.I, set.V)
		}
		return leafData{expr: engine.Vector(v), floats: [][]float64{backing}}
	case lkSparse:
		csr := s.csr()
		return leafData{expr: engine.Sparse(csr),
			floats: [][]float64{csr.Values()}, ints64: [][]int64{csr.RowPtr()}, ints32: [][]int32{csr.ColIdx()}}
	}
	panic("unknown leaf kind")
}

// csr builds the CSR of a lkSparse leaf.
func (s *leafSpec) csr() *matrix.CSR {
	r, c := s.Rows, s.Cols
	cells := map[[2]int]float64{}
	if s.Density > 0 {
		src := matrix.RandSparse(r, c, s.Density, s.Lo, s.Hi, s.Seed)
		for i := 0; i < r; i++ {
			if s.EmptyRows > 0 && i%s.EmptyRows == s.EmptyRows-1 {
				continue
			}
			cols, vals := src.Row(i)
			for k, j := range cols {
				if s.EmptyCols > 0 && int(j)%s.EmptyCols == s.EmptyCols-1 {
					continue
				}
				cells[[2]int{i, int(j)}] = s.value(vals[k])
			}
		}
	}
	for _, set := range s.Sets {
		cells[[2]int{set.I, set.J}] = set.V
	}
	var is, js []int
	var vs []float64
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			if v, ok := cells[[2]int{i, j}]; ok {
				is, js, vs = append(is, i), append(js, j), append(vs, v)
			}
		}
	}
	out, err := matrix.FromTriplets(r, c, is, js, vs)
	if err != nil {
		panic(err)
	}
	return out
}

// ---------------------------------------------------------------------------
// Building engine expressions.

// built is one construction of a gDAG's expressions.
type built struct {
	outs   []*engine.Expr
	leaves []leafData
	exprOf map[*gNode]*engine.Expr
}

// build constructs the engine expressions; shared nodes become shared
// expressions. It returns an error when a node records one (the model and
// the engine disagree about a shape, a bug in one of them).
func (d *gDAG) build() (*built, error) {
	b := &built{exprOf: map[*gNode]*engine.Expr{}}
	for _, n := range d.reachable() {
		var e *engine.Expr
		in := make([]*engine.Expr, len(n.In))
		for k, x := range n.In {
			in[k] = b.exprOf[x]
		}
		switch {
		case n.isLeaf():
			ld := n.Leaf.materialize()
			b.leaves = append(b.leaves, ld)
			e = ld.expr
		case n.Op.IsBinary():
			e = binaryExpr(n.Op, in[0], in[1])
		case n.Op.IsUnary():
			e = unaryExpr(n.Op, in[0])
		case n.Op == hop.OpIfElse:
			e = engine.IfElse(in[0], in[1], in[2])
		case n.Op == hop.OpMatMul:
			e = in[0].MatMul(in[1])
		case n.Op == hop.OpTranspose:
			e = in[0].T()
		case n.Op.IsAgg():
			e = aggExpr(n.Op, n.Dir, in[0])
		case n.Op == hop.OpSlice:
			e = in[0].Slice(n.R0, n.R1, n.C0, n.C1)
		case n.Op == hop.OpCBind:
			e = engine.CBind(in[0], in[1:]...)
		case n.Op == hop.OpCumSum:
			e = in[0].CumSum()
		case n.Op == hop.OpCumProd:
			e = in[0].CumProd()
		case n.Op == hop.OpCumMin:
			e = in[0].CumMin()
		case n.Op == hop.OpCumMax:
			e = in[0].CumMax()
		case n.Op == hop.OpCumSumProd:
			e = in[0].CumSumProd(in[1])
		case n.Op == hop.OpRBind:
			e = engine.RBind(in[0], in[1:]...)
		case n.Op == hop.OpSetSlice:
			e = in[0].SetSlice(n.R0, n.R1, n.C0, n.C1, in[1])
		case n.Op == hop.OpRev:
			e = in[0].Rev()
		case n.Op == hop.OpDiag:
			e = in[0].Diag()
		case n.Op == hop.OpRemoveEmptyRows:
			e = engine.RemoveEmptyRows(in[0], optional(in, 1))
		case n.Op == hop.OpRemoveEmptyCols:
			e = engine.RemoveEmptyCols(in[0], optional(in, 1))
		default:
			return nil, fmt.Errorf("unknown op %s", n.Op)
		}
		if err := e.Err(); err != nil {
			return nil, fmt.Errorf("building %s: %w", n.Op, err)
		}
		if e.Rows() != n.Rows || e.Cols() != n.Cols {
			return nil, fmt.Errorf("building %s: engine shape %dx%d, model shape %dx%d", n.Op, e.Rows(), e.Cols(), n.Rows, n.Cols)
		}
		b.exprOf[n] = e
	}
	for _, o := range d.Outs {
		b.outs = append(b.outs, b.exprOf[o])
	}
	return b, nil
}

// optional returns in[k], or nil when there is no such input.
func optional(in []*engine.Expr, k int) *engine.Expr {
	if k < len(in) {
		return in[k]
	}
	return nil
}

func binaryExpr(op hop.OpCode, a, b *engine.Expr) *engine.Expr {
	switch op {
	case hop.OpAdd:
		return a.Add(b)
	case hop.OpSub:
		return a.Sub(b)
	case hop.OpMul:
		return a.Mul(b)
	case hop.OpDiv:
		return a.Div(b)
	case hop.OpPow:
		return a.Pow(b)
	case hop.OpMin2:
		return a.Minimum(b)
	case hop.OpMax2:
		return a.Maximum(b)
	case hop.OpEq:
		return a.Eq(b)
	case hop.OpNe:
		return a.Ne(b)
	case hop.OpLt:
		return a.Lt(b)
	case hop.OpLe:
		return a.Le(b)
	case hop.OpGt:
		return a.Gt(b)
	case hop.OpGe:
		return a.Ge(b)
	case hop.OpAnd:
		return a.And(b)
	case hop.OpOr:
		return a.Or(b)
	case hop.OpMod:
		return a.Mod(b)
	case hop.OpIntDiv:
		return a.IntDiv(b)
	case hop.OpXor:
		return a.Xor(b)
	case hop.OpLogB:
		return a.LogBase(b)
	}
	panic("not a binary op: " + op.String())
}

func unaryExpr(op hop.OpCode, a *engine.Expr) *engine.Expr {
	switch op {
	case hop.OpNeg:
		return a.Neg()
	case hop.OpAbs:
		return a.Abs()
	case hop.OpSign:
		return a.Sign()
	case hop.OpSqrt:
		return a.Sqrt()
	case hop.OpExp:
		return a.Exp()
	case hop.OpLog:
		return a.Log()
	case hop.OpRound:
		return a.Round()
	case hop.OpFloor:
		return a.Floor()
	case hop.OpCeil:
		return a.Ceil()
	case hop.OpSigmoid:
		return a.Sigmoid()
	case hop.OpSin:
		return a.Sin()
	case hop.OpCos:
		return a.Cos()
	case hop.OpTanh:
		return a.Tanh()
	case hop.OpIsNaN:
		return a.IsNaN()
	case hop.OpIsInf:
		return a.IsInf()
	case hop.OpNot:
		return a.Not()
	case hop.OpSprop:
		return a.Sprop()
	case hop.OpAtan:
		return a.Atan()
	case hop.OpAsin:
		return a.Asin()
	case hop.OpAcos:
		return a.Acos()
	case hop.OpSinh:
		return a.Sinh()
	case hop.OpCosh:
		return a.Cosh()
	}
	panic("not a unary op: " + op.String())
}

func aggExpr(op hop.OpCode, dir hop.Direction, a *engine.Expr) *engine.Expr {
	switch {
	case dir == hop.DirFull && op == hop.OpSum:
		return a.Sum()
	case dir == hop.DirFull && op == hop.OpMin:
		return a.Min()
	case dir == hop.DirFull && op == hop.OpMax:
		return a.Max()
	case dir == hop.DirFull && op == hop.OpMean:
		return a.Mean()
	case dir == hop.DirRow && op == hop.OpSum:
		return a.RowSums()
	case dir == hop.DirRow && op == hop.OpMin:
		return a.RowMins()
	case dir == hop.DirRow && op == hop.OpMax:
		return a.RowMaxs()
	case dir == hop.DirRow && op == hop.OpMean:
		return a.RowMeans()
	case dir == hop.DirRow && op == hop.OpIndexMax:
		return a.RowIndexMax()
	case dir == hop.DirCol && op == hop.OpSum:
		return a.ColSums()
	case dir == hop.DirCol && op == hop.OpMin:
		return a.ColMins()
	case dir == hop.DirCol && op == hop.OpMax:
		return a.ColMaxs()
	case dir == hop.DirCol && op == hop.OpMean:
		return a.ColMeans()
	}
	panic("not an aggregate: " + dir.String() + op.String())
}

// aggName is the API name of an aggregate.
func aggName(op hop.OpCode, dir hop.Direction) string {
	base := map[hop.OpCode]string{hop.OpSum: "sum", hop.OpMin: "min", hop.OpMax: "max", hop.OpMean: "mean", hop.OpIndexMax: "indexMax"}[op]
	switch dir {
	case hop.DirRow:
		if op == hop.OpIndexMax {
			return "rowIndexMax"
		}
		return "row" + strings.ToUpper(base[:1]) + base[1:] + "s"
	case hop.DirCol:
		return "col" + strings.ToUpper(base[:1]) + base[1:] + "s"
	}
	return base
}

// reachable returns the nodes reachable from the outputs, inputs first.
func (d *gDAG) reachable() []*gNode {
	seen := map[*gNode]bool{}
	var order []*gNode
	var visit func(n *gNode)
	visit = func(n *gNode) {
		if seen[n] {
			return
		}
		seen[n] = true
		for _, x := range n.In {
			visit(x)
		}
		order = append(order, n)
	}
	for _, o := range d.Outs {
		visit(o)
	}
	return order
}

// ---------------------------------------------------------------------------
// Printing.

func fmtFloat(v float64) string {
	switch {
	case math.IsNaN(v):
		return "NaN"
	case math.IsInf(v, 1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case v == 0 && math.Signbit(v):
		return "-0"
	}
	return fmt.Sprintf("%g", v)
}

func goFloat(v float64) string {
	switch {
	case math.IsNaN(v):
		return "nan"
	case math.IsInf(v, 1):
		return "posInf"
	case math.IsInf(v, -1):
		return "negInf"
	case v == 0 && math.Signbit(v):
		return "negZero"
	}
	return fmt.Sprintf("%#v", v)
}

// describe prints one node with its inputs named by name.
func (n *gNode) describe(name func(*gNode) string) string {
	if n.isLeaf() {
		s := n.Leaf
		if s.Kind == lkScalar {
			return "scalar " + fmtFloat(s.Value)
		}
		var b strings.Builder
		kind := strings.TrimPrefix(s.Kind.String(), "lk")
		fmt.Fprintf(&b, "%s %dx%d seed=%d [%s,%s]", strings.ToLower(kind), s.Rows, s.Cols, s.Seed, fmtFloat(s.Lo), fmtFloat(s.Hi))
		if s.Kind == lkSparse {
			fmt.Fprintf(&b, " density=%g", s.Density)
			if s.EmptyRows > 0 {
				fmt.Fprintf(&b, " emptyRows=every%d", s.EmptyRows)
			}
			if s.EmptyCols > 0 {
				fmt.Fprintf(&b, " emptyCols=every%d", s.EmptyCols)
			}
		}
		if s.Halves {
			b.WriteString(" halves")
		}
		for _, set := range s.Sets {
			fmt.Fprintf(&b, " (%d,%d)=%s", set.I, set.J, fmtFloat(set.V))
		}
		return b.String()
	}
	args := make([]string, len(n.In))
	for k, x := range n.In {
		args[k] = name(x)
	}
	switch {
	case n.Op.IsBinary():
		switch n.Op {
		case hop.OpMin2:
			return fmt.Sprintf("min2(%s, %s)", args[0], args[1])
		case hop.OpMax2:
			return fmt.Sprintf("max2(%s, %s)", args[0], args[1])
		}
		return fmt.Sprintf("%s %s %s", args[0], n.Op, args[1])
	case n.Op.IsUnary(), n.Op.IsCumAgg():
		return fmt.Sprintf("%s(%s)", n.Op, args[0])
	case n.Op == hop.OpIfElse:
		return fmt.Sprintf("ifelse(%s, %s, %s)", args[0], args[1], args[2])
	case n.Op == hop.OpMatMul:
		return fmt.Sprintf("%s %%*%% %s", args[0], args[1])
	case n.Op == hop.OpTranspose:
		return fmt.Sprintf("t(%s)", args[0])
	case n.Op.IsAgg():
		return fmt.Sprintf("%s(%s)", aggName(n.Op, n.Dir), args[0])
	case n.Op == hop.OpSlice:
		return fmt.Sprintf("%s[%d:%d, %d:%d]", args[0], n.R0, n.R1, n.C0, n.C1)
	case n.Op == hop.OpCBind:
		return fmt.Sprintf("cbind(%s)", strings.Join(args, ", "))
	case n.Op == hop.OpRBind:
		return fmt.Sprintf("rbind(%s)", strings.Join(args, ", "))
	case n.Op == hop.OpSetSlice:
		return fmt.Sprintf("%s[%d:%d, %d:%d] <- %s", args[0], n.R0, n.R1, n.C0, n.C1, args[1])
	case n.Op == hop.OpRev, n.Op == hop.OpDiag:
		return fmt.Sprintf("%s(%s)", n.Op, args[0])
	case n.Op == hop.OpCumSumProd:
		return fmt.Sprintf("cumsumprod(%s, %s)", args[0], args[1])
	case n.Op == hop.OpRemoveEmptyRows:
		return fmt.Sprintf("removeEmptyRows(%s)", strings.Join(args, ", "))
	case n.Op == hop.OpRemoveEmptyCols:
		return fmt.Sprintf("removeEmptyCols(%s)", strings.Join(args, ", "))
	}
	return "?"
}

// names assigns L<i> to leaves and t<i> to operations, by position among
// the reachable nodes.
func (d *gDAG) names() ([]*gNode, map[*gNode]string) {
	nodes := d.reachable()
	names := map[*gNode]string{}
	for i, n := range nodes {
		if n.isLeaf() {
			names[n] = fmt.Sprintf("L%d", i)
		} else {
			names[n] = fmt.Sprintf("t%d", i)
		}
	}
	return nodes, names
}

// String prints the DAG as numbered assignments followed by the outputs.
func (d *gDAG) String() string {
	nodes, names := d.names()
	name := func(n *gNode) string { return names[n] }
	var b strings.Builder
	for _, n := range nodes {
		shape := fmt.Sprintf("%dx%d", n.Rows, n.Cols)
		if n.dyn() {
			shape = fmt.Sprintf("<=%dx%d", n.Rows, n.Cols)
		}
		fmt.Fprintf(&b, "  %-4s = %-40s # %s\n", names[n], n.describe(name), shape)
	}
	outs := make([]string, len(d.Outs))
	for i, o := range d.Outs {
		outs[i] = names[o]
	}
	fmt.Fprintf(&b, "  outputs: %s\n", strings.Join(outs, ", "))
	return b.String()
}

var opConst = map[hop.OpCode]string{
	hop.OpAdd: "OpAdd", hop.OpSub: "OpSub", hop.OpMul: "OpMul", hop.OpDiv: "OpDiv", hop.OpPow: "OpPow",
	hop.OpMin2: "OpMin2", hop.OpMax2: "OpMax2", hop.OpEq: "OpEq", hop.OpNe: "OpNe", hop.OpLt: "OpLt",
	hop.OpLe: "OpLe", hop.OpGt: "OpGt", hop.OpGe: "OpGe", hop.OpAnd: "OpAnd", hop.OpOr: "OpOr",
	hop.OpNeg: "OpNeg", hop.OpAbs: "OpAbs", hop.OpSign: "OpSign", hop.OpSqrt: "OpSqrt", hop.OpExp: "OpExp",
	hop.OpLog: "OpLog", hop.OpRound: "OpRound", hop.OpFloor: "OpFloor", hop.OpCeil: "OpCeil",
	hop.OpSigmoid: "OpSigmoid", hop.OpSin: "OpSin", hop.OpCos: "OpCos", hop.OpTanh: "OpTanh",
	hop.OpIfElse: "OpIfElse", hop.OpMatMul: "OpMatMul", hop.OpTranspose: "OpTranspose",
	hop.OpSum: "OpSum", hop.OpMin: "OpMin", hop.OpMax: "OpMax", hop.OpMean: "OpMean", hop.OpIndexMax: "OpIndexMax",
	hop.OpCBind: "OpCBind", hop.OpCumSum: "OpCumSum", hop.OpCumProd: "OpCumProd", hop.OpCumMin: "OpCumMin",
	hop.OpCumMax: "OpCumMax", hop.OpCumSumProd: "OpCumSumProd", hop.OpRemoveEmptyRows: "OpRemoveEmptyRows",
	hop.OpMod: "OpMod", hop.OpIntDiv: "OpIntDiv", hop.OpXor: "OpXor", hop.OpLogB: "OpLogB",
	hop.OpIsNaN: "OpIsNaN", hop.OpIsInf: "OpIsInf", hop.OpNot: "OpNot", hop.OpSprop: "OpSprop",
	hop.OpAtan: "OpAtan", hop.OpAsin: "OpAsin", hop.OpAcos: "OpAcos", hop.OpSinh: "OpSinh", hop.OpCosh: "OpCosh",
	hop.OpRemoveEmptyCols: "OpRemoveEmptyCols", hop.OpRBind: "OpRBind", hop.OpRev: "OpRev", hop.OpDiag: "OpDiag",
	hop.OpSetSlice: "OpSetSlice",
}

var dirConst = map[hop.Direction]string{hop.DirFull: "DirFull", hop.DirRow: "DirRow", hop.DirCol: "DirCol"}

// GoCode prints Go statements that rebuild the DAG as d, for a regression
// test.
func (d *gDAG) GoCode() string {
	nodes, names := d.names()
	var b strings.Builder
	b.WriteString("d := &gDAG{}\n")
	for _, n := range nodes {
		nm := names[n]
		switch {
		case n.isLeaf():
			s := n.Leaf
			if s.Kind == lkScalar {
				fmt.Fprintf(&b, "%s := d.leaf(leafSpec{Kind: lkScalar, Value: %s})\n", nm, goFloat(s.Value))
				continue
			}
			fmt.Fprintf(&b, "%s := d.leaf(leafSpec{Kind: %s, Rows: %d, Cols: %d, Seed: %d, Lo: %s, Hi: %s",
				nm, s.Kind, s.Rows, s.Cols, s.Seed, goFloat(s.Lo), goFloat(s.Hi))
			if s.Density != 0 {
				fmt.Fprintf(&b, ", Density: %s", goFloat(s.Density))
			}
			if s.Halves {
				b.WriteString(", Halves: true")
			}
			if s.EmptyRows != 0 {
				fmt.Fprintf(&b, ", EmptyRows: %d", s.EmptyRows)
			}
			if s.EmptyCols != 0 {
				fmt.Fprintf(&b, ", EmptyCols: %d", s.EmptyCols)
			}
			if len(s.Sets) > 0 {
				sets := make([]string, len(s.Sets))
				for k, set := range s.Sets {
					sets[k] = fmt.Sprintf("{%d, %d, %s}", set.I, set.J, goFloat(set.V))
				}
				fmt.Fprintf(&b, ", Sets: []cellSet{%s}", strings.Join(sets, ", "))
			}
			b.WriteString("})\n")
		case n.Op.IsAgg():
			fmt.Fprintf(&b, "%s := d.agg(hop.%s, hop.%s, %s)\n", nm, opConst[n.Op], dirConst[n.Dir], names[n.In[0]])
		case n.Op == hop.OpSlice:
			fmt.Fprintf(&b, "%s := d.slice(%s, %d, %d, %d, %d)\n", nm, names[n.In[0]], n.R0, n.R1, n.C0, n.C1)
		case n.Op == hop.OpSetSlice:
			fmt.Fprintf(&b, "%s := d.setSlice(%s, %d, %d, %d, %d, %s)\n", nm, names[n.In[0]], n.R0, n.R1, n.C0, n.C1, names[n.In[1]])
		default:
			args := make([]string, len(n.In))
			for k, x := range n.In {
				args[k] = names[x]
			}
			fmt.Fprintf(&b, "%s := d.op(hop.%s, %s)\n", nm, opConst[n.Op], strings.Join(args, ", "))
		}
	}
	outs := make([]string, len(d.Outs))
	for i, o := range d.Outs {
		outs[i] = names[o]
	}
	fmt.Fprintf(&b, "d.out(%s)\n", strings.Join(outs, ", "))
	return b.String()
}

// ---------------------------------------------------------------------------
// Rewriting and minimization.

// substitute returns a copy of the DAG in which every use of a key of sub
// (and every output equal to one) refers to its value instead. Values must
// have the key's shape. Unreachable nodes are dropped.
func (d *gDAG) substitute(sub map[*gNode]*gNode) *gDAG {
	copies := map[*gNode]*gNode{}
	out := &gDAG{}
	var visit func(n *gNode) *gNode
	visit = func(n *gNode) *gNode {
		if r, ok := sub[n]; ok && r != n {
			return visit(r)
		}
		if c, ok := copies[n]; ok {
			return c
		}
		c := *n
		if n.Leaf != nil {
			s := *n.Leaf
			s.Sets = append([]cellSet(nil), s.Sets...)
			c.Leaf = &s
		}
		c.In = make([]*gNode, len(n.In))
		for k, x := range n.In {
			c.In[k] = visit(x)
		}
		copies[n] = &c
		out.Nodes = append(out.Nodes, &c)
		return &c
	}
	for _, o := range d.Outs {
		out.Outs = append(out.Outs, visit(o))
	}
	return out
}

// clone returns a deep copy.
func (d *gDAG) clone() *gDAG { return d.substitute(nil) }

// size counts reachable nodes plus leaf detail, the measure minimize
// reduces.
func (d *gDAG) size() int {
	s := len(d.Outs)
	for _, n := range d.reachable() {
		s += 10
		if !n.isLeaf() {
			continue
		}
		l := n.Leaf
		s += len(l.Sets)
		for _, complex := range []bool{
			l.Kind == lkDenseView || l.Kind == lkVectorView, l.Kind == lkVector || l.Kind == lkSparse,
			l.Halves, l.EmptyRows > 0, l.EmptyCols > 0,
			l.Kind == lkSparse && l.Density != 0.5 && l.Density != 0,
			l.Kind != lkScalar && (l.Lo != 0.5 || l.Hi != 1.5),
			l.Kind != lkScalar && l.Seed != 1,
			l.Kind == lkScalar && l.Value != 1,
		} {
			if complex {
				s++
			}
		}
	}
	return s
}

// simpleLeaf is the replacement leaf tried by minimize: dense, positive,
// no specials.
func simpleLeaf(r, c int, sparse bool) *gNode {
	s := &leafSpec{Kind: lkDense, Rows: r, Cols: c, Seed: 1, Lo: 0.5, Hi: 1.5}
	if sparse {
		s.Kind, s.Density = lkSparse, 0.5
	}
	if r == 1 && c == 1 && !sparse {
		s = &leafSpec{Kind: lkScalar, Rows: 1, Cols: 1, Value: 1}
	}
	return &gNode{Leaf: s, Rows: r, Cols: c}
}

// leafVariants returns simpler versions of a leaf spec.
func leafVariants(s *leafSpec) []leafSpec {
	var out []leafSpec
	for k := range s.Sets {
		v := *s
		v.Sets = append(append([]cellSet(nil), s.Sets[:k]...), s.Sets[k+1:]...)
		out = append(out, v)
	}
	with := func(f func(v *leafSpec)) {
		v := *s
		v.Sets = append([]cellSet(nil), s.Sets...)
		f(&v)
		out = append(out, v)
	}
	switch s.Kind {
	case lkDenseView, lkVector:
		with(func(v *leafSpec) { v.Kind = lkDense })
	case lkVectorView:
		with(func(v *leafSpec) { v.Kind = lkVector })
	case lkSparse:
		if s.EmptyRows > 0 {
			with(func(v *leafSpec) { v.EmptyRows = 0 })
		}
		if s.EmptyCols > 0 {
			with(func(v *leafSpec) { v.EmptyCols = 0 })
		}
		if s.Density != 0.5 && s.Density != 0 {
			with(func(v *leafSpec) { v.Density = 0.5 })
		}
		if len(s.Sets) == 0 {
			with(func(v *leafSpec) { v.Kind = lkDense; v.Density = 0 })
		}
	case lkScalar:
		if s.Value != 1 {
			with(func(v *leafSpec) { v.Value = 1 })
		}
	}
	if s.Halves {
		with(func(v *leafSpec) { v.Halves = false })
	}
	if s.Kind != lkScalar && (s.Lo != 0.5 || s.Hi != 1.5) {
		with(func(v *leafSpec) { v.Lo, v.Hi = 0.5, 1.5 })
	}
	if s.Kind != lkScalar && s.Seed != 1 {
		with(func(v *leafSpec) { v.Seed = 1 })
	}
	return out
}

// minimizeTime bounds the time one minimization takes.
const minimizeTime = 90 * time.Second

// minimize shrinks d greedily while fails keeps reporting true: it drops
// outputs, replaces operations by an input of the same shape or by a simple
// leaf, merges leaves and simplifies leaf data. budget bounds the number of
// candidate evaluations, minimizeTime the time spent.
func minimize(d *gDAG, fails func(*gDAG) bool, budget int) *gDAG {
	cur := d.clone()
	deadline := time.Now().Add(minimizeTime)
	try := func(c *gDAG) bool {
		if time.Now().After(deadline) {
			budget = 0
		}
		if budget <= 0 || c.size() >= cur.size() {
			return false
		}
		budget--
		if fails(c) {
			cur = c
			return true
		}
		return false
	}
	for changed := true; changed && budget > 0; {
		changed = false
		// Drop outputs.
		for k := 0; k < len(cur.Outs) && len(cur.Outs) > 1; k++ {
			c := cur.clone()
			c.Outs = append(c.Outs[:k:k], c.Outs[k+1:]...)
			if try(c.clone()) {
				changed = true
				k--
			}
		}
		// Replace an output by one of its inputs, of any shape.
		for k := 0; k < len(cur.Outs); k++ {
			for _, x := range cur.Outs[k].In {
				c := &gDAG{Nodes: cur.Nodes, Outs: append([]*gNode(nil), cur.Outs...)}
				c.Outs[k] = x
				if try(c.clone()) {
					changed = true
					break
				}
			}
		}
		// Replace operations, outputs first.
		nodes := cur.reachable()
		for i := len(nodes) - 1; i >= 0; i-- {
			n := nodes[i]
			var cands []*gNode
			if n.isLeaf() {
				for _, m := range nodes {
					if m.isLeaf() && m != n && m.Rows == n.Rows && m.Cols == n.Cols {
						cands = append(cands, m)
					}
				}
				for _, v := range leafVariants(n.Leaf) {
					cands = append(cands, &gNode{Leaf: &v, Rows: n.Rows, Cols: n.Cols})
				}
			} else {
				for _, x := range n.In {
					if x.Rows == n.Rows && x.Cols == n.Cols {
						cands = append(cands, x)
					}
				}
				cands = append(cands, simpleLeaf(n.Rows, n.Cols, false), simpleLeaf(n.Rows, n.Cols, true))
			}
			for _, r := range cands {
				if try(cur.substitute(map[*gNode]*gNode{n: r})) {
					changed = true
					break
				}
			}
			if changed {
				break // node pointers are stale; restart from the new DAG
			}
		}
	}
	return cur
}
