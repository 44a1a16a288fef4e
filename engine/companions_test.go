package engine

import (
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/cplan"
)

// TestCompanions: a compile before a call takes along the kernels still
// counting whose expected saving pays for their operators' share of it
// (not for a clang start-up), and stops counting them; a kernel that
// saves too little, one excluded (the caller's own), one without a plan
// and one already queued in the background stay.
func TestCompanions(t *testing.T) {
	ms := time.Millisecond
	tr := newTiers()
	cp := &cplan.CPlan{}
	// Three sightings of 5 ms gains: 15 ms against a 10-operator share of
	// 20 ms (no), a 5-operator share of 10 ms (yes).
	see := func(key string, hops int, withPlan bool) {
		c := tierCandidate{key: key, hops: hops, unfused: 6 * ms, fused: ms}
		if withPlan {
			c.cp = cp
		}
		s := &sighting{count: 3, cand: c}
		if withPlan {
			s.cp = cp
		}
		tr.seen[key] = s
	}
	see("pays", 5, true)
	see("costly", 10, true)
	see("mine", 1, true)
	see("noplan", 1, false)
	see("queued", 1, true)
	tr.inflight["queued"] = true
	got := tr.companions(map[string]bool{"mine": true})
	if len(got) != 1 || got[0].key != "pays" || got[0].hops != 5 || got[0].cp != cp {
		t.Fatalf("companions %+v, want the kernel %q alone", got, "pays")
	}
	if tr.seen["pays"] != nil {
		t.Errorf("the companion is still counting")
	}
	for _, k := range []string{"costly", "mine", "noplan", "queued"} {
		if tr.seen[k] == nil {
			t.Errorf("%q stopped counting", k)
		}
	}
}
