//go:build !linux

package jit

// LowerThreadPriority does nothing outside Linux (see nice_linux.go).
func LowerThreadPriority(int) {}

// setGroupNice does nothing outside Linux (see nice_linux.go).
func setGroupNice(int, int) {}

// threadNice is 0 outside Linux (see nice_linux.go).
func threadNice() int { return 0 }
