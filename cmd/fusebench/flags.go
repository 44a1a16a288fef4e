package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/fusejit/fusejit/engine"
)

// config is the parsed command line.
type config struct {
	paper    bool
	reps     int
	minTime  time.Duration
	warmup   int
	policies []engine.Policy
	// rewrites lists the settings of engine.WithRewrites each policy
	// runs with (-rewrites).
	rewrites []bool
	only     []string // pattern names or families; empty = all
	json     bool
	plotDir  string
	plotExt  string
	// profileDir receives one CPU profile per configuration and policy
	// (-profile); empty for none.
	profileDir string
	budget     int64 // bytes of memory a configuration may need
	bwBytes    int64 // of each array of the bandwidth probe
	threads    int
	quiet      bool
	list       bool
	engine     engineFlags
	// firstRun and childJob select the first-run mode (firstrun.go).
	firstRun bool
	child    childFlags

	// Size overrides; zero or nil keeps the pattern's default for the mode.
	rows          []int
	cols          int
	sparsity      float64
	outerN        int
	outerRank     int
	outerSparsity []float64
	fpRows        int
	fpCols        int
	fpK           []int
	mmN           int
}

// job is one configuration of one pattern.
type job struct {
	pat pattern
	pt  point
	seq int // position in the report: patterns in registry order
}

const usageHead = `fusebench measures fused operators against unfused (Base) execution on the
patterns of Boehm et al., PVLDB 2018, section 5.2 (Figures 9, 10 and 13), under the policies
base, fa, fnr and gen, and against the memory-bandwidth roofline measured in
the same run. The default is a quick run (under two minutes on 2 idle cores);
-paper uses the paper's sizes, capped to the memory budget.

Roofline: each configuration's inputs read once at the best rate at which
this run read those same arrays (Go heap memory, as the kernels read it):
before every measured run of every policy, a C loop (clang -O3
-march=native) reads every byte of the inputs with vector loads, the
arrays side by side, in chunks that -threads workers take in turn with one
native call per chunk, as the skeletons call kernels. The best of these
passes is the roofline; if a policy read inputs beyond the caches faster,
its rate is. -json adds roofline_ratio_paired: the median over runs of each
run's time over the roofline of the pass just before it, which a
neighbour's load changes far less than either time. The cpu ratio column
(roofline_ratio_cpu) pairs them on CPU time instead: each run's CPU time
(all its threads) over the reading threads' CPU time of the pass before
it. Reading is bound per core here (one core about half of two), so a
pass's wall rate is mostly the share of the cores it got, and the best
pass the luckiest; the CPU ratio does not depend on that share, so it is
the one to compare across patterns and runs (probe_cores, run_cores and
probe_best_cores in -json say how many cores each had). Inputs smaller than
twice the largest cache are evicted before each pass (an untimed read of
a buffer that size), so the roofline reads them at the memory rate, not
the cache's; a run may then beat it. The roofline counts every input
once, except outer with sparse X: X and only the rows of U and V whose
row or column of X has a stored cell (read_bytes in -json). Where the
arithmetic at the dgemm rate takes longer (bound compute), compute_ratio
is the median over that time.

Usage: fusebench [flags]

`

