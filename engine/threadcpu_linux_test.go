package engine

import (
	"syscall"
	"time"
)

// threadCPU is the CPU time of the calling thread: on a loaded machine
// it times the optimizer far more steadily than the wall clock.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
