package engine

import (
	"context"
	"errors"
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/internal/skeletons"
	"github.com/fusejit/fusejit/matrix"
)

// ErrNotPartitionable is wrapped by the error of Engine.Stage when the
// outputs cannot run as one fused operator over a Source's partitions.
var ErrNotPartitionable = errors.New("not partitionable")

// Executor runs a Stage over the partitions of a Source and returns the
// stage's outputs, in the order given to Engine.Stage. Engine runs the
// partitions one after the other in this process; a distributed runner
// (the nested module github.com/fusejit/fusejit/beam) runs them on workers.
//
// Every Executor must return the same bits for the same stage and source:
// each partition's result is RunPartition's, and Stage.Combine merges them
// in partition order, whatever order they were computed in.
type Executor interface {
	Execute(ctx context.Context, st *Stage, src *Source) ([]mat.Matrix, error)
}

var _ Executor = (*Engine)(nil)

// Execute runs st over src's partitions in this process.
func (e *Engine) Execute(ctx context.Context, st *Stage, src *Source) ([]mat.Matrix, error) {
	if src.Inputs() != st.w.Sources {
		return nil, fmt.Errorf("engine: execute: the source has %d inputs, the stage was planned for %d", src.Inputs(), st.w.Sources)
	}
	parts := make([]mat.Matrix, src.Partitions())
	for p := range parts {
		blocks, err := src.Partition(p)
		if err != nil {
			return nil, err
		}
		if parts[p], err = e.RunPartition(ctx, st, blocks, st.side); err != nil {
			return nil, fmt.Errorf("engine: execute: partition %d: %w", p, err)
		}
	}
	m, err := st.Combine(parts)
	if err != nil {
		return nil, err
	}
	return st.Outputs(m)
}

// RunPartition runs st's kernel over one partition: blocks are its rows of
// the source's inputs (Source.Partition, or the same blocks decoded on a
// worker), side the stage's side inputs (Stage.SideInputs). The kernel is
// loaded from the engine's operator cache, the persistent cache directory,
// or compiled from the plan; it is the kernel the driver compiled, or an
// error. The result is the partition's partial aggregate or its rows of
// the result (see Stage.RowOutput).
func (e *Engine) RunPartition(ctx context.Context, st *Stage, blocks, side []mat.Matrix) (res mat.Matrix, err error) {
	e.evalBegins() // for the background measurement, as an Eval
	defer e.evalEnds()
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("engine: run partition: internal error: %v", r)
		}
	}()
	if e.closed.Load() {
		return nil, fmt.Errorf("engine: run partition: %w", ErrClosed)
	}
	if len(blocks) != st.w.Sources || len(side) != st.w.Sides {
		return nil, fmt.Errorf("engine: run partition: %d blocks and %d side inputs, the stage has %d and %d", len(blocks), len(side), st.w.Sources, st.w.Sides)
	}
	rows, _ := blocks[0].Dims()
	for k, b := range blocks {
		if r, _ := b.Dims(); r != rows {
			return nil, fmt.Errorf("engine: run partition: %w: block %d has %d rows, block 0 %d", ErrShape, k, r, rows)
		}
	}
	ins := make([]mat.Matrix, len(st.w.Inputs))
	for i, k := range st.w.Inputs {
		if k >= 0 {
			ins[i] = blocks[k]
		} else {
			ins[i] = side[-1-k]
		}
	}
	cp, err := st.plan(rows)
	if err != nil {
		return nil, fmt.Errorf("engine: run partition: %w", err)
	}
	op := &fusedOp{cp: cp}
	e.loadKernels(borrowingKernels(ctx), []*fusedOp{op}, CompileSync)
	if op.handle != nil {
		defer op.handle.Release()
	}
	if op.err != nil {
		return nil, fmt.Errorf("engine: run partition: kernel %s: %w", st.w.Key, op.err)
	}
	// A worker's engine never planned this operator, so nothing checked
	// its allocation against the budget or the host yet (runKernel's
	// check on the Eval path).
	if err := e.base.Reserve("partition output", partitionBytes(cp, st.w.RowOutput)); err != nil {
		return nil, fmt.Errorf("engine: run partition: %w", err)
	}
	v, err := skeletons.Run(ctx, cp, op.fn, ins, e.cfg.threads)
	if err != nil {
		return nil, fmt.Errorf("engine: run partition: %w", err)
	}
	return v, nil
}

