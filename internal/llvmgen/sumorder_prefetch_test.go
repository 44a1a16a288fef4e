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
// nothing for scalars; loops that are not flat full sums (nor dense row
// sums over two matrices or more: TestRowSumsPrefetchStreams) prefetch
// nothing of their own.
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
		{"rowSums(X*2)", memo.TemplateCell, cplan.RowAgg, func() []*hop.Hop {
			return one(agg(hop.OpSum, hop.DirRow, bin(hop.OpMul, dx(), lit(2))))
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

// TestRowSumsPrefetchStreams: the block loop of a dense row sum
// (rowBlocks) prefetches one line of each dense matrix input
// cellPrefetchAhead cells ahead of the block's first cell (row offset
// plus column), into L2, when it streams at least two matrices; over one
// matrix, whatever its other inputs, it prefetches nothing.
func TestRowSumsPrefetchStreams(t *testing.T) {
	rowSum := func(h *hop.Hop) []*hop.Hop { return one(agg(hop.OpSum, hop.DirRow, h)) }
	cases := []struct {
		name       string
		roots      func() []*hop.Hop
		prefetches int
	}{
		{"rowSums(X*Y*Z)", func() []*hop.Hop {
			return rowSum(bin(hop.OpMul, bin(hop.OpMul, dx(), dmat(gN, gM)), dmat(gN, gM)))
		}, 3},
		{"rowSums(X*Y)", func() []*hop.Hop { return rowSum(bin(hop.OpMul, dx(), dmat(gN, gM))) }, 2},
		{"rowSums(X*Y+2)", func() []*hop.Hop {
			return rowSum(bin(hop.OpAdd, bin(hop.OpMul, dx(), dmat(gN, gM)), lit(2)))
		}, 2},
		{"rowSums(X^2)", func() []*hop.Hop { return rowSum(bin(hop.OpPow, dx(), lit(2))) }, 0},
		{"rowSums(X*v)", func() []*hop.Hop { return rowSum(bin(hop.OpMul, dx(), dmat(gN, 1))) }, 0},
		{"rowSums(X*r)", func() []*hop.Hop { return rowSum(bin(hop.OpMul, dx(), dmat(1, gM))) }, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := planFor(t, goldenCase{name: c.name, tmpl: memo.TemplateCell, variant: cplan.RowAgg, drive: dense, roots: c.roots})
			ir := lowered(t, p).ir.String()
			if calls := strings.Count(ir, "call void @llvm.prefetch"); calls != c.prefetches {
				t.Fatalf("%d prefetch calls, want %d:\n%s", calls, c.prefetches, ir)
			}
			if c.prefetches == 0 {
				return
			}
			if got := strings.Count(ir, "i32 0, i32 2, i32 1)"); got != c.prefetches {
				t.Errorf("%d prefetches for reading into L2 (locality 2, data), want %d", got, c.prefetches)
			}
			// The prefetched index is the block's first cell plus
			// cellPrefetchAhead, computed in the block loop.
			loop := ir[strings.Index(ir, "colblk"):]
			if ahead := fmt.Sprintf(", %d\n", cellPrefetchAhead); !strings.Contains(loop, ahead) {
				t.Errorf("no index %d cells ahead in the block loop:\n%s", cellPrefetchAhead, ir)
			}
		})
	}
}
