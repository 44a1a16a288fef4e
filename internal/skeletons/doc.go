// Package skeletons drives compiled kernels: one driver ([Run]) for every
// template binds inputs to the kernel ABI (internal/cplan/abi.go), cuts
// rows into tasks by the shape of the work alone (internal/parallel:
// stored cells for sparse inputs), calls the kernel once per task (or per
// group of tasks when per-task partials would be too large) on up to the
// requested number of goroutines, and lets the variant's output strategy
// merge partial aggregates in task order. Results are therefore bitwise
// the same for every thread count and schedule. Native calls do not hold
// a Go P, so GOMAXPROCS does not bound them.
package skeletons
