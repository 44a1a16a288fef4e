//go:build !linux

package main

// threadCPU is not measured off Linux: the probe's passes then have no
// CPU time and the CPU ratio is null.
func threadCPU() float64 { return 0 }
