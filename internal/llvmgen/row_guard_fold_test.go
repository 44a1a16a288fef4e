package llvmgen

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/internal/memo"
)

// squareBoundCase is a block of rows for the guard's sums of squares.
type squareBoundCase struct {
	name    string
	set     func(rows [][]float64)
	nan     bool
	inf     bool
	biggest float64 // the largest magnitude the bound must cover
}

// squareBoundCases change rowBlock rows of n >= 9 cells: magnitudes
// around the bound, NaN of any payload or sign, infinities, squares past
// the largest double, and cells (-0, subnormals) that add nothing.
func squareBoundCases(n int) []squareBoundCase {
	nan := math.Float64frombits
	return []squareBoundCase{
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
		{"NaN in the last cell", func(z [][]float64) { z[1][n-1] = math.NaN() }, true, false, 0},
		{"-Inf", func(z [][]float64) { z[3][0] = math.Inf(-1) }, false, true, 0},
		{"square past the largest double", func(z [][]float64) { z[0][3] = 0x1p600 }, false, true, 0},
		{"square past the largest double in the last cell", func(z [][]float64) { z[2][n-1] = -0x1p520 }, false, true, 0},
	}
}

// squareBoundRows are rowBlock rows of n cells of mixed magnitudes with
// c's changes.
func squareBoundRows(c squareBoundCase, n int) [][]float64 {
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
	return rows
}

// checkSquareBound checks that sum, the sum of squares of rows carried
// from s0, is a sound bound: NaN or +Inf as c says, otherwise at least s0
// and with sqrt(sum)*guardSlack at least every |x| >= 1.
func checkSquareBound(t *testing.T, what string, c squareBoundCase, rows [][]float64, s0, sum float64) {
	t.Helper()
	switch {
	case c.nan:
		if !math.IsNaN(sum) {
			t.Errorf("%s %s: sum of squares %v, want NaN", what, c.name, sum)
		}
		return
	case c.inf:
		if !math.IsInf(sum, 1) {
			t.Errorf("%s %s: sum of squares %v, want +Inf", what, c.name, sum)
		}
		return
	}
	bound := math.Sqrt(sum) * guardSlack
	if sum < s0 {
		t.Errorf("%s %s: sum of squares %v below the carried %v", what, c.name, sum, s0)
	}
	for _, z := range rows {
		for _, x := range z {
			if math.Abs(x) >= 1 && !(math.Abs(x) <= bound) {
				t.Errorf("%s %s: |%v| above the bound %v", what, c.name, x, bound)
			}
		}
	}
	if c.biggest != 0 && !(c.biggest <= bound) {
		t.Errorf("%s %s: %v above the bound %v", what, c.name, c.biggest, bound)
	}
}

// TestAddRowsSqPrim: the guarded add pass adds the rows into C with the
// same bits as addRowsPrim, and its sum of squares is a sound bound of the
// rows' magnitudes (checkSquareBound).
func TestAddRowsSqPrim(t *testing.T) {
	const n = 9
	for _, K := range []int{1, 3} {
		for _, c := range squareBoundCases(n) {
			rows := squareBoundRows(c, n)
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
			checkSquareBound(t, fmt.Sprintf("K=%d", K), c, rows, s0, r.(float64))
		}
	}
}

