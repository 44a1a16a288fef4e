package cplan_test

import (
	"math/rand/v2"
	"testing"

	"github.com/fusejit/fusejit/internal/cplan"
)

// densestWindow is the exact most stored cells of any window rows
// consecutive rows of rowPtr.
func densestWindow(rowPtr []int64, window int) int64 {
	most := int64(0)
	for i := 0; i+window <= len(rowPtr)-1; i++ {
		most = max(most, rowPtr[i+window]-rowPtr[i])
	}
	return most
}

// TestWindowCellsBound checks the bound FitOuterRows sizes the blocked
// walk's buffers with: never below the densest window of rows (a chunk
// of its row cap must fit, or chunks and their buffers' offsets would
// change), and never above the densest window of window/8 more rows.
func TestWindowCellsBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 4))
	rowsOf := map[string]func(n int) []int64{
		"empty": func(n int) []int64 { return make([]int64, n+1) },
		"uniform 3": func(n int) []int64 {
			rp := make([]int64, n+1)
			for i := range n {
				rp[i+1] = rp[i] + 3
			}
			return rp
		},
		// One dense run of rows, so that a window holding all of it
		// starts between two sampled starts.
		"one dense run": func(n int) []int64 {
			rp := make([]int64, n+1)
			for i := range n {
				cells := int64(0)
				if i >= n/2-5 && i < n/2+6 {
					cells = 1000
				}
				rp[i+1] = rp[i] + cells
			}
			return rp
		},
		"random sparse": func(n int) []int64 {
			rp := make([]int64, n+1)
			for i := range n {
				rp[i+1] = rp[i]
				if rng.IntN(7) == 0 {
					rp[i+1] += int64(rng.IntN(40))
				}
			}
			return rp
		},
	}
	for name, rows := range rowsOf {
		for _, n := range []int{1, 2, 9, 100, 983, 5000} {
			rp := rows(n)
			for _, window := range []int{1, 2, 7, 8, 9, 16, 63, 100, 983} {
				if window > n {
					continue
				}
				got := cplan.WindowCellsBound(rp, window)
				exact := densestWindow(rp, window)
				wider := densestWindow(rp, min(n, window+window/8))
				if got < exact || got > wider {
					t.Errorf("%s, %d rows, window %d: bound %d, want between %d (densest window) and %d (densest of %d rows)",
						name, n, window, got, exact, wider, min(n, window+window/8))
				}
				if window < 8 && got != exact {
					t.Errorf("%s, %d rows, window %d: bound %d, want the exact %d for windows of fewer than 8 rows", name, n, window, got, exact)
				}
			}
		}
	}
}
