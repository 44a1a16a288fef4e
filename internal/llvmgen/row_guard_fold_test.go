package llvmgen

import (
	"math"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/internal/memo"
)

// TestAddRowsSqPrim: the guarded add pass adds the rows into C with the
// same bits as addRowsPrim, and its sum of squares is a sound bound of the
// rows' magnitudes: sqrt(sum)*guardSlack is at least every |x| >= 1, NaN
// for a NaN cell of any payload or sign, +Inf for an Inf cell or a square
// past the largest double; -0, subnormals and cells below 1 change nothing.
func TestAddRowsSqPrim(t *testing.T) {
	const n = 9
	nan := func(bits uint64) float64 { return math.Float64frombits(bits) }
	cases := []struct {
		name    string
		set     func(rows [][]float64)
		nan     bool
		inf     bool
		biggest float64 // the largest magnitude the bound must cover
	}{
		{"mixed magnitudes", nil, false, false, 0},
		{"2^500 in the last row", func(z [][]float64) { z[3][n-1] = -0x1p500 }, false, false, 0x1p500},
		{"equal high words, different low words", func(z [][]float64) {
			z[1][2] = math.Float64frombits(0x4340000000000001)
			z[2][2] = math.Float64frombits(0x43400000ffffffff)
		}, false, false, math.Float64frombits(0x43400000ffffffff)},
		{"-0 and subnormals only", func(z [][]float64) {
			for r := range z {
				for j := range z[r] {
					z[r][j] = math.Copysign(5e-324*float64(j), -1)
				}
			}
		}, false, false, 0},
		{"quiet NaN", func(z [][]float64) { z[0][0] = math.NaN() }, true, false, 0},
		{"NaN with the sign bit set", func(z [][]float64) { z[2][4] = nan(0xfff8000000000000) }, true, false, 0},
		{"signaling NaN payload", func(z [][]float64) { z[1][7] = nan(0x7ff0000000000001) }, true, false, 0},
		{"-Inf", func(z [][]float64) { z[3][0] = math.Inf(-1) }, false, true, 0},
		{"square past the largest double", func(z [][]float64) { z[0][3] = 0x1p600 }, false, true, 0},
	}
	for _, K := range []int{1, 3} {
		for _, c := range cases {
			rows := make([][]float64, rowBlock)
			for r := range rows {
				rows[r] = make([]float64, n)
				for j := range rows[r] {
					rows[r][j] = math.Ldexp(float64((j*7+r*13)%17)-8.5, (j*5+r*3)%40-20)
				}
			}
			if c.set != nil {
				c.set(rows)
			}
			ws := make([]float64, rowBlock*K)
			for i := range ws {
				ws[i] = math.Ldexp(float64(i)+0.3, i%5-2)
			}
			plain, guarded := make([]float64, K*n), make([]float64, K*n)
			for i := range plain {
				plain[i] = math.Ldexp(1, i%30)
				guarded[i] = plain[i]
			}
			m := newModule()
			args := func(cbuf []float64) []any {
				a := []any{}
				for _, z := range rows {
					a = append(a, ptr{buf: z})
				}
				return append(a, int64(n), ptr{buf: ws}, ptr{buf: cbuf})
			}
			if _, err := (&interp{}).call(m.addRowsPrim(K), args(plain)...); err != nil {
				t.Fatal(err)
			}
			const s0 = 0.25 // the sum carried from earlier blocks
			r, err := (&interp{}).call(m.addRowsSqPrim(K), append(args(guarded), s0)...)
			if err != nil {
				t.Fatal(err)
			}
			for i := range plain {
				if math.Float64bits(plain[i]) != math.Float64bits(guarded[i]) && !(plain[i] != plain[i] && guarded[i] != guarded[i]) {
					t.Errorf("K=%d %s: C[%d] = %v guarded, %v plain", K, c.name, i, guarded[i], plain[i])
				}
			}
			sum := r.(float64)
			switch {
			case c.nan:
				if !math.IsNaN(sum) {
					t.Errorf("K=%d %s: sum of squares %v, want NaN", K, c.name, sum)
				}
				continue
			case c.inf:
				if !math.IsInf(sum, 1) {
					t.Errorf("K=%d %s: sum of squares %v, want +Inf", K, c.name, sum)
				}
				continue
			}
			bound := math.Sqrt(sum) * guardSlack
			if sum < s0 {
				t.Errorf("K=%d %s: sum of squares %v below the carried %v", K, c.name, sum, s0)
			}
			for _, z := range rows {
				for _, x := range z {
					if math.Abs(x) >= 1 && !(math.Abs(x) <= bound) {
						t.Errorf("K=%d %s: |%v| above the bound %v", K, c.name, x, bound)
					}
				}
			}
			if c.biggest != 0 && !(c.biggest <= bound) {
				t.Errorf("K=%d %s: %v above the bound %v", K, c.name, c.biggest, bound)
			}
		}
	}
}

// TestRowGuardFoldIR: a guarded blocked col_agg_t kernel measures its
// blocks in the add pass and keeps the exact maximum for the rows outside
// the blocks; the unguarded kernel has neither.
func TestRowGuardFoldIR(t *testing.T) {
	n := 0
	for _, c := range goldenCases {
		if c.tmpl != memo.TemplateRow {
			continue
		}
		plain, guarded := planFor(t, c), planFor(t, c)
		if !blockedColAggT(plain) {
			continue
		}
		if err := guarded.SetMainGuard(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		pir, _, err := Generate(plain)
		if err != nil {
			t.Fatal(err)
		}
		gir, _, err := Generate(guarded)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(pir, "_sq(") || strings.Contains(pir, "llvm.sqrt") {
			t.Errorf("%s: the unguarded kernel measures:\n%s", c.name, pir)
		}
		if !strings.Contains(gir, "@fjv_addrows_r4_k") || !strings.Contains(gir, "_sq(") || !strings.Contains(gir, "@llvm.sqrt.f64(") {
			t.Errorf("%s: the guarded kernel does not fold its blocks into the add pass:\n%s", c.name, gir)
		}
		if strings.Count(gir, "call i64 @fjv_maxbits(") != 1 {
			t.Errorf("%s: want one exact maximum, for the one-row loop:\n%s", c.name, gir)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no blocked col_agg_t case among the golden cases")
	}
}
