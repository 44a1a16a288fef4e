package llvmgen

import (
	"fmt"
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/internal/memo"
)

// TestEveryOuterKernelIsQuickSafe builds Outer kernels beyond the goldens
// (TestOuterModulesAreQuickSafe checks those): each variant (full_agg,
// no_agg, also with its structural-zero flags, right_mm, left_mm) with
// and without the blocked and sorted walks (rank oBlockedR). Every module
// must pass jit.QuickSafe: a quick (-O0) build gives the bits of the -O3
// one only without a fast-math flag or a call whose result depends on the
// level, and the engine prices every Outer kernel for a quick build.
func TestEveryOuterKernelIsQuickSafe(t *testing.T) {
	variants := []struct {
		variant cplan.Variant
		roots   func(x, u, v, e *hop.Hop) []*hop.Hop
	}{
		{cplan.FullAgg, func(x, u, v, e *hop.Hop) []*hop.Hop {
			return one(agg(hop.OpSum, hop.DirFull, bin(hop.OpMul, x, un(hop.OpLog, bin(hop.OpAdd, e, lit(1e-15))))))
		}},
		{cplan.NoAgg, func(x, u, v, e *hop.Hop) []*hop.Hop {
			return one(bin(hop.OpMul, x, un(hop.OpSigmoid, e)))
		}},
		{cplan.NoAgg, func(x, u, v, e *hop.Hop) []*hop.Hop {
			return one(bin(hop.OpMul, bin(hop.OpNe, x, lit(0)), bin(hop.OpSub, e, x)))
		}},
		{cplan.RightMM, func(x, u, v, e *hop.Hop) []*hop.Hop {
			return one(mm(bin(hop.OpMul, x, e), v))
		}},
		{cplan.LeftMM, func(x, u, v, e *hop.Hop) []*hop.Hop {
			return one(mm(tr(u), bin(hop.OpDiv, x, e)))
		}},
	}
	built, blocked, flags := 0, 0, 0
	for k, vr := range variants {
		for _, r := range []int{gR, oBlockedR} {
			rows, cols := oN, oM
			if r == oBlockedR {
				cols = oBlockedM
			}
			name := fmt.Sprintf("%d/%s/rank%d", k, vr.variant, r)
			c := goldenCase{name: name, tmpl: memo.TemplateOuter, variant: vr.variant, drive: sparseSafe,
				roots: func() []*hop.Hop {
					x, u, v := smat(rows, cols, 0.01, 3), dmat(rows, r), dmat(cols, r)
					return vr.roots(x, u, v, mm(u, tr(v)))
				}}
			p, err := buildPlan(c)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			ir, _, err := Generate(p)
			if err != nil {
				t.Fatalf("%s: generate: %v", name, err)
			}
			built++
			if p.OuterBlocked() {
				blocked++
			}
			if p.ZeroFlags {
				flags++
			}
			if !jit.QuickSafe(ir) {
				t.Errorf("%s: the module is not jit.QuickSafe", name)
			}
		}
	}
	if built != 2*len(variants) || blocked != len(variants) || flags == 0 {
		t.Errorf("%d Outer kernels built, %d of them blocked, %d with zero flags; want %d, %d, some",
			built, blocked, flags, 2*len(variants), len(variants))
	}
}
