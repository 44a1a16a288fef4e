package hop

import (
	"cmp"
	"fmt"
	"math"
	"slices"
)

// orderMatMulChains reorders chains of matrix multiplies by the classic
// dynamic program over their exact dimensions (Boehm et al., IEEE Data
// Eng. Bull. 2014: matrix-multiplication chain optimization), so that
// ((A %*% B) %*% C) %*% v runs as A %*% (B %*% (C %*% v)): matrix-vector
// products instead of matrix-matrix ones. A chain is a tree of %*%
// operators whose inner products are read by nothing else (not outputs,
// one consumer); its operands keep their order. The cost of one product
// is its multiply-adds, scaled by the density of a CSR operand (a product
// of CSRs is a CSR, with the estimate of estimateMatMulNNZ). The rule
// fires only when the best order is strictly cheaper than the written one.
//
// Reassociating a product changes rounding, and in general where NaN and
// Inf appear: with an Inf in A, (A %*% B) %*% C can be NaN where
// A %*% (B %*% C) is Inf, and finite products can overflow in one order
// only. So the rule applies only when it can prove that no order meets a
// NaN or Inf: every operand is a leaf (or the transpose of one, or the
// diagonal matrix of a column leaf) whose
// cells are finite, and the bound prod(max(1, max|cell|)) * prod(inner
// dimensions), which bounds every partial sum of every order, is far
// below the largest float64. The values then agree to rounding, and a zero
// result can differ in sign. The scan of the operands' cells runs only for
// chains worth reordering.
//
// Why the bound is exact: in any order, a cell of a partial product is a
// sum of terms a_1 * a_2 * ... * a_k, one cell of each operand, and there
// are at most prod(inner dimensions) of them; each term is at most
// prod(max(1, max|cell|)) in magnitude, so every partial sum is below the
// bound in exact arithmetic. Rounding grows a computed partial sum by at
// most a factor (1 + 2^-53) per operation on its path (a multiply and an
// add per inner index of each product), far less than the 2^24 between
// 2^1000 and the overflow threshold. Finite operands and no overflow leave
// nothing that makes a NaN or an Inf (Inf - Inf, 0 * Inf): both orders are
// finite in every cell. A diagonal operand's off-diagonal cells are
// structural zeros in Base's product and +0 in a dense one, finite either
// way. Where the proof fails the chain keeps its written order, so its NaN
// and Inf stay where they were written.
//
// The proof needs every cell of every operand on every Eval (under
// Options.Speculate the largest operand's are read later, see
// chain_guard.go); see
// chain_magnitude.go for why neither a cache across Evals nor the
// reordered results can stand in for that read, and how it is made cheap.
func orderMatMulChains(d *DAG) bool {
	if !d.merged { // a merged DAG is numbered already
		d.renumber()
	}
	maxAbs := map[*Hop]float64{}
	changed := false
	for {
		dyn := d.DynamicShapes()
		var old, repl *Hop
		var guard *ChainGuard
		var detail func() string
		for _, h := range d.Nodes {
			if h.Op != OpMatMul || chainInner(d, h, dyn) {
				continue
			}
			ops := chainOperands(d, h, h, dyn, nil)
			if len(ops) < 3 || anyDynamic(ops, dyn) {
				continue
			}
			c := newChain(ops)
			best, written := c.cost(0, len(ops)-1), writtenCost(d, h, dyn)
			if !(best < written) {
				continue
			}
			ok, g := overflowFree(ops, maxAbs, d.threads, d.speculate)
			if !ok {
				continue
			}
			old, repl, guard = h, c.build(0, len(ops)-1), g
			detail = func() string {
				s := fmt.Sprintf("%s (%.3g multiply-adds, written order %.3g)", c.paren(0, len(ops)-1), best, written)
				if g != nil {
					s += fmt.Sprintf(", speculative: guarded by max|%s#%d|", opLabel(g.Leaf), g.Leaf.ID)
					for _, v := range g.Vectors {
						s += fmt.Sprintf(" and max|%s#%d|", opLabel(v), v.ID)
					}
				}
				return s
			}
			break
		}
		if old == nil || repl.Err != nil {
			return changed
		}
		d.Replace(old, repl)
		d.annotate(detail)
		if guard != nil {
			d.guards = append(d.guards, *guard)
		}
		d.renumber()
		changed = true
	}
}

