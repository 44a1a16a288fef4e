package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/base"
	"github.com/fusejit/fusejit/matrix"
)

// machine is what the run measured about the machine it ran on.
type machine struct {
	cpu   string
	cores int
	blas  string
	bw    []float64 // bytes per second, one sample per bandwidth probe: the better of goBW and cBW
	goBW  []float64 // the Go probe's samples
	cBW   []float64 // the C probe's samples (the better schedule); none when it could not be built
	// cSplitBW are the C probe's samples with a fixed half per thread
	// alone, the probe before chunks taken in turn were added.
	cSplitBW []float64
	cErr     error    // why there is no C probe
	gflops   float64  // dgemm through Base (BLAS), the compute roof
	load     []string // 1-minute load averages at the start and the end
	// kernelBW is the fastest read rate of a configuration whose inputs
	// exceed the caches (fastestRead), kernelName which one.
	kernelBW   float64
	kernelName string
}

// bandwidth is the machine's read bandwidth, which the roofline uses only
// for configurations without a probe of their own inputs (inputprobe.go):
// the best probe of
// the run, so that a noisy neighbour during some probes does not inflate
// the fraction of roofline reached, and the better of the Go and C probes
// in each sample, so that a probe loop slower than the memory does not
// either.
func (m machine) bandwidth() float64 {
	if len(m.bw) == 0 {
		return 0
	}
	return slices.Max(m.bw)
}

// roofBandwidth is the bandwidth of the roofline without an input probe:
// the best machine probe, or the
// fastest read of a configuration when that is higher, so that no
// configuration reads faster than its roofline allows.
func (m machine) roofBandwidth() float64 {
	return max(m.bandwidth(), m.kernelBW)
}

func (m machine) String() string {
	bw := fmt.Sprintf("%.1f GB/s", m.bandwidth()/1e9)
	if len(m.bw) > 1 {
		bw += fmt.Sprintf(" (best of %d probes during the run, lowest %.1f)", len(m.bw), slices.Min(m.bw)/1e9)
	}
	if len(m.goBW) > 0 {
		bw += fmt.Sprintf("; Go probe %.1f GB/s", slices.Max(m.goBW)/1e9)
	}
	switch {
	case len(m.cBW) > 0:
		bw += fmt.Sprintf(", C probe %.1f GB/s (fixed halves %.1f)", slices.Max(m.cBW)/1e9, slices.Max(m.cSplitBW)/1e9)
	case m.cErr != nil:
		bw += fmt.Sprintf(", no C probe (%v)", m.cErr)
	}
	if m.kernelBW > 0 {
		bw += fmt.Sprintf("; fastest read %.1f GB/s (%s)", m.kernelBW/1e9, m.kernelName)
		if m.kernelBW > m.bandwidth() {
			bw += ", above the probes: the roofline uses it"
		}
	}
	s := fmt.Sprintf("%s, %d cores, %s/%s, %s; read bandwidth %s; dgemm %.0f GFLOP/s (%s)",
		m.cpu, m.cores, runtime.GOOS, runtime.GOARCH, runtime.Version(), bw, m.gflops, m.blas)
	if len(m.load) > 0 {
		s += "; load average " + strings.Join(m.load, " -> ")
	}
	return s
}

// loadAverage returns the 1-minute load average of /proc/loadavg, or "".
// A load above the number of cores means other processes competed for
// them during the run.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// cpuModel returns the processor's name from /proc/cpuinfo, or the
// architecture where that is not available.
func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return runtime.GOARCH
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return runtime.GOARCH
}

// bwProbe measures the machine's read bandwidth with a plain Go loop that
// streams three arrays (like the inputs of sum(X*Y*Z)), on as many
// goroutines as cores and on twice as many. The loop loads one double per
// 64-byte cache line, so it is bound by memory, not by Go's scalar
// arithmetic; the hardware still transfers every line. The arrays are
// allocated once, outside the Go heap (offHeap), and probed several times
// during the run.
type bwProbe struct {
	arrays  [][]float64
	sink    float64
	release []func()
	c       *cProbe // the C probe (cprobe.go); nil when cErr says why
	cErr    error
}

