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
	// Bin is the element-wise operation of an outer (OpOuter); TR x TC
	// is the shape of a contingency table (OpTable).
	Bin        hop.OpCode
	TR, TC     int
	Rows, Cols int
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
	case n.Op == hop.OpTable:
		return false, false
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
		if (n.Op == hop.OpIndexMax || n.Op == hop.OpIndexMin) && n.Dir != hop.DirRow {
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
	case n.Op == hop.OpOuter && len(in) == 2:
		u, v := in[0], in[1]
		vec := func(x *gNode) bool { return (x.Rows == 1 || x.Cols == 1) && !x.dyn() }
		return max(u.Rows, u.Cols), max(v.Rows, v.Cols), n.Bin.IsBinary() && vec(u) && vec(v)
	case n.Op == hop.OpTable && len(in) == 2:
		a, b := in[0], in[1]
		l := max(a.Rows, b.Rows)
		col := func(x *gNode) bool { return x.Cols == 1 && (x.Rows == l || x.Rows == 1) && !x.dyn() }
		return n.TR, n.TC, n.TR > 0 && n.TC > 0 && col(a) && col(b)
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

// outer adds outer(u, v, op) of two vectors.
func (d *gDAG) outer(u, v *gNode, op hop.OpCode) *gNode {
	return d.add(&gNode{Op: hop.OpOuter, In: []*gNode{u, v}, Bin: op})
}

// table adds the rows x cols contingency table of a and b.
func (d *gDAG) table(a, b *gNode, rows, cols int) *gNode {
	return d.add(&gNode{Op: hop.OpTable, In: []*gNode{a, b}, TR: rows, TC: cols})
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
		case n.Op == hop.OpOuter:
			e = in[0].Outer(in[1], binaryMethod(n.Bin))
		case n.Op == hop.OpTable:
			e = engine.Table(in[0], in[1], n.TR, n.TC)
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
