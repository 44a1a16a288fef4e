//go:build unix

package main

import (
	"syscall"
	"unsafe"
)

// offHeap returns n float64s mapped outside the Go heap, and a function
// that unmaps them. The bandwidth probe keeps its arrays for the whole run;
// on the Go heap they would raise the collector's heap goal and so change
// how often Base reuses memory for its intermediates instead of touching
// fresh pages, which is slow on a virtual machine. It falls back to the
// Go heap if the mapping fails.
func offHeap(n int) (s []float64, release func()) {
	b, err := syscall.Mmap(-1, 0, n*8, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil || n == 0 {
		return make([]float64, n), func() {}
	}
	return unsafe.Slice((*float64)(unsafe.Pointer(&b[0])), n), func() { syscall.Munmap(b) }
}
