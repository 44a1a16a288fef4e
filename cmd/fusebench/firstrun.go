package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"strconv"
	"text/tabwriter"
	"time"
)

// childFlags select one measurement of the -first-run mode, made in a
// child process so that nothing of the parent (plan cache, machine
// calibration, loaded kernels) helps it.
type childFlags struct {
	job    int
	policy string
}

func (f *childFlags) register(fs *flag.FlagSet) {
	fs.IntVar(&f.job, "first-run-job", -1, "internal to -first-run: measure this configuration (by position) and print it as JSON")
	fs.StringVar(&f.policy, "first-run-policy", "gen", "internal to -first-run: the policy of -first-run-job")
}

// firstRun is what a child process measured.
type firstRun struct {
	New    float64 `json:"new_seconds"`    // engine.New
	First  float64 `json:"first_seconds"`  // the first Eval (optimization and compiles included)
	Second float64 `json:"second_seconds"` // the second Eval, same engine
	// CPU is the process's CPU time (every thread) over New and the first
	// Eval; ClangCPU the CPU time of the clang and ld runs the engine
	// started, counted once it is closed (so it includes compiles the
	// first Eval left in the background). Unlike wall time, neither is
	// stretched by other work on the machine.
	CPU      float64 `json:"cpu_seconds"`
	ClangCPU float64 `json:"clang_cpu_seconds"`
	Kernels  int64   `json:"kernels_compiled"`
	DiskHits int64   `json:"disk_hits"`
	Unfused  int     `json:"unfused_ops"` // fused operators that ran unfused on the first Eval
	Fused    int     `json:"fused_ops"`
	Checksum float64 `json:"checksum"`
}

// runFirstRunChild measures job cfg.child.job in this (fresh) process.
func runFirstRunChild(ctx context.Context, cfg config, stdout io.Writer) error {
	jobs, _ := cfg.jobs()
	if cfg.child.job >= len(jobs) {
		return fmt.Errorf("-first-run-job %d: only %d configurations", cfg.child.job, len(jobs))
	}
	j := jobs[cfg.child.job]
	pols, err := parsePolicies(cfg.child.policy)
	if err != nil || len(pols) != 1 {
		return fmt.Errorf("-first-run-policy %q: %v", cfg.child.policy, err)
	}
	outs := j.pat.build(&gen{ctx: ctx}, j.pt)
	cpu0, child0 := processCPU(), childrenCPU()
	eng, newSeconds, cleanup, err := cfg.engine.newEngine(pols[0], cfg.threads)
	if err != nil {
		return err
	}
	defer cleanup()
	defer eng.Close()
	r := firstRun{New: newSeconds}
	start := time.Now()
	res, err := eng.Eval(ctx, outs...)
	if err != nil {
		return err
	}
	r.First = time.Since(start).Seconds()
	r.CPU = processCPU() - cpu0
	for _, op := range res.Plan() {
		r.Fused++
		if op.Fallback {
			r.Unfused++
		}
	}
	s := eng.Stats()
	r.Kernels, r.DiskHits = s.KernelsCompiled, s.DiskCacheHits
	for i := 0; i < res.Len(); i++ {
		r.Checksum += checksum(res.Matrix(i))
	}
	start = time.Now()
	if _, err := eng.Eval(ctx, outs...); err != nil {
		return err
	}
	r.Second = time.Since(start).Seconds()
	if err := eng.Close(); err != nil {
		return err
	}
	r.ClangCPU = childrenCPU() - child0
	return json.NewEncoder(stdout).Encode(r)
}

