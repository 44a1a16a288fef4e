package skeletons

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/jit"
	"github.com/fusejit/fusejit/internal/memo"
	"github.com/fusejit/fusejit/matrix"
)

// RunCell executes a compiled Cell, MAgg or Outer kernel over the
// iteration space of plan. inputs holds one value per plan input (a
// contiguous *mat.Dense or a *matrix.CSR; scalars as 1 x 1 values). The
// result is a *mat.Dense (1 x K for a MAgg operator's K aggregates), or a
// *matrix.CSR with the main input's structure for a sparse-safe no_agg
// operator. Inputs are only read.
func RunCell(ctx context.Context, p *cplan.CPlan, fn uintptr, inputs []mat.Matrix, threads int) (mat.Matrix, error) {
	if len(inputs) != len(p.Inputs) {
		return nil, fmt.Errorf("skeletons: cell: %d inputs for a plan with %d", len(inputs), len(p.Inputs))
	}
	args, err := bindInputs(p, inputs)
	if err != nil {
		return nil, err
	}
	n, m := p.Rows, p.Cols
	var main *matrix.CSR
	work := int64(n) * int64(m)
	if p.SparseSafe {
		main = inputs[0].(*matrix.CSR)
		work = int64(main.NNZ()) + int64(n)
	}
	aux := []int64{0, 0, 0, 0} // Outer: rank r, factor width r2; flags pointer; scratch pointer
	if p.Template == memo.TemplateOuter {
		dims, err := outerDims(p, inputs)
		if err != nil {
			return nil, err
		}
		copy(aux, dims)
		work *= max(aux[0], 1) // dot products of rank r per stored cell
	}
	tasks := splitRows(n, work, threads, main)
	workers := min(threads, len(tasks))
	outs := len(p.Outputs())

	var out []float64
	var result mat.Matrix
	switch p.Variant {
	case cplan.NoAgg:
		if p.SparseSafe {
			out = make([]float64, max(main.NNZ(), 1))
			result = sparseLike(main, out[:main.NNZ()])
		} else {
			d := mat.NewDense(n, m, nil)
			out, result = d.RawMatrix().Data, d
		}
	case cplan.RowAgg:
		d := mat.NewDense(n, 1, nil)
		out, result = d.RawMatrix().Data, d
	case cplan.ColAgg:
		out = make([]float64, workers*m)
		fill(out, identity(p.AggOp))
	case cplan.FullAgg:
		out = make([]float64, len(tasks)*outs)
	case cplan.RightMM:
		d := mat.NewDense(n, int(aux[1]), nil)
		out, result = d.RawMatrix().Data, d
	case cplan.LeftMM:
		out = make([]float64, workers*m*int(aux[1]))
	}

	var flags []uint8
	if p.ZeroFlags {
		flags = make([]uint8, len(out))
		aux[2] = int64(uintptr(unsafe.Pointer(&flags[0])))
	}
	// Each worker scatters sparse side rows into scratch of its own
	// (cplan.ScatteredInputs), so each gets its own aux.
	auxes := make([][]int64, workers)
	var scratch [][]float64
	if sc := len(p.ScatteredInputs()); sc > 0 {
		scratch = make([][]float64, workers)
		for w := range auxes {
			scratch[w] = make([]float64, sc*2*max(m, 1))
			auxes[w] = append([]int64(nil), aux...)
			auxes[w][3] = int64(uintptr(unsafe.Pointer(&scratch[w][0])))
		}
	} else {
		for w := range auxes {
			auxes[w] = aux
		}
	}
	callErrs := make([]error, len(tasks))
	err = runTasks(ctx, tasks, workers, func(worker, task int, r rowRange) {
		target := unsafe.Pointer(&out[0])
		switch p.Variant {
		case cplan.ColAgg:
			target = unsafe.Pointer(&out[worker*m])
		case cplan.FullAgg:
			target = unsafe.Pointer(&out[task*outs])
		case cplan.LeftMM:
			target = unsafe.Pointer(&out[worker*m*int(aux[1])])
		}
		callErrs[task] = jit.Call(fn, args.vals, args.rowptr, args.colidx, args.scalars,
			uintptr(target), uintptr(m), uintptr(r.lo), uintptr(r.hi), uintptr(unsafe.Pointer(&auxes[worker][0])))
	})
	runtime.KeepAlive(aux)
	runtime.KeepAlive(auxes)
	runtime.KeepAlive(scratch)
	runtime.KeepAlive(flags)
	runtime.KeepAlive(args)
	runtime.KeepAlive(inputs)
	runtime.KeepAlive(out)
	if err == nil {
		err = errors.Join(callErrs...)
	}
	if err != nil {
		return nil, fmt.Errorf("skeletons: cell: %w", err)
	}

	switch p.Variant {
	case cplan.NoAgg:
		// A rule that depends on a scalar computed at run time can make
		// Base's result dense after all: the same format here.
		sparseOut := p.ZeroFlags && p.SparseResult(p.Out, func(in int) float64 { return args.scalarArr[in] })
		if sparseOut && p.SparseSafe {
			result = dropFlagged(main, out[:main.NNZ()], flags)
		} else if sparseOut {
			result = denseToCSR(n, m, out, flags)
		} else if p.ZeroFlags && p.SparseSafe {
			result = sparseLike(main, out[:main.NNZ()]).ToDense() // Base's result is dense
		}
	case cplan.ColAgg:
		d := mat.NewDense(1, m, nil)
		res := d.RawMatrix().Data
		copy(res, out[:m])
		for w := 1; w < workers; w++ {
			part := out[w*m : (w+1)*m]
			for j := range res {
				res[j] = combine(p.AggOp, res[j], part[j])
			}
		}
		result = d
	case cplan.FullAgg:
		aggs := p.AggOps
		if len(aggs) == 0 {
			aggs = []hop.OpCode{p.AggOp}
		}
		res := make([]float64, outs)
		for a := range res {
			acc := out[a]
			for t := 1; t < len(tasks); t++ {
				acc = combine(aggs[a], acc, out[t*outs+a])
			}
			res[a] = acc
		}
		result = mat.NewDense(1, outs, res)
	case cplan.LeftMM:
		result = mergeLeft(out, workers, m, int(aux[1]))
	}
	return result, nil
}

