package engine

import "time"

// When a compile pays. A kernel pays only on the calls after it is
// ready, and only if it saves more on them than its compile costs: the
// clang run, and for the first compile of an engine whose compiler is
// not set up the setup too (setupCost). How many calls remain is unknown;
// the estimate is the one that is right at least half the time without
// knowing the program (the Lindy or Copernican estimate, Gott, Nature
// 1993): a recurrence keeps going for about as long again as it went so
// far. tiers.choose weighs two ways to buy a kernel by it:
//
//   - Now, before the call runs (nowGroup): the call waits for the
//     compile and the kernel serves it and the calls after it, as many
//     again as came before (at most maxPaybackCalls), so a kernel group
//     is compiled now when
//
//     gain per call * min(calls so far, maxPaybackCalls) > compile cost.
//
//     This is what short trainings that gain much need: L2SVM on 10^6 x
//     10 saves 10-25 ms per call of its DAGs from their first kernels,
//     and a compile of 75-120 ms pays in 4-6 calls of its 12 iterations.
//   - In the background (tierUpGroup), while the calls run unfused. The
//     kernel is ready only after the compile, which on a busy machine
//     takes several times the clang run (it runs at backgroundNice next
//     to the Eval's own threads). Saving at the rate observed so far
//     (saved/T over the recurrence's age T), it saves saved*(T-L)/T after
//     a compile of latency L, so a group is compiled in the background
//     when
//
//     saved * (1 - L/T) >= tierUpShare * compile cost.
//
//     With L = 0 this is the plain ski-rental rule. Where the operators
//     save little per call (10^5 x 10 data, whole trainings of 0.2-0.6
//     s), a compile started after a third of the training did not finish
//     before it ended (KMeans, L2SVM and MLogreg on a loaded 2-core
//     machine: clang children used 25-55 ms of CPU for kernels no Eval
//     ran); now such an operator must have recurred for longer than the
//     compile takes, and long recurrences that save little per call
//     (services, long loops) still get their kernels.
//
// Of the two, the one expected to save more net of its cost is taken,
// the background one on a tie. T and L are measured in the program's
// progress, the process's CPU time (progressClock), not in wall time,
// which other work on the machine stretches.

// latencyPrior is the prior of tiers.latencyScale: a background compile
// is ready twice as late as a synchronous one, as measured at nice 10
// next to 2-thread Evals on the 2-core machine (backgroundNice), and
// meanwhile the process's Evals use both cores, so that four times a
// compile's time of the program's CPU time passes.
const latencyPrior = 4

// maxLatencyScale bounds what observeLatency learns (a compile that
// waited behind the compiler's setup or a starved machine).
const maxLatencyScale = 16

// setupCost is the extra cost of the first compile of an engine whose
// compiler is not set up: the probe's two clang runs (about 20 ms of CPU
// each) and the spare clang the compile starts (20-30 ms of start-up
// CPU, wasted when no second compile comes). Measured on the 2-core
// machine, quiet; the probe is skipped when the persistent cache
// remembers it, and then so is this cost.
const setupCost = 60 * time.Millisecond

// latency is the expected progress (progressClock) from asking for a
// background compile of kernels covering hops operators until they are
// ready. t.mu is held.
func (t *tiers) latency(hops int) time.Duration {
	return time.Duration(float64(modelCompile(hops))*t.compileScale*t.latencyScale) + t.setup
}

// expectedSaving is what x's kernel is expected to save after a
// background compile: its savings so far times the share of the
// expected remaining time (as long again as x's age) left after the
// compile's latency (see the comment at the top of this file). t.mu is
// held.
func (t *tiers) expectedSaving(x tally) time.Duration {
	lat := t.latency(x.hops)
	if x.age <= lat {
		return 0
	}
	return time.Duration(float64(x.saved) * (1 - float64(lat)/float64(x.age)))
}

// observeLatency feeds a background compile of kernels covering hops
// operators, ready d after it was asked for (with the compiler already
// set up), into the latency model.
func (t *tiers) observeLatency(hops int, d time.Duration) {
	if d <= 0 {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	r := float64(d) / (float64(modelCompile(hops)) * t.compileScale)
	t.latencyScale = ewma(t.latencyScale, min(max(r, 1), maxLatencyScale))
}

// setSetupPending says whether the engine's compiler still needs its
// setup, which the first compile then pays (setupCost).
func (t *tiers) setSetupPending(pending bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.setup = 0
	if pending {
		t.setup = setupCost
	}
}

// unfusedSince is the time of operators run unfused since start (a
// reading of tiers.now) for observeUnfused: the process's CPU time spent
// since, per thread of the engine, which is their wall time on a quiet
// machine (the unit of the cost model and of the compile-time model) and,
// unlike wall time, is not stretched by other work. Measured in wall
// time, KMeans on 10^5 x 10 at load 13 learned its unfused operators to
// be 7x slower than estimated, believed a kernel would save 300 ms of
// a 450 ms training, and compiled it; the kernels save about 30%. An
// operator run on fewer threads than the engine's counts less, which errs
// towards not compiling. Two other clocks were tried with the rule of
// tiers.choose, alternated on fusebench -algorithms (fresh cache, load
// 25-35): wall time, as before, started compiles on 10^5 x 10 in 6 of 16
// runs (173-436 ms of clang CPU), because load stretches it; the
// smaller of wall and CPU time started one in 16 and did not bring
// L2SVM's kernels on 10^6 x 10 earlier (1.07-1.24 s of process CPU
// against 1.17-1.29).
func (e *Engine) unfusedSince(start time.Time) time.Duration {
	return e.tiers.now().Sub(start) / time.Duration(max(e.cfg.threads, 1))
}