// TestDotRowsSqPrim: the multi-row dot loops that square the main rows
// (row_guard_dot.go) compute the same products as the plain ones, bit for
// bit, and their sum of squares, carried through the calls of one block
// as the kernel carries it, is a sound bound of the rows' magnitudes;
// with n = 9 and 17 the cells fall in both the lane blocks and the tail.
func TestDotRowsSqPrim(t *testing.T) {
	for _, n := range []int{9, 17} {
		for _, shape := range []struct {
			R, K   int
			scalar bool
		}{{4, 1, true}, {2, 1, true}, {2, 2, false}} {
			what := fmt.Sprintf("n=%d R=%d K=%d scalar=%t", n, shape.R, shape.K, shape.scalar)
			bt := make([]float64, shape.K*n)
			for i := range bt {
				bt[i] = math.Ldexp(float64(i%11)-4.75, i%7-3)
			}
			for _, c := range squareBoundCases(n) {
				rows := squareBoundRows(c, n)
				m := newModule()
				const s0 = 0.25 // the sum carried from earlier blocks
				sum := s0
				for r0 := 0; r0 < rowBlock; r0 += shape.R {
					args := []any{}
					for _, z := range rows[r0 : r0+shape.R] {
						args = append(args, ptr{buf: z})
					}
					plain, squared := make([]float64, shape.R*shape.K), make([]float64, shape.R*shape.K)
					if _, err := (&interp{}).call(m.dotRowsPrimOf(shape.R, shape.K, shape.scalar, false), append(args, ptr{buf: bt}, ptr{buf: plain}, int64(n))...); err != nil {
						t.Fatal(err)
					}
					got, err := (&interp{}).call(m.dotRowsPrimOf(shape.R, shape.K, shape.scalar, true), append(args, ptr{buf: bt}, ptr{buf: squared}, int64(n), sum)...)
					if err != nil {
						t.Fatal(err)
					}
					sum = got.(float64)
					for i := range plain {
						if math.Float64bits(plain[i]) != math.Float64bits(squared[i]) && !(plain[i] != plain[i] && squared[i] != squared[i]) {
							t.Errorf("%s %s: product %d of rows %d.. = %v squaring, %v plain", what, c.name, i, r0, squared[i], plain[i])
						}
					}
				}
				checkSquareBound(t, what, c, rows, s0, sum)
			}
		}
	}
}

// TestRowGuardFoldIR: a guarded blocked col_agg_t kernel squares its
// blocks' main rows exactly once: in the pipelined loop's dot loops when
// it runs one (row_guard_pipe.go: the first block's in fjv_dots_*_sq, the
// later blocks' in fjv_addrows_dots_*_sq, no unsquared dot loop over the
// main rows), else in the multi-row dot loop when one reads them
// (row_guard_dot.go), else in the add pass; it keeps the exact maximum
// for the rows outside the blocks; the unguarded kernel has none of it.
// The pipelined and add-pass placements occur among the golden cases.
func TestRowGuardFoldIR(t *testing.T) {
	squaringDot := regexp.MustCompile(`call double @fjv_(dot_vv|matvec_p_k\d+)_r\d+_sq\(`)
	squaringAdd := regexp.MustCompile(`call double @fjv_addrows_r4_k\d+_sq\(`)
	pipeFirst := regexp.MustCompile(`call void @fjv_dots_r4_s\d+_sq\(`)
	pipeNext := regexp.MustCompile(`call void @fjv_addrows_dots_r4_k\d+_s\d+_sq\(`)
	pipePlain := regexp.MustCompile(`call void @fjv_(addrows_)?dots_r4_(k\d+_)?s\d+\(`)
	inPipe, inDot, inAdd := 0, 0, 0
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
		dot, add := len(squaringDot.FindAllString(gir, -1)), len(squaringAdd.FindAllString(gir, -1))
		first, next := len(pipeFirst.FindAllString(gir, -1)), len(pipeNext.FindAllString(gir, -1))
		switch {
		case first == 1 && next == 1 && dot == 0 && add == 0:
			inPipe++
			if pipePlain.MatchString(gir) {
				t.Errorf("%s: the guarded pipelined kernel has a dot loop that does not square:\n%s", c.name, gir)
			}
		case first+next == 0 && dot > 0 && add == 0:
			inDot++
		case first+next == 0 && dot == 0 && add == 1:
			inAdd++
		default:
			t.Errorf("%s: %d+%d squaring pipelined loops, %d squaring dot loops and %d squaring add passes, want the rows squared once:\n%s", c.name, first, next, dot, add, gir)
		}
		if !strings.Contains(gir, "@fjv_addrows_") || strings.Count(gir, "call double @llvm.sqrt.f64(") != 1 {
			t.Errorf("%s: the guarded kernel does not fold its blocks' bound once:\n%s", c.name, gir)
		}
		if strings.Count(gir, "call i64 @fjv_maxbits(") != 1 {
			t.Errorf("%s: want one exact maximum, for the one-row loop:\n%s", c.name, gir)
		}
	}
	if inPipe == 0 || inAdd == 0 {
		t.Fatalf("blocked col_agg_t golden cases squaring in the pipelined loop: %d, in the multi-row dot loop: %d, in the add pass: %d; want the pipelined loop and the add pass", inPipe, inDot, inAdd)
	}
	t.Logf("squaring in the pipelined loop: %d, in the multi-row dot loop: %d, in the add pass: %d", inPipe, inDot, inAdd)
}
