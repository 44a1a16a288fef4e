package main

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
)

// relTol is the relative difference two policies' cells may have: fused
// and unfused operators add in different orders.
const relTol = 1e-9

// checksum is the sum of all cells of m.
func checksum(m mat.Matrix) float64 {
	r, c := m.Dims()
	s := 0.0
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			s += m.At(i, j)
		}
	}
	return s
}

// sameCell reports whether two results for one cell agree: within relTol,
// NaN with NaN, an infinity with the same infinity.
func sameCell(a, b float64) bool {
	switch {
	case math.IsNaN(a) || math.IsNaN(b):
		return math.IsNaN(a) && math.IsNaN(b)
	case math.IsInf(a, 0) || math.IsInf(b, 0):
		return a == b
	}
	return math.Abs(a-b) <= relTol*math.Max(math.Abs(a), math.Abs(b))
}

// firstDifference compares every cell of every output and describes the
// first that differs, or returns "".
func firstDifference(want, got []mat.Matrix) string {
	if len(want) != len(got) {
		return fmt.Sprintf("%d outputs, want %d", len(got), len(want))
	}
	for k := range want {
		if want[k] == nil || got[k] == nil {
			if want[k] != got[k] {
				return fmt.Sprintf("output %d is missing", k)
			}
			continue
		}
		wr, wc := want[k].Dims()
		gr, gc := got[k].Dims()
		if wr != gr || wc != gc {
			return fmt.Sprintf("output %d is %dx%d, want %dx%d", k, gr, gc, wr, wc)
		}
		for i := 0; i < wr; i++ {
			for j := 0; j < wc; j++ {
				if a, b := want[k].At(i, j), got[k].At(i, j); !sameCell(a, b) {
					return fmt.Sprintf("output %d cell (%d,%d) is %.17g, want %.17g", k, i, j, b, a)
				}
			}
		}
	}
	return ""
}
