package hugealloc

import (
	"runtime"
	"testing"
)

func TestWorthAdvising(t *testing.T) {
	for _, c := range []struct {
		n    int64
		size int
		want bool
	}{
		{0, 8, false},
		{Threshold/8 - 1, 8, false},
		{Threshold / 8, 8, true},
		{Threshold/4 - 1, 4, false},
		{Threshold / 4, 4, true},
		{Threshold, 1, true},
		{int64(maxElems(8)), 8, true},
		{int64(maxElems(8)) + 1, 8, false},
		{-1, 8, false},
	} {
		if got := worthAdvising(c.n, c.size); got != c.want {
			t.Errorf("worthAdvising(%d, %d) = %v, want %v", c.n, c.size, got, c.want)
		}
	}
}

// TestMakeIsLikeMake checks length, capacity and zeroed contents for small
// and large arrays of every element width, including memory the runtime
// reuses after a collection (filled with garbage before it was dropped),
// and that large arrays start on a huge page boundary.
func TestMakeIsLikeMake(t *testing.T) {
	for range 3 {
		for _, n := range []int{0, 1, 1000, Threshold/8 - 1, Threshold / 8, Threshold/8 + 12345, 3 * HugePage} {
			checkLikeMake(t, Make[float64](n), n, 8)
			checkLikeMake(t, Make[int64](n), n, 8)
			checkLikeMake(t, Make[int32](n), n, 4)
			checkLikeMake(t, Make[uint8](n), n, 1)
		}
		runtime.GC()
	}
}

func checkLikeMake[T Elem](t *testing.T, s []T, n, size int) {
	t.Helper()
	if len(s) != n || cap(s) != n {
		t.Fatalf("Make(%d) of %d-byte elements: len %d cap %d", n, size, len(s), cap(s))
	}
	for i, v := range s {
		if v != 0 {
			t.Fatalf("Make(%d) of %d-byte elements: element %d is %v, want 0", n, size, i, v)
		}
	}
	if n > 0 && worthAdvising(int64(n), size) && enabled() && addrOf(s)%HugePage != 0 {
		t.Fatalf("Make(%d) of %d-byte elements starts at %#x, not on a huge page boundary", n, size, addrOf(s))
	}
	// Dirty the memory so that a later round reusing it would show
	// garbage if Make returned memory that was not zeroed.
	for i := range s {
		s[i] = T(7)
	}
}
