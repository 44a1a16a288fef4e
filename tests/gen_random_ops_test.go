package tests

// The generator's operation steps: which operator a step adds, with what
// operands and magnitudes.

import (
	"math"

	"github.com/fusejit/fusejit/internal/hop"
)

var binaryOps = []hop.OpCode{hop.OpAdd, hop.OpSub, hop.OpMul, hop.OpDiv, hop.OpPow, hop.OpMin2, hop.OpMax2,
	hop.OpEq, hop.OpNe, hop.OpLt, hop.OpLe, hop.OpGt, hop.OpGe, hop.OpAnd, hop.OpOr,
	hop.OpMod, hop.OpIntDiv, hop.OpXor, hop.OpLogB}
var binaryWeights = []int{14, 10, 16, 6, 5, 5, 5, 3, 3, 3, 2, 3, 2, 3, 3, 2, 2, 2, 1}

// modMaxMag bounds the operand of %% and %/%: beyond it a rounding
// difference of a reordered sum upstream can move floor(x/y) across an
// integer (the differential check would compare noise); %/% becomes /.
const modMaxMag = 1e3

func (g *generator) binary(a *gNode) {
	op := binaryOps[g.weighted(binaryWeights...)]
	if (op == hop.OpMod || op == hop.OpIntDiv) && a.mag > modMaxMag {
		op = hop.OpDiv
	}
	var b *gNode
	if op == hop.OpLogB { // a scalar base: log(x)/log(b) of a matrix b near 1 is unbounded
		bases := []float64{2, 10, 0.5, math.E}
		b = g.d.leaf(leafSpec{Kind: lkScalar, Value: bases[g.ch.intn(len(bases))]})
		b.mag = 1
	} else if op == hop.OpPow && g.chance(65) {
		exps := []float64{2, 3, 0.5, -1, 1.5, 0, -0.5, 2}
		b = g.d.leaf(leafSpec{Kind: lkScalar, Value: exps[g.ch.intn(len(exps))]})
		b.mag = math.Abs(b.Leaf.Value)
	} else {
		b = g.partner(a.Rows, a.Cols)
	}
	if g.chance(30) && !((op == hop.OpPow || op == hop.OpLogB) && b.isLeaf() && b.Leaf.Kind == lkScalar) &&
		!((op == hop.OpMod || op == hop.OpIntDiv) && b.mag > modMaxMag) {
		a, b = b, a
	}
	ma, mb := a.mag, b.mag
	var mag float64
	switch op {
	case hop.OpAdd, hop.OpSub:
		mag = ma + mb
	case hop.OpMul:
		mag = ma * mb
	case hop.OpDiv:
		mag = ma * 1e3
	case hop.OpPow:
		mag = math.Inf(1)
		if b.isLeaf() && b.Leaf.Kind == lkScalar && b.Leaf.Value >= 0 {
			mag = math.Pow(math.Max(ma, 1), b.Leaf.Value)
		}
	case hop.OpMin2, hop.OpMax2:
		mag = math.Max(ma, mb)
	case hop.OpMod:
		mag = math.Max(mb, 1)
	case hop.OpIntDiv:
		mag = ma*1e3 + 1
	case hop.OpLogB:
		mag = 1100 // |log x| <= 745 over |log 2|
	default:
		mag = 1
	}
	g.op(op, mag, a, b)
}

// trigMaxMag is the magnitude above which sin and cos of an operand are
// chaotic in its last bits (a relative rounding difference of 1e-16 moves
// the result by 1e-16 * mag): the differential check would compare noise.
const trigMaxMag = 1e6

// saturating replaces sin and cos of a large operand by tanh and sigmoid,
// which bound it as well and are insensitive to its rounding. It draws
// nothing, so DAGs without such operands stay as they were.
func saturating(op hop.OpCode, mag float64) hop.OpCode {
	switch {
	case mag <= trigMaxMag:
		return op
	case op == hop.OpSin:
		return hop.OpTanh
	case op == hop.OpCos:
		return hop.OpSigmoid
	}
	return op
}

var unaryOps = []hop.OpCode{hop.OpNeg, hop.OpAbs, hop.OpSign, hop.OpSqrt, hop.OpExp, hop.OpLog,
	hop.OpRound, hop.OpFloor, hop.OpCeil, hop.OpSigmoid, hop.OpSin, hop.OpCos, hop.OpTanh,
	hop.OpIsNaN, hop.OpIsInf, hop.OpNot, hop.OpSprop, hop.OpAtan, hop.OpAsin, hop.OpAcos, hop.OpSinh, hop.OpCosh}
