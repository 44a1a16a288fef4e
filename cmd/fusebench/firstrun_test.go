package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestFirstRunChild runs one -first-run measurement in this process (the
// parent re-executes the binary, which a test binary cannot stand in for)
// and checks what it reports: a cold gen run with a fresh cache directory
// under the tiered default, then Base, on the same configuration.
func TestFirstRunChild(t *testing.T) {
	var got [2]firstRun
	for i, args := range [][]string{
		{"-compile", "tiered", "-cache-dir", t.TempDir(), "-first-run-policy", "gen"},
		{"-cache-dir", "off", "-first-run-policy", "base"},
	} {
		a := append(slices.Clone(tiny), "-patterns", "cell-dense", "-first-run-job", "0")
		out, stderr, err := runArgs(t, append(a, args...)...)
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, stderr)
		}
		if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &got[i]); err != nil {
			t.Fatalf("%v: output %q: %v", args, out, err)
		}
		if r := got[i]; !(r.First > 0 && r.Second > 0 && r.New >= 0) {
			t.Errorf("%v: times %+v", args, r)
		}
		if r := got[i]; !(r.CPU > 0 && r.ClangCPU >= 0) {
			t.Errorf("%v: CPU times %+v, want the first Eval's CPU time and no negative clang time", args, r)
		}
	}
	gen, base := got[0], got[1]
	// 50 x 20 is far too small for a compile, or even the optimizer, to
	// pay off: the default engine runs it as Base (engine's optimizerFloor).
	if gen.Fused != 0 || base.Fused != 0 {
		t.Errorf("fused operators: gen %d, base %d; want 0, 0", gen.Fused, base.Fused)
	}
	if gen.Kernels != 0 || gen.Unfused != 0 {
		t.Errorf("tiered gen on 50 x 20 compiled %d kernels, ran %d operators unfused; want 0, 0", gen.Kernels, gen.Unfused)
	}
	if gen.ClangCPU != 0 {
		t.Errorf("tiered gen on 50 x 20 ran clang for %vs of CPU; want none", gen.ClangCPU)
	}
	if gen.Checksum != base.Checksum {
		t.Errorf("checksums: gen %v, base %v", gen.Checksum, base.Checksum)
	}
}

func TestBadEngineFlags(t *testing.T) {
	for _, args := range [][]string{{"-compile", "later"}, {"-algorithms", "-compile", "eager"}} {
		if _, _, err := runArgs(t, args...); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}