// chainInner reports whether the product h belongs to the chain of its
// consumer: read once, by a %*%, and not an output.
func chainInner(d *DAG, h *Hop, dyn []bool) bool {
	cons := d.Consumers[h.ID]
	return h.Op == OpMatMul && len(cons) == 1 && cons[0].Op == OpMatMul && !d.IsRoot(h) && !dyn[h.ID]
}

// chainOperands appends the operands of the chain below top, left to right.
func chainOperands(d *DAG, h, top *Hop, dyn []bool, out []*Hop) []*Hop {
	if h == top || chainInner(d, h, dyn) {
		out = chainOperands(d, h.Inputs[0], top, dyn, out)
		return chainOperands(d, h.Inputs[1], top, dyn, out)
	}
	return append(out, h)
}

func anyDynamic(ops []*Hop, dyn []bool) bool {
	for _, o := range ops {
		if dyn[o.ID] {
			return true
		}
	}
	return false
}

// product describes a sub-chain's result for the cost model.
type product struct {
	rows, cols int
	sparse     bool
	density    float64
}

func operandProduct(h *Hop) product {
	p := product{rows: h.Rows, cols: h.Cols, sparse: h.Sparse, density: 1}
	if h.Sparse {
		p.density = h.Sparsity()
	}
	return p
}

// multiply returns the cost of a %*% b and its result.
func multiply(a, b product) (float64, product) {
	cost := float64(a.rows) * float64(a.cols) * float64(b.cols)
	if a.sparse {
		cost *= a.density
	}
	if b.sparse {
		cost *= b.density
	}
	out := product{rows: a.rows, cols: b.cols, density: 1, sparse: a.sparse && b.sparse}
	if out.sparse {
		out.density = 1 - math.Pow(1-a.density*b.density, float64(a.cols))
	}
	return cost, out
}

// writtenCost is the cost of the chain below h in the written order.
func writtenCost(d *DAG, h *Hop, dyn []bool) float64 {
	var walk func(n *Hop) (float64, product)
	walk = func(n *Hop) (float64, product) {
		if n != h && !chainInner(d, n, dyn) {
			return 0, operandProduct(n)
		}
		ca, a := walk(n.Inputs[0])
		cb, b := walk(n.Inputs[1])
		c, p := multiply(a, b)
		return ca + cb + c, p
	}
	c, _ := walk(h)
	return c
}

// chain is the dynamic program over one chain's operands: best[i][j] is
// the cheapest cost of multiplying ops[i..j], split[i][j] where its last
// product splits them, res[i][j] that product's description.
type chain struct {
	ops   []*Hop
	best  [][]float64
	split [][]int
	res   [][]product
}

func newChain(ops []*Hop) *chain {
	n := len(ops)
	c := &chain{ops: ops, best: make([][]float64, n), split: make([][]int, n), res: make([][]product, n)}
	for i := range n {
		c.best[i] = make([]float64, n)
		c.split[i] = make([]int, n)
		c.res[i] = make([]product, n)
		c.res[i][i] = operandProduct(ops[i])
	}
	for length := 2; length <= n; length++ {
		for i := 0; i+length-1 < n; i++ {
			j := i + length - 1
			c.best[i][j] = math.Inf(1)
			for k := i; k < j; k++ {
				m, p := multiply(c.res[i][k], c.res[k+1][j])
				if cost := c.best[i][k] + c.best[k+1][j] + m; cost < c.best[i][j] {
					c.best[i][j], c.split[i][j], c.res[i][j] = cost, k, p
				}
			}
		}
	}
	return c
}

func (c *chain) cost(i, j int) float64 { return c.best[i][j] }

// build returns the operators of the best order of ops[i..j].
func (c *chain) build(i, j int) *Hop {
	if i == j {
		return c.ops[i]
	}
	k := c.split[i][j]
	return NewMatMul(c.build(i, k), c.build(k+1, j))
}

