package engine

import (
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/selection"
)

// CompileMode says when an Eval compiles the kernels of its fused
// operators.
type CompileMode uint8

const (
	// CompileTiered (default) weighs each kernel's expected compile time
	// against the cost model's estimate of running its operators unfused:
	// an Eval compiles (and waits for) only the kernels whose compile pays
	// off on that very call or, for a recurring DAG, within as many calls
	// again as it recurred (at most a few); the others run unfused, like
	// HotSpot's or V8's interpreter tier, and are compiled in the
	// background once they recur long enough, after which later Evals use
	// them (see payoff.go).
	CompileTiered CompileMode = iota
	// CompileSync compiles every missing kernel before the Eval runs, so
	// that every fused operator runs its kernel (deterministic plans for
	// tests and benchmarks).
	CompileSync
	// CompileAsync never waits for a compile: missing kernels are compiled
	// in the background and their operators run unfused until then.
	CompileAsync
)

func (m CompileMode) String() string {
	switch m {
	case CompileTiered:
		return "tiered"
	case CompileSync:
		return "sync"
	case CompileAsync:
		return "async"
	}
	return "compile-mode?"
}

// WithCompileMode sets when kernels are compiled (default CompileTiered).
// Precompile and Explain always compile synchronously.
func WithCompileMode(m CompileMode) Option { return func(c *config) { c.compileMode = m } }

// Priors of the compile-time model, measured on a quiet 2-core machine
// (clang 14, AMD EPYC): one clang and ld run costs about 35 ms whatever it
// builds, and each covered operator adds a little IR. The engine rescales
// the model by what its own synchronous compiles take.
const (
	compileFixed  = 35 * time.Millisecond
	compilePerHop = 2 * time.Millisecond
)

// tierUpShare is the share of a kernel's expected compile time that the
// time its kernel would have saved on the operator's unfused runs so far
// must reach before the kernel is compiled in the background. At 1 this
// is the ski-rental rule (keep renting until the rent paid equals the
// price, then buy): whatever the number of later calls, the operator costs
// at most about twice what the best choice in hindsight would have. A
// smaller share compiled a 0.5 ms operator after a handful of calls, and
// the background compile (Go code generation, and clang competing for the
// cores) slowed the next Evals more than the kernel would ever save.
const tierUpShare = 1.0

// maxSightings bounds the per-engine table of operators seen unfused; past
// it the table starts over (losing only how often an operator recurred).
const maxSightings = 4096

// tiers is an engine's state for CompileTiered: scale factors that turn the
// model's estimates into this machine's times, and how often each kernel
// was wanted while missing. It is safe for concurrent use.
type tiers struct {
	mu sync.Mutex
	// compileScale is measured/modelled time of synchronous compiles;
	// baseScale measured/estimated time of fused operators run unfused (the
	// cost model uses peak rates, so it is at least about 1). Both are
	// exponential moving averages.
	compileScale, baseScale float64
	// latencyScale is measured/modelled wall time from asking for a
	// background compile to its kernel being ready, an exponential moving
	// average (see payoff.go).
	latencyScale float64
	// setup is the extra cost of the first compile of an engine whose
	// compiler is not set up yet (the probe, the spare clang the compile
	// leaves behind), 0 once the setup has started (payoff.go).
	setup time.Duration
	// now is the clock of sightings and compile latencies
	// (progressClock; tests set their own). Safe for concurrent use.
	now  func() time.Time
	seen map[string]*sighting
	// inflight holds the kernels queued for a background compile that has
	// not reported yet: a DAG that waits only for them runs unoptimized
	// (dagTiers) until they are ready.
	inflight map[string]bool
	// times and demoted hold the measured runs of kernels and of their
	// operators unfused, and the kernels found slower (demote.go).
	times   map[string]*opTimes
	demoted map[string]bool
}

// sighting counts one kernel's misses and the time its kernel would have
// saved on them (estimated, unscaled).
type sighting struct {
	count int
	saved time.Duration
	first time.Time // when the first of them was seen
	// cand is the kernel's candidate as decide last saw it and plan its
	// CPlan, encoded (cplan.Encode: no HOPs, so that the table does not
	// keep the callers' data alive), for companions; nil when unknown.
	cand tierCandidate
	plan []byte
}

