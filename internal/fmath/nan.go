package fmath

import "math"

// CanonicalNaNBits is the bit pattern of the one NaN the engine returns:
// the positive quiet NaN with an empty payload.
//
// IEEE 754 leaves a NaN's sign and payload to the hardware and the
// compiler: x86 passes on the first operand's payload where two NaNs meet,
// makes the negative 0xFFF8000000000000 for an invalid operation such as
// Inf-Inf, and an optimizer may swap the operands of a commutative
// operation or fold one away. Which NaN an operation returns therefore
// depends on the path that computed it (a kernel, Base, a Go fold of
// partials), and the path depends on the engine's plan. Rewriting every
// NaN of a result to this one pattern makes results bitwise identical
// whatever the path (SEMANTICS.md, "NaN bits").
const CanonicalNaNBits = 0x7FF8000000000000

// CanonicalizeNaNs rewrites every NaN of xs as the canonical NaN, in place,
// and leaves every other value untouched. It writes only NaN cells, so a
// slice without NaNs is only read.
func CanonicalizeNaNs(xs []float64) {
	nan := math.Float64frombits(CanonicalNaNBits)
	for i, v := range xs {
		// A NaN already canonical is not written again.
		if v != v && math.Float64bits(v) != CanonicalNaNBits {
			xs[i] = nan
		}
	}
}