// parseFlags parses args into a config. Errors are printed with the usage
// to stderr.
func parseFlags(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("fusebench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, usageHead)
		fs.PrintDefaults()
		fmt.Fprintln(stderr, "\nPatterns (-list prints their configurations):")
		for _, p := range allPatterns() {
			fmt.Fprintf(stderr, "  %-12s %-6s %-33s Figure %s\n", p.name, p.family, p.expr, p.figure)
		}
	}
	fs.BoolVar(&c.paper, "paper", false, "sizes as close to the paper's as the memory budget allows (takes long)")
	fs.IntVar(&c.reps, "reps", 0, "measured runs per policy, after the warm-up (default 3; 10 with -paper)")
	fs.DurationVar(&c.minTime, "min-time", 300*time.Millisecond, "add measured runs (up to 50) while they take less than this in total")
	fs.IntVar(&c.warmup, "warmup", 1, "warm-up runs per policy; the first compiles and is timed separately")
	pols := fs.String("policies", "base,fa,fnr,gen", "policies, comma-separated; results are checked against the first")
	only := fs.String("patterns", "", "patterns to run, by name or family (cell, magg, row, outer, opt), comma-separated; empty = all")
	fs.BoolVar(&c.json, "json", false, "print one JSON object per measurement instead of the table")
	fs.StringVar(&c.plotDir, "plot", "", "write one chart per pattern, and the panels of Figures 9 and 10, into this directory")
	fs.StringVar(&c.profileDir, "profile", "", "write a CPU profile of each configuration's measured runs under each policy into this directory (e.g. cell-dense-100000-gen.pprof), for go tool pprof; the roofline probe passes between the runs appear in it as readParts")
	plotFmt := fs.String("plot-format", "svg", "chart format: svg or png")
	memGiB := fs.Float64("mem-gib", 16, "memory budget in GiB; larger configurations are shrunk to fit")
	bwMiB := fs.Int("bw-mib", 256, "size in MiB of each of the three arrays of the bandwidth probe")
	fs.IntVar(&c.threads, "threads", 0, "threads per operation (0 = all cores)")
	fs.BoolVar(&c.quiet, "q", false, "no progress on stderr")
	fs.BoolVar(&c.list, "list", false, "print the configurations that would run, then exit")
	c.engine.register(fs)
	rw := fs.String("rewrites", "on", "algebraic rewrites and operator selection before fusion: on, off or both (every policy twice; the off runs are labeled <policy>-norw)")
	fs.BoolVar(&c.firstRun, "first-run", false, "time New and the first two Evals of each configuration in fresh processes: base, gen with an empty cache directory (compile included), gen again with that directory (warm start); default sizes 1000 rows, -compile tiered")
	c.child.register(fs)

	rows := fs.String("rows", "", "rows of cell, magg and row patterns, comma-separated: the x axis of their charts (default 1000,10000,100000; with -paper up to 1000000)")
	fs.IntVar(&c.cols, "cols", 0, "columns of cell, magg and row patterns (default 1000)")
	fs.Float64Var(&c.sparsity, "sparsity", 0, "sparsity of the inputs of the sparse patterns (default 0.1)")
	fs.IntVar(&c.outerN, "outer-n", 0, "outer: X is n x n (default 3000; 20000 with -paper)")
	fs.IntVar(&c.outerRank, "outer-rank", 0, "outer: columns of U and V (default 100)")
	outerSp := fs.String("outer-sparsity", "", "outer: sparsities of X, comma-separated (default 1,0.01,0.0001; with -paper 1,0.1,0.01,0.001,0.0001)")
	fs.IntVar(&c.fpRows, "fp-rows", 0, "footprint: rows of X (default 2000; 100000 with -paper)")
	fs.IntVar(&c.fpCols, "fp-cols", 0, "footprint: columns of X (default 1000)")
	fs.IntVar(&c.mmN, "mm-n", 0, "mmchain4: A, B and C are n x n (default 500; 4000 with -paper)")
	fpK := fs.String("fp-k", "", "footprint: chain lengths k, comma-separated (default 1,50,100,200; with -paper 1,16,32,64,96,128,160,200)")

	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	var err error
	if c.policies, err = parsePolicies(*pols); err != nil {
		return c, err
	}
	switch *rw {
	case "on":
		c.rewrites = []bool{true}
	case "off":
		c.rewrites = []bool{false}
	case "both":
		c.rewrites = []bool{true, false}
	default:
		return c, fmt.Errorf("-rewrites: %q is not on, off or both", *rw)
	}
	if *only != "" {
		c.only = splitList(*only)
		for _, name := range c.only {
			if !slices.ContainsFunc(allPatterns(), func(p pattern) bool { return p.name == name || p.family == name }) {
				return c, fmt.Errorf("-patterns: no pattern or family %q", name)
			}
		}
	}
	if c.rows, err = parseInts("-rows", *rows); err != nil {
		return c, err
	}
	if c.fpK, err = parseInts("-fp-k", *fpK); err != nil {
		return c, err
	}
	if c.outerSparsity, err = parseFloats("-outer-sparsity", *outerSp); err != nil {
		return c, err
	}
	for _, sp := range c.outerSparsity {
		if !(sp > 0 && sp <= 1) {
			return c, fmt.Errorf("-outer-sparsity: %g is not in (0, 1]", sp)
		}
	}
	if c.sparsity != 0 && !(c.sparsity > 0 && c.sparsity < 1) {
		return c, fmt.Errorf("-sparsity: %g is not in (0, 1)", c.sparsity)
	}
	for name, v := range map[string]int{"-reps": c.reps, "-cols": c.cols, "-outer-n": c.outerN, "-outer-rank": c.outerRank,
		"-fp-rows": c.fpRows, "-mm-n": c.mmN, "-fp-cols": c.fpCols, "-threads": c.threads} {
		if v < 0 {
			return c, fmt.Errorf("%s: %d is negative", name, v)
		}
	}
	if c.minTime < 0 {
		return c, fmt.Errorf("-min-time: %s is negative", c.minTime)
	}
	if _, err := c.engine.mode(); err != nil {
		return c, err
	}
	// -first-run measures what a user of the default engine gets.
	compileSet := false
	fs.Visit(func(f *flag.Flag) { compileSet = compileSet || f.Name == "compile" })
	if c.firstRun && !compileSet {
		c.engine.compile = "tiered"
	}
	if c.warmup < 1 {
		return c, fmt.Errorf("-warmup: need at least 1 (the first run compiles)")
	}
	if c.reps == 0 {
		c.reps = 3
		if c.paper {
			c.reps = 10
		}
	}
	switch *plotFmt {
	case "svg", "png":
		c.plotExt = *plotFmt
	default:
		return c, fmt.Errorf("-plot-format: %q is neither svg nor png", *plotFmt)
	}
	if !(*memGiB > 0) || *bwMiB <= 0 {
		return c, fmt.Errorf("-mem-gib and -bw-mib must be positive")
	}
	if c.profileDir != "" && os.Getenv(envCPUProfile) != "" {
		return c, fmt.Errorf("-profile and %s both ask for CPU profiles; Go writes one at a time", envCPUProfile)
	}
	if c.profileDir != "" {
		// Created now, so that a typo fails before any measurement
		// rather than once per configuration after it.
		if err := os.MkdirAll(c.profileDir, 0o755); err != nil {
			return c, fmt.Errorf("-profile: %w", err)
		}
	}
	c.budget = int64(*memGiB * (1 << 30))
	c.bwBytes = int64(*bwMiB) << 20
	return c, nil
}