func newTiers() *tiers {
	return &tiers{compileScale: 1, baseScale: 1, latencyScale: latencyPrior, now: progressClock,
		seen: map[string]*sighting{}, inflight: map[string]bool{},
		times: map[string]*opTimes{}, demoted: map[string]bool{}}
}

// tierCandidate is a fused operator whose kernel is neither in memory nor
// on disk.
type tierCandidate struct {
	idx            int // into the caller's requests
	key            string
	hops           int
	unfused, fused time.Duration // cost-model estimates (peak rates)
	cp             *cplan.CPlan  // its plan, for companions (nil: unknown)
	// runs is how many unfused runs decide counts for the candidate: this
	// call and the earlier ones not counted yet (0 counts as 1); since is
	// when the first of those earlier ones ran (zero: now).
	runs  int
	since time.Time
}

// modelCompile is the unscaled model of one clang run building kernels
// that cover hops operators.
func modelCompile(hops int) time.Duration {
	return compileFixed + time.Duration(hops)*compilePerHop
}

// gain is what running c's kernel instead of its operators unfused saves
// on one call, at the learned scale. t.mu is held.
func (t *tiers) gain(c tierCandidate) time.Duration {
	return time.Duration(float64(max(c.unfused-c.fused, 0)) * t.baseScale)
}

// compileCost is the expected time of one clang run building kernels that
// cover hops operators, at the learned scale, plus the setup when the
// compiler is not set up yet. t.mu is held.
func (t *tiers) compileCost(hops int) time.Duration {
	return t.clangCost(hops) + t.setup
}

// clangCost is compileCost without the setup. t.mu is held.
func (t *tiers) clangCost(hops int) time.Duration {
	return time.Duration(float64(modelCompile(hops)) * t.compileScale)
}

// tally is one kernel's sightings including the current call: the time
// its kernel would have saved on them, what it saves on one call at the
// current scale, and the operators it covers.
type tally struct {
	pos   int // into the caller's candidates
	count int
	saved time.Duration
	gain  time.Duration
	hops  int
	age   time.Duration // since the first sighting
}

// nowSaving is what compiling x's kernel before the current call runs is
// expected to save: its gain on this call and on as many calls again as
// came before it (Gott's estimate of what remains of an open-ended
// recurrence, see payoff.go), but on at most maxPaybackCalls calls.
func nowSaving(x tally) time.Duration {
	return time.Duration(min(x.count, maxPaybackCalls)) * x.gain
}

// maxPaybackCalls bounds the calls a compile that holds up a call may take
// to pay for itself. A kernel that needs more is left to the background
// rule (tierUpGroup), which waits until the recurrence is old against the
// compile. Two things make long paybacks poor bets. The cost model's
// saving is least reliable where it is small against a compile: on 10^5
// x 10 (estimated savings of 2-6 ms a call against compiles of 50-110 ms,
// paybacks of 14-35 calls), with every kernel compiled up front, KMeans
// and MLogreg used more process CPU than Base (0.51-0.65 s against
// 0.43-0.49, 0.54-0.63 against 0.33-0.41, code generation included; load
// 15), while on 10^6 x 10 (paybacks of 3-6 calls) L2SVM's loop DAGs ran
// 10-30x faster fused. And the trainings these loops come from run tens
// of iterations, so that a recurrence sighted 20 times is as likely near
// its end as not: MLogreg and KMeans on 10^5 x 10 reached a payback of
// 15-20 calls at half or four fifths of their run, and compiling then
// cost them 100-380 ms of clang CPU for kernels that ran a few calls.
// (The expected number of the next 8 calls under Gott's prior,
// n*ln(1+8/n) after n sightings, instead of the median, was tried: it
// made no difference to L2SVM on 10^6 x 10, 1.15-1.30 against 1.11-1.30
// s of process CPU, and it always preferred a compile before the call to
// one in the background.)
const maxPaybackCalls = 8

