package engine

import (
	"slices"
	"time"

	"github.com/fusejit/fusejit/internal/cplan"
)

// A compile before a call pays one clang start-up (compileFixed, about 35
// ms) whatever it builds, and the DAGs of a loop body often reach their
// compiles on the same iteration: GLM on 10^6 x 10 compiled five kernels
// in three clang runs, one per DAG, within one iteration (318 ms of a
// 0.9 s run waiting for compiles). So a compile made before a call also
// builds the kernels of other DAGs that are still counting (tiers.seen)
// and would pay for their own share of it, their operators alone
// (compilePerHop each) and not the start-up: their expected saving
// (nowSaving, their sightings so far) exceeds that share, and a compile
// of their own (companionProgress). Their DAGs, remembered as pending
// (dagtier.go), are optimized on their next call (their kernels left the
// counters) and find the kernels in memory.

// companionProgress bounds companions to kernels whose expected saving
// already reaches 1/companionProgress of a compile of their own: kernels
// that would be compiled before their own next call anyway, so that the
// shared run only brings them forward and saves their clang run. At 2
// (halfway), L2SVM on 10^6 x 10 took along a kernel that main compiles in
// the background, which then held up the call (its synchronous compile
// took 81 ms where main's took 13 ms, the spare clang already started);
// with payment of the operators' share alone, GLM's t(X) %*% y, slower
// as a kernel than unfused, rode along, and ALS-CG 2000 x 2000 built two
// companions in the last Eval of its training.
const companionProgress = 1

// companion is a kernel built along with a compile before a call.
type companion struct {
	key  string
	cp   *cplan.CPlan
	hops int
}

// companions returns, and stops counting, the kernels still counting
// (other than those of exclude) whose expected saving exceeds their
// operators' share of a compile, largest margin first; nil when none
// does. t.mu is not held.
func (t *tiers) companions(exclude map[string]bool) []companion {
	t.mu.Lock()
	defer t.mu.Unlock()
	type pick struct {
		companion
		margin time.Duration
	}
	var picks []pick
	for key, s := range t.seen {
		if exclude[key] || s.plan == nil || t.inflight[key] {
			continue
		}
		x := tally{count: s.count, gain: t.gain(s.cand), hops: s.cand.hops}
		share := t.clangCost(x.hops) - t.clangCost(0)
		need := max(share, t.clangCost(x.hops)/companionProgress)
		if m := nowSaving(x) - need; m > 0 {
			cp, err := cplan.Decode(s.plan)
			if err != nil {
				continue
			}
			picks = append(picks, pick{companion{key, cp, x.hops}, m})
		}
	}
	slices.SortFunc(picks, func(a, b pick) int {
		if a.margin != b.margin {
			return int(b.margin - a.margin)
		}
		if a.key < b.key {
			return -1
		}
		return 1
	})
	out := make([]companion, len(picks))
	for i, p := range picks {
		out[i] = p.companion
		delete(t.seen, p.key)
	}
	return out
}
