package tests

import (
	"context"
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/hop"
)

// corpusSize is the number of DAGs of the fixed-seed corpus. For longer
// local runs, FUSEJIT_DAG_CORPUS overrides it, FUSEJIT_DAG_SEED0 shifts the
// seeds and FUSEJIT_DAG_LARGE_PCT sets the percentage of large DAGs;
// FUSEJIT_TEST_MACHINE (testMachine) plans at fixed rates instead of the
// measured ones, to reach the plans other machines choose.
const corpusSize = 520

func envInt(name string, def int) int {
	if s := os.Getenv(name); s != "" {
		if v, err := strconv.Atoi(s); err == nil {
			return v
		}
	}
	return def
}

// TestDAGCorpus is the differential test of issue 8 on a fixed-seed corpus
// of random DAGs: every DAG is evaluated under PolicyNone, PolicyFuseAll,
// PolicyFuseNoRedundancy and PolicyCostBased and the results must agree.
// Failures are grouped by signature; the first DAG of each of the first
// four signatures is minimized and printed with the Go code of a
// regression test.
//
// The corpus runs in a child process, so that a DAG whose native code
// crashes the process is reported (with its seed and DAG) instead of
// killing the test binary, and the rest of the corpus still runs.
func TestDAGCorpus(t *testing.T) {
	t.Parallel()
	n := envInt("FUSEJIT_DAG_CORPUS", corpusSize)
	seed0 := envInt("FUSEJIT_DAG_SEED0", 0)
	if os.Getenv(dagChildEnv) != "" {
		runCorpus(t, seed0, n)
		fmt.Println(dagChildDone)
		return
	}
	runCorpusInChildren(t, seed0, n)
}

const (
	dagChildEnv  = "FUSEJIT_DAG_CHILD" // set in the corpus's child process
	dagChildDone = "DAG CORPUS CHILD DONE"
	dagFailLine  = "DAGFAIL seed"
)

// runCorpusInChildren runs seeds [seed0, seed0+n) in child processes. When
// a child dies, the seeds it had started and not finished are run one by
// one to find the ones that crash; the corpus then continues after them.
func runCorpusInChildren(t *testing.T, seed0, n int) {
	next, end := seed0, seed0+n
	for next < end {
		out, crashed, started, ended := corpusChild(t, next, end-next, corpusWorkers())
		relayChild(t, out, crashed)
		if !crashed {
			return
		}
		maxStarted, inFlight := next, 0
		for s := range started {
			maxStarted = max(maxStarted, s)
			if !ended[s] {
				inFlight++
			}
		}
		if inFlight == 0 {
			t.Errorf("the corpus child process crashed after its DAG checks (while minimizing a failure):\n%s", crashText(out))
		}
		for s := next; s <= maxStarted; s++ {
			if !started[s] || ended[s] {
				continue
			}
			out1, crashed1, _, _ := corpusChild(t, s, 1, 1)
			if !crashed1 {
				if strings.Contains(out1, "--- FAIL: TestDAGCorpus") {
					relayChild(t, out1, false)
				}
				continue
			}
			d := genDAG(newRNGChooser(uint64(s)), corpusGenConfig())
			t.Errorf("corpus DAG seed %d crashes the process:\n%s\nDAG:\n%s\nregression test code:\n%s", s, crashText(out1), d, d.GoCode())
		}
		next = maxStarted + 1
	}
}

