package selection

import (
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// partition is one plan partition (Boehm et al., PVLDB 2018, section 4.1): a connected
// component of operators in terms of fusion references. Partitions are
// unreachable from each other via fusion and are optimized separately.
type partition struct {
	nodes []*hop.Hop // members in topological order
	id    int        // index among the DAG's partitions
	// owner and local are shared by the DAG's partitions: by HOP id, the
	// partition an operator belongs to (or -1) and its index in nodes.
	owner, local []int
	// roots are never referenced by a fusion plan of the partition and are
	// therefore always materialized: the entry points of costing.
	roots []*hop.Hop
	// inputs are operators outside the partition read by a member.
	inputs []*hop.Hop
	// matPoints are members, not roots, with several consumers (an output
	// counts as one).
	matPoints []*hop.Hop
	// external marks (by local index) members that must be materialized
	// for a consumer outside the partition or because they are an output.
	external []bool
	// alwaysRead marks members some member reads materialized in every
	// plan (no entry of that consumer references them); alwaysMat adds the
	// roots and the external members.
	alwaysRead, alwaysMat []bool
	// refs holds the fusion references between members: consumer id ->
	// referenced input ids.
	refs map[int]map[int]bool
	// types holds the templates of each member's usable entries.
	types map[int]uint8
	// points are the interesting points, in search-space order.
	points []point
	// adj and stack serve reach (see refAdjacency).
	adj   [][]int32
	stack []int32
}

func (p *partition) has(h *hop.Hop) bool {
	return p.owner[h.ID] == p.id
}

// isRef reports whether some usable entry of consumer c references in.
func (p *partition) isRef(c, in *hop.Hop) bool { return p.refs[c.ID][in.ID] }

// findPartitions splits the usable entries of the memo table into plan
// partitions. Operators without usable entries belong to none.
func findPartitions(tbl *memo.Table, supported func(memo.TemplateType) bool) []*partition {
	dag := tbl.DAG
	n := len(dag.Nodes)
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	types := map[int]uint8{}
	for _, h := range dag.Nodes {
		if g := tbl.Group(h.ID); g != nil {
			for _, e := range g.Entries {
				if usable(e, supported) {
					types[h.ID] |= 1 << e.Type
				}
			}
		}
	}
	refs := map[int]map[int]bool{}
	for _, h := range dag.Nodes {
		if types[h.ID] == 0 {
			continue
		}
		for _, e := range tbl.Group(h.ID).Entries {
			if !usable(e, supported) {
				continue
			}
			for k, in := range h.Inputs {
				if !e.IsRef(k) || types[in.ID] == 0 {
					continue
				}
				if refs[h.ID] == nil {
					refs[h.ID] = map[int]bool{}
				}
				refs[h.ID][in.ID] = true
				parent[find(h.ID)] = find(in.ID)
			}
		}
	}
	byRoot := map[int]*partition{}
	var parts []*partition
	owner, local := make([]int, n), make([]int, n)
	for i := range owner {
		owner[i] = -1
	}
	for _, h := range dag.Nodes {
		if types[h.ID] == 0 {
			continue
		}
		r := find(h.ID)
		p := byRoot[r]
		if p == nil {
			p = &partition{id: len(parts), owner: owner, local: local, refs: map[int]map[int]bool{}, types: map[int]uint8{}}
			byRoot[r] = p
			parts = append(parts, p)
		}
		owner[h.ID] = p.id
		p.local[h.ID] = len(p.nodes)
		p.nodes = append(p.nodes, h)
		p.types[h.ID] = types[h.ID]
		if refs[h.ID] != nil {
			p.refs[h.ID] = refs[h.ID]
		}
	}
	for _, p := range parts {
		p.analyze(dag)
	}
	return parts
}

// analyze derives roots, inputs, materialization points and the
// materialization flags of a partition's members.
func (p *partition) analyze(dag *hop.DAG) {
	referenced := map[int]bool{}
	for _, ins := range p.refs {
		for id := range ins {
			referenced[id] = true
		}
	}
	p.external = make([]bool, len(p.nodes))
	p.alwaysRead = make([]bool, len(p.nodes))
	p.alwaysMat = make([]bool, len(p.nodes))
	seenInput := map[int]bool{}
	for i, h := range p.nodes {
		for _, in := range h.Inputs {
			if !p.has(in) && !seenInput[in.ID] {
				seenInput[in.ID] = true
				p.inputs = append(p.inputs, in)
			}
		}
		cons := distinctConsumers(dag, h)
		for _, c := range cons {
			switch {
			case !p.has(c):
				p.external[i] = true
			case !p.isRef(c, h):
				p.alwaysRead[i] = true
			}
		}
		distinct := len(cons)
		if dag.IsRoot(h) {
			p.external[i] = true
			distinct++
		}
		root := !referenced[h.ID]
		if root {
			p.roots = append(p.roots, h)
		}
		p.alwaysMat[i] = root || p.external[i] || p.alwaysRead[i]
		if !root && distinct >= 2 {
			p.matPoints = append(p.matPoints, h)
		}
	}
}

// distinctConsumers returns the consumers of h, each once.
func distinctConsumers(dag *hop.DAG, h *hop.Hop) []*hop.Hop {
	var out []*hop.Hop
	for _, c := range dag.Consumers[h.ID] {
		if !containsHop(out, c) {
			out = append(out, c)
		}
	}
	return out
}
