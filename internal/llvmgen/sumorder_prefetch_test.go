package llvmgen

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// TestFlatSumsPrefetchInputs: the block loop of a flat full sum
// (flatBlocks) prefetches one line of every matrix input
// cellPrefetchAhead cells ahead of the block's first cell, into L2, and
// nothing for scalars; loops that are not flat full sums prefetch nothing
// of their own.
func TestFlatSumsPrefetchInputs(t *testing.T) {
	sum := func(h *hop.Hop) *hop.Hop { return agg(hop.OpSum, hop.DirFull, h) }
	cases := []struct {
		name       string
		tmpl       memo.TemplateType
		variant    cplan.Variant
		roots      func() []*hop.Hop
		prefetches int
	}{
		{"sum(X*Y*Z)", memo.TemplateCell, cplan.FullAgg, func() []*hop.Hop {
			return one(sum(bin(hop.OpMul, bin(hop.OpMul, dx(), dmat(gN, gM)), dmat(gN, gM))))
		}, 3},
		{"sum(X*2)", memo.TemplateCell, cplan.FullAgg, func() []*hop.Hop {
			return one(sum(bin(hop.OpMul, dx(), lit(2))))
		}, 1},
		{"[sum(X*Y), sum(X*Z)]", memo.TemplateMAgg, cplan.FullAgg, func() []*hop.Hop {
			X := dx()
			return []*hop.Hop{sum(bin(hop.OpMul, X, dmat(gN, gM))), sum(bin(hop.OpMul, X, dmat(gN, gM)))}
		}, 3},
		{"X*Y", memo.TemplateCell, cplan.NoAgg, func() []*hop.Hop {
			return one(bin(hop.OpMul, dx(), dmat(gN, gM)))
		}, 0},
		{"rowSums(X*Y)", memo.TemplateCell, cplan.RowAgg, func() []*hop.Hop {
			return one(agg(hop.OpSum, hop.DirRow, bin(hop.OpMul, dx(), dmat(gN, gM))))
		}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := planFor(t, goldenCase{name: c.name, tmpl: c.tmpl, variant: c.variant, drive: dense, roots: c.roots})
			ir := lowered(t, p).ir.String()
			calls := strings.Count(ir, "call void @llvm.prefetch")
			if calls != c.prefetches {
				t.Fatalf("%d prefetch calls, want %d:\n%s", calls, c.prefetches, ir)
			}
			if calls == 0 {
				return
			}
			if ahead := fmt.Sprintf(", %d\n", cellPrefetchAhead); !strings.Contains(ir, ahead) {
				t.Errorf("no index %d cells ahead in the IR", cellPrefetchAhead)
			}
			if got := strings.Count(ir, "i32 0, i32 2, i32 1)"); got != c.prefetches {
				t.Errorf("%d prefetches for reading into L2 (locality 2, data), want %d", got, c.prefetches)
			}
		})
	}
}
