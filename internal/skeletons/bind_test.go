package skeletons

import (
	"math"
	"slices"
	"testing"
)

func TestPackColumns(t *testing.T) {
	for _, tc := range []struct {
		r, c       int
		data, want []float64
	}{
		{1, 1, []float64{7}, []float64{7}},
		{3, 2, []float64{1, 2, 3, 4, 5, 6}, []float64{1, 3, 5, 2, 4, 6}},
		{2, 3, []float64{1, 2, 3, 4, 5, 6}, []float64{1, 4, 2, 5, 3, 6}},
	} {
		// The copy may be a buffer an earlier pass used: leave one full
		// of NaNs in the free list first, which the copy then reuses.
		b := partialBuffers.take(tc.r * tc.c)
		b = b[:cap(b)]
		for i := range b {
			b[i] = math.NaN()
		}
		partialBuffers.give(b)
		got := packColumns(tc.data, tc.r, tc.c)
		if &got[0] != &b[0] {
			t.Errorf("packColumns(%d x %d) did not reuse the free list's buffer", tc.r, tc.c)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("packColumns(%v, %d, %d) = %v, want %v", tc.data, tc.r, tc.c, got, tc.want)
		}
	}
}