// corpusChild runs n seeds from seed0 in a child process and returns its
// output, whether it died, and the seeds it started and finished.
func corpusChild(t *testing.T, seed0, n, workers int) (out string, crashed bool, started, ended map[int]bool) {
	trace := filepath.Join(t.TempDir(), "trace")
	ctx := context.Background()
	if deadline, ok := t.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, deadline.Add(-30*time.Second))
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestDAGCorpus$", "-test.count=1", "-test.v", "-test.timeout=2h")
	cmd.Env = append(os.Environ(), dagChildEnv+"=1", "FUSEJIT_DAG_TRACE="+trace,
		fmt.Sprint("FUSEJIT_DAG_SEED0=", seed0), fmt.Sprint("FUSEJIT_DAG_CORPUS=", n), fmt.Sprint("FUSEJIT_DAG_WORKERS=", workers))
	b, _ := cmd.CombinedOutput()
	out = string(b)
	started, ended = map[int]bool{}, map[int]bool{}
	if data, err := os.ReadFile(trace); err == nil {
		for _, l := range strings.Split(string(data), "\n") {
			var s int
			if _, err := fmt.Sscanf(l, "start seed %d", &s); err == nil {
				started[s] = true
			} else if _, err := fmt.Sscanf(l, "end seed %d", &s); err == nil {
				ended[s] = true
			}
		}
	}
	return out, !strings.Contains(out, dagChildDone), started, ended
}

// relayChild passes a child's test log on: its failures as errors, its
// summary as a log line.
func relayChild(t *testing.T, out string, crashed bool) {
	var log, early []string
	failed := strings.Contains(out, "--- FAIL: TestDAGCorpus")
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, dagFailLine) {
			early = append(early, l)
			continue
		}
		switch {
		case strings.HasPrefix(l, "=== "), strings.HasPrefix(l, "--- "), l == "PASS", l == "FAIL", l == dagChildDone,
			strings.HasPrefix(l, "ok "), strings.HasPrefix(l, "FAIL\t"), strings.HasPrefix(l, "exit status"):
			continue
		}
		if crashed && (strings.HasPrefix(l, "SIGSEGV") || strings.HasPrefix(l, "fatal error") || strings.HasPrefix(l, "panic:") ||
			strings.HasPrefix(l, "goroutine ") || strings.HasPrefix(l, "runtime")) {
			break // the crash itself is reported by the caller
		}
		log = append(log, childLogPrefix.ReplaceAllString(l, "$1"))
	}
	text := strings.TrimRight(strings.Join(log, "\n"), "\n ")
	if crashed && len(early) > 0 {
		t.Errorf("DAGs that failed before the child process crashed:\n%s", strings.Join(early, "\n"))
	}
	if failed {
		t.Errorf("%s", text)
	} else if text != "" {
		t.Logf("%s", text)
	}
}

// childLogPrefix matches the file:line prefix of a child's test log line.
var childLogPrefix = regexp.MustCompile(`^(\s*)[a-z_]+_test\.go:[0-9]+: `)

// crashText returns the signal report of a crashed child, without the
// goroutine dumps.
func crashText(out string) string {
	for _, marker := range []string{"SIGSEGV", "fatal error", "panic:", "SIGBUS", "SIGILL", "SIGFPE"} {
		if i := strings.Index(out, marker); i >= 0 {
			out = out[i:]
			break
		}
	}
	if i := strings.Index(out, "\ngoroutine "); i >= 0 {
		out = out[:i]
	}
	if len(out) > 2000 {
		out = out[:2000]
	}
	return out
}

// corpusGenConfig is the generator configuration of the corpus.
func corpusGenConfig() genConfig {
	cfg := defaultGenConfig
	cfg.largePct = envInt("FUSEJIT_DAG_LARGE_PCT", cfg.largePct)
	cfg.rowScanPct = envInt("FUSEJIT_DAG_ROW_SCAN_PCT", 30)
	cfg.structurePct = envInt("FUSEJIT_DAG_STRUCTURE_PCT", 25)
	cfg.vocabWeight = envInt("FUSEJIT_DAG_VOCAB_WEIGHT", 6)
	return cfg
}

