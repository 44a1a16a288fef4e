package selection

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unsafe"
)

// lockThreadAt locks the calling goroutine to its OS thread and gives the
// thread nice value nice (when above 0; see calWorkers).
func lockThreadAt(nice int) {
	runtime.LockOSThread()
	if nice > 0 {
		_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), min(nice, 19))
	}
}

// clockThreadCPUTime is Linux's CLOCK_THREAD_CPUTIME_ID.
const clockThreadCPUTime = 3

// threadCPU is the calling thread's CPU time, 0 when it cannot be read.
// (getrusage's RUSAGE_THREAD is tick-sampled: it gave 0 for a 1 ms pass.)
func threadCPU() time.Duration {
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}

// loadPerCore is the 1-minute load average over the cores, -1 when it
// cannot be read.
func loadPerCore() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return -1
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return -1
	}
	l, err := strconv.ParseFloat(f[0], 64)
	if err != nil {
		return -1
	}
	return l / float64(runtime.NumCPU())
}
