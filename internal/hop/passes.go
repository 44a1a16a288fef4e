package hop

import "fmt"

// The optimizer before fusion, after Boehm et al., "SystemML's Optimizer:
// Plan Generation for Large-Scale Machine Learning Programs" (IEEE Data
// Eng. Bull. 2014): common subexpression elimination, constant folding and
// size-independent (static) simplifications, CSE again, then the
// size-dependent (dynamic) rewrites, which here see exact sizes because a
// DAG is optimized at Eval, and matrix-multiply chain ordering. Pipeline
// is that list.
//
// Every rule keeps the values of unfused execution bit for bit, NaN, Inf
// and signed zeros included, unless its documentation names the
// difference: reordered sums (sum(t(X)), the cumulative-sum rules) agree
// to rounding, as the fused kernels' parallel sums do, and the matrix-
// multiply chain rule reassociates products only where no order can
// overflow. Rules deliberately left out because they would change where
// NaN, Inf or a signed zero appears:
//
//	X*0 -> 0          NaN*0 and Inf*0 are NaN
//	X+0 -> X          -0 + +0 is +0 (X + -0 -> X is exact and applied)
//	X-X*Y -> X*(1-Y)  rounds differently, and Inf - Inf*0.5 is NaN where Inf*(1-0.5) is Inf
//	sum(X+Y) -> sum(X)+sum(Y)  the partial sums can overflow where the cell sums do not
//
// Exact but not applied: X*X -> X^2. internal/fmath's Pow(x, 2) is x*x
// bit for bit, but Base multiplies in a tight loop and calls Pow per cell,
// and the kernels already emit x^2 as x*x.

// Fired is one application of a rewrite.
type Fired struct {
	Rule string
	// At is the replaced operator (operation and shape) and, when its
	// replacement is in the optimized DAG, that operator's id there.
	At string
	// Detail says what the rule chose, such as a multiply order.
	Detail string
}

func (f Fired) String() string {
	s := f.Rule + " at " + f.At
	if f.Detail != "" {
		s += ": " + f.Detail
	}
	return s
}

// A Pass is one step of the pipeline: its rules run in order, once, or
// until none changes the DAG (at most maxRounds rounds) when Repeat is set.
type Pass struct {
	Name   string
	Rules  []Rewrite
	Repeat bool
}

const maxRounds = 4

// cseRule names the common subexpression elimination rule of the pipeline.
const cseRule = "cse"

// pipeline is Pipeline, built once: OptimizeWith runs on every Eval, and
// building the list allocated as much as the rules that find nothing to
// do. It is never modified.
var pipeline = Pipeline()

// Pipeline returns the optimizer's passes in the order Optimize runs them.
func Pipeline() []Pass {
	cse := Pass{Name: cseRule, Rules: []Rewrite{{Name: cseRule, Apply: eliminateCommonSubexpressions}}}
	return []Pass{
		cse,
		{Name: "constant-folding", Rules: []Rewrite{{Name: "constant-folding", Apply: foldConstants}}},
		{Name: "static", Repeat: true, Rules: StaticRewrites()},
		cse,
		{Name: "dynamic", Repeat: true, Rules: DynamicRewrites()},
		{Name: "matmult-chain", Rules: []Rewrite{{Name: "matmult-chain", Apply: orderMatMulChains}}},
		// After the chain order, which moves diag(v) next to the operand
		// it scales: t(X) %*% (diag(v) %*% (X %*% d)).
		{Name: "diag", Rules: []Rewrite{{Name: "diag-matmul", Apply: rewriteDiagMatMul}}},
		cse,
	}
}

// StaticRewrites are the size-independent simplifications, in order. Each
// rule lives in a file of its own (rewrite_*.go).
func StaticRewrites() []Rewrite {
	return []Rewrite{
		{Name: "double-transpose", Apply: rewriteDoubleTranspose},
		{Name: "double-negation", Apply: rewriteDoubleNegation},
		{Name: "idempotent-unary", Apply: rewriteIdempotentUnary},
		{Name: "neutral-operand", Apply: rewriteNeutralOperand},
		{Name: "add-self", Apply: rewriteAddSelf},
		// Before agg-transpose, which would take the outer transpose
		// of sum(t(cumsum(t(X)))) and leave a column scan of t(X).
		{Name: "cum-rows", Apply: rewriteCumRows},
		{Name: "agg-transpose", Apply: rewriteAggTranspose},
	}
}

