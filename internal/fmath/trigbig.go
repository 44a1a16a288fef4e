package fmath

import (
	"math"
	"math/bits"
)

// Large-argument reduction for sin and cos (Payne and Hanek's method, as
// in Ng, "Argument Reduction for Huge Arguments: Good to the Last Bit",
// 1992): for |x| >= TrigMax the quotient x*2/π is formed in integer
// arithmetic from a window of 2/π's bits chosen by x's exponent, so the
// reduction is exact to about 2^-125 for every finite x. The code is
// integer and float64 operations only, with no loop and no data-dependent
// table size, so internal/llvmgen emits the same sequence as IR
// (mathir_trigbig.go) and kernels get the same bits.

// TwoOPiBits holds the bits of 2/π after the binary point, 64 per word,
// behind one word of zeros: bit j of the stream (j = 0 is the top bit of
// word 0) is the bit of weight 2^(63-j). The zero word covers the integer
// bits that the window start of the smallest arguments reaches into.
// TestTwoOPiBits checks the table against a math/big value of π.
var TwoOPiBits = [20]uint64{
	0,
	0xa2f9836e4e441529, 0xfc2757d1f534ddc0, 0xdb6295993c439041, 0xfe5163abdebbc561,
	0xb7246e3a424dd2e0, 0x06492eea09d1921c, 0xfe1deb1cb129a73e, 0xe88235f52ebb4484,
	0xe99c7026b45f7e41, 0x3991d639835339f4, 0x9c845f8bbdf9283b, 0x1ff897ffde05980f,
	0xef2f118b5a0a6d1f, 0x6d367ecf27cb09b7, 0x4f463f669e5fea2d, 0x7527bac7ebe5f17b,
	0x3d0739f78a5292ea, 0x6bfb5fb11f8d5d08, 0x56033046fc7b6bab,
}

// TrigWindowBias turns x's unbiased integer exponent e (|x| = m*2^e, m a
// 53-bit integer) into the stream position of the first window bit: the
// bit of 2/π with weight 2^(1-e), below which every term m*2^(e-i) of
// x*2/π is a multiple of 4 and drops out of the quadrant.
const TrigWindowBias = 62

// trigWindow returns the three words of 2/π's bit stream starting at bit j.
func trigWindow(j uint64) (w0, w1, w2 uint64) {
	d, sh := j>>6, j&63
	// (b >> 1) >> (63-sh) is b >> (64-sh) without a shift by 64 when
	// sh = 0 (undefined in IR).
	word := func(i uint64) uint64 {
		return TwoOPiBits[d+i]<<sh | (TwoOPiBits[d+i+1]>>1)>>(63-sh)
	}
	return word(0), word(1), word(2)
}

// trigReduceBig returns r = x - k*π/2 (|r| <= π/4) and k mod 4 for a
// finite |x| >= TrigMax.
func trigReduceBig(x float64) (r float64, q uint64) {
	b := math.Float64bits(x)
	m := b&MantMask | 1<<52
	e := b >> 52 & 0x7ff // biased; x = m * 2^(e-1075)
	w0, w1, w2 := trigWindow(e - 1075 + TrigWindowBias)
	// Bits 64..191 of m*W, W = w0:w1:w2; bit 190 has weight 1 in x*2/π.
	p2h, _ := bits.Mul64(m, w2)
	p1h, p1l := bits.Mul64(m, w1)
	lo, c := bits.Add64(p2h, p1l, 0)
	hi := p1h + m*w0 + c
	// The fraction left-justified in 128 bits; a set top bit means it is
	// 1/2 or more, so k rounds up and the fraction becomes negative.
	gh, gl := hi<<2|lo>>62, lo<<2
	neg := gh >> 63
	q = (hi>>62 + neg) & 3
	if neg != 0 {
		gl = -gl
		gh = ^gh
		if gl == 0 {
			gh++
		}
	}
	// The fraction is at least 2^-62 for every double (Muller, "Elementary
	// Functions", table of worst cases), so gh is nonzero and the shift
	// below keeps at least 64 significant bits.
	lz := uint64(bits.LeadingZeros64(gh))
	h := gh<<lz | (gl>>1)>>(63-lz)
	l := gl << lz
	// f = h*2^(-64-lz) + l*2^(-128-lz) as an unevaluated sum of doubles.
	fh := float64(h>>11) * pow2(-53-int64(lz))
	fl := float64(int64(h&0x7ff<<52|l>>12)) * pow2(-116-int64(lz))
	if neg != 0 {
		fh, fl = -fh, -fl
	}
	// r = f*π/2 with the product's low part kept until the last addition.
	rh := fh * PiO2A
	re := math.FMA(fh, PiO2A, -rh)
	t := math.FMA(fh, PiO2B, float64(fl*PiO2A))
	r = rh + (re + t)
	if x < 0 {
		r, q = -r, -q&3
	}
	return r, q
}
