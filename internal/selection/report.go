package selection

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// Report describes what the cost-based optimizer did.
type Report struct {
	// Machine holds the peak rates costs were normalized by.
	Machine    Machine
	Partitions []PartitionReport
	MultiAggs  []MAggReport
	MMOps      []MMOpReport
	// LoneProducts are the matrix products left unfused because a fused
	// operator would have covered nothing else (unfuseLoneProducts).
	LoneProducts []int
	// Time is the total optimization time.
	Time time.Duration
}

// PartitionReport describes the optimization of one plan partition.
type PartitionReport struct {
	Operators int   // members
	Roots     []int // HOP ids of the roots (always materialized)
	Inputs    []int // HOP ids of the inputs read from outside
	MatPoints []int // HOP ids of the materialization points
	// Points are the interesting points in search order, "c<-i kind":
	// consumer id, input id, and whether the point is a consumer of a
	// materialization point or a template switch.
	Points []string
	// CutSets is the number of cut sets structural pruning probed.
	CutSets int
	// Evaluated counts the plans costed (each distinct plan once);
	// SkippedCost the plans skipped by cost-based pruning; and
	// SkippedStructural the plans of cut-set subspaces neither costed nor
	// skipped inside their sub-problems. Zero for a cached result.
	Evaluated, SkippedCost, SkippedStructural int64
	// Work is the search's effort in the units its budgets count
	// (budget.go): the same for the same problem, whatever the load.
	Work int64
	// Assignment is the chosen plan: true materializes the point.
	Assignment []bool
	// Cost is the chosen plan's cost in seconds; LowerBound the static
	// lower bound; FuseAllCost and FuseNoRedundancyCost the costs of the
	// all-false and all-true assignments.
	Cost, LowerBound, FuseAllCost, FuseNoRedundancyCost float64
	// Cached reports a plan taken from the plan cache; Approximate a
	// search of a large problem stopped early (Reason says why).
	Cached, Approximate bool
	Reason              string
	Time                time.Duration
}

// MAggReport describes the decision on one MAgg candidate: which
// aggregates (HOP ids) were merged into one operator, with the cost of
// the chosen operators against keeping them separate.
type MAggReport struct {
	Candidate          []int
	Merged             []int // empty: kept separate
	Cost, SeparateCost float64
}

// PlansEvaluated is the number of plans costed over all partitions.
func (r *Report) PlansEvaluated() int64 {
	var n int64
	for _, p := range r.Partitions {
		n += p.Evaluated
	}
	return n
}

// SearchSpace returns 2^|M'|, the number of plans of the partition.
func (p *PartitionReport) SearchSpace() float64 {
	return float64(uint64(1) << len(p.Points))
}

func newPartitionReport(p *partition, cuts int) PartitionReport {
	pr := PartitionReport{Operators: len(p.nodes), CutSets: cuts}
	for _, h := range p.roots {
		pr.Roots = append(pr.Roots, h.ID)
	}
	for _, h := range p.inputs {
		pr.Inputs = append(pr.Inputs, h.ID)
	}
	for _, h := range p.matPoints {
		pr.MatPoints = append(pr.MatPoints, h.ID)
	}
	for _, pt := range p.points {
		pr.Points = append(pr.Points, pt.String()+" "+pt.kind.String())
	}
	return pr
}

// fill copies an optimization result into the report.
func (pr *PartitionReport) fill(c cachedPlan, n int) {
	pr.Assignment = make([]bool, n)
	for i := range pr.Assignment {
		pr.Assignment[i] = c.assignment&(1<<i) != 0
	}
	pr.Cost, pr.LowerBound = c.cost, c.lowerBound
	pr.FuseAllCost, pr.FuseNoRedundancyCost = c.fuseAll, c.fuseNoRedundancy
	pr.Approximate, pr.Reason = c.approximate, c.reason
	pr.Evaluated, pr.SkippedCost, pr.SkippedStructural = c.evaluated, c.skippedCost, c.skippedStructural
	pr.Work = c.work
}

func seconds(s float64) string {
	if math.IsInf(s, 1) { // infeasible, e.g. over the memory budget
		return "inf"
	}
	return time.Duration(s * 1e9).String()
}

// String prints the report: per partition |M'|, the plans evaluated and
// skipped by each pruning, and the chosen assignment with its cost.
func (r *Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "  machine: %s\n", r.Machine)
	for i, p := range r.Partitions {
		fmt.Fprintf(&b, "  partition %d: %d operators, roots %v, inputs %v, materialization points %v\n",
			i+1, p.Operators, p.Roots, p.Inputs, p.MatPoints)
		if p.Cached {
			fmt.Fprintf(&b, "    |M'| = %d, %g plans: from the plan cache\n", len(p.Points), p.SearchSpace())
		} else {
			fmt.Fprintf(&b, "    |M'| = %d, %g plans: evaluated %d, skipped by cost %d, skipped by structure %d (%d cut sets)\n",
				len(p.Points), p.SearchSpace(), p.Evaluated, p.SkippedCost, p.SkippedStructural, p.CutSets)
		}
		if len(p.Points) > 0 {
			var pts []string
			for k, pt := range p.Points {
				mark := "fuse"
				if p.Assignment[k] {
					mark = "materialize"
				}
				pts = append(pts, pt+": "+mark)
			}
			fmt.Fprintf(&b, "    points: %s\n", strings.Join(pts, ", "))
		}
		fmt.Fprintf(&b, "    chosen cost %s (fuse-all %s, fuse-no-redundancy %s, lower bound %s)",
			seconds(p.Cost), seconds(p.FuseAllCost), seconds(p.FuseNoRedundancyCost), seconds(p.LowerBound))
		if p.Approximate {
			fmt.Fprintf(&b, ", approximate: %s", p.Reason)
		}
		b.WriteByte('\n')
	}
	for _, m := range r.MultiAggs {
		if len(m.Merged) > 0 {
			fmt.Fprintf(&b, "  magg %v: merged %v, cost %s (separate %s)\n", m.Candidate, m.Merged, seconds(m.Cost), seconds(m.SeparateCost))
		} else {
			fmt.Fprintf(&b, "  magg %v: kept separate, cost %s\n", m.Candidate, seconds(m.SeparateCost))
		}
	}
	for _, o := range r.MMOps {
		choice := "fused " + o.Template
		if o.Unfused {
			choice = o.Operator
		}
		fmt.Fprintf(&b, "  product %d: %s chosen, %s cost %s against fused %s %s\n", o.At, choice, o.Operator, seconds(o.Cost), o.Template, seconds(o.FusedCost))
	}
	if len(r.LoneProducts) > 0 {
		fmt.Fprintf(&b, "  products %v: unfused, a fused operator would cover nothing else\n", r.LoneProducts)
	}
	fmt.Fprintf(&b, "  plans evaluated: %d, optimization time %s\n", r.PlansEvaluated(), r.Time)
	return b.String()
}
