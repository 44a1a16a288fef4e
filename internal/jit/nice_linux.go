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

// setGroupNice sets the nice value of process group pid. Lowering it again
// needs privileges (CAP_SYS_NICE or RLIMIT_NICE); without them the call
// fails and the group keeps its value.
func setGroupNice(pid, n int) {
	_ = syscall.Setpriority(syscall.PRIO_PGRP, pid, n)
}

// threadNice returns the calling thread's nice value.
func threadNice() int {
	// The raw getpriority system call returns 20 - nice.
	prio, err := syscall.Getpriority(syscall.PRIO_PROCESS, syscall.Gettid())
	if err != nil {
		return 0
	}
	return 20 - prio
}
