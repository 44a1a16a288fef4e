package base

// laneDotBlocks adds x[8b+q] * y[8b+q] to lanes[q] for b < blocks and
// q < 8, in increasing b: the whole blocks of laneDot (unit stride),
// written in SSE2 assembly because Go's compiler keeps the eight lanes in
// scalar registers, which made X %*% v about twice as slow as dgemv. x
// and y hold at least 8*blocks values.
//
//go:noescape
func laneDotBlocks(x, y *float64, blocks int, lanes *[8]float64)

// addRows4 is y[j] = (((y[j] + x0[j]*w[0]) + x1[j]*w[1]) + x2[j]*w[2]) +
// x3[j]*w[3] for j < n: four rows of t(X) %*% w added in row order, each
// product and each sum rounded on its own (MULPD then ADDPD, as four
// calls of mmAxpy would), but y read and written once per four rows.
// Every xr and y hold at least n values.
//
//go:noescape
func addRows4(x0, x1, x2, x3 *float64, w *[4]float64, y *float64, n int)
