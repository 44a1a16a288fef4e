package main

import (
	"context"
	"math"
	"runtime"
	"sync/atomic"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

func TestInputArraysAreTheInputsBytes(t *testing.T) {
	dense := matrix.RandDense(7, 5, 0, 1, 1)
	sparse := matrix.RandSparse(9, 11, 0.3, 0, 1, 2)
	for _, tc := range []struct {
		name   string
		m      mat.Matrix
		arrays int
	}{
		{"dense", dense, 1},
		{"csr", sparse, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			arrays := inputArrays(tc.m)
			if len(arrays) != tc.arrays {
				t.Fatalf("%d arrays, want %d", len(arrays), tc.arrays)
			}
			total := int64(0)
			for _, a := range arrays {
				total += int64(len(a))
			}
			// The probe reads what the roofline's accounting counts.
			if want := sizeOf(tc.m); total != want {
				t.Errorf("%d bytes, want %d (sizeOf)", total, want)
			}
		})
	}
}

func TestPairedRatio(t *testing.T) {
	tests := []struct {
		name              string
		runs, passes      []float64
		readBytes, probed int64
		want              float64
	}{
		{"each run over its pass", []float64{2, 9, 3}, []float64{1, 3, 2}, 10, 10, 2},
		{"scaled to the bytes counted", []float64{4}, []float64{1}, 20, 10, 2},
		{"only complete pairs", []float64{4, 100}, []float64{2}, 1, 1, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := pairedRatio(tc.runs, tc.passes, tc.readBytes, tc.probed); got != tc.want {
				t.Errorf("pairedRatio = %g, want %g", got, tc.want)
			}
		})
	}
	if got := pairedRatio(nil, nil, 1, 1); !math.IsNaN(got) {
		t.Errorf("no pairs: %g, want NaN", got)
	}
}

func TestPairedCPURatio(t *testing.T) {
	tests := []struct {
		name              string
		runs, passes      []float64
		readBytes, probed int64
		want              float64
	}{
		{"each run's CPU over its pass's", []float64{4, 18, 6}, []float64{2, 6, 4}, 10, 10, 2},
		{"scaled to the bytes counted", []float64{4}, []float64{1}, 20, 10, 2},
		{"pairs without CPU time left out", []float64{4, 5, 3}, []float64{2, 0, 1}, 1, 1, 2.5},
		{"only complete pairs", []float64{4, 100}, []float64{2}, 1, 1, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := pairedCPURatio(tc.runs, tc.passes, tc.readBytes, tc.probed); got != tc.want {
				t.Errorf("pairedCPURatio = %g, want %g", got, tc.want)
			}
		})
	}
	for _, passes := range [][]float64{nil, {0, 0}} {
		if got := pairedCPURatio([]float64{1, 1}, passes, 1, 1); !math.IsNaN(got) {
			t.Errorf("passes %v: %g, want NaN", passes, got)
		}
	}
	if got := medianRatio([]float64{3, 0, 8}, []float64{2, 1, 4}); got != 1.75 {
		t.Errorf("medianRatio = %g, want 1.75 (the pair without CPU time left out)", got)
	}
}

// TestProbeCPUCountsTheReadingThreads checks that a pass's CPU time is
// its threads' and only theirs: a goroutine spinning beside it in the
// same process must not add to it.
func TestProbeCPUCountsTheReadingThreads(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("thread CPU time is read on Linux only")
	}
	c, err := newCProbe(context.Background())
	if err != nil {
		t.Skipf("no C probe: %v", err)
	}
	defer c.close()
	a := make([]byte, 64<<20)
	for i := range a {
		a[i] = byte(i)
	}
	arrays := [][]byte{a}
	var stop atomic.Bool
	spun := make(chan float64)
	go func() { // the process's other work during the passes: it spins
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		start := threadCPU()
		for !stop.Load() {
		}
		spun <- threadCPU() - start
	}()
	start := processCPU()
	cpu := 0.0
	for range 20 {
		_, c := c.readParts(arrays, 2, 16, probeStep)
		cpu += c
	}
	stop.Store(true)
	spinner := <-spun
	process := processCPU() - start
	if !(cpu > 0) {
		t.Fatalf("%g CPU seconds for 20 passes", cpu)
	}
	// The process spent the passes' CPU time and the spinner's (and a
	// little of the runtime's); the passes' must leave the spinner's out.
	if cpu > process-spinner/2 {
		t.Errorf("passes %.4fs CPU, process %.4fs, spinner %.4fs: the passes count the spinner's time", cpu, process, spinner)
	}
}

