package skeletons

import (
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
		if got := packColumns(tc.data, tc.r, tc.c); !slices.Equal(got, tc.want) {
			t.Errorf("packColumns(%v, %d, %d) = %v, want %v", tc.data, tc.r, tc.c, got, tc.want)
		}
	}
}
