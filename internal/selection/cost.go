package selection

import (
	"math"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/memo"
)

// The analytical cost model of Boehm et al., PVLDB 2018, equation (3): the cost of a plan
// of a partition is, summed over its basic and fused operators p,
//
//	T_p^w + max(T_p^r, T_p^c)
//
// with write and read times from output and input sizes over the measured
// peak memory bandwidths, and compute time from FLOP counts over the
// measured peak compute rate. Times are in seconds.

// bytesOf is the size of h materialized: CSR for an inferred sparse
// output (values and column indexes of the non-zeros plus row pointers),
// dense otherwise.
func bytesOf(h *hop.Hop) float64 {
	if h.Sparse && !h.IsScalar() {
		return float64(h.NNZ)*12 + float64(h.Rows+1)*8
	}
	return float64(h.Cells()) * 8
}

// opFlops is the number of floating-point operations of one cell of an
// element-wise operation; transcendental functions count as the operation
// sequences that compute them.
func opFlops(op hop.OpCode) float64 {
	switch op {
	case hop.OpDiv, hop.OpSqrt, hop.OpIntDiv:
		return 4
	case hop.OpMod:
		return 8
	case hop.OpExp, hop.OpLog, hop.OpSinh, hop.OpCosh:
		return 20
	case hop.OpSigmoid:
		return 25
	case hop.OpSin, hop.OpCos, hop.OpTanh, hop.OpAtan, hop.OpAsin, hop.OpAcos:
		return 30
	case hop.OpPow, hop.OpLogB:
		return 40
	}
	return 1
}

// basicFlops is the work of h as an unfused operator, or inside a Row
// operator: element-wise operations and aggregates over the stored cells
// of sparse data, matrix products by the non-zeros of a sparse operand.
// Reorganizations (transpose, slice, cbind, rbind, reshape, ...) only
// move data; the dense factorizations are cubic.
func basicFlops(h *hop.Hop) float64 {
	switch {
	case h.Op.IsElementwise():
		n := float64(h.Cells())
		if h.Sparse {
			n = float64(h.NNZ)
		}
		return opFlops(h.Op) * n
	case h.Op.IsAgg():
		in := h.Inputs[0]
		if in.Sparse {
			return float64(in.NNZ + int64(in.Rows))
		}
		return float64(in.Cells())
	case h.Op == hop.OpMatMul:
		a, b := h.Inputs[0], h.Inputs[1]
		switch {
		case a.Sparse:
			return 2 * float64(a.NNZ) * float64(b.Cols)
		case b.Sparse:
			return 2 * float64(a.Rows) * float64(b.NNZ)
		}
		return 2 * float64(a.Rows) * float64(a.Cols) * float64(b.Cols)
	case h.Op.IsCumAgg():
		return float64(h.Cells())
	case h.Op == hop.OpCumSumProd:
		return 2 * float64(h.Cells())
	case h.Op == hop.OpRand:
		// A few dozen operations per drawn value (generator and scaling).
		return 20 * float64(max(h.NNZ, 0))
	}
	return denseLinalgFlops(h)
}

// denseLinalgFlops is the textbook operation count of the dense
// factorizations (LU with partial pivoting for solve and inverse), which
// are cubic where every other operator is linear in its cells: without
// it an inverse of a 10^4 x 10^4 matrix would look free to the optimizer
// and to tiered compilation's estimate of unfused time.
func denseLinalgFlops(h *hop.Hop) float64 {
	if len(h.Inputs) == 0 {
		return 0
	}
	n := float64(h.Inputs[0].Rows)
	switch h.Op {
	case hop.OpSolve:
		return 2.0/3*n*n*n + 2*n*n*float64(h.Cols)
	case hop.OpInverse:
		return 2 * n * n * n
	case hop.OpCholesky:
		return n * n * n / 3
	}
	return 0
}

