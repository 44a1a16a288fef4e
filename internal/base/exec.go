package base

import "runtime"

// Exec runs unfused operations with a bounded number of threads.
//
// Every value it takes and returns is either a *mat.Dense whose storage is
// contiguous (Stride == Cols) or a *matrix.CSR. A 1 x 1 value is a scalar for
// broadcasting. Inputs are never modified; results never alias inputs.
type Exec struct {
	// Threads bounds the goroutines one operation uses; 0 means all cores.
	Threads int
	// MemoryLimit bounds the memory results and copies may take, in bytes
	// (0: no bound); see reserve.
	MemoryLimit int64
}

// threads returns the effective thread count.
func (e *Exec) threads() int {
	if e == nil || e.Threads <= 0 {
		return runtime.NumCPU()
	}
	return e.Threads
}
