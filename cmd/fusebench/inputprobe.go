package main

import (
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// The roofline of a configuration is its inputs read once at the rate at
// which this run could read those very inputs. The machine probes
// (machine.go) read arrays of their own, at times of their own; on a
// shared machine the rate moves by a third from minute to minute, and a
// roofline from another minute, or from other pages (huge or not, placed
// elsewhere), moves every ratio with it. So each configuration is probed
// on its own input arrays (Go heap memory, as the kernels read it), with
// the C read loop (fjb_read_parts: every byte, wide loads, the arrays side
// by side in chunks taken in turn by as many threads as the policies use),
// one pass right before each measured run of every policy. The roofline
// is the best of these passes: the fastest the machine read the inputs
// while the configuration was measured. Each run is also divided by the
// pass next to it (pairedRatio), which cancels most of what a neighbour's
// load does to both.
//
// Inputs that fit in the caches would be read at the cache's rate, a
// bound no plan that must bring them from memory can reach (at 20,000^2,
// sparsity 10^-4, rank 100, Outer's 32 MB of U and V read warm at about
// 70 GB/s). So when the inputs are smaller than evictBytes, every pass
// first reads an eviction buffer of that size (untimed): the timed read
// then comes from memory, and the roofline counts every input at the
// memory rate. A run right after a pass may still find its inputs in the
// cache (the pass left them there), and so beat the roofline.

// inputProbe reads one configuration's input arrays.
type inputProbe struct {
	c       *cProbe
	arrays  [][]byte
	bytes   int64
	threads int
	chunks  int
	times   []float64 // seconds of every pass, in order
	// cpu are the CPU seconds of every pass (its reading threads' CPU
	// time, threadCPU), in order; 0 where they cannot be read.
	cpu []float64
	// evict is read before each pass when the inputs are smaller than it
	// (evictBytes); nil otherwise.
	evict []byte
}

// probeStep is fjb_read_parts' step: 1 KiB of each array at a time keeps
// every array's stream going (the hardware prefetchers follow each), like
// a kernel's row of every input.
const probeStep = 1 << 10

// newInputProbe returns a probe of the dense and CSR matrices among
// inputs, or nil when there is no C probe or no array to read. evict
// (from evictionBuffer) is read before each pass when the inputs are
// smaller than it.
func newInputProbe(c *cProbe, inputs map[inputKey]mat.Matrix, threads int, evict func() []byte) *inputProbe {
	if c == nil {
		return nil
	}
	keys := make([]inputKey, 0, len(inputs))
	for k := range inputs {
		keys = append(keys, k)
	}
	// The order of reading does not matter for the rate, but a fixed one
	// keeps runs comparable.
	slices.SortFunc(keys, func(a, b inputKey) int { return int(a.seed) - int(b.seed) })
	p := &inputProbe{c: c, threads: threads}
	if p.threads <= 0 {
		p.threads = runtime.NumCPU()
	}
	add := func(b []byte) {
		if len(b) > 0 {
			p.arrays = append(p.arrays, b)
			p.bytes += int64(len(b))
		}
	}
	for _, k := range keys {
		for _, b := range inputArrays(inputs[k]) {
			add(b)
		}
	}
	if len(p.arrays) == 0 || len(p.arrays) > maxProbeArrays {
		return nil
	}
	// As many chunks as the skeletons cut such rows into: one per 2^16
	// cells of the largest input, at most 64.
	largest := int64(0)
	for _, a := range p.arrays {
		largest = max(largest, int64(len(a)))
	}
	p.chunks = int(min(max(largest/(8<<16), 1), 64))
	if evict != nil && p.bytes < evictBytes() {
		p.evict = evict()
	}
	return p
}

// evictBytes is the size of the eviction buffer: twice the largest cache
// (/sys/devices/system/cpu/cpu0/cache), so that reading it leaves none of
// the inputs there; 64 MiB when the size is unknown.
func evictBytes() int64 {
	largest := int64(0)
	dirs, _ := filepath.Glob("/sys/devices/system/cpu/cpu0/cache/index*/size")
	for _, d := range dirs {
		if b, err := os.ReadFile(d); err == nil {
			largest = max(largest, parseCacheSize(strings.TrimSpace(string(b))))
		}
	}
	if largest <= 0 {
		return 64 << 20
	}
	return min(2*largest, 1<<30)
}

// parseCacheSize reads sysfs's cache sizes ("32768K", "1M", "512"), 0 if
// it cannot.
func parseCacheSize(s string) int64 {
	unit := int64(1)
	switch {
	case strings.HasSuffix(s, "K"):
		unit, s = 1<<10, strings.TrimSuffix(s, "K")
	case strings.HasSuffix(s, "M"):
		unit, s = 1<<20, strings.TrimSuffix(s, "M")
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		return 0
	}
	return n * unit
}

// evictionBuffer returns evictBytes of memory that every page of is
// backed (written once: a never-written page reads as one shared zero
// page, which the cache holds), allocated on the first call.
func evictionBuffer() func() []byte {
	var buf []byte
	return func() []byte {
		if buf == nil {
			buf = make([]byte, evictBytes())
			for i := range buf {
				buf[i] = byte(i)
			}
		}
		return buf
	}
}

// inputArrays returns the arrays a kernel reads of m: a dense matrix's
// cells, a CSR matrix's values, column indexes and row pointers.
func inputArrays(m mat.Matrix) [][]byte {
	switch x := m.(type) {
	case *mat.Dense:
		raw := x.RawMatrix()
		if raw.Rows == 0 || raw.Cols == 0 {
			return nil
		}
		n := (raw.Rows-1)*raw.Stride + raw.Cols
		return [][]byte{f64Bytes(raw.Data[:n])}
	case *matrix.CSR:
		out := [][]byte{f64Bytes(x.Values())}
		if ci := x.ColIdx(); len(ci) > 0 {
			out = append(out, unsafe.Slice((*byte)(unsafe.Pointer(&ci[0])), 4*len(ci)))
		}
		if rp := x.RowPtr(); len(rp) > 0 {
			out = append(out, unsafe.Slice((*byte)(unsafe.Pointer(&rp[0])), 8*len(rp)))
		}
		return out
	}
	return nil
}

// f64Bytes is the memory of s as bytes.
func f64Bytes(s []float64) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), 8*len(s))
}

