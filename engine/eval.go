package engine

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/opcache"
	"github.com/fusejit/fusejit/internal/selection"
	"github.com/fusejit/fusejit/matrix"
)

// program is one optimized DAG, ready to run: the output of the compile
// stages hop -> memo -> selection -> cplan -> llvmgen -> jit/opcache.
type program struct {
	dag      *hop.DAG
	rewrites []hop.Fired // algebraic rewrites that fired, and where
	memo     *memo.Table // nil under PolicyNone
	plan     *selection.Plan
	ops      map[int]*fusedOp // by root HOP id
	// mmops are the unfused products that run through a physical
	// operator of their own (TSMM, MMChain), by HOP id; mmInner marks
	// the operators they compute inside, which are not run.
	mmops   map[int]hop.MMOp
	mmInner map[int]bool
	// owner maps the steps that stand for a fused operator whose kernel
	// is pending to that operator (see dissolveUnfused); nil otherwise.
	owner map[int]*fusedOp
	// guardOK marks the DAG's chain guards (dag.Guards(), by index)
	// already checked to hold before execution; the others are checked
	// after it (guard.go).
	guardOK []bool
	// vecMax holds, per guard measured by a fused operator, the
	// magnitudes of its vectors that operator does not read, scanned
	// before execution (guard.go).
	vecMax []map[*hop.Hop]float64
}

// fusedOp is a selected fused operator with its kernel, or the reason it
// runs unfused.
type fusedOp struct {
	sel    *selection.FusedOp
	dag    *hop.DAG // of the program
	cp     *cplan.CPlan
	handle *opcache.Handle
	fn     uintptr
	err    error // non-nil: run the covered operators with Base
	// unfusedEst is the cost model's estimate of running the covered
	// operators unfused, set when CompileTiered weighed compiling the
	// kernel (0 otherwise).
	unfusedEst time.Duration
	// measured is set once the kernel of a MainGuard plan ran, with
	// mainMax an upper bound of the largest magnitude of its main input
	// and sideMax the largest magnitudes of its side guards' vectors
	// (guard.go).
	measured bool
	mainMax  float64
	sideMax  map[*hop.Hop]float64
	// fusedEst is the estimate of running its kernel, set with
	// unfusedEst; key is the kernel's operator-cache key, set when its
	// kernel is looked up (for the tier decisions and the kernel's
	// timings, demote.go).
	fusedEst time.Duration
	key      string
	// earlierRuns counts the earlier Evals of the DAG that ran it
	// unoptimized without counting a sighting of this kernel (its first
	// sighting, see firstsight.go): tiers.decide counts them with this one.
	earlierRuns  int
	earlierSince time.Time // when the first of them ran
}

// release returns the program's kernels to the operator cache.
func (p *program) release() {
	for _, op := range p.ops {
		if op.handle != nil {
			op.handle.Release()
			op.handle = nil
		}
	}
}

// Eval optimizes the DAG below outs into one program of fused and unfused
// operators, runs it, and returns the outputs in order. When ctx ends,
// the running operator stops at its next block and Eval returns ctx's
// error once no goroutine of it reads the inputs any more.
func (e *Engine) Eval(ctx context.Context, outs ...*Expr) (res *Result, err error) {
	e.evalBegins()
	defer e.evalEnds()
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("engine: eval: internal error: %v", r)
		}
	}()
	if s, err := e.splitStaged(ctx, outs); err != nil {
		return nil, err
	} else if s != nil {
		return e.evalStaged(ctx, s)
	}
	prog, err := e.compileGuarded(ctx, outs, e.cfg.compileMode)
	if err != nil {
		return nil, err
	}
	defer func() {
		if prog != nil { // nil when the rerun's compile failed
			prog.release()
		}
	}()
	start := time.Now()
	vals, err := e.execute(ctx, e.dissolveUnfused(prog), nil)
	e.stats.execNS.Add(int64(time.Since(start)))
	if err != nil {
		return nil, err
	}
	if held, _ := e.guardsHold(prog); !held {
		// A speculative chain order was wrong for these values: its
		// results go, and the DAG runs as the up-front proof would have
		// had it (see guard.go).
		e.stats.guardReruns.Add(1)
		prog.release()
		if prog, err = e.compile(ctx, outs, e.cfg.compileMode); err != nil {
			return nil, err
		}
		start := time.Now()
		vals, err = e.execute(ctx, e.dissolveUnfused(prog), nil)
		e.stats.execNS.Add(int64(time.Since(start)))
		if err != nil {
			return nil, err
		}
	}
	return e.result(prog, vals, true), nil
}

