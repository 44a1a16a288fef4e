package tests

// The random DAG generator. It grows a DAG from a pool of shaped nodes,
// choosing at every step an operation of the API whose shapes fit an
// operand from the pool (and creating leaves of the shapes it needs), so
// that every generated DAG is valid. All decisions come from a chooser:
// a seeded PRNG for the fixed corpus, or the fuzzer's bytes for FuzzDAG.

import (
	"math"
	"math/rand/v2"

	"github.com/fusejit/fusejit/internal/hop"
)

// chooser supplies the generator's decisions.
type chooser interface {
	// intn returns a value in [0, n) (0 when n <= 1).
	intn(n int) int
	// seed returns a seed for leaf data.
	seed() uint64
}

type rngChooser struct{ r *rand.Rand }

func newRNGChooser(seed uint64) *rngChooser {
	return &rngChooser{rand.New(rand.NewPCG(seed, 0x5eed0f0d15ea5e))}
}

func (c *rngChooser) intn(n int) int {
	if n <= 1 {
		return 0
	}
	return c.r.IntN(n)
}

func (c *rngChooser) seed() uint64 { return c.r.Uint64() % 1000003 }

// byteChooser reads decisions from fuzzer bytes; once they run out every
// decision is 0, which gives small DAGs.
type byteChooser struct {
	b   []byte
	pos int
}

func (c *byteChooser) next() int {
	if c.pos >= len(c.b) {
		return 0
	}
	v := c.b[c.pos]
	c.pos++
	return int(v)
}

func (c *byteChooser) intn(n int) int {
	switch {
	case n <= 1:
		return 0
	case n <= 256:
		return c.next() % n
	}
	return (c.next()<<8 | c.next()) % n
}

func (c *byteChooser) seed() uint64 { return uint64(c.next()<<8 | c.next()) }

// genConfig bounds the generated DAGs.
type genConfig struct {
	maxDim   int // rows and columns are in 1..maxDim
	minSteps int // operations added (at least)
	maxSteps int // operations added (at most)
	// largePct is the percentage of DAGs whose main shape is large (300-600
	// x 150-300), so that fused operators split into several row-range
	// tasks (from 65536 cells) with per-task partial aggregates.
	largePct int
	// noRemoveEmpty leaves out removeEmpty (run-time shapes).
	noRemoveEmpty bool
	// rowScanPct is the percentage of cumulative aggregates written in the
	// row-wise form t(scan(t(X))) (0 draws nothing, so older corpora keep
	// their DAGs).
	rowScanPct int
	// structurePct is the percentage of cbind steps that draw a structural
	// operation instead (rbind, rev, diag; see structure); 0 draws
	// nothing, as rowScanPct.
	structurePct int
	// vocabWeight is the weight of a step drawing prod, var, sd,
	// rowIndexMin, outer or table (see vocab), against 110 for the other
	// steps together; 0 draws nothing, as rowScanPct.
	vocabWeight int
}

var defaultGenConfig = genConfig{maxDim: 40, minSteps: 3, maxSteps: 14, largePct: 5}

// bigMag is the magnitude above which the generator prefers bounding
// operations, so that overflow does not make every output NaN or Inf.
const bigMag = 1e8

type generator struct {
	ch       chooser
	cfg      genConfig
	d        *gDAG
	n, m     int // the DAG's main shape
	uses     map[*gNode]int
	lastNode *gNode
}

func (g *generator) chance(pct int) bool { return g.ch.intn(100) < pct }

// weighted returns an index drawn with the given weights.
func (g *generator) weighted(w ...int) int {
	total := 0
	for _, x := range w {
		total += x
	}
	r := g.ch.intn(total)
	for i, x := range w {
		if r < x {
			return i
		}
		r -= x
	}
	return len(w) - 1
}

// dim draws a dimension: 1 often, small often, up to maxDim.
func (g *generator) dim() int {
	switch g.weighted(15, 30, 55) {
	case 0:
		return 1
	case 1:
		return 2 + g.ch.intn(4)
	}
	return 1 + g.ch.intn(g.cfg.maxDim)
}

// genDAG generates one DAG.
func genDAG(ch chooser, cfg genConfig) *gDAG {
	g := &generator{ch: ch, cfg: cfg, d: &gDAG{}, uses: map[*gNode]int{}}
	g.n, g.m = g.dim(), g.dim()
	if g.chance(cfg.largePct) {
		g.n, g.m = 300+g.ch.intn(301), 150+g.ch.intn(151)
	}
	g.newLeaf(g.n, g.m)
	if g.chance(60) {
		g.newLeaf(g.n, g.m)
	}
	steps := cfg.minSteps + g.ch.intn(cfg.maxSteps-cfg.minSteps+1)
	for i := 0; i < steps; i++ {
		g.step()
	}
	g.chooseOutputs()
	return g.d
}

