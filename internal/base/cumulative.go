package base

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/floats"
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
)

// Cumulative aggregates (Boehm et al., BTW 2019) run down every column, as in R:
// out[0,j] = f(identity, a[0,j]) and out[i,j] = f(out[i-1,j], a[i,j]), with
// f one of +, *, hop.Min2, hop.Max2 and the identity +0, 1, +Inf, -Inf.
// Structural zeros read as +0 and arithmetic is IEEE inside the scan (so a
// cumprod that passed an unstored cell is ±0, or NaN after a stored NaN or
// Inf).
//
// The parallel form is the forward cascade, local scan and backward
// cascade of Boehm et al., BTW 2019 over row blocks: the forward cascade folds every
// block into one aggregate row (colSums, colProds, colMins, colMaxs); the
// local scan turns the aggregates into carries, carry[b+1] =
// f(carry[b], agg[b]); the backward cascade scans each block again,
// starting its first row from carry[b], straight into the output. Dense
// inputs pipeline the three phases per cache-sized block (cumChain), so
// that each block is read from memory once; CSR inputs run them as
// phases over a few large blocks (cumSparse), and their local scan is
// itself a dense cumulative aggregate of the block aggregates.
//
// cummin and cummax give the sequential result bit for bit in any block
// layout (hop.Min2 and hop.Max2 are associative, NaN and signed-zero ties
// included). cumsum and cumprod reassociate: values agree with the
// sequential scan to rounding. A block whose aggregate is not finite (it
// holds an Inf or NaN, or overflowed) never feeds a composed carry: the
// carry after it comes from scanning the block itself, so NaN and Inf
// propagate exactly as in the sequential scan. Results that over- or
// underflow in intermediate values can still differ from the sequential
// scan. The row blocks depend on the input only, never on the number of
// threads, so neither does the result.

// Tuning of the parallel scans. They are variables so that tests can put
// block and thread boundaries on small inputs.
var (
	// cumBlockBytes is the input size of one row block of the dense chained
	// scan: the forward cascade pulls the block into the core's L2 cache
	// (1 MiB per core here) and the backward cascade reads it from there,
	// beside the block's output rows.
	cumBlockBytes = 1<<20 + 64<<10
	// cumStageBytes is the smallest block output the chained scan stages
	// in cache and copies out (see cumChain): copy() uses non-temporal
	// stores from 1 MiB on.
	cumStageBytes = 1 << 20
	// cumMinWork is the work (cells, or stored cells plus rows) per thread
	// below which a scan uses fewer threads; below 2*cumMinWork it is the
	// plain sequential scan.
	cumMinWork = refParMinWork
	// cumWideCols: dense inputs at least this wide are scanned in
	// independent column bands of at most cumBandCols columns instead of
	// row blocks (a block of few long rows would make the carry chain the
	// whole computation).
	cumWideCols = 2048
	cumBandCols = 4096
	// cumBandCells is the size of the row blocks of a column band, between
	// which the scan checks the context (see cumBand).
	cumBandCells = cancelWork
)

