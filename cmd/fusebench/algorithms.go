package main

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/alscg"
	"github.com/fusejit/fusejit/algorithms/autoencoder"
	"github.com/fusejit/fusejit/algorithms/datagen"
	"github.com/fusejit/fusejit/algorithms/glm"
	"github.com/fusejit/fusejit/algorithms/kmeans"
	"github.com/fusejit/fusejit/algorithms/l2svm"
	"github.com/fusejit/fusejit/algorithms/mlogreg"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/internal/selection"
)

// The -algorithms mode runs the six ML algorithms of Boehm et al., PVLDB 2018 (Table 2)
// end to end under each policy and prints the runtime table in the form
// of Tables 4 and 5, the compile statistics of Table 3 and the
// operator-cache hit rates.

// algoUsage heads the -algorithms mode's help.
const algoUsage = `fusebench -algorithms runs the end-to-end ML algorithms of Boehm et al., PVLDB 2018
(Table 2: L2SVM, MLogreg, GLM, KMeans, ALS-CG, AutoEncoder) on generated data
under each policy, each run on a fresh engine (optimization and kernel
compilation included), and prints the runtimes (Tables 4 and 5) and the
compile statistics under gen (Table 3). Every policy's model is compared with
the first policy's.

Usage: fusebench -algorithms [flags]

`

// algoConfig is the command line of the -algorithms mode.
type algoConfig struct {
	names    []string
	rows     []int // of the data-intensive algorithms' n x 10 inputs
	cols     int
	alsRows  int
	alsCols  int
	alsIter  int
	aeRows   int
	aeCols   int
	aeEpochs int
	policies []engine.Policy
	reps     int
	warm     bool
	threads  int
	quiet    bool
	engine   engineFlags
	// fresh measures every run in a child process of its own
	// (algorithms_fresh.go); child is set in such a child.
	fresh bool
	child *childSpec
}

// algoNames are the algorithms in the order of Table 2.
var algoNames = []string{"l2svm", "mlogreg", "glm", "kmeans", "alscg", "autoencoder"}

// wantsAlgorithms reports whether args ask for the -algorithms mode.
func wantsAlgorithms(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if strings.HasPrefix(a, "-") && name == "algorithms" {
			if !hasVal {
				return true
			}
			on, err := strconv.ParseBool(val)
			return err != nil || on // a bad value is reported by the flag parser
		}
	}
	return false
}

