package tests

import (
	"strings"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/jit"
)

// TestGeneratedIRVerifies runs opt -verify on the module of every Cell test
// expression: clang accepts some invalid IR silently.
func TestGeneratedIRVerifies(t *testing.T) {
	c, err := jit.NewCompiler("")
	if err != nil {
		t.Fatalf("no compiler: %v", err)
	}
	e := newEngine(t, engine.PolicyFuseAll)
	for _, k := range xKinds {
		in := makeInputs(k, 40, 9, false)
		for _, cc := range cellCases {
			out, err := e.ExplainIR(cc.build(in))
			if err != nil {
				t.Fatalf("%s/%s: %v", k.name, cc.name, err)
			}
			found := false
			for _, m := range extractModules(out) {
				found = true
				if err := c.Verify(m); err != nil {
					t.Errorf("%s/%s: %v", k.name, cc.name, err)
				}
			}
			if !found {
				t.Errorf("%s/%s: Explain printed no IR", k.name, cc.name)
			}
		}
	}
}

// extractModules returns the IR modules printed by ExplainIR: each starts
// at the "; fusejit module" line written by ExplainIR and ends at the next CPlan.
func extractModules(explain string) []string {
	var mods []string
	for _, part := range strings.Split(explain, "; fusejit module\n")[1:] {
		if i := strings.Index(part, "\nCPlan "); i >= 0 {
			part = part[:i]
		}
		mods = append(mods, part)
	}
	return mods
}