// fusedWork is the work of h inside a Cell, MAgg or Outer operator before
// sparsity exploitation, which scales it by the sparsity of the
// operator's sparse driver: one evaluation per cell of the iteration
// space, and for a matrix product inside an Outer operator one dot
// product (or scaled vector add) of the rank per cell.
func fusedWork(h *hop.Hop) float64 {
	switch {
	case h.Op.IsElementwise():
		return opFlops(h.Op) * float64(h.Cells())
	case h.Op.IsAgg():
		return float64(h.Inputs[0].Cells())
	case h.Op == hop.OpMatMul:
		a, b := h.Inputs[0], h.Inputs[1]
		return 2 * float64(a.Rows) * float64(a.Cols) * float64(b.Cols)
	}
	return basicFlops(h)
}

// vector is the cost vector of one fused operator under construction
// (Boehm et al., PVLDB 2018, section 4.2): the operators it covers (inputs before
// consumers) with their entries, its distinct materialized inputs and its
// outputs.
type vector struct {
	typ     memo.TemplateType
	roots   []*hop.Hop
	covered []*hop.Hop
	ents    []*memo.Entry // parallel to covered
	inputs  []*hop.Hop
}

func (v *vector) addInput(in *hop.Hop) {
	if !containsHop(v.inputs, in) {
		v.inputs = append(v.inputs, in)
	}
}

// index returns the position of h in covered, or -1.
func (v *vector) index(h *hop.Hop) int {
	for i, c := range v.covered {
		if c == h {
			return i
		}
	}
	return -1
}

func vectorOf(op *FusedOp) *vector {
	v := &vector{typ: op.Type, roots: op.Roots, covered: op.Covered, inputs: op.Inputs}
	for _, h := range op.Covered {
		v.ents = append(v.ents, op.Entries[h.ID])
	}
	return v
}

// model costs plans of one partition (or single fused operators).
type model struct {
	mach      Machine
	tbl       *memo.Table
	noMMOps   bool // Options.NoMMOps
	supported func(memo.TemplateType) bool
	maxSide   int
	budget    int64 // Options.MemoryBudget
	// noRowCalls leaves Row operators' per-row entry work (rowCallWork)
	// out of their cost: OperatorTimes' gain estimate for compile
	// decisions (see there).
	noRowCalls bool
	part       *partition
	// points lists, by consumer HOP id, the interesting points on the
	// consumer's inputs: input id and point position.
	points [][][2]int

	// Reused by planCost (a model is used by one goroutine).
	ch      *chooser
	matDone []bool // by local index: materialized members costed
	// deps is pointDeps's result.
	deps []uint64
	// vecs are the cost vectors of planCost, the first vecsUsed in use.
	vecs     []*vector
	vecsUsed int
	// work counts the operators opened and members covered by costing
	// (plans and lower bounds): the deterministic measure of search
	// effort that the budgets are stated in (budget.go).
	work int64
	// bb holds the lower bound's per-partition data and scratch space
	// (blockbound.go), built on first use.
	bb *blockData
}

func (m *model) read(h *hop.Hop) float64  { return bytesOf(h) / m.mach.ReadBandwidth }
func (m *model) write(h *hop.Hop) float64 { return bytesOf(h) / m.mach.WriteBandwidth }

// basicCost is the cost of h as an unfused operator.
func (m *model) basicCost(h *hop.Hop) float64 {
	if c, ok := m.tsmmBasicCost(h); ok {
		return c
	}
	r := 0.0
	for i, in := range h.Inputs {
		if !containsHop(h.Inputs[:i], in) {
			r += m.read(in)
		}
	}
	return m.write(h) + math.Max(r, basicFlops(h)/m.mach.PeakFLOPS)
}

// vectorCost summarizes a cost vector with equation (3). Shared reads
// count once (distinct inputs), common subexpressions inside the operator
// once (covered operators are distinct), and the work of Cell, MAgg and
// Outer operators scales with the sparsity of their sparse driver. An
// operator with more side inputs than allowed costs +Inf.
func (m *model) vectorCost(v *vector) float64 {
	side := -1 // the main input is not a side input
	r := 0.0
	for _, in := range v.inputs {
		r += m.read(in)
		if !in.IsScalar() {
			side++
		}
	}
	if m.maxSide > 0 && side > m.maxSide {
		return math.Inf(1)
	}
	w := 0.0
	for _, root := range v.roots {
		w += m.write(root)
	}
	flops := 0.0
	if v.typ == memo.TemplateRow {
		for _, h := range v.covered {
			flops += basicFlops(h)
		}
		if !m.noRowCalls {
			flops += rowCallWork(v)
		}
	} else {
		for _, h := range v.covered {
			flops += fusedWork(h)
		}
		flops *= driverScale(v)
	}
	r += m.rowStreamTime(v)
	return w + math.Max(r, flops/m.mach.PeakFLOPS)
}

