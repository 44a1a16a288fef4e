package skeletons

import (
	"testing"
	"unsafe"
)

// TestOuterScratchReusedWithSlotsCleared: a scratch a pass gives back is
// taken again by a later pass that fits in it (the pool may drop an item,
// so some of several tries must reuse), with its first zeroed doubles
// cleared and still on its own cache lines; one too small is not reused.
func TestOuterScratchReusedWithSlotsCleared(t *testing.T) {
	const n, zeroed = 1000, 24
	reused := 0
	for range 20 {
		s := takeOuterScratch(n, 0)
		for i := range s {
			s[i] = 1
		}
		giveOuterScratch([][]float64{s})
		r := takeOuterScratch(n-100, zeroed)
		if len(r) != n-100 {
			t.Fatalf("len %d, want %d", len(r), n-100)
		}
		if p := uintptr(unsafe.Pointer(&r[0])); p%64 != 0 {
			t.Fatalf("scratch at %#x is not on a cache line boundary", p)
		}
		for i, v := range r[:zeroed] {
			if v != 0 {
				t.Fatalf("slot %d is %g, want 0", i, v)
			}
		}
		if &r[0] == &s[0] {
			reused++
			if r[zeroed] != 1 {
				t.Fatalf("double %d past the slots is %g: the reused scratch was cleared beyond them", zeroed, r[zeroed])
			}
		}
		giveOuterScratch([][]float64{r})
		big := takeOuterScratch(4*n, zeroed)
		if len(big) != 4*n || &big[0] == &r[0] {
			t.Fatalf("a scratch of %d doubles was served from one of %d", len(big), cap(r))
		}
		for i, v := range big {
			if v != 0 {
				t.Fatalf("new scratch: double %d is %g", i, v)
			}
		}
	}
	if reused == 0 {
		t.Fatal("no scratch was reused in 20 passes")
	}
}
