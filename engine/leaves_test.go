package engine

import "testing"

// TestFirstDecrease checks firstDecrease against a pair-by-pair scan on
// row pointers of every length up to 40 with no decrease, equal
// neighbours, and one decrease at every position (first, inside and at
// the end of a group of eight, in the tail after the last group), and
// with two decreases, where the first must be reported.
func TestFirstDecrease(t *testing.T) {
	scan := func(rp []int64) int {
		for i := 1; i < len(rp); i++ {
			if rp[i] < rp[i-1] {
				return i
			}
		}
		return -1
	}
	monotone := func(n int) []int64 {
		rp := make([]int64, n)
		for i := 1; i < n; i++ {
			rp[i] = rp[i-1] + int64(i%3) // runs of equal pointers too
		}
		return rp
	}
	type tc struct {
		name string
		rp   []int64
	}
	var cases []tc
	for n := 0; n <= 40; n++ {
		cases = append(cases, tc{"monotone", monotone(n)})
		for at := 1; at < n; at++ {
			rp := monotone(n)
			rp[at] = rp[at-1] - 1
			cases = append(cases, tc{"one decrease", rp})
			if at+5 < n {
				two := append([]int64(nil), rp...)
				two[at+5] = two[at+4] - 7
				cases = append(cases, tc{"two decreases", two})
			}
		}
	}
	for _, c := range cases {
		if got, want := firstDecrease(c.rp), scan(c.rp); got != want {
			t.Errorf("%s %v: firstDecrease %d, want %d", c.name, c.rp, got, want)
		}
	}
}