func parseAlgoFlags(args []string, stderr io.Writer) (algoConfig, error) {
	var c algoConfig
	fs := flag.NewFlagSet("fusebench -algorithms", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, algoUsage)
		fs.PrintDefaults()
	}
	fs.Bool("algorithms", true, "run the end-to-end algorithms (this mode)")
	paper := fs.Bool("paper", false, "the paper's sizes: 10^6 x 10 and 10^7 x 10 for the data-intensive algorithms, ALS-CG 10^4 x 10^4 with 20 iterations, AutoEncoder 10^4 x 10^4 (about half an hour on 2 cores)")
	names := fs.String("algos", strings.Join(algoNames, ","), "algorithms to run, comma-separated")
	rows := fs.String("algo-rows", "", "rows of the n x 10 dense inputs of L2SVM, MLogreg, GLM and KMeans, comma-separated (default 1000000; with -paper 1000000,10000000)")
	fs.IntVar(&c.cols, "algo-cols", 10, "columns of the dense inputs of L2SVM, MLogreg, GLM and KMeans")
	fs.IntVar(&c.alsRows, "als-rows", 10000, "ALS-CG: rows of the sparse (0.01) ratings matrix")
	fs.IntVar(&c.alsCols, "als-cols", 10000, "ALS-CG: columns of the ratings matrix")
	fs.IntVar(&c.alsIter, "als-iter", 0, "ALS-CG: outer iterations (default 2; 20 with -paper)")
	fs.IntVar(&c.aeRows, "ae-rows", 0, "AutoEncoder: rows of the dense input (default 4096; 10000 with -paper)")
	fs.IntVar(&c.aeCols, "ae-cols", 0, "AutoEncoder: columns of the dense input (default 2000; 10000 with -paper)")
	fs.IntVar(&c.aeEpochs, "ae-epochs", 1, "AutoEncoder: epochs")
	pols := fs.String("policies", "base,fa,fnr,gen", "policies, comma-separated; models are checked against the first")
	fs.IntVar(&c.reps, "reps", 1, "runs per policy, interleaved across policies (the table shows one repetition for all policies, the one where they ran closest to their fastest)")
	fs.BoolVar(&c.warm, "warm", false, "also time a second run on the same engine, with warm plan and operator caches")
	fs.IntVar(&c.threads, "threads", 0, "threads per operation (0 = all cores)")
	fs.BoolVar(&c.quiet, "q", false, "no progress on stderr")
	fs.BoolVar(&c.fresh, "fresh", false, "measure every run in a fresh process: engine.New, the compiler probe, clang's start-up and whatever the engine measures of the machine are all paid as by a program's first run (default -cache-dir fresh -compile tiered: a new user's first run)")
	child := fs.String("algo-child", "", "internal to -fresh: measure run case:policy:rep in this process and print it as JSON")
	c.engine.register(fs)
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if c.fresh && !flagGiven(fs, "cache-dir") {
		c.engine.cacheDir = "fresh"
	}
	if c.fresh && !flagGiven(fs, "compile") {
		c.engine.compile = "tiered"
	}
	if *child != "" {
		s, err := parseChildSpec(*child)
		if err != nil {
			return c, err
		}
		c.child = &s
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if _, err := c.engine.mode(); err != nil {
		return c, err
	}
	for _, n := range strings.Split(*names, ",") {
		if n = strings.ToLower(strings.TrimSpace(n)); n == "" {
			continue
		}
		if !slices.Contains(algoNames, n) {
			return c, fmt.Errorf("-algos: no algorithm %q (have %s)", n, strings.Join(algoNames, ", "))
		}
		c.names = append(c.names, n)
	}
	for _, f := range strings.Split(*rows, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		v, err := strconv.ParseFloat(f, 64) // accepts 1e6
		if err != nil || v < 1 || v != math.Trunc(v) || v > math.MaxInt32 {
			return c, fmt.Errorf("-algo-rows: %q is not a positive integer", f)
		}
		c.rows = append(c.rows, int(v))
	}
	if c.rows == nil {
		c.rows = []int{1000000}
		if *paper {
			c.rows = []int{1000000, 10000000}
		}
	}
	def := func(v *int, quick, full int) {
		if *v == 0 {
			*v = quick
			if *paper {
				*v = full
			}
		}
	}
	def(&c.alsIter, 2, 20)
	def(&c.aeRows, 4096, 10000)
	def(&c.aeCols, 2000, 10000)
	for name, v := range map[string]int{"-algo-cols": c.cols, "-als-rows": c.alsRows, "-als-cols": c.alsCols,
		"-als-iter": c.alsIter, "-ae-rows": c.aeRows, "-ae-cols": c.aeCols, "-ae-epochs": c.aeEpochs, "-reps": c.reps} {
		if v < 1 {
			return c, fmt.Errorf("%s: %d, want a positive number", name, v)
		}
	}
	if c.threads < 0 {
		return c, fmt.Errorf("-threads: %d is negative", c.threads)
	}
	for _, p := range strings.Split(*pols, ",") {
		var pol engine.Policy
		switch strings.ToLower(strings.TrimSpace(p)) {
		case "base":
			pol = engine.PolicyNone
		case "fa":
			pol = engine.PolicyFuseAll
		case "fnr":
			pol = engine.PolicyFuseNoRedundancy
		case "gen":
			pol = engine.PolicyCostBased
		case "":
			continue
		default:
			return c, fmt.Errorf("-policies: no policy %q (base, fa, fnr, gen)", p)
		}
		if !slices.Contains(c.policies, pol) {
			c.policies = append(c.policies, pol)
		}
	}
	if len(c.names) == 0 || len(c.policies) == 0 {
		return c, fmt.Errorf("nothing to run: no algorithm or no policy")
	}
	return c, nil
}

