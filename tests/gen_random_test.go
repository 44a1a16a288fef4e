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
