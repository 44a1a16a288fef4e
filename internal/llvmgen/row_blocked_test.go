package llvmgen

import (
	"math"
	"testing"
)

// TestBlockedRowPrimitives checks the row-block primitives against the
// one-row primitives they stand for, bit for bit: addRowsPrim against
// rowBlock calls of axpyPrim / outerAddTransposedPrim in row order,
// dotRowsPrim against dotPrim per row, matVecPackedRowsPrim against
// matVecPackedPrim per row. Values mix magnitudes so that a different
// order of the adds would round differently.
func TestBlockedRowPrimitives(t *testing.T) {
	const n = 11
	row := func(r int) []float64 {
		x := make([]float64, n)
		for j := range x {
			x[j] = math.Ldexp(float64((j*7+r*13)%17)-8.5, (j*5+r*3)%40-20)
		}
		return x
	}
	call := func(t *testing.T, m *module, name string, args ...any) any {
		t.Helper()
		f := m.decls[name]
		if f == nil {
			t.Fatalf("no primitive %s", name)
		}
		r, err := (&interp{}).call(f, args...)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	for _, K := range []int{1, 2, 3} {
		m := newModule()
		m.addRowsPrim(K)
		m.axpyPrim("v")
		m.outerAddTransposedPrim(max(K, 2))
		blocked := make([]float64, K*n)
		oneByOne := make([]float64, K*n)
		for i := range blocked {
			blocked[i] = math.Ldexp(1, i%30)
			oneByOne[i] = blocked[i]
		}
		ws := make([]float64, rowBlock*K)
		args := []any{}
		for r := range rowBlock {
			z := row(r)
			for c := range K {
				ws[r*K+c] = math.Ldexp(float64(r+c)+0.3, r-c)
			}
			args = append(args, ptr{buf: z})
			if K == 1 {
				call(t, m, "fjv_axpy_v", ptr{buf: z}, ws[r], ptr{buf: oneByOne}, int64(n))
				continue
			}
			if K == 2 {
				call(t, m, "fjv_outer_t_k2", ptr{buf: z}, int64(n), ptr{buf: ws[r*K : r*K+K]}, ptr{buf: oneByOne})
				continue
			}
			for c := range K { // K = 3 through the K = 1 primitive, column by column
				call(t, m, "fjv_axpy_v", ptr{buf: z}, ws[r*K+c], ptr{buf: oneByOne[c*n : c*n+n]}, int64(n))
			}
		}
		args = append(args, int64(n), ptr{buf: ws}, ptr{buf: blocked})
		call(t, m, m.addRowsPrim(K).Name(), args...)
		for i := range blocked {
			if math.Float64bits(blocked[i]) != math.Float64bits(oneByOne[i]) {
				t.Errorf("K=%d: cell %d = %v blocked, %v one row at a time", K, i, blocked[i], oneByOne[i])
			}
		}
	}

	m := newModule()
	b := row(9)
	for _, R := range []int{2, 4} {
		res := make([]float64, R)
		args := []any{}
		for r := range R {
			args = append(args, ptr{buf: row(r)})
		}
		call(t, m, m.dotRowsPrim(R).Name(), append(args, ptr{buf: b}, ptr{buf: res}, int64(n))...)
		for r := range R {
			want := call(t, m, m.dotPrim("vv").Name(), ptr{buf: row(r)}, ptr{buf: b}, int64(n)).(float64)
			if math.Float64bits(res[r]) != math.Float64bits(want) {
				t.Errorf("dot rows R=%d: row %d = %v, one row %v", R, r, res[r], want)
			}
		}
	}
	const K = 2
	bt := append(row(10), row(11)...)
	res := make([]float64, 2*K)
	call(t, m, m.matVecPackedRowsPrim(2, K).Name(), ptr{buf: row(0)}, ptr{buf: row(1)}, ptr{buf: bt}, ptr{buf: res}, int64(n))
	for r := range 2 {
		want := make([]float64, K)
		call(t, m, m.matVecPackedPrim(K).Name(), ptr{buf: row(r)}, ptr{buf: bt}, ptr{buf: want}, int64(n))
		for c := range K {
			if math.Float64bits(res[r*K+c]) != math.Float64bits(want[c]) {
				t.Errorf("packed rows: row %d column %d = %v, one row %v", r, c, res[r*K+c], want[c])
			}
		}
	}
}
