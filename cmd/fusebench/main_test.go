package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
)

// tiny are sizes that run every pattern in a few seconds.
var tiny = []string{
	"-q", "-reps", "1", "-bw-mib", "4",
	"-rows", "50", "-cols", "20",
	"-outer-n", "40", "-outer-rank", "4", "-outer-sparsity", "1,0.05",
	"-fp-rows", "50", "-fp-cols", "10", "-fp-k", "3",
}

var allPolicies = []string{"base", "fa", "fnr", "gen"}

func runArgs(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err = run(context.Background(), args, &out, &errOut)
	return out.String(), errOut.String(), err
}

// tableRows returns the measurement rows of the table by pattern and
// policy, each as its fields.
func tableRows(t *testing.T, out string) map[[2]string][]string {
	t.Helper()
	rows := map[[2]string][]string{}
	inTable := false
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) > 0 && f[0] == "pattern" && slices.Contains(f, "policy") {
			inTable = true
			continue
		}
		if !inTable || len(f) < 15 {
			continue
		}
		rows[[2]string{f[0], f[5]}] = f
	}
	return rows
}

func TestTableHasEveryPatternAndPolicy(t *testing.T) {
	t.Parallel()
	out, stderr, err := runArgs(t, tiny...)
	if err != nil {
		t.Fatalf("run: %v\nstderr:\n%s", err, stderr)
	}
	if !strings.Contains(out, "machine: ") || !strings.Contains(out, "GB/s") {
		t.Errorf("no machine line with the bandwidth:\n%s", out)
	}
	rows := tableRows(t, out)
	for _, p := range patterns {
		for _, pol := range allPolicies {
			f, ok := rows[[2]string{p.name, pol}]
			if !ok {
				t.Errorf("no table row for %s under %s", p.name, pol)
				continue
			}
			// pattern rows cols sparsity k policy median min compile speedup
			// roofline fraction cpu-ratio bound check operators...
			if check := f[14]; check != "ref" && check != "=" {
				t.Errorf("%s %s: check column %q", p.name, pol, check)
			}
			if !strings.HasSuffix(f[9], "x") || !strings.HasSuffix(f[11], "%") {
				t.Errorf("%s %s: speedup %q or roofline fraction %q malformed", p.name, pol, f[9], f[11])
			}
			if r, err := strconv.ParseFloat(f[12], 64); f[12] != "-" && (err != nil || !(r > 0)) {
				t.Errorf("%s %s: cpu ratio %q malformed", p.name, pol, f[12])
			}
		}
	}
	if t.Failed() {
		t.Logf("table:\n%s", out)
	}
}

// jsonFields are the fields every -json record must have.
var jsonFields = []string{
	"pattern", "family", "expr", "variant", "policy", "rows", "cols", "sparsity", "rank", "k", "reps",
	"seconds_median", "seconds_min", "first_seconds", "compile_seconds", "new_seconds",
	"roofline_seconds", "roofline_fraction", "compute_seconds", "bound", "bandwidth_gb_s",
	"bandwidth_go_gb_s", "bandwidth_c_gb_s", "probe_passes", "read_bytes",
	"speedup_vs_base", "checksum", "check", "fused_ops", "fallback",
}

// nullableJSONFields are fields every -json record has, possibly null:
// bandwidth_kernel_gb_s needs a configuration with inputs beyond the
// caches, bandwidth_inputs_gb_s and roofline_ratio_paired the C probe,
// compute_ratio a dgemm rate, roofline_ratio_cpu, probe_cores and
// probe_best_cores the C probe and thread CPU times (Linux), run_cores
// process CPU times.
var nullableJSONFields = []string{"bandwidth_kernel_gb_s", "bandwidth_inputs_gb_s", "roofline_ratio_paired", "compute_ratio",
	"roofline_ratio_cpu", "probe_cores", "probe_best_cores", "run_cores"}