// result collects a run's outputs, with canonical NaNs, and lists its
// fused operators. With trustKernels, outputs a kernel of this process
// wrote are taken as canonical already (nanbits.go).
func (e *Engine) result(prog *program, vals []mat.Matrix, trustKernels bool) *Result {
	outVals := make([]mat.Matrix, len(prog.dag.Roots))
	for i, r := range prog.dag.Roots {
		outVals[i] = vals[r.ID]
	}
	res := &Result{outs: unaliased(prog.dag, outVals)}
	for i, r := range prog.dag.Roots {
		if op, ok := prog.ops[r.ID]; !trustKernels || !ok || op.err != nil {
			canonicalizeNaNs(res.outs[i], e.cfg.threads)
		}
	}
	listed := map[*fusedOp]bool{}
	for _, h := range prog.plan.Order {
		if op, ok := prog.ops[h.ID]; ok && !listed[op] {
			listed[op] = true
			res.plan = append(res.plan, op.public())
		}
	}
	return res
}

// runOp runs a fused operator somewhere other than in this process (a
// Distributed evaluation's workers) and stores its outputs in vals; it
// returns false, having done nothing, for an operator that runs here.
type runOp func(ctx context.Context, op *fusedOp, vals []mat.Matrix) (bool, error)

// compile runs the optimizer stages in order, without speculative
// rewrites (see compileWith).
func (e *Engine) compile(ctx context.Context, outs []*Expr, mode CompileMode) (*program, error) {
	return e.compileWith(ctx, outs, mode, false, false)
}

