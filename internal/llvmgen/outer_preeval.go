package llvmgen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
)

// The cell values of a blocked Outer kernel, evaluated in one flat pass
// over the chunk's stored cells before its row-major loop. In the
// row-major loop a cell's value is computed between the aggregation steps
// of its neighbours (the full sum's lanes live in memory, indexed by
// column), which keeps the loop scalar; at 20,000^2, rank 100, sparsity
// 0.01 the scalar log of sum(X * log(U %*% t(V) + eps)) took about 40% as
// long as the dot products. Evaluated apart, over the cells in storage
// order with nothing carried between them, the loop vectorizes. Each lane
// runs the same IEEE operations (no fast-math flag: see mathir.go) as the
// scalar code, so every cell's value, and the aggregation order of the
// row-major loop that then reads it, are unchanged. In Go:
//
//	for kk := rowptr[lo]; kk < rowptr[hi]; kk++ {
//		buf[0][kk-base] = f(X.vals[kk], buf[0][kk-base], ..., buf[d][kk-base], scalars)
//	}
//
// What is left of the cells' evaluation and aggregation after the dot
// products (20,000^2, rank 100, one thread, AVX-512 at clang -O3: the pass
// runs 8 lanes, two vectors an iteration): perf put about 7.5% of the
// kernel's samples in this pass and 3.5% in the row-major loop at sparsity
// 0.01 (9% and 4.5% at 0.1, where chunks take the row walk; at 0.01 the
// count and the scatter of the sorted walk took 13%, the dot products the
// rest). With the log removed (the result wrong, X * dot stored instead)
// the kernel took 0.97x the CPU time at 0.01 and 0.98x at 0.1; with the
// row-major loop skipped, 0.95x and 0.99x (the median over 5 alternated
// processes, 4 at 0.1, of each one's fastest of 7 Evals, 5 at 0.1). The
// pass reads X's values from memory, which seems to hide most of the
// vector log; a scalar log cost 4.3 ns a cell in the C model of the walk
// (outer_sorted.go). Wider or fused evaluation has at most those few
// percent to gain; the dot products hold the time. No faster either:
// storing the sorted walk's dot products in sorted order instead of at
// their stored positions (random stores into a buffer larger than L2;
// 1.01x), and, in C over one chunk's 195,000 cells, a two-level counting
// sort (by block of columns, then column: 1.6x the time of one pass over
// all the columns) or counts of 32 bits (0.9x the sort's time, about 1% of
// the kernel's).

// preEvaluable reports whether the cell value of a blocked Outer plan
// depends only on the main input's stored value, the dot products and
// scalars (not on the cell's row or column, nor on other sparse inputs,
// whose structural zeros would vary by cell), and is worth a pass of its
// own: it has an operation costlier than a multiply or add.
func (k *cellKernel) preEvaluable() bool {
	p := k.p
	if !p.OuterBlocked() || len(k.outs) != 1 {
		return false
	}
	costly := false
	for _, n := range p.Nodes() {
		switch n := n.(type) {
		case *cplan.Data:
			if n.In != 0 && p.Inputs[n.In].Kind != cplan.KindScalar {
				return false
			}
		case *cplan.Unary:
			costly = costly || (n.Op != hop.OpNeg && n.Op != hop.OpAbs)
		case *cplan.Binary:
			costly = costly || n.Op == hop.OpDiv || n.Op == hop.OpPow || n.Op == hop.OpLogB
		}
	}
	return costly
}

// preEvaluate emits, after the chunk's blocked dot products in b, the flat
// pass that overwrites the first dot buffer with the cells' values, and
// returns the block after it. Should the value's structural zero not be
// constant false after all (preEvaluable rules that out), the pass stores
// nothing, LLVM deletes it, and the row-major loop evaluates the cells.
func (k *cellKernel) preEvaluate(b *ir.Block, ch *outerChunks) *ir.Block {
	end := loadAt(b, i64, k.in[0].rp, ch.hi)
	l := newLoop(k.fn, b, "preeval", ch.base, end)
	body := l.Body
	inputs := make([]cell, len(k.p.Inputs))
	for x, in := range k.p.Inputs {
		if in.Kind == cplan.KindScalar {
			inputs[x] = cell{v: k.scalars[x]}
		}
	}
	inputs[0] = cell{v: loadAt(body, f64, k.in[0].vals, l.IV)}
	pre := map[cplan.Node]cell{}
	for _, n := range k.p.Nodes() {
		if _, ok := n.(*cplan.Dot); ok {
			pre[n] = cell{v: ch.dotValue(body, n, l.IV, ch.base)}
		}
	}
	out := k.expr.emit(body, inputs, pre)[k.outs[0]]
	if isFalse(out.zero) {
		storeAt(body, f64, out.v, ch.buf, body.NewSub(l.IV, ch.base))
		ch.preEvaluated = true
	}
	l.close(body)
	return l.Exit
}

// preEvaluated returns the cells of a pre-evaluated chunk's stored cell kk
// for the row-major loop: only the output node, read back from the first
// dot buffer.
func (k *cellKernel) preEvaluated(b *ir.Block, ch *outerChunks, kk value.Value) map[cplan.Node]cell {
	v := loadAt(b, f64, ch.buf, b.NewSub(kk, ch.readBase))
	return map[cplan.Node]cell{k.outs[0]: {v: v}}
}
