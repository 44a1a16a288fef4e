package llvmgen

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// TestPipelinedLoopRegisters checks which kernels compile their pipelined
// primitives for long rows for 256-bit registers: row-mm's (two columns)
// does, with the attributes on each primitive and every call to one
// noinline (inlined, the attributes would be dropped); row-dense's (one
// column) does not.
func TestPipelinedLoopRegisters(t *testing.T) {
	want := map[string][]string{
		"row_colaggt_k2_dense":     {"fjv_dots_r4_s2_y_l1", "fjv_addrows_dots_r4_k2_s2_y_l1", "fjv_addrows_r4_k2_y"},
		"row_colaggt_vector_dense": nil,
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

// TestPipelinedLoopChoosesL1PrefetchByWidth checks that both kernels
// (one and two columns) call, by a comparison of the width with
// rowL1MinCols, the dot loops for long rows (_l1: with the L1 prefetch,
// in the registers of pipelineRegs) and for narrow rows the guarded
// loops' primitives (widest registers, no L1 prefetch).
func TestPipelinedLoopChoosesL1PrefetchByWidth(t *testing.T) {
	type pair struct{ long, narrow string }
	want := map[string][]pair{
		"row_colaggt_k2_dense":     {{"fjv_dots_r4_s2_y_l1", "fjv_dots_r4_s2"}, {"fjv_addrows_dots_r4_k2_s2_y_l1", "fjv_addrows_dots_r4_k2_s2"}},
		"row_colaggt_vector_dense": {{"fjv_dots_r4_s1_l1", "fjv_dots_r4_s1"}, {"fjv_addrows_dots_r4_k1_s1_l1", "fjv_addrows_dots_r4_k1_s1"}},
	}
	for _, o := range goldenOutputs(t) {
		prims, ok := want[o.c.name]
		if !ok {
			continue
		}
		delete(want, o.c.name)
		body := func(name string) string {
			f := o.ir[strings.Index(o.ir, "define internal void @"+name+"("):]
			return f[:strings.Index(f, "\n}\n")]
		}
		for _, p := range prims {
			for _, name := range []string{p.long, p.narrow} {
				if !strings.Contains(o.ir, "call void @"+name+"(") {
					t.Fatalf("%s: no call to %s", o.c.name, name)
				}
			}
			if a, b := strings.Count(body(p.long), "i32 0, i32 3, i32 1)"), strings.Count(body(p.narrow), "i32 0, i32 3, i32 1)"); a != rowBlock || b != 0 {
				t.Errorf("%s: %s prefetches %d rows into L1 and %s %d, want %d and 0", o.c.name, p.long, a, p.narrow, b, rowBlock)
			}
			if strings.Contains(o.ir, "define internal void @"+p.narrow+"(") && strings.Contains(body(p.narrow), "prefer-vector-width") {
				t.Errorf("%s: %s is not compiled for the widest registers", o.c.name, p.narrow)
			}
		}
		if !strings.Contains(o.ir, fmt.Sprintf(", %d\n", rowL1MinCols)) {
			t.Errorf("%s: no comparison of the width with %d", o.c.name, rowL1MinCols)
		}
	}
	for name := range want {
		t.Errorf("no golden case %s", name)
	}
}
