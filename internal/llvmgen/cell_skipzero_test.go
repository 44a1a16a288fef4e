package llvmgen

import (
	"strings"
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// TestSkipZeroAdds: a sparse-safe full sum branches around the lane add
// exactly when two or more sparse side inputs each make its cell a
// structural zero (foldAllSkipZeros); with fewer the add stays
// branch-free.
func TestSkipZeroAdds(t *testing.T) {
	sum := func(h *hop.Hop) []*hop.Hop { return one(agg(hop.OpSum, hop.DirFull, h)) }
	y := func() *hop.Hop { return smat(gN, gM, 0.4, 2) }
	z := func() *hop.Hop { return smat(gN, gM, 0.5, 3) }
	cases := []struct {
		name string
		expr func() []*hop.Hop
		skip bool
	}{
		{"X*Y*Z", func() []*hop.Hop { return sum(bin(hop.OpMul, bin(hop.OpMul, sx(), y()), z())) }, true},
		{"X*Y", func() []*hop.Hop { return sum(bin(hop.OpMul, sx(), y())) }, false},
		{"X*Y*exp(Z)", func() []*hop.Hop { return sum(bin(hop.OpMul, bin(hop.OpMul, sx(), y()), un(hop.OpExp, z()))) }, false},
		{"X*(Y+Z)", func() []*hop.Hop { return sum(bin(hop.OpMul, sx(), bin(hop.OpAdd, y(), z()))) }, false},
		{"X*abs(Y)*-Z", func() []*hop.Hop {
			return sum(bin(hop.OpMul, bin(hop.OpMul, sx(), un(hop.OpAbs, y())), un(hop.OpNeg, z())))
		}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := planFor(t, goldenCase{name: c.name, tmpl: memo.TemplateCell, variant: cplan.FullAgg, drive: sparseSafe, roots: c.expr})
			if !p.SparseSafe || len(p.ScatteredInputs()) != len(p.Inputs)-1 {
				t.Fatalf("plan is not sparse-safe with scattered side inputs:\n%s", p)
			}
			ir := lowered(t, p).ir.String()
			if got := strings.Contains(ir, "nzadd"); got != c.skip {
				t.Errorf("branch around zero adds = %v, want %v", got, c.skip)
			}
		})
	}
}
