package jit

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// mapProbes is an in-memory ProbeStore.
type mapProbes struct {
	mu sync.Mutex
	m  map[string][]byte
}

func (s *mapProbes) LoadProbe(k string) ([]byte, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.m[k]
	return b, ok
}

func (s *mapProbes) StoreProbe(k string, b []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[k] = b
}

// TestProbeStoreSkipsClang counts clang runs through a wrapper script: a
// second NewCompiler with the same store runs none and yields the same
// fingerprint; touching the binary (another modification time) probes
// again.
func TestProbeStoreSkipsClang(t *testing.T) {
	needClang(t)
	real, err := exec.LookPath("clang")
	if err != nil {
		t.Skip("no clang on PATH")
	}
	logf := filepath.Join(t.TempDir(), "runs")
	wrapper := writeScript(t, "echo run >> '"+logf+"'\nexec '"+real+"' \"$@\"\n")
	runs := func() int {
		b, _ := os.ReadFile(logf)
		return strings.Count(string(b), "run")
	}
	store := &mapProbes{m: map[string][]byte{}}
	first, err := NewCompiler(wrapper, WithProbeStore(store))
	if err != nil {
		t.Fatal(err)
	}
	probed := runs()
	if probed == 0 || len(store.m) != 1 {
		t.Fatalf("first NewCompiler: %d clang runs, %d stored probes; want > 0 and 1", probed, len(store.m))
	}
	second, err := NewCompiler(wrapper, WithProbeStore(store))
	if err != nil {
		t.Fatal(err)
	}
	if n := runs(); n != probed {
		t.Errorf("second NewCompiler ran clang %d times, want 0", n-probed)
	}
	if first.Fingerprint() != second.Fingerprint() || first.VecLib() != second.VecLib() {
		t.Errorf("fingerprints differ:\n%s\n%s", first.Fingerprint(), second.Fingerprint())
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(wrapper, later, later); err != nil {
		t.Fatal(err)
	}
	if _, err := NewCompiler(wrapper, WithProbeStore(store)); err != nil {
		t.Fatal(err)
	}
	if n := runs(); n == probed {
		t.Error("a modified compiler binary was not probed again")
	}
	// A corrupt record is probed over, not trusted.
	for k := range store.m {
		store.m[k] = []byte(`{"format":1,"version":"not a compiler"}`)
	}
	before := runs()
	if _, err := NewCompiler(wrapper, WithProbeStore(store)); err != nil {
		t.Fatal(err)
	}
	if runs() == before {
		t.Error("an implausible stored probe was used")
	}
}
