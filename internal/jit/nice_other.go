//go:build !linux

package jit

// LowerThreadPriority does nothing outside Linux (see nice_linux.go).
func LowerThreadPriority(int) {}

// matchThreadNice does nothing outside Linux (see nice_linux.go).
func matchThreadNice(int) {}