// algoCase is one algorithm on one data set.
type algoCase struct {
	name, data string
	table      int // 4: data-intensive, 5: compute-intensive
	// prepare generates the data of repetition rep and returns the
	// training run, which returns the model's parameters and its
	// iteration count. Repetition rep adds rep rows (the AutoEncoder: rep
	// columns), so that no run finds the plans of an earlier run in the
	// process-wide plan cache: every run optimizes from scratch.
	prepare func(rep int) (algoTrain, error)
}

type algoTrain func(ctx context.Context, eng *engine.Engine) ([]mat.Matrix, int, error)

// algoRun is the measurement of one case under one policy.
type algoRun struct {
	seconds float64 // on a fresh engine
	cpu     float64 // the process's CPU seconds in that run (see processCPU)
	// childCPU is the CPU seconds of the clang and ld runs the engine
	// started in that run, counted once the engine is closed (Close ends
	// its idle spare clang and waits for its compiles).
	childCPU float64
	warm     float64 // the second run on the same engine (with -warm)
	iters    int
	stats    engine.Stats // of the first run
	diff     float64      // relative model difference to the first policy
	err      error
}

func (c algoConfig) cases() []algoCase {
	var out []algoCase
	dense := func(n, d int) string { return fmt.Sprintf("%s x %s dense", sizeLabel(n), sizeLabel(d)) }
	for _, name := range c.names {
		switch name {
		case "l2svm", "mlogreg", "glm", "kmeans":
			for _, n := range c.rows {
				out = append(out, c.dataIntensive(name, n, dense(n, c.cols)))
			}
		case "alscg":
			n, m, iters := c.alsRows, c.alsCols, c.alsIter
			out = append(out, algoCase{name: "ALS-CG", table: 5,
				data: fmt.Sprintf("%s x %s sparse 0.01, %d it.", sizeLabel(n), sizeLabel(m), iters),
				prepare: func(rep int) (algoTrain, error) {
					X, err := datagen.Ratings(n+rep, m, 0.01, 20, 1)
					if err != nil {
						return nil, err
					}
					return func(ctx context.Context, eng *engine.Engine) ([]mat.Matrix, int, error) {
						mod, err := alscg.Train(ctx, eng, X, alscg.Options{MaxIter: iters, Seed: 1})
						if err != nil {
							return nil, 0, err
						}
						return []mat.Matrix{mod.U, mod.V}, mod.Iterations, nil
					}, nil
				}})
		case "autoencoder":
			n, d, epochs := c.aeRows, c.aeCols, c.aeEpochs
			out = append(out, algoCase{name: "AutoEncoder", table: 5,
				data: fmt.Sprintf("%s, %d epoch(s)", dense(n, d), epochs),
				prepare: func(rep int) (algoTrain, error) {
					X, err := datagen.Images(n, d+rep, 1)
					if err != nil {
						return nil, err
					}
					return func(ctx context.Context, eng *engine.Engine) ([]mat.Matrix, int, error) {
						mod, err := autoencoder.Train(ctx, eng, X, autoencoder.Options{Epochs: epochs, Seed: 1})
						if err != nil {
							return nil, 0, err
						}
						var params []mat.Matrix
						for l := range mod.W {
							params = append(params, mod.W[l], mod.B[l])
						}
						return params, mod.Iterations, nil
					}, nil
				}})
		}
	}
	return out
}

