package base

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/hop"
)

// Cumulative computes cumsum, cumprod, cummin or cummax down every column,
// as R does: out[i,j] = f(out[i-1,j], a[i,j]) with out[-1,j] the identity
// (+0, 1, +Inf, -Inf); cummin and cummax use hop.Min2 and hop.Max2 so NaN
// propagates. The result is dense; structural zeros read as +0.
func (e *Exec) Cumulative(op hop.OpCode, a mat.Matrix) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: cumulative %v", op)
	defer refCatch(&res, &err, what)
	var init float64
	switch op {
	case hop.OpCumSum:
		init = 0
	case hop.OpCumProd:
		init = 1
	case hop.OpCumMin:
		init = math.Inf(1)
	case hop.OpCumMax:
		init = math.Inf(-1)
	default:
		return nil, fmt.Errorf("%s: %w", what, errBaseOp)
	}
	x, err := refViewOf(a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	R, C := x.rows, x.cols
	n, err := refCells(R, C)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	out := make([]float64, n)
	prev := make([]float64, C)
	for j := range prev {
		prev[j] = init
	}
	var scratch []float64
	if x.sparse {
		scratch = make([]float64, C)
	}
	for i := 0; i < R; i++ {
		var row []float64
		if x.sparse {
			clear(scratch)
			for k := x.rp[i]; k < x.rp[i+1]; k++ {
				scratch[x.ci[k]] = x.v[k]
			}
			row = scratch
		} else {
			row = x.d[i*C : i*C+C]
		}
		o := out[i*C : i*C+C]
		row, prev = row[:C], prev[:C]
		switch op {
		case hop.OpCumSum:
			for j := range o {
				o[j] = prev[j] + row[j]
			}
		case hop.OpCumProd:
			for j := range o {
				o[j] = prev[j] * row[j]
			}
		case hop.OpCumMin:
			for j := range o {
				o[j] = hop.Min2(prev[j], row[j])
			}
		default:
			for j := range o {
				o[j] = hop.Max2(prev[j], row[j])
			}
		}
		prev = o
	}
	return mat.NewDense(R, C, out), nil
}
