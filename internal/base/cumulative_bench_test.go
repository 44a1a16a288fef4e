package base

import (
	"sync"
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/matrix"
)

// cumSeqDense is the plain sequential scan the parallel cumsum is
// measured against: one pass, row by row, into out.
func cumSeqDense(x, out []float64, n, m int) {
	copy(out[:m], x[:m])
	for i := 1; i < n; i++ {
		prev, row, o := out[(i-1)*m:i*m], x[i*m:(i+1)*m], out[i*m:(i+1)*m]
		for j := range o {
			o[j] = prev[j] + row[j]
		}
	}
}

// cumSeqDenseRow is the sequential scan with the parallel scan's row
// kernel (cumRow), to separate the gain of the kernel from that of the
// parallel algorithm.
func cumSeqDenseRow(x, out []float64, n, m int) {
	copy(out[:m], x[:m])
	for i := 1; i < n; i++ {
		cumRow(hop.OpCumSum, out[i*m:(i+1)*m], out[(i-1)*m:i*m], x[i*m:(i+1)*m])
	}
}

// BenchmarkCumSumDense measures cumsum of a dense 10^6 x 100 matrix (800 MB
// in, 800 MB out) against, in the same run, the sequential scan and the
// roofline: copy() of the same bytes into a preallocated slice, which
// reads once and writes once at the machine's bandwidth. Every iteration
// times all variants back to back; the ratios use each variant's fastest
// iteration, which discounts interference from other processes:
//
//   - par/roofline: the parallel scan into a preallocated output, over the
//     copy (target: at most 1.5);
//   - seq/par: the sequential scan over the parallel one, both into a
//     preallocated output; seqrow/par: the same with the parallel scan's
//     row kernel in the sequential loop;
//   - api/alloc+copy: Exec.Cumulative, which allocates its result, over
//     make() plus copy() of the same bytes (the roofline including the
//     page faults of a fresh output);
//   - api-seq/api: the sequential scan into a fresh output, over
//     Exec.Cumulative;
//   - cores: how many cores the run had (the speed-up of two goroutines
//     over one on an in-cache loop), to tell a parallel scan that is slow
//     from a machine that is busy.
//
// Run it with
//
//	go test -run '^$' -bench CumSumDense -benchtime 10x ./internal/base/
func BenchmarkCumSumDense(b *testing.B) {
	const n, m = 1_000_000, 100
	x := matrix.RandDense(n, m, -1, 1, 1)
	src := x.RawMatrix().Data
	dst := make([]float64, len(src))
	out := make([]float64, len(src))
	copy(dst, src) // fault the pages in
	copy(out, src)
	par := &Exec{}
	const (
		tCopy = iota
		tSeq
		tSeqRow
		tPar
		tAllocCopy
		tAPISeq
		tAPI
		nTimes
	)
	var best [nTimes]time.Duration
	timeIt := func(k int, f func()) {
		start := time.Now()
		f()
		if d := time.Since(start); best[k] == 0 || d < best[k] {
			best[k] = d
		}
	}
	spin := func(buf []float64) {
		for r := 0; r < 200; r++ {
			for j := range buf {
				buf[j] = buf[j]*0.5 + 1
			}
		}
	}
	bufs := [2][]float64{make([]float64, 16<<10), make([]float64, 16<<10)}
	var tOne, tTwo time.Duration
	b.SetBytes(int64(2 * 8 * n * m))
	for b.Loop() {
		start := time.Now()
		spin(bufs[0])
		if d := time.Since(start); tOne == 0 || d < tOne {
			tOne = d
		}
		start = time.Now()
		var wg sync.WaitGroup
		for _, buf := range bufs {
			wg.Go(func() { spin(buf) })
		}
		wg.Wait()
		if d := time.Since(start); tTwo == 0 || d < tTwo {
			tTwo = d
		}
		timeIt(tCopy, func() { copy(dst, src) })
		timeIt(tSeq, func() { cumSeqDense(src, out, n, m) })
		timeIt(tSeqRow, func() { cumSeqDenseRow(src, out, n, m) })
		timeIt(tPar, func() {
			if err := par.cumDenseInto(hop.OpCumSum, src, out, n, m); err != nil {
				b.Fatal(err)
			}
		})
		timeIt(tAllocCopy, func() { copy(make([]float64, len(src)), src) })
		timeIt(tAPISeq, func() { cumSeqDense(src, make([]float64, len(src)), n, m) })
		timeIt(tAPI, func() {
			if _, err := par.Cumulative(hop.OpCumSum, x, false); err != nil {
				b.Fatal(err)
			}
		})
	}
	ratio := func(a, b int) float64 { return float64(best[a]) / float64(best[b]) }
	b.ReportMetric(ratio(tPar, tCopy), "par/roofline")
	b.ReportMetric(ratio(tSeq, tPar), "seq/par")
	b.ReportMetric(ratio(tSeqRow, tPar), "seqrow/par")
	b.ReportMetric(ratio(tAPI, tAllocCopy), "api/alloc+copy")
	b.ReportMetric(ratio(tAPISeq, tAPI), "api-seq/api")
	b.ReportMetric(2*float64(tOne)/float64(tTwo), "cores")
	b.ReportMetric(2*8*n*m/best[tCopy].Seconds()/1e9, "copy-GB/s")
	b.ReportMetric(best[tCopy].Seconds()*1e3, "copy-ms")
	b.ReportMetric(best[tPar].Seconds()*1e3, "par-ms")
	b.ReportMetric(best[tSeq].Seconds()*1e3, "seq-ms")
}

// BenchmarkCumSumSparse measures the scan of a CSR whose columns start
// late (10^5 x 1000, 200 stored cells: about 9.5% of the result is at or
// after a column's first stored cell) into a CSR and into a dense result,
// in one run; sparse/dense is the time ratio, and the bytes of each result
// are reported.
//
//	go test -run '^$' -bench CumSumSparse -benchtime 5x ./internal/base/
func BenchmarkCumSumSparse(b *testing.B) {
	const n, m = 100_000, 1000
	x := matrix.RandSparse(n, m, 2e-6, -1, 1, 5)
	e := &Exec{}
	var best [2]time.Duration
	var bytes [2]int
	for b.Loop() {
		for k, sp := range []bool{true, false} {
			start := time.Now()
			res, err := e.Cumulative(hop.OpCumSum, x, sp)
			if err != nil {
				b.Fatal(err)
			}
			if d := time.Since(start); best[k] == 0 || d < best[k] {
				best[k] = d
			}
			if c, ok := res.(*matrix.CSR); ok {
				bytes[k] = 12*c.NNZ() + 8*(n+1)
			} else {
				bytes[k] = 8 * n * m
			}
		}
	}
	b.ReportMetric(float64(best[0])/float64(best[1]), "sparse/dense")
	b.ReportMetric(float64(bytes[0])/1e6, "sparse-MB")
	b.ReportMetric(float64(bytes[1])/1e6, "dense-MB")
	b.ReportMetric(hop.EstimateScanDensity(n, float64(x.NNZ())/float64(n*m)), "est-density")
}