// nowGroup returns the kernels (positions of ts) to compile in one clang
// run before the current call runs, and by how much their expected saving
// (nowSaving) exceeds that compile: the prefix by expected saving that
// exceeds it by the most (nil when none does). A kernel whose recurrence
// is new is compiled now only when the call itself pays for the compile;
// one seen k times before, when k+1 calls do (at most maxPaybackCalls).
// t.mu is held.
//
// A group whose gain on the current call alone exceeds its compile is
// compiled before the call without charging the compiler's setup to it,
// as before the setup was counted: such a call pays for its kernels
// whatever the program does next, and the cost model's peak-rate
// estimate, unscaled before any unfused run is observed, understates
// what large first calls save (with the setup charged, three of the
// first-run table's single-Eval configurations, outer on 3000 x 3000,
// footprint on 2000 rows and row-wide on 10^5 rows, ran unfused where
// they had compiled their kernel on the first call).
//
// The operator model understates Row and Outer kernels' compiles 2-3x
// (clang's time follows their IR: 142 ms for a 1116-line Row kernel, 152
// for the 1360-line Outer kernel, against 43 and 47 modelled), so some
// first calls still lose to Base (fusebench -first-run: outer 3000^2 at
// sparsity 0.01 0.74, row-wide 10^5 x 100 k 100 0.71). Pricing a first
// sighting's Row and Outer kernels at 140 ms fixed was measured: their
// first calls ran unfused at 0.97-1.01 of Base, but the compile moved to
// the second call, which then ran at 0.60-0.82 of Base (outer 0.01: 122 +
// 170 ms against Base's 2 x 119, where compiling on the first call takes
// 160 + 4). A first call that runs unfused pays only if the second does
// not wait for, or compete with, the compile.
//
// Compiling in the background from the first call does not get there on
// two cores either (branch bgcompile, not merged): first calls whose gain
// was below twice their compile priced by its IR ran unfused and queued
// the compile for when they returned. Quiet, fusebench -first-run, first
// call / second call of Base's time: outer 3000^2 at 0.01 0.95-1.00 /
// 0.70 (here 0.72-0.81 / 20), at 10^-4 0.93-0.95 / 0.66, footprint k 50
// 0.94-0.97 / 0.69-0.75, row-wide k 100 0.83-0.96 / 0.62. With clang at
// nice 19 and no call waiting for it, the second calls still ran at
// 0.50-0.89: clang beside a 2-thread Eval slows it whatever its priority
// (the caches, memory bandwidth, the Eval's serial phases).
func (t *tiers) nowGroup(ts []tally) ([]int, float64) {
	order := slices.Clone(ts)
	slices.SortStableFunc(order, func(a, b tally) int { return int(nowSaving(b) - nowSaving(a)) })
	best, net := t.bestPrefix(len(order), func(k int) (time.Duration, int) { return nowSaving(order[k]), order[k].hops }, 1, false, t.compileCost)
	// The call alone paying for the compile, without the setup.
	first := t.byGain(ts)
	bestFirst, netFirst := t.bestPrefix(len(first), func(k int) (time.Duration, int) { return first[k].gain, first[k].hops }, 1, false, t.clangCost)
	if bestFirst > 0 && netFirst > net {
		order, best, net = first, bestFirst, netFirst
	}
	out := make([]int, best)
	for k := range best {
		out[k] = order[k].pos
	}
	return out, net
}

// byGain returns ts sorted by gain, largest first (stable). t.mu is held.
func (t *tiers) byGain(ts []tally) []tally {
	order := slices.Clone(ts)
	slices.SortStableFunc(order, func(a, b tally) int { return int(b.gain - a.gain) })
	return order
}

// tierUpGroup returns the kernels (positions of ts) to compile together in
// one background clang run, and by how much their expected saving exceeds
// tierUpShare of that compile: of the kernels sighted at least twice, the
// prefix by expected saving (payoff.go) that reaches it by the largest
// margin (nil when none does). Buying the kernels of one DAG together is
// the ski-rental rule applied to the module: one clang run costs about
// compileFixed whatever it builds, so operators that each save too little
// to pay for a compile of their own pay for one together (KMeans on 10^5
// x 10 compiled the kernels of its two loop DAGs in five clang runs, one
// kernel each, the later ones too late to be used). t.mu is held.
func (t *tiers) tierUpGroup(ts []tally) ([]int, float64) {
	var order []tally
	for _, x := range ts {
		x.saved = t.expectedSaving(x)
		if x.count >= 2 && x.saved > 0 {
			order = append(order, x)
		}
	}
	slices.SortStableFunc(order, func(a, b tally) int { return int(b.saved - a.saved) })
	best, net := t.bestPrefix(len(order), func(k int) (time.Duration, int) { return order[k].saved, order[k].hops }, tierUpShare, true, t.compileCost)
	out := make([]int, best)
	for k := range best {
		out[k] = order[k].pos
	}
	return out, net
}

