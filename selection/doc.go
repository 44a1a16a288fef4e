// Package selection chooses which partial fusion plans of the memo table
// become fused operators. This version implements the fuse-all heuristic
// (FA); the cost-based MPSkipEnum optimizer of seed 000, section 4, and the
// fuse-no-redundancy heuristic build on the same Plan representation.
package selection
