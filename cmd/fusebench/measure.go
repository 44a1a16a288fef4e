package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"strings"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
)

// maxReps bounds the measured runs that -min-time adds.
const maxReps = 50

// harness runs the jobs and collects their measurements.
type harness struct {
	cfg      config
	progress io.Writer // io.Discard with -q
	// tamper, when set, may replace a policy's outputs before they are
	// compared with the reference policy's. Only tests set it, to check
	// that a wrong result is caught.
	tamper func(pattern string, pol engine.Policy, outs []mat.Matrix) []mat.Matrix

	machine machine
	// cprobe is the C read loop, loaded for the whole run; nil without
	// one. It probes each configuration's inputs (inputprobe.go).
	cprobe *cProbe
	// evict returns the buffer the input probe reads before each pass over
	// inputs that fit in the caches (inputprobe.go), allocated once.
	evict   func() []byte
	results []measurement
	// failures are the mismatches and failed evaluations; the run goes on
	// and exits non-zero at the end.
	failures []error
}

// measureJob generates one configuration's inputs, or takes them from
// reuse, and measures it under every policy, checking each policy's
// outputs against the first's. It returns the inputs.
func (h *harness) measureJob(ctx context.Context, j job, reuse map[inputKey]mat.Matrix) (map[inputKey]mat.Matrix, error) {
	start := time.Now()
	g := &gen{ctx: ctx, reuse: reuse}
	outs := j.pat.build(g, j.pt)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for i, o := range outs {
		if err := o.Err(); err != nil {
			return nil, fmt.Errorf("%s %s: output %d: %w", j.pat.name, describe(j.pt), i, err)
		}
	}
	if g.bytes > 0 {
		fmt.Fprintf(h.progress, "  inputs: %s generated in %.1fs\n", bytesString(g.bytes), time.Since(start).Seconds())
	}
	if g.reused > 0 {
		fmt.Fprintf(h.progress, "  inputs: %s from the previous configuration\n", bytesString(g.reused))
	}

	var ref []mat.Matrix
	var refPolicy string
	c := j.pat.cost(j.pt)
	if j.pat.reads != nil {
		c.readBytes = j.pat.reads(j.pt, g.made)
	}
	probe := newInputProbe(h.cprobe, g.made, h.cfg.threads, h.evict)
	first := len(h.results)
	for _, pv := range h.variants() {
		pol := pv.pol
		m, res, err := h.measurePolicy(ctx, j, outs, pv, probe, c.readBytes)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			err = fmt.Errorf("%s %s under %s: %w", j.pat.name, describe(j.pt), pv, err)
			fmt.Fprintf(h.progress, "    %-4s FAILED: %v\n", pv, err)
			h.failures = append(h.failures, err)
			continue
		}
		m.Pattern, m.Family, m.Expr, m.seq = j.pat.name, j.pat.family, j.pat.expr, j.seq
		m.Rows, m.Cols, m.Sparsity, m.Rank, m.K = j.pt.Rows, j.pt.Cols, j.pt.Sparsity, j.pt.Rank, j.pt.K
		m.readBytes, m.flops = c.readBytes, c.flops
		if h.tamper != nil {
			res = h.tamper(j.pat.name, pol, res)
		}
		switch {
		case ref == nil:
			ref, refPolicy = res, pv.String()
			m.Check = "reference"
		default:
			if d := firstDifference(ref, res); d != "" {
				err := fmt.Errorf("result mismatch: %s %s: %s differs from %s: %s", j.pat.name, describe(j.pt), pv, refPolicy, d)
				fmt.Fprintf(h.progress, "    %-4s MISMATCH: %s\n", pv, d)
				h.failures = append(h.failures, err)
				m.Check = "MISMATCH: " + d
			} else {
				m.Check = "equal to " + refPolicy
			}
		}
		fmt.Fprintf(h.progress, "    %-4s median %s  min %s  first run %s (compile %s)  %s\n", pv,
			seconds(m.SecondsMedian), seconds(m.SecondsMin), seconds(m.FirstSeconds), seconds(m.CompileSeconds), m.Variant)
		h.results = append(h.results, m)
	}
	// Every policy's roofline is the configuration's best probe pass.
	if bw := probe.best(); bw > 0 {
		cores := jsonFloat(probe.bestCores())
		if cores <= 0 {
			cores = jsonFloat(math.NaN())
		}
		for i := first; i < len(h.results); i++ {
			h.results[i].inputsBW, h.results[i].ProbePasses, h.results[i].ProbeBestCores = bw, len(probe.times), cores
		}
	}
	return g.made, nil
}

