package llvmgen

import (
	"strings"
	"testing"
)

// rowOutputs is what TestRowOutputsWrittenInPlace expects of a kernel:
// whether it copies its output row, and which primitive sums its rows.
type rowOutputs struct{ copies, rowLanes, lanes bool }

// TestRowOutputsWrittenInPlace: a no_agg Row kernel whose output row is
// computed by an element-wise, selection or scan primitive computes it in
// row i of out, with no copy from the scratch (writesOut), and a row sum
// of a dense row takes its lanes from rowLanesPrim, not the one-value
// lanes (the sparse rows of row_fullagg_sparse keep the lanes of their
// stored cells).
func TestRowOutputsWrittenInPlace(t *testing.T) {
	cases := map[string]rowOutputs{
		"row_noagg_softmax_dense":       {copies: false, rowLanes: true},
		"row_noagg_ifelse_dense":        {copies: false, rowLanes: true},
		"row_noagg_scan_dense":          {copies: false, rowLanes: true},
		"row_noagg_indexmax_mean_dense": {rowLanes: true},
		"row_noagg_sparse":              {copies: false},
		"row_noagg_matvec_dense":        {copies: false},
		"row_fullagg_sparse":            {lanes: true},
	}
	forGoldenCases(t, cases, func(o goldenOutput, want rowOutputs) {
		kernel := o.kernel()
		if got := strings.Contains(kernel, "call void @fjv_copy("); got != want.copies {
			t.Errorf("%s: kernel copies its output row: %v, want %v\n%s", o.c.name, got, want.copies, kernel)
		}
		if got := strings.Contains(kernel, "call void @fjv_rowlanes_v("); got != want.rowLanes {
			t.Errorf("%s: row sums by rowLanesPrim: %v, want %v", o.c.name, got, want.rowLanes)
		}
		if got := strings.Contains(kernel, "call void @fjv_lanes_"); got != want.lanes {
			t.Errorf("%s: row sums by lanesPrim: %v, want %v", o.c.name, got, want.lanes)
		}
	})
}

// TestCellRowSumTailUnrolled: a Cell row sum over dense rows adds the
// columns past its whole blocks in an unrolled tail with constant lanes
// (rowTail), so no lane is indexed by the column any more (an "and ...,
// 7" of a column into the lane array, which kept the lanes in memory).
func TestCellRowSumTailUnrolled(t *testing.T) {
	cases := map[string]bool{"cell_rowagg_dense": true, "cell_rowagg_dense_streams": true}
	forGoldenCases(t, cases, func(o goldenOutput, _ bool) {
		kernel := o.kernel()
		steps := 0
		for _, line := range strings.Split(kernel, "\n") {
			if strings.HasPrefix(line, "coltail") && !strings.HasSuffix(line, ".exit:") {
				steps++
			}
		}
		if steps != 7 {
			t.Errorf("%s: %d unrolled tail steps, want 7\n%s", o.c.name, steps, kernel)
		}
		for _, line := range strings.Split(kernel, "\n") {
			if strings.Contains(line, "= and i64 %") && strings.HasSuffix(line, ", 7") {
				t.Errorf("%s: a lane indexed by a column: %s", o.c.name, line)
			}
		}
	})
}