// dropFlagged returns main's structure and vals without the cells flagged
// as structural zeros.
func dropFlagged(main *matrix.CSR, vals []float64, flags []uint8) *matrix.CSR {
	r, c := main.Dims()
	rp, ci := main.RowPtr(), main.ColIdx()
	nrp := make([]int64, r+1)
	nci := make([]int32, 0, len(vals))
	nv := make([]float64, 0, len(vals))
	for i := 0; i < r; i++ {
		for k := rp[i]; k < rp[i+1]; k++ {
			if flags[k] == 0 {
				nci = append(nci, ci[k])
				nv = append(nv, vals[k])
			}
		}
		nrp[i+1] = int64(len(nv))
	}
	return matrix.NewCSRFromParts(r, c, nrp, nci, nv)
}

// denseToCSR stores the cells of an n x m dense result that are not
// flagged as structural zeros (computed zeros stay stored).
func denseToCSR(n, m int, vals []float64, flags []uint8) *matrix.CSR {
	rp := make([]int64, n+1)
	var ci []int32
	var nv []float64
	for i := 0; i < n; i++ {
		for j := 0; j < m; j++ {
			if k := i*m + j; flags[k] == 0 {
				ci = append(ci, int32(j))
				nv = append(nv, vals[k])
			}
		}
		rp[i+1] = int64(len(nv))
	}
	return matrix.NewCSRFromParts(n, m, rp, ci, nv)
}

// outerDims returns the rank r of the factors U and V and the width r2 of
// the multiplied factor of an Outer operator, checking their shapes.
func outerDims(p *cplan.CPlan, inputs []mat.Matrix) ([]int64, error) {
	r, r2 := -1, 0
	for i, in := range p.Inputs {
		if in.Kind != cplan.KindRowsI && in.Kind != cplan.KindRowsJ {
			continue
		}
		rows, cols := inputs[i].Dims()
		want := p.Rows
		if in.Kind == cplan.KindRowsJ {
			want = p.Cols
		}
		if rows != want {
			return nil, fmt.Errorf("skeletons: outer: factor %d has %d rows, want %d", i, rows, want)
		}
		if (p.Variant == cplan.LeftMM || p.Variant == cplan.RightMM) && i == p.MMInput {
			r2 = cols
			continue
		}
		if r >= 0 && cols != r {
			return nil, fmt.Errorf("skeletons: outer: factors of rank %d and %d", r, cols)
		}
		r = cols
	}
	return []int64{int64(max(r, 0)), int64(r2)}, nil
}

