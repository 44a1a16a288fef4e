package engine

import (
	"context"
	"fmt"
	"time"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
)

// Evaluator evaluates expressions: *Engine in this process, *Distributed
// with the operators over a Source's rows on an Executor's workers.
// Algorithms written against it run either way.
type Evaluator interface {
	Eval(ctx context.Context, outs ...*Expr) (*Result, error)
}

var (
	_ Evaluator = (*Engine)(nil)
	_ Evaluator = (*Distributed)(nil)
)

// Distributed evaluates whole programs, of several fused and unfused
// operators, over a row-partitioned Source. The program is optimized as
// Eval optimizes it; then each fused operator whose main input has the
// source's rows runs as a Stage of its own on the Executor (one job per
// operator: per-partition kernel, then stacked rows or partials folded in
// partition order), when the distributed cost model (Placement) says that
// is cheaper than running it on the driver. Everything else runs on the
// driver, in this process: unfused operators, operators over small
// values (vectors of the columns' length, scalars) and fused operators the
// model keeps local.
//
// Values flow between stages through the driver: an earlier operator's
// small result (an aggregate, a vector) becomes a side input of a later
// stage, broadcast to every partition; a row-aligned result (X %*% v has
// the source's rows) is collected and partitioned again, with the same row
// ranges, when a later stage reads it row by row. The row-aligned inputs
// the caller gave to NewSource are resident: on a cluster they live where
// the partitions are and are not shipped by the driver.
//
// The placement depends on the program, the source and the Cluster, never
// on the Executor, so a program gives the same bits on every Executor: on the
// Engine itself (partitions one after the other, in this process) and on a
// distributed runner. Against a plain Eval, a distributed aggregate sums in
// another order (per partition, then partials in partition order): the
// reordering of sums SEMANTICS.md allows.
type Distributed struct {
	eng     *Engine
	src     *Source
	exec    Executor
	cluster Cluster
}

// Distribute returns an evaluator running programs over src's partitions
// with exec (e itself for local partitioned execution), its operators
// placed for the cluster WithCluster gives (see there for the default).
func (e *Engine) Distribute(src *Source, exec Executor, opts ...DistributeOption) (*Distributed, error) {
	switch {
	case src == nil:
		return nil, fmt.Errorf("engine: distribute: nil source")
	case exec == nil:
		return nil, fmt.Errorf("engine: distribute: nil executor")
	case e.cfg.policy == PolicyNone:
		return nil, fmt.Errorf("engine: distribute: policy %s fuses nothing, and only fused operators run on workers", e.cfg.policy)
	}
	d := &Distributed{eng: e, src: src, exec: exec,
		cluster: Cluster{JobLatency: DefaultJobLatency, ReadRate: DefaultReadRate, WorkerMemory: e.cfg.memBudget}}
	for _, o := range opts {
		o(d)
	}
	if err := d.cluster.validate(); err != nil {
		return nil, err
	}
	return d, nil
}

// Source is the partitioned data the evaluator distributes over.
func (d *Distributed) Source() *Source { return d.src }

// Eval optimizes the DAG below outs, runs it with the operators placed as
// Explain shows, and returns the outputs in order.
func (d *Distributed) Eval(ctx context.Context, outs ...*Expr) (res *Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("engine: distributed eval: internal error: %v", r)
		}
	}()
	prog, err := d.compile(ctx, outs)
	if err != nil {
		return nil, err
	}
	defer prog.release()
	start := time.Now()
	vals, err := d.eng.execute(ctx, prog, d.runRemote)
	d.eng.stats.execNS.Add(int64(time.Since(start)))
	if err != nil {
		return nil, err
	}
	// Remote stages' outputs are merged here in Go: scan them all.
	return d.eng.result(prog, vals, false), nil
}

// compile optimizes outs as Eval does, with every kernel compiled before
// it returns: the workers load them from the shared cache directory.
func (d *Distributed) compile(ctx context.Context, outs []*Expr) (*program, error) {
	roots := make([]*hop.Hop, 0, len(outs))
	for _, o := range outs {
		if o.node() != nil {
			roots = append(roots, o.h)
		}
	}
	if hop.HasDynamicShape(roots) {
		// Eval runs such DAGs in two optimizations (staged.go); the first
		// would run on the driver alone, so it is refused rather than
		// silently not distributed.
		return nil, fmt.Errorf("engine: distributed eval: %w: operators above a data-dependent size (removeEmpty)", ErrNotPartitionable)
	}
	return d.eng.compile(ctx, outs, CompileSync)
}

// runRemote runs op as a stage on the executor when the cost model places
// it on the workers; it is execute's runOp.
func (d *Distributed) runRemote(ctx context.Context, op *fusedOp, vals []mat.Matrix) (bool, error) {
	if op.err != nil || op.cp == nil {
		return false, nil // runFused runs its operators unfused, here
	}
	if err := d.eng.adaptFormats(ctx, op, vals); err != nil {
		op.err = err
		return false, nil
	}
	if !d.place(op).OnWorkers {
		return false, nil
	}
	var blocks []*hop.Hop
	block := map[int]int{} // HOP id -> block of the stage's source
	bind := func(in cplan.Input, _ bool) (int, mat.Matrix, error) {
		v := vals[in.Hop.ID]
		if v == nil {
			return 0, nil, fmt.Errorf("input %s was not computed", in.Hop)
		}
		if t, ok := v.(mat.Transpose); ok {
			v = mat.DenseCopyOf(t) // kernels and coders read packed storage
		}
		if !d.partitioned(in) {
			return -1, v, nil
		}
		if k, ok := block[in.Hop.ID]; ok {
			return k, nil, nil
		}
		leaf := leafOf(v)
		if leaf == nil {
			return 0, nil, fmt.Errorf("%w: input %s is empty", ErrShape, in.Hop)
		}
		block[in.Hop.ID] = len(blocks)
		blocks = append(blocks, leaf)
		return len(blocks) - 1, nil, nil
	}
	st, err := buildStage(op, op.sel.Roots, 0, bind)
	if err != nil {
		return false, err
	}
	st.w.Sources = len(blocks)
	src, err := newSource(d.src.Partitions(), blocks)
	if err != nil {
		return false, fmt.Errorf("engine: distributed eval: %s: %w", op.sel.Root, err)
	}
	for i, h := range blocks {
		src.resident[i] = d.src.index(h) >= 0
	}
	if src.Partitions() != d.src.Partitions() {
		return false, fmt.Errorf("engine: distributed eval: %s: %d partitions, the source has %d", op.sel.Root, src.Partitions(), d.src.Partitions())
	}
	outs, err := d.exec.Execute(ctx, st, src)
	if err != nil {
		return false, fmt.Errorf("engine: distributed eval: fused %s at %s: %w", op.cp.Template, op.sel.Root, err)
	}
	if len(outs) != len(op.sel.Roots) {
		return false, fmt.Errorf("engine: distributed eval: fused %s at %s: %d outputs, want %d", op.cp.Template, op.sel.Root, len(outs), len(op.sel.Roots))
	}
	for k, r := range op.sel.Roots {
		vals[r.ID] = outs[k]
	}
	return true, nil
}

// partitioned reports whether plan input in travels as row blocks (read
// row by row along a main input with the source's rows) rather than as a
// side input.
func (d *Distributed) partitioned(in cplan.Input) bool {
	return rowAlignedKind(in.Kind) && in.Hop.Rows == d.src.Rows()
}
