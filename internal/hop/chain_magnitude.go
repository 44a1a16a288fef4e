package hop

import (
	"context"
	"math"
	"runtime"
	"unsafe"

	"github.com/fusejit/fusejit/internal/parallel"
)

// The matrix-chain rule's overflow proof (overflowFree) needs the largest
// magnitude of every operand's cells, and it needs it on every Eval: the
// engine holds references to the caller's matrices, which may change
// between Evals (engine.Dense reads d, the caller owns it), and neither
// gonum's Dense nor matrix.CSR has a version counter, so a magnitude kept
// from an earlier Eval could vouch for values that are no longer there.
// Nor can the proof be read off the reordered result: every cell of every
// matrix operand can decide the written order's class on its own (with
// d_j = 0 and (X d)_i = 0, a cell X_ij = 1e308 next to v_i = 10 makes
// t(X) %*% diag(v) Inf, so the written t(X) %*% diag(v) %*% X %*% d is
// NaN, while t(X) %*% (v * (X %*% d)) never sees that cell's magnitude).
// So the proof reads every cell once per Eval (a fused kernel may do the
// reading of the largest operand, see chain_guard.go); what this file
// makes cheap is the reading here: branch-free, four independent lanes, on the engine's
// threads (about twice as fast per core as a float compare loop with a
// branch per new maximum, on 4000 x 4000 cells).

// absMask clears the sign bit of a float64's bits.
const absMask = 1<<63 - 1

// infBits is +Inf's bit pattern; a larger magnitude pattern is a NaN.
const infBits = 0x7ff0000000000000

// scanGrain is the fewest cells one parallel task scans, so that a small
// operand costs no goroutines and a large one splits into enough tasks
// to balance.
const scanGrain = 1 << 16

// maxAbsBits returns the largest of m and the sign-cleared bit patterns of
// vs. For non-negative float64 values the unsigned order of the bit
// patterns is the numeric order (+0 below the subnormals, below the
// normals, below +Inf), and every NaN pattern lies above +Inf's, so the
// result is the exact largest magnitude, or a NaN pattern when vs holds a
// NaN; -0 counts as +0. The loop reads the cells as integers and shifts
// the sign bit out (x<<1 orders as the magnitude does), and keeps four
// independent maxima (compare and conditional move): no data-dependent
// branch, no float compare to get wrong on NaN, about one cell per cycle.
func maxAbsBits(vs []float64, m uint64) uint64 {
	if len(vs) == 0 {
		return m
	}
	us := unsafe.Slice((*uint64)(unsafe.Pointer(&vs[0])), len(vs))
	m0 := (m & absMask) << 1
	m1, m2, m3 := m0, m0, m0
	i := 0
	for ; i+4 <= len(us); i += 4 {
		w := us[i : i+4 : i+4]
		m0 = max(m0, w[0]<<1)
		m1 = max(m1, w[1]<<1)
		m2 = max(m2, w[2]<<1)
		m3 = max(m3, w[3]<<1)
	}
	for ; i < len(us); i++ {
		m0 = max(m0, us[i]<<1)
	}
	return max(m0, m1, m2, m3) >> 1
}

// bitsMagnitude turns maxAbsBits's result into a float64: the magnitude,
// NaN for any NaN pattern.
func bitsMagnitude(b uint64) float64 {
	if b > infBits {
		return math.NaN()
	}
	return math.Float64frombits(b)
}

// maxAbsOf folds the magnitudes of vs into m (non-negative); NaN when vs
// holds a NaN.
func maxAbsOf(vs []float64, m float64) float64 {
	return bitsMagnitude(maxAbsBits(vs, math.Float64bits(m)&absMask))
}

// leafMaxAbs returns the largest magnitude among a leaf's cells (+0 for
// none), NaN if one is NaN, scanning on up to threads goroutines (0: one
// per GOMAXPROCS). A CSR's unstored cells are +0 and add nothing.
func leafMaxAbs(h *Hop, threads int) float64 {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	switch h.Op {
	case OpScalar:
		return math.Abs(h.Value)
	case OpDense:
		raw := h.Dense.RawMatrix()
		if raw.Rows == 0 || raw.Cols == 0 {
			return 0
		}
		if raw.Stride == raw.Cols {
			return maxAbsParallel(raw.Data[:raw.Rows*raw.Cols], threads)
		}
		rowsPer := max(1, scanGrain/raw.Cols)
		tasks := (raw.Rows + rowsPer - 1) / rowsPer
		return scanTasks(tasks, threads, func(t int) uint64 {
			m := uint64(0)
			for i := t * rowsPer; i < min(raw.Rows, (t+1)*rowsPer); i++ {
				m = maxAbsBits(raw.Data[i*raw.Stride:i*raw.Stride+raw.Cols], m)
			}
			return m
		})
	case OpSparse:
		return maxAbsParallel(h.CSR.Values(), threads)
	}
	return math.NaN()
}

// maxAbsParallel is maxAbsOf(vs, 0) in chunks of at least scanGrain cells
// on up to threads goroutines.
func maxAbsParallel(vs []float64, threads int) float64 {
	chunk := max(scanGrain, (len(vs)+4*threads-1)/(4*threads))
	tasks := (len(vs) + chunk - 1) / chunk
	return scanTasks(tasks, threads, func(t int) uint64 {
		return maxAbsBits(vs[t*chunk:min(len(vs), (t+1)*chunk)], 0)
	})
}

// scanTasks runs scan over tasks tasks and returns the magnitude of the
// largest pattern. The maximum is order-free, so the split changes nothing
// in the result.
func scanTasks(tasks, threads int, scan func(task int) uint64) float64 {
	if tasks <= 1 || threads == 1 {
		m := uint64(0)
		for t := range tasks {
			m = max(m, scan(t))
		}
		return bitsMagnitude(m)
	}
	part := make([]uint64, tasks)
	err := parallel.For(context.Background(), threads, tasks, func(_, t int) error {
		part[t] = scan(t)
		return nil
	})
	if err != nil {
		// A scan body cannot fail; if one did, claim no bound (NaN), so
		// the chain keeps its written order.
		return math.NaN()
	}
	m := uint64(0)
	for _, p := range part {
		m = max(m, p)
	}
	return bitsMagnitude(m)
}