func TestJSONAndPlots(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	profDir := t.TempDir()
	args := append(slices.Clone(tiny), "-json", "-plot", dir, "-profile", profDir, "-patterns", "cell-dense,cell-sparse,outer", "-rows", "50,100", "-outer-sparsity", "0.05")
	out, stderr, err := runArgs(t, args...)
	if err != nil {
		t.Fatalf("run: %v\nstderr:\n%s", err, stderr)
	}
	type key struct {
		pattern, policy string
		rows            float64
		sparsity        float64
	}
	seen := map[key]bool{}
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var rec map[string]any
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatalf("invalid JSON line %q: %v", sc.Text(), err)
		}
		for _, f := range jsonFields {
			v, ok := rec[f]
			if !ok {
				t.Errorf("record %v has no field %q", rec["pattern"], f)
			} else if v == nil {
				t.Errorf("record %v %v: field %q is null", rec["pattern"], rec["policy"], f)
			}
		}
		for _, f := range nullableJSONFields {
			if _, ok := rec[f]; !ok {
				t.Errorf("record %v has no field %q", rec["pattern"], f)
			}
		}
		checkTasks(t, rec)
		prof, _ := rec["profile"].(string)
		if st, err := os.Stat(prof); err != nil || st.Size() == 0 || filepath.Dir(prof) != profDir {
			t.Errorf("%v %v: profile %q: %v", rec["pattern"], rec["policy"], prof, err)
		}
		if extra := len(rec) - len(jsonFields) - len(nullableJSONFields) - 2; extra != 0 && !(extra == -1 && rec["tasks"] == nil) {
			t.Errorf("record has %d fields, want %d (update jsonFields): %v", len(rec), len(jsonFields)+len(nullableJSONFields)+2, rec)
		}
		for _, f := range []string{"seconds_median", "seconds_min", "roofline_seconds", "bandwidth_gb_s"} {
			if v, _ := rec[f].(float64); !(v > 0) {
				t.Errorf("%v %v: %s = %v, want > 0", rec["pattern"], rec["policy"], f, rec[f])
			}
		}
		// With the C probe on Linux, every pass has its threads' CPU time.
		if _, probed := rec["bandwidth_inputs_gb_s"].(float64); probed && runtime.GOOS == "linux" {
			for _, f := range []string{"roofline_ratio_cpu", "probe_cores", "probe_best_cores", "run_cores"} {
				if v, _ := rec[f].(float64); !(v > 0) {
					t.Errorf("%v %v: %s = %v, want > 0", rec["pattern"], rec["policy"], f, rec[f])
				}
			}
		}
		// Every measured run had a probe pass over the inputs before it.
		if passes, reps := rec["probe_passes"].(float64), rec["reps"].(float64); passes < reps {
			t.Errorf("%v %v: %v probe passes for %v runs", rec["pattern"], rec["policy"], passes, reps)
		}
		if rec["check"] != "reference" && rec["check"] != "equal to base" {
			t.Errorf("%v %v: check %v", rec["pattern"], rec["policy"], rec["check"])
		}
		p, _ := rec["pattern"].(string)
		pol, _ := rec["policy"].(string)
		r, _ := rec["rows"].(float64)
		sp, _ := rec["sparsity"].(float64)
		seen[key{p, pol, r, sp}] = true
	}
	// cell-dense and cell-sparse at 50 and 100 rows, outer at one
	// sparsity, each under four policies.
	if want := (2*2 + 1) * len(allPolicies); len(seen) != want {
		t.Errorf("%d distinct records, want %d:\n%s", len(seen), want, out)
	}

	for _, name := range []string{"cell-dense", "cell-sparse", "outer", "fig9"} {
		b, err := os.ReadFile(filepath.Join(dir, name+".svg"))
		if err != nil {
			t.Errorf("chart %s: %v", name, err)
			continue
		}
		if len(b) < 1000 || !bytes.Contains(b, []byte("<svg")) {
			t.Errorf("chart %s: %d bytes, not an SVG", name, len(b))
		}
		for _, label := range []string{"Base", "Gen", "roofline"} {
			if !bytes.Contains(b, []byte(label)) {
				t.Errorf("chart %s has no legend entry %q", name, label)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "row-dense.svg")); err == nil {
		t.Errorf("chart of a pattern that did not run")
	}
}

// checkTasks checks the per-task breakdown of a -json record: present
// for fused operators only, its tasks covering the rows of each pass.
func checkTasks(t *testing.T, rec map[string]any) {
	t.Helper()
	fused, _ := rec["fused_ops"].(float64)
	tasks, ok := rec["tasks"].(map[string]any)
	if ok != (fused > 0) {
		t.Errorf("%v %v: %v fused operators, tasks %v", rec["pattern"], rec["policy"], fused, rec["tasks"])
		return
	}
	if !ok {
		return
	}
	passes, _ := tasks["passes"].([]any)
	if len(passes) == 0 {
		t.Errorf("%v %v: no passes in %v", rec["pattern"], rec["policy"], tasks)
	}
	for _, p := range passes {
		p, _ := p.(map[string]any)
		list, _ := p["tasks"].([]any)
		if n, _ := p["task_count"].(float64); int(n) != len(list) || n < 1 {
			t.Errorf("%v %v: task_count %v for %d tasks", rec["pattern"], rec["policy"], p["task_count"], len(list))
		}
		next := 0.0
		for _, k := range list {
			k, _ := k.(map[string]any)
			lo, _ := k["lo"].(float64)
			rows, _ := k["rows"].(float64)
			if lo != next || rows < 1 {
				t.Errorf("%v %v: task at row %v of %v rows after row %v", rec["pattern"], rec["policy"], lo, rows, next)
			}
			next = lo + rows
		}
		wall, _ := p["wall_ms"].(float64)
		if busy, _ := p["busiest_worker_ms"].(float64); !(busy > 0 && busy <= wall) {
			t.Errorf("%v %v: busiest worker %v ms in a pass of %v ms", rec["pattern"], rec["policy"], busy, wall)
		}
	}
}

