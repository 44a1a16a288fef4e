// Package cplan builds code-generation plans (CPlans) for selected fused
// operators: a small DAG of basic operations over numbered inputs, with the
// template variant, the main (driving) input, the structural-zero rules
// that keep fused results equal to unfused ones, and a stable hash that
// lets equal plans share one compiled kernel.
package cplan
