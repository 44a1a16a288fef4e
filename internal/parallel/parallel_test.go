package parallel

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
)

// covers checks that tasks are non-empty, contiguous and cover [0, n).
func covers(t *testing.T, name string, tasks []Range, n int) {
	t.Helper()
	lo := 0
	for i, r := range tasks {
		if r.Lo != lo || r.Hi <= r.Lo {
			t.Fatalf("%s: task %d = %v after %d: not contiguous and non-empty (%v)", name, i, r, lo, tasks)
		}
		lo = r.Hi
	}
	if lo != n {
		t.Fatalf("%s: tasks end at %d, want %d", name, lo, n)
	}
}

func TestSplit(t *testing.T) {
	for _, tc := range []struct {
		n         int
		work      int64
		wantTasks int
	}{
		{0, 0, 0},
		{1, 1 << 30, 1},
		{10, 10, 1},
		{1000, MinParallelWork - 1, 1},
		{1000, MinParallelWork, 1},
		{1000, 8 * TaskWork, 8},
		{5, 1 << 40, 5},
		{1_000_000, 1 << 40, MaxTasks},
	} {
		got := Split(tc.n, tc.work)
		if len(got) != tc.wantTasks {
			t.Errorf("Split(%d, %d): %d tasks, want %d", tc.n, tc.work, len(got), tc.wantTasks)
		}
		covers(t, "Split", got, tc.n)
	}
}

func TestSplitWeighted(t *testing.T) {
	// A CSR-like prefix: rows 0..99 empty, then 1000 stored cells per row.
	n := 400
	prefix := func(i int) int64 { return int64(max(i-100, 0)) * 1000 }
	tasks := SplitWeighted(n, prefix)
	covers(t, "SplitWeighted", tasks, n)
	if len(tasks) < 2 {
		t.Fatalf("SplitWeighted: %d tasks for %d stored cells", len(tasks), prefix(n))
	}
	// The empty rows weigh little: the first task reaches past them.
	if tasks[0].Hi <= 100 {
		t.Errorf("first task %v holds only empty rows", tasks[0])
	}
	// An offset prefix (a row slice of a larger CSR) splits the same way.
	shifted := SplitWeighted(n, func(i int) int64 { return prefix(i) + 12345 })
	if len(shifted) != len(tasks) {
		t.Fatalf("offset prefix: %v, want %v", shifted, tasks)
	}
	for i := range tasks {
		if tasks[i] != shifted[i] {
			t.Fatalf("offset prefix: %v, want %v", shifted, tasks)
		}
	}
	covers(t, "SplitWeighted small", SplitWeighted(3, func(int) int64 { return 0 }), 3)
}

func TestGroup(t *testing.T) {
	tasks := Split(1_000_000, 1<<40)
	for _, groups := range []int{0, 1, 3, len(tasks), 2 * len(tasks)} {
		g := Group(tasks, groups)
		covers(t, "Group", g, len(tasks))
		if want := max(min(groups, len(tasks)), 1); len(g) != want {
			t.Errorf("Group(%d tasks, %d) = %d groups, want %d", len(tasks), groups, len(g), want)
		}
	}
}

func TestForRunsEveryTaskOnce(t *testing.T) {
	for _, threads := range []int{0, 1, 2, 3, 8, 100} {
		const tasks = 37
		var counts [tasks]atomic.Int32
		workers := Threads(threads, tasks)
		err := For(context.Background(), threads, tasks, func(w, task int) error {
			if w < 0 || w >= workers {
				t.Errorf("worker %d outside [0, %d)", w, workers)
			}
			counts[task].Add(1)
			return nil
		})
		if err != nil {
			t.Fatalf("threads %d: %v", threads, err)
		}
		for i := range counts {
			if c := counts[i].Load(); c != 1 {
				t.Errorf("threads %d: task %d ran %d times", threads, i, c)
			}
		}
	}
}

func TestForErrors(t *testing.T) {
	boom := errors.New("boom")
	err := For(context.Background(), 2, 10, func(_, task int) error {
		if task == 3 {
			return boom
		}
		return nil
	})
	if !errors.Is(err, boom) {
		t.Errorf("error = %v, want boom", err)
	}
	err = For(context.Background(), 2, 10, func(_, task int) error {
		if task == 5 {
			panic("task 5 fails")
		}
		return nil
	})
	if !errors.Is(err, ErrPanic) {
		t.Errorf("panic became %v, want ErrPanic", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ran := false
	err = For(ctx, 2, 10, func(_, _ int) error { ran = true; return nil })
	if !errors.Is(err, context.Canceled) || ran {
		t.Errorf("cancelled: err %v, ran %v; want context.Canceled and nothing run", err, ran)
	}
}

func TestSplitAligned(t *testing.T) {
	for _, tc := range []struct {
		n, align int
		work     int64
	}{
		{0, 4, 1 << 30}, {1, 4, 1 << 30}, {1000, 128, 1 << 40}, {1000, 1, 1 << 40}, {1000, 0, 1 << 40},
		{127, 128, 1 << 40}, {129, 128, 1 << 40}, {100000, 128, 10 * TaskWork},
	} {
		got := SplitAligned(tc.n, tc.align, tc.work)
		covers(t, "SplitAligned", got, tc.n)
		for i, r := range got {
			if i > 0 && r.Lo%max(tc.align, 1) != 0 {
				t.Errorf("SplitAligned(%d, %d, %d): task %v starts off a multiple of %d", tc.n, tc.align, tc.work, r, tc.align)
			}
		}
		groups := (tc.n + max(tc.align, 1) - 1) / max(tc.align, 1)
		if want := len(Split(groups, tc.work)); len(got) != want {
			t.Errorf("SplitAligned(%d, %d, %d): %d tasks, want %d", tc.n, tc.align, tc.work, len(got), want)
		}
	}
}
