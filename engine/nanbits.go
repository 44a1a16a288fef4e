package engine

import (
	"context"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/fmath"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// canonicalizeNaNs rewrites every NaN of an Eval's output m as the one
// canonical NaN (fmath.CanonicalNaNBits), so a result's bits do not depend
// on the path that computed it: Base keeps whichever NaN its operations
// make, and the default engine runs an operator unfused on one call and
// through a kernel on the next. Outputs written by a kernel are already
// canonical (the kernels store canonical NaNs, the skeletons canonicalize
// the partials they fold in Go), and Eval skips them: scanning a large
// kernel output would cost a pass over memory the kernel was written to
// avoid.
//
// m must be owned by the result (unaliased copied every output that
// shares storage with an input), since the NaNs are rewritten in place.
func canonicalizeNaNs(m mat.Matrix, threads int) {
	switch v := m.(type) {
	case *mat.Dense:
		raw := v.RawMatrix()
		if raw.Stride == raw.Cols {
			canonicalizeNaNsParallel(raw.Data[:raw.Rows*raw.Cols], threads)
			return
		}
		for i := range raw.Rows {
			fmath.CanonicalizeNaNs(raw.Data[i*raw.Stride : i*raw.Stride+raw.Cols])
		}
	case *mat.VecDense:
		raw := v.RawVector()
		if raw.Inc == 1 {
			canonicalizeNaNsParallel(raw.Data[:raw.N], threads)
			return
		}
		for i := range raw.N {
			fmath.CanonicalizeNaNs(raw.Data[i*raw.Inc : i*raw.Inc+1])
		}
	case *matrix.CSR:
		// The values are the result's own (unaliased); only the row
		// pointers and column indexes may be shared with an input.
		canonicalizeNaNsParallel(v.Values(), threads)
	case mat.Transpose:
		canonicalizeNaNs(v.Matrix, threads)
	}
}

// nanScanChunk is the cells one task of a parallel scan reads: 1 MiB, so
// an output that fits in a core's cache is scanned by one goroutine.
const nanScanChunk = 1 << 17

// canonicalizeNaNsParallel is fmath.CanonicalizeNaNs on up to threads
// goroutines: a large output is read at the memory bandwidth of all
// cores, as the operator that wrote it was.
func canonicalizeNaNsParallel(xs []float64, threads int) {
	tasks := (len(xs) + nanScanChunk - 1) / nanScanChunk
	if tasks <= 1 || threads <= 1 {
		fmath.CanonicalizeNaNs(xs)
		return
	}
	// The body neither fails nor panics, and nothing cancels the scan:
	// For's error is always nil.
	_ = parallel.For(context.Background(), threads, tasks, func(_, t int) error {
		fmath.CanonicalizeNaNs(xs[t*nanScanChunk : min((t+1)*nanScanChunk, len(xs))])
		return nil
	})
}
