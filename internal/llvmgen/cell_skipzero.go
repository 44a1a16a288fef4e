package llvmgen

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
)

// A sum over the stored cells of a sparse-safe kernel adds each cell's
// value to a lane. Where the value is a structural zero it adds +0, which
// leaves the lane unchanged (a lane never holds -0, SEMANTICS.md), so the
// add can be skipped without changing a bit. It pays where the branch is
// predictable: when the cell is a structural zero wherever any of two or
// more scattered side inputs does not store it (X*Y*Z with sparse Y and
// Z), it is almost always one: at density d per side input about 1 in
// 1/d^2 cells adds (1 in 100 at 0.1), and the branch-free form spends
// its work computing and adding zeros. With one such input (X*Y) the
// branch would go either way about as often as Y's density and
// mispredict, so those sums stay branch-free.

// skipZerosFrom is how many scattered inputs must each imply a structural
// zero for the kernel to branch around zero adds.
const skipZerosFrom = 2

// foldAllSkipZeros is foldAll for the stored cells of a sparse-safe
// kernel, with the adds of sums that skip zeros (see above) behind a
// branch. It returns the accumulators and the block after the adds.
func (k *cellKernel) foldAllSkipZeros(b *ir.Block, accs []value.Value, vals map[cplan.Node]cell, t value.Value) ([]value.Value, *ir.Block) {
	next := make([]value.Value, len(accs))
	for i, a := range accs {
		c := vals[k.outs[i]]
		switch {
		case k.lanes[i] == nil:
			next[i] = fold(b, k.aggs[i], a, c.v)
			continue
		case isTrue(c.zero):
		case isFalse(c.zero) || len(k.zeroSources(k.outs[i])) < skipZerosFrom:
			addLane(b, k.lanes[i], t, c.v)
		default:
			name := uniqueName(k.fn, "nzadd")
			add, done := k.fn.NewBlock(name), k.fn.NewBlock(name+".done")
			b.NewCondBr(c.zero, done, add)
			addLane(add, k.lanes[i], t, c.v)
			add.NewBr(done)
			b = done
		}
		next[i] = a
	}
	return next, b
}

// zeroSources returns the scattered inputs whose unstored cells make n a
// structural zero, by the zero rules of hop/op.go (a Dynamic rule counts
// for nothing: whether it keeps zeros is known only at run time).
func (k *cellKernel) zeroSources(n cplan.Node) []int {
	switch n := n.(type) {
	case *cplan.Data:
		if slices.Contains(k.p.ScatteredInputs(), n.In) {
			return []int{n.In}
		}
	case *cplan.Unary:
		if hop.UnaryKeepsZero(n.Op) {
			return k.zeroSources(n.X)
		}
	case *cplan.Binary:
		if n.Dynamic {
			return nil
		}
		a, b := k.zeroSources(n.A), k.zeroSources(n.B)
		switch n.Rule {
		case hop.ZeroIfA:
			return a
		case hop.ZeroIfB:
			return b
		case hop.ZeroIfEither:
			for _, x := range b {
				if !slices.Contains(a, x) {
					a = append(a, x)
				}
			}
			return a
		case hop.ZeroIfBoth:
			var both []int
			for _, x := range a {
				if slices.Contains(b, x) {
					both = append(both, x)
				}
			}
			return both
		}
	}
	return nil
}
