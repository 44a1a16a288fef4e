package llvmgen

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
)

// TestPipelinedLoopRegisters checks which kernels compile their pipelined
// primitives for 256-bit registers: row-mm's (two columns) over long rows
// does, with the attributes on each primitive and every call to one
// noinline (inlined, the attributes would be dropped); row-dense's (one
// column) does not, nor does any kernel over narrow rows.
func TestPipelinedLoopRegisters(t *testing.T) {
	want := map[string][]string{
		"row_colaggt_k2_dense_longrows":     {"fjv_dots_r4_s2_y_l1", "fjv_addrows_dots_r4_k2_s2_y_l1", "fjv_addrows_r4_k2_y"},
		"row_colaggt_vector_dense_longrows": nil,
		"row_colaggt_k2_dense":              nil,
		"row_colaggt_vector_dense":          nil,
		"row_colaggt_slice_dense":           nil,
	}
	attrs := `"prefer-vector-width"="256" "min-legal-vector-width"="256"`
	for _, o := range goldenOutputs(t) {
		prims, ok := want[o.c.name]
		if !ok {
			continue
		}
		delete(want, o.c.name)
		defs := regexp.MustCompile(`(?m)^define .*@(fjv_\w+)\(.*$`).FindAllStringSubmatch(o.ir, -1)
		var half []string
		for _, d := range defs {
			isHalf := strings.HasSuffix(strings.TrimSuffix(d[1], "_l1"), "_y")
			if strings.Contains(d[0], attrs) != isHalf {
				t.Errorf("%s: %s: attributes do not match the name: %s", o.c.name, d[1], d[0])
			}
			if isHalf {
				half = append(half, d[1])
			}
		}
		if strings.Join(half, ",") != strings.Join(prims, ",") {
			t.Errorf("%s: 256-bit primitives %v, want %v", o.c.name, half, prims)
		}
		for _, p := range prims {
			calls := regexp.MustCompile(`(?m)^\s.*call void @`+p+`\(.*$`).FindAllString(o.ir, -1)
			if len(calls) == 0 {
				t.Errorf("%s: no call to %s", o.c.name, p)
			}
			for _, c := range calls {
				if !strings.HasSuffix(c, " noinline") {
					t.Errorf("%s: call to %s can be inlined: %s", o.c.name, p, strings.TrimSpace(c))
				}
			}
		}
	}
	for name := range want {
		t.Errorf("no golden case %s", name)
	}
}