// runCorpus checks seeds [seed0, seed0+n) in this process.
func runCorpus(t *testing.T, seed0, n int) {
	cfg := corpusGenConfig()
	st := newCheckStats()
	start := time.Now()
	type failed struct {
		seed int
		d    *gDAG
		f    *dagFailure
	}
	// Workers share the per-policy engines (which are safe for concurrent
	// use) so that kernels compile on all cores.
	results := make([]*failed, n)
	forEachSeed(n, func(i int) {
		seed := seed0 + i
		traceDAG(t, fmt.Sprint("start seed ", seed))
		d := genDAG(newRNGChooser(uint64(seed)), cfg)
		if f := checkDAGOn(t, d, st, dagEngine(t)); f != nil {
			results[i] = &failed{seed, d, f}
			if os.Getenv(dagChildEnv) != "" {
				// Seen by the parent even if a later DAG crashes.
				fmt.Printf("%s %d: %s\n", dagFailLine, seed, f)
			}
		}
		traceDAG(t, fmt.Sprint("end seed ", seed))
	})
	t.Logf("corpus seeds %d..%d in %v: %s", seed0, seed0+n-1, time.Since(start).Round(time.Millisecond), st.report())
	// Group failures by signature; minimize the first DAG of each of the
	// first few signatures, so that one frequent bug does not hide others.
	bySig := map[string][]int{}
	var sigs []string
	for _, f := range results {
		if f == nil {
			continue
		}
		sig := f.f.signature()
		if len(bySig[sig]) == 0 {
			sigs = append(sigs, sig)
		}
		bySig[sig] = append(bySig[sig], f.seed)
	}
	for k, sig := range sigs {
		seeds := bySig[sig]
		f := results[seeds[0]-seed0]
		label := fmt.Sprintf("failure class %d of %d (%d DAGs, seeds %v)", k+1, len(sigs), len(seeds), seeds[:min(len(seeds), 12)])
		if k < 4 {
			t.Errorf("%s", reportFailure(t, label, f.d, f.f, 200))
		} else {
			t.Errorf("%s: %s", label, f.f)
		}
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.dags < 100 {
		return // the fractions below say little about a few DAGs
	}
	if frac := float64(st.nonFinite) / float64(st.outputs); frac > 0.2 {
		t.Errorf("%.0f%% of outputs are all NaN or Inf: the generator proves too little", 100*frac)
	}
	if frac := float64(st.fusedDAGs) / float64(st.dags); frac < 0.5 {
		t.Errorf("only %.0f%% of DAGs ran a fused operator under fuse-all", 100*frac)
	}
}

// dagEngines are the engines of the corpus and the fuzz target when
// FUSEJIT_TEST_CACHE_DIR names a persistent operator cache (for fast
// repeated local runs); otherwise the shared in-memory engines are used.
var (
	dagEnginesMu sync.Mutex
	dagEngines   = map[engine.Policy]*engine.Engine{}
)

// dagEngine returns the engine lookup of the corpus and the fuzz target.
func dagEngine(tb testing.TB) func(engine.Policy) *engine.Engine {
	dir := os.Getenv("FUSEJIT_TEST_CACHE_DIR")
	if dir == "" {
		return func(p engine.Policy) *engine.Engine { return sharedEngine(tb, p) }
	}
	return func(p engine.Policy) *engine.Engine {
		dagEnginesMu.Lock()
		defer dagEnginesMu.Unlock()
		if e, ok := dagEngines[p]; ok {
			return e
		}
		e, err := engine.New(engine.WithCompileMode(engine.CompileSync), engine.WithPolicy(p), engine.WithCacheDir(dir))
		if err != nil {
			tb.Fatalf("engine.New(%s, WithCacheDir(%q)): %v", p, dir, err)
		}
		dagEngines[p] = e
		return e
	}
}

// traceDAG appends a line to the file named by FUSEJIT_DAG_TRACE, if set,
// when a DAG starts and ends: a DAG that crashes the process (native code)
// has started and not ended.
func traceDAG(tb testing.TB, line string) {
	path := os.Getenv("FUSEJIT_DAG_TRACE")
	if path == "" {
		return
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		tb.Errorf("FUSEJIT_DAG_TRACE: %v", err)
		return
	}
	defer f.Close()
	fmt.Fprintln(f, line)
	f.Sync()
}

// corpusWorkers is the number of goroutines checking corpus DAGs.
func corpusWorkers() int { return envInt("FUSEJIT_DAG_WORKERS", 2*runtime.GOMAXPROCS(0)) }

// TestGeneratorDeterministic: a seed always gives the same DAG, and the
// printers agree with the model.
func TestGeneratorDeterministic(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		a := genDAG(newRNGChooser(seed), defaultGenConfig)
		b := genDAG(newRNGChooser(seed), defaultGenConfig)
		if a.String() != b.String() || a.GoCode() != b.GoCode() {
			t.Fatalf("seed %d: two generations differ:\n%s\n%s", seed, a, b)
		}
		if _, err := a.build(); err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, a)
		}
	}
	// The byte chooser never fails, whatever the bytes.
	for _, data := range [][]byte{nil, {0}, {255, 255, 255}, []byte("fusejit fuzz seed")} {
		d := genDAG(&byteChooser{b: data}, fuzzGenConfig)
		if _, err := d.build(); err != nil {
			t.Fatalf("bytes %v: %v\n%s", data, err, d)
		}
	}
}

