package engine

import (
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/selection"
)

// The default engine runs a small DAG unoptimized the first time it sees
// it, as Base would, and optimizes it when it comes back. On a first
// sighting the optimizer can only count: under CompileTiered a kernel is
// compiled on a call only when it saves more than the compile on that
// call, which no operator of a DAG whose whole unfused run takes less
// than a compile can; the others are compiled once they recur. Meanwhile
// optimizing cost a fresh process its first Eval's setup (the stored
// records, the CPU model, the compiler probe) and exploring, selecting and
// building plans: row-dense on 1000 x 1000 took 1.2-1.5 ms against Base's
// 0.7-0.9 ms with New, running the same unfused steps. So the first
// sighting is remembered by the DAG's shape (dagShape) and counted when
// the DAG is optimized on its return (fusedOp.earlierRuns), and the
// tier-up comes on the same call as if it had been optimized both times.

// firstSightMargin covers fused operators whose covered operators overlap
// (a redundant plan computes some of them twice), whose unfused estimates
// together can exceed the DAG's.
const firstSightMargin = 2

// skipsFirstSight reports whether no kernel of dag can pay for a compile
// on one call at the engine's learned scales (see tiers.decide): the
// whole DAG's unfused estimate, scaled and with firstSightMargin, is below
// one compile. Large DAGs are not estimated (their machine may need
// measuring first, see costMachine).
func (e *Engine) skipsFirstSight(dag *hop.DAG) bool {
	if dagSeconds(dag) >= smallDAG.Seconds() {
		return false
	}
	return e.tiers.belowOneCompile(selection.UnfusedTime(dag, e.costMachine(dag)))
}

// belowOneCompile reports whether unfused operators estimated to take u
// together (at peak rates), scaled as decide scales them, save less than
// the cheapest compile, with firstSightMargin: the rule of a first
// sighting (see byGain).
func (t *tiers) belowOneCompile(u time.Duration) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return float64(u)*t.baseScale*firstSightMargin < float64(t.clangCost(0))
}

// firstSight decides, for a DAG of shape key that compile would optimize,
// whether it runs unoptimized because this is its first sighting (see the
// comment at the top of this file); earlier is 1 when it ran so before,
// which its optimization now counts as a sighting of its kernels, made at
// since. Only the first sighting is skipped: a shape optimized since is
// optimized on every later Eval (it used to be skipped again on every
// other one, running half of a loop's Evals unfused with its kernels
// compiled).
func (e *Engine) firstSight(key [32]byte, dag *hop.DAG) (skip bool, earlier int, since time.Time) {
	switch since, s := e.dags.recallSighting(key); s {
	case ranUnoptimized:
		return false, 1, since
	case optimizedSince:
		return false, 0, time.Time{}
	}
	if !e.skipsFirstSight(dag) {
		return false, 0, time.Time{}
	}
	e.dags.markSighted(key, e.tiers.now())
	return true, 0, time.Time{}
}

// sightingState is what dagTiers remembers of a DAG shape's first
// sighting.
type sightingState uint8

const (
	notSighted     sightingState = iota
	ranUnoptimized               // its first sighting ran unoptimized
	optimizedSince               // and it was optimized since
)

// shapeSighting is a shape's sightingState and when its first sighting
// ran.
type shapeSighting struct {
	at    time.Time
	state sightingState
}

// recallSighting reports what is remembered of shape key's first sighting
// and when it ran; a shape that ran unoptimized is remembered as
// optimized from now on.
func (d *dagTiers) recallSighting(key [32]byte) (time.Time, sightingState) {
	d.mu.Lock()
	defer d.mu.Unlock()
	s, ok := d.sighted[key]
	if !ok {
		return time.Time{}, notSighted
	}
	if s.state == ranUnoptimized {
		d.sighted[key] = shapeSighting{state: optimizedSince}
	}
	return s.at, s.state
}

// markSighted remembers that a DAG of shape key ran unoptimized on its
// first sighting. The set starts over past maxSightings: a DAG forgotten
// is skipped once more, and its kernels count one sighting less.
func (d *dagTiers) markSighted(key [32]byte, at time.Time) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.sighted) >= maxSightings {
		clear(d.sighted)
	}
	d.sighted[key] = shapeSighting{at: at, state: ranUnoptimized}
}
