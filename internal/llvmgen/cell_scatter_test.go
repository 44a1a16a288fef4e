package llvmgen

import (
	"strings"
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// TestScatterPrefetch: the scatter loop prefetches side inputs' values
// unless a sum branches around zero adds (then their values are read at
// too few cells to pay for fetching every line); every kernel with
// scattered inputs fills a fresh scratch once and reads values through
// the interleaved address slots.
func TestScatterPrefetch(t *testing.T) {
	y := func() *hop.Hop { return smat(gN, gM, 0.4, 2) }
	z := func() *hop.Hop { return smat(gN, gM, 0.5, 3) }
	cases := []struct {
		name     string
		tmpl     memo.TemplateType
		expr     func() []*hop.Hop
		prefetch bool
	}{
		{"sum(X*Y*Z)", memo.TemplateCell, func() []*hop.Hop {
			return one(agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, bin(hop.OpMul, sx(), y()), z())))
		}, false},
		{"sum(X*Y)", memo.TemplateCell, func() []*hop.Hop {
			return one(agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, sx(), y())))
		}, true},
		{"[sum(X*Y), sum(X*Z)]", memo.TemplateMAgg, func() []*hop.Hop {
			X := sx()
			return []*hop.Hop{agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, X, y())), agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, X, z()))}
		}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := planFor(t, goldenCase{name: c.name, tmpl: c.tmpl, variant: cplan.FullAgg, drive: sparseSafe, roots: c.expr})
			if len(p.ScatteredInputs()) == 0 {
				t.Fatalf("plan has no scattered inputs:\n%s", p)
			}
			ir := lowered(t, p).ir.String()
			if got := strings.Contains(ir, "call void @llvm.prefetch"); got != c.prefetch {
				t.Errorf("prefetch = %v, want %v", got, c.prefetch)
			}
			if !strings.Contains(ir, "fillslots") {
				t.Error("no one-time fill of the scatter slots")
			}
		})
	}
}