// TestReadPartsReadsEveryByteOnce checks the C probe's cutting: every
// chunk, step and tail of arrays of awkward lengths is read exactly once.
// Each array holds a one at every offset that is a multiple of 8, so a
// 64-bit word read adds 1 and so does a tail byte at such an offset.
func TestReadPartsReadsEveryByteOnce(t *testing.T) {
	c, err := newCProbe(context.Background())
	if err != nil {
		t.Skipf("no C probe: %v", err)
	}
	defer c.close()
	lens := []int{1, 63, 64, 65, 1000, 4097, 1 << 20, 1<<20 + 13}
	var arrays [][]byte
	want := int64(0)
	for _, n := range lens {
		a := make([]byte, n)
		for i := 0; i < n; i += 8 {
			a[i] = 1
			want++
		}
		arrays = append(arrays, a)
	}
	for _, threads := range []int{1, 2, 3} {
		for _, chunks := range []int{1, 2, 7, 64} {
			for _, step := range []int{64, 1000, 1 << 10} {
				got, cpu := c.readParts(arrays, threads, chunks, step)
				if got != want {
					t.Errorf("threads %d chunks %d step %d: sum %d, want %d", threads, chunks, step, got, want)
				}
				if runtime.GOOS == "linux" && !(cpu > 0) {
					t.Errorf("threads %d chunks %d step %d: %g CPU seconds, want the threads' time", threads, chunks, step, cpu)
				}
			}
		}
	}
	if got, cpu := c.readParts(nil, 2, 4, 64); got != 0 || cpu != 0 {
		t.Errorf("no arrays: sum %d, %g CPU seconds", got, cpu)
	}
}

func TestRooflineUsesTheInputProbe(t *testing.T) {
	mc := machine{bw: []float64{1e9}, kernelBW: 5e9}
	var m measurement
	if got := m.roofBandwidth(mc, 0); got != 5e9 {
		t.Errorf("without an input probe: %g, want the machine's 5e9", got)
	}
	m.inputsBW = 2e9
	if got := m.roofBandwidth(mc, 0); got != 2e9 {
		t.Errorf("with an input probe: %g, want its 2e9, not another configuration's read", got)
	}
	if got := m.roofBandwidth(mc, 3e9); got != 3e9 {
		t.Errorf("a policy read faster: %g, want its 3e9", got)
	}
}

func TestParseCacheSize(t *testing.T) {
	for s, want := range map[string]int64{"32768K": 32 << 20, "1M": 1 << 20, "512": 512, "": 0, "x": 0, "-1K": 0} {
		if got := parseCacheSize(s); got != want {
			t.Errorf("parseCacheSize(%q) = %d, want %d", s, got, want)
		}
	}
	if b := evictBytes(); b < 1<<20 || b > 1<<30 {
		t.Errorf("evictBytes = %d, outside [1 MiB, 1 GiB]", b)
	}
}

// Inputs that fit in the caches are evicted before each pass, so the
// roofline reads them at the memory rate; larger ones are not.
func TestProbeEvictsOnlyInputsThatFitInCache(t *testing.T) {
	calls := 0
	buf := func() []byte { calls++; return make([]byte, 8) }
	small := map[inputKey]mat.Matrix{{rows: 4, cols: 4, seed: 1}: matrix.RandDense(4, 4, 0, 1, 1)}
	p := newInputProbe(&cProbe{}, small, 1, buf)
	if p == nil || p.evict == nil || calls != 1 {
		t.Fatalf("small inputs: probe %v, eviction buffer asked %d times; want one", p, calls)
	}
	rows := int(evictBytes()/8/64) + 1
	large := map[inputKey]mat.Matrix{{rows: rows, cols: 64, seed: 2}: mat.NewDense(rows, 64, nil)}
	if p := newInputProbe(&cProbe{}, large, 1, buf); p == nil || p.evict != nil || calls != 1 {
		t.Errorf("inputs beyond the eviction size: evict %v after %d calls, want none", p != nil && p.evict != nil, calls)
	}
}

func TestReadsOuterCountsOccupiedLines(t *testing.T) {
	// Rows 0 and 2 and columns 1 and 3 of a 4 x 5 X hold cells.
	x, err := matrix.FromTriplets(4, 5, []int{0, 0, 2}, []int{1, 3, 3}, []float64{1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	p := point{Rows: 4, Cols: 5, Sparsity: 0.15, Rank: 10}
	made := map[inputKey]mat.Matrix{
		{rows: 4, cols: 5, sparsity: 0.15, seed: 1}: x,
		{rows: 4, cols: 10, sparsity: 1, seed: 2}:   matrix.RandDense(4, 10, 0, 1, 2),
		{rows: 5, cols: 10, sparsity: 1, seed: 3}:   matrix.RandDense(5, 10, 0, 1, 3),
	}
	if got, want := readsOuter(p, made), sizeOf(x)+8*10*(2+2); got != want {
		t.Errorf("readsOuter = %d, want %d", got, want)
	}
	dense := point{Rows: 4, Cols: 5, Sparsity: 1, Rank: 10}
	if got, want := readsOuter(dense, map[inputKey]mat.Matrix{}), costOuter(dense).readBytes; got != want {
		t.Errorf("dense X: readsOuter = %d, want costOuter's %d", got, want)
	}
}
