package engine

import (
	"github.com/fusejit/fusejit/internal/selection"
)

// Machine holds the peak rates the cost-based optimizer normalizes its
// cost estimates by (Boehm et al., PVLDB 2018, section 4.2): bytes read
// and written per second and floating-point operations per second, all
// cores together. Give it to [WithMachine] to make plans independent of
// the load on the machine while the engine measures them.
type Machine struct {
	ReadBandwidth  float64 // bytes/s
	WriteBandwidth float64 // bytes/s
	PeakFLOPS      float64 // FLOP/s
}

func (m Machine) String() string { return m.selection().String() }

// Valid reports whether every rate is positive and finite.
func (m Machine) Valid() bool { return m.selection().Valid() }

// CalibratedMachine returns the rates measured on the machine the process
// runs on: measured by this call (30-60 ms on a quiet 2-core machine)
// unless an engine of the process measured them before, in the
// background or on an Eval, and the same value on every later call.
// Storing them and passing them to [WithMachine] makes later runs plan
// identically. An engine without WithMachine plans with the rates an
// earlier process stored in the persistent cache when there are some,
// which can differ from these; under [CompileTiered] it plans with
// nominal rates until it has measured some (see [WithMachine]).
func CalibratedMachine() Machine {
	m := selection.Calibrated()
	return Machine{ReadBandwidth: m.ReadBandwidth, WriteBandwidth: m.WriteBandwidth, PeakFLOPS: m.PeakFLOPS}
}

func (m Machine) selection() selection.Machine {
	return selection.Machine{ReadBandwidth: m.ReadBandwidth, WriteBandwidth: m.WriteBandwidth, PeakFLOPS: m.PeakFLOPS}
}