// dataIntensive returns the case of L2SVM, MLogreg, GLM or KMeans on an
// n x d dense input with the defaults of Table 2.
func (c algoConfig) dataIntensive(name string, n int, data string) algoCase {
	d := c.cols
	cs := algoCase{data: data, table: 4}
	switch name {
	case "l2svm":
		cs.name = "L2SVM"
		cs.prepare = func(rep int) (algoTrain, error) {
			X, y, err := datagen.Binary(n+rep, d, 0.1, 0, 1)
			if err != nil {
				return nil, err
			}
			return func(ctx context.Context, eng *engine.Engine) ([]mat.Matrix, int, error) {
				m, err := l2svm.Train(ctx, eng, X, y, l2svm.Options{})
				if err != nil {
					return nil, 0, err
				}
				return []mat.Matrix{m.W}, m.Iterations, nil
			}, nil
		}
	case "mlogreg":
		cs.name = "MLogreg"
		cs.prepare = func(rep int) (algoTrain, error) {
			X, y, err := datagen.Multiclass(n+rep, d, 2, 0.1, 1)
			if err != nil {
				return nil, err
			}
			return func(ctx context.Context, eng *engine.Engine) ([]mat.Matrix, int, error) {
				m, err := mlogreg.Train(ctx, eng, X, y, mlogreg.Options{})
				if err != nil {
					return nil, 0, err
				}
				return []mat.Matrix{m.B}, m.Iterations, nil
			}, nil
		}
	case "glm":
		cs.name = "GLM"
		cs.prepare = func(rep int) (algoTrain, error) {
			X, y, _, err := datagen.Probit(n+rep, d, 1)
			if err != nil {
				return nil, err
			}
			return func(ctx context.Context, eng *engine.Engine) ([]mat.Matrix, int, error) {
				m, err := glm.Train(ctx, eng, X, y, glm.Options{})
				if err != nil {
					return nil, 0, err
				}
				return []mat.Matrix{m.Beta}, m.Iterations, nil
			}, nil
		}
	case "kmeans":
		cs.name = "KMeans"
		cs.prepare = func(rep int) (algoTrain, error) {
			// Overlapping clusters: Lloyd runs its 20 iterations.
			X, _, err := datagen.Clusters(n+rep, d, 5, 8, 1)
			if err != nil {
				return nil, err
			}
			return func(ctx context.Context, eng *engine.Engine) ([]mat.Matrix, int, error) {
				m, err := kmeans.Train(ctx, eng, X, kmeans.Options{Seed: 1})
				if err != nil && !errors.Is(err, kmeans.ErrEmptyCluster) {
					return nil, 0, err
				}
				return []mat.Matrix{m.Centroids}, m.Iterations, nil
			}, nil
		}
	}
	return cs
}

