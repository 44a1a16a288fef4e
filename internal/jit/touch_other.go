//go:build !linux

package jit

// touchPages does nothing outside Linux (see touch_linux.go): there is no
// /proc/self/maps to find the module's pages by.
func touchPages(string) {}
