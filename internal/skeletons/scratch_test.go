package skeletons

import (
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