// runAlgorithms is the -algorithms mode.
func runAlgorithms(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c, err := parseAlgoFlags(args, stderr)
	if err != nil {
		return err
	}
	progress := stderr
	if c.quiet {
		progress = io.Discard
	}
	if c.child != nil {
		return runAlgoChild(ctx, c, stdout)
	}
	cases := c.cases()
	results := make([][]algoRun, len(cases))
	// The cost model calibrates the machine once per process, on its first
	// use (up to a few hundred ms on a loaded machine): do it before any
	// timed run, so that it is not charged to the first case's Gen run.
	// Fresh processes pay it, as a program's first run does.
	var machine selection.Machine
	if slices.Contains(c.policies, engine.PolicyCostBased) && !c.fresh {
		t0 := time.Now()
		machine = selection.Calibrated()
		fmt.Fprintf(progress, "cost model calibrated in %s: %s\n", time.Since(t0).Round(time.Millisecond), machine)
	}
	start := time.Now()
	interrupted := false
	for i, cs := range cases {
		fmt.Fprintf(progress, "[%d/%d %s] %s %s\n", i+1, len(cases), time.Since(start).Round(time.Second), cs.name, cs.data)
		runs := make([][]algoRun, len(c.policies))
		for rep := 0; rep < c.reps && !interrupted; rep++ {
			var train algoTrain
			if !c.fresh { // else each child generates its own
				t0 := time.Now()
				var err error
				if train, err = cs.prepare(rep); err != nil {
					return fmt.Errorf("%s %s: %w", cs.name, cs.data, err)
				}
				fmt.Fprintf(progress, "  data of run %d generated in %.1fs\n", rep+1, time.Since(t0).Seconds())
			}
			var ref []mat.Matrix // the first policy's model
			for k, p := range c.policies {
				if len(runs[k]) > 0 && runs[k][0].err != nil {
					continue // failed once: do not repeat
				}
				var r algoRun
				var model []mat.Matrix
				if c.fresh {
					r, model = freshRun(ctx, args, childSpec{i, k, rep})
				} else {
					r, model = c.measure(ctx, train, p)
				}
				if ctx.Err() != nil {
					interrupted = true
					break
				}
				if r.err == nil {
					if ref == nil {
						ref = model
					}
					r.diff = modelDiff(ref, model)
				}
				fmt.Fprintf(progress, "  %-4s %s\n", p, describeRun(r))
				runs[k] = append(runs[k], r)
				freeAlgoMemory()
			}
		}
		results[i] = sameRepRuns(runs)
		if interrupted {
			cases, results = cases[:i+1], results[:i+1]
			break
		}
	}
	fmt.Fprintf(progress, "done in %s\n", time.Since(start).Round(time.Second))
	writeAlgoTables(stdout, c, cases, results, machine)
	if interrupted {
		return errInterrupted
	}
	var failed []string
	for i, rs := range results {
		for k, r := range rs {
			switch {
			case r.err != nil:
				failed = append(failed, fmt.Sprintf("%s %s under %s: %v", cases[i].name, cases[i].data, c.policies[k], r.err))
			case r.diff > algoTolerance:
				failed = append(failed, fmt.Sprintf("%s %s under %s: model differs from %s by %.2g", cases[i].name, cases[i].data, c.policies[k], c.policies[0], r.diff))
			}
		}
	}
	if len(failed) > 0 {
		for _, f := range failed {
			fmt.Fprintln(stderr, "fusebench:", f)
		}
		return fmt.Errorf("%d failure(s)", len(failed))
	}
	return nil
}

// algoTolerance bounds the relative difference between models trained
// under different policies: fused kernels add in another order and the
// iterations amplify that a little, but never to this.
const algoTolerance = 1e-6

// measure trains once under policy p on a fresh engine, so that the run
// includes optimization and kernel compilation, as in the paper's
// end-to-end measurements, and engine.New (the compiler probe), which a
// program pays as well.
func (c algoConfig) measure(ctx context.Context, train algoTrain, p engine.Policy) (algoRun, []mat.Matrix) {
	var r algoRun
	eng, newSeconds, cleanup, err := c.engine.newEngine(p, c.threads)
	if err != nil {
		r.err = err
		return r, nil
	}
	defer cleanup()
	defer eng.Close()
	t0, cpu0, child0 := time.Now(), processCPU(), childrenCPU()
	model, iters, err := train(ctx, eng)
	r.seconds = newSeconds + time.Since(t0).Seconds()
	r.cpu = processCPU() - cpu0
	r.stats, r.iters, r.err = eng.Stats(), iters, err
	if err != nil || !c.warm {
		_ = eng.Close()
		r.childCPU = childrenCPU() - child0
		return r, model
	}
	freeAlgoMemory()
	t0 = time.Now()
	again, _, err := train(ctx, eng)
	r.warm, r.err = time.Since(t0).Seconds(), err
	if d := modelDiff(model, again); err == nil && !(d <= algoTolerance) {
		r.err = fmt.Errorf("the second run's model differs from the first's by %.2g", d)
	}
	return r, model
}