// add records a new operation node.
func (g *generator) add(n *gNode, mag float64) *gNode {
	g.d.add(n)
	for _, x := range n.In {
		g.uses[x]++
	}
	n.mag = mag
	g.lastNode = n
	return n
}

func (g *generator) op(op hop.OpCode, mag float64, ins ...*gNode) *gNode {
	return g.add(&gNode{Op: op, In: ins}, mag)
}

// ---------------------------------------------------------------------------
// Leaves.

var valueRanges = [][2]float64{{-1, 1}, {0.5, 1.5}, {-2, 2}, {0, 1}, {-10, 10}, {-3, 0.5}}

func (g *generator) specialValue() float64 {
	return []float64{nan, posInf, negInf, negZero, 0, nan}[g.ch.intn(6)]
}

// newLeaf creates a leaf of shape r x c.
func (g *generator) newLeaf(r, c int) *gNode {
	if r == 1 && c == 1 && g.chance(60) {
		return g.scalarLeaf()
	}
	rg := valueRanges[g.ch.intn(len(valueRanges))]
	s := leafSpec{Rows: r, Cols: c, Seed: g.ch.seed(), Lo: rg[0], Hi: rg[1]}
	switch g.weighted(40, 8, 35) {
	case 0:
		s.Kind = lkDense
		if c == 1 && g.chance(40) {
			s.Kind = lkVector
		}
	case 1:
		s.Kind = lkDenseView
		if c == 1 && g.chance(50) {
			s.Kind = lkVectorView
		}
	default:
		s.Kind = lkSparse
		s.Density = []float64{0.05, 0.2, 0.5, 0.9, 0, 0.01}[g.weighted(25, 25, 20, 10, 8, 12)]
		if r > 2 && g.chance(25) {
			s.EmptyRows = 2 + g.ch.intn(3)
		}
		if c > 2 && g.chance(25) {
			s.EmptyCols = 2 + g.ch.intn(3)
		}
	}
	s.Halves = g.chance(20)
	if g.chance(30) {
		for k := 1 + g.ch.intn(2); k > 0; k-- {
			s.Sets = append(s.Sets, cellSet{I: g.ch.intn(r), J: g.ch.intn(c), V: g.specialValue()})
		}
	}
	n := g.d.leaf(s)
	n.mag = math.Max(math.Abs(rg[0]), math.Abs(rg[1]))
	return n
}

// scalarLeaf creates a literal.
func (g *generator) scalarLeaf() *gNode {
	vals := []float64{0, negZero, 1, -1, 2, 0.5, -0.5, 3, nan, posInf, negInf, 1.5}
	var v float64
	if g.chance(30) {
		v = float64(g.ch.intn(41)-20) / 4
	} else {
		v = vals[g.weighted(10, 6, 12, 8, 10, 8, 5, 6, 3, 2, 2, 6)]
	}
	n := g.d.leaf(leafSpec{Kind: lkScalar, Value: v})
	n.mag = math.Abs(v)
	if math.IsInf(v, 0) || math.IsNaN(v) {
		n.mag = 0
	}
	return n
}

// ---------------------------------------------------------------------------
// Operand selection.

// pick returns a node of static shape satisfying ok, preferring recent
// nodes, or nil.
func (g *generator) pick(ok func(*gNode) bool) *gNode {
	return g.pickAny(func(n *gNode) bool { return !n.dyn() && ok(n) })
}

