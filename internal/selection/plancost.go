package selection

import (
	"math"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// materializedBy returns the chooser predicate of assignment q: the
// dependency consumer <- input is read materialized if it is an
// interesting point assigned true.
func (m *model) materializedBy(q uint64) func(c, in *hop.Hop) bool {
	return func(c, in *hop.Hop) bool {
		for _, pt := range m.points[c.ID] {
			if pt[0] == in.ID {
				return q&(1<<pt[1]) != 0
			}
		}
		return false
	}
}

// pointDeps returns, by HOP id, the positions of the points whose
// assignment the chooser's choices at a member depend on: the points on
// the fusion references reachable from it (computed once per model, after
// the points have their final order).
func (m *model) pointDeps() []uint64 {
	if m.deps != nil {
		return m.deps
	}
	p := m.part
	own := make([]uint64, len(p.nodes)) // by local index: points at the member
	for i, pt := range p.points {
		own[p.local[pt.consumer.ID]] |= 1 << i
	}
	m.deps = make([]uint64, len(m.tbl.DAG.Nodes))
	for i, h := range p.nodes {
		var mask uint64
		for j, r := range p.reach([]int32{int32(i)}, nil) {
			if r {
				mask |= own[j]
			}
		}
		m.deps[h.ID] = mask
	}
	return m.deps
}

// planCost is GETPLANCOST: the cost of the partition under assignment q,
// by traversal from the roots. Costing stops once the partial cost
// exceeds bound; exact is false then, and the partial cost is returned.
func (m *model) planCost(q uint64, bound float64) (cost float64, exact bool) {
	if m.ch == nil {
		m.ch = newChooser(m.tbl, m.supported, nil)
	}
	if m.matDone == nil {
		m.matDone = make([]bool, len(m.part.nodes))
	}
	m.ch.resetKeyed(m.materializedBy(q), q, m.pointDeps())
	m.ch.work = &m.work
	clear(m.matDone)
	m.vecsUsed = 0
	r := &costRun{m: m, bound: bound}
	for _, root := range m.part.roots {
		r.mat(root)
	}
	return r.total, !r.stopped
}

// newVector returns an empty cost vector of type typ rooted at h, reusing
// the vectors of earlier costings: planCost runs thousands of times per
// partition, and a vector is dead once costed.
func (m *model) newVector(typ memo.TemplateType, h *hop.Hop) *vector {
	if m.vecsUsed == len(m.vecs) {
		m.vecs = append(m.vecs, &vector{roots: make([]*hop.Hop, 0, 1),
			covered: make([]*hop.Hop, 0, 8), ents: make([]*memo.Entry, 0, 8), inputs: make([]*hop.Hop, 0, 8)})
	}
	v := m.vecs[m.vecsUsed]
	m.vecsUsed++
	v.typ = typ
	v.roots = append(v.roots[:0], h)
	v.covered, v.ents, v.inputs = v.covered[:0], v.ents[:0], v.inputs[:0]
	return v
}

// costRun is one costing traversal.
type costRun struct {
	m       *model
	total   float64
	bound   float64
	stopped bool
	// sink, when set, receives the members the operator being costed
	// reads materialized (and covered members it also materializes)
	// instead of costing them: the lower bound costs one operator at a
	// time (blockbound.go).
	sink func(h *hop.Hop)
}

func (r *costRun) add(c float64) {
	r.total += c
	if r.total > r.bound {
		r.stopped = true
	}
}

// mat costs the materialized member h (each once): a fused operator
// opened at h with its chosen valid entry, or h unfused; then the members
// it reads.
func (r *costRun) mat(h *hop.Hop) {
	if r.sink != nil {
		r.sink(h)
		return
	}
	i := r.m.part.local[h.ID]
	if r.stopped || r.m.matDone[i] {
		return
	}
	r.m.matDone[i] = true
	r.operator(h)
}

// operator costs the operator rooted at the materialized member h, and
// (through mat) the members it reads materialized. It returns the
// operator's cost vector, or nil if h runs unfused.
func (r *costRun) operator(h *hop.Hop) *vector {
	r.m.work++
	if r.m.overBudget(h) {
		r.add(math.Inf(1))
	}
	e := r.m.ch.open(h)
	if e == nil {
		r.add(r.m.basicCost(h))
		for _, in := range h.Inputs {
			if r.m.part.has(in) {
				r.mat(in)
			}
		}
		return nil
	}
	v := r.m.newVector(e.Type, h)
	r.fuse(v, h, e)
	r.add(r.m.vectorCost(v))
	return v
}

// fuse adds h with entry e to the cost vector v, exactly as the
// plan builder covers it, and costs the members v reads materialized. An
// operator reached twice inside v counts once (common subexpressions); a
// member covered here that is also needed outside the partition (or is an
// output) is materialized as well, its work then done twice.
func (r *costRun) fuse(v *vector, h *hop.Hop, e *memo.Entry) {
	if r.stopped || v.index(h) >= 0 {
		return
	}
	r.m.work++
	for k, in := range h.Inputs {
		if ce := r.m.ch.child(h, e, k); ce != nil {
			r.fuse(v, in, ce)
			continue
		}
		v.addInput(in)
		if r.m.part.has(in) {
			r.mat(in)
		}
	}
	v.covered = append(v.covered, h)
	v.ents = append(v.ents, e)
	if h != v.roots[0] && r.m.part.external[r.m.part.local[h.ID]] {
		r.mat(h)
	}
}