// compileWith runs the optimizer stages in order. With speculate, the
// matrix-chain rule may leave guards (hop.ChainGuard) that the caller
// must check before it uses any result (guard.go). With reuse (Eval), the
// program of an earlier DAG of the same shape is taken when kept, and a
// new one is kept (programcache.go).
func (e *Engine) compileWith(ctx context.Context, outs []*Expr, mode CompileMode, speculate, reuse bool) (*program, error) {
	if e.closed.Load() {
		return nil, fmt.Errorf("engine: eval: %w", ErrClosed)
	}
	if len(outs) == 0 {
		return nil, fmt.Errorf("engine: eval: no outputs")
	}
	if e.cfg.observeCompile != nil {
		e.cfg.observeCompile(outs)
	}
	roots := make([]*hop.Hop, len(outs))
	for i, o := range outs {
		if o.node() == nil {
			return nil, fmt.Errorf("engine: eval: output %d: %w: nil or zero expression", i, ErrShape)
		}
		roots[i] = o.h
	}
	dag, err := hop.Prepare(roots)
	if err != nil {
		return nil, fmt.Errorf("engine: eval: %w", err)
	}
	if err := checkLeaves(dag); err != nil {
		return nil, fmt.Errorf("engine: eval: %w", err)
	}
	prog := &program{dag: dag, ops: map[int]*fusedOp{}}
	optStart := time.Now()
	if !e.cfg.noRewrites {
		prog.rewrites = hop.OptimizeWith(dag, hop.Options{Threads: e.cfg.threads, Speculate: speculate})
	}
	unoptimized := e.cfg.policy == PolicyNone || e.belowOptimizerFloor(dag, mode) || e.lacksCompiler()
	var shape [32]byte
	pendingTracked := !unoptimized && e.tracksPendingDAGs(mode)
	earlier := 0 // unoptimized first sightings to count (firstsight.go)
	var earlierSince time.Time
	if pendingTracked {
		shape = dagShape(dag)
		unoptimized = e.dags.skip(shape, e.tiers)
		if !unoptimized {
			unoptimized, earlier, earlierSince = e.firstSight(shape, dag)
		}
	}
	if unoptimized {
		prog.plan = selection.Unfused(dag)
		e.selectMMOps(prog)
		if err := e.checkBudget(prog); err != nil {
			return nil, err
		}
		return prog, nil
	}
	if reuse && !pendingTracked {
		shape = dagShape(dag)
	}
	if reuse {
		if p := e.reuse(programKey(shape, dag, mode, speculate, e.machineKnown.Load()), dag, mode); p != nil {
			p.rewrites = prog.rewrites
			e.stats.dags.Add(1)
			e.stats.programsReused.Add(1)
			// Counted with the DAGs it optimized, so that OptimizeTime
			// over DAGsOptimized stays the mean of the Evals counted.
			took := time.Since(optStart)
			e.stats.compileNS.Add(int64(took))
			e.stats.addOptimize(took)
			e.stats.hits.Add(int64(len(uniqueOps(slices.Collect(maps.Values(p.ops))))))
			if err := e.checkBudget(p); err != nil {
				p.release()
				return nil, err
			}
			return p, nil
		}
	}
	var measuring time.Duration
	e.warmUp()
	prog.memo = memo.Explore(dag, e.templates(dag))
	switch e.cfg.policy {
	case PolicyFuseAll:
		prog.plan = selection.FuseAll(prog.memo, nil)
		e.stats.plans.Add(1)
	case PolicyFuseNoRedundancy:
		prog.plan = selection.FuseNoRedundancy(prog.memo, nil)
		e.stats.plans.Add(1)
	default: // PolicyCostBased: MPSkipEnum per plan partition (Boehm et al., PVLDB 2018, section 4)
		var rep selection.Report
		machineStart := time.Now()
		sm := e.costMachine(dag)
		// Measuring the machine happens at most once per engine (or never,
		// with stored rates, or in the background); it is not a cost of
		// optimizing this DAG.
		measuring = time.Since(machineStart)
		opts := selection.Options{Machine: &sm, MemoryBudget: e.cfg.memBudget, NoMMOps: e.cfg.noRewrites,
			GainBudget: e.searchGainBudget(mode)}
		prog.plan, rep = selection.CostBased(prog.memo, nil, opts)
		e.stats.plans.Add(rep.PlansEvaluated())
	}
	e.stats.dags.Add(1)
	e.stats.cplans.Add(int64(prog.buildOps()))
	e.selectMMOps(prog)
	took := time.Since(optStart)
	e.stats.compileNS.Add(int64(took))
	e.stats.addOptimize(took - measuring)
	if err := e.checkBudget(prog); err != nil {
		return nil, err
	}
	for _, op := range prog.ops {
		op.earlierRuns, op.earlierSince = earlier, earlierSince
	}
	e.loadProgramKernels(ctx, prog, mode)
	if pendingTracked {
		e.rememberPending(shape, prog)
	}
	if err := ctx.Err(); err != nil {
		prog.release()
		return nil, fmt.Errorf("engine: eval: %w", err)
	}
	if reuse && keepable(prog) && !e.closed.Load() {
		// Keyed as planned: measuring the machine may have happened on
		// the way, and later Evals look up with the measured rates.
		e.programs.keep(programKey(shape, dag, mode, speculate, e.machineKnown.Load()), prog)
		if e.closed.Load() { // Close cleared the cache meanwhile
			e.programs.clear()
		}
	}
	return prog, nil
}

