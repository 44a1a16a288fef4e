package skeletons

import (
	"math"
	"testing"
	"unsafe"
)

func TestNewScratchOwnsItsLines(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 8, 9, 63, 1000} {
		a, b := newScratch(n), newScratch(n)
		if len(a) != n {
			t.Fatalf("n=%d: len %d", n, len(a))
		}
		if n == 0 {
			continue
		}
		for _, s := range [][]float64{a, b} {
			if p := uintptr(unsafe.Pointer(&s[0])); p%64 != 0 {
				t.Errorf("n=%d: scratch at %#x is not on a cache line boundary", n, p)
			}
			if c := cap(s); c%lineDoubles != 0 || c < n {
				t.Errorf("n=%d: cap %d does not cover whole lines", n, c)
			}
		}
		// The two scratches' lines are disjoint.
		a0, a1 := uintptr(unsafe.Pointer(&a[0])), uintptr(unsafe.Pointer(&a[0]))+uintptr(cap(a))*8
		b0, b1 := uintptr(unsafe.Pointer(&b[0])), uintptr(unsafe.Pointer(&b[0]))+uintptr(cap(b))*8
		if a0 < b1 && b0 < a1 {
			t.Errorf("n=%d: scratches [%#x,%#x) and [%#x,%#x) overlap", n, a0, a1, b0, b1)
		}
	}
}

// TestTakeScratchReusesZeroedAndAligned checks that a scratch taken after
// a poisoned one was given back reuses its buffer, starts zeroed over all
// its lines (the kernels' contract, cplan/abi.go), and keeps newScratch's
// layout; and that scratch too large for the free list is still made.
func TestTakeScratchReusesZeroedAndAligned(t *testing.T) {
	for _, n := range []int{1, 7, 8, 9, 1000, 5000} {
		s, buf := takeScratch(n)
		for i := range s[:cap(s)] {
			s[:cap(s)][i] = math.NaN()
		}
		partialBuffers.give(buf)
		s2, buf2 := takeScratch(n)
		if &buf2[0] != &buf[0] {
			t.Errorf("n=%d: the scratch given back was not reused", n)
		}
		if len(s2) != n || cap(s2)%lineDoubles != 0 {
			t.Errorf("n=%d: len %d cap %d", n, len(s2), cap(s2))
		}
		if p := uintptr(unsafe.Pointer(&s2[0])); p%64 != 0 {
			t.Errorf("n=%d: scratch at %#x is not on a cache line boundary", n, p)
		}
		for i, v := range s2[:cap(s2)] {
			if v != 0 {
				t.Fatalf("n=%d: reused scratch holds %v at %d", n, v, i)
			}
		}
		partialBuffers.give(buf2)
	}
	if s, buf := takeScratch(maxPooledPartial); len(s) != maxPooledPartial || buf != nil {
		t.Errorf("scratch beyond the free list: len %d, buffer %v", len(s), buf != nil)
	}
	if s, buf := takeScratch(0); s != nil || buf != nil {
		t.Errorf("takeScratch(0) = %v, %v", s, buf)
	}
}
