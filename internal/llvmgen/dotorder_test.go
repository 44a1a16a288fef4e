package llvmgen

import (
	"fmt"
	"math"
	"testing"

	"github.com/fusejit/fusejit/internal/hop"
)

// laneDotRef is the order of SEMANTICS.md, "Dot products", written one
// product at a time: product l in lane lane(l), the lanes combined by
// hop.CombineLanes.
func laneDotRef(n int, lane func(l int) int, prod func(l int) float64) float64 {
	var lanes [hop.SumLanes]float64
	for l := range n {
		lanes[lane(l)%hop.SumLanes] += prod(l)
	}
	return hop.CombineLanes(&lanes)
}

// TestLaneDotPrimitives runs the Row kernels' product primitives in the
// IR interpreter and checks every sum bit for bit against laneDotRef,
// for lengths around the lane blocks and values whose sums round
// differently in any other order (mixed magnitudes, a -0, a subnormal,
// and rows holding Inf and NaN).
func TestLaneDotPrimitives(t *testing.T) {
	vals := func(n, seed int) []float64 {
		x := make([]float64, n)
		for j := range x {
			x[j] = math.Ldexp(float64((j*7+seed*13)%17)-8.5, (j*5+seed*3)%40-20)
		}
		return x
	}
	special := [][]float64{nil, {math.Copysign(0, -1)}, {5e-324}, {math.Inf(1)}, {math.NaN(), 1}, {math.Inf(1), math.Inf(-1)}}
	call := func(t *testing.T, m *module, name string, args ...any) any {
		t.Helper()
		r, err := (&interp{}).call(m.decls[name], args...)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	same := func(got, want float64) bool {
		return math.Float64bits(got) == math.Float64bits(want) || (math.IsNaN(got) && math.IsNaN(want))
	}
	for _, n := range []int{0, 1, 7, 8, 9, 16, 23} {
		for si, sp := range special {
			x, y := vals(n, 1), vals((3*n+2)*8, 2)
			for k, v := range sp {
				if k < n {
					x[(k*5)%n] = v
				}
			}
			name := fmt.Sprintf("n=%d/special=%d", n, si)
			m := newModule()
			got := call(t, m, m.dotPrim("vv").Name(), ptr{buf: x}, ptr{buf: y}, int64(n)).(float64)
			want := laneDotRef(n, func(l int) int { return l }, func(l int) float64 { return x[l] * y[l] })
			if !same(got, want) {
				t.Errorf("%s: dot vv = %v, want %v", name, got, want)
			}
			// A sparse row: columns 3l+1, lanes by column.
			idx := make([]int32, n)
			for l := range idx {
				idx[l] = int32(3*l + 1)
			}
			got = call(t, m, m.dotPrim("vg").Name(), ptr{buf: x}, ptr{buf: y}, ptr{buf: idx}, int64(n)).(float64)
			want = laneDotRef(n, func(l int) int { return int(idx[l]) }, func(l int) float64 { return x[l] * y[idx[l]] })
			if !same(got, want) {
				t.Errorf("%s: dot vg = %v, want %v", name, got, want)
			}
			for _, K := range []int{3, 5} {
				c := make([]float64, K)
				call(t, m, m.matVecPrim("v", K).Name(), ptr{buf: x}, ptr{buf: y}, ptr{buf: c}, int64(n), int64(K))
				cg := make([]float64, K)
				call(t, m, m.matVecPrim("g", K).Name(), ptr{buf: x}, ptr{buf: y}, ptr{buf: idx}, ptr{buf: cg}, int64(n), int64(K))
				cp := make([]float64, K)
				call(t, m, m.matVecPackedPrim(K).Name(), ptr{buf: x}, ptr{buf: y}, ptr{buf: cp}, int64(n))
				for col := range K {
					want := laneDotRef(n, func(l int) int { return l }, func(l int) float64 { return x[l] * y[l*K+col] })
					if !same(c[col], want) {
						t.Errorf("%s: matvec v K=%d column %d = %v, want %v", name, K, col, c[col], want)
					}
					want = laneDotRef(n, func(l int) int { return int(idx[l]) }, func(l int) float64 { return x[l] * y[int(idx[l])*K+col] })
					if !same(cg[col], want) {
						t.Errorf("%s: matvec g K=%d column %d = %v, want %v", name, K, col, cg[col], want)
					}
					want = laneDotRef(n, func(l int) int { return l }, func(l int) float64 { return x[l] * y[col*n+l] })
					if !same(cp[col], want) {
						t.Errorf("%s: matvec packed K=%d column %d = %v, want %v", name, K, col, cp[col], want)
					}
				}
			}
		}
	}
}
