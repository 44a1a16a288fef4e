package skeletons

import (
	"context"
	"fmt"
	"runtime"
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// Run executes the compiled kernel fn of plan p, of any template, over the
// plan's iteration space on up to threads goroutines. inputs holds one
// value per plan input (a contiguous *mat.Dense or a *matrix.CSR; scalars
// as 1 x 1 values) and is only read. The result is a *mat.Dense (1 x K for
// a MAgg operator's K aggregates), or a *matrix.CSR for a no_agg operator
// whose unfused result would be sparse.
//
// The result does not depend on threads or on scheduling: rows are cut
// into calls by shape alone, and calls that aggregate across rows write
// partials of their own, merged in call order.
func Run(ctx context.Context, p *cplan.CPlan, fn uintptr, inputs []mat.Matrix, threads int) (mat.Matrix, error) {
	return runAny(ctx, p, fn, inputs, threads, nil)
}

// runAny is Run that also folds a MainGuard plan's measured maxima into
// guard when guard is not nil (see RunGuarded).
func runAny(ctx context.Context, p *cplan.CPlan, fn uintptr, inputs []mat.Matrix, threads int, guard []uint64) (mat.Matrix, error) {
	if len(inputs) != len(p.Inputs) {
		return nil, fmt.Errorf("skeletons: %s: %d inputs for a plan with %d", p.Template, len(inputs), len(p.Inputs))
	}
	rows, cols := make([]int, len(inputs)), make([]int, len(inputs))
	for i, in := range inputs {
		rows[i], cols[i] = in.Dims()
	}
	if t, ok := planRowTiling(p, rows, cols); ok {
		return runRowTiled(ctx, p, fn, inputs, threads, t, guard)
	}
	return run(ctx, p, fn, inputs, threads, guard)
}

// run is Run over the whole iteration space in one pass; a MainGuard
// plan's maxima are folded into guard (when not nil).
func run(ctx context.Context, p *cplan.CPlan, fn uintptr, inputs []mat.Matrix, threads int, guard []uint64) (mat.Matrix, error) {
	timer := startPass(ctx, p)
	args, err := bindInputs(p, inputs)
	if err != nil {
		return nil, err
	}
	rows, cols := make([]int, len(inputs)), make([]int, len(inputs))
	for i, in := range inputs {
		rows[i], cols[i] = in.Dims()
	}
	frame, err := p.ABI().Frame(rows, cols)
	if err != nil {
		return nil, fmt.Errorf("skeletons: %s: %w", p.Template, err)
	}
	main := mainCSR(p, inputs)
	if main != nil {
		p.ABI().FitOuterRows(frame, main.RowPtr())
	}
	out, shared := newOutput(p, frame, main, args)
	if out == nil {
		return nil, fmt.Errorf("skeletons: %s: variant %s is not supported", p.Template, p.Variant)
	}
	tasks, work := split(splitFrame(p, frame, main))
	ranges := calls(tasks, out.part, work)
	chunkRows := 0
	if p.OuterBlocked() {
		chunkRows = int(frame.Aux[cplan.AuxOuterRows])
	}
	runs := callRuns(ranges, chunkRows, threads)
	workers := parallel.Threads(threads, len(runs))
	timer.calls(len(ranges))
	var merge *inOrderMerge
	if out.part >= streamMinPart && len(ranges) > 1 {
		merge = newInOrderMerge(out)
	} else {
		out.alloc(shared, len(ranges))
	}

	var blocked *blockedPartial
	scratch := frame.Scratch
	if p.PartialBlocked() {
		if blocked, err = newBlockedPartial(p, frame, inputs, workers); err != nil {
			return nil, fmt.Errorf("skeletons: %s: %w", p.Template, err)
		}
		scratch = blocked.scratch
	}

	// Every worker gets its own aux, pointing to its own scratch.
	auxes := make([][]int64, workers)
	scratches := make([][]float64, workers)
	scratchBufs := make([][]float64, workers) // to give back (takeScratch)
	reuse := reusesScratch(p)
	for w := range auxes {
		auxes[w] = append([]int64(nil), frame.Aux...)
		if scratch > 0 {
			if reuse {
				scratches[w] = takeOuterScratch(scratch, scatteredSlots(p, frame))
			} else {
				scratches[w], scratchBufs[w] = takeScratch(scratch)
			}
			auxes[w][cplan.AuxScratch] = int64(uintptr(unsafe.Pointer(&scratches[w][0])))
		}
		if blocked != nil {
			blocked.bind(auxes[w])
		}
		if out.flags != nil {
			auxes[w][cplan.AuxFlags] = int64(uintptr(unsafe.Pointer(&out.flags[0])))
		}
	}
	guards := newGuardSlots(p, auxes)
	words := args.words()
	words[cplan.ParamM] = uintptr(frame.Cols)
	// callOne makes call c on worker w.
	callOne := func(w, c int) error {
		begin := timer.since()
		call := words
		var part []float64
		if merge == nil {
			call[cplan.ParamOut] = out.target(c)
		} else {
			part = merge.target(c)
			call[cplan.ParamOut] = uintptr(unsafe.Pointer(&part[0]))
		}
		call[cplan.ParamRL], call[cplan.ParamRU] = uintptr(ranges[c].Lo), uintptr(ranges[c].Hi)
		call[cplan.ParamAux] = uintptr(unsafe.Pointer(&auxes[w][0]))
		if blocked != nil {
			if part == nil {
				part = out.buf[c*out.part : (c+1)*out.part]
			}
			if err := blocked.call(fn, call, w, scratches[w], ranges[c].Lo, ranges[c].Hi, part); err != nil {
				return err
			}
		} else if err := jit.Call(fn, call[:]...); err != nil {
			return err
		}
		if merge != nil {
			merge.done(c, part)
		}
		timer.task(c, ranges[c].Lo, ranges[c].Hi, w, begin)
		return nil
	}
	err = parallel.For(ctx, threads, len(runs), func(w, r int) error {
		for c := runs[r].Lo; c < runs[r].Hi; c++ {
			if chunkRows > 0 {
				auxes[w][cplan.AuxOuterDotsEnd] = int64(ranges[runs[r].Hi-1].Hi)
			}
			if err := callOne(w, c); err != nil {
				return err
			}
		}
		return nil
	})
	args.release()
	runtime.KeepAlive(inputs)
	runtime.KeepAlive(auxes)
	runtime.KeepAlive(scratches)
	// Every call has returned, even after an error.
	if reuse {
		giveOuterScratch(scratches)
	}
	for _, b := range scratchBufs {
		partialBuffers.give(b)
	}
	if blocked != nil {
		blocked.release()
	}
	runtime.KeepAlive(blocked)
	// Every call has returned: the partials go back to the free list once
	// the result is copied out of them.
	release := out.release
	if merge != nil {
		release = merge.release
	}
	if err != nil {
		release()
		return nil, fmt.Errorf("skeletons: %s: %w", p.Template, err)
	}
	guards.fold(guard)
	var res mat.Matrix
	if merge != nil {
		res = out.result(1)
	} else {
		res = out.result(len(ranges))
	}
	release()
	timer.end(workers)
	return res, nil
}

// mainCSR returns the main input when the kernel visits only its stored
// cells (sparse-safe Cell, MAgg and Outer plans, Row plans over a CSR
// main input), whose row pointers then weigh the tasks; nil otherwise.
func mainCSR(p *cplan.CPlan, inputs []mat.Matrix) *matrix.CSR {
	c, ok := inputs[0].(*matrix.CSR)
	if !ok || (p.Template != memo.TemplateRow && !p.SparseSafe) {
		return nil
	}
	return c
}

// splitFrame returns the frame and CSR that decide the tasks: frame and
// main, except for the sums of Cell, MAgg and Row plans that aggregate
// across rows (full sums, column sums). Their order (SEMANTICS.md,
// "Summation order") cuts the summed rows into the tasks of
// parallel.Split(rows, rows*width) whatever is stored, as Base does on the
// intermediate it sums, which may store other zeros than the kernel's main
// input; width is that of the summed rows (for Row plans, of the output
// node's row vector, not of the main input).
func splitFrame(p *cplan.CPlan, f *cplan.Frame, main *matrix.CSR) (*cplan.Frame, *matrix.CSR) {
	switch {
	case p.Template == memo.TemplateOuter:
		return f, main
	case p.Variant == cplan.FullAgg:
	case p.Variant == cplan.ColAgg && p.AggOp == hop.OpSum:
	default:
		return f, main
	}
	if p.Template == memo.TemplateRow {
		for t, n := range p.ABI().Nodes {
			if n == p.Out {
				g := *f
				g.Cols = int(f.Aux[cplan.NodeSlot(t, cplan.NodeWidth)])
				return &g, nil
			}
		}
	}
	return f, nil
}
