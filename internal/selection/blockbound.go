package selection

import (
	"math"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// The lower bound of one block of MPSkipEnum's search space: every plan
// that agrees with an assignment q on the fixed points (the positions up
// to q's last true one, and those a sub-problem's base fixes), whatever
// the free points. The static bound of bound.go adds up all reads and all
// compute of the partition before taking their maximum, and so misses
// that equation (3) takes the maximum per operator: on AutoEncoder's
// 26-point partition it stayed a third below every plan's cost and never
// pruned. Here the operators the fixed points already decide are costed
// exactly, and only the rest is bounded with sums.
//
// Some members are the root of an operator in every plan of the block
// (forced roots): the always-materialized members, the inputs of fixed
// true points (their consumer is computed in every plan and cannot fuse
// them), and every member a forced root's operator reads materialized when
// that operator is decided. An operator is decided when no free point can
// change the chooser's choices at its root (pointDeps): it is then the
// same operator in every plan of the block, and costs exactly what
// planCost charges for it. Decided operators have distinct roots, so their
// costs add up. Every other operator (the rest) covers the members no
// decided operator covers (every member is computed in every plan), writes
// its root (at least the undecided forced roots), and reads at least once
// each partition input those members read and each member they must read
// materialized; equation (3) summed over the rest is at least
//
//	W_rest + max(R_rest, C_rest)
//
// with C_rest the members' cheapest compute (as in the static bound). The
// block's bound is the larger of that sum and the static bound of q's true
// points.

// blockData is what the block bound needs of a partition, computed once
// per model, and its scratch space.
type blockData struct {
	flops []float64 // by local index: the cheapest compute of the member
	// reads lists, by local index, what the member's operator must read:
	// partition inputs (negative: -1-index into part.inputs) and members
	// read materialized because no entry fuses them (local index); nil
	// for a member whose unfused form may read less (TSMM).
	reads [][]int
	// refReads lists, by local index, the members it may fuse and the
	// point whose truth makes it read them materialized: local index and
	// point position.
	refReads [][][2]int

	forced, covered []bool
	readIn, readMem []bool
	stack           []*hop.Hop
}

// blockData returns the partition's block bound data, building it on
// first use.
func (m *model) blockData() *blockData {
	if m.bb != nil {
		return m.bb
	}
	p := m.part
	n := len(p.nodes)
	bd := &blockData{flops: make([]float64, n), reads: make([][]int, n), refReads: make([][][2]int, n),
		forced: make([]bool, n), covered: make([]bool, n), readIn: make([]bool, len(p.inputs)), readMem: make([]bool, n)}
	inputIndex := make(map[int]int, len(p.inputs))
	for k, in := range p.inputs {
		inputIndex[in.ID] = k
	}
	drivers := p.sparseCandidates()
	for i, h := range p.nodes {
		bd.flops[i] = m.cheapestFlops(h, drivers)
		if _, tsmm := m.tsmmBasicCost(h); tsmm {
			continue
		}
		reads := []int{}
		for _, in := range h.Inputs {
			switch {
			case !p.has(in):
				reads = append(reads, -1-inputIndex[in.ID])
			case !p.isRef(h, in):
				reads = append(reads, p.local[in.ID])
			}
		}
		bd.reads[i] = reads
		for _, pt := range m.points[h.ID] {
			bd.refReads[i] = append(bd.refReads[i], [2]int{p.local[pt[0]], pt[1]})
		}
	}
	m.bb = bd
	return bd
}

// cheapestFlops is the least work of member h in any operator: unfused
// (half a plain product's as TSMM), in a Row operator, or in a
// sparsity-exploiting one with the sparsest driver it may have (any sparse
// member or input for a member an Outer operator may cover, whose
// iteration space is another operator's shape).
func (m *model) cheapestFlops(h *hop.Hop, drivers []*hop.Hop) float64 {
	f := basicFlops(h)
	if _, tsmm := m.tsmmBasicCost(h); tsmm {
		f /= 2
	}
	scale := minScale(h, drivers)
	if m.part.types[h.ID]&(1<<memo.TemplateOuter) != 0 {
		for _, d := range drivers {
			scale = math.Min(scale, d.Sparsity())
		}
	}
	return math.Min(f, fusedWork(h)*scale)
}

// blockBound returns a lower bound of the cost of every plan that agrees
// with q outside the positions free (q has none of them true).
func (m *model) blockBound(q, free uint64) float64 {
	p := m.part
	bd := m.blockData()
	deps := m.pointDeps()
	if m.ch == nil {
		m.ch = newChooser(m.tbl, m.supported, nil)
	}
	m.ch.resetKeyed(m.materializedBy(q), q, deps)
	m.ch.work = &m.work
	clear(bd.forced)
	clear(bd.covered)
	bd.stack = bd.stack[:0]
	push := func(h *hop.Hop) {
		if i := p.local[h.ID]; !bd.forced[i] {
			bd.forced[i] = true
			bd.stack = append(bd.stack, h)
		}
	}
	for i, h := range p.nodes {
		if p.alwaysMat[i] {
			push(h)
		}
	}
	for i, pt := range p.points {
		if q&(1<<i) != 0 {
			push(pt.input)
		}
	}
	// The decided operators, exactly.
	r := &costRun{m: m, bound: math.Inf(1), sink: push}
	for len(bd.stack) > 0 {
		h := bd.stack[len(bd.stack)-1]
		bd.stack = bd.stack[:len(bd.stack)-1]
		if deps[h.ID]&free != 0 {
			continue
		}
		m.vecsUsed = 0
		if v := r.operator(h); v != nil {
			for _, c := range v.covered {
				bd.covered[p.local[c.ID]] = true
			}
		} else {
			bd.covered[p.local[h.ID]] = true
		}
	}
	// The rest, summed.
	var w, rd, c float64
	clear(bd.readIn)
	clear(bd.readMem)
	readMember := func(j int) {
		if !bd.readMem[j] {
			bd.readMem[j] = true
			rd += m.read(p.nodes[j])
		}
	}
	for i, h := range p.nodes {
		if bd.forced[i] && deps[h.ID]&free != 0 {
			w += m.write(h)
			if m.overBudget(h) {
				w = math.Inf(1)
			}
		}
		if bd.covered[i] {
			continue
		}
		c += bd.flops[i]
		for _, k := range bd.reads[i] {
			if k >= 0 {
				readMember(k)
			} else if !bd.readIn[-1-k] {
				bd.readIn[-1-k] = true
				rd += m.read(p.inputs[-1-k])
			}
		}
		if bd.reads[i] != nil {
			for _, rr := range bd.refReads[i] {
				if q&(1<<rr[1]) != 0 {
					readMember(rr[0])
				}
			}
		}
	}
	return r.total + w + math.Max(rd, c/m.mach.PeakFLOPS)
}
