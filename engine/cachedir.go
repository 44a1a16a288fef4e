package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/internal/opcache"
	"github.com/fusejit/fusejit/internal/selection"
)

// DefaultCacheBytes is the default size cap of the persistent cache (see
// WithCacheLimit).
const DefaultCacheBytes = 256 << 20

// cacheDirOf resolves the persistent cache's directory of cfg: WithCacheDir,
// else FUSEJIT_CACHE_DIR (read by applyEnv), else os.UserCacheDir()/fusejit; "" disables it.
func cacheDirOf(cfg *config) string {
	if cfg.cacheDirSet {
		return cfg.cacheDir
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(base, "fusejit")
}

// warnedDirs remembers the cache directories already reported unusable, so
// that a program creating many engines logs each once.
var warnedDirs sync.Map

// openCacheDir prepares the persistent cache's directory, or returns ""
// when there is none or it cannot be used (logged once per directory).
func openCacheDir(cfg *config) string {
	dir := cacheDirOf(cfg)
	if dir == "" {
		return ""
	}
	abs, err := opcache.PrepareDir(dir)
	if err != nil {
		if _, seen := warnedDirs.LoadOrStore(dir, true); !seen {
			cfg.logger.Warn("fusejit: persistent operator cache disabled, kernels are cached in memory only", "dir", dir, "err", err)
		}
		return ""
	}
	return abs
}

// records stores the engine's small records (compiler probe, machine
// calibration) in the persistent cache's directory.
type records struct {
	dir string
	log *slog.Logger
}

func (r records) load(name string) ([]byte, bool) {
	b, err := opcache.ReadRecord(r.dir, name)
	return b, err == nil
}

func (r records) store(name string, b []byte) {
	if err := opcache.WriteRecord(r.dir, name, b); err != nil {
		r.log.Debug("fusejit: could not write a record to the persistent cache", "err", err)
	}
}

// LoadProbe and StoreProbe make records a jit.ProbeStore.
func (r records) LoadProbe(key string) ([]byte, bool) { return r.load("r-probe-" + key + ".json") }
func (r records) StoreProbe(key string, b []byte)     { r.store("r-probe-"+key+".json", b) }

var _ jit.ProbeStore = records{}

// machineFormat changes whenever the calibration's method does, so that
// rates measured by another method are measured again.
const machineFormat = 1

// machineRecordName names the calibration of this CPU model, core count
// and GOMAXPROCS (the calibration uses GOMAXPROCS workers).
func machineRecordName() string {
	id := fmt.Sprintf("%d|%s|%d|%d", machineFormat, jit.CPUModel(), runtime.NumCPU(), runtime.GOMAXPROCS(0))
	sum := sha256.Sum256([]byte(id))
	return "r-machine-" + hex.EncodeToString(sum[:16]) + ".json"
}

// loadMachine returns the calibration stored for this machine, if any.
func (r records) loadMachine() (*selection.Machine, bool) {
	b, ok := r.load(machineRecordName())
	if !ok {
		return nil, false
	}
	var m selection.Machine
	if json.Unmarshal(b, &m) != nil || !m.Valid() {
		return nil, false
	}
	return &m, true
}

func (r records) storeMachine(m selection.Machine) {
	if b, err := json.Marshal(m); err == nil {
		r.store(machineRecordName(), b)
	}
}

// calibratedMachine returns the rates measured on this machine: the ones
// stored in the persistent cache by an earlier process (so that plans are
// the same from process to process and New does not measure again), else
// selection.Calibrated()'s, which are then stored.
func (e *Engine) calibratedMachine() selection.Machine {
	e.machineOnce.Do(func() {
		if e.records.dir != "" {
			if m, ok := e.records.loadMachine(); ok {
				e.machine = *m
				e.machineKnown.Store(true)
				return
			}
		}
		e.machine = selection.Calibrated()
		e.machineKnown.Store(true)
		if e.records.dir != "" {
			e.records.storeMachine(e.machine)
		}
	})
	return e.machine
}

// loadStoredMachine takes the rates stored by an earlier process, if any,
// so that even small DAGs are planned with them (see costMachine).
func (e *Engine) loadStoredMachine() {
	if e.records.dir == "" || e.cfg.machine != nil {
		return
	}
	if _, ok := e.records.loadMachine(); ok {
		e.calibratedMachine()
	}
}
