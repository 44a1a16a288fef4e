package selection

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"sync"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/parallel"
)

// Machine holds the peak rates the cost model normalizes by (Boehm et al., PVLDB 2018,
// section 4.2): bytes read and written per second and floating-point
// operations per second, all cores together.
type Machine struct {
	ReadBandwidth  float64 // bytes/s
	WriteBandwidth float64 // bytes/s
	PeakFLOPS      float64 // FLOP/s
}

func (m Machine) String() string {
	return fmt.Sprintf("read %.1f GB/s, write %.1f GB/s, compute %.1f GFLOP/s",
		m.ReadBandwidth/1e9, m.WriteBandwidth/1e9, m.PeakFLOPS/1e9)
}

// Valid reports whether every rate is positive and finite.
func (m Machine) Valid() bool {
	ok := func(v float64) bool { return v > 0 && !math.IsInf(v, 0) && !math.IsNaN(v) }
	return ok(m.ReadBandwidth) && ok(m.WriteBandwidth) && ok(m.PeakFLOPS)
}

// fallbackMachine is used when a measurement is implausible (for example
// a timer of too coarse resolution).
var fallbackMachine = Machine{ReadBandwidth: 10e9, WriteBandwidth: 8e9, PeakFLOPS: 20e9}

// calibration is measured once per process; the cached result is the only
// package-level state besides the shared plan cache, and sync.Once makes
// it safe under concurrent optimizations.
var calibration struct {
	once sync.Once
	m    Machine
}

// Calibrated returns the peak rates of the machine the process runs on,
// measured on the first call (a short streaming read and write over a
// buffer larger than the caches on all cores, and a multiply-add loop over
// registers on one core, times the cores; well under 100 ms) and cached
// afterwards.
func Calibrated() Machine {
	calibration.once.Do(func() { calibration.m = measureMachine() })
	return calibration.m
}

const (
	calBufBytes = 64 << 20 // larger than the last-level cache
	calFlopIter = 1 << 19  // multiply-add rounds per worker
	calRepeats  = 3
)

func measureMachine() Machine {
	workers := max(runtime.GOMAXPROCS(0), 1)
	buf := make([]float64, calBufBytes/8)
	chunks := splitChunks(len(buf), workers)
	// First touch faults the pages in; it is not timed.
	onAll(workers, func(w int) { fill(buf[chunks[w]:chunks[w+1]], 1) })
	var sink float64
	m := Machine{}
	// The best of a few short repetitions: a peak rate is what an
	// undisturbed run reaches.
	for rep := 0; rep < calRepeats; rep++ {
		d := timed(func() { onAll(workers, func(w int) { fill(buf[chunks[w]:chunks[w+1]], float64(rep)) }) })
		m.WriteBandwidth = math.Max(m.WriteBandwidth, calBufBytes/d.Seconds())
		sums := make([]float64, workers)
		d = timed(func() { onAll(workers, func(w int) { sums[w] = stream(buf[chunks[w]:chunks[w+1]]) }) })
		m.ReadBandwidth = math.Max(m.ReadBandwidth, calBufBytes/d.Seconds())
		// Compute scales with the cores: one core's rate times the cores
		// does not depend on whether another process held a core during
		// the measurement (which made the all-core rate flip between one
		// and two cores' worth on a shared 2-core machine).
		var one float64
		d = timed(func() { one = multiplyAdd(calFlopIter, 1+float64(rep)*1e-9) })
		m.PeakFLOPS = math.Max(m.PeakFLOPS, float64(workers)*calFlopIter*flopsPerRound/d.Seconds())
		sink += one
		for w := range sums {
			sink += sums[w]
		}
	}
	if !m.Valid() || math.IsNaN(sink) {
		return fallbackMachine
	}
	return m
}

func splitChunks(n, parts int) []int {
	b := make([]int, parts+1)
	for i := range b {
		b[i] = n * i / parts
	}
	return b
}

// onAll runs f(w) for every w in [0, workers) on up to workers goroutines
// (one chunk of the buffer each, so that all cores stream together).
func onAll(workers int, f func(w int)) {
	// f cannot fail; a panic would be a bug in the calibration loops.
	if err := parallel.For(context.Background(), workers, workers, func(_, w int) error {
		f(w)
		return nil
	}); err != nil {
		panic(err)
	}
}

func timed(f func()) time.Duration {
	start := time.Now()
	f()
	return max(time.Since(start), time.Microsecond)
}

func fill(b []float64, v float64) {
	for i := range b {
		b[i] = v
	}
}

// stream sums b as Base's sums do (hop.LaneSum: eight independent lane
// accumulators), so that the loop is bound by memory bandwidth, not by the
// latency of one add chain, and the probe measures the loop it prices.
func stream(b []float64) float64 { return hop.LaneSum(b) }

// flopsPerRound is the number of floating-point operations of one round
// of multiplyAdd: eight independent multiply-adds.
const flopsPerRound = 16

// multiplyAdd runs n rounds of eight independent multiply-add chains held
// in registers and returns their sum (so the loop is not eliminated).
func multiplyAdd(n int, a float64) float64 {
	x0, x1, x2, x3 := 1.0, 1.1, 1.2, 1.3
	x4, x5, x6, x7 := 1.4, 1.5, 1.6, 1.7
	const c = 1e-9
	for i := 0; i < n; i++ {
		x0 = x0*a + c
		x1 = x1*a + c
		x2 = x2*a + c
		x3 = x3*a + c
		x4 = x4*a + c
		x5 = x5*a + c
		x6 = x6*a + c
		x7 = x7*a + c
	}
	return x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7
}