// jobs lists the configurations to run, pattern by pattern, after the size
// overrides and the memory cap; notes says what was capped.
func (c config) jobs() (jobs []job, notes []string) {
	for _, p := range allPatterns() {
		if len(c.only) > 0 && !slices.Contains(c.only, p.name) && !slices.Contains(c.only, p.family) {
			continue
		}
		var seen []point
		for _, pt := range c.sizes(p).points() {
			capped, note := capToBudget(p, pt, c.budget)
			if note != "" {
				notes = append(notes, note)
			}
			if slices.Contains(seen, capped) {
				continue
			}
			seen = append(seen, capped)
			jobs = append(jobs, job{pat: p, pt: capped, seq: len(jobs)})
		}
	}
	return jobs, notes
}

// runOrder reorders jobs so that each job is followed by the later jobs
// that use the same inputs (cell and magg at the same size), which then
// take them over instead of generating them again.
func runOrder(jobs []job) []job {
	var out []job
	done := make([]bool, len(jobs))
	for i, j := range jobs {
		if done[i] {
			continue
		}
		out = append(out, j)
		for k := i + 1; k < len(jobs); k++ {
			if !done[k] && sharesInputs(j, jobs[k]) {
				done[k] = true
				out = append(out, jobs[k])
			}
		}
	}
	return out
}

// sharesInputs reports whether a and b generate the same inputs.
func sharesInputs(a, b job) bool {
	return a.pat.inputs != "" && a.pat.inputs == b.pat.inputs && a.pt == b.pt
}