// measurePolicy evaluates outs under one policy: warm-up runs (the first
// compiles; its time and the compile time are kept apart), then the
// measured runs. It returns the outputs of the last run.
func (h *harness) measurePolicy(ctx context.Context, j job, outs []*engine.Expr, pv variant, probe *inputProbe, readBytes int64) (measurement, []mat.Matrix, error) {
	defer runtime.GC() // the policy's garbage is not the next one's cost
	m := measurement{Policy: pv.String()}
	eng, newSeconds, cleanup, err := h.cfg.engine.newEngine(pv.pol, h.cfg.threads, engine.WithRewrites(pv.rewrites))
	if err != nil {
		return m, nil, err
	}
	defer cleanup()
	defer eng.Close()
	m.NewSeconds = jsonFloat(newSeconds)

	start := time.Now()
	res, err := eng.Eval(ctx, outs...)
	if err != nil {
		return m, nil, err
	}
	// Compile time is the first run's wall time minus its execution:
	// optimization, code generation, clang and loading, all of which the
	// later runs skip.
	first := time.Since(start)
	m.FirstSeconds = jsonFloat(first.Seconds())
	m.CompileSeconds = jsonFloat(max(0, first-eng.Stats().ExecTime).Seconds())
	var ops []string
	for _, op := range res.Plan() {
		s := op.Template.String() + ":" + op.Variant
		if op.Fallback {
			s += "(fallback)"
			m.Fallback = true
		}
		ops = append(ops, s)
	}
	m.FusedOps = len(ops)
	m.Variant = strings.Join(ops, "+")
	if m.Variant == "" {
		m.Variant = "-"
	}
	res = nil
	for w := 1; w < h.cfg.warmup; w++ {
		if _, err := eng.Eval(ctx, outs...); err != nil {
			return m, nil, err
		}
	}

	// A kernel built quick on the first run is replaced by its optimized
	// build in the background: the measured runs time the optimized one.
	if err := eng.WaitForKernels(ctx); err != nil {
		return m, nil, err
	}
	// Collect the warm-up's garbage now rather than inside a measured run.
	runtime.GC()
	// At least reps runs, more while they add up to less than minTime:
	// short configurations get a stable median at little cost.
	var stopProfile func() error
	if h.cfg.profileDir != "" {
		m.Profile = profilePath(h.cfg.profileDir, j.pat.name, j.pt, pv.String())
		if stopProfile, err = profileTo(m.Profile); err != nil {
			return m, nil, fmt.Errorf("-profile: %w", err)
		}
	}
	var times, passes, runsCPU, passesCPU []float64
	total := 0.0
	for len(times) < h.cfg.reps || total < h.cfg.minTime.Seconds() && len(times) < maxReps {
		if probe != nil {
			wall, cpu := probe.pass()
			passes, passesCPU = append(passes, wall), append(passesCPU, cpu)
		}
		start, startCPU := time.Now(), processCPU()
		if res, err = eng.Eval(ctx, outs...); err != nil {
			break
		}
		times = append(times, time.Since(start).Seconds())
		runsCPU = append(runsCPU, processCPU()-startCPU)
		total += times[len(times)-1]
	}
	if stopProfile != nil {
		if perr := stopProfile(); perr != nil && err == nil {
			err = fmt.Errorf("-profile: %w", perr)
		}
	}
	if err != nil {
		return m, nil, err
	}
	if h.cfg.json && m.FusedOps > 0 {
		if m.Tasks, err = timeTasks(ctx, eng, outs); err != nil {
			return m, nil, err
		}
	}
	m.Reps = len(times)
	m.RooflineRatioPaired, m.RooflineRatioCPU = jsonFloat(math.NaN()), jsonFloat(math.NaN())
	m.ProbeCores, m.RunCores = jsonFloat(math.NaN()), jsonFloat(math.NaN())
	if probe != nil {
		m.RooflineRatioPaired = jsonFloat(pairedRatio(times, passes, readBytes, probe.bytes))
		m.RooflineRatioCPU = jsonFloat(pairedCPURatio(runsCPU, passesCPU, readBytes, probe.bytes))
		m.ProbeCores = jsonFloat(medianRatio(passesCPU, passes))
	}
	m.RunCores = jsonFloat(medianRatio(runsCPU, times))
	slices.Sort(times)
	m.SecondsMedian, m.SecondsMin = jsonFloat(median(times)), jsonFloat(times[0])

	results := make([]mat.Matrix, res.Len())
	for i := range results {
		results[i] = res.Matrix(i)
		m.Checksum += jsonFloat(checksum(results[i]))
	}
	return m, results, nil
}

