package engine

import (
	"runtime/debug"
	"sync/atomic"
	"testing"
	"time"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/selection"
	"github.com/fusejit/fusejit/matrix"
)

// calibrationDAGs returns a DAG below smallDAG and one above it (four
// 3000 x 3000 values, about 290 MB written and read at nominal rates).
func calibrationDAGs(t *testing.T) (small, big *hop.DAG) {
	t.Helper()
	small, err := hop.Prepare([]*hop.Hop{Dense(matrix.RandDense(100, 10, 0, 1, 1)).Sum().h})
	if err != nil {
		t.Fatal(err)
	}
	x := Dense(matrix.RandDense(3000, 3000, 0, 1, 1))
	big, err = hop.Prepare([]*hop.Hop{x.Mul(x).Add(x).Mul(x).Sum().h})
	if err != nil {
		t.Fatal(err)
	}
	if dagSeconds(small) >= smallDAG.Seconds() || dagSeconds(big) < smallDAG.Seconds() {
		t.Fatalf("DAG sizes: %v and %v s against smallDAG %v", dagSeconds(small), dagSeconds(big), smallDAG)
	}
	return small, big
}

// uncalibrated returns a CompileTiered engine on dir that sees no
// calibration of the process (as in a fresh process).
func uncalibrated(t *testing.T, dir string, opts ...Option) *Engine {
	t.Helper()
	e, err := New(append([]Option{WithCacheDir(dir)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	e.quiet.processCalibration = func() (selection.Measurement, bool) { return selection.Measurement{}, false }
	t.Cleanup(func() { _ = e.Close() })
	return e
}

// betweenEvals runs what the end of an Eval starts: the background
// measurement when one is wanted, and waits for it.
func betweenEvals(t *testing.T, e *Engine) {
	t.Helper()
	e.evalBegins()
	e.evalEnds()
	if !e.quiet.started.Load() {
		t.Fatal("no background measurement started")
	}
	select {
	case <-e.quiet.done:
	case <-time.After(30 * time.Second):
		t.Fatal("the background measurement did not end")
	}
}

// TestTieredEngineMeasuresBetweenEvals: under CompileTiered no DAG
// measures the machine on an Eval's path; a large one is planned with
// nominal rates and asks for a measurement, which runs when no Eval does
// and is stored for the next process, which plans with it at once.
func TestTieredEngineMeasuresBetweenEvals(t *testing.T) {
	small, big := calibrationDAGs(t)
	dir := t.TempDir()
	e := uncalibrated(t, dir)
	if got := e.costMachine(small); got != selection.Nominal() || e.quiet.wanted.Load() {
		t.Errorf("small DAG: planned with %v (want nominal), measurement wanted %v", got, e.quiet.wanted.Load())
	}
	if got := e.costMachine(big); got != selection.Nominal() || e.machineKnown.Load() {
		t.Errorf("large DAG: planned with %v (want nominal), machine known %v", got, e.machineKnown.Load())
	}
	if !e.quiet.wanted.Load() {
		t.Fatal("a large DAG planned with nominal rates did not ask for a measurement")
	}
	betweenEvals(t, e)
	if !e.machineKnown.Load() {
		t.Fatal("the background measurement set no rates")
	}
	measured := e.costMachine(big)
	if measured == selection.Nominal() || !measured.Valid() {
		t.Fatalf("after the measurement: %v", measured)
	}
	if got := e.costMachine(small); got != measured {
		t.Errorf("small DAGs use the measured rates too once known: %v, want %v", got, measured)
	}
	rec, ok := e.records.loadMachine()
	if !ok || rec.Machine != measured || rec.Share < 0 || rec.Share > 1 || rec.Remeasured != 0 {
		t.Fatalf("stored record %+v (found %v), want the rates %v", rec, ok, measured)
	}
	next := uncalibrated(t, dir)
	next.warmUp()
	if got := next.costMachine(big); got != measured || next.quiet.wanted.Load() != rec.wantsRemeasure() {
		t.Errorf("next process: planned with %v, want the stored %v; remeasure wanted %v", got, measured, next.quiet.wanted.Load())
	}
}

// TestBackgroundMeasurementGivesWayToEvals: while an Eval runs, the
// background measurement counts no pass, and Close ends it promptly.
func TestBackgroundMeasurementGivesWayToEvals(t *testing.T) {
	e := uncalibrated(t, t.TempDir())
	e.evalBegins() // an Eval that runs throughout
	e.quiet.wanted.Store(true)
	e.quiet.started.Store(true)
	go e.measureQuietly()
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Close waited %v for the background measurement", d)
	}
	select {
	case <-e.quiet.done:
	default:
		t.Fatal("Close returned before the background measurement ended")
	}
	if e.machineKnown.Load() {
		t.Errorf("rates measured while an Eval ran: %v", e.machine)
	}
	if _, ok := e.records.loadMachine(); ok {
		t.Error("a measurement taken while an Eval ran was stored")
	}
}

// TestStoredCalibrationMeasuredAgainUnderLoad: a stored calibration
// taken with other work on the cores is used as it is (plans stay those
// of the stored rates in this process) and measured again in the
// background, keeping the higher rates, at most maxRemeasures times; a
// trusted one is never measured again.
func TestStoredCalibrationMeasuredAgainUnderLoad(t *testing.T) {
	_, big := calibrationDAGs(t)
	slow := selection.Machine{ReadBandwidth: 1e6, WriteBandwidth: 1e6, PeakFLOPS: 1e6}
	for _, c := range []struct {
		name       string
		share      float64
		remeasured int
		again      bool
	}{
		{"under load", 0.3, 0, true},
		{"under load, last try", 0.3, maxRemeasures - 1, true},
		{"under load, tried enough", 0.3, maxRemeasures, false},
		{"undisturbed", 0.95, 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			stored := machineRecord{Measurement: selection.Measurement{Machine: slow, Quality: selection.Quality{Share: c.share, Load: 3}}, Remeasured: c.remeasured}
			first := uncalibrated(t, dir)
			first.records.storeMachine(stored)
			e := uncalibrated(t, dir)
			e.warmUp()
			if got := e.costMachine(big); got != slow {
				t.Fatalf("planned with %v, want the stored %v", got, slow)
			}
			if e.quiet.wanted.Load() != c.again {
				t.Fatalf("measurement wanted %v, want %v", e.quiet.wanted.Load(), c.again)
			}
			if !c.again {
				return
			}
			betweenEvals(t, e)
			if got := e.costMachine(big); got != slow {
				t.Errorf("the re-measurement changed this process's rates to %v", got)
			}
			rec, ok := e.records.loadMachine()
			if !ok || rec.Remeasured != c.remeasured+1 {
				t.Fatalf("record after re-measuring: %+v (found %v)", rec, ok)
			}
			if rec.ReadBandwidth <= slow.ReadBandwidth || rec.WriteBandwidth <= slow.WriteBandwidth || rec.PeakFLOPS <= slow.PeakFLOPS {
				t.Errorf("re-measured rates %v not above the stored %v", rec.Machine, slow)
			}
			if rec.Share < c.share {
				t.Errorf("quality fell from %v to %v", c.share, rec.Share)
			}
		})
	}
}

// TestCalibrationOnTheEvalPath: WithMachine always wins; CompileSync
// engines measure when they first plan; a tiered engine never does, not
// even after long Evals (a program that never pauses for the background
// measurement).
func TestCalibrationOnTheEvalPath(t *testing.T) {
	small, big := calibrationDAGs(t)
	m := Machine{ReadBandwidth: 1, WriteBandwidth: 2, PeakFLOPS: 3}
	f := uncalibrated(t, "", WithMachine(m))
	if got := f.costMachine(big); got != m.selection() || f.quiet.wanted.Load() {
		t.Errorf("WithMachine ignored: %v (measurement wanted %v)", got, f.quiet.wanted.Load())
	}
	s := uncalibrated(t, "", WithCompileMode(CompileSync))
	if got := s.costMachine(small); got == selection.Nominal() || !s.machineKnown.Load() {
		t.Errorf("CompileSync planned with %v without measuring", got)
	}
	e := uncalibrated(t, "")
	e.stats.execNS.Store(int64(time.Hour))
	if got := e.costMachine(big); got != selection.Nominal() || e.machineKnown.Load() {
		t.Errorf("a tiered engine measured on the Eval's path: planned with %v", got)
	}
}

// TestQuietMeasurementSeesEvals: the background measurement's wait finds
// an idle moment only when no Eval runs, and its busy turns true when an
// Eval begins, even one that ended again before busy was asked, until
// wait found the next idle moment; closing ends both.
func TestQuietMeasurementSeesEvals(t *testing.T) {
	e := uncalibrated(t, "")
	var snap atomic.Uint64
	wait, busy := e.quietWait(&snap), e.quietBusy(&snap)
	if !wait() || busy() {
		t.Fatal("an idle engine is not idle")
	}
	e.evalBegins()
	if !busy() {
		t.Error("busy while an Eval runs: false")
	}
	e.evalEnds()
	if !busy() {
		t.Error("an Eval that began and ended during a pass went unseen")
	}
	if !wait() || busy() {
		t.Error("no idle moment after the Eval ended")
	}
	e.evalBegins()
	waited := make(chan bool)
	go func() { waited <- wait() }()
	select {
	case <-waited:
		t.Fatal("wait returned while an Eval ran")
	case <-time.After(20 * time.Millisecond):
	}
	e.evalEnds()
	if !<-waited {
		t.Error("wait gave up when the Eval ended")
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	if wait() || !busy() {
		t.Error("a closed engine still measures")
	}
}

// TestBackgroundMeasurementAsksTheHost: the background measurement's
// buffer is reserved as an Eval's allocation would be, so with the host
// short of it nothing is measured, adopted or stored (with room,
// TestTieredEngineMeasuresBetweenEvals measures).
func TestBackgroundMeasurementAsksTheHost(t *testing.T) {
	_, big := calibrationDAGs(t)
	e := uncalibrated(t, t.TempDir())
	e.base.HostAvailable = func() int64 { return 16 << 20 }
	if got := e.costMachine(big); got != selection.Nominal() || !e.quiet.wanted.Load() {
		t.Fatalf("large DAG: planned with %v, measurement wanted %v; want nominal and wanted", got, e.quiet.wanted.Load())
	}
	debug.FreeOSMemory() // free heap counts as room: return it first
	betweenEvals(t, e)
	if e.machineKnown.Load() {
		t.Errorf("the host could not spare the buffer, yet the engine took rates %v", e.machine)
	}
	if rec, ok := e.records.loadMachine(); ok {
		t.Errorf("rates stored without a measurement: %v", rec)
	}
}

// TestForegroundMeasurementAsksTheHost: the measurements that run at once
// (Precompile, CompileSync, CalibratedMachine) take their buffer only when
// the host can spare it, and plan with nominal rates otherwise.
func TestForegroundMeasurementAsksTheHost(t *testing.T) {
	e := uncalibrated(t, t.TempDir())
	e.base.HostAvailable = func() int64 { return 16 << 20 }
	debug.FreeOSMemory() // free heap counts as room: return it first
	if got := e.calibratedMachine(); got != selection.Nominal() {
		t.Errorf("the host could not spare the buffer: planned with %v, want nominal %v", got, selection.Nominal())
	}
	if e.machineKnown.Load() {
		t.Errorf("the host could not spare the buffer, yet the engine took rates %v", e.machine)
	}
	e.base.HostAvailable = func() int64 { return 1 << 40 }
	e.calibratedMachine()
	if !e.machineKnown.Load() {
		t.Error("with room on the host the engine still has no rates")
	}
}
