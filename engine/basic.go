package engine

import (
	"context"
	"errors"
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
)

// runBasic computes one operator unfused from materialized inputs. It
// runs on the caller's goroutine: Base stops at its next block once ctx
// ends and returns only after all of its goroutines have stopped, so that
// when Eval returns nothing reads the caller's inputs any more.
func (e *Engine) runBasic(ctx context.Context, h *hop.Hop, vals []mat.Matrix) (mat.Matrix, error) {
	ins := make([]mat.Matrix, len(h.Inputs))
	for k, in := range h.Inputs {
		ins[k] = vals[in.ID]
		if ins[k] == nil {
			return nil, fmt.Errorf("engine: eval: %s: input %s was not computed", h, in)
		}
	}
	return e.basicOp(ctx, h, ins)
}

// basicOp dispatches one operator to the Base executor.
func (e *Engine) basicOp(ctx context.Context, h *hop.Hop, ins []mat.Matrix) (v mat.Matrix, err error) {
	b := e.base.WithContext(ctx)
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
		v, err = e.basicStructure(b, h, ins)
	}
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return nil, checkCtx(ctx)
		}
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
