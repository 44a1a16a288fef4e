package llvmgen

// Golden IR. Every case in goldenCases (cases_test.go) is lowered and
// compared with testdata/<case>.ll; TestGoldenVerifies runs LLVM's
// `opt -verify` on each; TestGeneratorVersion fails when the IR of a plan
// changed while Version (the generator's part of the persistent kernel
// cache key, Version + "-" + plan hash) did not.
//
// After changing the code generator, regenerate with one command:
//
//	go test ./internal/llvmgen -update
//
// If the IR of any plan whose hash is unchanged differs, -update refuses
// and asks for a new Version in module.go first: a persistent cache would
// otherwise serve kernels of the old generator for that plan. IR that
// changed only because plan hashes changed (a cplan change) needs no bump;
// -update then just records it. Review the diff of testdata/ before
// committing: it is the change to the generated code.

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.ll and testdata/VERSION from the current code generator")

const (
	goldenDir    = "testdata"
	manifestFile = "VERSION"
)

// goldenOutput is one case's plan and generated IR.
type goldenOutput struct {
	c        goldenCase
	planHash string
	ir       string // Generate's module text
	file     string // the golden file: a comment header, then ir
}

// forGoldenCases calls check with each golden output named in cases and
// its expectation, and fails the test unless every name was found.
func forGoldenCases[W any](t *testing.T, cases map[string]W, check func(o goldenOutput, want W)) {
	t.Helper()
	seen := 0
	for _, o := range goldenOutputs(t) {
		if want, ok := cases[o.c.name]; ok {
			seen++
			check(o, want)
		}
	}
	if seen != len(cases) {
		t.Fatalf("%d of %d golden cases found", seen, len(cases))
	}
}

// kernel is the text of the module's kernel function (its define line to
// its closing brace, exclusive), without the primitives it calls.
func (o goldenOutput) kernel() string {
	k := o.ir[strings.Index(o.ir, "define void @fj_"):]
	return k[:strings.Index(k, "\n}")]
}

func (o goldenOutput) path() string { return filepath.Join(goldenDir, o.c.name+".ll") }

func (o goldenOutput) irHash() string {
	sum := sha256.Sum256([]byte(o.ir))
	return hex.EncodeToString(sum[:])
}

var (
	goldenOnce sync.Once
	goldenOuts []goldenOutput
	goldenErr  error
)

// goldenOutputs lowers every case once per test binary.
func goldenOutputs(t *testing.T) []goldenOutput {
	t.Helper()
	goldenOnce.Do(func() {
		names := map[string]bool{}
		for _, c := range goldenCases {
			if names[c.name] {
				goldenErr = fmt.Errorf("duplicate golden case %q", c.name)
				return
			}
			names[c.name] = true
			p, err := buildPlan(c)
			if err != nil {
				goldenErr = fmt.Errorf("%s: %w", c.name, err)
				return
			}
			ir, _, err := Generate(p)
			if err != nil {
				goldenErr = fmt.Errorf("%s: generate: %w", c.name, err)
				return
			}
			var b strings.Builder
			fmt.Fprintf(&b, "; Golden IR of llvmgen test case %s (%s %s, %s driver).\n", c.name, c.tmpl, c.variant, c.drive)
			b.WriteString("; Regenerate with: go test ./internal/llvmgen -update (see golden_test.go).\n")
			for _, line := range strings.Split(strings.TrimRight(p.String(), "\n"), "\n") {
				b.WriteString("; " + line + "\n")
			}
			b.WriteString("\n" + ir)
			goldenOuts = append(goldenOuts, goldenOutput{c: c, planHash: p.Hash(), ir: ir, file: b.String()})
		}
	})
	if goldenErr != nil {
		t.Fatal(goldenErr)
	}
	return goldenOuts
}

// TestGoldenIR compares the IR of every case with its golden file and
// checks that testdata holds no golden of a case that no longer exists.
func TestGoldenIR(t *testing.T) {
	outs := goldenOutputs(t)
	if *update {
		writeGoldens(t, outs)
		return
	}
	for _, o := range outs {
		t.Run(o.c.name, func(t *testing.T) {
			want, err := os.ReadFile(o.path())
			if err != nil {
				t.Fatalf("%v (run go test ./internal/llvmgen -update)", err)
			}
			if o.file != string(want) {
				t.Errorf("IR differs from %s (run go test ./internal/llvmgen -update and review the diff):\n%s",
					o.path(), firstDiff(string(want), o.file))
			}
		})
	}
	if stale := staleGoldens(t, outs); len(stale) > 0 {
		t.Errorf("golden files without a case: %v (run go test ./internal/llvmgen -update)", stale)
	}
}

// TestGoldenVerifies runs `opt -verify` on every golden module: clang
// accepts some invalid IR silently.
func TestGoldenVerifies(t *testing.T) {
	outs := goldenOutputs(t)
	opt := findOpt()
	if opt == "" {
		t.Skip("LLVM opt not found on PATH (opt or opt-14): golden IR not verified; the comparison in TestGoldenIR still ran")
	}
	for _, o := range outs {
		t.Run(o.c.name, func(t *testing.T) {
			t.Parallel()
			if err := verifyIR(opt, o.file); err != nil {
				t.Errorf("%s: %v", o.path(), err)
			}
		})
	}
}