// choose returns the kernels (positions of ts) to compile before the
// current call runs, or else those to compile in the background: of the
// two groups that pay (nowGroup, tierUpGroup), the one with the larger
// expected net saving, the background one on a tie (it does not hold up
// the call). t.mu is held.
func (t *tiers) choose(ts []tally) (now, background []int) {
	now, netNow := t.nowGroup(ts)
	background, netBackground := t.tierUpGroup(ts)
	if len(now) > 0 && (len(background) == 0 || netNow > netBackground) {
		return now, nil
	}
	return nil, background
}

// bestPrefix returns the length of the prefix of n items whose summed
// saving exceeds share of the one compile that builds their kernels (its
// cost by cost) by the largest margin (reach: or equals it), 0 when none
// does, and that margin; item(k) is the k-th item's saving and operator
// count. t.mu is held.
func (t *tiers) bestPrefix(n int, item func(k int) (saved time.Duration, hops int), share float64, reach bool, cost func(hops int) time.Duration) (int, float64) {
	best, bestNet := 0, 0.0
	var saved time.Duration
	hops := 0
	for k := range n {
		s, h := item(k)
		saved += s
		hops += h
		net := float64(saved) - share*float64(cost(hops))
		if net > bestNet || reach && net == bestNet {
			best, bestNet = k+1, net
		}
	}
	return best, bestNet
}

// tallies returns the candidates' sightings as they would be after this
// call: each counts as seen once more, or runs times (see tierCandidate),
// saving its gain each time. A candidate not seen before starts at its
// since, or at clock. Nothing is recorded. t.mu is held.
func (t *tiers) tallies(cands []tierCandidate, clock time.Time) []tally {
	ts := make([]tally, len(cands))
	for k, c := range cands {
		runs := max(c.runs, 1)
		g := t.gain(c)
		first := clock
		if !c.since.IsZero() && c.since.Before(clock) {
			first = c.since
		}
		x := tally{pos: k, count: runs, saved: time.Duration(runs) * g, gain: g, hops: c.hops}
		if s := t.seen[c.key]; s != nil {
			x.count += s.count
			x.saved += s.saved
			first = s.first
		}
		x.age = clock.Sub(first)
		ts[k] = x
	}
	return ts
}

// decide splits the candidates into those compiled now, before the Eval
// runs, and those compiled in the background (their operators run
// unfused on this call), as choose weighs them; the others count as seen
// once more, or runs times (see tierCandidate), towards a later compile.
func (t *tiers) decide(cands []tierCandidate) (now, background []int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.seen) > maxSightings {
		clear(t.seen)
	}
	clock := t.now()
	ts := t.tallies(cands, clock)
	nowPos, group := t.choose(ts)
	picked := map[int]bool{}
	for _, k := range nowPos {
		picked[k] = true
	}
	for _, k := range group {
		picked[k] = true
	}
	if len(t.inflight) > maxSightings {
		clear(t.inflight)
	}
	// In the candidates' order, which is the caller's plan order.
	for k, c := range cands {
		switch {
		case picked[k] && len(nowPos) > 0:
			now = append(now, c.idx)
			delete(t.seen, c.key)
		case picked[k]:
			background = append(background, c.idx)
			delete(t.seen, c.key)
			t.inflight[c.key] = true
		default:
			x := ts[k]
			s := t.seen[c.key]
			if s == nil {
				s = &sighting{first: clock.Add(-x.age)}
				t.seen[c.key] = s
			}
			s.count, s.saved = x.count, x.saved
			s.cand = c
			s.cand.cp = nil
			if s.plan == nil && c.cp != nil {
				s.plan, _ = cplan.Encode(c.cp) // nil on failure: no companion
			}
		}
	}
	return now, background
}

// compiled forgets that keys were queued for a background compile: it
// reported (with a kernel or a failure).
func (t *tiers) compiled(keys []string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, k := range keys {
		delete(t.inflight, k)
	}
}

// observeCompile feeds a synchronous compile of kernels covering hops
// operators that took d into the compile-time model and returns the new
// scale (ok false when d told nothing).
func (t *tiers) observeCompile(hops int, d time.Duration) (scale float64, ok bool) {
	if d <= 0 {
		return 0, false
	}
	r := float64(d) / float64(modelCompile(hops))
	t.mu.Lock()
	defer t.mu.Unlock()
	t.compileScale = ewma(t.compileScale, r)
	return t.compileScale, true
}

