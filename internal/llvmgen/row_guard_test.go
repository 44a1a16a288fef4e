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
