package skeletons

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"

	"github.com/fusejit/fusejit/matrix"
)

// checkCover fails unless tasks partition [0, n) into non-empty ranges.
func checkCover(t *testing.T, tasks []rowRange, n int) {
	t.Helper()
	next := 0
	for _, r := range tasks {
		if r.lo != next || r.hi <= r.lo {
			t.Fatalf("tasks %v do not partition [0,%d)", tasks, n)
		}
		next = r.hi
	}
	if next != n {
		t.Fatalf("tasks %v end at %d, want %d", tasks, next, n)
	}
}

func TestSplitRowsDense(t *testing.T) {
	cases := []struct {
		n, m, threads int
		wantOne       bool
	}{
		{1, 1, 4, true},
		{3, 100000, 8, false}, // fewer rows than tasks
		{minParallelWork - 1, 1, 2, true},
		{minParallelWork, 1, 2, false},
		{minParallelWork + 1, 1, 2, false},
		{100000, 1000, 1, true},
		{100000, 1000, 2, false},
		{7, 100000, 3, false},
	}
	for _, c := range cases {
		work := int64(c.n) * int64(c.m)
		tasks := splitRows(c.n, work, c.threads, nil)
		checkCover(t, tasks, c.n)
		if (len(tasks) == 1) != c.wantOne {
			t.Errorf("n=%d m=%d threads=%d: %d tasks", c.n, c.m, c.threads, len(tasks))
		}
		if len(tasks) > c.n {
			t.Errorf("more tasks than rows: %d > %d", len(tasks), c.n)
		}
	}
}

func TestSplitRowsSparseBalancesStoredCells(t *testing.T) {
	// All stored cells in the first 10 rows: a row split would give one
	// task all the work.
	n, m := 20000, 50
	var is, js []int
	var vs []float64
	for i := 0; i < 10; i++ {
		for j := 0; j < m; j++ {
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
	work := int64(s.NNZ()) + int64(n)
	tasks := splitRows(n, work, 2, s)
	checkCover(t, tasks, n)
	if len(tasks) < 2 {
		t.Skip("work below the parallel threshold")
	}
	rp := s.RowPtr()
	maxCost := int64(0)
	for _, r := range tasks {
		maxCost = max(maxCost, rp[r.hi]-rp[r.lo]+int64(r.hi-r.lo))
	}
	if ideal := (rp[n] + int64(n)) / int64(len(tasks)); maxCost > 2*ideal+int64(m) {
		t.Errorf("unbalanced: largest task costs %d, ideal %d", maxCost, ideal)
	}
}

func TestRunTasksRunsEachOnceAndStopsOnCancel(t *testing.T) {
	tasks := splitRows(1000, 1<<20, 4, nil)
	var calls atomic.Int64
	seen := make([]atomic.Int32, len(tasks))
	if err := runTasks(context.Background(), tasks, 4, func(w, task int, r rowRange) {
		calls.Add(1)
		seen[task].Add(1)
		if w < 0 || w >= 4 {
			t.Errorf("worker %d out of range", w)
		}
	}); err != nil {
		t.Fatal(err)
	}
	for i := range seen {
		if seen[i].Load() != 1 {
			t.Fatalf("task %d ran %d times", i, seen[i].Load())
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	calls.Store(0)
	err := runTasks(ctx, tasks, 2, func(int, int, rowRange) { calls.Add(1) })
	if !errors.Is(err, context.Canceled) || calls.Load() != 0 {
		t.Errorf("cancelled run: err %v, %d calls", err, calls.Load())
	}
}
