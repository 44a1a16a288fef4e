package selection

import (
	"math/bits"
)

// How often every plan must read a partition input, for the lower bound.
//
// Suppose exactly k operators read input i, rooted at the members S. Every
// member reading i (a reader) is computed only by them, and a fused
// operator covers what its root reaches by fusion references, so (a)
// every reader is reachable by references from a member of S. And every
// data path from an always-materialized member s not in S (a root, an
// output, a member a non-fusing consumer reads materialized) down to a
// reader meets S: s's operator cannot compute the reader, so going down
// the path it reads some member materialized, which an operator rooted at
// that member computes; repeating, the path must reach a root of a
// reading operator (b). So if no set of k members satisfies (a) and (b),
// every plan reads i at least k+1 times.

// maxReadsSearched bounds the size of the sets S tried, maxReadsWork the
// work (sets times members) spent per input.
const (
	maxReadsSearched = 3
	maxReadsWork     = 1 << 20
)

// minReads returns, per partition input, a lower bound on the number of
// operators that read it in any plan.
func (p *partition) minReads() []int {
	n := len(p.nodes)
	words := (n + 63) / 64
	newSet := func() []uint64 { return make([]uint64, words) }
	reach := make([][]uint64, n) // by local index: members reached by references
	for i := range p.nodes {
		reach[i] = newSet()
		for j, r := range p.reach([]int32{int32(i)}, nil) {
			if r {
				reach[i][j/64] |= 1 << (j % 64)
			}
		}
	}
	var starts []int
	for i := range p.nodes {
		if p.alwaysMat[i] {
			starts = append(starts, i)
		}
	}
	out := make([]int, len(p.inputs))
	for k, in := range p.inputs {
		out[k] = 1
		if in.IsScalar() {
			continue
		}
		readers := newSet()
		count := 0
		for i, h := range p.nodes {
			if containsHop(h.Inputs, in) {
				readers[i/64] |= 1 << (i % 64)
				count++
			}
		}
		var cands []int // members reaching some reader
		for i := range p.nodes {
			if intersects(reach[i], readers) {
				cands = append(cands, i)
			}
		}
		out[k] = p.smallestCover(reach, readers, count, cands, starts)
	}
	return out
}

// smallestCover returns the smallest k for which a set of k candidates
// satisfies (a) and (b), or one more than the largest size searched.
func (p *partition) smallestCover(reach [][]uint64, readers []uint64, count int, cands, starts []int) int {
	// Keep the search small: every set tried costs a traversal.
	limit := 0
	for k := 1; k <= min(count, maxReadsSearched); k++ {
		if binomial(len(cands), k)*float64(len(p.nodes)+1) > maxReadsWork {
			break
		}
		limit = k
	}
	if limit == 0 {
		return 1
	}
	set := make([]int, 0, limit)
	var try func(from, k int) bool
	try = func(from, k int) bool {
		if len(set) == k {
			return p.covers(reach, readers, set, starts)
		}
		for c := from; c < len(cands); c++ {
			set = append(set, cands[c])
			ok := try(c+1, k)
			set = set[:len(set)-1]
			if ok {
				return true
			}
		}
		return false
	}
	for k := 1; k <= limit; k++ {
		if try(0, k) {
			return k
		}
	}
	if limit == count {
		return count // the readers themselves always qualify
	}
	return limit + 1
}

// covers checks conditions (a) and (b) for the members set (local
// indexes).
func (p *partition) covers(reach [][]uint64, readers []uint64, set, starts []int) bool {
	union := make([]uint64, len(readers))
	for _, s := range set {
		for w := range union {
			union[w] |= reach[s][w]
		}
	}
	for w := range readers {
		if readers[w]&^union[w] != 0 {
			return false
		}
	}
	seen := make([]bool, len(p.nodes))
	for _, s := range set {
		seen[s] = true
	}
	var stack []int
	for _, s := range starts {
		if !seen[s] {
			seen[s] = true
			stack = append(stack, s)
		}
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if readers[i/64]&(1<<(i%64)) != 0 {
			return false
		}
		for _, in := range p.nodes[i].Inputs {
			if p.has(in) {
				if j := p.local[in.ID]; !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
	}
	return true
}

func intersects(a, b []uint64) bool {
	for w := range a {
		if bits.OnesCount64(a[w]&b[w]) > 0 {
			return true
		}
	}
	return false
}

func binomial(n, k int) float64 {
	r := 1.0
	for i := 0; i < k; i++ {
		r = r * float64(n-i) / float64(i+1)
	}
	return r
}
