package selection

// MeasureQuietly measures the machine as Calibrated does, but as
// background work: its workers run at nice value nice, wait(), called
// before faulting the buffer in and before each timed pass, returns when
// the process has an idle moment (false: give up), and a pass during
// which busy() turned true is not counted (busy is asked between slices
// of 1 MiB, so that a pass gives way within tens of microseconds). At
// most maxPasses passes are tried. It reports false when none was
// counted, or when another MeasureQuietly of the process is under way.
//
// The engine uses it to take the calibration off its Evals' path: a pass
// that overlapped an Eval would both slow the Eval and measure the
// bandwidth the Eval left over.
func MeasureQuietly(nice, maxPasses int, wait, busy func() bool) (Measurement, bool) {
	calibration.mu.Lock()
	if calibration.measuring {
		calibration.mu.Unlock()
		return Measurement{}, false
	}
	calibration.measuring = true
	calibration.mu.Unlock()
	defer func() {
		calibration.mu.Lock()
		calibration.measuring = false
		calibration.mu.Unlock()
	}()
	return measure(calSettings{nice: nice, stop: busy, passes: maxPasses, pause: wait})
}

// CalibrationBytes is the buffer a measurement streams, which it
// allocates and faults in.
const CalibrationBytes = calBufBytes

// KnownCalibration returns the process's calibration if one was measured
// (Calibrated) or adopted (Adopt), without measuring.
func KnownCalibration() (Measurement, bool) {
	calibration.mu.Lock()
	defer calibration.mu.Unlock()
	return calibration.m, calibration.known
}
