package selection

import (
	"runtime"
	"sync/atomic"
	"testing"
	"time"
)

func TestQualityTrustedAndBetter(t *testing.T) {
	for _, c := range []struct {
		name      string
		q, o      Quality
		trusted   bool
		qBetterO  bool
		oBetterQ  bool
		reasoning string
	}{
		{"undisturbed beats disturbed", Quality{Share: 0.95, Load: 3}, Quality{Share: 0.5, Load: 0.1}, true, true, false, "share first"},
		{"at the threshold", Quality{Share: trustedShare, Load: 1}, Quality{Share: trustedShare, Load: 1}, true, false, false, "equal"},
		{"same share, quieter", Quality{Share: 0.5, Load: 0.5}, Quality{Share: 0.5, Load: 2}, false, true, false, "load breaks ties"},
		{"same share, load unknown", Quality{Share: 0.5, Load: -1}, Quality{Share: 0.5, Load: 2}, false, false, true, "a known load beats an unknown one"},
		{"not measured", Quality{}, Quality{Share: 0.1, Load: 9}, false, false, true, "zero share"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.q.Trusted(); got != c.trusted {
				t.Errorf("Trusted() = %v, want %v", got, c.trusted)
			}
			if got := c.q.Better(c.o); got != c.qBetterO {
				t.Errorf("q.Better(o) = %v, want %v (%s)", got, c.qBetterO, c.reasoning)
			}
			if got := c.o.Better(c.q); got != c.oBetterQ {
				t.Errorf("o.Better(q) = %v, want %v (%s)", got, c.oBetterQ, c.reasoning)
			}
		})
	}
}

func TestMachinePeakTakesEachHigherRate(t *testing.T) {
	a := Machine{ReadBandwidth: 1, WriteBandwidth: 5, PeakFLOPS: 3}
	b := Machine{ReadBandwidth: 4, WriteBandwidth: 2, PeakFLOPS: 3}
	want := Machine{ReadBandwidth: 4, WriteBandwidth: 5, PeakFLOPS: 3}
	if got := a.Peak(b); got != want {
		t.Errorf("Peak = %v, want %v", got, want)
	}
	if got := b.Peak(a); got != want {
		t.Errorf("Peak is not symmetric: %v", got)
	}
}

// TestMeasurementRecordsItsShare: a foreground measurement reports the
// share its passes ran (on Linux, where thread CPU time is known).
func TestMeasurementRecordsItsShare(t *testing.T) {
	m, ok := measure(calSettings{})
	if !ok || !m.Valid() {
		t.Fatalf("measure: %v (ok %v)", m, ok)
	}
	if runtime.GOOS == "linux" && (m.Share <= 0 || m.Share > 1 || m.Load < 0) {
		t.Errorf("quality %+v: want a share in (0, 1] and a known load", m.Quality)
	}
	t.Logf("%v", m)
}

// TestMeasureQuietlyCountsNoPassWhileBusy: passes during which busy
// turns true are not counted; with busy always true nothing is, and the
// measurement ends after its bounded tries (each stopped within a slice).
func TestMeasureQuietlyCountsNoPassWhileBusy(t *testing.T) {
	var waits atomic.Int64
	start := time.Now()
	m, ok := MeasureQuietly(10, 4, func() bool { waits.Add(1); return true }, func() bool { return true })
	if ok {
		t.Fatalf("counted a pass while busy: %v", m)
	}
	if got := waits.Load(); got != 4 {
		t.Errorf("waited %d times, want 4 (one per pass tried)", got)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v to give up", d)
	}
	// Busy only after the first touch: the timed passes are stopped, not
	// the faulting.
	var calls atomic.Int64
	busyLater := func() bool { return calls.Add(1) > calBufBytes/calSlice+4 }
	if m, ok := MeasureQuietly(10, 3, func() bool { return true }, busyLater); ok {
		t.Errorf("counted a pass that busy stopped: %v", m)
	}
}

// TestMeasureQuietlyGivesUpWithoutIdleMoment: when wait reports no idle
// moment, nothing is measured, not even the buffer faulted in.
func TestMeasureQuietlyGivesUpWithoutIdleMoment(t *testing.T) {
	var busyCalls atomic.Int64
	m, ok := MeasureQuietly(10, 3, func() bool { return false }, func() bool { busyCalls.Add(1); return false })
	if ok {
		t.Fatalf("measured without an idle moment: %v", m)
	}
	if busyCalls.Load() != 0 {
		t.Errorf("ran %d slices without an idle moment", busyCalls.Load())
	}
}

// TestMeasureQuietlyOneAtATime: a second background measurement while
// one runs returns at once.
func TestMeasureQuietlyOneAtATime(t *testing.T) {
	release := make(chan struct{})
	entered := make(chan struct{})
	done := make(chan bool)
	go func() {
		first := true
		_, ok := MeasureQuietly(10, 1, func() bool {
			if first {
				first = false
				close(entered)
				<-release
			}
			return true
		}, func() bool { return false })
		done <- ok
	}()
	<-entered
	if _, ok := MeasureQuietly(10, 1, func() bool { t.Error("the second measurement waited"); return false }, func() bool { return false }); ok {
		t.Error("two background measurements ran at once")
	}
	close(release)
	if !<-done {
		t.Error("the first background measurement counted no pass")
	}
}
