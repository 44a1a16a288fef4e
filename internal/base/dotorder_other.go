//go:build !amd64

package base

import "unsafe"

// laneDotBlocks adds x[8b+q] * y[8b+q] to lanes[q] for b < blocks and
// q < 8, in increasing b (amd64 runs it in assembly).
func laneDotBlocks(x, y *float64, blocks int, lanes *[8]float64) {
	xs := unsafe.Slice(x, 8*blocks)
	ys := unsafe.Slice(y, 8*blocks)
	s0, s1, s2, s3, s4, s5, s6, s7 := lanes[0], lanes[1], lanes[2], lanes[3], lanes[4], lanes[5], lanes[6], lanes[7]
	for k := 0; k+8 <= len(xs); k += 8 {
		a := xs[k : k+8 : k+8]
		b := ys[k : k+8 : k+8]
		s0 += float64(a[0] * b[0])
		s1 += float64(a[1] * b[1])
		s2 += float64(a[2] * b[2])
		s3 += float64(a[3] * b[3])
		s4 += float64(a[4] * b[4])
		s5 += float64(a[5] * b[5])
		s6 += float64(a[6] * b[6])
		s7 += float64(a[7] * b[7])
	}
	lanes[0], lanes[1], lanes[2], lanes[3], lanes[4], lanes[5], lanes[6], lanes[7] = s0, s1, s2, s3, s4, s5, s6, s7
}
