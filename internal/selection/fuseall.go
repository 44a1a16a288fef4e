package selection

import (
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// FuseAll selects the fuse-all plan (FA): every operator that can root a
// fused operator does, with the entry that fuses the most operators, and
// fusion continues through shared intermediates (computing them
// redundantly where they are also materialized for another consumer).
// It is the cost-based search space's plan with no interesting point
// materialized.
//
// supported limits the templates that may be selected (nil: all).
func FuseAll(tbl *memo.Table, supported func(memo.TemplateType) bool) *Plan {
	return heuristic(tbl, supported, nil)
}

// FuseNoRedundancy selects the fuse-no-redundancy plan (FNR): like
// FuseAll, but an intermediate with several consumers (or that is an
// output) is always materialized and read, never computed inside a
// consumer's operator.
func FuseNoRedundancy(tbl *memo.Table, supported func(memo.TemplateType) bool) *Plan {
	dag := tbl.DAG
	return heuristic(tbl, supported, func(_, in *hop.Hop) bool { return shared(dag, in) })
}

func heuristic(tbl *memo.Table, supported func(memo.TemplateType) bool, materialized func(c, in *hop.Hop) bool) *Plan {
	if supported == nil {
		supported = allTemplates
	}
	p := build(tbl, newChooser(tbl, supported, materialized))
	if supported(memo.TemplateMAgg) {
		MergeMultiAggs(tbl, p)
	}
	return p
}

// shared reports whether h has several distinct consumers or is an output.
func shared(dag *hop.DAG, h *hop.Hop) bool {
	if dag.IsRoot(h) {
		return true
	}
	cons := dag.Consumers[h.ID]
	for _, c := range cons {
		if c != cons[0] {
			return true
		}
	}
	return false
}

// Unfused returns the plan that runs every operator on its own.
func Unfused(dag *hop.DAG) *Plan {
	p := &Plan{Fused: map[int]*FusedOp{}}
	done := map[int]bool{}
	var visit func(h *hop.Hop)
	visit = func(h *hop.Hop) {
		if done[h.ID] {
			return
		}
		done[h.ID] = true
		for _, in := range h.Inputs {
			visit(in)
		}
		p.Order = append(p.Order, h)
	}
	for _, r := range dag.Roots {
		visit(r)
	}
	return p
}
