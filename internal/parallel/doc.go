// Package parallel runs loops over row ranges on several goroutines so that
// results do not depend on the number of goroutines or on scheduling.
//
// The contract that makes parallel aggregates deterministic has two halves.
// [Split] and [SplitWeighted] decide task boundaries from the shape of the
// work alone (rows, cells, stored cells), never from the thread count; and a
// caller that combines partial results keeps one partial per task (or per
// contiguous group of tasks, see [Group]) and merges them in task order.
// Which goroutine runs a task then changes nothing but timing.
//
// [For] is the one parallel loop of the project: the unfused operators in
// internal/base, the skeletons driving generated kernels, the matrix
// generators and the machine calibration all go through it.
package parallel