// sameRepRuns returns one run per policy (runs[k] are policy k's runs, one
// per repetition), all from the same repetition: each repetition has its
// own data (another row count), and with it possibly another iteration
// count, so the fastest run of each policy taken apart compared different
// work (KMeans ran 14 iterations under Base and 20 under Gen in one
// table). The repetition chosen is the one whose runs are all closest to
// their policy's fastest (the least disturbed by other work on the
// machine, by the worst ratio). A policy whose run failed reports that
// failure.
func sameRepRuns(runs [][]algoRun) []algoRun {
	reps := -1
	for _, rs := range runs {
		if len(rs) == 0 {
			continue
		}
		if reps < 0 || len(rs) < reps {
			reps = len(rs)
		}
		for _, r := range rs {
			if r.err != nil {
				reps = 0
			}
		}
	}
	if reps <= 0 {
		var out []algoRun
		for _, rs := range runs {
			if len(rs) > 0 {
				out = append(out, bestRun(rs))
			}
		}
		return out
	}
	fastest := make([]float64, len(runs))
	for k, rs := range runs {
		if len(rs) > 0 {
			fastest[k] = bestRun(rs).seconds
		}
	}
	pick, pickWorst := 0, math.Inf(1)
	for rep := 0; rep < reps; rep++ {
		worst := 0.0
		for k, rs := range runs {
			if len(rs) > 0 && fastest[k] > 0 {
				worst = math.Max(worst, rs[rep].seconds/fastest[k])
			}
		}
		if worst < pickWorst {
			pick, pickWorst = rep, worst
		}
	}
	var out []algoRun
	for _, rs := range runs {
		if len(rs) == 0 {
			continue
		}
		r := rs[pick]
		for _, o := range rs {
			r.diff = math.Max(r.diff, o.diff)
		}
		out = append(out, r)
	}
	return out
}

// bestRun returns the fastest of the runs (and the fastest warm time), the
// estimate least disturbed by other work on the machine; the model
// difference is the worst over all runs.
func bestRun(rs []algoRun) algoRun {
	for _, r := range rs {
		if r.err != nil {
			return r
		}
	}
	best := slices.MinFunc(rs, func(a, b algoRun) int { return cmp.Compare(a.seconds, b.seconds) })
	for _, r := range rs {
		best.diff = math.Max(best.diff, r.diff)
		best.warm = math.Min(best.warm, r.warm)
	}
	return best
}

// modelDiff returns the largest norm-wise relative difference between
// corresponding parameters.
func modelDiff(want, got []mat.Matrix) float64 {
	if len(want) != len(got) {
		return math.Inf(1)
	}
	worst := 0.0
	for i := range want {
		wr, wc := want[i].Dims()
		gr, gc := got[i].Dims()
		if wr != gr || wc != gc {
			return math.Inf(1)
		}
		var d, nw, ng float64
		for r := 0; r < wr; r++ {
			for c := 0; c < wc; c++ {
				a, b := want[i].At(r, c), got[i].At(r, c)
				d += (a - b) * (a - b)
				nw += a * a
				ng += b * b
			}
		}
		rel := math.Sqrt(d)
		if den := math.Sqrt(math.Max(nw, ng)); den > 0 {
			rel /= den
		}
		if math.IsNaN(rel) {
			return math.Inf(1)
		}
		worst = math.Max(worst, rel)
	}
	return worst
}

func describeRun(r algoRun) string {
	if r.err != nil {
		return "failed: " + r.err.Error()
	}
	s := r.stats
	warm := ""
	if r.warm > 0 {
		warm = fmt.Sprintf(" (warm %.2fs)", r.warm)
	}
	return fmt.Sprintf("%.3fs (cpu %.3fs, clang %.3fs)%s, %d iterations; DAGs %d, CPlans %d, kernels %d, compile %s (optimize %s, background %s), exec %s, op-cache %d/%d, model diff %.1e",
		r.seconds, r.cpu, r.childCPU, warm, r.iters, s.DAGsOptimized, s.CPlansCreated, kernelsBuilt(s), s.CompileTime.Round(time.Millisecond),
		s.OptimizeTime.Round(time.Millisecond), s.BackgroundCompileTime.Round(time.Millisecond), s.ExecTime.Round(time.Millisecond),
		s.OpCacheHits, s.OpCacheHits+s.OpCacheMisses, r.diff)
}

// kernelsBuilt is the number of kernels a run had to build: compiled, or
// at least not found in memory.
func kernelsBuilt(s engine.Stats) int64 { return max(s.KernelsCompiled, s.OpCacheMisses) }

func freeAlgoMemory() {
	runtime.GC()
	debug.FreeOSMemory()
}