// fuzzGenConfig is the generator configuration of FuzzDAG.
var fuzzGenConfig = genConfig{maxDim: 24, minSteps: 1, maxSteps: 16, largePct: 4}

// FuzzDAG drives the generator from the fuzzer's bytes and runs the
// differential check:
//
//	go test -run XXX -fuzz FuzzDAG -fuzztime 5m ./tests
func FuzzDAG(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Add([]byte("sum(X*Y*Z) with sparse X"))
	f.Add([]byte{200, 13, 77, 9, 150, 3, 3, 3, 99, 42, 42, 1, 0, 250, 8, 16, 32, 64, 128})
	f.Add([]byte{7, 7, 0, 0, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105})
	// Opt-in filters, to look for new bugs while known ones are open:
	// FUSEJIT_FUZZ_IGNORE_TEMPLATE=row ignores failures of policies that
	// ran a Row operator, FUSEJIT_FUZZ_IGNORE a regexp of failure messages,
	// FUSEJIT_FUZZ_NO_REMOVE_EMPTY=1 leaves removeEmpty out.
	cfg := fuzzGenConfig
	cfg.noRemoveEmpty = os.Getenv("FUSEJIT_FUZZ_NO_REMOVE_EMPTY") != ""
	ignoreTmpl := os.Getenv("FUSEJIT_FUZZ_IGNORE_TEMPLATE")
	var ignore *regexp.Regexp
	if s := os.Getenv("FUSEJIT_FUZZ_IGNORE"); s != "" {
		ignore = regexp.MustCompile(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		traceDAG(t, fmt.Sprintf("fuzz %x", data))
		d := genDAG(&byteChooser{b: data}, cfg)
		fl := checkDAGOn(t, d, nil, dagEngine(t))
		if fl == nil || (ignoreTmpl != "" && fl.involves(ignoreTmpl)) || (ignore != nil && ignore.MatchString(fl.String())) {
			return
		}
		t.Fatalf("%s", reportFailure(t, fmt.Sprintf("fuzz input %x", data), d, fl, 150))
	})
}

