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

// addRows4 is y[j] = (((y[j] + x0[j]*w[0]) + x1[j]*w[1]) + x2[j]*w[2]) +
// x3[j]*w[3] for j < n (amd64 runs it in assembly).
func addRows4(x0, x1, x2, x3 *float64, w *[4]float64, y *float64, n int) {
	a, b, c, d := unsafe.Slice(x0, n), unsafe.Slice(x1, n), unsafe.Slice(x2, n), unsafe.Slice(x3, n)
	ys := unsafe.Slice(y, n)
	for j := range ys {
		s := ys[j] + float64(a[j]*w[0])
		s = float64(s) + float64(b[j]*w[1])
		s = float64(s) + float64(c[j]*w[2])
		ys[j] = float64(s) + float64(d[j]*w[3])
	}
}
