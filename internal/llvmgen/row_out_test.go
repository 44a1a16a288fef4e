package llvmgen

import (
	"strings"
	"testing"
)

// TestRowOutputsWrittenInPlace: a no_agg Row kernel whose output row is
// computed by an element-wise, selection or scan primitive computes it in
// row i of out, with no copy from the scratch (writesOut), and a row sum
// of a dense row takes its lanes from rowLanesPrim, not the one-value
// lanes (the sparse rows of row_fullagg_sparse keep the lanes of their
// stored cells).
func TestRowOutputsWrittenInPlace(t *testing.T) {
	cases := map[string]struct{ copies, rowLanes, lanes bool }{
		"row_noagg_softmax_dense":       {copies: false, rowLanes: true},
		"row_noagg_ifelse_dense":        {copies: false, rowLanes: true},
		"row_noagg_scan_dense":          {copies: false, rowLanes: true},
		"row_noagg_indexmax_mean_dense": {rowLanes: true},
		"row_noagg_sparse":              {copies: false},
		"row_noagg_matvec_dense":        {copies: false},
		"row_fullagg_sparse":            {lanes: true},
	}
	seen := 0
	for _, o := range goldenOutputs(t) {
		want, ok := cases[o.c.name]
		if !ok {
			continue
		}
		seen++
		kernel := o.ir[strings.Index(o.ir, "define void @fj_"):]
		kernel = kernel[:strings.Index(kernel, "\n}")]
		if got := strings.Contains(kernel, "call void @fjv_copy("); got != want.copies {
			t.Errorf("%s: kernel copies its output row: %v, want %v\n%s", o.c.name, got, want.copies, kernel)
		}
		if got := strings.Contains(kernel, "call void @fjv_rowlanes_v("); got != want.rowLanes {
			t.Errorf("%s: row sums by rowLanesPrim: %v, want %v", o.c.name, got, want.rowLanes)
		}
		if got := strings.Contains(kernel, "call void @fjv_lanes_"); got != want.lanes {
			t.Errorf("%s: row sums by lanesPrim: %v, want %v", o.c.name, got, want.lanes)
		}
	}
	if seen != len(cases) {
		t.Fatalf("%d of %d golden cases found", seen, len(cases))
	}
}
