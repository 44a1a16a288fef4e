package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// measurement is one (pattern, configuration, policy) result; it is also
// the JSON record of -json, one object per line.
type measurement struct {
	Pattern  string  `json:"pattern"`
	Family   string  `json:"family"` // template family of the paper's figure
	Expr     string  `json:"expr"`
	Variant  string  `json:"variant"` // fused operators that ran, "-" for none
	Policy   string  `json:"policy"`
	Rows     int     `json:"rows"`
	Cols     int     `json:"cols"`
	Sparsity float64 `json:"sparsity"`
	Rank     int     `json:"rank"` // columns of V (row) or rank of U, V (outer); 0 otherwise
	K        int     `json:"k"`    // chain length (footprint); 0 otherwise
	Reps     int     `json:"reps"`

	SecondsMedian  jsonFloat `json:"seconds_median"`
	SecondsMin     jsonFloat `json:"seconds_min"`
	FirstSeconds   jsonFloat `json:"first_seconds"`   // the first run, compile included
	CompileSeconds jsonFloat `json:"compile_seconds"` // the first run minus its execution
	NewSeconds     jsonFloat `json:"new_seconds"`     // engine.New (compiler probe unless remembered)

	RooflineSeconds  jsonFloat `json:"roofline_seconds"`  // inputs read once at the measured bandwidth
	RooflineFraction jsonFloat `json:"roofline_fraction"` // roofline_seconds / seconds_median
	// RooflineRatioPaired is the median over the measured runs of the
	// run's time over the roofline measured by the probe pass right
	// before it (pairedRatio); null without an input probe.
	RooflineRatioPaired jsonFloat `json:"roofline_ratio_paired"`
	// RooflineRatioCPU is the same pairing on CPU time (pairedCPURatio):
	// the run's CPU seconds over the pass's, which the share of the cores
	// each got does not change; null without an input probe.
	RooflineRatioCPU jsonFloat `json:"roofline_ratio_cpu"`
	// ProbeCores and RunCores are the median CPU time over wall time of
	// the probe passes and of the measured runs: how many cores each had.
	// A wall ratio is fair only where they are close.
	ProbeCores     jsonFloat `json:"probe_cores"`
	RunCores       jsonFloat `json:"run_cores"`
	ComputeSeconds jsonFloat `json:"compute_seconds"` // the arithmetic at the measured dgemm rate
	// ComputeRatio is seconds_median / compute_seconds: the run in compute
	// rooflines, the ratio that matters where bound is compute.
	ComputeRatio jsonFloat `json:"compute_ratio"`
	// ReadBytes is what the roofline counts: every input once, or for
	// outer with sparse X only the rows of U and V it needs (readsOuter).
	ReadBytes    int64     `json:"read_bytes"`
	Bound        string    `json:"bound"`          // memory or compute: the larger of the two
	BandwidthGBs jsonFloat `json:"bandwidth_gb_s"` // the roofline's (measurement.roofBandwidth)
	// BandwidthInputsGBs is the best pass of the probe over this
	// configuration's inputs (inputprobe.go), over all its policies;
	// null without one (no C probe).
	BandwidthInputsGBs jsonFloat `json:"bandwidth_inputs_gb_s"`
	ProbePasses        int       `json:"probe_passes"` // passes of that probe
	// ProbeBestCores is CPU time over wall time of the fastest pass, the
	// one bandwidth_inputs_gb_s comes from: 2 when it had both cores of
	// two throughout.
	ProbeBestCores jsonFloat `json:"probe_best_cores"`
	BandwidthGoGBs jsonFloat `json:"bandwidth_go_gb_s"` // best sample of the Go probe
	BandwidthCGBs  jsonFloat `json:"bandwidth_c_gb_s"`  // best sample of the C probe; null without one
	// BandwidthKernelGBs is the fastest read of a configuration with
	// inputs beyond the caches (fastestRead); null when none ran.
	BandwidthKernelGBs jsonFloat `json:"bandwidth_kernel_gb_s"`
	SpeedupVsBase      jsonFloat `json:"speedup_vs_base"` // null without a base measurement

	Checksum jsonFloat `json:"checksum"` // sum of all output cells
	Check    string    `json:"check"`    // "reference", "equal to <policy>" or "MISMATCH: ..."
	FusedOps int       `json:"fused_ops"`
	Fallback bool      `json:"fallback"` // a fused operator's kernel failed and it ran unfused

	// Tasks breaks one extra Eval down into the fused operators' kernel
	// calls (-json only; none for base).
	Tasks *taskReport `json:"tasks,omitempty"`
	// Profile is the CPU profile of the measured runs (-profile).
	Profile string `json:"profile,omitempty"`

	readBytes int64
	flops     float64
	inputsBW  float64 // bytes per second: BandwidthInputsGBs
	seq       int     // the job's position in the report
}

// key identifies the configuration, across policies.
func (m measurement) key() string {
	return fmt.Sprintf("%s/%d/%d/%g/%d/%d", m.Pattern, m.Rows, m.Cols, m.Sparsity, m.Rank, m.K)
}

// jsonFloat is a float64 that encodes NaN and infinities, which JSON
// cannot hold, as null.
type jsonFloat float64

// MarshalJSON implements json.Marshaler.
func (f jsonFloat) MarshalJSON() ([]byte, error) {
	v := float64(f)
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return []byte("null"), nil
	}
	return strconv.AppendFloat(nil, v, 'g', -1, 64), nil
}

