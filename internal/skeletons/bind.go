package skeletons

import (
	"fmt"
	"unsafe"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/cplan"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/matrix"
)

// kernelArgs are the input arrays of the kernel ABI (cplan/abi.go). The
// uintptr slots point into Go memory that the caller keeps alive.
type kernelArgs struct {
	valsArr, rowptrArr, colidxArr []uintptr
	scalarArr                     []float64
	keep                          [][]float64
	// packed are the column-packed copies of inputs, from the partials'
	// free list (partial_pool.go); release gives them back.
	packed [][]float64
}

// release gives the packed copies back to the free list; the caller
// calls it once no kernel call of the pass runs any more.
func (a *kernelArgs) release() {
	for i, p := range a.packed {
		partialBuffers.give(p)
		a.packed[i] = nil
	}
	a.packed = nil
}

// words returns the input words of a call; the caller sets the others.
func (a *kernelArgs) words() cplan.Args {
	var w cplan.Args
	w[cplan.ParamVals] = uintptr(unsafe.Pointer(&a.valsArr[0]))
	w[cplan.ParamRowPtr] = uintptr(unsafe.Pointer(&a.rowptrArr[0]))
	w[cplan.ParamColIdx] = uintptr(unsafe.Pointer(&a.colidxArr[0]))
	w[cplan.ParamScalars] = uintptr(unsafe.Pointer(&a.scalarArr[0]))
	return w
}

// placeholderF and placeholderI32 back the arrays of empty CSR inputs,
// which kernels may read at index 0 (they never use the value).
var placeholderF = []float64{0}
var placeholderI32 = []int32{0}

// bindInputs checks inputs against the plan's input kinds and formats and
// fills the ABI's input arrays.
func bindInputs(p *cplan.CPlan, inputs []mat.Matrix) (*kernelArgs, error) {
	k := len(inputs)
	a := &kernelArgs{
		valsArr: make([]uintptr, k), rowptrArr: make([]uintptr, k),
		colidxArr: make([]uintptr, k), scalarArr: hugealloc.Make[float64](k),
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
			data := raw.Data
			if p.PackedColumns(i) {
				data = packColumns(raw.Data, raw.Rows, raw.Cols)
				a.packed = append(a.packed, data)
			}
			a.valsArr[i] = uintptr(unsafe.Pointer(&data[0]))
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
	return a, nil
}

// packColumns returns the r x c row-major matrix data packed by columns
// (cplan.CPlan.PackedColumns): column j at j*r. The copy is taken from
// the partials' free list when small enough for it (every element is
// written here, so nothing of its earlier use remains), else allocated.
func packColumns(data []float64, r, c int) []float64 {
	var out []float64
	if r*c <= maxPooledPartial {
		out = partialBuffers.take(r * c)
	} else {
		out = hugealloc.Make[float64](r * c)
	}
	for i := range r {
		row := data[i*c : i*c+c]
		for j, v := range row {
			out[j*r+i] = v
		}
	}
	return out
}
