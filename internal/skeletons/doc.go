// Package skeletons drives compiled kernels: it binds inputs to the kernel
// calling convention, splits rows into tasks balanced by work (stored cells
// for sparse inputs), runs them on its own worker pool (native calls do not
// hold a Go P, so GOMAXPROCS does not bound them), and merges per-task and
// per-worker partial aggregates in a fixed order. Kernels are called once
// per row range, never per cell or per row.
package skeletons
