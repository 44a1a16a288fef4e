package hop

import (
	"fmt"
	"math"
)

// The matrix-chain rule's overflow proof reads every cell of every operand
// (chain_magnitude.go says why nothing less will do). For
// t(X) %*% diag(v) %*% X %*% d at 10^6 x 100 that read of X costs as much
// as the fused Row operator that then computes the product, which reads X
// anyway. Under Options.Speculate the rule therefore scans the small
// operands up front and leaves the largest one to a ChainGuard: the
// reordered DAG runs, a fused operator whose main input is that leaf
// measures its largest magnitude while it reads the cells (a side output
// merged by max, which does not depend on the order of the tasks), and the
// engine checks the guard afterwards. A failing guard discards the results
// and the DAG is optimized again without speculation, which scans and
// keeps the written order: every result is the one the up-front proof
// gives, only the read of X moved into the kernel.

// ChainGuard is the rest of a speculative chain reordering's overflow
// proof: it holds when Leaf's largest magnitude is finite and small enough
// for the bound.
type ChainGuard struct {
	// Leaf is the operand whose cells were not read (a dense or CSR leaf).
	Leaf *Hop
	// logBound is the bound's log2 before Leaf's terms, count how many
	// operands of the chain hold Leaf's cells (X and t(X) count twice).
	logBound float64
	count    int
}

// Holds reports whether the proof holds with maxAbs the largest magnitude
// among Leaf's cells (NaN when one is NaN). The verdict is the one the
// up-front scan would have given with the same magnitude.
func (g ChainGuard) Holds(maxAbs float64) bool {
	lb := g.logBound
	return boundAdd(&lb, maxAbs, g.count)
}

// Check reads Leaf's cells on up to threads goroutines (0: GOMAXPROCS) and
// returns Holds of their largest magnitude, and that magnitude: the
// fallback when no fused operator measured it.
func (g ChainGuard) Check(threads int) (bool, float64) {
	m := leafMaxAbs(g.Leaf, threads)
	return g.Holds(m), m
}

func (g ChainGuard) String() string {
	return fmt.Sprintf("max|%s#%d| finite and below 2^%.1f", opLabel(g.Leaf), g.Leaf.ID,
		(math.Log2(overflowLimit)-g.logBound)/float64(g.count))
}

// Guards returns the guards the chain rule left in the last Optimize with
// Options.Speculate; the DAG's results are valid only if all hold.
func (d *DAG) Guards() []ChainGuard { return d.guards }

// MagnitudeOfBits turns the bit pattern of a largest magnitude, as
// kernels measure it (the largest sign-cleared pattern of the cells), into
// the magnitude: NaN for a NaN pattern.
func MagnitudeOfBits(b uint64) float64 { return bitsMagnitude(b & absMask) }

// guardedSuffix returns how many leaves at the end of leaves (sorted by
// size) are one and the same leaf whose magnitude is not known yet: the
// operand a guard can stand for. Leaves of another identity after it (two
// distinct leaves of the largest size) leave nothing to guard, so that
// the bound adds its terms in the same order as the scan would.
func guardedSuffix(leaves []*Hop, known map[*Hop]float64) int {
	if len(leaves) < 2 {
		return 0
	}
	last := leaves[len(leaves)-1]
	if _, ok := known[last]; ok || !last.Op.IsLeaf() || last.IsScalar() {
		return 0
	}
	n := 0
	for n < len(leaves) && leaves[len(leaves)-1-n] == last {
		n++
	}
	for _, l := range leaves[:len(leaves)-n] {
		if l == last {
			return 0
		}
	}
	return n
}
