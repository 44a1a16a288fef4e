package selection

// reuseMaterialized returns, among the positions free, the interesting
// points whose input every plan materializes anyway (a DAG output, an
// input of an operator outside the partition, or one some member always
// reads materialized): the third opening plan of MPSkipEnum sets them and
// fuses everything else. Fusing such an input into a consumer only
// recomputes it; GLM's trial point computes eta = X %*% beta as an output
// and fuse-all re-reads X in a Row operator that recomputes it, with
// exp and log on per-row scalars, which Row kernels run without vectors:
// about 4x the CPU time of the plan that reads eta (10^6 x 10). Neither
// fuse-all nor fuse-no-redundancy is that plan, and on three of the four
// rates the engine measured on the project's machine the search budget
// ran out before it was found, so GLM's plan (and time) depended on the
// calibration. This opening costs one plan.
func (o *optimizer) reuseMaterialized(free []int) uint64 {
	p := o.m.part
	var q uint64
	for _, pos := range free {
		pt := p.points[pos]
		if pt.kind == pointConsumer && p.alwaysMat[p.local[pt.input.ID]] {
			q |= 1 << pos
		}
	}
	return q
}
