//go:build !linux

package engine

import "time"

// threadCPU is not measured here: OptimizeOnly reports no CPU time.
func threadCPU() time.Duration { return 0 }
