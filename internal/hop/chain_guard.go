package hop

import (
	"fmt"
	"math"
	"slices"
	"strings"
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
// gives, only the read of X moved into the kernel. Large dense column
// vectors just below the largest leaf in size (v, 8 MB at 10^6 rows) are
// left to the same guard: the Row operator over X reads v one cell per
// row and measures it exactly (llvmgen's measureSideGuards), which saved
// the 0.3-0.4 ms its scan took per Eval of diagmm at 10^6 x 100.

// ChainGuard is the rest of a speculative chain reordering's overflow
// proof: it holds when Leaf's largest magnitude, and each of Vectors', is
// finite and small enough for the bound.
type ChainGuard struct {
	// Leaf is the operand whose cells were not read (a dense or CSR leaf).
	Leaf *Hop
	// Vectors are large dense column vectors whose cells were not read
	// either (see guardedVectors): a fused Row operator over Leaf reads
	// such a vector one cell per row, so it can measure it as it measures
	// Leaf, and the up-front scan of v in t(X) %*% diag(v) %*% X %*% d
	// (8 MB at 10^6 rows, about 1% of the Eval at two threads) goes away.
	// Their terms add before Leaf's, in this order.
	Vectors []*Hop
	// logBound is the bound's log2 before the guarded terms; count and
	// vecCounts say how many operands of the chain hold Leaf's and each
	// vector's cells (X and t(X) count twice).
	logBound  float64
	count     int
	vecCounts []int
}

// Holds reports whether the proof holds with maxAbs the largest magnitude
// among Leaf's cells and vectors[k] that of Vectors[k] (NaN when one is
// NaN). The verdict is the one the up-front scan would have given with
// the same magnitudes; a vectors of the wrong length fails the guard.
func (g ChainGuard) Holds(maxAbs float64, vectors []float64) bool {
	if len(vectors) != len(g.Vectors) {
		return false
	}
	lb := g.logBound
	for k, m := range vectors {
		if !boundAdd(&lb, m, g.vecCounts[k]) {
			return false
		}
	}
	return boundAdd(&lb, maxAbs, g.count)
}

// Check reads the cells of Leaf and of the vectors on up to threads
// goroutines (0: GOMAXPROCS) and returns Holds of their largest
// magnitudes, and those magnitudes: the fallback when no fused operator
// measured them.
func (g ChainGuard) Check(threads int) (ok bool, maxAbs float64, vectors []float64) {
	vectors = g.ScanVectors(threads)
	m := leafMaxAbs(g.Leaf, threads)
	return g.Holds(m, vectors), m, vectors
}

// ScanVectors reads the vectors' cells and returns their largest
// magnitudes, in the order of Vectors.
func (g ChainGuard) ScanVectors(threads int) []float64 {
	ms := make([]float64, len(g.Vectors))
	for k, v := range g.Vectors {
		ms[k] = leafMaxAbs(v, threads)
	}
	return ms
}

// LeafMaxAbs is the largest magnitude among a leaf's cells (NaN when one
// is NaN), read on up to threads goroutines.
func LeafMaxAbs(h *Hop, threads int) float64 { return leafMaxAbs(h, threads) }

func (g ChainGuard) String() string {
	room := math.Log2(overflowLimit) - g.logBound
	if len(g.Vectors) == 0 {
		return fmt.Sprintf("max|%s#%d| finite and below 2^%.1f", opLabel(g.Leaf), g.Leaf.ID, room/float64(g.count))
	}
	var b strings.Builder
	for k, v := range g.Vectors {
		fmt.Fprintf(&b, "max|%s#%d|", opLabel(v), v.ID)
		if g.vecCounts[k] > 1 {
			fmt.Fprintf(&b, "^%d", g.vecCounts[k])
		}
		b.WriteString(" * ")
	}
	fmt.Fprintf(&b, "max|%s#%d|", opLabel(g.Leaf), g.Leaf.ID)
	if g.count > 1 {
		fmt.Fprintf(&b, "^%d", g.count)
	}
	fmt.Fprintf(&b, " finite and below 2^%.1f (magnitudes below 1 count as 1)", room)
	return b.String()
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

// vectorGuardCells is the fewest rows of a column vector that a guard
// takes over from the up-front scan: a smaller one costs less to read
// than the bookkeeping, and its scan still rejects a NaN before anything
// compiles.
const vectorGuardCells = scanGrain

// guardedVectors returns how many leaves at the end of leaves (sorted by
// size, the guarded Leaf's already removed) a guard can stand for beside
// its Leaf: dense column vectors of at least vectorGuardCells rows whose
// magnitude is not known yet, each one in a single run of equal entries
// (as guardedSuffix requires of Leaf), so that the guard adds the terms
// in the order the scan would.
func guardedVectors(leaves []*Hop, known map[*Hop]float64) int {
	n := 0
	for n < len(leaves) {
		last := leaves[len(leaves)-1-n]
		if _, ok := known[last]; ok || last.Op != OpDense || last.Cols != 1 || last.Rows < vectorGuardCells {
			break
		}
		run := 0
		for n+run < len(leaves) && leaves[len(leaves)-1-n-run] == last {
			run++
		}
		if slices.Contains(leaves[:len(leaves)-n-run], last) {
			break
		}
		n += run
	}
	return n
}