// Cumulative computes cumsum, cumprod, cummin or cummax down every column
// (see the comment above for the semantics and the parallel algorithm).
// The result is dense unless a is a CSR and sparseOut asks for a CSR (the
// engine passes hop.Hop.Sparse, see hop.NewCumAgg); such a CSR's pattern
// depends on a's pattern only: column j stores every row from the
// column's first stored cell on (even where the value is 0), and the cells
// above it, whose value is +0 for every aggregate, are structural zeros; a
// column without stored cells stays empty. The values are those of the
// scan of the dense input in either format, and a CSR input is scanned
// without expanding its rows.
func (e *Exec) Cumulative(op hop.OpCode, a mat.Matrix, sparseOut bool) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: cumulative %v", op)
	defer refCatch(&res, &err, what)
	x, err := cumOperand(op, a, sparseOut)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if x.sparse {
		res, err = e.cumSparse(op, &x, sparseOut)
	} else {
		var out []float64
		out, err = e.cumDenseRaw(op, x.d, x.rows, x.cols)
		if err == nil {
			res = mat.NewDense(x.rows, x.cols, out)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return res, nil
}

// cumOperand checks a scan's op and operand and returns a view of it; a
// dense result (a dense operand, or !sparseOut) must fit in memory.
func cumOperand(op hop.OpCode, a mat.Matrix, sparseOut bool) (refView, error) {
	if !op.IsCumAgg() {
		return refView{}, errBaseOp
	}
	x, err := refViewOf(a)
	if err != nil {
		return refView{}, err
	}
	if !x.sparse || !sparseOut {
		if _, err := refCells(x.rows, x.cols); err != nil {
			return refView{}, err
		}
	}
	return x, nil
}

// cumInit is the identity of op's scan.
func cumInit(op hop.OpCode) float64 {
	switch op {
	case hop.OpCumProd:
		return 1
	case hop.OpCumMin:
		return math.Inf(1)
	case hop.OpCumMax:
		return math.Inf(-1)
	}
	return 0
}

// cumF is one step of op's scan: f(prev, x).
func cumF(op hop.OpCode, prev, x float64) float64 {
	switch op {
	case hop.OpCumSum:
		return prev + x
	case hop.OpCumProd:
		return prev * x
	case hop.OpCumMin:
		return hop.Min2(prev, x)
	}
	return hop.Max2(prev, x)
}

// cumRow sets dst[j] = f(prev[j], x[j]) for every j; dst may be prev.
func cumRow(op hop.OpCode, dst, prev, x []float64) {
	prev, x = prev[:len(dst)], x[:len(dst)]
	switch op {
	case hop.OpCumSum:
		// gonum's assembly kernel (x + prev, as 1*x + prev, which is the
		// same IEEE sum) runs 1.7x faster than the Go loop here, and this
		// loop is all a dense cumsum computes.
		floats.AddTo(dst, x, prev)
	case hop.OpCumProd:
		for j := range dst {
			dst[j] = prev[j] * x[j]
		}
	case hop.OpCumMin:
		for j := range dst {
			dst[j] = hop.Min2(prev[j], x[j])
		}
	default:
		for j := range dst {
			dst[j] = hop.Max2(prev[j], x[j])
		}
	}
}

// cumFinite reports whether every value of v is finite.
func cumFinite(v []float64) bool {
	for _, x := range v {
		if x-x != 0 {
			return false
		}
	}
	return true
}

func cumFill(v []float64, x float64) {
	for k := range v {
		v[k] = x
	}
}

// cumDense is the scan kernel of a basic cumulative aggregate over dense
// row-major data.
type cumDense struct {
	op hop.OpCode
	x  []float64
	m  int
}

func (k *cumDense) aggWidth() int                      { return k.m }
func (k *cumDense) newWorker() cumWorker               { return k }
func (k *cumDense) row(i int) []float64                { return k.x[i*k.m : (i+1)*k.m] }
func (k *cumDense) compose(next, carry, agg []float64) { cumRow(k.op, next, carry, agg) }

// cumReassociates reports whether op's parallel form rounds differently
// from the sequential scan (and can over- or underflow differently).
func cumReassociates(op hop.OpCode) bool { return op == hop.OpCumSum || op == hop.OpCumProd }

// agg folds rows [r0, r1) from the identity (f(identity, x) is x, up to
// the sign of a zero sum, which composes to the same carry).
func (k *cumDense) agg(r0, r1 int, dst []float64) bool {
	copy(dst, k.row(r0))
	for i := r0 + 1; i < r1; i++ {
		cumRow(k.op, dst, dst, k.row(i))
	}
	return !cumReassociates(k.op) || cumFinite(dst)
}

// scan computes output rows [r0, r1), columns [c0, c1), from carry.
func (k *cumDense) scan(r0, r1, c0, c1 int, carry, final, dst []float64) {
	m := k.m
	prev := carry[c0:c1]
	for i := r0; i < r1; i++ {
		o := dst[(i-r0)*m+c0 : (i-r0)*m+c1]
		cumRow(k.op, o, prev, k.x[i*m+c0:i*m+c1])
		prev = o
	}
	if final != nil {
		copy(final[c0:c1], prev)
	}
}

// cumDenseRaw computes op down the columns of the n x m row-major x into
// a new slice.
func (e *Exec) cumDenseRaw(op hop.OpCode, x []float64, n, m int) ([]float64, error) {
	out := hugealloc.Make[float64](n * m)
	if err := e.cumDenseInto(op, x, out, n, m); err != nil {
		return nil, err
	}
	return out, nil
}

// cumDenseInto computes op down the columns of the n x m row-major x into
// out (n*m values, not aliasing x).
func (e *Exec) cumDenseInto(op hop.OpCode, x, out []float64, n, m int) error {
	k := &cumDense{op: op, x: x[:n*m], m: m}
	init := hugealloc.Make[float64](m)
	cumFill(init, cumInit(op))
	return e.cumRun(k, out, n, m, init)
}
