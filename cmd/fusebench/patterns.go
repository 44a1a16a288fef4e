package main

import (
	"context"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// axis is what a pattern's configurations vary: the x axis of its chart.
type axis int

const (
	axisRows     axis = iota // rows of the main input
	axisSparsity             // sparsity of the main input
	axisK                    // length of a chain of operations
	axisN                    // n of square n x n inputs
)

// point is one configuration of a pattern, measured once per policy.
type point struct {
	Rows, Cols int
	Sparsity   float64 // of the sparse inputs; 1 when dense
	Rank       int     // of U and V (outer), else 0
	K          int     // chained operations (footprint), else 0
}

// sizes are a pattern's configurations in one mode (quick or paper): the
// points are rows x sparsity x k, with cols and rank fixed.
type sizes struct {
	rows     []int
	cols     int
	sparsity []float64
	rank     int
	k        []int
}

// points expands s into configurations, in the order of the sweep.
func (s sizes) points() []point {
	var out []point
	for _, r := range s.rows {
		for _, sp := range s.sparsity {
			ks := s.k
			if len(ks) == 0 {
				ks = []int{0}
			}
			for _, k := range ks {
				out = append(out, point{Rows: r, Cols: s.cols, Sparsity: sp, Rank: s.rank, K: k})
			}
		}
	}
	return out
}

// cost is what one configuration needs: at least (the roofline) and at
// most (the memory cap).
type cost struct {
	// readBytes: every input read once, the least memory traffic of any
	// plan.
	readBytes int64
	// flops: floating-point work of one fused pass (log and division count
	// as one).
	flops float64
	// peakBytes: inputs plus the largest set of intermediates Base holds at
	// once, the most memory any policy needs.
	peakBytes int64
}

// pattern is one expression of Boehm et al., PVLDB 2018, section 5.2.
type pattern struct {
	name   string // unique, used by -patterns and for chart files
	family string // the template the paper measures it with
	expr   string // in R/DML notation
	about  string // the inputs
	figure string // of the paper
	axis   axis
	square bool // the main input is n x n: capping shrinks cols too
	// inputs names the inputs the builder generates: patterns with the
	// same name use the same matrices for the same configuration, which
	// is generated once when their jobs run back to back.
	inputs string
	quick  sizes
	paper  sizes
	build  func(g *gen, p point) []*engine.Expr
	cost   func(p point) cost
	// reads, when set, replaces cost's readBytes with what a minimal plan
	// reads of the generated inputs (made), which may be less than every
	// input once.
	reads func(p point, made map[inputKey]mat.Matrix) int64
}

// Row counts of Figures 9 and 10 (m x 10^3 inputs); the quick run stops a
// decade earlier.
var (
	quickRows = []int{1000, 10000, 100000}
	paperRows = []int{1000, 10000, 100000, 1000000}
	dense     = []float64{1}
	sparse    = []float64{0.1}
)

// patterns is the registry, in the order of the paper's figures.
var patterns = []pattern{
	{
		name: "cell-dense", family: "cell", expr: "sum(X*Y*Z)", figure: "9(a)",
		about:  "X, Y, Z dense m x n",
		quick:  sizes{rows: quickRows, cols: 1000, sparsity: dense},
		paper:  sizes{rows: paperRows, cols: 1000, sparsity: dense},
		inputs: "X,Y,Z", build: buildCell, cost: costCell,
	},
	{
		name: "cell-sparse", family: "cell", expr: "sum(X*Y*Z)", figure: "9(b)",
		about:  "X, Y, Z sparse m x n",
		quick:  sizes{rows: quickRows, cols: 1000, sparsity: sparse},
		paper:  sizes{rows: paperRows, cols: 1000, sparsity: sparse},
		inputs: "X,Y,Z", build: buildCell, cost: costCell,
	},
	{
		name: "magg-dense", family: "magg", expr: "[sum(X*Y), sum(X*Z)]", figure: "9(c)",
		about:  "X, Y, Z dense m x n; both sums in one Eval",
		quick:  sizes{rows: quickRows, cols: 1000, sparsity: dense},
		paper:  sizes{rows: paperRows, cols: 1000, sparsity: dense},
		inputs: "X,Y,Z", build: buildMAgg, cost: costCell,
	},
	{
		name: "magg-sparse", family: "magg", expr: "[sum(X*Y), sum(X*Z)]", figure: "9(d)",
		about:  "X, Y, Z sparse m x n; both sums in one Eval",
		quick:  sizes{rows: quickRows, cols: 1000, sparsity: sparse},
		paper:  sizes{rows: paperRows, cols: 1000, sparsity: sparse},
		inputs: "X,Y,Z", build: buildMAgg, cost: costCell,
	},
	{
		name: "row-dense", family: "row", expr: "t(X) %*% (w * (X %*% v))", figure: "10(a)",
		about: "X dense m x n, v n x 1, w m x 1",
		quick: sizes{rows: quickRows, cols: 1000, sparsity: dense, rank: 1},
		paper: sizes{rows: paperRows, cols: 1000, sparsity: dense, rank: 1},
		build: buildRow, cost: costRow,
	},
	{
		name: "row-sparse", family: "row", expr: "t(X) %*% (w * (X %*% v))", figure: "10(b)",
		about: "X sparse m x n, v n x 1, w m x 1",
		quick: sizes{rows: quickRows, cols: 1000, sparsity: sparse, rank: 1},
		paper: sizes{rows: paperRows, cols: 1000, sparsity: sparse, rank: 1},
		build: buildRow, cost: costRow,
	},
	{
		name: "row-mm", family: "row", expr: "t(X) %*% (W * (X %*% V))", figure: "10(c)",
		about: "X dense m x n, V n x 2, W m x 2",
		quick: sizes{rows: quickRows, cols: 1000, sparsity: dense, rank: 2},
		paper: sizes{rows: paperRows, cols: 1000, sparsity: dense, rank: 2},
		build: buildRow, cost: costRow,
	},
	{
		name: "outer", family: "outer", expr: "sum(X * log(U %*% t(V) + 1e-15))", figure: "10(d)",
		about: "X n x n of varying sparsity, U and V n x rank", axis: axisSparsity, square: true,
		quick: sizes{rows: []int{3000}, cols: 3000, sparsity: []float64{1, 0.01, 0.0001}, rank: 100},
		paper: sizes{rows: []int{20000}, cols: 20000, sparsity: []float64{1, 0.1, 0.01, 0.001, 0.0001}, rank: 100},
		build: buildOuter, cost: costOuter, reads: readsOuter,
	},
	{
		name: "footprint", family: "row", expr: "sum(f_k(X / rowSums(X)))", figure: "13",
		about: "X dense m x n; f_k = k chained scalar multiplies", axis: axisK,
		quick: sizes{rows: []int{2000}, cols: 1000, sparsity: dense, k: []int{1, 50, 100, 200}},
		paper: sizes{rows: []int{100000}, cols: 1000, sparsity: dense, k: []int{1, 16, 32, 64, 96, 128, 160, 200}},
		build: buildFootprint, cost: costFootprint,
	},
	// Not in the paper: one pattern per operation family of issue 18.
	{
		name: "colmeans", family: "cell", expr: "colMeans(X*Y)", figure: "-",
		about:  "X, Y dense m x n; a mean closing a Cell col_agg operator",
		quick:  sizes{rows: quickRows, cols: 1000, sparsity: dense},
		paper:  sizes{rows: paperRows, cols: 1000, sparsity: dense},
		inputs: "X,Y", build: buildColMeans, cost: costColMeans,
	},
	{
		name: "softmax", family: "row", expr: "rowSums(exp(X - rowMaxs(X)))", figure: "-",
		about:  "X dense m x n; the softmax denominator, one Row operator",
		quick:  sizes{rows: quickRows, cols: 1000, sparsity: dense},
		paper:  sizes{rows: paperRows, cols: 1000, sparsity: dense},
		inputs: "X", build: buildSoftmax, cost: costSoftmax,
	},
}

// gen generates a configuration's inputs, each with its own seed, and
// stops generating once ctx is done (the builder's expression is then
// discarded). Inputs in reuse, left by the previous configuration, are
// taken instead of generated again.
type gen struct {
	ctx    context.Context
	seed   uint64
	bytes  int64 // generated so far
	reused int64 // taken from reuse
	reuse  map[inputKey]mat.Matrix
	made   map[inputKey]mat.Matrix
}

// inputKey identifies a generated input: same key, same matrix.
type inputKey struct {
	rows, cols int
	sparsity   float64
	seed       uint64
}

// matrix returns a rows x cols input with values in [0, 1): dense when
// sparsity is 1, else CSR with that fraction of cells stored.
func (g *gen) matrix(rows, cols int, sparsity float64) *engine.Expr {
	g.seed++
	if g.ctx.Err() != nil {
		return engine.Scalar(0)
	}
	key := inputKey{rows, cols, min(sparsity, 1), g.seed}
	m, ok := g.reuse[key]
	if !ok {
		m = generate(key)
	}
	if m == nil {
		return engine.Dense(nil) // invalid size: the builder reports ErrShape
	}
	if g.made == nil {
		g.made = map[inputKey]mat.Matrix{}
	}
	g.made[key] = m
	if ok {
		g.reused += sizeOf(m)
	} else {
		g.bytes += sizeOf(m)
	}
	if s, isCSR := m.(*matrix.CSR); isCSR {
		return engine.Sparse(s)
	}
	return engine.Dense(m.(*mat.Dense))
}

// sizeOf is the size of a generated input in bytes.
func sizeOf(m mat.Matrix) int64 {
	r, c := m.Dims()
	if s, isCSR := m.(*matrix.CSR); isCSR {
		return 12*int64(s.NNZ()) + 8*int64(r+1)
	}
	return denseBytes(r, c)
}

// generate makes the input key names, or returns nil for an invalid size.
func generate(k inputKey) mat.Matrix {
	if k.sparsity >= 1 {
		if d := matrix.RandDense(k.rows, k.cols, 0, 1, k.seed); d != nil {
			return d
		}
		return nil
	}
	if s := matrix.RandSparse(k.rows, k.cols, k.sparsity, 0, 1, k.seed); s != nil {
		return s
	}
	return nil
}

// buildCell: sum(X*Y*Z), every input of the configuration's sparsity.
func buildCell(g *gen, p point) []*engine.Expr {
	x := g.matrix(p.Rows, p.Cols, p.Sparsity)
	y := g.matrix(p.Rows, p.Cols, p.Sparsity)
	z := g.matrix(p.Rows, p.Cols, p.Sparsity)
	return []*engine.Expr{x.Mul(y).Mul(z).Sum()}
}

// buildMAgg: sum(X*Y) and sum(X*Z), two outputs of one Eval that share X.
func buildMAgg(g *gen, p point) []*engine.Expr {
	x := g.matrix(p.Rows, p.Cols, p.Sparsity)
	y := g.matrix(p.Rows, p.Cols, p.Sparsity)
	z := g.matrix(p.Rows, p.Cols, p.Sparsity)
	return []*engine.Expr{x.Mul(y).Sum(), x.Mul(z).Sum()}
}

// costCell covers cell and magg: three inputs of one shape, read once,
// three flops per cell of X; Base holds the inputs and two intermediates.
func costCell(p point) cost {
	in := matBytes(p.Rows, p.Cols, p.Sparsity)
	return cost{
		readBytes: 3 * in,
		flops:     3 * cells(p) * p.Sparsity,
		peakBytes: 5 * in,
	}
}

// buildRow: t(X) %*% (W * (X %*% V)) with V of rank columns (rank 1 is
// the matrix-vector chain of Figure 10(a) and (b)).
func buildRow(g *gen, p point) []*engine.Expr {
	x := g.matrix(p.Rows, p.Cols, p.Sparsity)
	v := g.matrix(p.Cols, p.Rank, 1)
	w := g.matrix(p.Rows, p.Rank, 1)
	return []*engine.Expr{x.T().MatMul(w.Mul(x.MatMul(v)))}
}

// costRow: X read once with v and w; a fused row operator does two
// multiply-adds per stored cell and column of V. Base also materializes
// t(X).
func costRow(p point) cost {
	x := matBytes(p.Rows, p.Cols, p.Sparsity)
	side := denseBytes(p.Cols, p.Rank) + 2*denseBytes(p.Rows, p.Rank)
	return cost{
		readBytes: x + side,
		flops:     4 * float64(p.Rank) * cells(p) * p.Sparsity,
		peakBytes: 2*x + 4*side,
	}
}

// buildOuter: sum(X * log(U %*% t(V) + 1e-15)), X n x n, U and V n x rank.
func buildOuter(g *gen, p point) []*engine.Expr {
	x := g.matrix(p.Rows, p.Cols, p.Sparsity)
	u := g.matrix(p.Rows, p.Rank, 1)
	v := g.matrix(p.Cols, p.Rank, 1)
	return []*engine.Expr{x.Mul(u.MatMul(v.T()).Add(engine.Scalar(1e-15)).Log()).Sum()}
}

// costOuter: a sparse-safe outer operator computes one dot product of
// length rank, a log and a multiply-add per stored cell of X. Base
// computes U %*% t(V) densely and holds up to three dense n x n
// intermediates.
func costOuter(p point) cost {
	uv := denseBytes(p.Rows, p.Rank) + denseBytes(p.Cols, p.Rank)
	return cost{
		readBytes: matBytes(p.Rows, p.Cols, p.Sparsity) + uv,
		flops:     (2*float64(p.Rank) + 4) * cells(p) * p.Sparsity,
		peakBytes: matBytes(p.Rows, p.Cols, p.Sparsity) + 3*denseBytes(p.Rows, p.Cols) + uv,
	}
}

// readsOuter: a sparse-safe plan reads X, and only the rows of U and V
// whose row or column of X has a stored cell (at 20,000^2, sparsity
// 10^-4, about 86% of each; all of them from 10^-3 up). Dense X: every
// input once (costOuter).
func readsOuter(p point, made map[inputKey]mat.Matrix) int64 {
	for _, m := range made {
		if x, ok := m.(*matrix.CSR); ok {
			rows, cols := occupiedLines(x)
			return sizeOf(x) + denseBytes(rows+cols, p.Rank)
		}
	}
	return costOuter(p).readBytes
}

// occupiedLines counts the rows and the columns of x with a stored cell.
func occupiedLines(x *matrix.CSR) (rows, cols int) {
	rp := x.RowPtr()
	for i := 1; i < len(rp); i++ {
		if rp[i] > rp[i-1] {
			rows++
		}
	}
	_, m := x.Dims()
	seen := make([]bool, m)
	for _, j := range x.ColIdx() {
		if !seen[j] {
			seen[j] = true
			cols++
		}
	}
	return rows, cols
}

// buildFootprint: sum(f(X / rowSums(X))) of Figure 13, f a chain of k
// scalar multiplies. The paper multiplies by i = 1..k, whose product
// overflows to +Inf past k = 170; the i-th multiply here is by (i+1)/i,
// so the product is k+1 and the sum stays finite, with the same number of
// operations.
func buildFootprint(g *gen, p point) []*engine.Expr {
	x := g.matrix(p.Rows, p.Cols, 1)
	f := x.Div(x.RowSums())
	for i := 1; i <= p.K; i++ {
		f = f.Mul(engine.Scalar(float64(i+1) / float64(i)))
	}
	return []*engine.Expr{f.Sum()}
}

// costFootprint: X read once, k+3 flops per cell; Base holds X, the row
// sums and two intermediates of X's size.
func costFootprint(p point) cost {
	x := denseBytes(p.Rows, p.Cols)
	return cost{
		readBytes: x,
		flops:     float64(p.K+3) * cells(p),
		peakBytes: 3*x + denseBytes(p.Rows, 1),
	}
}

// buildColMeans: colMeans(X*Y).
func buildColMeans(g *gen, p point) []*engine.Expr {
	x := g.matrix(p.Rows, p.Cols, p.Sparsity)
	y := g.matrix(p.Rows, p.Cols, p.Sparsity)
	return []*engine.Expr{x.Mul(y).ColMeans()}
}

// costColMeans: X and Y read once, two flops per cell; Base holds both
// inputs and the product.
func costColMeans(p point) cost {
	in := matBytes(p.Rows, p.Cols, p.Sparsity)
	return cost{readBytes: 2 * in, flops: 2 * cells(p), peakBytes: 3 * in}
}

// buildSoftmax: rowSums(exp(X - rowMaxs(X))).
func buildSoftmax(g *gen, p point) []*engine.Expr {
	x := g.matrix(p.Rows, p.Cols, 1)
	return []*engine.Expr{x.Sub(x.RowMaxs()).Exp().RowSums()}
}

// costSoftmax: X read once (the row maximum and the sum in one pass over
// a row), about 23 flops per cell (exp counted as its 20 operations); Base
// holds X and two intermediates of its size.
func costSoftmax(p point) cost {
	x := denseBytes(p.Rows, p.Cols)
	return cost{readBytes: x, flops: 23 * cells(p), peakBytes: 3*x + 2*denseBytes(p.Rows, 1)}
}

func cells(p point) float64 { return float64(p.Rows) * float64(p.Cols) }

func denseBytes(rows, cols int) int64 { return 8 * int64(rows) * int64(cols) }

// matBytes is the size of a rows x cols input of the given sparsity: dense
// doubles, or CSR with 8-byte values, 4-byte column indices and 8-byte row
// pointers.
func matBytes(rows, cols int, sparsity float64) int64 {
	if sparsity >= 1 {
		return denseBytes(rows, cols)
	}
	nnz := int64(sparsity * float64(rows) * float64(cols))
	return 12*nnz + 8*int64(rows+1)
}