// pickAny is pick including nodes whose shape is known only at run time.
func (g *generator) pickAny(ok func(*gNode) bool) *gNode {
	var cands []*gNode
	for _, n := range g.d.Nodes {
		if ok(n) {
			cands = append(cands, n)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	if g.chance(55) {
		k := min(3, len(cands))
		return cands[len(cands)-1-g.ch.intn(k)]
	}
	return cands[g.ch.intn(len(cands))]
}

// shaped returns an existing node of shape r x c (with some probability)
// or a new leaf.
func (g *generator) shaped(r, c int) *gNode {
	if g.chance(55) {
		if n := g.pick(func(n *gNode) bool { return n.Rows == r && n.Cols == c }); n != nil {
			return n
		}
	}
	return g.newLeaf(r, c)
}

// partner returns an operand that broadcasts with shape r x c: the same
// shape, its column or row vector, a scalar, or (for a vector or scalar
// r x c) a matrix it broadcasts over.
func (g *generator) partner(r, c int) *gNode {
	for {
		switch g.weighted(45, 15, 15, 20, 10) {
		case 0:
			return g.shaped(r, c)
		case 1:
			if c > 1 {
				return g.shaped(r, 1)
			}
		case 2:
			if r > 1 {
				return g.shaped(1, c)
			}
		case 3:
			return g.shaped(1, 1)
		case 4:
			switch {
			case r == 1 && c == 1:
				return g.shaped(g.dim(), g.dim())
			case c == 1:
				return g.shaped(r, g.dim())
			case r == 1:
				return g.shaped(g.dim(), c)
			}
		}
	}
}

// ---------------------------------------------------------------------------
// Steps.

// step adds one operation.
func (g *generator) step() {
	a := g.pickAny(func(*gNode) bool { return true })
	if g.lastNode != nil && g.chance(35) {
		a = g.lastNode
	}
	if a.dyn() {
		g.dynStep(a)
		return
	}
	if a.mag > bigMag && g.chance(80) {
		g.tame(a)
		return
	}
	rmEmpty := 3
	if g.cfg.noRemoveEmpty {
		rmEmpty = 0
	}
	switch g.weighted(32, 18, 6, 14, 9, 5, 6, 4, 6, 4, 3, rmEmpty, g.cfg.vocabWeight) {
	case 0:
		g.binary(a)
	case 1:
		g.unary(a)
	case 2:
		g.ifElse(a)
	case 3:
		g.aggregate(a)
	case 4:
		g.matMul(a)
	case 5:
		g.op(hop.OpTranspose, a.mag, a)
	case 6:
		g.slice(a)
	case 7:
		if g.cfg.structurePct > 0 && g.chance(g.cfg.structurePct) {
			g.structure(a)
		} else {
			g.cbind(a)
		}
	case 8:
		g.cumulative(a)
	case 9:
		g.reveal(a)
	case 10:
		g.cumSumProd(a)
	case 11:
		g.removeEmpty(a)
	default:
		g.vocab(a)
	}
}

// cumSumProd adds cumsumprod(a, w) with weights w broadcast onto a: a's
// shape, a column, a row or a scalar (a literal weight often, in [0, 1]).
func (g *generator) cumSumProd(a *gNode) {
	var w *gNode
	switch g.weighted(30, 20, 20, 30) {
	case 0:
		w = g.shaped(a.Rows, a.Cols)
	case 1:
		w = g.shaped(a.Rows, 1)
	case 2:
		w = g.shaped(1, a.Cols)
	default:
		v := []float64{0, 1, 0.5, 0.9, -1, 2}[g.ch.intn(6)]
		w = g.d.leaf(leafSpec{Kind: lkScalar, Value: v})
		w.mag = math.Abs(v)
	}
	mag := a.mag * float64(a.Rows) * math.Pow(math.Max(1, w.mag), float64(a.Rows))
	g.op(hop.OpCumSumProd, mag, a, w)
}

// removeEmpty adds removeEmptyRows or removeEmptyCols of a, with or
// without a select vector; its result has a shape known only at run time.
func (g *generator) removeEmpty(a *gNode) {
	if a.Rows == 1 && a.Cols == 1 {
		return // a 1 x 1 upper bound would be taken for a scalar
	}
	op := hop.OpRemoveEmptyRows
	selR, selC := a.Rows, 1
	if g.chance(50) {
		op, selR, selC = hop.OpRemoveEmptyCols, 1, a.Cols
	}
	ins := []*gNode{a}
	dynSel := (op == hop.OpRemoveEmptyRows && a.DynR) || (op == hop.OpRemoveEmptyCols && a.DynC)
	if !dynSel && g.chance(40) {
		ins = append(ins, g.shaped(selR, selC))
	}
	g.add(&gNode{Op: op, In: ins}, a.mag)
}

// dynStep consumes a node whose shape is known only at run time with an
// operation that is valid for any actual shape: element-wise with scalars,
// aggregates, transpose, scans, a product with a static inner dimension,
// or another removeEmpty.
func (g *generator) dynStep(a *gNode) {
	scalar := func() *gNode {
		if s := g.pick(func(n *gNode) bool { return n.isScalar() }); s != nil && g.chance(40) {
			return s
		}
		return g.scalarLeaf()
	}
	switch g.weighted(25, 20, 20, 8, 8, 6, 6, 4, 3) {
	case 0:
		g.unary(a)
	case 1:
		op := binaryOps[g.weighted(binaryWeights...)]
		b := scalar()
		if g.chance(30) {
			g.op(op, math.Max(a.mag, b.mag)*2, b, a)
		} else {
			g.op(op, math.Max(a.mag, b.mag)*2, a, b)
		}
	case 2:
		g.aggregate(a)
	case 3:
		g.op(hop.OpTranspose, a.mag, a)
	case 4:
		g.cumulative(a)
	case 5:
		w := scalar()
		if !a.DynC && g.chance(50) {
			w = g.shaped(1, a.Cols)
		}
		g.op(hop.OpCumSumProd, a.mag*float64(a.Rows), a, w)
	case 6:
		if a.DynC {
			g.aggregate(a)
			return
		}
		right := g.pick(func(n *gNode) bool { return n.Rows == a.Cols })
		if right == nil {
			right = g.newLeaf(a.Cols, 1+g.ch.intn(5))
		}
		g.op(hop.OpMatMul, a.mag*right.mag*float64(a.Cols), a, right)
	case 7:
		g.op(hop.OpIfElse, a.mag, a, scalar(), scalar())
	default:
		g.removeEmpty(a)
	}
}

// reveal consumes a behind a materialization boundary with a dense operand
// holding NaN or Inf: structural zeros of a then give 0, explicit zeros
// NaN, so a fused operator whose result has another stored pattern than
// Base's shows up as a difference.
func (g *generator) reveal(a *gNode) {
	special := func(r, c int) *gNode {
		s := leafSpec{Kind: lkDense, Rows: r, Cols: c, Seed: g.ch.seed(), Lo: -1, Hi: 1}
		for k := 1 + g.ch.intn(3); k > 0; k-- {
			s.Sets = append(s.Sets, cellSet{I: g.ch.intn(r), J: g.ch.intn(c), V: []float64{nan, posInf, negInf}[g.ch.intn(3)]})
		}
		n := g.d.leaf(s)
		n.mag = 1
		return n
	}
	switch g.ch.intn(3) {
	case 0:
		g.op(hop.OpMatMul, a.mag*float64(a.Cols), a, special(a.Cols, 1+g.ch.intn(4)))
	case 1:
		t := g.op(hop.OpTranspose, a.mag, a)
		g.op(hop.OpMatMul, a.mag*float64(a.Rows), special(1+g.ch.intn(4), a.Rows), a)
		g.op(hop.OpMul, a.mag, t, special(a.Cols, a.Rows))
	default:
		t := g.op(hop.OpTranspose, a.mag, a)
		g.op(hop.OpMatMul, a.mag*float64(a.Rows), t, special(a.Rows, 1+g.ch.intn(3)))
	}
}

// tame bounds a large operand: a bounded unary op, a clip against a
// scalar, or a comparison.
func (g *generator) tame(a *gNode) {
	switch g.weighted(40, 30, 30) {
	case 0:
		op := []hop.OpCode{hop.OpTanh, hop.OpSigmoid, hop.OpSin, hop.OpCos, hop.OpSign}[g.ch.intn(5)]
		g.op(saturating(op, a.mag), 1, a)
	case 1:
		lim := g.d.leaf(leafSpec{Kind: lkScalar, Value: float64(1 + g.ch.intn(100))})
		op := hop.OpMin2
		if g.chance(50) {
			op = hop.OpMax2
			lim.Leaf.Value = -lim.Leaf.Value
		}
		g.op(op, math.Abs(lim.Leaf.Value), a, lim)
	default:
		ops := []hop.OpCode{hop.OpGt, hop.OpLt, hop.OpGe, hop.OpLe, hop.OpNe, hop.OpEq}
		g.op(ops[g.ch.intn(len(ops))], 1, a, g.partner(a.Rows, a.Cols))
	}
}

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

// chooseOutputs picks 1-3 outputs: the last operation, then other sinks
// or intermediates (which then are both an output and shared).
func (g *generator) chooseOutputs() {
	d := g.d
	d.Outs = []*gNode{g.lastNode}
	want := 1 + g.weighted(40, 40, 20)
	for tries := 0; len(d.Outs) < want && tries < 10; tries++ {
		var n *gNode
		if g.chance(60) {
			n = g.pick(func(n *gNode) bool { return !n.isLeaf() && g.uses[n] == 0 })
		}
		if n == nil {
			n = g.pickAny(func(n *gNode) bool { return !n.isLeaf() || g.chance(10) })
		}
		if n == nil {
			continue
		}
		dup := false
		for _, o := range d.Outs {
			dup = dup || o == n
		}
		if !dup || g.chance(10) {
			d.Outs = append(d.Outs, n)
		}
	}
}