// setCompileScale starts the compile-time model from a scale learned
// earlier.
func (t *tiers) setCompileScale(s float64) {
	t.mu.Lock()
	t.compileScale = s
	t.mu.Unlock()
}

// observeUnfused feeds an operator run unfused in d, estimated at est,
// into the unfused-time model.
func (t *tiers) observeUnfused(est, d time.Duration) {
	if est <= 0 || d <= 0 {
		return
	}
	// Operators under a millisecond are dominated by fixed costs (tasks,
	// allocation) that the model leaves out and that a kernel does not
	// save in proportion: scaled up by them, the savings of tiny
	// operators looked like a compile's worth (MLogreg on 10^4 x 10 then
	// compiled at once, 5x slower than Base end to end).
	if d < minObserved {
		return
	}
	r := min(max(float64(d)/float64(est), 1), maxBaseScale)
	t.mu.Lock()
	t.baseScale = ewma(t.baseScale, r)
	t.mu.Unlock()
}

// minObserved and maxBaseScale bound what observeUnfused learns from: runs
// long enough to be bandwidth or compute bound, and at most the factor by
// which unfused Go loops plausibly miss the machine's peak rates.
const (
	minObserved  = time.Millisecond
	maxBaseScale = 8
)

func ewma(old, sample float64) float64 { return 0.5*old + 0.5*sample }

// scale is the compile scale: this machine's clang time over the model's.
func (t *tiers) scale() float64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.compileScale
}

// String describes the model's current state (for Explain).
func (t *tiers) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return fmt.Sprintf("compile time x%.2f of the model (%v + %v per operator), background compiles ready x%.2f later, unfused time x%.2f of the cost model",
		t.compileScale, compileFixed, compilePerHop, t.latencyScale, t.baseScale)
}

// costMachine returns the rates the cost model uses for dag: WithMachine's,
// or the ones measured on this machine. Under CompileTiered, while the
// machine has not been measured, nominal ones: measuring takes 30-60 ms
// (a streaming pass over 64 MiB on every core), which the first Eval of a
// large DAG showed in first runs, so a large DAG asks for a measurement
// between Evals instead (see calibrate.go).
func (e *Engine) costMachine(dag *hop.DAG) selection.Machine {
	if m := e.cfg.machine; m != nil {
		return m.selection()
	}
	large := dagSeconds(dag) >= smallDAG.Seconds()
	if e.cfg.compileMode != CompileTiered {
		m := e.calibratedMachine()
		e.wantRemeasure(large)
		return m
	}
	if m, ok := e.knownMachine(); ok {
		e.wantRemeasure(large)
		return m
	}
	if large {
		e.quiet.wanted.Store(true)
	}
	return selection.Nominal()
}

// smallDAG bounds the nominal time of a DAG that does not ask for the
// machine to be measured (about 250 MB written and read): past it, the
// 30 ms or more of measuring (in the background, see calibrate.go) are
// small against the DAG's own time; a program of small DAGs never
// measures. Nominal rates mislead the tier decisions by at most their
// ratio to the real ones. The measured unfused runs correct estimates
// that were too low (tiers.baseScale), not those too high: nominal rates
// below the machine's (10 against about 30 GB/s here) overstate gains
// until the machine is measured, so kernels compile earlier. At 5 ms, 1000 x 1000 dense patterns still measured
// the machine on their first Eval (360-530 ms of cold first runs taking
// 5-40 ms with Base), when the measurement was on the Eval's path.
const smallDAG = 50 * time.Millisecond

// dagSeconds is the nominal time of writing and reading every value of
// dag once.
func dagSeconds(dag *hop.DAG) float64 {
	bytes := 0.0
	for _, h := range dag.Nodes {
		if h.Sparse {
			bytes += 12 * float64(h.NNZ)
		} else {
			bytes += 8 * float64(h.Cells())
		}
	}
	m := selection.Nominal()
	return bytes/m.ReadBandwidth + bytes/m.WriteBandwidth
}

// backgroundNice is the nice value of background compiles: a clang that
// competes with an Eval's threads for the cores gets about a tenth of a
// core while they run and every idle cycle otherwise. Measured on the
// 2-core machine (under a load average of 25-30 from other work, so
// noisy): a loop of 2-thread Base Evals next to back-to-back background
// compiles ran a median 2.4x slower than alone at nice 0 and 1.7x at
// nice 10 (six runs each), while each compile took about twice as long.
const backgroundNice = 10