// DynamicRewrites are the size-dependent rewrites, in order.
func DynamicRewrites() []Rewrite {
	return []Rewrite{
		{Name: "dot-product", Apply: rewriteDotProduct},
		{Name: "single-cell-agg", Apply: rewriteSingleCellAgg},
		{Name: "full-slice", Apply: rewriteFullSlice},
		{Name: "empty-agg", Apply: rewriteEmptyAgg},
		{Name: "trace-matmul", Apply: rewriteTraceMatMul},
		{Name: "cum-single-row", Apply: rewriteCumSingleRow},
		{Name: "cumsum-last-row", Apply: rewriteCumSumLastRow},
		{Name: "cumsum-col-sums", Apply: rewriteCumSumColSums},
		{Name: "cumsum-row-sums", Apply: rewriteCumSumRowSums},
		{Name: "var-sums", Apply: rewriteVarSums},
	}
}

// Options adjusts Optimize for tests and measurements.
type Options struct {
	// Disabled names rules that do not run.
	Disabled map[string]bool
	// Threads bounds the goroutines a rule may use to read operand values
	// (the matrix-chain overflow proof); 0 means GOMAXPROCS.
	Threads int
	// Speculate lets the matrix-chain rule reorder a chain without reading
	// its largest operand, leaving that read to a ChainGuard (DAG.Guards)
	// that the caller must check before it uses the results: the engine
	// checks it with the magnitude its fused kernel measures while reading
	// that operand anyway, and evaluates the DAG again without speculation
	// when the guard fails.
	Speculate bool
	// alwaysCSE runs every CSE pass, also on a DAG known to be merged
	// (tests compare the pipeline with and without the skip).
	alwaysCSE bool
}

// Optimize runs the pipeline on d and returns where each rule fired, in
// order. The DAG is renumbered and its inferred formats and estimates
// refreshed after every change.
func Optimize(d *DAG) []Fired { return OptimizeWith(d, Options{}) }

// OptimizeWith is Optimize with options.
func OptimizeWith(d *DAG, opts Options) []Fired {
	var fired []firing
	var rules []string
	d.threads = opts.Threads
	d.speculate = opts.Speculate
	d.guards = nil
	for _, p := range pipeline {
		rounds := 1
		if p.Repeat {
			rounds = maxRounds
		}
		for round := 0; round < rounds; round++ {
			changed := false
			for _, r := range p.Rules {
				if opts.Disabled[r.Name] {
					continue
				}
				d.firedAt = d.firedAt[:0]
				isCSE := r.Name == cseRule
				if isCSE && d.merged && !opts.alwaysCSE {
					continue // nothing to merge, nothing to renumber
				}
				if !r.Apply(d) {
					if isCSE {
						d.merged = true
					}
					continue
				}
				changed = true
				for _, f := range d.firedAt {
					fired = append(fired, f)
					rules = append(rules, r.Name)
				}
				d.renumber()
				d.refresh()
				// A CSE pass merges in one sweep, inputs first; refresh
				// changes no field it keys.
				d.merged = isCSE
			}
			if !changed {
				break
			}
		}
	}
	d.firedAt = nil
	if !d.merged { // numbered already, unless a pass was disabled
		d.renumber()
	}
	out := make([]Fired, len(fired))
	for i, f := range fired {
		out[i] = Fired{Rule: rules[i], At: f.at}
		if r := f.repl; r != nil && r.ID < len(d.Nodes) && d.Nodes[r.ID] == r {
			out[i].At += fmt.Sprintf(", now #%d", r.ID)
		}
		if f.detail != nil {
			out[i].Detail = f.detail()
		}
	}
	return out
}
