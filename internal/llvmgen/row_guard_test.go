package llvmgen

import (
	"strconv"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/memo"
)

// TestRowGuardIR: a MainGuard Row plan of each variant and main format
// emits the maximum primitive, reads the guard slot and verifies with
// LLVM's opt (when installed); the same plan without the guard emits none
// of it (its IR is the golden one).
func TestRowGuardIR(t *testing.T) {
	opt := findOpt()
	n := 0
	for _, c := range goldenCases {
		if c.tmpl != memo.TemplateRow {
			continue
		}
		plain, guarded := planFor(t, c), planFor(t, c)
		if err := guarded.SetMainGuard(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		slot, _ := guarded.ABI().GuardSlot()
		for _, k := range []struct {
			name string
			want bool
			plan *cplan.CPlan
		}{{"plain", false, plain}, {"guarded", true, guarded}} {
			ir, _, err := Generate(k.plan)
			if err != nil {
				t.Fatalf("%s %s: %v", c.name, k.name, err)
			}
			if got := strings.Contains(ir, "@fjv_maxbits("); got != k.want {
				t.Errorf("%s %s: maximum primitive emitted = %t, want %t", c.name, k.name, got, k.want)
			}
			if k.want && !strings.Contains(ir, "getelementptr inbounds i64, i64* %aux, i64 "+strconv.Itoa(int(slot))) {
				t.Errorf("%s: the guard slot %d is never read:\n%s", c.name, slot, ir)
			}
			if opt != "" {
				if err := verifyIR(opt, ir); err != nil {
					t.Errorf("%s %s: %v", c.name, k.name, err)
				}
			}
		}
		n++
	}
	if n < 5 {
		t.Fatalf("only %d Row cases", n)
	}
}

// TestRowSideGuardIR: a Row plan whose dense column-vector side input is
// a side guard calls the maximum primitive once more than the plan with
// the main-input guard alone (one pass over the call's cells of the
// vector), and verifies with LLVM's opt (when installed).
func TestRowSideGuardIR(t *testing.T) {
	opt := findOpt()
	n := 0
	for _, c := range goldenCases {
		if c.tmpl != memo.TemplateRow {
			continue
		}
		mainOnly, sided := planFor(t, c), planFor(t, c)
		vec := -1
		for i, in := range sided.Inputs {
			if i > 0 && in.Kind == cplan.KindColVector && !in.Sparse {
				vec = i
			}
		}
		if vec < 0 {
			continue
		}
		if err := mainOnly.SetMainGuard(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if err := sided.SetMainGuard(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if err := sided.SetSideGuard(vec); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		calls := func(p *cplan.CPlan) (int, string) {
			ir, _, err := Generate(p)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			return strings.Count(ir, "call i64 @fjv_maxbits("), ir
		}
		m, _ := calls(mainOnly)
		s, ir := calls(sided)
		if s != m+1 {
			t.Errorf("%s: %d calls of the maximum primitive with the side guard, %d without; want one more", c.name, s, m)
		}
		if opt != "" {
			if err := verifyIR(opt, ir); err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
		}
		n++
	}
	if n == 0 {
		t.Fatal("no Row case reads a dense column vector")
	}
}
