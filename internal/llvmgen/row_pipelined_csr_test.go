package llvmgen

import (
	"fmt"
	"math"
	"testing"
)

// TestDotAxpyPrim runs the pipelined body's primitive in the IR
// interpreter and checks it bit for bit against the two primitives it
// stands for: its result against dotPrim("vg") on the next row, and the
// output against axpyPrim("g") on the current row, for row lengths on
// both sides of each other (the shared loop, then either rest) and values
// that round differently in any other order, with NaNs of different
// payloads and signs, infinities, -0 and subnormals.
func TestDotAxpyPrim(t *testing.T) {
	const cols = 40
	vals := func(n, seed int) []float64 {
		x := make([]float64, n)
		for j := range x {
			// 53 significant bits over 8 binades: sums of a row's
			// products round differently in another order.
			h := uint64(j*1000+seed) * 0x9E3779B97F4A7C15
			h ^= h >> 29
			h *= 0xBF58476D1CE4E5B9
			h ^= h >> 32
			x[j] = math.Ldexp(float64(h>>11)/(1<<53)-0.5, (j*29+seed*3)%8-4)
		}
		return x
	}
	specials := []float64{math.Float64frombits(0x7ff8000000000123), math.Float64frombits(0xfff8000000000456),
		math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 5e-324, 1e308}
	// columns of a row of n stored cells: strictly increasing, spread
	// over the lanes unevenly.
	columns := func(n, seed int) []int32 {
		idx := make([]int32, n)
		c := seed % 3
		for k := range idx {
			idx[k] = int32(c)
			c += 1 + (k*seed+5)%4
		}
		return idx
	}
	call := func(t *testing.T, m *module, name string, args ...any) any {
		t.Helper()
		r, err := (&interp{}).call(m.decls[name], args...)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	lengths := []int{0, 1, 2, 7, 8, 9, 13, 31}
	for _, n := range lengths {
		for _, bn := range lengths {
			for s := range 2 {
				t.Run(fmt.Sprintf("n=%d/bn=%d/special=%d", n, bn, s), func(t *testing.T) {
					a, b, v := vals(n, 1), vals(bn, 2), vals(4*cols, 3)
					idx, bidx := columns(n, 3), columns(bn, 5)
					w := 0.7
					if s == 1 {
						for k := range a {
							if k%3 == 1 {
								a[k] = specials[k%len(specials)]
							}
						}
						for k := range b {
							if k%3 == 2 {
								b[k] = specials[(k+3)%len(specials)]
							}
						}
						v[5], v[9], w = specials[0], specials[4], specials[1]
					}
					out := vals(4*cols, 4)
					if s == 1 { // NaN + NaN keeps the first operand's payload
						for j := range out {
							if j%4 == 1 {
								out[j] = math.Float64frombits(0x7ff8000000000abc)
							}
						}
					}
					ref := append([]float64(nil), out...)
					m := newModule()
					want := call(t, m, m.dotPrim("vg").Name(), ptr{buf: b}, ptr{buf: v}, ptr{buf: bidx}, int64(bn)).(float64)
					call(t, m, m.axpyPrim("g").Name(), ptr{buf: a}, w, ptr{buf: idx}, ptr{buf: ref}, int64(n))
					for _, deferred := range []bool{false, true} {
						got := append([]float64(nil), out...)
						dot := call(t, m, m.dotAxpyPrim(deferred).Name(), ptr{buf: a}, w, ptr{buf: idx}, ptr{buf: got}, int64(n),
							ptr{buf: b}, ptr{buf: v}, ptr{buf: bidx}, int64(bn)).(float64)
						if math.Float64bits(dot) != math.Float64bits(want) {
							t.Errorf("deferred %v: dot = %v (%#x), dotPrim %v (%#x)", deferred, dot, math.Float64bits(dot), want, math.Float64bits(want))
						}
						last := append([]float64(nil), out...)
						if deferred { // the last row's scatter-add of the deferred loop
							call(t, m, m.axpyDeferredPrim().Name(), ptr{buf: a}, w, ptr{buf: idx}, ptr{buf: last}, int64(n))
						} else {
							copy(last, ref)
						}
						for j := range out {
							if math.Float64bits(got[j]) != math.Float64bits(ref[j]) || math.Float64bits(last[j]) != math.Float64bits(ref[j]) {
								t.Errorf("deferred %v: out[%d] = %v, last row's %v, axpyPrim %v", deferred, j, got[j], last[j], ref[j])
							}
						}
					}
				})
			}
		}
	}
}

// TestPipelinedPlans checks which golden plans run the pipelined body:
// t(X) %*% (w * (X %*% v)) over a CSR X does (its kernel calls
// fjv_dotaxpy_g), and every other plan keeps the one-row body: dense X,
// wide or narrow W, sparse sums and products that are not scaled into
// t(X) %*% w.
func TestPipelinedPlans(t *testing.T) {
	want := map[string]bool{"row_colaggt_vector_sparse": true}
	for _, c := range goldenCases {
		p := planFor(t, c)
		got := pipelinedDot(p) != nil
		if got != want[c.name] {
			t.Errorf("%s: pipelined %v, want %v", c.name, got, want[c.name])
		}
		m := lowered(t, p)
		if _, calls := m.decls["fjv_dotaxpy_g"]; calls != got {
			t.Errorf("%s: module defines fjv_dotaxpy_g: %v, pipelined %v", c.name, calls, got)
		}
	}
}