// execute runs the plan's operators in order and returns the values by
// HOP id. Intermediates are dropped after their last reader. remote, when
// not nil, is offered every fused operator first.
func (e *Engine) execute(ctx context.Context, prog *program, remote runOp) ([]mat.Matrix, error) {
	vals := make([]mat.Matrix, len(prog.dag.Nodes))
	reads := make([]int, len(prog.dag.Nodes))
	// The values each step reads, counted here and released after the
	// step from the same lists.
	inputs := make([][]*hop.Hop, len(prog.plan.Order))
	for k, h := range prog.plan.Order {
		inputs[k] = h.Inputs
		if op, ok := prog.ops[h.ID]; ok {
			inputs[k] = op.reads()
		}
		if op, ok := prog.mmops[h.ID]; ok {
			inputs[k] = op.Reads()
		}
		if prog.mmInner[h.ID] {
			inputs[k] = nil
		}
		for _, in := range inputs[k] {
			reads[in.ID]++
		}
	}
	for _, r := range prog.dag.Roots {
		reads[r.ID]++ // outputs are never dropped
	}
	lazy := lazyTransposes(prog)
	share := newCoveredShare(prog)
	var took map[*fusedOp]opRun // by dissolved operator
	if prog.owner != nil {
		took = map[*fusedOp]opRun{}
	}
	for k, h := range prog.plan.Order {
		if err := checkCtx(ctx); err != nil {
			return nil, err
		}
		var err error
		owner := prog.owner[h.ID]
		var start, startWall time.Time
		if owner != nil {
			start, startWall = e.tiers.now(), time.Now()
		}
		if prog.mmInner[h.ID] {
			continue // computed inside a TSMM or MMChain
		}
		if mm, ok := prog.mmops[h.ID]; ok {
			vals[h.ID], err = e.runMMOp(ctx, h, mm, vals)
		} else if d := lazyDense(lazy, h, vals); d != nil {
			vals[h.ID] = mat.Transpose{Matrix: d}
		} else if op, ok := prog.ops[h.ID]; !ok {
			vals[h.ID], err = e.runBasic(ctx, h, vals)
		} else if vals[h.ID] == nil { // a multi-output operator runs once
			ran := false
			if remote != nil {
				ran, err = remote(ctx, op, vals)
			}
			if !ran && err == nil {
				err = e.runFused(ctx, op, vals, share)
			}
			share.done(op)
		}
		if err != nil {
			return nil, err
		}
		if owner != nil {
			r := took[owner]
			r.cpu += e.unfusedSince(start)
			r.wall += time.Since(startWall)
			took[owner] = r
		}
		for _, in := range inputs[k] {
			if reads[in.ID]--; reads[in.ID] == 0 {
				vals[in.ID] = nil
			}
		}
	}
	e.observeDissolved(took)
	return vals, nil
}

// lazyTransposes marks the unfused transposes whose every reader is an
// unfused matrix multiply: they are passed on as mat.Transpose views, which
// Base multiplies by reading the untransposed storage (BLAS's transpose
// flags) instead of copying it. A transpose that is an output, or that a
// fused operator reads, is computed.
func lazyTransposes(prog *program) map[int]bool {
	unfused := map[int]bool{}
	for _, h := range prog.plan.Order {
		if _, ok := prog.ops[h.ID]; !ok {
			unfused[h.ID] = true
		}
	}
	// The operators of a fused operator without a kernel run unfused too
	// (runCovered): a transpose they multiply by need not be copied either.
	for _, op := range prog.ops {
		if op.err != nil {
			for _, c := range op.sel.Covered {
				unfused[c.ID] = true
			}
		}
	}
	lazy := map[int]bool{}
	for _, h := range prog.plan.Order {
		if h.Op != hop.OpTranspose || !unfused[h.ID] || prog.dag.IsRoot(h) {
			continue
		}
		cons := prog.dag.Consumers[h.ID]
		ok := len(cons) > 0
		for _, c := range cons {
			ok = ok && c.Op == hop.OpMatMul && unfused[c.ID]
		}
		lazy[h.ID] = ok
	}
	return lazy
}

