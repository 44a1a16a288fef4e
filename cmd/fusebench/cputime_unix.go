//go:build unix

package main

import "syscall"

// processCPU returns the CPU time (user and system) the process used so
// far, in seconds, or 0 where it cannot be read. On a machine shared with
// other work a run's wall time swings several-fold with the load, its CPU
// time much less: it is what a policy costs, not what it waited for.
// Compiles in clang processes are not included.
func processCPU() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}

// childrenCPU returns the CPU time (user and system) of the process's
// children that ended and were waited for (clang and ld runs), in seconds,
// or 0 where it cannot be read.
func childrenCPU() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
