package base

import (
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/parallel"
)

// var and sd are two passes, each in the summation order of sums and
// means (sumorder.go): the mean m of each line by Aggregate, then the sum
// of (x - m)*(x - m) over every cell of the line (an unstored cell is x =
// +0), divided by the line's length minus one; sd is the square root.
// That is the value of sum((X - mean(X))^2) / (n-1) evaluated operator by
// operator, which hop's var rewrite (internal/hop/rewrite_var.go) turns
// var into so that fused kernels compute it as two aggregates over one
// Cell chain: both paths then give the same bits, as they do for sums and
// means. The squared deviations are formed row by row in a buffer, so a
// CSR operand costs no dense copy.

// varAggregate computes var (op OpVar) or sd (OpSd) of a in direction
// dir.
func (e *Exec) varAggregate(op hop.OpCode, dir hop.Direction, a mat.Matrix) (mat.Matrix, error) {
	what := fmt.Sprintf("base: aggregate %v(%v)", op, dir)
	x, err := refViewOf(a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	mm, err := e.Aggregate(hop.OpMean, dir, a)
	if err != nil {
		return nil, err
	}
	R, C := x.rows, x.cols
	means := hugealloc.Make[float64](max(R, C))[:0]
	mr, mc := mm.Dims()
	for i := 0; i < mr; i++ {
		for j := 0; j < mc; j++ {
			means = append(means, mm.At(i, j))
		}
	}
	// devRow writes the squared deviations of row i to buf.
	devRow := func(i int, buf []float64) {
		x.scatterRow(i, buf)
		for j, v := range buf {
			m := means[0]
			switch dir {
			case hop.DirRow:
				m = means[i]
			case hop.DirCol:
				m = means[j]
			}
			d := hop.EvalBinary(hop.OpSub, v, m)
			buf[j] = hop.EvalBinary(hop.OpMul, d, d)
		}
	}
	work := int64(R) * int64(C)
	tasks := parallel.Split(R, work)
	var sums []float64
	n := R * C
	switch dir {
	case hop.DirFull:
		part := hugealloc.Make[float64](len(tasks))
		err = forTasks(e.par(), len(tasks), func(_, t int) {
			r := tasks[t]
			buf := hugealloc.Make[float64](C)
			var l [hop.SumLanes]float64
			for i := r.Lo; i < r.Hi; i++ {
				devRow(i, buf)
				hop.AddLanes(&l, buf, ((i-r.Lo)*C)%hop.SumLanes)
			}
			part[t] = hop.CombineLanes(&l)
		})
		acc := 0.0
		for _, p := range part {
			acc += p
		}
		sums = []float64{acc}
	case hop.DirRow:
		n = C
		sums = hugealloc.Make[float64](R)
		err = forTasks(e.par(), len(tasks), func(_, t int) {
			buf := hugealloc.Make[float64](C)
			for i := tasks[t].Lo; i < tasks[t].Hi; i++ {
				devRow(i, buf)
				sums[i] = hop.LaneSum(buf)
			}
		})
	case hop.DirCol:
		n = R
		ranges := parallel.PartialRanges(tasks, C, work)
		part := make([]float64, max(len(ranges), 1)*C)
		err = forTasks(e.par(), len(ranges), func(_, t int) {
			acc := part[t*C : (t+1)*C]
			buf := hugealloc.Make[float64](C)
			for i := ranges[t].Lo; i < ranges[t].Hi; i++ {
				devRow(i, buf)
				for j, v := range buf {
					acc[j] += v
				}
			}
		})
		sums = part[:C:C]
		for t := 1; t < len(ranges); t++ {
			for j, v := range part[t*C : (t+1)*C] {
				sums[j] += v
			}
		}
	default:
		return nil, fmt.Errorf("%s: invalid direction: %w", what, errBaseOp)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	for k, s := range sums {
		v := hop.EvalBinary(hop.OpDiv, s, float64(n-1))
		if op == hop.OpSd {
			v = hop.EvalUnary(hop.OpSqrt, v)
		}
		sums[k] = v
	}
	if dir == hop.DirCol {
		return mat.NewDense(1, C, sums), nil
	}
	return mat.NewDense(len(sums), 1, sums), nil
}