// TestDAGEdgeSemantics checks hand-written DAGs at the corners of the
// structural-zero rules (internal/hop/op.go) under every policy and the oracle.
func TestDAGEdgeSemantics(t *testing.T) {
	sparseX := leafSpec{Kind: lkSparse, Rows: 9, Cols: 7, Seed: 3, Lo: -1, Hi: 1, Density: 0.3, EmptyRows: 3,
		Sets: []cellSet{{0, 0, nan}, {1, 1, negZero}, {2, 2, 0}, {4, 5, posInf}}}
	denseY := leafSpec{Kind: lkDense, Rows: 9, Cols: 7, Seed: 4, Lo: -2, Hi: 2, Sets: []cellSet{{0, 1, nan}, {3, 3, negInf}}}
	cases := map[string]func(d *gDAG){
		"runtime zero scalar keeps zeros": func(d *gDAG) {
			X := d.leaf(sparseX)
			z := d.agg(hop.OpSum, hop.DirFull, d.leaf(leafSpec{Kind: lkSparse, Rows: 4, Cols: 4, Seed: 1, Lo: 1, Hi: 2}))
			d.out(d.op(hop.OpAdd, X, z), d.agg(hop.OpSum, hop.DirRow, d.op(hop.OpMax2, X, z)))
		},
		"runtime zero exponent": func(d *gDAG) {
			X := d.leaf(sparseX)
			z := d.agg(hop.OpMin, hop.DirFull, d.leaf(leafSpec{Kind: lkDense, Rows: 2, Cols: 2, Seed: 1, Lo: 0, Hi: 0}))
			d.out(d.op(hop.OpPow, X, z), d.op(hop.OpPow, z, X))
		},
		"divide by zero": func(d *gDAG) {
			X := d.leaf(sparseX)
			zero := d.leaf(leafSpec{Kind: lkScalar, Value: 0})
			d.out(d.op(hop.OpDiv, X, zero), d.agg(hop.OpSum, hop.DirCol, d.op(hop.OpDiv, zero, X)))
		},
		"negative zero scalar": func(d *gDAG) {
			X := d.leaf(sparseX)
			nz := d.leaf(leafSpec{Kind: lkScalar, Value: negZero})
			m := d.op(hop.OpMul, X, nz)
			one := d.leaf(leafSpec{Kind: lkScalar, Value: 1})
			d.out(m, d.op(hop.OpDiv, one, m), d.op(hop.OpAdd, X, nz))
		},
		"negated structural zeros stay +0": func(d *gDAG) {
			X := d.leaf(sparseX)
			one := d.leaf(leafSpec{Kind: lkScalar, Value: 1})
			d.out(d.op(hop.OpDiv, one, d.op(hop.OpNeg, X)), d.agg(hop.OpMin, hop.DirRow, d.op(hop.OpNeg, X)))
		},
		"1x1 CSR scalars": func(d *gDAG) {
			X := d.leaf(sparseX)
			empty := d.leaf(leafSpec{Kind: lkSparse, Rows: 1, Cols: 1, Seed: 1, Lo: 1, Hi: 2})
			full := d.leaf(leafSpec{Kind: lkSparse, Rows: 1, Cols: 1, Seed: 1, Lo: 1, Hi: 2, Sets: []cellSet{{0, 0, 3}}})
			d.out(d.op(hop.OpAdd, X, empty), d.op(hop.OpMul, X, full), d.op(hop.OpSub, empty, X))
		},
		"sparse vectors broadcast": func(d *gDAG) {
			Y := d.leaf(denseY)
			X := d.leaf(sparseX)
			r := d.leaf(leafSpec{Kind: lkSparse, Rows: 1, Cols: 7, Seed: 5, Lo: -1, Hi: 1, Density: 0.5, Sets: []cellSet{{0, 6, nan}}})
			c := d.leaf(leafSpec{Kind: lkSparse, Rows: 9, Cols: 1, Seed: 6, Lo: -1, Hi: 1, Density: 0.5})
			d.out(d.op(hop.OpMul, Y, r), d.op(hop.OpAdd, X, c), d.agg(hop.OpSum, hop.DirCol, d.op(hop.OpMul, d.op(hop.OpMul, X, r), c)))
		},
		"ifelse on structural zeros": func(d *gDAG) {
			X := d.leaf(sparseX)
			d.out(d.op(hop.OpIfElse, X, d.leaf(leafSpec{Kind: lkScalar, Value: nan}), d.leaf(denseY)))
		},
		"aggregates over empty rows": func(d *gDAG) {
			X := d.leaf(leafSpec{Kind: lkSparse, Rows: 8, Cols: 5, Seed: 7, Lo: -3, Hi: -1, Density: 0.4, EmptyRows: 2, EmptyCols: 3})
			sq := d.op(hop.OpMul, X, X)
			d.out(d.agg(hop.OpMin, hop.DirRow, X), d.agg(hop.OpMax, hop.DirRow, sq), d.agg(hop.OpMax, hop.DirFull, X),
				d.agg(hop.OpIndexMax, hop.DirRow, X), d.agg(hop.OpMean, hop.DirCol, X))
		},
		"all-zero CSR everywhere": func(d *gDAG) {
			Z := d.leaf(leafSpec{Kind: lkSparse, Rows: 6, Cols: 4, Seed: 1, Lo: 0, Hi: 1})
			Y := d.leaf(leafSpec{Kind: lkDense, Rows: 6, Cols: 4, Seed: 2, Lo: -1, Hi: 1})
			p := d.op(hop.OpMul, Z, Y)
			d.out(d.agg(hop.OpSum, hop.DirFull, p), d.op(hop.OpMatMul, d.op(hop.OpTranspose, Z), Y), d.op(hop.OpCumProd, d.op(hop.OpExp, Z)),
				d.slice(d.op(hop.OpCBind, Z, Y, Z), 1, 5, 2, 11))
		},
		"outer product and skinny multiply": func(d *gDAG) {
			u := d.leaf(leafSpec{Kind: lkVector, Rows: 12, Cols: 1, Seed: 8, Lo: -1, Hi: 1, Sets: []cellSet{{3, 0, negZero}}})
			v := d.leaf(leafSpec{Kind: lkDense, Rows: 1, Cols: 9, Seed: 9, Lo: -1, Hi: 1})
			U := d.op(hop.OpMatMul, u, v)
			S := d.leaf(leafSpec{Kind: lkSparse, Rows: 9, Cols: 3, Seed: 10, Lo: -1, Hi: 1, Density: 0.3, Sets: []cellSet{{0, 0, nan}}})
			d.out(d.agg(hop.OpSum, hop.DirRow, d.op(hop.OpMul, U, U)), d.op(hop.OpMatMul, U, S))
		},
	}
	for name, build := range cases {
		t.Run(name, func(t *testing.T) {
			d := &gDAG{}
			build(d)
			requireDAGAgrees(t, d)
		})
	}
}

