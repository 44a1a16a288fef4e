// Command fusebench measures fused operators against unfused (Base)
// execution on the patterns of seed 000, section 5.2, and against the
// memory-bandwidth roofline measured in the same run.
//
// Usage:
//
//	fusebench [-rows 100000] [-cols 1000] [-reps 5] [-patterns cell] [-json]
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"runtime"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/engine/base"
	"github.com/fusejit/fusejit/matrix"
)

// pattern is one benchmark expression.
type pattern struct {
	name     string
	sparsity float64 // of the main input; 1 = dense
	// build returns the outputs and the bytes of input the pattern must
	// read at least once (its roofline).
	build func(rows, cols int, sparsity float64) ([]*engine.Expr, int64)
}

var patterns = []pattern{
	{"sum(X*Y*Z)", 1, buildSumXYZ},
	{"sum(X*Y*Z)", 0.1, buildSumXYZ},
}

func buildSumXYZ(rows, cols int, sp float64) ([]*engine.Expr, int64) {
	cells := int64(rows) * int64(cols)
	y := engine.Dense(matrix.RandDense(rows, cols, 0, 1, 2))
	z := engine.Dense(matrix.RandDense(rows, cols, 0, 1, 3))
	if sp >= 1 {
		x := engine.Dense(matrix.RandDense(rows, cols, 0, 1, 1))
		return []*engine.Expr{x.Mul(y).Mul(z).Sum()}, 3 * 8 * cells
	}
	xs := matrix.RandSparse(rows, cols, sp, 0, 1, 1)
	// A sparse-safe operator reads X's values and indices and the matching
	// cells of Y and Z: 12 bytes per stored cell plus 8 per row for X, and
	// at least one cache line per touched cell for Y and Z (bounded by
	// their size).
	nnz := int64(xs.NNZ())
	side := min(2*nnz*64, 2*8*cells)
	return []*engine.Expr{engine.Sparse(xs).Mul(y).Mul(z).Sum()}, 12*nnz + 8*int64(rows) + side
}

// measurement is one (pattern, policy) result; it is also the JSON record.
type measurement struct {
	Pattern         string  `json:"pattern"`
	Variant         string  `json:"variant"`
	Policy          string  `json:"policy"`
	Rows            int     `json:"rows"`
	Cols            int     `json:"cols"`
	Sparsity        float64 `json:"sparsity"`
	SecondsMedian   float64 `json:"seconds_median"`
	SecondsMin      float64 `json:"seconds_min"`
	CompileSeconds  float64 `json:"compile_seconds"`
	RooflineSeconds float64 `json:"roofline_seconds"`
	Checksum        float64 `json:"checksum"`
	SpeedupVsBase   float64 `json:"speedup_vs_base"`
}

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "fusebench:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("fusebench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rows := fs.Int("rows", 100000, "rows of the inputs")
	cols := fs.Int("cols", 1000, "columns of the inputs")
	reps := fs.Int("reps", 5, "measured runs per policy, after one warm-up run")
	pols := fs.String("policies", "base,fa,fnr,gen", "policies to run, comma-separated")
	only := fs.String("patterns", "", "run only patterns whose name contains this text")
	asJSON := fs.Bool("json", false, "print one JSON object per measurement instead of a table")
	bwMB := fs.Int("bw-mb", 256, "array size in MiB for the bandwidth measurement")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *rows <= 0 || *cols <= 0 || *reps <= 0 {
		return fmt.Errorf("-rows, -cols and -reps must be positive")
	}
	policies, err := parsePolicies(*pols)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	fmt.Fprintf(stderr, "measuring memory bandwidth...\n")
	bw := measureBandwidth(int64(*bwMB)<<20, 5)
	if !*asJSON {
		fmt.Fprintf(stdout, "machine: %s/%s, %d cores, read bandwidth %.1f GB/s (Go streaming loop, all cores), BLAS %s\n\n",
			runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), bw/1e9, base.BLASName())
	}
	var all []measurement
	for _, p := range patterns {
		if *only != "" && !strings.Contains(p.name, *only) {
			continue
		}
		fmt.Fprintf(stderr, "%s sparsity %g: generating %dx%d inputs...\n", p.name, p.sparsity, *rows, *cols)
		outs, bytes := p.build(*rows, *cols, p.sparsity)
		ms, err := measurePattern(ctx, p, outs, policies, *rows, *cols, *reps, stderr)
		if err != nil {
			return err
		}
		for i := range ms {
			ms[i].RooflineSeconds = float64(bytes) / bw
		}
		all = append(all, ms...)
		runtime.GC()
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		for _, m := range all {
			if err := enc.Encode(m); err != nil {
				return err
			}
		}
		return nil
	}
	return printTable(stdout, all)
}

func parsePolicies(s string) ([]engine.Policy, error) {
	byName := map[string]engine.Policy{}
	for _, p := range []engine.Policy{engine.PolicyNone, engine.PolicyFuseAll, engine.PolicyFuseNoRedundancy, engine.PolicyCostBased} {
		byName[p.String()] = p
	}
	var out []engine.Policy
	for _, name := range strings.Split(s, ",") {
		p, ok := byName[strings.TrimSpace(name)]
		if !ok {
			return nil, fmt.Errorf("unknown policy %q (want base, fa, fnr or gen)", name)
		}
		out = append(out, p)
	}
	return out, nil
}

