package selection

import (
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
)

// TestUnfusedTimeBoundsOperators: the DAG's unfused estimate is at least
// every selected fused operator's (OperatorTimes), and leaves cost nothing.
func TestUnfusedTimeBoundsOperators(t *testing.T) {
	X, Y := dense(2000, 300), dense(2000, 300)
	tbl := explore(t, sum(bin(hop.OpMul, bin(hop.OpAdd, X, Y), Y)))
	m := Nominal()
	total := UnfusedTime(tbl.DAG, m)
	// Two passes, each writing a 4.8 MB matrix and reading two: more
	// than 2 * 4.8 MB / 8 GB/s.
	if total < time.Millisecond {
		t.Errorf("UnfusedTime = %v, want at least 1 ms", total)
	}
	n := 0
	for _, op := range opsOf(FuseAll(tbl, nil)) {
		n++
		if u, _ := OperatorTimes(op, m); u > total {
			t.Errorf("operator at %s: unfused %v above the DAG's %v", op.Root, u, total)
		}
	}
	if n == 0 {
		t.Fatal("nothing fused")
	}
	leaf, err := hop.Prepare([]*hop.Hop{dense(2000, 300)})
	if err != nil {
		t.Fatal(err)
	}
	if u := UnfusedTime(leaf, m); u != 0 {
		t.Errorf("a DAG of one leaf: %v, want 0", u)
	}
}
