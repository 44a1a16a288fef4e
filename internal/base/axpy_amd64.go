package base

import "gonum.org/v1/gonum/floats"

// axpyLong computes y += alpha * x. gonum's amd64 assembly multiplies and
// adds in separate SSE2 instructions, so each product is rounded before the
// add, as the kernels do.
func axpyLong(y []float64, alpha float64, x []float64) {
	floats.AddScaled(y, alpha, x)
}
