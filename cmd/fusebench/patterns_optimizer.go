package main

import (
	"slices"

	"github.com/fusejit/fusejit/engine"
)

// allPatterns is the registry: the paper's patterns, then the optimizer's.
func allPatterns() []pattern {
	return append(append(slices.Clip(patterns), optimizerPatterns...), widePatterns...)
}

// optimizerPatterns measure the optimizer before fusion (issue 17): the
// matrix-multiply chain order, the rewrites around t(X) diag(v) X, and
// the TSMM operator. They are not from the paper's figures; run them with
// -rewrites both to see what the rewrites bring (the -norw rows run the
// expressions as written).
var optimizerPatterns = []pattern{
	{
		name: "mmchain4", family: "opt", expr: "((A %*% B) %*% C) %*% v", figure: "-",
		about: "A, B, C dense n x n, v n x 1 (-mm-n)", axis: axisN, square: true,
		quick: sizes{rows: []int{500}, cols: 500, sparsity: dense},
		paper: sizes{rows: []int{4000}, cols: 4000, sparsity: dense},
		build: buildMMChain4, cost: costMMChain4,
	},
	{
		name: "diagmm", family: "opt", expr: "t(X) %*% diag(v) %*% X %*% d", figure: "-",
		about:  "X dense m x n, v m x 1, d n x 1: the logistic-regression form of SystemML's optimizer paper",
		quick:  sizes{rows: []int{100000}, cols: 100, sparsity: dense},
		paper:  sizes{rows: []int{1000000}, cols: 100, sparsity: dense},
		inputs: "X,v,d", build: buildDiagMM, cost: costDiagMM,
	},
	{
		name: "diagmm-hand", family: "opt", expr: "t(X) %*% (v * (X %*% d))", figure: "-",
		about:  "diagmm as written by hand",
		quick:  sizes{rows: []int{100000}, cols: 100, sparsity: dense},
		paper:  sizes{rows: []int{1000000}, cols: 100, sparsity: dense},
		inputs: "X,v,d", build: buildDiagMMHand, cost: costDiagMM,
	},
	{
		name: "tsmm", family: "opt", expr: "t(X) %*% X", figure: "-",
		about: "X dense m x n",
		quick: sizes{rows: []int{10000, 100000}, cols: 200, sparsity: dense},
		paper: sizes{rows: []int{100000, 1000000}, cols: 200, sparsity: dense},
		build: buildTSMM, cost: costTSMM,
	},
	{
		name: "tsmm-sparse", family: "opt", expr: "t(X) %*% X", figure: "-",
		about: "X sparse m x n",
		quick: sizes{rows: []int{10000, 100000}, cols: 200, sparsity: sparse},
		paper: sizes{rows: []int{100000, 1000000}, cols: 200, sparsity: sparse},
		build: buildTSMM, cost: costTSMM,
	},
}

// buildMMChain4: ((A %*% B) %*% C) %*% v, written in the expensive order.
func buildMMChain4(g *gen, p point) []*engine.Expr {
	a := g.matrix(p.Rows, p.Cols, 1)
	b := g.matrix(p.Cols, p.Cols, 1)
	c := g.matrix(p.Cols, p.Cols, 1)
	v := g.matrix(p.Cols, 1, 1)
	return []*engine.Expr{a.MatMul(b).MatMul(c).MatMul(v)}
}

// costMMChain4: the inputs read once and three matrix-vector products
// (the best order); written as is, Base holds two n x n products.
func costMMChain4(p point) cost {
	in := 3*denseBytes(p.Rows, p.Cols) + denseBytes(p.Cols, 1)
	return cost{readBytes: in, flops: 6 * cells(p), peakBytes: in + 2*denseBytes(p.Rows, p.Cols)}
}

func buildDiagMM(g *gen, p point) []*engine.Expr {
	x := g.matrix(p.Rows, p.Cols, 1)
	v := g.matrix(p.Rows, 1, 1)
	d := g.matrix(p.Cols, 1, 1)
	return []*engine.Expr{x.T().MatMul(v.Diag()).MatMul(x).MatMul(d)}
}

func buildDiagMMHand(g *gen, p point) []*engine.Expr {
	x := g.matrix(p.Rows, p.Cols, 1)
	v := g.matrix(p.Rows, 1, 1)
	d := g.matrix(p.Cols, 1, 1)
	return []*engine.Expr{x.T().MatMul(v.Mul(x.MatMul(d)))}
}

// costDiagMM: X read once, four flops per cell (one pass of MMChain);
// written as is, Base holds v * X besides X.
func costDiagMM(p point) cost {
	x := denseBytes(p.Rows, p.Cols)
	side := denseBytes(p.Rows, 1) + denseBytes(p.Cols, 1)
	return cost{readBytes: x + side, flops: 4 * cells(p), peakBytes: 2*x + 2*side}
}

// buildTSMM: t(X) %*% X.
func buildTSMM(g *gen, p point) []*engine.Expr {
	x := g.matrix(p.Rows, p.Cols, p.Sparsity)
	return []*engine.Expr{x.T().MatMul(x)}
}

// costTSMM: X read once and half the multiply-adds of the product (dense);
// Base may copy t(X) besides X.
func costTSMM(p point) cost {
	x := matBytes(p.Rows, p.Cols, p.Sparsity)
	flops := cells(p) * float64(p.Cols)
	if p.Sparsity < 1 {
		flops *= p.Sparsity * p.Sparsity * 2
	}
	return cost{readBytes: x, flops: flops, peakBytes: 2*x + denseBytes(p.Cols, p.Cols)}
}
