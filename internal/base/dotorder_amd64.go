package base

// laneDotBlocks adds x[8b+q] * y[8b+q] to lanes[q] for b < blocks and
// q < 8, in increasing b: the whole blocks of laneDot (unit stride),
// written in SSE2 assembly because Go's compiler keeps the eight lanes in
// scalar registers, which made X %*% v about twice as slow as dgemv. x
// and y hold at least 8*blocks values.
//
//go:noescape
func laneDotBlocks(x, y *float64, blocks int, lanes *[8]float64)