var unaryWeights = []int{6, 6, 4, 5, 5, 5, 4, 3, 3, 5, 4, 4, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2}

func (g *generator) unary(a *gNode) {
	op := unaryOps[g.weighted(unaryWeights...)]
	if (op == hop.OpExp || op == hop.OpSinh || op == hop.OpCosh) && a.mag > 40 {
		op = hop.OpTanh
	}
	op = saturating(op, a.mag)
	mag := a.mag
	switch op {
	case hop.OpSign, hop.OpSigmoid, hop.OpSin, hop.OpCos, hop.OpTanh, hop.OpIsNaN, hop.OpIsInf, hop.OpNot:
		mag = 1
	case hop.OpAtan:
		mag = 2
	case hop.OpAsin, hop.OpAcos:
		mag = 4
	case hop.OpSinh, hop.OpCosh:
		mag = math.Exp(a.mag)
	case hop.OpSprop:
		mag = a.mag * (a.mag + 1)
	case hop.OpSqrt:
		mag = math.Sqrt(a.mag)
	case hop.OpExp:
		mag = math.Exp(a.mag)
	case hop.OpLog:
		mag = math.Max(math.Log(math.Max(a.mag, 1)), 40)
	case hop.OpRound, hop.OpFloor, hop.OpCeil:
		mag = a.mag + 1
	}
	g.op(op, mag, a)
}

func (g *generator) ifElse(cond *gNode) {
	if g.chance(50) {
		if c := g.pick(func(n *gNode) bool { return n.Op >= hop.OpEq && n.Op <= hop.OpOr }); c != nil {
			cond = c
		}
	}
	a := g.partner(cond.Rows, cond.Cols)
	r, c, _ := bcastDims(cond.Rows, cond.Cols, a.Rows, a.Cols)
	b := g.partner(r, c)
	g.op(hop.OpIfElse, math.Max(a.mag, b.mag), cond, a, b)
}

var aggKinds = []struct {
	op  hop.OpCode
	dir hop.Direction
}{
	{hop.OpSum, hop.DirFull}, {hop.OpMin, hop.DirFull}, {hop.OpMax, hop.DirFull}, {hop.OpMean, hop.DirFull},
	{hop.OpSum, hop.DirRow}, {hop.OpMin, hop.DirRow}, {hop.OpMax, hop.DirRow}, {hop.OpMean, hop.DirRow},
	{hop.OpIndexMax, hop.DirRow},
	{hop.OpSum, hop.DirCol}, {hop.OpMin, hop.DirCol}, {hop.OpMax, hop.DirCol}, {hop.OpMean, hop.DirCol},
}
var aggWeights = []int{8, 4, 4, 3, 8, 4, 4, 3, 3, 8, 4, 4, 3}

func (g *generator) aggregate(a *gNode) {
	if a.isScalar() && g.chance(80) {
		if b := g.pick(func(n *gNode) bool { return !n.isScalar() }); b != nil {
			a = b
		}
	}
	k := aggKinds[g.weighted(aggWeights...)]
	mag := a.mag
	switch {
	case k.op == hop.OpIndexMax:
		mag = float64(a.Cols)
	case k.op == hop.OpSum && k.dir == hop.DirFull:
		mag = a.mag * float64(a.Rows*a.Cols)
	case k.op == hop.OpSum && k.dir == hop.DirRow:
		mag = a.mag * float64(a.Cols)
	case k.op == hop.OpSum && k.dir == hop.DirCol:
		mag = a.mag * float64(a.Rows)
	}
	g.add(&gNode{Op: k.op, Dir: k.dir, In: []*gNode{a}}, mag)
}

// matMul multiplies a with a compatible right operand: an existing node,
// a new leaf (often skinny), t(a) %*% a, or an outer product.
func (g *generator) matMul(a *gNode) {
	k := a.Cols
	var left, right *gNode
	switch g.weighted(30, 35, 15, 20) {
	case 0:
		right = g.pick(func(n *gNode) bool { return n.Rows == k })
	case 1:
		cols := []int{1, 1 + g.ch.intn(5), g.dim()}[g.ch.intn(3)]
		right = g.newLeaf(k, cols)
	case 2:
		left = g.op(hop.OpTranspose, a.mag, a)
		right = a
	case 3:
		// outer product: n x r times r x m with a small r
		if k <= 3 {
			right = g.shaped(k, g.dim())
		} else {
			r := 1 + g.ch.intn(3)
			left = g.shaped(a.Rows, r)
			right = g.shaped(r, g.dim())
		}
	}
	if left == nil {
		left = a
	}
	if right == nil {
		right = g.newLeaf(k, g.dim())
	}
	if g.chance(15) && right.Cols == left.Rows && left.Cols == right.Rows && left != right {
		left, right = right, left
	}
	g.op(hop.OpMatMul, left.mag*right.mag*float64(left.Cols), left, right)
}

