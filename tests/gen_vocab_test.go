package tests

// Generator steps for the operators of issue 18 that the other steps do
// not draw: prod, var and sd (full, row and column), rowIndexMin, outer
// and table. None of them is fused except rowIndexMin (in Row operators),
// but fused operators produce their operands and consume their results,
// and the oracle checks Base's result of each.

import (
	"math"

	"github.com/fusejit/fusejit/internal/hop"
)

// vocab adds one of the operators above.
func (g *generator) vocab(a *gNode) {
	switch g.weighted(40, 15, 25, 20) {
	case 0:
		g.statsAggregate(a)
	case 1:
		g.add(&gNode{Op: hop.OpIndexMin, Dir: hop.DirRow, In: []*gNode{a}}, float64(a.Cols))
	case 2:
		g.outer(a)
	default:
		g.table(a)
	}
}

var statsDirs = []hop.Direction{hop.DirFull, hop.DirRow, hop.DirCol}

// statsAggregate adds prod, var or sd of a (of another node when a is a
// scalar, most of the time). var and sd of a value that depends on a
// reordered sum become prod: they cancel, so that the relative tolerance
// of a reordered sum (a few ulps of each cell) would not bound the
// difference of a variance near 0 (a constant row, say).
func (g *generator) statsAggregate(a *gNode) {
	if a.isScalar() && g.chance(80) {
		if b := g.pick(func(n *gNode) bool { return !n.isScalar() }); b != nil {
			a = b
		}
	}
	op := []hop.OpCode{hop.OpProd, hop.OpVar, hop.OpSd}[g.weighted(30, 35, 35)]
	dir := statsDirs[g.ch.intn(3)]
	if op != hop.OpProd && reorderedSum(a) {
		op = hop.OpProd
	}
	count := float64(a.Rows * a.Cols)
	switch dir {
	case hop.DirRow:
		count = float64(a.Cols)
	case hop.DirCol:
		count = float64(a.Rows)
	}
	var mag float64
	switch op {
	case hop.OpProd:
		mag = math.Pow(math.Max(a.mag, 1), count)
	case hop.OpVar:
		mag = 4 * a.mag * a.mag * 2
	default:
		mag = 2 * a.mag * 2
	}
	g.add(&gNode{Op: op, Dir: dir, In: []*gNode{a}}, mag)
}

// vectorOf returns a vector node (a row, a column or a scalar) that is a,
// an existing one, or a new leaf.
func (g *generator) vectorOf(a *gNode) *gNode {
	if (a.Rows == 1 || a.Cols == 1) && !a.dyn() && g.chance(70) {
		return a
	}
	if v := g.pick(func(n *gNode) bool { return n.Rows == 1 || n.Cols == 1 }); v != nil && g.chance(50) {
		return v
	}
	if g.chance(50) {
		return g.newLeaf(g.dim(), 1)
	}
	return g.newLeaf(1, g.dim())
}

// outerOps are the operations of outer: those of binary but the power and
// logarithm, whose operands binary chooses with care.
var outerOps = []hop.OpCode{hop.OpAdd, hop.OpSub, hop.OpMul, hop.OpDiv, hop.OpMin2, hop.OpMax2,
	hop.OpEq, hop.OpNe, hop.OpLt, hop.OpLe, hop.OpGt, hop.OpGe, hop.OpAnd, hop.OpOr,
	hop.OpMod, hop.OpIntDiv, hop.OpXor}
var outerWeights = []int{12, 8, 14, 5, 5, 5, 3, 3, 3, 2, 3, 2, 3, 3, 2, 2, 2}

// outer adds outer(u, v, op) of vector a (or another vector) with a
// second vector.
func (g *generator) outer(a *gNode) {
	u := g.vectorOf(a)
	v := u
	if g.lastNode != nil {
		v = g.vectorOf(g.lastNode)
	}
	if g.chance(20) {
		v = u
	}
	op := outerOps[g.weighted(outerWeights...)]
	if (op == hop.OpMod || op == hop.OpIntDiv) && (u.mag > modMaxMag || v.mag > modMaxMag) {
		op = hop.OpDiv
	}
	mag := 1.0
	switch op {
	case hop.OpAdd, hop.OpSub:
		mag = u.mag + v.mag
	case hop.OpMul:
		mag = u.mag * v.mag
	case hop.OpDiv, hop.OpIntDiv:
		mag = u.mag*1e3 + 1
	case hop.OpMin2, hop.OpMax2:
		mag = math.Max(u.mag, v.mag)
	case hop.OpMod:
		mag = math.Max(v.mag, 1)
	}
	g.add(&gNode{Op: hop.OpOuter, In: []*gNode{u, v}, Bin: op}, mag)
}

// tableIndexes returns an n x 1 column of integers in 1..k: the row
// indexes of a maximum or minimum (of a, when n is its row count), or the
// ceiling of a dense leaf in (0, k] (no special cells: NaN is no index).
func (g *generator) tableIndexes(a *gNode, n, k int) *gNode {
	if a.Rows == n && !a.dyn() && g.chance(35) {
		op := hop.OpIndexMax
		if g.chance(50) {
			op = hop.OpIndexMin
		}
		return g.add(&gNode{Op: op, Dir: hop.DirRow, In: []*gNode{a}}, float64(a.Cols))
	}
	kind := lkDense
	if g.chance(40) {
		kind = lkVector
	}
	leaf := g.d.leaf(leafSpec{Kind: kind, Rows: n, Cols: 1, Seed: g.ch.seed(), Lo: 0.001, Hi: float64(k)})
	leaf.mag = float64(k)
	return g.op(hop.OpCeil, float64(k), leaf)
}

// table adds table(x, y, rows, cols) of index columns as long as a (a
// scalar literal for one of them sometimes), with a shape that drops the
// pairs past it now and then.
func (g *generator) table(a *gNode) {
	n := a.Rows
	if a.dyn() {
		n = g.dim()
	}
	kx, ky := 1+g.ch.intn(6), 1+g.ch.intn(6)
	x := g.tableIndexes(a, n, kx)
	var y *gNode
	if g.chance(20) {
		y = g.d.leaf(leafSpec{Kind: lkScalar, Value: float64(1 + g.ch.intn(3))})
		y.mag = y.Leaf.Value
	} else {
		y = g.tableIndexes(a, n, ky)
		if y.Op == hop.OpIndexMax || y.Op == hop.OpIndexMin {
			ky = a.Cols
		}
	}
	if x.Op == hop.OpIndexMax || x.Op == hop.OpIndexMin {
		kx = a.Cols
	}
	rows, cols := max(1, kx-g.ch.intn(2)), max(1, ky-g.ch.intn(2))
	if g.chance(50) {
		x, y = y, x
		rows, cols = cols, rows
	}
	g.add(&gNode{Op: hop.OpTable, In: []*gNode{x, y}, TR: rows, TC: cols}, float64(n))
}