// TestHalfRegisterPrimitivesSameCode checks that a primitive compiled for
// 256-bit registers is the same IR as the widest one but for its name and
// attributes, so that both compute the same bits.
func TestHalfRegisterPrimitivesSameCode(t *testing.T) {
	for _, K := range []int{1, 2} {
		for _, S := range []int{1, 2} {
			m := newModule()
			pairs := [][2]string{
				{m.rowDotsPrimIn(S, false, widestRegs, false).LLString(), m.rowDotsPrimIn(S, false, halfRegs, false).LLString()},
				{m.addRowsDotsPrimIn(K, S, false, widestRegs, false).LLString(), m.addRowsDotsPrimIn(K, S, false, halfRegs, false).LLString()},
				{m.rowDotsPrimIn(S, false, widestRegs, true).LLString(), m.rowDotsPrimIn(S, false, halfRegs, true).LLString()},
				{m.addRowsDotsPrimIn(K, S, false, widestRegs, true).LLString(), m.addRowsDotsPrimIn(K, S, false, halfRegs, true).LLString()},
				{m.addRowsPrimIn(K, widestRegs).LLString(), m.addRowsPrimIn(K, halfRegs).LLString()},
			}
			for _, p := range pairs {
				wide, half := p[0], p[1]
				if wide == half {
					t.Errorf("K=%d S=%d: the 256-bit primitive is the widest one:\n%s", K, S, firstLine(wide))
					continue
				}
				stripped := strings.Replace(strings.Replace(strings.Replace(half, "_y(", "(", 1), "_y_l1(", "_l1(", 1), ` "prefer-vector-width"="256" "min-legal-vector-width"="256"`, "", 1)
				if stripped != wide {
					t.Errorf("K=%d S=%d: %s differs from the widest primitive beyond its name and attributes", K, S, firstLine(half))
				}
			}
		}
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// TestHalfRegisterCallsNotInlined checks that a call to a 256-bit
// primitive is noinline whatever the kernel's count of calls (limitInlining
// marks them all only past rowInlineMaxCalls), and marked once.
func TestHalfRegisterCallsNotInlined(t *testing.T) {
	m := newModule()
	fn := m.ir.NewFunc("caller", f64)
	b := fn.NewBlock("entry")
	for _, regs := range []vecRegs{widestRegs, halfRegs} {
		c := regs.call(b, m.addRowsPrimIn(1, regs))
		noInline(c) // as limitInlining does past rowInlineMaxCalls
		got := strings.Count(c.LLString(), "noinline")
		if got != 1 {
			t.Errorf("regs %d: %d noinline attributes after limitInlining, want 1: %s", regs, got, c.LLString())
		}
		if c2 := regs.call(b, m.addRowsPrimIn(1, regs)); strings.Contains(c2.LLString(), "noinline") != (regs == halfRegs) {
			t.Errorf("regs %d: call %s", regs, c2.LLString())
		}
	}
}

// TestPipelinedLoopChoosesL1PrefetchByPlan checks that the plan's width
// class alone decides the pipelined loop's primitives, with no choice left
// to run time: a kernel over long rows (LongRows) calls only the dot loops
// with the L1 prefetch (_l1, in the registers of pipelineRegs; with one
// column, the adds that defer their NaNs, defersOutNaNs), one over
// narrow rows only the widest-register loops without it (those of the
// guarded kernels), and neither compares the width with
// cplan.WideRowMinCols.
func TestPipelinedLoopChoosesL1PrefetchByPlan(t *testing.T) {
	want := map[string][]string{
		"row_colaggt_k2_dense_longrows":     {"fjv_dots_r4_s2_y_l1", "fjv_addrows_dots_r4_k2_s2_y_l1", "fjv_addrows_r4_k2_y"},
		"row_colaggt_vector_dense_longrows": {"fjv_dots_r4_s1_l1", "fjv_addrows_dots_r4_k1_s1_l1_deferred", "fjv_addrows_r4_k1"},
		"row_colaggt_k2_dense":              {"fjv_dots_r4_s2", "fjv_addrows_dots_r4_k2_s2", "fjv_addrows_r4_k2"},
		"row_colaggt_vector_dense":          {"fjv_dots_r4_s1", "fjv_addrows_dots_r4_k1_s1", "fjv_addrows_r4_k1"},
		"row_colaggt_slice_dense":           {"fjv_dots_r4_s1", "fjv_addrows_dots_r4_k1_s1", "fjv_addrows_r4_k1"},
	}
	for _, o := range goldenOutputs(t) {
		prims, ok := want[o.c.name]
		if !ok {
			continue
		}
		delete(want, o.c.name)
		long := strings.HasSuffix(o.c.name, "_longrows")
		if got := strings.Contains(o.file, " long_rows\n"); got != long {
			t.Errorf("%s: plan over long rows %t, want %t", o.c.name, got, long)
		}
		called := regexp.MustCompile(`call void @(fjv_(?:dots|addrows)\w*)\(`).FindAllStringSubmatch(o.ir, -1)
		seen := map[string]bool{}
		for _, c := range called {
			seen[c[1]] = true
		}
		var got []string
		for name := range seen {
			got = append(got, name)
		}
		sort.Strings(got)
		wantSorted := append([]string(nil), prims...)
		sort.Strings(wantSorted)
		if strings.Join(got, ",") != strings.Join(wantSorted, ",") {
			t.Errorf("%s: calls %v, want %v", o.c.name, got, wantSorted)
		}
		l1 := strings.Count(o.ir, "i32 0, i32 3, i32 1)")
		if wantL1 := map[bool]int{true: 2 * rowBlock, false: 0}[long]; l1 != wantL1 {
			t.Errorf("%s: %d prefetches into L1, want %d (rowBlock in each of the two dot loops)", o.c.name, l1, wantL1)
		}
		if strings.Contains(o.ir, fmt.Sprintf(", %d\n", cplan.WideRowMinCols)) {
			t.Errorf("%s: compares a value with %d at run time", o.c.name, cplan.WideRowMinCols)
		}
	}
	for name := range want {
		t.Errorf("no golden case %s", name)
	}
}
