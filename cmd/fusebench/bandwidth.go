package main

import (
	"runtime"
	"sync"
	"time"
)

// measureBandwidth returns the machine's read bandwidth in bytes per second:
// the best of several passes of a plain Go loop that streams three arrays of
// size bytes each (like the inputs of sum(X*Y*Z)) on all cores. The loop
// loads one double per 64-byte cache line, so it is bound by memory, not by
// Go's scalar arithmetic; the hardware still transfers every line.
func measureBandwidth(size int64, passes int) float64 {
	const lineDoubles = 8
	n := int(size / 8)
	arrays := make([][]float64, 3)
	for i := range arrays {
		arrays[i] = make([]float64, n)
		for j := range arrays[i] {
			arrays[i][j] = float64(j & 7)
		}
	}
	threads := runtime.NumCPU()
	best := 0.0
	sink := 0.0
	for p := 0; p < passes; p++ {
		start := time.Now()
		sums := make([]float64, threads)
		var wg sync.WaitGroup
		for t := 0; t < threads; t++ {
			wg.Add(1)
			go func(t int) {
				defer wg.Done()
				lo, hi := n*t/threads, n*(t+1)/threads
				x, y, z := arrays[0][lo:hi], arrays[1][lo:hi], arrays[2][lo:hi]
				var s0, s1, s2 float64
				for i := 0; i < len(x); i += lineDoubles {
					s0 += x[i]
					s1 += y[i]
					s2 += z[i]
				}
				sums[t] = s0 + s1 + s2
			}(t)
		}
		wg.Wait()
		el := time.Since(start).Seconds()
		for _, s := range sums {
			sink += s
		}
		if bw := float64(3*size) / el; bw > best {
			best = bw
		}
	}
	if sink < 0 { // keep the loads from being optimized away
		println(sink)
	}
	return best
}
