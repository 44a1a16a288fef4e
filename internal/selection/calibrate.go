package selection

import (
	"fmt"
	"math"
	"runtime"
	"sync"

	"github.com/fusejit/fusejit/internal/hop"
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

// Peak returns the larger of each of m's and o's rates: both are lower
// bounds of the machine's peak (a run that is disturbed only measures
// less), so their maximum is the tighter bound.
func (m Machine) Peak(o Machine) Machine {
	return Machine{ReadBandwidth: math.Max(m.ReadBandwidth, o.ReadBandwidth),
		WriteBandwidth: math.Max(m.WriteBandwidth, o.WriteBandwidth),
		PeakFLOPS:      math.Max(m.PeakFLOPS, o.PeakFLOPS)}
}

// fallbackMachine is used when a measurement is implausible (for example
// a timer of too coarse resolution).
var fallbackMachine = Machine{ReadBandwidth: 10e9, WriteBandwidth: 8e9, PeakFLOPS: 20e9}

// calibration is the process's measurement: taken by the first call of
// Calibrated, or adopted from the first background measurement that
// finished (Adopt), whichever comes first. The mutex makes it safe under
// concurrent optimizations; it is the only package-level state besides
// the shared plan cache.
var calibration struct {
	mu    sync.Mutex
	known bool
	m     Measurement
	// measuring is set while a MeasureQuietly runs: one at a time.
	measuring bool
}

// Calibrated returns the peak rates of the machine the process runs on,
// measured on the first call (a short streaming write and read over a
// buffer larger than the caches on all cores, and a multiply-add loop over
// registers on one core, times the cores; 30-60 ms on a quiet 2-core
// machine, half of it faulting the buffer in) unless a background
// measurement was adopted before, and the same value afterwards.
func Calibrated() Machine { return CalibratedMeasurement().Machine }

// CalibratedMeasurement is Calibrated with how far to trust the rates.
func CalibratedMeasurement() Measurement {
	calibration.mu.Lock()
	defer calibration.mu.Unlock()
	if !calibration.known {
		calibration.m, _ = measure(calSettings{})
		calibration.known = true
	}
	return calibration.m
}

// Adopt makes m the process's calibration unless one was taken before,
// and returns the one in effect.
func Adopt(m Measurement) Measurement {
	calibration.mu.Lock()
	defer calibration.mu.Unlock()
	if !calibration.known {
		calibration.m, calibration.known = m, true
	}
	return calibration.m
}

// Quality says how far a measurement can be trusted: how undisturbed its
// passes ran, and how busy the machine was.
type Quality struct {
	// Share is, of the passes whose rates were kept, the least share of
	// a pass's wall time that each of its workers spent running (thread
	// CPU time over wall time): near 1 the workers had the cores to
	// themselves; lower, other work held the cores and the rates are
	// lower than the machine's. 0 where thread CPU time is not known.
	Share float64 `json:"share"`
	// Load is the 1-minute load average per core when the measurement
	// began, -1 where it is not known.
	Load float64 `json:"load"`
}

// trustedShare is the least Share of a trusted measurement. The CPU time
// of a thread preempted for a tenth of a pass falls below it; scheduling
// noise (timer ticks, a page fault's kernel time counts as the thread's)
// does not.
const trustedShare = 0.9

// Trusted reports whether the rates were measured undisturbed.
func (q Quality) Trusted() bool { return q.Share >= trustedShare }

// Better reports whether q is more trustworthy than o: a higher share,
// or the same on a quieter machine.
func (q Quality) Better(o Quality) bool {
	if q.Share != o.Share {
		return q.Share > o.Share
	}
	return q.Load >= 0 && (o.Load < 0 || q.Load < o.Load)
}

// A Measurement is a calibration with its quality.
type Measurement struct {
	Machine
	Quality
}

func (m Measurement) String() string {
	return fmt.Sprintf("%s (share %.2f, load %.2f per core)", m.Machine, m.Share, m.Load)
}

const (
	calBufBytes = 64 << 20 // larger than the last-level cache
	calFlopIter = 1 << 19  // multiply-add rounds per worker
	calRepeats  = 3
	// calSlice is how many bytes a worker streams between two looks at
	// whether to stop (calSettings.stop): about 30-100 us.
	calSlice = 1 << 20
)

// calSettings are the knobs of one measurement: the foreground one of
// Calibrated uses the zero value.
type calSettings struct {
	// nice lowers the workers' OS threads' priority (Linux nice value).
	nice int
	// stop, when not nil, is asked between slices of a pass; a pass it
	// stopped is not counted.
	stop func() bool
	// passes bounds the passes tried, a first touch that was stopped
	// included (default calRepeats; the first touch is always tried); the
	// measurement ends after calRepeats counted ones.
	passes int
	// pause runs before the first touch and before each pass after the
	// first, and may wait (for an idle moment); false ends the
	// measurement.
	pause func() bool
}

// measure measures the machine's rates as the best of up to calRepeats
// passes (a peak rate is what an undisturbed run reaches), each of which
// writes the buffer, reads it and runs the multiply-add loop. It reports
// false when no pass was counted (the result is then fallbackMachine).
func measure(s calSettings) (Measurement, bool) {
	load := loadPerCore()
	workers := max(runtime.GOMAXPROCS(0), 1)
	pool := startCalWorkers(workers, s.nice)
	defer pool.close()
	buf := make([]float64, calBufBytes/8)
	chunks := splitChunks(len(buf), workers)
	part := func(w int) []float64 { return buf[chunks[w]:chunks[w+1]] }
	passes := s.passes
	if passes <= 0 {
		passes = calRepeats
	}
	// First touch faults the pages in; it is not timed. One that was
	// stopped is run again (the pages it faulted in stay).
	tried := 0
	for touched := false; !touched; tried++ {
		if tried >= passes || s.pause != nil && !s.pause() {
			return Measurement{Machine: fallbackMachine, Quality: Quality{Load: load}}, false
		}
		_, _, touched = pool.run(s.stop, func(w int, stop func() bool) bool { return fillSliced(part(w), 1, stop) })
	}
	var best Machine
	var shares [3]float64 // of the passes that set each best rate
	var sink float64
	counted := 0
	for p := 0; tried < passes+1 && counted < calRepeats; p, tried = p+1, tried+1 {
		if p > 0 && s.pause != nil && !s.pause() {
			break
		}
		v := float64(p + 2)
		write, wshare, ok1 := pool.run(s.stop, func(w int, stop func() bool) bool { return fillSliced(part(w), v, stop) })
		sums := make([]float64, workers)
		read, rshare, ok2 := pool.run(s.stop, func(w int, stop func() bool) bool {
			var ok bool
			sums[w], ok = streamSliced(part(w), stop)
			return ok
		})
		// Compute scales with the cores: one core's rate times the cores
		// does not depend on whether another process held a core during
		// the measurement (which made the all-core rate flip between one
		// and two cores' worth on a shared 2-core machine).
		var one float64
		flop, fshare, ok3 := pool.runOne(s.stop, func() { one = multiplyAdd(calFlopIter, 1+v*1e-9) })
		if !(ok1 && ok2 && ok3) {
			continue
		}
		counted++
		sink += one
		for _, x := range sums {
			sink += x
		}
		if r := calBufBytes / write.Seconds(); r > best.WriteBandwidth {
			best.WriteBandwidth, shares[0] = r, wshare
		}
		if r := calBufBytes / read.Seconds(); r > best.ReadBandwidth {
			best.ReadBandwidth, shares[1] = r, rshare
		}
		if r := float64(workers) * calFlopIter * flopsPerRound / flop.Seconds(); r > best.PeakFLOPS {
			best.PeakFLOPS, shares[2] = r, fshare
		}
	}
	q := Quality{Share: min(shares[0], shares[1], shares[2]), Load: load}
	if counted == 0 || !best.Valid() || math.IsNaN(sink) {
		return Measurement{Machine: fallbackMachine, Quality: Quality{Load: load}}, false
	}
	return Measurement{Machine: best, Quality: q}, true
}

func splitChunks(n, parts int) []int {
	b := make([]int, parts+1)
	for i := range b {
		b[i] = n * i / parts
	}
	return b
}

// fillSliced sets b to v, calSlice bytes at a time, and reports false when
// stop ended it early.
func fillSliced(b []float64, v float64, stop func() bool) bool {
	for lo := 0; lo < len(b); lo += calSlice / 8 {
		if stop != nil && stop() {
			return false
		}
		fill(b[lo:min(lo+calSlice/8, len(b))], v)
	}
	return true
}

// streamSliced sums b (stream), calSlice bytes at a time, and reports
// false when stop ended it early.
func streamSliced(b []float64, stop func() bool) (float64, bool) {
	s := 0.0
	for lo := 0; lo < len(b); lo += calSlice / 8 {
		if stop != nil && stop() {
			return s, false
		}
		s += stream(b[lo:min(lo+calSlice/8, len(b))])
	}
	return s, true
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