// writeJSON prints one JSON object per measurement.
func writeJSON(w io.Writer, ms []measurement) error {
	enc := json.NewEncoder(w)
	for _, m := range ms {
		if err := enc.Encode(m); err != nil {
			return err
		}
	}
	return nil
}

// writeTable prints the header (run, machine, caps, legend) and one
// aligned row per measurement, configurations separated by blank lines.
func writeTable(w io.Writer, h *harness, jobs []job, notes []string, interrupted bool) error {
	c := h.cfg
	mode := "quick run"
	if c.paper {
		mode = "paper sizes"
	}
	fmt.Fprintf(w, "fusebench, %s: median and min of %d or more runs per policy (up to %d while under %s in total)\n", mode, c.reps, maxReps, c.minTime)
	fmt.Fprintf(w, "after %d warm-up run(s); compile = the first run's time minus its execution (optimizer, codegen, clang, loading)\n", c.warmup)
	fmt.Fprintf(w, "machine: %s\n", h.machine)
	for _, n := range notes {
		fmt.Fprintf(w, "capped: %s\n", n)
	}
	fmt.Fprintln(w, "\npatterns (Boehm et al., PVLDB 2018, section 5.2; m x n inputs, sparse ones CSR):")
	legend := &table{right: []bool{false, false, false, false}}
	seen := map[string]bool{}
	for _, j := range jobs {
		if seen[j.pat.name] {
			continue
		}
		seen[j.pat.name] = true
		about := j.pat.about
		if j.pat.axis == axisSparsity {
			about += fmt.Sprintf(" (rank %d)", j.pt.Rank)
		}
		legend.add(j.pat.name, j.pat.expr, about, "Figure "+j.pat.figure)
	}
	legend.write(w, "  ")

	t := &table{right: []bool{false, true, true, true, true, false, true, true, true, true, true, true, true, false, false, false}}
	t.add("pattern", "rows", "cols", "sparsity", "k", "policy", "median ms", "min ms", "compile ms",
		"speedup", "roofline ms", "of roofline", "cpu ratio", "bound", "check", "operators")
	last := ""
	for _, m := range h.results {
		if last != "" && m.key() != last {
			t.add()
		}
		last = m.key()
		k := "-"
		if m.K > 0 {
			k = strconv.Itoa(m.K)
		}
		speedup := "-"
		if !math.IsNaN(float64(m.SpeedupVsBase)) {
			speedup = fmt.Sprintf("%.2fx", m.SpeedupVsBase)
		}
		compile := "-"
		if m.CompileSeconds > 0 {
			compile = ms(m.CompileSeconds)
		}
		check := "="
		switch {
		case m.Check == "reference":
			check = "ref"
		case strings.HasPrefix(m.Check, "MISMATCH"):
			check = "MISMATCH"
		}
		t.add(m.Pattern, strconv.Itoa(m.Rows), strconv.Itoa(m.Cols), strconv.FormatFloat(m.Sparsity, 'g', -1, 64), k, m.Policy,
			ms(m.SecondsMedian), ms(m.SecondsMin), compile,
			speedup, ms(m.RooflineSeconds), fmt.Sprintf("%.0f%%", 100*m.RooflineFraction), ratio(m.RooflineRatioCPU), m.Bound, check, m.Variant)
	}
	fmt.Fprintln(w)
	t.write(w, "")
	fmt.Fprintln(w, `
speedup = Base median / median. roofline = the inputs read once at the best rate a read loop reached
on these inputs, in passes alternated with the runs (or a policy's faster read); the same rate in
cache. cpu ratio = median over runs of the run's CPU time over the CPU time of the read pass before
it (scaled to the bytes counted): unlike the wall-time roofline, it does not depend on the share of
the cores a run or a pass got on a shared machine. bound = compute
when the arithmetic at the dgemm rate takes longer than the roofline. check: every output cell equal
to the reference policy's (relative 1e-9). (fallback) = the kernel failed to build and ran unfused.`)
	if interrupted {
		fmt.Fprintln(w, "\nINTERRUPTED: the configurations after the last one above did not run.")
	}
	return nil
}

// ratio writes a ratio with two decimals, "-" for none.
func ratio(r jsonFloat) string {
	if math.IsNaN(float64(r)) {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(r))
}

// ms writes seconds as milliseconds with three significant digits or
// more, without an exponent.
func ms(s jsonFloat) string {
	v := float64(s) * 1e3
	switch {
	case math.IsNaN(v):
		return "-"
	case v >= 100:
		return fmt.Sprintf("%.0f", v)
	case v >= 10:
		return fmt.Sprintf("%.1f", v)
	case v >= 1:
		return fmt.Sprintf("%.2f", v)
	}
	return fmt.Sprintf("%.3f", v)
}

// table aligns columns: right-aligned where right says so, otherwise left.
// An empty row prints as a blank line.
type table struct {
	right []bool
	rows  [][]string
}

func (t *table) add(cells ...string) { t.rows = append(t.rows, cells) }

func (t *table) write(w io.Writer, indent string) {
	width := make([]int, len(t.right))
	for _, r := range t.rows {
		for i, c := range r {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	for _, r := range t.rows {
		var b strings.Builder
		b.WriteString(indent)
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if i > 0 {
				b.WriteString("  ")
			}
			if t.right[i] {
				b.WriteString(pad + c)
			} else if i < len(r)-1 {
				b.WriteString(c + pad)
			} else {
				b.WriteString(c)
			}
		}
		fmt.Fprintln(w, b.String())
	}
}
