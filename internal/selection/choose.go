package selection

import (
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// chooser picks the memo entry each operator uses, given which data
// dependencies a plan materializes. Plan construction (FuseAll,
// FuseNoRedundancy, CostBased) and plan costing use the same chooser, so
// the plan built for an assignment is exactly the plan that was costed.
//
// Among the usable entries of a group (a supported template other than
// MAgg, whose candidates are decided separately), an entry is valid when
// none of its references is a materialized dependency and every referenced
// group has a valid open entry it absorbs (memo.Absorbs). The chosen entry
// is the valid one that fuses the most operators, following each
// reference's chosen entry; ties go to the simpler template (Cell before
// Row and Outer).
type chooser struct {
	tbl       *memo.Table
	supported func(memo.TemplateType) bool
	// materialized reports whether consumer reads input materialized (nil:
	// no dependency is forced).
	materialized func(consumer, input *hop.Hop) bool
	base         []int   // by HOP id: index of the group's first entry in size
	size         []int32 // by entry index: fused size, or -1 if invalid
	choice       []int32 // by HOP id and context: chosen position, or -1
	// sizeEp and choiceEp say in which epoch a value was computed; values
	// of earlier epochs are unknown. An epoch lasts one assignment, or
	// one partition's search with keyed values (resetKeyed).
	sizeEp, choiceEp []uint32
	epoch            uint32
	// eligible caches, by entry index and context, whether an entry may
	// be chosen at all in that context (usable, open or valid, absorbed
	// by the parent): none of it depends on the assignment, and the
	// Row-absorbs-Cell check walks the element-wise sub-DAG below the
	// operator, which took a third of costing a plan (AutoEncoder's
	// 26-point partition) when repeated for every assignment.
	eligible []eligibility
	// deps, when not nil, lets values outlive an assignment (see
	// resetKeyed): by HOP id, the interesting points (bit positions of
	// q) that the choices at the operator and below it depend on. A value
	// computed under q stays valid while q&deps[id] is unchanged, kept in
	// choiceKey and sizeKey.
	deps               []uint64
	q                  uint64
	choiceKey, sizeKey []uint64
	// work, when not nil, counts the choices and sizes computed (not
	// served from the keyed values): part of a search's work (budget.go).
	work *int64
}

// eligibility is a cached answer of chooser.eligibleAt.
type eligibility uint8

const (
	eligibilityUnknown eligibility = iota
	eligibilityYes
	eligibilityNo
)

// contexts per operator in choice: a parent of each template type, or
// none (opening a materialized operator).
const contexts = 5

func newChooser(tbl *memo.Table, supported func(memo.TemplateType) bool, materialized func(c, in *hop.Hop) bool) *chooser {
	n := len(tbl.DAG.Nodes)
	c := &chooser{tbl: tbl, supported: supported, materialized: materialized, base: make([]int, n)}
	total := 0
	for id := 0; id < n; id++ {
		c.base[id] = total
		if g := tbl.Group(id); g != nil {
			total += len(g.Entries)
		}
	}
	c.size, c.sizeEp = make([]int32, total), make([]uint32, total)
	c.choice, c.choiceEp = make([]int32, n*contexts), make([]uint32, n*contexts)
	c.eligible = make([]eligibility, total*contexts)
	c.epoch = 1
	return c
}

// nextEpoch invalidates every value computed so far.
func (c *chooser) nextEpoch() {
	c.epoch++
	if c.epoch == 0 { // wrapped around: forget everything
		clear(c.sizeEp)
		clear(c.choiceEp)
		c.epoch = 1
	}
}

// resetKeyed prepares the chooser for assignment q of one partition's
// points, where materialized depends only on q and deps says which points
// each operator's choices depend on (a member's choices follow its fusion
// references down, so they depend on the points below it only). Values
// computed for an earlier assignment that agrees with q on those points
// are kept: consecutive plans of MPSkipEnum mostly differ in a few
// points, and recomputing every choice for every plan was most of the
// time of costing one.
func (c *chooser) resetKeyed(materialized func(c, in *hop.Hop) bool, q uint64, deps []uint64) {
	c.materialized = materialized
	c.q = q
	if len(deps) == 0 {
		deps = nil // nothing to key by: every assignment starts afresh
	}
	if deps == nil || c.deps == nil || &c.deps[0] != &deps[0] {
		c.deps = deps
		c.nextEpoch()
	}
	if c.choiceKey == nil {
		c.choiceKey, c.sizeKey = make([]uint64, len(c.choice)), make([]uint64, len(c.size))
	}
}

// valid reports whether a value computed in epoch ep under key key holds
// for operator id now.
func (c *chooser) valid(ep uint32, key uint64, id int) bool {
	return ep == c.epoch && (c.deps == nil || key == c.q&c.deps[id])
}

// allTemplates is the supported function used for nil.
func allTemplates(memo.TemplateType) bool { return true }

// usable reports whether e takes part in plan selection at all.
func usable(e *memo.Entry, supported func(memo.TemplateType) bool) bool {
	return e.Type != memo.TemplateMAgg && supported(e.Type)
}

// open returns the chosen valid entry of h for a materialized operator
// rooted at h, or nil.
func (c *chooser) open(h *hop.Hop) *memo.Entry { return c.best(h, contexts-1) }

// child returns the entry input k of h uses inside an operator where h
// has entry e, or nil if the input is read materialized.
func (c *chooser) child(h *hop.Hop, e *memo.Entry, k int) *memo.Entry {
	if !e.IsRef(k) {
		return nil
	}
	return c.best(h.Inputs[k], int(e.Type))
}

// best returns the chosen entry of h in context ctx: a parent of template
// type ctx (among open entries that type can absorb), or contexts-1 for a
// materialized operator (among valid entries).
func (c *chooser) best(h *hop.Hop, ctx int) *memo.Entry {
	k := c.bestPos(h, ctx)
	if k < 0 {
		return nil
	}
	return c.tbl.Group(h.ID).Entries[k]
}

// bestPos is best as a position in h's group, or -1.
func (c *chooser) bestPos(h *hop.Hop, ctx int) int {
	g := c.tbl.Group(h.ID)
	if g == nil {
		return -1
	}
	slot := h.ID*contexts + ctx
	if c.valid(c.choiceEp[slot], c.keyAt(c.choiceKey, slot), h.ID) {
		return int(c.choice[slot])
	}
	if c.work != nil {
		*c.work++
	}
	best, bestSize := -1, int32(0)
	for k, e := range g.Entries {
		if !c.eligibleAt(h, k, e, ctx) {
			continue
		}
		size := c.fusedSize(h, k)
		if size < 0 {
			continue
		}
		if best < 0 || size > bestSize || (size == bestSize && e.Type < g.Entries[best].Type) {
			best, bestSize = k, size
		}
	}
	c.choice[slot], c.choiceEp[slot] = int32(best), c.epoch
	if c.deps != nil {
		c.choiceKey[slot] = c.q & c.deps[h.ID]
	}
	return best
}

// keyAt returns keys[i], or 0 when values are not keyed.
func (c *chooser) keyAt(keys []uint64, i int) uint64 {
	if c.deps == nil {
		return 0
	}
	return keys[i]
}

// eligibleAt reports whether entry k (e) of h's group may be chosen in
// context ctx, whatever the assignment: a usable entry, valid for a
// materialized operator, or open and absorbed by a parent of type ctx.
func (c *chooser) eligibleAt(h *hop.Hop, k int, e *memo.Entry, ctx int) bool {
	i := (c.base[h.ID]+k)*contexts + ctx
	switch c.eligible[i] {
	case eligibilityYes:
		return true
	case eligibilityNo:
		return false
	}
	ok := usable(e, c.supported)
	if ok && ctx == contexts-1 {
		ok = e.Status.Valid()
	} else if ok {
		ok = e.Status.Open() && memo.Absorbs(memo.TemplateType(ctx), e.Type, h)
	}
	c.eligible[i] = eligibilityNo
	if ok {
		c.eligible[i] = eligibilityYes
	}
	return ok
}

// fusedSize counts the operators a plan with entry k of h's group covers
// when every reference follows its chosen entry, or returns -1 if the
// entry is invalid.
func (c *chooser) fusedSize(h *hop.Hop, k int) int32 {
	idx := c.base[h.ID] + k
	if c.valid(c.sizeEp[idx], c.keyAt(c.sizeKey, idx), h.ID) {
		return c.size[idx]
	}
	if c.work != nil {
		*c.work++
	}
	e := c.tbl.Group(h.ID).Entries[k]
	n := int32(1)
	for j, in := range h.Inputs {
		if !e.IsRef(j) {
			continue
		}
		if c.materialized != nil && c.materialized(h, in) {
			n = -1
			break
		}
		ck := c.bestPos(in, int(e.Type))
		if ck < 0 {
			n = -1
			break
		}
		// Through fusedSize, not c.size directly: with keyed values the
		// size may have been recomputed for another assignment since
		// the choice was made.
		n += c.fusedSize(in, ck)
	}
	c.size[idx], c.sizeEp[idx] = n, c.epoch
	if c.deps != nil {
		c.sizeKey[idx] = c.q & c.deps[h.ID]
	}
	return n
}
