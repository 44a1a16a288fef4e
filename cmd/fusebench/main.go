// Command fusebench measures fused operators against unfused (Base)
// execution on the patterns of Boehm et al., PVLDB 2018, section 5.2 (Figures 9, 10 and
// 13), under the policies base, fa, fnr and gen, and against the
// memory-bandwidth roofline measured in the same run. Every policy's
// results are checked against the first policy's, cell by cell, before
// they are reported.
//
// Usage:
//
//	fusebench [-paper] [-rows 1000,10000,100000] [-reps 3] [-patterns cell,row]
//	          [-json] [-plot DIR] [-profile DIR] [-list]
//	fusebench -algorithms [-paper] [-algos l2svm,kmeans] [-reps 3] [-warm]
//
// With -algorithms it runs the six end-to-end ML algorithms of Boehm et al., PVLDB 2018
// (Table 2) instead and prints Tables 3 to 5; fusebench -algorithms -h
// lists that mode's flags.
//
// The table goes to stdout (or, with -json, one JSON object per
// measurement), progress to stderr. The exit status is 1 when a result
// differs between policies or an evaluation fails, and 130 after Ctrl-C,
// which stops the run and prints what was measured so far.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"syscall"
	"time"

	"gonum.org/v1/gonum/mat"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop() // a second Ctrl-C kills the process
	}()
	stopProfile := startCPUProfile(os.Stderr)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stopProfile()
	stop()
	switch {
	case err == nil:
	case errors.Is(err, flag.ErrHelp):
	case errors.Is(err, errInterrupted):
		fmt.Fprintln(os.Stderr, "fusebench: interrupted; the measurements completed before are printed above")
		os.Exit(130)
	default:
		fmt.Fprintln(os.Stderr, "fusebench:", err)
		os.Exit(1)
	}
}

// run is the whole command: flags, machine probes, patterns, report.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if wantsAlgorithms(args) { // the end-to-end algorithms, algorithms.go
		return runAlgorithms(ctx, args, stdout, stderr)
	}
	cfg, err := parseFlags(args, stderr)
	if err != nil {
		return err
	}
	switch {
	case cfg.child.job >= 0:
		return runFirstRunChild(ctx, cfg, stdout)
	case cfg.firstRun:
		return runFirstRun(ctx, cfg, args, stdout, stderr)
	}
	return runConfig(ctx, &harness{cfg: cfg}, stdout, stderr)
}

// runConfig runs h's configuration; tests call it with a tamper hook.
func runConfig(ctx context.Context, h *harness, stdout, stderr io.Writer) error {
	cfg := h.cfg
	jobs, notes := cfg.jobs()
	if cfg.list {
		return listJobs(stdout, jobs, notes)
	}
	h.progress = stderr
	if cfg.quiet {
		h.progress = io.Discard
	}
	for _, n := range notes {
		fmt.Fprintf(stderr, "fusebench: capped %s\n", n)
	}
	// Base materializes large intermediates: let the collector work
	// harder near the budget rather than let the heap double.
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(cfg.budget + cfg.budget/4)
	}

	if err := h.measureAll(ctx, jobs); err != nil {
		return err
	}
	if h.machine.bandwidth() == 0 { // interrupted before the first probe
		return errInterrupted
	}
	h.finish()
	if err := h.report(stdout, stderr, jobs, notes, ctx.Err() != nil); err != nil {
		return err
	}
	if ctx.Err() != nil {
		return errInterrupted
	}
	if len(h.failures) > 0 {
		for _, f := range h.failures {
			fmt.Fprintln(stderr, "fusebench:", f)
		}
		return fmt.Errorf("%d failure(s): results are not trustworthy", len(h.failures))
	}
	return nil
}

// measureAll probes the machine and measures the jobs in order, sampling
// the bandwidth again after each pattern. An interrupt ends it early
// without an error.
func (h *harness) measureAll(ctx context.Context, jobs []job) error {
	start := time.Now()
	fmt.Fprintf(h.progress, "fusebench: %d configurations x %d policies; measuring memory bandwidth and dgemm rate...\n",
		len(jobs), len(h.cfg.policies))
	bw := newBWProbe(ctx, h.cfg.bwBytes)
	defer bw.close()
	h.cprobe, h.evict = bw.c, evictionBuffer()
	defer func() { h.cprobe, h.evict = nil, nil }()
	var err error
	if h.machine, err = probeMachine(ctx, h.cfg, bw); err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	fmt.Fprintf(h.progress, "machine: %s\n", h.machine)
	jobs = runOrder(jobs)
	var inputs map[inputKey]mat.Matrix
	for i, j := range jobs {
		fmt.Fprintf(h.progress, "[%d/%d %s] %s %s\n", i+1, len(jobs), time.Since(start).Round(time.Second), j.pat.name, describe(j.pt))
		var err error
		inputs, err = h.measureJob(ctx, j, inputs)
		if i+1 == len(jobs) || !sharesInputs(j, jobs[i+1]) {
			inputs = nil
		}
		freeMemory()
		if ctx.Err() != nil {
			return nil
		}
		if err != nil {
			return err
		}
		// The best bandwidth sample is the one least disturbed by other
		// work on the machine.
		if i == len(jobs)-1 || jobs[i+1].pat.name != j.pat.name {
			if b, err := bw.measure(ctx, 2); err == nil {
				h.machine.add(b)
			}
		}
	}
	if l := loadAverage(); l != "" && len(h.machine.load) > 0 {
		h.machine.load = append(h.machine.load, l)
	}
	fmt.Fprintf(h.progress, "done in %s\n", time.Since(start).Round(time.Second))
	return nil
}

// report prints the table or the JSON records, and draws the charts.
func (h *harness) report(stdout, stderr io.Writer, jobs []job, notes []string, interrupted bool) error {
	var err error
	if h.cfg.json {
		fmt.Fprintf(stderr, "machine: %s\n", h.machine)
		err = writeJSON(stdout, h.results)
	} else {
		err = writeTable(stdout, h, jobs, notes, interrupted)
	}
	if err != nil || h.cfg.plotDir == "" || len(h.results) == 0 {
		return err
	}
	files, err := writePlots(h.cfg.plotDir, h.cfg.plotExt, h)
	for _, f := range files {
		fmt.Fprintf(h.progress, "wrote %s\n", f)
	}
	return err
}

// listJobs prints the configurations a run would measure.
func listJobs(w io.Writer, jobs []job, notes []string) error {
	for _, n := range notes {
		fmt.Fprintf(w, "capped: %s\n", n)
	}
	t := &table{right: []bool{false, false, true, false}}
	t.add("pattern", "expression", "configuration", "memory at peak")
	for _, j := range jobs {
		t.add(j.pat.name, j.pat.expr, describe(j.pt), bytesString(j.pat.cost(j.pt).peakBytes))
	}
	t.write(w, "")
	fmt.Fprintf(w, "%d configurations; %d cores\n", len(jobs), runtime.NumCPU())
	return nil
}
