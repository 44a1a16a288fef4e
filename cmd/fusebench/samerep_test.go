package main

import (
	"errors"
	"testing"
)

// TestSameRepRuns: every policy's run comes from one repetition (the same
// data), the one where all ran closest to their fastest; a failure wins.
func TestSameRepRuns(t *testing.T) {
	run := func(s float64, iters int) algoRun { return algoRun{seconds: s, iters: iters} }
	cases := []struct {
		name      string
		runs      [][]algoRun
		wantSecs  []float64
		wantIters []int
	}{
		{"one rep", [][]algoRun{{run(1, 5)}, {run(2, 5)}}, []float64{1, 2}, []int{5, 5}},
		// The fastest of each policy are reps 0 and 1, whose data differ.
		{"fastest differ", [][]algoRun{
			{run(1.0, 14), run(1.5, 20), run(1.05, 16)},
			{run(2.0, 14), run(1.2, 20), run(1.25, 16)},
		}, []float64{1.05, 1.25}, []int{16, 16}},
		{"uneven lengths", [][]algoRun{{run(3, 1), run(1, 2)}, {run(3, 1)}}, []float64{3, 3}, []int{1, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := sameRepRuns(c.runs)
			if len(got) != len(c.wantSecs) {
				t.Fatalf("%d runs, want %d", len(got), len(c.wantSecs))
			}
			for k, r := range got {
				if r.seconds != c.wantSecs[k] || r.iters != c.wantIters[k] {
					t.Errorf("policy %d: %.2f s, %d it.; want %.2f s, %d it.", k, r.seconds, r.iters, c.wantSecs[k], c.wantIters[k])
				}
			}
		})
	}
	failed := errors.New("boom")
	got := sameRepRuns([][]algoRun{{run(1, 1), run(2, 1)}, {{err: failed}}})
	if len(got) != 2 || got[0].seconds != 1 || !errors.Is(got[1].err, failed) {
		t.Errorf("with a failed policy: %+v", got)
	}
}