// findOpt returns the path of LLVM's opt, or "" when none is installed.
func findOpt() string {
	for _, name := range []string{"opt", "opt-14"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

func verifyIR(opt, text string) error {
	var out bytes.Buffer
	cmd := exec.Command(opt, "-verify", "-disable-output")
	cmd.Stdin = strings.NewReader(text)
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("opt -verify: %v: %s", err, out.String())
	}
	return nil
}

// TestGeneratorVersion checks testdata/VERSION, which records the
// generator version and, per case, the plan hash and a hash of the IR.
func TestGeneratorVersion(t *testing.T) {
	outs := goldenOutputs(t)
	rec, err := readManifest(filepath.Join(goldenDir, manifestFile))
	if err != nil && !(*update && errors.Is(err, os.ErrNotExist)) {
		t.Fatalf("%v (run go test ./internal/llvmgen -update)", err)
	}
	if err := checkBump(rec, outs, Version); err != nil {
		t.Fatal(err)
	}
	cur := renderManifest(outs, Version)
	if *update {
		if err := writeFile(filepath.Join(goldenDir, manifestFile), cur); err != nil {
			t.Fatal(err)
		}
		return
	}
	if rec.version != Version {
		t.Fatalf("llvmgen.Version is %q but the goldens were recorded with %q: run go test ./internal/llvmgen -update", Version, rec.version)
	}
	if cur != rec.text {
		t.Fatalf("%s is out of date (cases or plan hashes changed): run go test ./internal/llvmgen -update", manifestFile)
	}
}

// manifest is the parsed testdata/VERSION.
type manifest struct {
	version string
	cases   map[string]manifestEntry
	text    string
}

type manifestEntry struct{ planHash, irHash string }

func renderManifest(outs []goldenOutput, version string) string {
	var b strings.Builder
	b.WriteString("# Written by go test ./internal/llvmgen -update; checked by TestGeneratorVersion (golden_test.go).\n")
	b.WriteString("# The generator version the goldens were made with, then per case: name, plan hash, SHA-256 of the IR.\n")
	fmt.Fprintf(&b, "version %s\n", version)
	sorted := slices.Clone(outs)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].c.name < sorted[j].c.name })
	for _, o := range sorted {
		fmt.Fprintf(&b, "%s %s %s\n", o.c.name, o.planHash, o.irHash())
	}
	return b.String()
}

func readManifest(path string) (manifest, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return manifest{}, err
	}
	m := manifest{cases: map[string]manifestEntry{}, text: string(data)}
	for n, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 0 || strings.HasPrefix(f[0], "#"):
		case f[0] == "version" && len(f) == 2:
			m.version = f[1]
		case len(f) == 3:
			m.cases[f[0]] = manifestEntry{planHash: f[1], irHash: f[2]}
		default:
			return manifest{}, fmt.Errorf("%s:%d: malformed line %q", path, n+1, line)
		}
	}
	if m.version == "" {
		return manifest{}, fmt.Errorf("%s: no version line", path)
	}
	return m, nil
}

// checkBump returns an error when a case's plan hash is the recorded one
// but its IR is not, while version still equals the recorded version: the
// kernel cache key (version and plan hash) would then be unchanged for
// changed code. An empty record (no manifest yet) passes.
func checkBump(rec manifest, outs []goldenOutput, version string) error {
	if rec.version == "" || rec.version != version {
		return nil
	}
	var changed []string
	for _, o := range outs {
		e, ok := rec.cases[o.c.name]
		if ok && e.planHash == o.planHash && e.irHash != o.irHash() {
			changed = append(changed, o.c.name)
		}
	}
	if len(changed) == 0 {
		return nil
	}
	return fmt.Errorf("the IR generated for unchanged plans changed (%s) but llvmgen.Version is still %q: "+
		"persistent kernel caches, keyed by Version and plan hash, would serve kernels of the old generator; "+
		"bump Version in internal/llvmgen/module.go, then run go test ./internal/llvmgen -update",
		strings.Join(changed, ", "), version)
}

// writeGoldens rewrites the golden files and removes those of cases that
// no longer exist. It refuses when the version needs a bump, so that the
// goldens and testdata/VERSION are rewritten together or not at all.
func writeGoldens(t *testing.T, outs []goldenOutput) {
	t.Helper()
	rec, err := readManifest(filepath.Join(goldenDir, manifestFile))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	if err := checkBump(rec, outs, Version); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(goldenDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		if err := writeFile(o.path(), o.file); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range staleGoldens(t, outs) {
		if err := os.Remove(filepath.Join(goldenDir, s)); err != nil {
			t.Fatal(err)
		}
	}
}

func writeFile(path, text string) error { return os.WriteFile(path, []byte(text), 0o644) }

// staleGoldens returns the .ll files in testdata that belong to no case.
func staleGoldens(t *testing.T, outs []goldenOutput) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(goldenDir, "*.ll"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, o := range outs {
		want[o.path()] = true
	}
	var stale []string
	for _, f := range files {
		if !want[f] {
			stale = append(stale, filepath.Base(f))
		}
	}
	return stale
}

// firstDiff shows the first differing line of two texts with a little
// context, enough to see what changed without printing whole modules.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(wl), len(gl)); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\n  want: %s\n  got:  %s", i+1, w, g)
		}
	}
	return "(no differing line)"
}