func TestPNGChart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	args := append(slices.Clone(tiny), "-plot", dir, "-plot-format", "png", "-patterns", "cell-dense", "-policies", "base,gen")
	if _, stderr, err := runArgs(t, args...); err != nil {
		t.Fatalf("run: %v\nstderr:\n%s", err, stderr)
	}
	b, err := os.ReadFile(filepath.Join(dir, "cell-dense.png"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte("\x89PNG")) {
		t.Errorf("cell-dense.png is not a PNG")
	}
}

func TestMismatchIsReported(t *testing.T) {
	t.Parallel()
	cfg, err := parseFlags(append(slices.Clone(tiny), "-patterns", "cell-dense,magg-dense"), os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	// Corrupt one cell of FNR's second output of magg-dense.
	h := &harness{cfg: cfg, tamper: func(pattern string, pol engine.Policy, outs []mat.Matrix) []mat.Matrix {
		if pattern != "magg-dense" || pol != engine.PolicyFuseNoRedundancy {
			return outs
		}
		bad := slices.Clone(outs)
		v := outs[1].At(0, 0)
		bad[1] = mat.NewDense(1, 1, []float64{v * (1 + 1e-6)})
		return bad
	}}
	var out, stderr bytes.Buffer
	err = runConfig(context.Background(), h, &out, &stderr)
	if err == nil {
		t.Fatalf("a corrupted result was not reported; table:\n%s", out.String())
	}
	msg := stderr.String()
	for _, want := range []string{"mismatch", "magg-dense", "fnr", "output 1 cell (0,0)"} {
		if !strings.Contains(msg, want) {
			t.Errorf("stderr does not name %q:\n%s", want, msg)
		}
	}
	rows := tableRows(t, out.String())
	if f := rows[[2]string{"magg-dense", "fnr"}]; len(f) < 15 || f[14] != "MISMATCH" {
		t.Errorf("the table does not mark magg-dense fnr as a mismatch: %v", f)
	}
	for _, pol := range []string{"fa", "gen"} {
		if f := rows[[2]string{"magg-dense", pol}]; len(f) < 15 || f[14] != "=" {
			t.Errorf("magg-dense %s should still be equal: %v", pol, f)
		}
	}
	if f := rows[[2]string{"cell-dense", "fnr"}]; len(f) < 15 || f[14] != "=" {
		t.Errorf("cell-dense fnr should be equal: %v", f)
	}
}

func TestInterruptStopsAndReports(t *testing.T) {
	t.Parallel()
	cfg, err := parseFlags(slices.Clone(tiny), os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Ctrl-C while the second pattern runs.
	h := &harness{cfg: cfg, tamper: func(pattern string, pol engine.Policy, outs []mat.Matrix) []mat.Matrix {
		if pattern == "cell-sparse" {
			cancel()
		}
		return outs
	}}
	var out, stderr bytes.Buffer
	err = runConfig(ctx, h, &out, &stderr)
	if !errors.Is(err, errInterrupted) {
		t.Fatalf("err = %v, want errInterrupted", err)
	}
	rows := tableRows(t, out.String())
	if _, ok := rows[[2]string{"cell-dense", "gen"}]; !ok {
		t.Errorf("the measurements before the interrupt are not reported:\n%s", out.String())
	}
	if _, ok := rows[[2]string{"row-dense", "base"}]; ok {
		t.Errorf("patterns after the interrupt ran")
	}

	// Interrupted before anything was measured.
	cancel()
	out.Reset()
	if err := runConfig(ctx, &harness{cfg: cfg}, &out, &stderr); !errors.Is(err, errInterrupted) {
		t.Errorf("err = %v, want errInterrupted", err)
	}
}

func TestFirstDifference(t *testing.T) {
	d := func(v ...float64) []mat.Matrix { return []mat.Matrix{mat.NewDense(1, len(v), v)} }
	inf, nan := math.Inf(1), math.NaN()
	for _, c := range []struct {
		want, got []mat.Matrix
		same      bool
	}{
		{d(1, 2), d(1, 2), true},
		{d(1e6, 2), d(1e6*(1+5e-10), 2), true},
		{d(1e6, 2), d(1e6*(1+5e-9), 2), false},
		{d(0, 2), d(1e-300, 2), false},
		{d(nan, inf), d(nan, inf), true},
		{d(nan), d(1), false},
		{d(1), d(nan), false},
		{d(inf), d(-inf), false},
		{d(1, 2), d(1, 2, 3), false},
		{d(1), append(d(1), d(1)...), false},
	} {
		if got := firstDifference(c.want, c.got) == ""; got != c.same {
			t.Errorf("firstDifference(%v, %v) same = %t, want %t", mat.Formatted(c.want[0]), mat.Formatted(c.got[0]), got, c.same)
		}
	}
}

func TestCapToBudget(t *testing.T) {
	cell, outer := patterns[0], patterns[7]
	if outer.name != "outer" || cell.name != "cell-dense" {
		t.Fatal("registry order changed")
	}
	pt := point{Rows: 1000000, Cols: 1000, Sparsity: 1}
	got, note := capToBudget(cell, pt, 16<<30)
	if got.Rows != 420000 || got.Cols != 1000 || note == "" {
		t.Errorf("cell-dense 10^6 rows in 16 GiB: %+v %q", got, note)
	}
	if cell.cost(got).peakBytes > 16<<30 {
		t.Errorf("capped configuration does not fit")
	}
	if got, note := capToBudget(cell, point{Rows: 1000, Cols: 1000, Sparsity: 1}, 16<<30); got.Rows != 1000 || note != "" {
		t.Errorf("a fitting configuration was capped: %+v %q", got, note)
	}
	q, _ := capToBudget(outer, point{Rows: 20000, Cols: 20000, Sparsity: 1, Rank: 100}, 4<<30)
	if q.Rows != q.Cols || q.Rows >= 20000 || outer.cost(q).peakBytes > 4<<30 {
		t.Errorf("outer capped to %+v", q)
	}
}

func TestBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-rows", "10,x"}, {"-rows", "0"}, {"-policies", "base,turbo"}, {"-policies", "gen,gen"},
		{"-patterns", "nosuch"}, {"-outer-sparsity", "2"}, {"-sparsity", "1.5"}, {"-warmup", "0"},
		{"-plot-format", "gif"}, {"-mem-gib", "0"}, {"extra"},
	} {
		if _, err := parseFlags(args, &bytes.Buffer{}); err == nil {
			t.Errorf("parseFlags(%q) accepted", args)
		}
	}
}

