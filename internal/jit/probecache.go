package jit

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
)

// ProbeStore keeps what NewCompiler learned by running clang, so that a
// later process with the same compiler binary on the same CPU skips those
// runs (150-250 ms of CPU, more under load). Keys are opaque
// file-name-safe strings; Load reports false for anything it does not
// have. A record holds code (the zygote's shim, zygote.go) that clang
// will load: only the user may be able to write the store.
type ProbeStore interface {
	LoadProbe(key string) ([]byte, bool)
	StoreProbe(key string, data []byte)
}

// WithProbeStore makes NewCompiler look up and remember its probe results
// in s.
func WithProbeStore(s ProbeStore) Option {
	return func(o *options) { o.probes = s }
}

// probeFormat changes whenever probeRecord or what probe measures changes.
const probeFormat = 2

// probeRecord is the part of a Compiler that probe fills by running clang.
type probeRecord struct {
	Format    int    `json:"format"`
	Version   string `json:"version"`
	TargetCPU string `json:"target_cpu"`
	Triple    string `json:"triple"`
	Libmvec   bool   `json:"libmvec"`
	// ZygoteShim is zygote/shim.c compiled by this clang (none where it
	// could not be).
	ZygoteShim []byte `json:"zygote_shim,omitempty"`
	// CC1 maps the driver arguments of a build to the cc1 command line
	// that the driver runs for them.
	CC1 map[string][]string `json:"cc1,omitempty"`
	// Extras says that ZygoteShim and CC1 were probed (either may still
	// be empty: no C headers, no usable line): a record without them
	// gets them probed again, in the background.
	Extras bool `json:"extras,omitempty"`
}

// probeKey identifies the inputs of a probe: the clang binary (its path,
// the file it resolves to, that file's size and modification time) and the
// CPU (-march=native depends on it). Any change gives another key, so a
// stored probe is never applied to another compiler or machine.
func probeKey(clang string) (string, error) {
	real, err := filepath.EvalSymlinks(clang)
	if err != nil {
		return "", fmt.Errorf("jit: resolving %s: %w", clang, err)
	}
	fi, err := os.Stat(real)
	if err != nil {
		return "", fmt.Errorf("jit: %s: %w", real, err)
	}
	id := fmt.Sprintf("%d|%s|%s|%d|%d|%s|%s|%s/%s", probeFormat, clang, real, fi.Size(), fi.ModTime().UnixNano(),
		CPUModel(), cpuFeatures(), runtime.GOOS, runtime.GOARCH)
	sum := sha256.Sum256([]byte(id))
	return hex.EncodeToString(sum[:16]), nil
}

// probeCached is probe, served from s when it has the result for this
// compiler and CPU, and stored into s otherwise.
func (c *Compiler) probeCached(s ProbeStore) error {
	key, err := probeKey(c.clang)
	if s == nil || err != nil {
		if err := c.probe(); err != nil {
			return err
		}
		c.extrasFor = &probeTarget{}
		return nil
	}
	if b, ok := s.LoadProbe(key); ok {
		var r probeRecord
		if json.Unmarshal(b, &r) == nil && validProbe(r) {
			c.version, c.targetCPU, c.triple = r.Version, r.TargetCPU, r.Triple
			c.veclib.Store(r.Libmvec)
			c.features = cpuFeatures()
			if r.Extras {
				c.zygoteShim, c.cc1 = r.ZygoteShim, r.CC1
				close(c.extras)
			} else {
				c.extrasFor = &probeTarget{s, key}
			}
			return nil
		}
	}
	if err := c.probe(); err != nil {
		return err
	}
	c.storeProbe(s, key)
	c.extrasFor = &probeTarget{s, key}
	return nil
}

// storeProbe stores what the Compiler probed under key.
func (c *Compiler) storeProbe(s ProbeStore, key string) {
	c.spareMu.Lock()
	r := probeRecord{Format: probeFormat, Version: c.version, TargetCPU: c.targetCPU, Triple: c.triple, Libmvec: c.veclib.Load(),
		ZygoteShim: c.zygoteShim, CC1: c.cc1}
	select {
	case <-c.extras:
		r.Extras = true
	default:
	}
	c.spareMu.Unlock()
	if b, err := json.Marshal(r); err == nil {
		s.StoreProbe(key, b)
	}
}