func (g *generator) bounds(n int) (int, int) {
	switch g.weighted(20, 20, 60) {
	case 0:
		return 0, n
	case 1:
		i := g.ch.intn(n)
		return i, i + 1
	}
	lo := g.ch.intn(n)
	return lo, lo + 1 + g.ch.intn(n-lo)
}

func (g *generator) slice(a *gNode) {
	if a.isScalar() {
		if b := g.pick(func(n *gNode) bool { return !n.isScalar() }); b != nil {
			a = b
		}
	}
	r0, r1 := g.bounds(a.Rows)
	c0, c1 := g.bounds(a.Cols)
	g.add(&gNode{Op: hop.OpSlice, In: []*gNode{a}, R0: r0, R1: r1, C0: c0, C1: c1}, a.mag)
}

func (g *generator) cbind(a *gNode) {
	ins := []*gNode{a}
	mag := a.mag
	for k := 1 + g.ch.intn(2); k > 0; k-- {
		var b *gNode
		if g.chance(20) {
			b = ins[g.ch.intn(len(ins))]
		} else {
			b = g.pick(func(n *gNode) bool { return n.Rows == a.Rows })
			if b == nil || g.chance(40) {
				b = g.newLeaf(a.Rows, 1+g.ch.intn(min(g.cfg.maxDim, 8)))
			}
		}
		ins = append(ins, b)
		mag = math.Max(mag, b.mag)
	}
	g.op(hop.OpCBind, mag, ins...)
}

// structure adds rbind of a with one or two operands of its column count,
// rev(a), diag(a) for a column or square a (rev otherwise), or left
// indexing into a. They are unfused operators whose results fused
// consumers read.
func (g *generator) structure(a *gNode) {
	switch g.weighted(35, 20, 20, 25) {
	case 3:
		r0, r1 := g.bounds(a.Rows)
		c0, c1 := g.bounds(a.Cols)
		var y *gNode
		if g.chance(30) {
			y = g.newLeaf(1, 1)
		} else {
			y = g.pick(func(n *gNode) bool { return n != a && n.Rows == r1-r0 && n.Cols == c1-c0 })
			if y == nil || g.chance(40) {
				y = g.newLeaf(r1-r0, c1-c0)
			}
		}
		g.add(&gNode{Op: hop.OpSetSlice, In: []*gNode{a, y}, R0: r0, R1: r1, C0: c0, C1: c1}, math.Max(a.mag, y.mag))
	case 0:
		ins := []*gNode{a}
		mag := a.mag
		for k := 1 + g.ch.intn(2); k > 0; k-- {
			b := g.pick(func(n *gNode) bool { return n.Cols == a.Cols })
			if b == nil || g.chance(40) {
				b = g.newLeaf(1+g.ch.intn(min(g.cfg.maxDim, 8)), a.Cols)
			}
			ins = append(ins, b)
			mag = math.Max(mag, b.mag)
		}
		g.op(hop.OpRBind, mag, ins...)
	case 1:
		if a.Cols == 1 || a.Rows == a.Cols {
			g.op(hop.OpDiag, a.mag, a)
			return
		}
		fallthrough
	default:
		g.op(hop.OpRev, a.mag, a)
	}
}

func (g *generator) cumulative(a *gNode) {
	op := []hop.OpCode{hop.OpCumSum, hop.OpCumProd, hop.OpCumMin, hop.OpCumMax}[g.weighted(35, 15, 25, 25)]
	rows := a.Rows
	byRow := g.cfg.rowScanPct > 0 && g.chance(g.cfg.rowScanPct)
	if byRow {
		rows = a.Cols
	}
	mag := a.mag
	switch op {
	case hop.OpCumSum:
		mag = a.mag * float64(rows)
	case hop.OpCumProd:
		mag = math.Pow(math.Max(a.mag, 1), float64(rows))
	}
	if byRow {
		t := g.op(hop.OpTranspose, a.mag, a)
		g.op(hop.OpTranspose, mag, g.op(op, mag, t))
		return
	}
	g.op(op, mag, a)
}
