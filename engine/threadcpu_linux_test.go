package engine

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPU is the CPU time of the calling thread: on a loaded machine
// it times the optimizer far more steadily than the wall clock.
// getrusage(RUSAGE_THREAD) counts in scheduler ticks (4 ms), too coarse
// for one DAG; the thread CPU clock is exact.
func threadCPU() time.Duration {
	const clockThreadCPUTimeID = 3
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