// lazyDense returns the dense input of a lazy transpose h, or nil when h
// is computed.
func lazyDense(lazy map[int]bool, h *hop.Hop, vals []mat.Matrix) mat.Matrix {
	if !lazy[h.ID] {
		return nil
	}
	return transposable(vals[h.Inputs[0].ID])
}

// transposable returns x when Base multiplies a mat.Transpose view of it
// without a copy of its own: a dense matrix (BLAS's transpose flags), or a
// CSR matrix, whose t(X) %*% W with a narrow W Base computes from X's rows
// in the order of the fused operator (internal/base, dotorder.go), where a
// materialized t(X) would be multiplied in another order. Nil otherwise.
func transposable(x mat.Matrix) mat.Matrix {
	switch v := x.(type) {
	case *mat.Dense:
		return v
	case *matrix.CSR:
		return v
	}
	return nil
}

// reads returns the operators whose values op reads: the selection's
// inputs, which its covered operators read when it falls back, and the
// CPlan's, which can differ (a Row t(X) %*% y reads X where the selection
// reads a materialized t(X)).
func (op *fusedOp) reads() []*hop.Hop {
	if op.cp == nil {
		return op.sel.Inputs
	}
	out := append([]*hop.Hop(nil), op.sel.Inputs...)
	for _, in := range op.cp.Inputs {
		if !slices.Contains(out, in.Hop) {
			out = append(out, in.Hop)
		}
	}
	return out
}

// runFused runs a fused operator with its kernel, or its covered operators
// with Base when the kernel is unavailable, and stores its outputs.
func (e *Engine) runFused(ctx context.Context, op *fusedOp, vals []mat.Matrix, share *coveredShare) error {
	if op.err == nil {
		if err := e.adaptFormats(ctx, op, vals); err != nil {
			op.err = err
		}
	}
	if op.err != nil {
		e.noteFallback(op)
		start, startWall := e.tiers.now(), time.Now()
		err := e.runCovered(ctx, op.sel, vals, share)
		if errors.Is(op.err, errKernelPending) {
			r := opRun{cpu: e.unfusedSince(start), wall: time.Since(startWall)}
			e.tiers.observeUnfused(op.unfusedEst, r.cpu)
			e.tiers.observeUnfusedKey(op.key, r)
		}
		return err
	}
	ins := make([]mat.Matrix, len(op.cp.Inputs))
	for i, in := range op.cp.Inputs {
		ins[i] = vals[in.Hop.ID]
		if t, ok := ins[i].(mat.Transpose); ok {
			// Kernels read packed storage; views are only for Base.
			ins[i] = mat.DenseCopyOf(t)
		}
	}
	// Timed for demote.go, which only the default mode reads (a
	// getrusage call on each side).
	timed := e.cfg.compileMode == CompileTiered
	var start, startWall time.Time
	if timed {
		start, startWall = e.tiers.now(), time.Now()
	}
	v, err := e.runKernel(ctx, op, ins)
	if err == nil && timed {
		e.tiers.observeKernel(op.key, opRun{cpu: e.unfusedSince(start), wall: time.Since(startWall)})
	}
	if err != nil {
		return fmt.Errorf("engine: eval: fused %s at %s: %w", op.cp.Template, op.sel.Root, err)
	}
	if len(op.sel.Roots) > 1 { // MAgg: one 1 x K result, one value per root
		for k, r := range op.sel.Roots {
			vals[r.ID] = mat.NewDense(1, 1, []float64{v.At(0, k)})
		}
		return nil
	}
	vals[op.sel.Root.ID] = v
	return nil
}

