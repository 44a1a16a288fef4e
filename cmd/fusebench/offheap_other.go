//go:build !unix

package main

// offHeap returns n float64s; without mmap they live on the Go heap.
func offHeap(n int) (s []float64, release func()) {
	return make([]float64, n), func() {}
}