// driverScale returns the fraction of the iteration space a sparsity-
// exploiting operator visits: the sparsity of its sparsest driver, a
// sparse input whose zeros make the whole result zero (for Cell and MAgg
// at every output; for Outer anywhere in the chain), or 1.
func driverScale(v *vector) float64 {
	if len(v.inputs) > 64 {
		return 1
	}
	space := v.roots[0]
	if space.Op.IsAgg() {
		space = space.Inputs[0]
	}
	if v.typ == memo.TemplateOuter {
		for _, h := range v.covered {
			if h.Cells() > space.Cells() {
				space = h
			}
		}
	}
	drv := zeroDrivers(v, space.Rows, space.Cols)
	var mask uint64
	if v.typ == memo.TemplateOuter {
		for _, m := range drv {
			mask |= m
		}
	} else {
		mask = ^uint64(0)
		for _, root := range v.roots {
			i := v.index(root)
			if i < 0 || (root.Op.IsAgg() && root.Op != hop.OpSum && root.Op != hop.OpMean) {
				return 1
			}
			mask &= drv[i]
		}
	}
	scale := 1.0
	for i, in := range v.inputs {
		if mask&(1<<i) != 0 {
			scale = math.Min(scale, in.Sparsity())
		}
	}
	return scale
}

// zeroDrivers computes, per covered operator, the set of sparse inputs
// (bit i: v.inputs[i]) of the iteration space's shape whose structural
// zeros make the operator's cell zero, following the structural-zero
// rules of internal/hop/op.go.
func zeroDrivers(v *vector, rows, cols int) []uint64 {
	drv := make([]uint64, len(v.covered))
	operand := func(i, k int) uint64 {
		in := v.covered[i].Inputs[k]
		if e := v.ents[i]; e != nil && e.IsRef(k) {
			if j := v.index(in); j >= 0 && j < i {
				return drv[j]
			}
		}
		if !in.Sparse || in.IsScalar() || in.Rows != rows || in.Cols != cols {
			return 0
		}
		for b, x := range v.inputs {
			if x == in {
				return 1 << b
			}
		}
		return 0
	}
	for i, h := range v.covered {
		switch {
		case h.Op.IsUnary():
			if hop.UnaryKeepsZero(h.Op) {
				drv[i] = operand(i, 0)
			}
		case h.Op.IsBinary():
			drv[i] = binaryDrivers(h, operand(i, 0), operand(i, 1))
		case h.Op == hop.OpSum, h.Op == hop.OpMean:
			drv[i] = operand(i, 0)
		case h.Op == hop.OpMatMul:
			drv[i] = operand(i, 0) | operand(i, 1)
		}
	}
	return drv
}

// binaryDrivers combines the driver sets a and b of the operands of h.
func binaryDrivers(h *hop.Hop, a, b uint64) uint64 {
	switch h.Op {
	case hop.OpMul, hop.OpAnd:
		return a | b
	case hop.OpDiv:
		return a
	}
	if s, ok := scalarOperand(h.Inputs[1]); ok {
		if hop.EvalBinary(h.Op, 0, s) == 0 {
			return a
		}
		return 0
	}
	if s, ok := scalarOperand(h.Inputs[0]); ok {
		if hop.EvalBinary(h.Op, s, 0) == 0 {
			return b
		}
		return 0
	}
	if hop.EvalBinary(h.Op, 0, 0) == 0 {
		return a & b
	}
	return 0
}

// scalarOperand returns the value of a 1 x 1 operand; unknown values are
// NaN, for which no rule keeps zeros.
func scalarOperand(h *hop.Hop) (float64, bool) {
	if !h.IsScalar() {
		return 0, false
	}
	v, _ := h.ScalarValue()
	return v, true
}
