package main

import "github.com/fusejit/fusejit/engine"

// widePatterns measure Row's t(X) %*% W with W wider than the kernels'
// small-width specializations (issue 18): the partial of a col_agg_t
// operator is then ncol(X) x K, updated from blocks of rows. The k axis is
// K, the columns of V (-fp-rows, -fp-cols and -fp-k override the sizes).
var widePatterns = []pattern{
	{
		name: "row-wide", family: "row", expr: "t(X) %*% (w * (X %*% V))", figure: "-",
		about: "X dense m x n, V n x k, w m x 1", axis: axisK,
		quick: sizes{rows: []int{100000}, cols: 100, sparsity: dense, k: []int{100, 200, 500}},
		paper: sizes{rows: []int{100000}, cols: 100, sparsity: dense, k: []int{100, 200, 500}},
		build: buildRowWide, cost: costRowWide,
	},
}

// buildRowWide: t(X) %*% (w * (X %*% V)), V of k columns. (Without w,
// the matrix-chain rewrite computes (t(X) %*% X) %*% V instead.)
func buildRowWide(g *gen, p point) []*engine.Expr {
	x := g.matrix(p.Rows, p.Cols, p.Sparsity)
	v := g.matrix(p.Cols, p.K, 1)
	w := g.matrix(p.Rows, 1, 1)
	return []*engine.Expr{x.T().MatMul(w.Mul(x.MatMul(v)))}
}

// costRowWide: X, V and w read once; two products of 2 * k flops per cell
// of X. Base also holds X %*% V and w * (X %*% V) (m x k each).
func costRowWide(p point) cost {
	x := matBytes(p.Rows, p.Cols, p.Sparsity)
	v := denseBytes(p.Cols, p.K) + denseBytes(p.Rows, 1)
	return cost{
		readBytes: x + v,
		flops:     4 * float64(p.K) * cells(p) * p.Sparsity,
		peakBytes: x + v + 2*denseBytes(p.Rows, p.K),
	}
}