// pass reads every input byte once and returns the seconds it took and
// the CPU seconds its threads spent.
func (p *inputProbe) pass() (wall, cpu float64) {
	if p.evict != nil {
		_, _ = p.c.readParts([][]byte{p.evict}, p.threads, 64, probeStep)
	}
	start := time.Now()
	_, cpu = p.c.readParts(p.arrays, p.threads, p.chunks, probeStep)
	wall = time.Since(start).Seconds()
	p.times = append(p.times, wall)
	p.cpu = append(p.cpu, cpu)
	return wall, cpu
}

// bestCores is the CPU time over the wall time of the fastest pass: how
// many cores it had (up to threads), 0 before any or without CPU times.
func (p *inputProbe) bestCores() float64 {
	if p == nil || len(p.times) == 0 {
		return 0
	}
	i := slices.Index(p.times, slices.Min(p.times))
	return p.cpu[i] / p.times[i]
}

// best is the fastest pass's rate in bytes per second, 0 before any.
func (p *inputProbe) best() float64 {
	if p == nil || len(p.times) == 0 {
		return 0
	}
	return float64(p.bytes) / slices.Min(p.times)
}

// pairedRatio is the median over the measured runs of run time divided
// by the time of the probe pass right before it, scaled from the bytes
// the probe read to readBytes: the run's time in rooflines, with the
// machine's state of that moment in both. NaN without pairs.
func pairedRatio(runs, passes []float64, readBytes, probeBytes int64) float64 {
	n := min(len(runs), len(passes))
	if n == 0 || probeBytes <= 0 || readBytes <= 0 {
		return math.NaN()
	}
	r := make([]float64, n)
	for i := range n {
		r[i] = runs[i] / (passes[i] * float64(readBytes) / float64(probeBytes))
	}
	slices.Sort(r)
	return median(r)
}

// pairedCPURatio is pairedRatio on CPU time: the median over the measured
// runs of the run's CPU seconds (every thread of the process) over the
// CPU seconds of the probe pass right before it, scaled from the bytes
// the probe read to readBytes. NaN without pairs or CPU times.
//
// On this 2-core virtual machine one thread reads about 25 GB/s and two
// about twice that when both cores are free (2026-11-24): reading is
// bound by each core's outstanding misses, not by the memory. So a pass's
// wall rate is mostly the share of the cores it got during its few
// milliseconds, which the load of other processes decides, and the
// fastest of 14-20 passes is the luckiest one, which a 20 ms run, less
// likely to keep both cores throughout, cannot match. The rate per CPU
// second moves far less (interquartile range 24-27 GB/s over 160 passes
// at load 25 whose wall rates ranged 2-56 GB/s), so this ratio compares a
// kernel's work with a read loop's whatever share of the machine either
// got, across patterns and runs.
func pairedCPURatio(runsCPU, passesCPU []float64, readBytes, probeBytes int64) float64 {
	n := min(len(runsCPU), len(passesCPU))
	if n == 0 || probeBytes <= 0 || readBytes <= 0 {
		return math.NaN()
	}
	r := make([]float64, 0, n)
	for i := range n {
		if passesCPU[i] > 0 && runsCPU[i] > 0 {
			r = append(r, runsCPU[i]/(passesCPU[i]*float64(readBytes)/float64(probeBytes)))
		}
	}
	if len(r) == 0 {
		return math.NaN()
	}
	slices.Sort(r)
	return median(r)
}
