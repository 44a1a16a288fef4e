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

// machineFormat changes whenever the calibration's method or record
// does, so that rates measured by another method are measured again.
// Format 2 added the measurement's quality and the re-measurements.
const machineFormat = 2

// machineRecordName names the calibration of this CPU model, core count
// and GOMAXPROCS (the calibration uses GOMAXPROCS workers).
func machineRecordName() string {
	id := fmt.Sprintf("%d|%s|%d|%d", machineFormat, jit.CPUModel(), runtime.NumCPU(), runtime.GOMAXPROCS(0))
	sum := sha256.Sum256([]byte(id))
	return "r-machine-" + hex.EncodeToString(sum[:16]) + ".json"
}

// machineRecord is the stored calibration: the rates, how far to trust
// them, and how often a later process measured again because they were
// not trusted (see remeasures).
type machineRecord struct {
	selection.Measurement
	Remeasured int `json:"remeasured"`
}

// maxRemeasures bounds how often later processes measure again a stored
// calibration that was taken with other work on the cores (Quality not
// Trusted): each time in the background, between Evals, keeping the
// better rates of the two. A machine that is never quiet keeps its best
// rates after that instead of paying a measurement in every process.
const maxRemeasures = 3

// wantsRemeasure reports whether a process should measure r again.
func (r machineRecord) wantsRemeasure() bool {
	return !r.Trusted() && r.Remeasured < maxRemeasures
}

// merged is the record after a re-measurement m: the peak of both rates
// (each is a lower bound of the machine's peak), the better quality.
func (r machineRecord) merged(m selection.Measurement) machineRecord {
	q := r.Quality
	if m.Quality.Better(q) {
		q = m.Quality
	}
	return machineRecord{Measurement: selection.Measurement{Machine: r.Machine.Peak(m.Machine), Quality: q}, Remeasured: r.Remeasured + 1}
}

// loadMachine returns the calibration stored for this machine, if any.
func (r records) loadMachine() (machineRecord, bool) {
	b, ok := r.load(machineRecordName())
	if !ok {
		return machineRecord{}, false
	}
	var m machineRecord
	if json.Unmarshal(b, &m) != nil || !m.Valid() {
		return machineRecord{}, false
	}
	return m, true
}

func (r records) storeMachine(m machineRecord) {
	if b, err := json.Marshal(m); err == nil {
		r.store(machineRecordName(), b)
	}
}