// runFirstRun measures, for each configuration, in fresh processes: Base;
// gen with an empty cache directory (what a new user's first run pays:
// compiler probe, calibration, optimization, clang); and gen again with
// the directory the previous run filled (a second run of the same
// program). Each time is engine.New plus the first Eval; the second
// Eval of the same process is shown as well, and the CPU times of New and
// the first Eval, gen's with the clang runs it started, which a loaded
// machine does not stretch as it does wall time.
func runFirstRun(ctx context.Context, cfg config, args []string, stdout, stderr io.Writer) error {
	if len(cfg.rows) == 0 {
		cfg.rows = []int{1000}
	}
	jobs, _ := cfg.jobs()
	rows := ""
	for i, r := range cfg.rows {
		if i > 0 {
			rows += ","
		}
		rows += strconv.Itoa(r)
	}
	child := func(k int, pol, cacheDir string) (firstRun, error) {
		var r firstRun
		err := runSelf(ctx, append(append([]string(nil), args...), "-first-run=false", "-rows", rows, "-compile", cfg.engine.compile,
			"-first-run-job", strconv.Itoa(k), "-first-run-policy", pol, "-cache-dir", cacheDir), &r)
		return r, err
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(stdout, "First runs in fresh processes (-compile %s, fastest of %d): New + first Eval; gen/base is base's time over gen's (>1: gen faster)\n", cfg.engine.compile, cfg.reps)
	fmt.Fprintln(tw, "pattern\trows\tbase\tgen cold\tnew\tclang kernels\tunfused/fused\tgen/base\tgen warm\tnew\tclang kernels\tgen/base\t2nd eval gen/base\tcpu base\tcpu gen cold\tclang cpu\tcpu gen/base\t")
	var failures []error
	for k, j := range jobs {
		if ctx.Err() != nil {
			return errInterrupted
		}
		fmt.Fprintf(stderr, "%s %s\n", j.pat.name, describe(j.pt))
		// Each triple runs -reps times, interleaved; the fastest of each
		// is shown, the estimate least disturbed by other work.
		var base, cold, warm firstRun
		var baseCPU, coldCPU firstRun // the runs of least CPU time
		var errs []error
		for rep := 0; rep < cfg.reps; rep++ {
			dir, err := os.MkdirTemp("", "fusebench-first-")
			if err != nil {
				return err
			}
			b, err1 := child(k, "base", "off")
			c, err2 := child(k, "gen", dir)
			w, err3 := child(k, "gen", dir)
			_ = os.RemoveAll(dir)
			if err := errors.Join(err1, err2, err3); err != nil {
				errs = append(errs, err)
				break
			}
			if rep == 0 {
				base, cold, warm = b, c, w
				baseCPU, coldCPU = b, c
				continue
			}
			base, cold, warm = faster(base, b), faster(cold, c), faster(warm, w)
			baseCPU, coldCPU = lessCPU(baseCPU, b), lessCPU(coldCPU, c)
		}
		if err := errors.Join(errs...); err != nil {
			failures = append(failures, fmt.Errorf("%s %s: %w", j.pat.name, describe(j.pt), err))
			continue
		}
		for _, r := range []firstRun{cold, warm} {
			if d := math.Abs(r.Checksum - base.Checksum); !(d <= 1e-6*math.Max(1, math.Abs(base.Checksum))) {
				failures = append(failures, fmt.Errorf("%s %s: checksum %v, base %v", j.pat.name, describe(j.pt), r.Checksum, base.Checksum))
			}
		}
		b := base.New + base.First
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%d\t%d/%d\t%.2f\t%s\t%s\t%d\t%.2f\t%.2f\t%s\t%s\t%s\t%.2f\t\n", j.pat.name, j.pt.Rows,
			msec(b), msec(cold.New+cold.First), msec(cold.New), cold.Kernels, cold.Unfused, cold.Fused, b/(cold.New+cold.First),
			msec(warm.New+warm.First), msec(warm.New), warm.Kernels, b/(warm.New+warm.First), base.Second/cold.Second,
			msec(baseCPU.CPU), msec(coldCPU.CPU), msec(coldCPU.ClangCPU), baseCPU.CPU/(coldCPU.CPU+coldCPU.ClangCPU))
	}
	tw.Flush()
	return errors.Join(failures...)
}

// faster returns the run whose New and first Eval took less.
func faster(a, b firstRun) firstRun {
	if b.New+b.First < a.New+a.First {
		return b
	}
	return a
}

// lessCPU returns the run whose New and first Eval used less CPU time,
// its clang runs included.
func lessCPU(a, b firstRun) firstRun {
	if b.CPU+b.ClangCPU < a.CPU+a.ClangCPU {
		return b
	}
	return a
}

func msec(s float64) string { return fmt.Sprintf("%.1fms", s*1e3) }

// runSelf runs this binary with args in a child process (a fresh process:
// nothing this one measured or loaded helps it) and decodes the JSON it
// prints into v.
func runSelf(ctx context.Context, args []string, v any) error {
	self, err := os.Executable()
	if err != nil {
		return fmt.Errorf("fresh process: %w", err)
	}
	cmd := exec.CommandContext(ctx, self, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("fresh process: %v: %s", err, bytes.TrimSpace(errb.Bytes()))
	}
	if err := json.Unmarshal(out.Bytes(), v); err != nil {
		return fmt.Errorf("fresh process: reading its report: %w", err)
	}
	return nil
}
