package skeletons

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/matrix"
)

// RunRow executes a compiled Row kernel over the rows of the plan's main
// input. Each worker gets its own scratch buffer for row vectors and, for
// column aggregates and t(X) %*% W, its own partial output, merged in
// worker order afterwards.
func RunRow(ctx context.Context, p *cplan.CPlan, fn uintptr, inputs []mat.Matrix, threads int) (mat.Matrix, error) {
	if len(inputs) != len(p.Inputs) {
		return nil, fmt.Errorf("skeletons: row: %d inputs for a plan with %d", len(inputs), len(p.Inputs))
	}
	args, err := bindInputs(p, inputs)
	if err != nil {
		return nil, err
	}
	cols := make([]int, len(inputs))
	for i, in := range inputs {
		_, cols[i] = in.Dims()
	}
	layout, scratch, err := p.RowLayout(cols)
	if err != nil {
		return nil, fmt.Errorf("skeletons: row: %w", err)
	}
	n, m := inputs[0].Dims()
	var main *matrix.CSR
	work := int64(n) * int64(m)
	if c, ok := inputs[0].(*matrix.CSR); ok {
		main = c
		work = int64(c.NNZ()) + int64(n)
	}
	tasks := splitRows(n, work, threads, main)
	workers := min(threads, len(tasks))
	outRows, outCols := p.Root.Rows, p.Root.Cols

	auxes := make([][]int64, workers)
	scratches := make([][]float64, workers)
	for w := range auxes {
		scratches[w] = make([]float64, scratch)
		auxes[w] = append([]int64(nil), layout...)
		auxes[w][0] = int64(uintptr(unsafe.Pointer(&scratches[w][0])))
	}
	var out []float64
	var result *mat.Dense
	part := 0 // size of a per-worker partial output
	switch p.Variant {
	case cplan.NoAgg, cplan.RowAgg:
		result = mat.NewDense(outRows, outCols, nil)
		out = result.RawMatrix().Data
	case cplan.ColAgg:
		part = outCols
		out = make([]float64, workers*part)
		fill(out, identity(p.AggOp))
	case cplan.ColAggT:
		part = outRows * outCols
		out = make([]float64, workers*part)
	case cplan.FullAgg:
		out = make([]float64, len(tasks))
		fill(out, identity(p.AggOp))
	}

	callErrs := make([]error, len(tasks))
	err = runTasks(ctx, tasks, workers, func(worker, task int, r rowRange) {
		target := unsafe.Pointer(&out[0])
		switch p.Variant {
		case cplan.ColAgg, cplan.ColAggT:
			target = unsafe.Pointer(&out[worker*part])
		case cplan.FullAgg:
			target = unsafe.Pointer(&out[task])
		}
		callErrs[task] = jit.Call(fn, args.vals, args.rowptr, args.colidx, args.scalars,
			uintptr(target), uintptr(m), uintptr(r.lo), uintptr(r.hi), uintptr(unsafe.Pointer(&auxes[worker][0])))
	})
	runtime.KeepAlive(scratches)
	runtime.KeepAlive(auxes)
	runtime.KeepAlive(args)
	runtime.KeepAlive(inputs)
	runtime.KeepAlive(out)
	if err == nil {
		err = errors.Join(callErrs...)
	}
	if err != nil {
		return nil, fmt.Errorf("skeletons: row: %w", err)
	}
	switch p.Variant {
	case cplan.ColAgg, cplan.ColAggT:
		res := out[:part]
		for w := 1; w < workers; w++ {
			for j, v := range out[w*part : (w+1)*part] {
				res[j] = combine(p.AggOp, res[j], v)
			}
		}
		if p.OuterTransposed() { // res is outCols x outRows
			result = mat.NewDense(outRows, outCols, nil)
			data := result.RawMatrix().Data
			for c := 0; c < outCols; c++ {
				for j, v := range res[c*outRows : (c+1)*outRows] {
					data[j*outCols+c] = v
				}
			}
			break
		}
		result = mat.NewDense(outRows, outCols, append([]float64(nil), res...))
	case cplan.FullAgg:
		acc := out[0]
		for _, v := range out[1:] {
			acc = combine(p.AggOp, acc, v)
		}
		result = mat.NewDense(1, 1, []float64{acc})
	}
	return result, nil
}