// TestMinimizeAndPrint proves the failure-reporting machinery: minimizing
// against an artificial failure ("the DAG computes an exp of a sparse
// matrix") shrinks generated DAGs to a few nodes that still fail, and the
// printed Go code of every DAG parses.
func TestMinimizeAndPrint(t *testing.T) {
	hasExpOfSparse := func(d *gDAG) bool {
		for _, n := range d.reachable() {
			if n.Op == hop.OpExp && n.In[0].isLeaf() && n.In[0].Leaf.Kind == lkSparse {
				return true
			}
		}
		return false
	}
	found := 0
	for seed := uint64(0); seed < 400 && found < 5; seed++ {
		d := genDAG(newRNGChooser(seed), defaultGenConfig)
		src := "package p\nfunc f() {\n" + d.GoCode() + "}\n"
		if _, err := parser.ParseFile(token.NewFileSet(), "regress.go", src, 0); err != nil {
			t.Fatalf("seed %d: printed Go code does not parse: %v\n%s", seed, err, src)
		}
		if !hasExpOfSparse(d) {
			continue
		}
		found++
		small := minimize(d, hasExpOfSparse, 500)
		if !hasExpOfSparse(small) {
			t.Fatalf("seed %d: the minimized DAG lost the failure:\n%s", seed, small)
		}
		if n := len(small.reachable()); n > 2 || len(small.Outs) != 1 {
			t.Errorf("seed %d: minimized to %d nodes and %d outputs, want exp(L0) alone:\n%s", seed, n, len(small.Outs), small)
		}
		if _, err := small.build(); err != nil {
			t.Errorf("seed %d: the minimized DAG does not build: %v", seed, err)
		}
	}
	if found == 0 {
		t.Fatalf("no generated DAG computes exp of a sparse leaf")
	}
}
