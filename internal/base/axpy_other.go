//go:build !amd64

package base

// axpyLong computes y += alpha * x with each product rounded before the
// add. Off amd64 gonum's loop is plain Go, and a compiler may fuse its
// multiply and add into one FMA (arm64 does); the explicit conversion
// forbids that, so the sums keep the order the kernels use.
func axpyLong(y []float64, alpha float64, x []float64) {
	x = x[:len(y)]
	for j := range y {
		y[j] += float64(alpha * x[j])
	}
}
