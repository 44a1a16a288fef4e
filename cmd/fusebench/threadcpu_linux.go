package main

import (
	"syscall"
	"unsafe"
)

// threadCPU is the CPU time of the calling OS thread in seconds, or 0
// where it cannot be read. The probe's workers lock their goroutine to a
// thread and read it around their calls: getrusage for the process would
// also count whatever else the process does meanwhile (a garbage
// collection the previous run left), and RUSAGE_THREAD counts in
// scheduler ticks, too coarse for a pass of a few milliseconds.
func threadCPU() float64 {
	const clockThreadCPUTimeID = 3
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0
	}
	return float64(ts.Nano()) / 1e9
}
