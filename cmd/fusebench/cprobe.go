package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/fusejit/fusejit/internal/jit"
)

// The C read-bandwidth probe is a check on the Go one: a STREAM-style sum
// of every double of the three arrays, compiled by clang -O3
// -march=native into a shared object loaded with purego as kernels are,
// and called on as many goroutines as the Go probe uses. Unlike the Go
// loop, which touches one double per cache line, it reads all of them
// with wide vector loads (two independent vector accumulators per array, so
// that neither the add latency nor Go's scalar code bounds it). When it
// reports more than the Go probe, the Go probe under-measures the
// machine.
const cProbeSource = `
typedef double v4 __attribute__((vector_size(32), aligned(8)));

void fjb_read3(const double *x, const double *y, const double *z, long n, double *out) {
	v4 x0 = {0}, x1 = {0}, y0 = {0}, y1 = {0}, z0 = {0}, z1 = {0};
	long i = 0;
	for (; i + 8 <= n; i += 8) {
		x0 += *(const v4 *)(x + i);
		x1 += *(const v4 *)(x + i + 4);
		y0 += *(const v4 *)(y + i);
		y1 += *(const v4 *)(y + i + 4);
		z0 += *(const v4 *)(z + i);
		z1 += *(const v4 *)(z + i + 4);
	}
	double s = 0;
	for (; i < n; i++) s += x[i] + y[i] + z[i];
	v4 t = x0 + x1 + y0 + y1 + z0 + z1;
	*out = s + t[0] + t[1] + t[2] + t[3];
}

/* fjb_read3_chunks is fjb_read3 over chunks of the arrays that the calling
   threads take in turn from *next, as the skeletons hand row ranges to
   their workers: a thread the machine slows down reads fewer chunks
   instead of holding up the pass. */
void fjb_read3_chunks(const double *x, const double *y, const double *z, long n, long chunk, long *next, double *out) {
	double s = 0;
	for (;;) {
		long lo = __atomic_fetch_add(next, chunk, __ATOMIC_RELAXED);
		if (lo >= n) break;
		long len = n - lo < chunk ? n - lo : chunk;
		double part;
		fjb_read3(x + lo, y + lo, z + lo, len, &part);
		s += part;
	}
	*out = s;
}

/* fjb_sum_bytes adds up the 64-bit words of n bytes at p (any alignment),
   in whole 64-byte steps with two vector accumulators, and the bytes of
   the tail one by one. Integer adds: no value of the data slows them. */
typedef long long v4i __attribute__((vector_size(32), aligned(1)));

static long long fjb_sum_bytes(const char *p, long n) {
	v4i a = {0}, b = {0};
	long i = 0;
	for (; i + 64 <= n; i += 64) {
		a += *(const v4i *)(p + i);
		b += *(const v4i *)(p + i + 32);
	}
	long long s = 0;
	for (; i < n; i++) s += p[i];
	v4i t = a + b;
	return s + t[0] + t[1] + t[2] + t[3];
}

#define FJB_MAX_ARRAYS 32

/* fjb_read_chunk reads chunk c of nchunks of k arrays (base[a], len[a]
   bytes): the same fraction of every array, as a row range is of every
   input, in whole 64-byte lines from the arrays' starts. The arrays are
   read side by side, about step bytes of the longest at a time and the
   same fraction of the others, as a kernel reads the same rows of all its
   inputs. */
void fjb_read_chunk(const char *const *base, const long *len, long k, long c, long nchunks, long step, long long *out) {
	long lo[FJB_MAX_ARRAYS], part[FJB_MAX_ARRAYS], longest = 0;
	for (long a = 0; a < k; a++) {
		lo[a] = len[a] * c / nchunks & -64L;
		part[a] = (c + 1 == nchunks ? len[a] : len[a] * (c + 1) / nchunks & -64L) - lo[a];
		if (part[a] > longest) longest = part[a];
	}
	long long s = 0;
	long steps = (longest + step - 1) / step;
	for (long st = 0; st < steps; st++)
		for (long a = 0; a < k; a++) {
			long from = part[a] * st / steps & -64L, to = st + 1 == steps ? part[a] : part[a] * (st + 1) / steps & -64L;
			s += fjb_sum_bytes(base[a] + lo[a] + from, to - from);
		}
	*out += s;
}
`

// cProbe is the loaded C probe.
type cProbe struct {
	lib                   *jit.Library
	fn, chunksFn, partsFn uintptr
}

// newCProbe compiles and loads the C probe with the clang the engine
// would use.
func newCProbe(ctx context.Context) (*cProbe, error) {
	comp, err := jit.NewCompiler("")
	if err != nil {
		return nil, fmt.Errorf("bandwidth probe in C: %w", err)
	}
	clang := comp.Path()
	_ = comp.Close()
	dir, err := os.MkdirTemp("", "fusebench-cprobe-")
	if err != nil {
		return nil, fmt.Errorf("bandwidth probe in C: %w", err)
	}
	defer os.RemoveAll(dir)
	src, so := filepath.Join(dir, "probe.c"), filepath.Join(dir, "probe.so")
	if err := os.WriteFile(src, []byte(cProbeSource), 0o600); err != nil {
		return nil, fmt.Errorf("bandwidth probe in C: %w", err)
	}
	cmd := exec.CommandContext(ctx, clang, "-O3", "-march=native", "-fPIC", "-shared", "-o", so, src)
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("bandwidth probe in C: clang: %w: %s", err, out)
	}
	lib, err := jit.Open(so, []string{"fjb_read3", "fjb_read3_chunks", "fjb_read_chunk"})
	if err != nil {
		return nil, fmt.Errorf("bandwidth probe in C: %w", err)
	}
	return &cProbe{lib: lib, fn: lib.Symbol("fjb_read3"), chunksFn: lib.Symbol("fjb_read3_chunks"),
		partsFn: lib.Symbol("fjb_read_chunk")}, nil
}

