package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"runtime"
	"time"

	"github.com/fusejit/fusejit/internal/jit"
)

// The compile-time model's scale (tiers.compileScale) is what this
// machine's clang takes relative to the model's priors. A new process
// would start again from the priors, which are off by a factor of two or
// more on a slower or busier machine, and decide its first compiles on
// them. So the scale is stored with the machine calibration, keyed like it
// by the CPU and the compiler setting, and a new engine starts from it.

// compileScaleFormat changes whenever the compile-time model does (its
// priors or what a compile includes), so that scales of another model are
// not applied to this one.
const compileScaleFormat = 1

// compileScaleRecord is the stored form of the scale.
type compileScaleRecord struct {
	Scale float64 `json:"scale"`
}

// compileScaleRecordName names the scale of this CPU, core count and
// compiler setting (a path, a name looked up on PATH, or "" for the
// default search).
func compileScaleRecordName(compiler string) string {
	id := fmt.Sprintf("%d|%s|%d|%s", compileScaleFormat, jit.CPUModel(), runtime.NumCPU(), compiler)
	sum := sha256.Sum256([]byte(id))
	return "r-compile-" + hex.EncodeToString(sum[:16]) + ".json"
}

// plausibleScale bounds stored scales: a record outside it is ignored.
func plausibleScale(s float64) bool {
	return !math.IsNaN(s) && s >= 1.0/64 && s <= 64
}

// loadCompileScale returns the scale stored for compiler, if any.
func (r records) loadCompileScale(compiler string) (float64, bool) {
	if r.dir == "" {
		return 0, false
	}
	b, ok := r.load(compileScaleRecordName(compiler))
	if !ok {
		return 0, false
	}
	var rec compileScaleRecord
	if json.Unmarshal(b, &rec) != nil || !plausibleScale(rec.Scale) {
		return 0, false
	}
	return rec.Scale, true
}

// storeCompileScale stores the scale for compiler.
func (r records) storeCompileScale(compiler string, s float64) {
	if r.dir == "" || !plausibleScale(s) {
		return
	}
	if b, err := json.Marshal(compileScaleRecord{Scale: s}); err == nil {
		r.store(compileScaleRecordName(compiler), b)
	}
}

// loadStoredCompileScale starts the engine's compile-time model from the
// scale an earlier process learned.
func (e *Engine) loadStoredCompileScale() {
	if s, ok := e.records.loadCompileScale(e.cfg.compiler); ok {
		e.tiers.setCompileScale(s)
	}
}

// observeCompile feeds a synchronous compile into the compile-time model
// and stores the model's new scale for later processes.
func (e *Engine) observeCompile(hops int, d time.Duration) {
	if s, ok := e.tiers.observeCompile(hops, d); ok {
		e.records.storeCompileScale(e.cfg.compiler, s)
	}
}