// medianRatio is the median of num[i] / den[i] over the pairs with both
// positive, NaN for none: CPU seconds over wall seconds, the cores a run
// or a probe pass had on average.
func medianRatio(num, den []float64) float64 {
	var r []float64
	for i := range min(len(num), len(den)) {
		if num[i] > 0 && den[i] > 0 {
			r = append(r, num[i]/den[i])
		}
	}
	if len(r) == 0 {
		return math.NaN()
	}
	slices.Sort(r)
	return median(r)
}

// bestOf is the largest of xs, 0 for none.
func bestOf(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	return slices.Max(xs)
}

// median of sorted values.
func median(sorted []float64) float64 {
	n := len(sorted)
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

// freeMemory collects the dropped inputs and intermediates of a
// configuration. It keeps the pages: returning them to the OS
// (debug.FreeOSMemory) makes touching them again cost seconds per GiB on
// a virtual machine, which would be charged to the next configuration's
// input generation and first runs.
func freeMemory() {
	runtime.GC()
}

// finish fills in what needs the whole run: the roofline from the best
// bandwidth probe, the compute bound and the speedups over Base.
func (h *harness) finish() {
	slices.SortStableFunc(h.results, func(a, b measurement) int { return a.seq - b.seq })
	h.machine.kernelBW, h.machine.kernelName = fastestRead(h.results)
	peak := h.machine.gflops * 1e9
	ownRead := configurationReads(h.results)
	baseMedian := map[string]jsonFloat{}
	for _, m := range h.results {
		if m.Policy == engine.PolicyNone.String() {
			baseMedian[m.key()] = m.SecondsMedian
		}
	}
	for i := range h.results {
		m := &h.results[i]
		bw := m.roofBandwidth(h.machine, ownRead[m.key()])
		m.BandwidthGBs = jsonFloat(bw / 1e9)
		m.BandwidthInputsGBs = jsonFloat(math.NaN())
		if m.inputsBW > 0 {
			m.BandwidthInputsGBs = jsonFloat(m.inputsBW / 1e9)
		}
		m.BandwidthGoGBs, m.BandwidthCGBs = jsonFloat(bestOf(h.machine.goBW)/1e9), jsonFloat(math.NaN())
		if len(h.machine.cBW) > 0 {
			m.BandwidthCGBs = jsonFloat(bestOf(h.machine.cBW) / 1e9)
		}
		m.BandwidthKernelGBs = jsonFloat(math.NaN())
		if h.machine.kernelBW > 0 {
			m.BandwidthKernelGBs = jsonFloat(h.machine.kernelBW / 1e9)
		}
		m.RooflineSeconds = jsonFloat(float64(m.readBytes) / bw)
		m.RooflineFraction = m.RooflineSeconds / m.SecondsMedian
		m.ComputeSeconds = jsonFloat(m.flops / peak)
		m.ComputeRatio = m.SecondsMedian / m.ComputeSeconds
		m.ReadBytes = m.readBytes
		m.Bound = "memory"
		if m.ComputeSeconds > m.RooflineSeconds {
			m.Bound = "compute"
		}
		if b, ok := baseMedian[m.key()]; ok {
			m.SpeedupVsBase = b / m.SecondsMedian
		} else {
			m.SpeedupVsBase = jsonFloat(math.NaN())
		}
	}
}

// roofBandwidth is the bandwidth of m's roofline: the best pass of the
// probe over the configuration's own inputs (inputprobe.go), or where
// there was none the machine's (roofBandwidth of machine); in either case
// at least own, the fastest any policy read this configuration's inputs
// when they exceed the caches, so that no run reads faster than its
// roofline allows.
func (m measurement) roofBandwidth(mc machine, own float64) float64 {
	if m.inputsBW > 0 {
		return max(m.inputsBW, own)
	}
	return mc.roofBandwidth()
}

// configurationReads returns, by configuration (measurement.key), the
// highest rate at which any of its policies read inputs of at least
// cacheFreeBytes (inputs / best time).
func configurationReads(results []measurement) map[string]float64 {
	out := map[string]float64{}
	for _, m := range results {
		if m.readBytes < cacheFreeBytes || !(m.SecondsMin > 0) {
			continue
		}
		out[m.key()] = max(out[m.key()], float64(m.readBytes)/float64(m.SecondsMin))
	}
	return out
}

// cacheFreeBytes is the input size from which fastestRead trusts a
// configuration's read rate: eight times a 32 MiB last-level cache, so
// that at most an eighth of the inputs can come from cache.
const cacheFreeBytes = 256 << 20

// fastestRead returns the highest rate at which any configuration with
// inputs of at least cacheFreeBytes read them (inputs / best time), and
// which one. A configuration reads at least its inputs, so the machine
// delivers at least this rate: a probe below it under-measures.
func fastestRead(results []measurement) (float64, string) {
	best, name := 0.0, ""
	for _, m := range results {
		if m.readBytes < cacheFreeBytes || !(m.SecondsMin > 0) {
			continue
		}
		if r := float64(m.readBytes) / float64(m.SecondsMin); r > best {
			best, name = r, fmt.Sprintf("%s %d rows %s", m.Pattern, m.Rows, m.Policy)
		}
	}
	return best, name
}

// errInterrupted is returned when a signal stopped the run.
var errInterrupted = errors.New("interrupted")

func describe(pt point) string {
	s := fmt.Sprintf("%dx%d sparsity %g", pt.Rows, pt.Cols, pt.Sparsity)
	if pt.Rank > 0 {
		s += fmt.Sprintf(" rank %d", pt.Rank)
	}
	if pt.K > 0 {
		s += fmt.Sprintf(" k %d", pt.K)
	}
	return s
}

func seconds(s jsonFloat) string {
	switch {
	case s < 1e-3:
		return fmt.Sprintf("%.0fus", s*1e6)
	case s < 1:
		return fmt.Sprintf("%.1fms", s*1e3)
	}
	return fmt.Sprintf("%.2fs", s)
}

func bytesString(b int64) string {
	switch {
	case b >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(b)/(1<<30))
	case b >= 1<<20:
		return fmt.Sprintf("%.0f MiB", float64(b)/(1<<20))
	}
	return fmt.Sprintf("%.0f KiB", float64(b)/(1<<10))
}

// variant is a policy with the rewrites on or off (-rewrites).
type variant struct {
	pol      engine.Policy
	rewrites bool
}

// String is the policy's name, with -norw when the rewrites are off.
func (v variant) String() string {
	if v.rewrites {
		return v.pol.String()
	}
	return v.pol.String() + "-norw"
}

// variants lists the policies in order, each with every rewrites setting.
func (h *harness) variants() []variant {
	rws := h.cfg.rewrites
	if len(rws) == 0 {
		rws = []bool{true}
	}
	var out []variant
	for _, p := range h.cfg.policies {
		for _, rw := range rws {
			out = append(out, variant{p, rw})
		}
	}
	return out
}