// processBuilds counts the successful builds of the process, of all its
// Compilers, rebuilds aside (AsRebuild); it only gates startProbeExtras.
var processBuilds atomic.Int64

// rebuildKey marks the contexts of rebuilds (AsRebuild).
type rebuildKey struct{}

// AsRebuild marks ctx's builds as rebuilds of a module the process built
// before (the optimized build that replaces a quick one): they do not
// count as a sign that the process compiles more modules, so a process
// that compiles one module at two levels does not start the probe of the
// shim and the cc1 lines either (startProbeExtras).
func AsRebuild(ctx context.Context) context.Context {
	return context.WithValue(ctx, rebuildKey{}, true)
}

// startProbeExtras probes, in the background and once, what only makes
// builds after the first cheaper: the zygote's shim (zygote.go) and the
// cc1 line of each level (cc1.go), three clang runs (100-200 ms of CPU).
// It is called after the process's second successful build and every
// later one, so that a process that builds nothing or once never runs
// them, and its first build neither waits for them (it execs the driver,
// as without them) nor shares the cores with them while its Eval runs the
// kernel: on 2 cores, fusebench -first-run's gen cold run spent 220-290
// ms of clang CPU on row-wide (one module, k 100 to 500) with the probe
// started after the first build against 82-104 without it (main and a
// build without it alternated, two rounds, load 1-4). The results are
// stored in the probe store, if any, with the rest of the probe, unless
// an answer was cut short (Close, timeout): the next process that builds
// asks again. Close cancels the probe and waits for it.
func (c *Compiler) startProbeExtras() {
	c.spareMu.Lock()
	defer c.spareMu.Unlock()
	to := c.extrasFor
	if to == nil || c.closed {
		return
	}
	c.extrasFor = nil
	ctx, cancel := context.WithTimeout(context.Background(), cc1ProbeLimit)
	done := make(chan struct{})
	c.stopExtras, c.extrasDone = cancel, done
	go func() {
		defer close(done)
		defer cancel()
		if c.holdExtras != nil {
			select {
			case <-c.holdExtras:
			case <-ctx.Done():
			}
		}
		var shim []byte
		if runtime.GOOS == "linux" {
			id, _ := probeKey(c.clang)
			shim = zygoteShim(ctx, c.clang, c.tempRoot, id)
		}
		lines, partial := c.probeCC1Lines(ctx)
		c.spareMu.Lock()
		c.zygoteShim, c.cc1 = shim, lines
		close(c.extras)
		c.spareMu.Unlock()
		if to.store != nil && !partial && ctx.Err() == nil {
			c.storeProbe(to.store, to.key)
		}
	}()
}

// awaitExtras starts the probe of the shim and the cc1 lines if it has
// not started and waits until they are known and stored (tests).
func (c *Compiler) awaitExtras() {
	c.startProbeExtras()
	<-c.extras
	c.spareMu.Lock()
	done := c.extrasDone
	c.spareMu.Unlock()
	<-done
}

// CPUModel returns the model name of the first processor in /proc/cpuinfo
// ("unknown" where there is none).
func CPUModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return "unknown"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		key, val, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		switch strings.TrimSpace(key) {
		case "model name", "Model", "cpu model", "Hardware":
			return strings.TrimSpace(val)
		}
	}
	return "unknown"
}

// ProbeStored reports whether NewCompiler(path, WithProbeStore(s)) would
// find its probe in s and so run no clang: callers that can defer
// creating the compiler do so only when it would be slow.
func ProbeStored(path string, s ProbeStore) bool {
	if s == nil {
		return false
	}
	clang, err := findClang(path)
	if err != nil {
		return false
	}
	key, err := probeKey(clang)
	if err != nil {
		return false
	}
	b, ok := s.LoadProbe(key)
	if !ok {
		return false
	}
	var r probeRecord
	return json.Unmarshal(b, &r) == nil && validProbe(r)
}

// validProbe reports whether a stored probe is plausible.
func validProbe(r probeRecord) bool {
	return r.Format == probeFormat && strings.Contains(strings.ToLower(r.Version), "clang")
}
