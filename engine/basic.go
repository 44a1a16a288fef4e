package engine

import (
	"context"
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
)

// cancellableWork is the number of cells above which an unfused operator
// runs where Eval can stop waiting for it when its context ends.
const cancellableWork = 1 << 20

// runBasic computes one operator unfused from materialized inputs. A
// matrix multiply or a large operator runs on its own goroutine so that a
// cancelled Eval returns promptly; the abandoned work finishes in the
// background and its result is dropped.
func (e *Engine) runBasic(ctx context.Context, h *hop.Hop, vals []mat.Matrix) (mat.Matrix, error) {
	ins := make([]mat.Matrix, len(h.Inputs))
	work := h.Cells()
	for k, in := range h.Inputs {
		ins[k] = vals[in.ID]
		if ins[k] == nil {
			return nil, fmt.Errorf("engine: eval: %s: input %s was not computed", h, in)
		}
		work = max(work, in.Cells())
	}
	if ctx.Done() == nil || (h.Op != hop.OpMatMul && work < cancellableWork) {
		return e.basicOp(h, ins)
	}
	type result struct {
		v   mat.Matrix
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{err: fmt.Errorf("engine: eval: %s: internal error: %v", h, r)}
			}
		}()
		v, err := e.basicOp(h, ins)
		done <- result{v, err}
	}()
	select {
	case r := <-done:
		return r.v, r.err
	case <-ctx.Done():
		return nil, checkCtx(ctx)
	}
}

// basicOp dispatches one operator to the Base executor.
func (e *Engine) basicOp(h *hop.Hop, ins []mat.Matrix) (v mat.Matrix, err error) {
	b := e.base
	switch {
	case h.Op == hop.OpDense:
		v = contiguous(h.Dense)
	case h.Op == hop.OpSparse:
		v = h.CSR
	case h.Op == hop.OpScalar:
		v = mat.NewDense(1, 1, []float64{h.Value})
	case h.Op.IsBinary():
		v, err = b.Binary(h.Op, ins[0], ins[1])
	case h.Op.IsUnary():
		v, err = b.Unary(h.Op, ins[0])
	case h.Op == hop.OpIfElse:
		v, err = b.IfElse(ins[0], ins[1], ins[2])
	case h.Op == hop.OpMatMul:
		v, err = b.MatMul(ins[0], ins[1])
	case h.Op == hop.OpTranspose:
		v, err = b.Transpose(ins[0])
	case h.Op.IsAgg():
		v, err = b.Aggregate(h.Op, h.Dir, ins[0])
	case h.Op == hop.OpSlice:
		v, err = b.Slice(ins[0], h.R0, h.R1, h.C0, h.C1)
	case h.Op == hop.OpCBind:
		v, err = b.CBind(ins...)
	case h.IsRowScan():
		v, err = b.RowCumulative(h.Op, ins[0], h.Sparse)
	case h.Op.IsCumAgg():
		v, err = b.Cumulative(h.Op, ins[0], h.Sparse)
	case h.Op == hop.OpCumSumProd:
		v, err = b.CumSumProd(ins[0], ins[1])
	case h.Op == hop.OpRemoveEmptyRows:
		v, err = b.RemoveEmptyRows(ins[0], selectOperand(ins))
	case h.Op == hop.OpRemoveEmptyCols:
		v, err = b.RemoveEmptyCols(ins[0], selectOperand(ins))
	default:
		v, err = e.basicStructure(h, ins)
	}
	if err != nil {
		return nil, fmt.Errorf("engine: eval: %s: %w", h, err)
	}
	return v, nil
}

// contiguous returns d itself when its rows are packed, else a packed copy
// (kernels index rows by i*cols). The caller's matrix is never modified.
func contiguous(d *mat.Dense) *mat.Dense {
	raw := d.RawMatrix()
	if raw.Stride == raw.Cols {
		return d
	}
	c := mat.NewDense(raw.Rows, raw.Cols, nil)
	c.Copy(d)
	return c
}
