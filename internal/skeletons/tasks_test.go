package skeletons

import (
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// checkCover fails unless ranges partition [0, n) into non-empty ranges.
func checkCover(t *testing.T, ranges []parallel.Range, n int) {
	t.Helper()
	next := 0
	for _, r := range ranges {
		if r.Lo != next || r.Hi <= r.Lo {
			t.Fatalf("ranges %v do not partition [0,%d)", ranges, n)
		}
		next = r.Hi
	}
	if next != n {
		t.Fatalf("ranges %v end at %d, want %d", ranges, next, n)
	}
}

func TestSplitWeighsStoredCellsAndRank(t *testing.T) {
	// All stored cells in the first 10 rows: a split by rows would give
	// one task all the work.
	n, m := 20000, 500
	var is, js []int
	var vs []float64
	for i := range 10 {
		for j := range m {
			is, js, vs = append(is, i), append(js, j), append(vs, 1)
		}
	}
	for i := 10; i < n; i += 97 {
		is, js, vs = append(is, i), append(js, 0), append(vs, 1)
	}
	s, err := matrix.FromTriplets(n, m, is, js, vs)
	if err != nil {
		t.Fatal(err)
	}
	tasks, work := split(&cplan.Frame{Rows: n, Cols: m}, s)
	checkCover(t, tasks, n)
	if want := int64(s.NNZ() + n); work != want {
		t.Errorf("work %d, want %d", work, want)
	}
	if len(tasks) != 1 {
		t.Errorf("%d tasks for %d stored cells, below the parallel threshold", len(tasks), s.NNZ())
	}
	// An Outer plan's dot products of rank 64 make the same cells worth
	// several tasks, and the first ones are short.
	tasks, _ = split(&cplan.Frame{Rows: n, Cols: m, Rank: 64}, s)
	checkCover(t, tasks, n)
	if len(tasks) < 4 || tasks[0].Hi > 10 {
		t.Errorf("rank 64: tasks %v, want several, the first within the 10 full rows", tasks)
	}
	// Dense: cells, not rows.
	tasks, work = split(&cplan.Frame{Rows: 3, Cols: 1 << 20}, nil)
	checkCover(t, tasks, 3)
	if len(tasks) != 3 || work != 3<<20 {
		t.Errorf("3 long dense rows: %d tasks, work %d", len(tasks), work)
	}
}

func TestCallsGroupLargePartials(t *testing.T) {
	n := 1 << 20
	tasks := parallel.Split(n, 1<<30) // parallel.MaxTasks tasks
	cases := []struct {
		name        string
		part        int
		work        int64
		minC, maxC  int
		wantAsTasks bool
	}{
		{"shared buffer", 0, 1 << 30, len(tasks), len(tasks), true},
		{"small partials", 1000, 1 << 30, len(tasks), len(tasks), true},
		{"over the budget", parallel.PartialBudget / 16, 1 << 40, 16, 16, false},
		{"far over the budget keeps parallel.MinPartialGroups", parallel.PartialBudget * 4, 1 << 40, parallel.MinPartialGroups, parallel.MinPartialGroups, false},
		{"merging would cost more than the work", 1 << 20, 1 << 20, 1, 1, false},
		{"a few groups: a power of two", 1 << 20, 3 * parallel.MergeShare << 20, 2, 2, false},
	}
	for _, c := range cases {
		got := calls(tasks, c.part, c.work)
		checkCover(t, got, n)
		if len(got) < c.minC || len(got) > c.maxC {
			t.Errorf("%s: %d calls, want %d..%d", c.name, len(got), c.minC, c.maxC)
		}
		if c.wantAsTasks && &got[0] != &tasks[0] {
			t.Errorf("%s: calls are not the tasks", c.name)
		}
		// Group boundaries are task boundaries.
		for _, r := range got {
			found := false
			for _, tk := range tasks {
				found = found || tk.Lo == r.Lo
			}
			if !found {
				t.Errorf("%s: call %v starts inside a task", c.name, r)
			}
		}
	}
}

func TestSplitNoRowsIsOneEmptyCall(t *testing.T) {
	tasks, work := split(&cplan.Frame{Rows: 0, Cols: 5}, nil)
	if len(tasks) != 1 || tasks[0].Len() != 0 || work != 0 {
		t.Errorf("no rows: tasks %v, work %d; want one empty task", tasks, work)
	}
}

func TestCallRunsSpanChunksAndKeepWorkersBusy(t *testing.T) {
	evenCalls := func(n, rows int) []parallel.Range {
		calls := make([]parallel.Range, n)
		for c := range calls {
			calls[c] = parallel.Range{Lo: c * rows, Hi: (c + 1) * rows}
		}
		return calls
	}
	cases := []struct {
		name                string
		calls               []parallel.Range
		chunkRows, threads  int
		wantRuns, wantFirst int
	}{
		// 20,000^2 at rank 100: 64 calls of about 312 rows, chunks of 983.
		{"outer 20000", evenCalls(64, 312), 983, 2, 22, 3},
		{"one thread", evenCalls(64, 312), 983, 1, 22, 3},
		{"not outer", evenCalls(64, 312), 0, 2, 64, 1},
		{"calls longer than chunks", evenCalls(64, 2000), 983, 2, 64, 1},
		// 16 calls, 2 workers: runs of 2 keep 4 runs per worker.
		{"few calls", evenCalls(16, 10), 983, 2, 8, 2},
		{"fewer calls than workers need", evenCalls(6, 10), 983, 2, 6, 1},
		{"one call", evenCalls(1, 10), 983, 2, 1, 1},
		{"no calls", nil, 983, 2, 0, 0},
	}
	for _, c := range cases {
		runs := callRuns(c.calls, c.chunkRows, c.threads)
		if len(c.calls) > 0 {
			checkCover(t, runs, len(c.calls))
		}
		if len(runs) != c.wantRuns || (len(runs) > 0 && runs[0].Len() != c.wantFirst) {
			t.Errorf("%s: runs %v, want %d runs, the first of %d calls", c.name, runs, c.wantRuns, c.wantFirst)
		}
	}
}
