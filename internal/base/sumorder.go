package base

import (
	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/parallel"
)

// Row, column and full sums follow the one summation order the kernels
// emit (SEMANTICS.md, "Summation order"), so that fused and unfused sums
// are bitwise equal: lane sums (hop.AddLanes) over each row, and over the
// row-major cells of each task of a full sum; column sums down each column
// per partial range of parallel.PartialRanges. The tasks come from the
// shape alone, parallel.Split(rows, rows*cols), for dense and sparse inputs
// alike: a kernel that sums a sparse intermediate may store other zeros
// than Base does, and zeros never change a sum that starts at +0, so only
// boundaries that ignore the stored pattern give both paths one order.

// sumRows writes the lane sum of rows [lo, hi) of x to out.
func sumRows(x *refView, out []float64, lo, hi int) {
	C := x.cols
	for i := lo; i < hi; i++ {
		if !x.sparse {
			out[i] = hop.LaneSum(x.d[i*C : i*C+C])
			continue
		}
		var l [hop.SumLanes]float64
		k0, k1 := x.rp[i], x.rp[i+1]
		hop.AddLanesAt(&l, x.v[k0:k1], x.ci[k0:k1], 0)
		out[i] = hop.CombineLanes(&l)
	}
}

// sumFull is the full sum of x: one lane sum per task, the task totals
// added in task order.
func (e *Exec) sumFull(x *refView) (float64, error) {
	R, C := x.rows, x.cols
	tasks := parallel.Split(R, int64(R)*int64(C))
	part := hugealloc.Make[float64](len(tasks))
	err := forTasks(e.par(), len(tasks), func(_, t int) {
		r := tasks[t]
		var l [hop.SumLanes]float64
		if !x.sparse {
			hop.AddLanes(&l, x.d[r.Lo*C:r.Hi*C], 0)
		} else {
			for i := r.Lo; i < r.Hi; i++ {
				k0, k1 := x.rp[i], x.rp[i+1]
				hop.AddLanesAt(&l, x.v[k0:k1], x.ci[k0:k1], ((i-r.Lo)*C)%hop.SumLanes)
			}
		}
		part[t] = hop.CombineLanes(&l)
	})
	if err != nil {
		return 0, err
	}
	acc := 0.0
	for _, p := range part {
		acc += p
	}
	return acc, nil
}

// sumCols is the column sums of x: rows cut into the kernels' partial
// ranges (parallel.PartialRanges over the tasks of a full sum, with
// partials of one row), each range summing down every column from +0, the
// partials added in range order.
func (e *Exec) sumCols(x *refView) ([]float64, error) {
	R, C := x.rows, x.cols
	work := int64(R) * int64(C)
	ranges := parallel.PartialRanges(parallel.Split(R, work), C, work)
	if len(ranges) == 0 {
		return hugealloc.Make[float64](C), nil
	}
	part := hugealloc.Make[float64](len(ranges) * C)
	err := forTasks(e.par(), len(ranges), func(_, t int) {
		acc := part[t*C : (t+1)*C]
		for i := ranges[t].Lo; i < ranges[t].Hi; i++ {
			if !x.sparse {
				for j, v := range x.d[i*C : i*C+C] {
					acc[j] += v
				}
				continue
			}
			for k := x.rp[i]; k < x.rp[i+1]; k++ {
				acc[x.ci[k]] += x.v[k]
			}
		}
	})
	if err != nil {
		return nil, err
	}
	out := part[:C:C]
	for t := 1; t < len(ranges); t++ {
		for j, v := range part[t*C : (t+1)*C] {
			out[j] += v
		}
	}
	return out, nil
}