func newBWProbe(ctx context.Context, size int64) *bwProbe {
	n := int(size / 8)
	p := &bwProbe{arrays: make([][]float64, 3)}
	p.c, p.cErr = newCProbe(ctx)
	for i := range p.arrays {
		a, release := offHeap(n)
		for j := range a {
			a[j] = float64(j & 7)
		}
		p.arrays[i] = a
		p.release = append(p.release, release)
	}
	return p
}

// close releases the arrays.
func (p *bwProbe) close() {
	p.c.close()
	for _, r := range p.release {
		r()
	}
	p.arrays, p.release = nil, nil
}

// bwSample is one bandwidth probe, in bytes per second: the Go loop's
// and the C loop's with a fixed part per thread and with chunks taken in
// turn (0 without a C probe).
type bwSample struct{ goBW, cBW, cChunksBW float64 }

// measure returns the best of passes passes per thread count of each
// probe, the two alternating so that both see the same machine.
func (p *bwProbe) measure(ctx context.Context, passes int) (bwSample, error) {
	var best bwSample
	bytes := float64(3 * 8 * len(p.arrays[0]))
	for _, threads := range []int{runtime.NumCPU(), 2 * runtime.NumCPU()} {
		for range passes {
			if err := ctx.Err(); err != nil {
				return bwSample{}, err
			}
			start := time.Now()
			p.sink += streamLines(p.arrays, threads)
			best.goBW = max(best.goBW, bytes/time.Since(start).Seconds())
			if p.c != nil {
				start = time.Now()
				p.sink += p.c.read3(p.arrays, threads)
				best.cBW = max(best.cBW, bytes/time.Since(start).Seconds())
				start = time.Now()
				p.sink += p.c.read3Chunks(p.arrays, threads)
				best.cChunksBW = max(best.cChunksBW, bytes/time.Since(start).Seconds())
			}
		}
	}
	if p.sink < 0 { // keep the loads from being optimized away
		println(p.sink)
	}
	return best, nil
}

// add records a sample.
func (m *machine) add(s bwSample) {
	m.goBW = append(m.goBW, s.goBW)
	if s.cBW > 0 {
		m.cBW = append(m.cBW, max(s.cBW, s.cChunksBW))
		m.cSplitBW = append(m.cSplitBW, s.cBW)
	}
	m.bw = append(m.bw, max(s.goBW, s.cBW, s.cChunksBW))
}

// streamLines sums the first double of every cache line of the arrays,
// split into threads contiguous ranges.
func streamLines(arrays [][]float64, threads int) float64 {
	const lineDoubles = 8
	n := len(arrays[0])
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
	s := 0.0
	for _, v := range sums {
		s += v
	}
	return s
}

// measureGFLOPS returns the best rate of a 1000 x 1000 dense matrix
// product run by Base (OpenBLAS when installed, else gonum) in GFLOP/s:
// the compute roof that decides whether a configuration is compute-bound.
func measureGFLOPS(ctx context.Context, threads int) (float64, error) {
	const n = 1000
	a := engine.Dense(matrix.RandDense(n, n, 0, 1, 101))
	b := engine.Dense(matrix.RandDense(n, n, 0, 1, 102))
	eng, err := engine.New(engine.WithPolicy(engine.PolicyNone), engine.WithThreads(threads))
	if err != nil {
		return 0, err
	}
	defer eng.Close()
	prod := a.MatMul(b)
	best := 0.0
	for range 5 {
		start := time.Now()
		if _, err := eng.Eval(ctx, prod); err != nil {
			return 0, err
		}
		best = max(best, 2*n*n*n/time.Since(start).Seconds()/1e9)
	}
	return best, nil
}

// probeMachine measures the compute roof and a first bandwidth sample.
func probeMachine(ctx context.Context, c config, bw *bwProbe) (machine, error) {
	m := machine{cpu: cpuModel(), cores: runtime.NumCPU(), blas: base.BLASName()}
	if l := loadAverage(); l != "" {
		m.load = append(m.load, l)
	}
	m.cErr = bw.cErr
	b, err := bw.measure(ctx, 5)
	if err != nil {
		return m, err
	}
	m.add(b)
	m.gflops, err = measureGFLOPS(ctx, c.threads)
	return m, err
}