func (c *cProbe) close() {
	if c != nil && c.lib != nil {
		_ = c.lib.Close()
	}
}

// read3 sums every double of the arrays, split into threads contiguous
// ranges, one native call per goroutine.
func (c *cProbe) read3(arrays [][]float64, threads int) float64 {
	n := len(arrays[0])
	sums := make([]float64, threads)
	var wg sync.WaitGroup
	for t := range threads {
		wg.Go(func() {
			lo, hi := n*t/threads, n*(t+1)/threads
			if hi <= lo {
				return
			}
			_ = jit.Call(c.fn, uintptr(unsafe.Pointer(&arrays[0][lo])), uintptr(unsafe.Pointer(&arrays[1][lo])),
				uintptr(unsafe.Pointer(&arrays[2][lo])), uintptr(hi-lo), uintptr(unsafe.Pointer(&sums[t])))
		})
	}
	wg.Wait()
	runtime.KeepAlive(arrays)
	s := 0.0
	for _, v := range sums {
		s += v
	}
	return s
}

// probeChunks is the number of chunks read3Chunks cuts the arrays into:
// about as many as the skeletons' tasks over a large input.
const probeChunks = 64

// read3Chunks sums every double of the arrays like read3, but the threads
// take chunks of the arrays from a shared counter (fjb_read3_chunks), as
// the skeletons' workers take row ranges. With a fixed half per thread, a
// thread slowed by the hypervisor or by the Go runtime holds up the whole
// pass while the other core idles, so the probe reports less than a
// kernel reading the same bytes achieves.
func (c *cProbe) read3Chunks(arrays [][]float64, threads int) float64 {
	n := len(arrays[0])
	chunk := max((n+probeChunks-1)/probeChunks, 8)
	sums := make([]float64, threads)
	next := new(int64)
	var wg sync.WaitGroup
	for t := range threads {
		wg.Go(func() {
			_ = jit.Call(c.chunksFn, uintptr(unsafe.Pointer(&arrays[0][0])), uintptr(unsafe.Pointer(&arrays[1][0])),
				uintptr(unsafe.Pointer(&arrays[2][0])), uintptr(n), uintptr(chunk), uintptr(unsafe.Pointer(next)),
				uintptr(unsafe.Pointer(&sums[t])))
		})
	}
	wg.Wait()
	runtime.KeepAlive(arrays)
	runtime.KeepAlive(next)
	s := 0.0
	for _, v := range sums {
		s += v
	}
	return s
}

// maxProbeArrays is FJB_MAX_ARRAYS of the C source.
const maxProbeArrays = 32

// readParts reads every byte of arrays once (fjb_read_chunk) on threads
// goroutines that take the chunks in turn, one native call per chunk,
// as the skeletons' workers call a kernel per row range. One long native
// call per thread instead read 2-3x slower on the shared machine
// (2026-11-24, load 13-15: 5-7 against 13-26 GB/s for the same loop).
// It returns the sum of the 64-bit words read (so that no read can be
// left out) and the CPU seconds the reading threads spent (threadCPU; 0
// where it cannot be read).
func (c *cProbe) readParts(arrays [][]byte, threads, chunks, step int) (sum int64, cpu float64) {
	k := min(len(arrays), maxProbeArrays)
	if k == 0 {
		return 0, 0
	}
	bases := make([]uintptr, k)
	lens := make([]int64, k)
	for a := range k {
		if len(arrays[a]) > 0 {
			bases[a], lens[a] = uintptr(unsafe.Pointer(&arrays[a][0])), int64(len(arrays[a]))
		}
	}
	threads = max(min(threads, chunks), 1)
	sums := make([]int64, threads)
	cpus := make([]float64, threads)
	var next atomic.Int64
	work := func(t int) {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		start := threadCPU()
		defer func() { cpus[t] = threadCPU() - start }()
		for {
			ch := next.Add(1) - 1
			if ch >= int64(chunks) {
				return
			}
			_ = jit.Call(c.partsFn, uintptr(unsafe.Pointer(&bases[0])), uintptr(unsafe.Pointer(&lens[0])),
				uintptr(k), uintptr(ch), uintptr(chunks), uintptr(step), uintptr(unsafe.Pointer(&sums[t])))
		}
	}
	// One thread reads on the caller's goroutine: for inputs of a few
	// kilobytes, starting goroutines would cost more than the reading.
	if threads == 1 {
		work(0)
	} else {
		var wg sync.WaitGroup
		for t := range threads {
			wg.Go(func() { work(t) })
		}
		wg.Wait()
	}
	runtime.KeepAlive(arrays)
	runtime.KeepAlive(bases)
	runtime.KeepAlive(lens)
	for t := range threads {
		sum += sums[t]
		cpu += cpus[t]
	}
	return sum, cpu
}
