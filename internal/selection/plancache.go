package selection

import (
	"container/list"
	"crypto/sha256"
	"encoding/binary"
	"math"
	"sync"
	"sync/atomic"

	"github.com/fusejit/fusejit/internal/hop"
)

// PlanCache reuses optimization results for repeated optimization problems
// (Boehm et al., PVLDB 2018, section 4.3): a loop that builds the same DAG in every
// iteration, with the same sizes, optimizes each partition once. Entries
// are keyed by a signature of everything the optimizer's result depends
// on (members, entries, sizes and sparsity, interesting points, machine
// rates and approximation settings) and evicted least recently used. It is
// safe for concurrent use.
type PlanCache struct {
	mu           sync.Mutex
	capacity     int
	byKey        map[[32]byte]*list.Element
	lru          *list.List // front: most recently used *cacheItem
	hits, misses atomic.Int64
}

type cacheItem struct {
	key  [32]byte
	plan cachedPlan
}

// cachedPlan is the result of optimizing one partition.
type cachedPlan struct {
	assignment                                uint64
	cost, lowerBound                          float64
	fuseAll, fuseNoRedundancy                 float64
	evaluated, skippedCost, skippedStructural int64
	work                                      int64
	approximate                               bool
	reason                                    string
	cuts                                      int   // cut sets of structural pruning, for the report
	order                                     []int // of the points after cutSets, as positions in cost order
}

// NewPlanCache returns a cache holding up to capacity partitions' plans
// (at least 1).
func NewPlanCache(capacity int) *PlanCache {
	return &PlanCache{capacity: max(capacity, 1), byKey: map[[32]byte]*list.Element{}, lru: list.New()}
}

// sharedPlanCache is used when Options.Cache is nil.
var sharedPlanCache = NewPlanCache(4096)

// Len returns the number of cached plans.
func (c *PlanCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lru.Len()
}

// Stats returns the numbers of lookups that found a plan and that did not.
func (c *PlanCache) Stats() (hits, misses int64) { return c.hits.Load(), c.misses.Load() }

func (c *PlanCache) get(key [32]byte) (cachedPlan, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.byKey[key]
	if !ok {
		c.misses.Add(1)
		return cachedPlan{}, false
	}
	c.hits.Add(1)
	c.lru.MoveToFront(el)
	return el.Value.(*cacheItem).plan, true
}

func (c *PlanCache) put(key [32]byte, p cachedPlan) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.byKey[key]; ok {
		el.Value.(*cacheItem).plan = p
		c.lru.MoveToFront(el)
		return
	}
	c.byKey[key] = c.lru.PushFront(&cacheItem{key: key, plan: p})
	for c.lru.Len() > c.capacity {
		old := c.lru.Back()
		c.lru.Remove(old)
		delete(c.byKey, old.Value.(*cacheItem).key)
	}
}

// signature hashes the optimization problem of partition p: two
// partitions with equal signatures have the same search space, the same
// costs for every plan and the same point order, so the same optimum.
// Data and the values of scalars do not enter, except the class of a
// scalar input's value that decides whether an operation keeps zeros.
func signature(p *partition, m *model, opts Options) [32]byte {
	var b []byte
	num := func(vs ...int64) {
		for _, v := range vs {
			b = binary.AppendVarint(b, v)
		}
	}
	flt := func(vs ...float64) {
		for _, v := range vs {
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
		}
	}
	flt(m.mach.ReadBandwidth, m.mach.WriteBandwidth, m.mach.PeakFLOPS, opts.Epsilon, opts.GainBudget)
	num(int64(m.maxSide), int64(opts.ApproxPoints), int64(opts.Budget), opts.MaxPlans, b2i(opts.NoMMOps),
		b2i(opts.NoCostPruning), b2i(opts.NoStructuralPruning), b2i(opts.NoBlockBound))
	shape := func(h *hop.Hop) {
		num(int64(h.Op), int64(h.Dir), int64(h.Rows), int64(h.Cols), h.NNZ, b2i(h.Sparse))
	}
	inputIdx := map[int]int{}
	num(int64(len(p.inputs)))
	for i, in := range p.inputs {
		inputIdx[in.ID] = i
		shape(in)
		num(ScalarClass(in))
	}
	num(int64(len(p.nodes)))
	for i, h := range p.nodes {
		shape(h)
		num(b2i(p.external[i]), b2i(p.alwaysRead[i]), b2i(p.alwaysMat[i]), b2i(m.overBudget(h)), int64(len(h.Inputs)))
		for _, in := range h.Inputs {
			if p.has(in) {
				num(int64(p.local[in.ID]))
			} else {
				num(-1 - int64(inputIdx[in.ID]))
			}
		}
		for _, e := range m.tbl.Group(h.ID).Entries {
			if !usable(e, m.supported) {
				continue
			}
			num(int64(e.Type), int64(e.Status))
			var refs int64
			for k := range e.Inputs {
				if e.IsRef(k) {
					refs |= 1 << k
				}
			}
			num(refs)
		}
		num(-1)
	}
	for _, r := range p.roots {
		num(int64(p.local[r.ID]))
	}
	num(-1)
	for _, pt := range p.points {
		num(int64(p.local[pt.consumer.ID]), int64(p.local[pt.input.ID]), int64(pt.kind))
	}
	return sha256.Sum256(b)
}

func b2i(v bool) int64 {
	if v {
		return 1
	}
	return 0
}

// ScalarClass classifies the value of a 1 x 1 input as the plan cache keys
// it: the structural-zero rules depend only on its sign, zero-ness and
// NaN-ness. It is 0 for a non-scalar, 1 for NaN or an unknown value, 2
// negative, 3 zero, 4 positive.
func ScalarClass(h *hop.Hop) int64 {
	if !h.IsScalar() {
		return 0
	}
	v, ok := h.ScalarValue()
	switch {
	case !ok || math.IsNaN(v):
		return 1
	case v < 0:
		return 2
	case v == 0:
		return 3
	}
	return 4
}
