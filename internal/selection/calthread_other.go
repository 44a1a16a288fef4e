//go:build !linux

package selection

import (
	"runtime"
	"time"
)

// lockThreadAt only locks the thread outside Linux (see calthread_linux.go).
func lockThreadAt(int) { runtime.LockOSThread() }

// threadCPU is not known outside Linux: every Quality.Share is 0.
func threadCPU() time.Duration { return 0 }

// loadPerCore is not known outside Linux.
func loadPerCore() float64 { return -1 }