// paren prints the best order of ops[i..j], for Explain.
func (c *chain) paren(i, j int) string {
	if i == j {
		return fmt.Sprintf("%s#%d", opLabel(c.ops[i]), c.ops[i].ID)
	}
	k := c.split[i][j]
	return "(" + c.paren(i, k) + " %*% " + c.paren(k+1, j) + ")"
}

// overflowLimit bounds the product of the operands' largest magnitudes
// and the inner dimensions: far enough below the largest float64
// (about 2^1024) that no order can overflow.
const overflowLimit = 0x1p1000

// overflowFree reports whether every operand is a finite leaf, or the
// transpose of one, and no multiply order can overflow (see
// orderMatMulChains). maxAbs caches the leaves' scans within one Eval
// (NaN: not finite), so X and t(X) in one chain are read once; threads
// bounds the scan's goroutines.
//
// With speculate, the largest leaf is not read when every other leaf
// passes, nor are the large column vectors just below it in size
// (guardedVectors): the result is true with a guard that holds the rest
// of the proof, to be checked against those leaves' magnitudes (see
// ChainGuard).
func overflowFree(ops []*Hop, maxAbs map[*Hop]float64, threads int, speculate bool) (bool, *ChainGuard) {
	// Shapes first: a scan of a large leaf (several ms for 10^7 cells)
	// is wasted on a chain with an operand that is not a leaf.
	logBound := 0.0
	for k, o := range ops {
		if chainLeaf(o) == nil {
			return false, nil
		}
		if k > 0 {
			logBound += math.Log2(float64(o.Rows))
		}
	}
	// Then the leaves from the smallest: a NaN or Inf in a vector, or a
	// bound already past the limit, rejects the chain before the large
	// matrices are read. The bound is a sum, so the order changes nothing
	// in the verdict.
	leaves := make([]*Hop, len(ops))
	for k, o := range ops {
		leaves[k] = chainLeaf(o)
	}
	slices.SortStableFunc(leaves, func(a, b *Hop) int {
		return cmp.Compare(float64(a.Rows)*float64(a.Cols), float64(b.Rows)*float64(b.Cols))
	})
	scanned, guarded := leaves, 0
	if g := guardedSuffix(leaves, maxAbs); speculate && g > 0 {
		guarded = g
		scanned = leaves[:len(leaves)-g]
		scanned = scanned[:len(scanned)-guardedVectors(scanned, maxAbs)]
	}
	for _, leaf := range scanned {
		m, ok := maxAbs[leaf]
		if !ok {
			m = leafMaxAbs(leaf, threads)
			maxAbs[leaf] = m
		}
		if !boundAdd(&logBound, m, 1) {
			return false, nil
		}
	}
	if len(scanned) == len(leaves) {
		return true, nil
	}
	g := &ChainGuard{Leaf: leaves[len(leaves)-1], logBound: logBound, count: guarded}
	for _, v := range leaves[len(scanned) : len(leaves)-guarded] {
		if k := len(g.Vectors) - 1; k >= 0 && g.Vectors[k] == v {
			g.vecCounts[k]++
			continue
		}
		g.Vectors, g.vecCounts = append(g.Vectors, v), append(g.vecCounts, 1)
	}
	return true, g
}

// boundAdd adds count terms log2(max(1, m)) to the bound and reports
// whether m is finite and the bound stays below the limit after each.
// Adding the terms one at a time, in the order of the leaves, keeps the
// verdict of a guard checked later the very one of a scan done now.
func boundAdd(logBound *float64, m float64, count int) bool {
	if math.IsNaN(m) || math.IsInf(m, 0) {
		return false
	}
	for range count {
		if *logBound += math.Log2(max(1, m)); !(*logBound < math.Log2(overflowLimit)) {
			return false
		}
	}
	return true
}

// chainLeaf returns the leaf whose cells operand o holds: o itself, the
// leaf under a transpose, or the column under a diag (the diagonal matrix
// of a column holds its cells and zeros); nil for any other operand.
func chainLeaf(o *Hop) *Hop {
	switch {
	case o.Op == OpTranspose:
		o = o.Inputs[0]
	case o.Op == OpDiag && o.Cols > 1:
		o = o.Inputs[0]
	}
	if !o.Op.IsLeaf() {
		return nil
	}
	return o
}
