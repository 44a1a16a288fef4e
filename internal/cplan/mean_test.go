package cplan_test

import (
	"strings"
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
)

// aggPlans keeps the plans that close with an aggregate.
func aggPlans(ps []*cplan.CPlan) []*cplan.CPlan {
	var out []*cplan.CPlan
	for _, p := range ps {
		if p.Root.Op.IsAgg() {
			out = append(out, p)
		}
	}
	return out
}

// A mean closes like a sum in the kernel but not in the result: its plan
// must hash apart from the sum's (the CPlan hash covers Means) and say
// mean in Explain.
func TestMeanPlanHashAndString(t *testing.T) {
	for _, dir := range []hop.Direction{hop.DirFull, hop.DirRow, hop.DirCol} {
		x, y := dn(200, 30), dn(200, 30)
		sum := aggPlans(checkAccepted(t, "sum", agg(hop.OpSum, dir, bin(hop.OpMul, x, y))))
		mean := aggPlans(checkAccepted(t, "mean", agg(hop.OpMean, dir, bin(hop.OpMul, x, y))))
		if len(sum) == 0 || len(mean) == 0 {
			t.Fatalf("%s: %d and %d aggregate plans, want some", dir, len(sum), len(mean))
		}
		if sum[0].Hash() == mean[0].Hash() {
			t.Errorf("%s: sum and mean plans share hash %s", dir, sum[0].Hash())
		}
		if !mean[0].IsMean(0) || sum[0].IsMean(0) {
			t.Errorf("%s: IsMean(0) = %v for the mean, %v for the sum", dir, mean[0].IsMean(0), sum[0].IsMean(0))
		}
		if s := mean[0].String(); !strings.Contains(s, "mean") {
			t.Errorf("%s: the plan does not say mean:\n%s", dir, s)
		}
	}
}