// partitionBytes bounds what running cp over one partition allocates: the
// partition's rows of a row output, or else one partial of the aggregate
// per kernel call, of which there are at most parallel.MaxTasks.
func partitionBytes(cp *cplan.CPlan, rowOutput bool) int64 {
	cells := float64(cp.Root.Rows) * float64(cp.Root.Cols)
	if !rowOutput {
		cells *= parallel.MaxTasks
	}
	if bytes := cells * 8; bytes < 1<<62 {
		return int64(bytes)
	}
	return 1 << 62
}

// Combine merges the partitions' results, given in partition order: row
// blocks are stacked, partial aggregates folded left to right (p0 with p1,
// then with p2, ...), the same order for every executor.
func (st *Stage) Combine(parts []mat.Matrix) (mat.Matrix, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("engine: combine: no partitions")
	}
	if st.w.RowOutput {
		return stackRows(parts)
	}
	acc := mat.DenseCopyOf(parts[0])
	for p := 1; p < len(parts); p++ {
		if err := st.Fold(acc, parts[p]); err != nil {
			return nil, fmt.Errorf("engine: combine: partition %d: %w", p, err)
		}
	}
	return acc, nil
}

// Fold merges one more partial aggregate into acc, in place: the step
// Combine repeats, for runners that fold as partials arrive in order.
func (st *Stage) Fold(acc *mat.Dense, part mat.Matrix) error {
	r, c := acc.Dims()
	if pr, pc := part.Dims(); pr != r || pc != c {
		return fmt.Errorf("%w: partial %dx%d, accumulator %dx%d", ErrShape, pr, pc, r, c)
	}
	for i := range r {
		for j := range c {
			op := st.w.AggOps[0]
			if len(st.w.AggOps) > 1 {
				op = st.w.AggOps[j] // MAgg: one aggregate per column
			}
			acc.Set(i, j, hop.AggFold(op, acc.At(i, j), part.At(i, j)))
		}
	}
	return nil
}

// Outputs splits a combined result into the stage's outputs.
func (st *Stage) Outputs(m mat.Matrix) ([]mat.Matrix, error) {
	if st.w.Columns == nil {
		return []mat.Matrix{m}, nil
	}
	out := make([]mat.Matrix, len(st.w.Columns))
	for i, k := range st.w.Columns {
		if _, c := m.Dims(); k >= c {
			return nil, fmt.Errorf("engine: outputs: %w: output %d in column %d of %d", ErrShape, i, k, c)
		}
		out[i] = mat.NewDense(1, 1, []float64{m.At(0, k)})
	}
	return out, nil
}

// stackRows stacks row blocks: CSR when every block is, else dense.
func stackRows(parts []mat.Matrix) (mat.Matrix, error) {
	rows, cols := 0, -1
	allCSR := true
	for p, m := range parts {
		r, c := m.Dims()
		if cols >= 0 && c != cols {
			return nil, fmt.Errorf("engine: combine: %w: partition %d has %d columns, partition 0 %d", ErrShape, p, c, cols)
		}
		rows, cols = rows+r, c
		_, isCSR := m.(*matrix.CSR)
		allCSR = allCSR && isCSR
	}
	if allCSR {
		ptr := []int64{0}
		var idx []int32
		var vals []float64
		for _, m := range parts {
			c := m.(*matrix.CSR)
			rp := c.RowPtr()
			shift := int64(len(idx)) - rp[0] // rebase on the blocks so far
			for _, x := range rp[1:] {
				ptr = append(ptr, x+shift)
			}
			idx = append(idx, c.ColIdx()[rp[0]:rp[len(rp)-1]]...)
			vals = append(vals, c.Values()[rp[0]:rp[len(rp)-1]]...)
		}
		return matrix.NewCSRFromParts(rows, cols, ptr, idx, vals), nil
	}
	out := mat.NewDense(rows, cols, nil)
	at := 0
	for _, m := range parts {
		r, _ := m.Dims()
		out.Slice(at, at+r, 0, cols).(*mat.Dense).Copy(m)
		at += r
	}
	return out, nil
}
