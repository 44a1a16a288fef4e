package tests

import (
	"strings"
	"testing"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/matrix"
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

// TestRowInliningLimit: a Row kernel with few primitive calls lets clang
// inline them (no call-site noinline), a long chain marks every call
// noinline so that one copy of each primitive serves the chain.
func TestRowInliningLimit(t *testing.T) {
	e := sharedEngine(t, engine.PolicyFuseAll)
	X := engine.Dense(matrix.RandDense(200, 30, 0.5, 1.5, 1))
	short := X.Div(X.RowSums()).ColSums()
	long := X.Div(X.RowSums())
	for i := 0; i < 30; i++ {
		long = long.Mul(engine.Scalar(1 + 1/float64(i+2)))
	}
	for _, c := range []struct {
		name     string
		expr     *engine.Expr
		noinline bool
	}{{"colSums(X/rowSums(X))", short, false}, {"30-op chain", long.Sum(), true}} {
		ir, err := e.ExplainIR(c.expr)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(ir, "row") {
			t.Fatalf("%s: no Row operator:\n%s", c.name, ir)
		}
		if got := strings.Contains(ir, ") noinline"); got != c.noinline {
			t.Errorf("%s: call-site noinline %v, want %v", c.name, got, c.noinline)
		}
	}
}
