package selection

import (
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
)

// TestLinalgFlopsAreCubic: the factorizations cost their operation counts,
// so that doubling n multiplies the work by eight, and never nothing.
func TestLinalgFlopsAreCubic(t *testing.T) {
	square := func(n int) *hop.Hop { return hop.NewDense(mat.NewDense(n, n, nil)) }
	col := func(n int) *hop.Hop { return hop.NewDense(mat.NewDense(n, 1, nil)) }
	cases := []struct {
		name  string
		build func(n int) *hop.Hop
	}{
		{"solve", func(n int) *hop.Hop { return hop.NewSolve(square(n), col(n)) }},
		{"inverse", func(n int) *hop.Hop { return hop.NewInverse(square(n)) }},
		{"cholesky", func(n int) *hop.Hop { return hop.NewCholesky(square(n)) }},
	}
	for _, c := range cases {
		small, large := c.build(100), c.build(200)
		if small.Err != nil || large.Err != nil {
			t.Fatalf("%s: %v %v", c.name, small.Err, large.Err)
		}
		fs, fl := basicFlops(small), basicFlops(large)
		if fs < 1e5 || fl/fs < 7 || fl/fs > 9 {
			t.Errorf("%s: %g flops at n=100, %g at n=200, want cubic growth", c.name, fs, fl)
		}
	}
}
