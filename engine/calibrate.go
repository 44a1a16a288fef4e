package engine

import (
	"sync"
	"sync/atomic"
	"time"

	"github.com/fusejit/fusejit/internal/selection"
)

// Measuring the machine's rates (selection.Machine, which price every
// plan) takes 30-60 ms on a quiet 2-core machine, half of it faulting a
// 64 MiB buffer in. Under CompileTiered the first Eval of a large DAG used
// to pay for it, and it showed in first runs (Base over Gen of 0.75-0.97
// on footprint, row-wide and outer, fusebench -first-run). A measurement
// taken under load was also kept for every later process.
//
// Measured after the change (fusebench -first-run -reps 3, fresh
// processes, old and new binaries alternated, two windows of two rounds,
// load 6-20; process CPU of Base over Gen's with its clang runs, median
// of four): outer 3000^2 dense 0.73 -> 1.02, footprint 2000 x 1000 k
// 50/100/200 0.77/1.09/0.91 -> 1.12/1.57/2.14, row-wide 10^5 x 100 k
// 100/200/500 0.82/0.88/0.97 -> 0.92/0.96/1.05.
//
// So under CompileTiered the engine plans with the rates an earlier
// process stored, or the process's own calibration when some engine took
// one, or else the nominal rates (selection.Nominal), and never measures
// on an Eval's path: the first Eval that optimizes a large DAG (smallDAG)
// with nominal rates asks for a measurement in the background, which
// runs after an Eval returns, while the engine runs no Eval, on threads
// of lowered priority, and counts only passes that no Eval overlapped
// (selection.MeasureQuietly). Once it finishes, later optimizations use
// its rates and the persistent cache keeps them. A program that never
// pauses between Evals plans with nominal rates throughout. Measuring on
// an Eval's path once its Evals had taken 1 s (a few percent of that)
// was tried: in fresh processes at 10^6 x 10 it cost L2SVM and GLM
// 0.29 and 0.32 s of process CPU (min of 3: 1.78 against 1.49 s, 1.61
// against 1.29 s; MLogreg and KMeans within noise), as the measured
// rates then made fewer kernels look worth compiling.
//
// Planning with other rates changes only which plan runs, not what it
// computes, except in the reordered sums of SEMANTICS.md (wide matrix
// products, Outer's dot products, TSMM, cumulative sums), whose last bits
// follow whether an operator ran fused or unfused, as they already do
// between the tiers.
//
// What the rates decide: the cost model is linear in the reciprocal
// rates, so only their ratios choose plans. Across the 133 distinct DAGs
// of L2SVM, MLogreg, GLM and KMeans at 10^6 x 10 and the footprint
// (k 100), row-wide (k 100) and outer (3000^2, dense) patterns, the
// nominal rates and those measured here (read 33.5, write 26.7 GB/s,
// 18.5 GFLOP/s) chose the same plan for all but one MLogreg DAG, where
// nominal rates recompute an element-wise Cell chain that the measured
// ones materialize (same bits). The tier decisions use the model's times
// themselves (tiers.decide), scaled up by what unfused runs measure
// (tiers.baseScale, never below 1): with nominal rates, lower than this
// machine's, the first Eval of footprint, row-wide and outer on
// fusebench -first-run compiles its kernel where measured rates ran it
// unfused.

// quietPasses bounds the passes a background measurement tries (a pass
// stopped by an Eval counts), so that a program that never pauses long
// enough does not measure forever.
const quietPasses = 12

// quietGap is how long no Eval must have run before a background pass
// starts: a loop of Evals leaves microseconds between them.
const quietGap = 2 * time.Millisecond

// quietCalibration is an engine's background measurement (see above).
type quietCalibration struct {
	active  atomic.Int64  // Evals running
	starts  atomic.Uint64 // Evals begun
	idle    chan struct{} // a token when active drops to 0
	wanted  atomic.Bool   // a large DAG was planned without measured rates
	started atomic.Bool
	closing chan struct{} // closed by Close
	done    chan struct{} // closed when the measurement ends
	stopped sync.Once
	// remeasure is the stored record that is measured again (its quality
	// is not trusted; see machineRecord), nil when no record was stored.
	// Set under Engine.machineMu.
	remeasure *machineRecord
	// processCalibration is selection.KnownCalibration (tests replace
	// it to see an engine in a process that measured nothing yet).
	processCalibration func() (selection.Measurement, bool)
}

func newQuietCalibration() quietCalibration {
	return quietCalibration{idle: make(chan struct{}, 1), closing: make(chan struct{}), done: make(chan struct{}),
		processCalibration: selection.KnownCalibration}
}

// evalBegins and evalEnds bracket an Eval (for the background
// measurement).
func (e *Engine) evalBegins() {
	e.quiet.starts.Add(1)
	e.quiet.active.Add(1)
}

func (e *Engine) evalEnds() {
	if e.quiet.active.Add(-1) != 0 {
		return
	}
	select {
	case e.quiet.idle <- struct{}{}:
	default:
	}
	if e.quiet.wanted.Load() && !e.closed.Load() && !e.quiet.started.Swap(true) {
		go e.measureQuietly()
	}
}

// stopQuietCalibration ends a background measurement and waits for it
// (at most one slice of a pass).
func (e *Engine) stopQuietCalibration() {
	e.quiet.stopped.Do(func() { close(e.quiet.closing) })
	if e.quiet.started.Swap(true) {
		<-e.quiet.done
	}
}

