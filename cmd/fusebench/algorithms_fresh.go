package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
)

// With -fresh, every run of the -algorithms mode is measured in a child
// process of its own: a program's first run pays for engine.New's
// compiler probe, loading clang and the math libraries, and plans with
// whatever rates the engine knows of the machine (under CompileTiered
// nominal ones, until a measurement between Evals finishes), and none of
// that is shared with an earlier run, as it is within one process (the
// in-process mode measures the machine before timing). This is the
// measurement of a new user's first process run: -fresh defaults to
// -cache-dir fresh and -compile tiered, the engine's own default.

// childRun is what a -fresh child measured, sent to the parent as JSON.
type childRun struct {
	Seconds  float64       `json:"seconds"`
	CPU      float64       `json:"cpu"`
	ChildCPU float64       `json:"child_cpu"`
	Warm     float64       `json:"warm"`
	Iters    int           `json:"iters"`
	Stats    engine.Stats  `json:"stats"`
	Model    []childMatrix `json:"model"`
	Err      string        `json:"err,omitempty"`
}

// childMatrix is one model parameter, row-major.
type childMatrix struct {
	Rows, Cols int
	Data       []float64
}

// childSpec names one run: case, policy and repetition, by position.
type childSpec struct{ cs, policy, rep int }

func parseChildSpec(s string) (childSpec, error) {
	parts := strings.Split(s, ":")
	if len(parts) != 3 {
		return childSpec{}, fmt.Errorf("-algo-child %q: want case:policy:rep", s)
	}
	var v [3]int
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return childSpec{}, fmt.Errorf("-algo-child %q: %q is not a position", s, p)
		}
		v[i] = n
	}
	return childSpec{v[0], v[1], v[2]}, nil
}

func (s childSpec) String() string { return fmt.Sprintf("%d:%d:%d", s.cs, s.policy, s.rep) }

// runAlgoChild measures the one run c.child names in this process and
// writes it to stdout.
func runAlgoChild(ctx context.Context, c algoConfig, stdout io.Writer) error {
	cases := c.cases()
	s := *c.child
	if s.cs >= len(cases) || s.policy >= len(c.policies) {
		return fmt.Errorf("-algo-child %v: %d cases and %d policies", s, len(cases), len(c.policies))
	}
	train, err := cases[s.cs].prepare(s.rep)
	if err != nil {
		return err
	}
	r, model := c.measure(ctx, train, c.policies[s.policy])
	out := childRun{Seconds: r.seconds, CPU: r.cpu, ChildCPU: r.childCPU, Warm: r.warm, Iters: r.iters, Stats: r.stats}
	if r.err != nil {
		out.Err = r.err.Error()
	}
	for _, m := range model {
		d := mat.DenseCopyOf(m)
		rows, cols := d.Dims()
		out.Model = append(out.Model, childMatrix{rows, cols, d.RawMatrix().Data})
	}
	return json.NewEncoder(stdout).Encode(out)
}

// freshRun measures run s in a child process started with the parent's
// arguments.
func freshRun(ctx context.Context, args []string, s childSpec) (algoRun, []mat.Matrix) {
	var cr childRun
	if err := runSelf(ctx, append(append([]string(nil), args...), "-algo-child", s.String()), &cr); err != nil {
		return algoRun{err: err}, nil
	}
	r := algoRun{seconds: cr.Seconds, cpu: cr.CPU, childCPU: cr.ChildCPU, warm: cr.Warm, iters: cr.Iters, stats: cr.Stats}
	if cr.Err != "" {
		r.err = errors.New(cr.Err)
	}
	var model []mat.Matrix
	for _, m := range cr.Model {
		if m.Rows*m.Cols != len(m.Data) || m.Rows < 1 || m.Cols < 1 {
			return algoRun{err: fmt.Errorf("fresh process: a %dx%d parameter with %d values", m.Rows, m.Cols, len(m.Data))}, nil
		}
		model = append(model, mat.NewDense(m.Rows, m.Cols, m.Data))
	}
	return r, model
}

// flagGiven reports whether name was set on fs's command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}