// measurePattern runs outs under each policy and checks that all policies
// computed the same result.
func measurePattern(ctx context.Context, p pattern, outs []*engine.Expr, policies []engine.Policy, rows, cols, reps int, progress io.Writer) ([]measurement, error) {
	var ms []measurement
	var ref []mat.Matrix
	var refPolicy string
	baseMedian := 0.0
	for _, pol := range policies {
		m, res, err := measurePolicy(ctx, outs, pol, reps)
		if err != nil {
			return nil, fmt.Errorf("%s under %s: %w", p.name, pol, err)
		}
		m.Pattern, m.Rows, m.Cols, m.Sparsity = p.name, rows, cols, p.sparsity
		if ref == nil {
			ref, refPolicy = res, pol.String()
		} else if d := firstDifference(ref, res); d != "" {
			return nil, fmt.Errorf("%s: result under %s differs from %s: %s", p.name, pol, refPolicy, d)
		}
		if pol == engine.PolicyNone {
			baseMedian = m.SecondsMedian
		}
		ms = append(ms, m)
		fmt.Fprintf(progress, "  %-5s median %.4fs\n", pol, m.SecondsMedian)
	}
	for i := range ms {
		if baseMedian > 0 {
			ms[i].SpeedupVsBase = baseMedian / ms[i].SecondsMedian
		}
	}
	return ms, nil
}

func measurePolicy(ctx context.Context, outs []*engine.Expr, pol engine.Policy, reps int) (measurement, []mat.Matrix, error) {
	eng, err := engine.New(engine.WithPolicy(pol))
	if err != nil {
		return measurement{}, nil, err
	}
	defer eng.Close()
	m := measurement{Policy: pol.String()}
	// The first run compiles; its compile time is reported separately.
	res, err := eng.Eval(ctx, outs...)
	if err != nil {
		return m, nil, err
	}
	m.CompileSeconds = eng.Stats().CompileTime.Seconds()
	var variants []string
	for _, op := range res.Plan() {
		variants = append(variants, op.Template.String()+":"+op.Variant)
		if op.Fallback {
			return m, nil, fmt.Errorf("fused operator fell back to unfused execution")
		}
	}
	m.Variant = strings.Join(variants, "+")
	if m.Variant == "" {
		m.Variant = "-"
	}
	times := make([]float64, reps)
	for i := range times {
		if err := ctx.Err(); err != nil {
			return m, nil, err
		}
		start := time.Now()
		res, err = eng.Eval(ctx, outs...)
		if err != nil {
			return m, nil, err
		}
		times[i] = time.Since(start).Seconds()
	}
	sort.Float64s(times)
	m.SecondsMedian, m.SecondsMin = times[len(times)/2], times[0]
	results := make([]mat.Matrix, res.Len())
	for i := range results {
		results[i] = res.Matrix(i)
		m.Checksum += checksum(results[i])
	}
	return m, results, nil
}

func checksum(m mat.Matrix) float64 {
	r, c := m.Dims()
	s := 0.0
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			s += m.At(i, j)
		}
	}
	return s
}

// firstDifference compares results cell by cell (relative 1e-9, NaN equal
// to NaN) and describes the first difference.
func firstDifference(want, got []mat.Matrix) string {
	if len(want) != len(got) {
		return fmt.Sprintf("%d outputs, want %d", len(got), len(want))
	}
	for k := range want {
		wr, wc := want[k].Dims()
		gr, gc := got[k].Dims()
		if wr != gr || wc != gc {
			return fmt.Sprintf("output %d is %dx%d, want %dx%d", k, gr, gc, wr, wc)
		}
		for i := 0; i < wr; i++ {
			for j := 0; j < wc; j++ {
				a, b := want[k].At(i, j), got[k].At(i, j)
				if math.IsNaN(a) && math.IsNaN(b) {
					continue
				}
				if a != b && math.Abs(a-b) > 1e-9*math.Max(math.Abs(a), math.Abs(b)) {
					return fmt.Sprintf("output %d cell (%d,%d): %v, want %v", k, i, j, b, a)
				}
			}
		}
	}
	return ""
}

func printTable(w io.Writer, ms []measurement) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "pattern\tsparsity\tpolicy\trows\tcols\tmedian s\tmin s\tcompile s\tspeedup\troofline s\tof roofline\toperators\t")
	for _, m := range ms {
		fmt.Fprintf(tw, "%s\t%g\t%s\t%d\t%d\t%.4f\t%.4f\t%.3f\t%.2fx\t%.4f\t%.0f%%\t%s\t\n",
			m.Pattern, m.Sparsity, m.Policy, m.Rows, m.Cols, m.SecondsMedian, m.SecondsMin,
			m.CompileSeconds, m.SpeedupVsBase, m.RooflineSeconds, 100*m.RooflineSeconds/m.SecondsMedian, m.Variant)
	}
	return tw.Flush()
}
