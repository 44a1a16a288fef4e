package llvmgen

import (
	"path/filepath"
	"testing"
)

// TestCheckBump: the version gate asks for a bump exactly when a plan
// whose hash is recorded now generates other IR under the recorded
// version.
func TestCheckBump(t *testing.T) {
	out := func(name, plan, ir string) goldenOutput {
		return goldenOutput{c: goldenCase{name: name}, planHash: plan, ir: ir}
	}
	recorded := []goldenOutput{out("a", "p1", "ir a"), out("b", "p2", "ir b")}
	rec := manifest{version: "v1", cases: map[string]manifestEntry{}}
	for _, o := range recorded {
		rec.cases[o.c.name] = manifestEntry{planHash: o.planHash, irHash: o.irHash()}
	}
	cases := []struct {
		name    string
		outs    []goldenOutput
		version string
		bump    bool
	}{
		{"unchanged", recorded, "v1", false},
		{"IR changed, same plan", []goldenOutput{out("a", "p1", "ir a2"), recorded[1]}, "v1", true},
		{"IR changed, version bumped", []goldenOutput{out("a", "p1", "ir a2"), recorded[1]}, "v2", false},
		{"IR changed with the plan hash", []goldenOutput{out("a", "p9", "ir a2"), recorded[1]}, "v1", false},
		{"new case", append([]goldenOutput{out("c", "p3", "ir c")}, recorded...), "v1", false},
		{"case removed", recorded[:1], "v1", false},
	}
	for _, c := range cases {
		err := checkBump(rec, c.outs, c.version)
		if (err != nil) != c.bump {
			t.Errorf("%s: checkBump = %v, want bump %t", c.name, err, c.bump)
		}
	}
	if err := checkBump(manifest{}, recorded, "v1"); err != nil {
		t.Errorf("no manifest yet: %v", err)
	}
}

// TestManifestRoundTrip: what -update writes reads back as the same
// entries.
func TestManifestRoundTrip(t *testing.T) {
	outs := []goldenOutput{
		{c: goldenCase{name: "b"}, planHash: "p2", ir: "y"},
		{c: goldenCase{name: "a"}, planHash: "p1", ir: "x"},
	}
	path := filepath.Join(t.TempDir(), manifestFile)
	text := renderManifest(outs, "v7")
	if err := writeFile(path, text); err != nil {
		t.Fatal(err)
	}
	m, err := readManifest(path)
	if err != nil {
		t.Fatal(err)
	}
	if m.version != "v7" || m.text != text || len(m.cases) != 2 {
		t.Fatalf("read back %+v", m)
	}
	for _, o := range outs {
		if e := m.cases[o.c.name]; e.planHash != o.planHash || e.irHash != o.irHash() {
			t.Errorf("%s: read back %+v", o.c.name, e)
		}
	}
	if err := writeFile(path, "version\n"); err != nil {
		t.Fatal(err)
	}
	if _, err := readManifest(path); err == nil {
		t.Errorf("a malformed manifest reads without error")
	}
}