// measureQuietly measures the machine in the background and adopts the
// rates (or, re-measuring a stored record, stores the better of both for
// later processes; this one keeps planning with the stored rates).
func (e *Engine) measureQuietly() {
	defer close(e.quiet.done)
	// No Eval asked for the buffer: it is taken only when the budget and
	// the host can spare it now, as an Eval's allocation would be.
	if err := e.base.Reserve("machine measurement", selection.CalibrationBytes); err != nil {
		e.cfg.logger.Debug("fusejit: machine not measured in the background", "err", err)
		return
	}
	var snap atomic.Uint64
	wait, busy := e.quietWait(&snap), e.quietBusy(&snap)
	m, ok := selection.MeasureQuietly(backgroundNice, quietPasses, wait, busy)
	if !ok {
		return
	}
	e.machineMu.Lock()
	rec := e.quiet.remeasure
	e.machineMu.Unlock()
	if rec != nil {
		e.records.storeMachine(rec.merged(m))
		return
	}
	e.adoptMachine(selection.Adopt(m))
}

// quietBusy returns the background measurement's busy: the engine is
// closed, or an Eval runs or began since quietWait last found the engine
// idle (snap holds how many had begun then).
func (e *Engine) quietBusy(snap *atomic.Uint64) func() bool {
	return func() bool {
		return e.closed.Load() || e.quiet.active.Load() > 0 || e.quiet.starts.Load() != snap.Load()
	}
}

// quietWait returns the background measurement's wait: it returns true
// once no Eval ran for quietGap, false when the engine closes or after
// quietPasses*4 tries (a program that never pauses that long).
func (e *Engine) quietWait(snap *atomic.Uint64) func() bool {
	busy := e.quietBusy(snap)
	return func() bool {
		for range quietPasses * 4 {
			if e.quiet.active.Load() == 0 {
				snap.Store(e.quiet.starts.Load())
				select {
				case <-time.After(quietGap):
				case <-e.quiet.closing:
					return false
				}
				if !busy() {
					return true
				}
				continue
			}
			select {
			case <-e.quiet.idle:
			case <-e.quiet.closing:
				return false
			}
		}
		return false
	}
}

// adoptMachine makes m the engine's rates unless it has some, and stores
// them when no earlier process did.
func (e *Engine) adoptMachine(m selection.Measurement) {
	e.machineMu.Lock()
	defer e.machineMu.Unlock()
	if e.machineKnown.Load() {
		return
	}
	e.machine = m.Machine
	e.machineKnown.Store(true)
	if e.records.dir != "" {
		if _, ok := e.records.loadMachine(); !ok {
			e.records.storeMachine(machineRecord{Measurement: m})
		}
	}
}

// calibratedMachine returns the rates the engine plans with, measuring
// them now when they are not known: those stored by an earlier process,
// else the process's calibration (selection.CalibratedMeasurement,
// measured now when no engine of the process took one and the budget and
// the host can spare the buffer, else nominal rates for this call), which
// are then stored.
func (e *Engine) calibratedMachine() selection.Machine {
	if !e.machineKnown.Load() {
		e.machineMu.Lock()
		if !e.machineKnown.Load() {
			e.takeStoredMachine()
		}
		e.machineMu.Unlock()
		if !e.machineKnown.Load() {
			if _, ok := e.quiet.processCalibration(); !ok {
				// Measuring faults in a buffer no Eval asked for: take it
				// only when the budget and the host can spare it, and plan
				// with nominal rates meanwhile (a later call asks again).
				if err := e.base.Reserve("machine measurement", selection.CalibrationBytes); err != nil {
					e.cfg.logger.Debug("fusejit: machine not measured, planning with nominal rates", "err", err)
					return selection.Nominal()
				}
			}
			e.adoptMachine(selection.CalibratedMeasurement())
		}
	}
	return e.machine
}

// knownMachine returns the rates the engine plans with when they are
// known without measuring: its own, or the process's calibration.
func (e *Engine) knownMachine() (selection.Machine, bool) {
	if !e.machineKnown.Load() {
		m, ok := e.quiet.processCalibration()
		if !ok {
			return selection.Machine{}, false
		}
		e.adoptMachine(m)
	}
	return e.machine, true
}

// takeStoredMachine takes the rates stored by an earlier process, if any,
// and asks for them to be measured again when they were taken under load
// (see machineRecord). e.machineMu is held.
func (e *Engine) takeStoredMachine() {
	if e.records.dir == "" {
		return
	}
	rec, ok := e.records.loadMachine()
	if !ok {
		return
	}
	e.machine = rec.Machine
	e.machineKnown.Store(true)
	if rec.wantsRemeasure() {
		e.quiet.remeasure = &rec
	}
}

// loadStoredMachine takes the rates stored by an earlier process, if any,
// so that every DAG is planned with them (see costMachine).
func (e *Engine) loadStoredMachine() {
	if e.cfg.machine != nil {
		return
	}
	e.machineMu.Lock()
	defer e.machineMu.Unlock()
	if !e.machineKnown.Load() {
		e.takeStoredMachine()
	}
}

// wantRemeasure asks for a background measurement when the stored rates
// the engine plans with were taken under load and dag is large enough
// for the rates to matter.
func (e *Engine) wantRemeasure(large bool) {
	if !large || e.quiet.wanted.Load() {
		return
	}
	e.machineMu.Lock()
	again := e.quiet.remeasure != nil
	e.machineMu.Unlock()
	if again {
		e.quiet.wanted.Store(true)
	}
}
