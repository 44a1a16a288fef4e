// Package selection chooses which partial fusion plans of the memo table
// become fused operators (Boehm et al., PVLDB 2018, section 4).
//
// CostBased is the cost-based optimizer: the memo table is split into plan
// partitions (connected components of fusion references, partition.go);
// each partition's interesting points (consumers of materialization
// points and template switches, points.go) span a search space of 2^|M'|
// plans, which MPSkipEnum (enumerate.go) searches with cost-based pruning
// (a static lower bound, tightened by the number of times every plan must
// read an input (reads.go), plus the costs of the materializations an
// assignment implies, bound.go; then the bound of a block of plans, which
// costs exactly the operators the block's fixed points decide,
// blockbound.go) and structural pruning (cut sets of the reachability
// graph, cutset.go). Plans are costed by DAG traversal with cost vectors
// per fused operator under the model of equation (3) (cost.go,
// plancost.go), normalized by peak rates measured once per process
// (calibrate.go). Large problems are approximated gracefully within
// budgets counted in work, so that plans do not depend on the machine's
// load (budget.go), repeated problems are answered from a plan cache
// (plancache.go), and a Report says what was evaluated and chosen
// (report.go).
//
// FuseAll and FuseNoRedundancy are the two heuristics it is compared
// against; all three build their Plan the same way (build.go) from the
// same entry choice (choose.go), so the plan CostBased builds for an
// assignment is exactly the plan it costed.
package selection