// mergeLeft sums the per-worker m x r2 partials of a left multiply and
// returns their transpose, the r2 x m result of t(L) %*% W.
func mergeLeft(parts []float64, workers, m, r2 int) *mat.Dense {
	sum := parts[:m*r2]
	for w := 1; w < workers; w++ {
		for i, v := range parts[w*m*r2 : (w+1)*m*r2] {
			sum[i] += v
		}
	}
	d := mat.NewDense(r2, m, nil)
	data := d.RawMatrix().Data
	for j := 0; j < m; j++ {
		for c := 0; c < r2; c++ {
			data[c*m+j] = sum[j*r2+c]
		}
	}
	return d
}

// kernelArgs are the pointer arrays of the kernel calling convention. The
// uintptr slots point into Go memory that the caller keeps alive.
type kernelArgs struct {
	valsArr, rowptrArr, colidxArr []uintptr
	scalarArr                     []float64
	vals, rowptr, colidx, scalars uintptr
	keep                          [][]float64
}

// placeholder backs the arrays of empty CSR inputs, which kernels may read
// at index 0 (they never use the value).
var placeholderF = []float64{0}
var placeholderI32 = []int32{0}

func bindInputs(p *cplan.CPlan, inputs []mat.Matrix) (*kernelArgs, error) {
	k := len(inputs)
	a := &kernelArgs{
		valsArr: make([]uintptr, k), rowptrArr: make([]uintptr, k),
		colidxArr: make([]uintptr, k), scalarArr: make([]float64, k),
	}
	for i, in := range inputs {
		spec := p.Inputs[i]
		r, c := in.Dims()
		if spec.Kind == cplan.KindScalar {
			if r != 1 || c != 1 {
				return nil, fmt.Errorf("skeletons: input %d: scalar input is %dx%d", i, r, c)
			}
			a.scalarArr[i] = in.At(0, 0)
			continue
		}
		if c, ok := in.(*matrix.CSR); ok && (spec.Kind == cplan.KindRowsI || spec.Kind == cplan.KindRowsJ) {
			in = c.ToDense() // factors are read by rows, densely
			a.keep = append(a.keep, in.(*mat.Dense).RawMatrix().Data)
		}
		switch v := in.(type) {
		case *mat.Dense:
			if spec.Sparse {
				return nil, fmt.Errorf("skeletons: input %d: plan expects CSR, got dense", i)
			}
			raw := v.RawMatrix()
			if raw.Stride != raw.Cols {
				return nil, fmt.Errorf("skeletons: input %d: dense input is not contiguous", i)
			}
			a.valsArr[i] = uintptr(unsafe.Pointer(&raw.Data[0]))
		case *matrix.CSR:
			if !spec.Sparse {
				return nil, fmt.Errorf("skeletons: input %d: plan expects dense, got CSR", i)
			}
			vals, cols := v.Values(), v.ColIdx()
			if len(vals) == 0 {
				vals, cols = placeholderF, placeholderI32
			}
			a.valsArr[i] = uintptr(unsafe.Pointer(&vals[0]))
			a.colidxArr[i] = uintptr(unsafe.Pointer(&cols[0]))
			a.rowptrArr[i] = uintptr(unsafe.Pointer(&v.RowPtr()[0]))
		default:
			return nil, fmt.Errorf("skeletons: input %d: unsupported value %T", i, in)
		}
	}
	a.vals = uintptr(unsafe.Pointer(&a.valsArr[0]))
	a.rowptr = uintptr(unsafe.Pointer(&a.rowptrArr[0]))
	a.colidx = uintptr(unsafe.Pointer(&a.colidxArr[0]))
	a.scalars = uintptr(unsafe.Pointer(&a.scalarArr[0]))
	return a, nil
}

// sparseLike returns a CSR with main's structure (copied) and vals.
func sparseLike(main *matrix.CSR, vals []float64) *matrix.CSR {
	r, c := main.Dims()
	rp := append([]int64(nil), main.RowPtr()...)
	ci := append([]int32(nil), main.ColIdx()...)
	return matrix.NewCSRFromParts(r, c, rp, ci, vals)
}

// identity is the aggregate's neutral element, as kernels initialize it.
func identity(op hop.OpCode) float64 { return hop.AggIdentity(op) }

// combine merges two partial aggregates with the kernels' semantics.
func combine(op hop.OpCode, a, b float64) float64 { return hop.AggFold(op, a, b) }

func fill(s []float64, v float64) {
	for i := range s {
		s[i] = v
	}
}