func TestPaperSizesAreCapped(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), []string{"-paper", "-list"}, &out, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{"capped: cell-dense", "420000x1000", "1000000x1000", "20000x20000 sparsity 0.0001 rank 100", "100000x1000 sparsity 1 k 200"} {
		if !strings.Contains(s, want) {
			t.Errorf("-paper -list lacks %q:\n%s", want, s)
		}
	}
}

func TestCellAndMAggShareInputs(t *testing.T) {
	cfg, err := parseFlags([]string{"-rows", "30,60", "-cols", "10", "-patterns", "cell-dense,magg-dense,outer"}, os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	jobs, _ := cfg.jobs()
	var got []string
	for _, j := range runOrder(jobs) {
		got = append(got, fmt.Sprintf("%s/%d", j.pat.name, j.pt.Rows))
	}
	want := []string{"cell-dense/30", "magg-dense/30", "cell-dense/60", "magg-dense/60", "outer/3000", "outer/3000", "outer/3000"}
	if !slices.Equal(got, want) {
		t.Errorf("run order %v, want %v", got, want)
	}

	// The second builder takes the first one's matrices, and only those
	// of its own configuration.
	g1 := &gen{ctx: context.Background()}
	buildCell(g1, jobs[0].pt)
	g2 := &gen{ctx: context.Background(), reuse: g1.made}
	buildMAgg(g2, jobs[0].pt)
	if g2.bytes != 0 || g2.reused != g1.bytes || len(g2.made) != 3 {
		t.Errorf("magg generated %d bytes and reused %d, want 0 and %d", g2.bytes, g2.reused, g1.bytes)
	}
	for k, m := range g1.made {
		if g2.made[k] != m {
			t.Errorf("input %+v was generated again", k)
		}
	}
	g3 := &gen{ctx: context.Background(), reuse: g1.made}
	buildMAgg(g3, jobs[1].pt) // 60 rows
	if g3.reused != 0 {
		t.Errorf("inputs of another size were reused")
	}
}
