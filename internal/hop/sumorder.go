package hop

// SumLanes is the number of lane accumulators of the one summation order
// that fused and unfused sums share (SEMANTICS.md, "Summation order"): the
// value at offset t of a summed range goes to lane t mod SumLanes, each lane
// adds its values in order starting from +0, and the lanes are combined by
// CombineLanes. Eight lanes keep two 4-wide vector adds in flight in the
// kernels and eight independent chains in Go, so neither path waits on the
// latency of one add per value.
const SumLanes = 8

// CombineLanes is the fixed pairwise tree that ends a lane sum: lane q is
// added to lane q+4, then q to q+2, then the last two; the kernels emit
// exactly these adds.
func CombineLanes(l *[SumLanes]float64) float64 {
	a0, a1, a2, a3 := l[0]+l[4], l[1]+l[5], l[2]+l[6], l[3]+l[7]
	b0, b1 := a0+a2, a1+a3
	return b0 + b1
}

// AddLanes adds xs to the lanes l, the value xs[k] going to lane
// (off+k) mod SumLanes.
func AddLanes(l *[SumLanes]float64, xs []float64, off int) {
	k := 0
	for ; k < len(xs) && (off+k)%SumLanes != 0; k++ {
		l[(off+k)%SumLanes] += xs[k]
	}
	s0, s1, s2, s3, s4, s5, s6, s7 := l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7]
	for ; k+SumLanes <= len(xs); k += SumLanes {
		x := xs[k : k+SumLanes : k+SumLanes]
		s0 += x[0]
		s1 += x[1]
		s2 += x[2]
		s3 += x[3]
		s4 += x[4]
		s5 += x[5]
		s6 += x[6]
		s7 += x[7]
	}
	l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7] = s0, s1, s2, s3, s4, s5, s6, s7
	for ; k < len(xs); k++ {
		l[(off+k)%SumLanes] += xs[k]
	}
}

// AddLanesAt adds the stored values vals of a sparse row to the lanes, the
// value in column cols[k] going to lane (off+cols[k]) mod SumLanes.
// Unstored cells are zeros and leave a lane unchanged: a lane starts at +0
// and no sum of doubles rounds to -0 unless every term is -0, so a lane is
// never -0 and adding a zero of either sign never changes it. That makes a
// lane sum independent of which zeros a matrix stores.
func AddLanesAt(l *[SumLanes]float64, vals []float64, cols []int32, off int) {
	cols = cols[:len(vals)]
	for k, v := range vals {
		// An unsigned mask instead of a signed %: the lane is the same for
		// the non-negative offsets sums use, and Go drops both the sign
		// fix-up of % and the bounds check (measured 1.2-2x faster).
		l[uint(off+int(cols[k]))%SumLanes] += v
	}
}

// LaneSum is the lane sum of xs.
func LaneSum(xs []float64) float64 {
	var l [SumLanes]float64
	AddLanes(&l, xs, 0)
	return CombineLanes(&l)
}