// adaptFormats rebuilds op's plan when an input arrives in another format
// than inferred (CSR where dense was expected or the reverse), which
// happens when a scalar's value decides the format at run time.
func (e *Engine) adaptFormats(ctx context.Context, op *fusedOp, vals []mat.Matrix) error {
	actual := func(h *hop.Hop) bool {
		_, isCSR := vals[h.ID].(*matrix.CSR)
		return isCSR && !h.IsScalar()
	}
	same := true
	for _, in := range op.cp.Inputs {
		byFormat := in.Kind == cplan.KindMatrix || in.Kind == cplan.KindColVector ||
			in.Kind == cplan.KindRowVector || in.Kind == cplan.KindWhole
		if byFormat && actual(in.Hop) != in.Sparse {
			same = false
		}
	}
	if same {
		return nil
	}
	cp, err := cplan.Build(op.sel, actual)
	if err != nil {
		return err
	}
	e.stats.cplans.Add(1)
	if op.handle != nil {
		op.handle.Release()
		op.handle = nil
	}
	op.cp = cp
	if err := markGuard(op); err != nil {
		return err
	}
	return e.loadKernel(ctx, op)
}

// runCovered evaluates the operators of a fused operator one by one and
// stores its outputs.
func (e *Engine) runCovered(ctx context.Context, sel *selection.FusedOp, vals []mat.Matrix, share *coveredShare) error {
	local := map[int]mat.Matrix{}
	lookup := func(h *hop.Hop) mat.Matrix {
		if v, ok := local[h.ID]; ok {
			return v
		}
		return vals[h.ID]
	}
	lazy := lazyCoveredTransposes(sel)
	for _, h := range sel.Covered {
		if v, ok := share.get(h); ok {
			local[h.ID] = v
			continue
		}
		ins := make([]mat.Matrix, len(h.Inputs))
		for k, in := range h.Inputs {
			ins[k] = lookup(in)
		}
		if d := transposable(ins[0]); d != nil && lazy[h.ID] {
			// As in execute (lazyTransposes): Base multiplies a transposed
			// view without copying it, and the unfused tier must not be
			// slower than Base.
			local[h.ID] = mat.Transpose{Matrix: d} // not shared: a view only for this operator's multiplies
			continue
		}
		v, err := e.basicOp(ctx, h, ins)
		if err != nil {
			return err
		}
		local[h.ID] = v
		share.put(h, v)
	}
	for _, r := range sel.Roots {
		vals[r.ID] = local[r.ID]
	}
	return nil
}

// lazyCoveredTransposes marks the transposes inside a fused operator that
// run unfused whose every consumer in the operator is a matrix multiply and
// that are not an output of it: they can stay transposed views.
func lazyCoveredTransposes(sel *selection.FusedOp) map[int]bool {
	lazy := map[int]bool{}
	for _, h := range sel.Covered {
		if h.Op != hop.OpTranspose || slices.Contains(sel.Roots, h) {
			continue
		}
		ok := false
		for _, c := range sel.Covered {
			if slices.Contains(c.Inputs, h) {
				if c.Op != hop.OpMatMul {
					ok = false
					break
				}
				ok = true
			}
		}
		lazy[h.ID] = ok
	}
	return lazy
}

// buildOps builds the CPlan of every fused operator of prog's plan, once
// per operator however many HOPs it covers, and marks its guard; it
// returns how many CPlans were built.
func (prog *program) buildOps() int {
	n := 0
	built := map[*selection.FusedOp]*fusedOp{}
	for _, h := range prog.plan.Order {
		sel, ok := prog.plan.Fused[h.ID]
		if !ok {
			continue
		}
		op, ok := built[sel]
		if !ok {
			op = &fusedOp{sel: sel, dag: prog.dag}
			built[sel] = op
			op.cp, op.err = cplan.Build(sel, nil)
			if op.err == nil {
				n++
				op.err = markGuard(op)
			}
		}
		prog.ops[h.ID] = op
	}
	return n
}
