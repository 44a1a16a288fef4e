package selection

import (
	"math"

	"github.com/fusejit/fusejit/internal/hop"
)

// lowerBound holds the pieces of the lower bound of cost-based pruning
// (Boehm et al., PVLDB 2018, section 4.3): static costs of the partition plus GETMPCOST,
// the costs of the distinct materializations an assignment implies.
//
// Every plan computes each member at least once, reads each partition
// input at least once (some provably more often, see minReads), writes each
// root once, and writes and reads each member it materializes at least
// once. Because the per-operator maximum of read and compute time is at
// least the maximum of their sums,
//
//	C(q) >= W_static + W_mp(q) + max(R_static + R_mp(q), C_min)
//
// where C_min is the compute of every member once at its cheapest
// (unfused, as TSMM for t(X) %*% X, or fused with the sparsest possible
// driver; see cheapestFlops). The bound grows
// with every additional true point, which makes skipping a whole subspace
// (all plans that extend an assignment with more true points) lossless.
type lowerBound struct {
	w, r, c float64
	groups  []mpGroup
}

// mpGroup is the materialization of one member that some points imply.
type mpGroup struct {
	mask uint64 // points whose input is this member
	w, r float64
}

func (m *model) newLowerBound() *lowerBound {
	p := m.part
	lb := &lowerBound{}
	reads := p.minReads()
	for k, in := range p.inputs {
		lb.r += float64(reads[k]) * m.read(in)
	}
	for i, h := range p.nodes {
		if p.alwaysMat[i] {
			lb.w += m.write(h)
		}
		if p.alwaysRead[i] {
			lb.r += m.read(h)
		}
	}
	flops := 0.0
	drivers := p.sparseCandidates()
	for _, h := range p.nodes {
		flops += m.cheapestFlops(h, drivers)
	}
	lb.c = flops / m.mach.PeakFLOPS
	byInput := map[int]int{}
	for i, pt := range p.points {
		g, ok := byInput[pt.input.ID]
		if !ok {
			g = len(lb.groups)
			byInput[pt.input.ID] = g
			li := p.local[pt.input.ID]
			grp := mpGroup{}
			if !p.alwaysMat[li] {
				grp.w = m.write(pt.input)
			}
			if !p.alwaysRead[li] {
				grp.r = m.read(pt.input)
			}
			lb.groups = append(lb.groups, grp)
		}
		lb.groups[g].mask |= 1 << i
	}
	return lb
}

// static is the lower bound of the partition, valid for every plan.
func (lb *lowerBound) static() float64 { return lb.w + math.Max(lb.r, lb.c) }

// of is the lower bound of every plan whose true points include q's.
func (lb *lowerBound) of(q uint64) float64 {
	w, r := lb.w, lb.r
	for _, g := range lb.groups {
		if q&g.mask != 0 {
			w += g.w
			r += g.r
		}
	}
	return w + math.Max(r, lb.c)
}

// sparseCandidates returns the members and inputs that can drive a
// sparsity-exploiting operator: the sparse ones.
func (p *partition) sparseCandidates() []*hop.Hop {
	var out []*hop.Hop
	for _, list := range [][]*hop.Hop{p.nodes, p.inputs} {
		for _, h := range list {
			if h.Sparse && !h.IsScalar() {
				out = append(out, h)
			}
		}
	}
	return out
}

// minScale is the smallest fraction of h's iteration space any operator
// covering h can visit: the sparsity of the sparsest candidate driver of
// that shape (of any shape for a matrix product, whose Outer iteration
// space is another operator's).
func minScale(h *hop.Hop, drivers []*hop.Hop) float64 {
	space := h
	if h.Op.IsAgg() {
		space = h.Inputs[0]
	}
	s := 1.0
	for _, d := range drivers {
		if h.Op == hop.OpMatMul || (d.Rows == space.Rows && d.Cols == space.Cols) {
			s = math.Min(s, d.Sparsity())
		}
	}
	return s
}