// sizes returns p's sizes for the mode with the command line's overrides.
func (c config) sizes(p pattern) sizes {
	s := p.quick
	if c.paper {
		s = p.paper
	}
	s.rows, s.sparsity, s.k = slices.Clone(s.rows), slices.Clone(s.sparsity), slices.Clone(s.k)
	switch p.axis {
	case axisRows:
		if c.rows != nil {
			s.rows = c.rows
		}
		s.cols = or(c.cols, s.cols)
		if c.sparsity != 0 && s.sparsity[0] < 1 {
			s.sparsity = []float64{c.sparsity}
		}
	case axisSparsity:
		if c.outerN != 0 {
			s.rows, s.cols = []int{c.outerN}, c.outerN
		}
		s.rank = or(c.outerRank, s.rank)
		if c.outerSparsity != nil {
			s.sparsity = c.outerSparsity
		}
	case axisN:
		if c.mmN != 0 {
			s.rows, s.cols = []int{c.mmN}, c.mmN
		}
	case axisK:
		if c.fpRows != 0 {
			s.rows = []int{c.fpRows}
		}
		s.cols = or(c.fpCols, s.cols)
		if c.fpK != nil {
			s.k = c.fpK
		}
	}
	return s
}

// capToBudget shrinks pt's rows (and columns, for a square input) until
// the pattern fits the memory budget, keeping two significant digits, and
// describes the change.
func capToBudget(p pattern, pt point, budget int64) (point, string) {
	need := p.cost(pt).peakBytes
	if need <= budget {
		return pt, ""
	}
	resize := func(n int) point {
		q := pt
		q.Rows = n
		if p.square {
			q.Cols = n
		}
		return q
	}
	lo, hi := 0, pt.Rows // the largest n that fits is in [lo, hi)
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if p.cost(resize(mid)).peakBytes <= budget {
			lo = mid
		} else {
			hi = mid
		}
	}
	n := twoDigits(lo)
	if n < 1 {
		n = 1
	}
	q := resize(n)
	what := fmt.Sprintf("rows %d -> %d", pt.Rows, q.Rows)
	if p.square {
		what = fmt.Sprintf("n %d -> %d", pt.Rows, q.Rows)
	}
	return q, fmt.Sprintf("%s (sparsity %g%s): %s, Base would hold %s at once; budget %s (-mem-gib)",
		p.name, pt.Sparsity, kSuffix(pt), what, gib(need), gib(budget))
}

// twoDigits rounds n down to two significant digits.
func twoDigits(n int) int {
	scale := 1
	for n/scale >= 100 {
		scale *= 10
	}
	return n / scale * scale
}

func kSuffix(pt point) string {
	if pt.K > 0 {
		return fmt.Sprintf(", k %d", pt.K)
	}
	return ""
}

func gib(b int64) string { return fmt.Sprintf("%.1f GiB", float64(b)/(1<<30)) }

func or(v, def int) int {
	if v != 0 {
		return v
	}
	return def
}

func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// parseInts parses a comma-separated list of positive integers; "" gives
// nil.
func parseInts(name, s string) ([]int, error) {
	var out []int
	for _, f := range splitList(s) {
		v, err := strconv.Atoi(f)
		if err != nil || v <= 0 {
			return nil, fmt.Errorf("%s: %q is not a positive integer", name, f)
		}
		out = append(out, v)
	}
	return out, nil
}

// parseFloats parses a comma-separated list of finite numbers; "" gives
// nil.
func parseFloats(name, s string) ([]float64, error) {
	var out []float64
	for _, f := range splitList(s) {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, fmt.Errorf("%s: %q is not a number", name, f)
		}
		out = append(out, v)
	}
	return out, nil
}

// parsePolicies parses a comma-separated list of policy names.
func parsePolicies(s string) ([]engine.Policy, error) {
	all := []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy, engine.PolicyCostBased}
	var out []engine.Policy
	for _, name := range splitList(s) {
		i := slices.IndexFunc(all, func(p engine.Policy) bool { return p.String() == name })
		if i < 0 {
			return nil, fmt.Errorf("-policies: unknown policy %q (want base, fa, fnr or gen)", name)
		}
		if slices.Contains(out, all[i]) {
			return nil, fmt.Errorf("-policies: %q given twice", name)
		}
		out = append(out, all[i])
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("-policies: none given")
	}
	return out, nil
}
