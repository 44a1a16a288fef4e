package jit

import (
	"runtime"
	"syscall"
)

// LowerThreadPriority gives the calling goroutine's OS thread nice value n
// (1-19), so that the compiler processes it starts (fork and exec run on the calling
// thread, and Linux children inherit the thread's nice value) yield to the
// process's other threads. The goroutine stays locked to the thread and
// must exit without unlocking: the runtime then ends the thread instead of
// running other goroutines on it at the lower priority.
func LowerThreadPriority(n int) {
	if n <= 0 {
		return
	}
	runtime.LockOSThread()
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, syscall.Gettid(), min(n, 19))
}

// matchThreadNice gives the process group pid the calling thread's nice
// value when that is lowered: a spare clang, started at normal priority,
// that a background compile uses.
func matchThreadNice(pid int) {
	// The raw getpriority system call returns 20 - nice.
	prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
	if n := 20 - prio; err == nil && n > 0 {
		_ = syscall.Setpriority(syscall.PRIO_PGRP, pid, n)
	}
}
