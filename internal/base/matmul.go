package base

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// mmShortAxpy is the row length below which a plain Go loop beats the call
// into gonum's assembly axpy.
const mmShortAxpy = 16

// MatMul returns the matrix product a b.
//
// Operands are *mat.Dense (any stride), *mat.VecDense, *matrix.CSR, or any
// other mat.Matrix, which is copied to a dense matrix first (a transposed
// CSR is materialized as a CSR). The result is a new matrix that never
// aliases an operand:
//   - dense times dense is a *mat.Dense computed by BLAS (OpenBLAS when it
//     is installed, else gonum; see BLASName), with IEEE semantics: 0 times
//     NaN or Inf is NaN;
//   - sparse times dense and dense times sparse are *mat.Dense;
//   - sparse times sparse is a *matrix.CSR (Gustavson's algorithm) whose
//     pattern is structural: cancellations leave stored zeros.
//
// A product with a sparse operand sums only over its stored entries: a
// structural zero times NaN or Inf contributes nothing, while a stored zero
// times NaN is NaN.
//
// gonum cannot represent a dense matrix with a zero dimension, so a result
// with zero rows or columns is an empty *matrix.CSR of that shape. An inner
// dimension of zero gives a zero matrix (dense unless both operands are
// sparse). MatMul returns an error, never panics, for a nil operand or
// mismatched inner dimensions.
func (e *Exec) MatMul(a, b mat.Matrix) (mat.Matrix, error) {
	return e.matMul(backendAuto, a, b)
}

// matMul is MatMul with a chosen BLAS backend.
func (e *Exec) matMul(be blasBackend, a, b mat.Matrix) (mat.Matrix, error) {
	ao, err := mmOperandLazy(a)
	if err != nil {
		return nil, fmt.Errorf("base: matmul: left operand: %w", err)
	}
	bo, err := mmOperandLazy(b)
	if err != nil {
		return nil, fmt.Errorf("base: matmul: right operand: %w", err)
	}
	m, k := ao.rows, ao.cols
	n := bo.cols
	if bo.rows != k {
		return nil, fmt.Errorf("base: matmul: inner dimensions differ: %d x %d times %d x %d: %w", m, k, bo.rows, n, errBaseShape)
	}
	if err := e.reserve("matmul", mmBytes(ao, bo)); err != nil {
		return nil, err
	}
	if m == 0 || n == 0 {
		return matrix.NewCSRFromParts(m, n, hugealloc.Make[int64](m+1), nil, nil), nil
	}
	bothSparse := ao.sparse() && bo.sparse()
	if !bothSparse && m > math.MaxInt/8/n {
		return nil, fmt.Errorf("base: matmul: dense result of %d x %d cells is too large", m, n)
	}
	if k == 0 {
		if bothSparse {
			return matrix.NewCSRFromParts(m, n, hugealloc.Make[int64](m+1), nil, nil), nil
		}
		return mat.NewDense(m, n, nil), nil
	}
	threads := e.par()
	if res, ok, err := laneMatMul(threads, ao, bo); ok {
		if err != nil {
			return nil, fmt.Errorf("base: matmul: %w", err)
		}
		return res, nil
	}
	ao.materialize()
	bo.materialize()
	if ao.sp != nil || bo.sp != nil {
		// The sparse kernels read dense operands by rows.
		ao.untranspose()
		bo.untranspose()
	}
	var res mat.Matrix
	switch {
	case bothSparse:
		res, err = mulSparseSparse(threads, ao.sp, bo.sp)
	case ao.sp != nil:
		res, err = mulSparseDense(threads, ao.sp, bo.d)
	case bo.sp != nil:
		res, err = mulDenseSparse(threads, ao.d, bo.sp)
	default:
		res, err = mulDenseDense(be, threads, ao, bo)
	}
	if err != nil {
		return nil, fmt.Errorf("base: matmul: %w", err)
	}
	return res, nil
}

// mmOperand is a product operand: dense (d) or sparse (sp), and its shape.
// A dense operand with a zero dimension has an empty d. A transposed dense
// operand (trans, from a mat.Transpose view, which the engine passes for
// t(X) read only by products) keeps X's storage in d: rows x cols is the
// operand's shape, d is cols x rows, and BLAS reads it transposed, so that
// t(X) %*% Y never copies X.
type mmOperand struct {
	rows, cols int
	d          blas64.General
	trans      bool
	sp         *matrix.CSR
	// spT is the CSR matrix whose transpose sp is, when the operand is a
	// transposed CSR: t(X) %*% W reads X's rows (see laneMatMul), and sp
	// is built only for the products that read t(X)'s rows
	// (mmOperandLazy, materialize).
	spT *matrix.CSR
}

// sparse reports whether the operand is a CSR or a transposed CSR.
func (op *mmOperand) sparse() bool { return op.sp != nil || op.spT != nil }

// materialize builds sp, the transpose of a transposed CSR operand, when
// it is not built yet.
func (op *mmOperand) materialize() {
	if op.sp == nil && op.spT != nil {
		op.sp = op.spT.Transpose()
	}
}

// untranspose copies a transposed dense operand into row-major storage.
func (op *mmOperand) untranspose() {
	if !op.trans {
		return
	}
	src := op.d // op.cols x op.rows
	dst := hugealloc.Make[float64](op.rows * op.cols)
	for i := 0; i < src.Rows; i++ {
		for j, v := range src.Data[i*src.Stride : i*src.Stride+src.Cols] {
			dst[j*op.cols+i] = v
		}
	}
	op.d = blas64.General{Rows: op.rows, Cols: op.cols, Stride: op.cols, Data: dst}
	op.trans = false
}

var errNilOperand = errors.New("nil matrix")

// mmOperandOf classifies x, copying it to a dense matrix when it is neither
// dense nor CSR. It turns a panic of a foreign mat.Matrix into an error.
func mmOperandOf(x mat.Matrix) (mmOperand, error) {
	op, err := mmOperandLazy(x)
	op.materialize()
	return op, err
}

// mmOperandLazy is mmOperandOf without building the transpose of a
// transposed CSR (sp nil, spT set): the dot-order t(X) %*% W reads X's
// rows, and copying X first took most of Base's time there (3x a fused
// col_agg_t kernel's).
func mmOperandLazy(x mat.Matrix) (op mmOperand, err error) {
	switch v := x.(type) {
	case nil:
		return op, errNilOperand
	case *matrix.CSR:
		if v == nil {
			return op, errNilOperand
		}
		op.rows, op.cols = v.Dims()
		op.sp = v
		return op, nil
	case *mat.Dense:
		if v == nil {
			return op, errNilOperand
		}
		if !v.IsEmpty() {
			op.d = v.RawMatrix()
			op.rows, op.cols = op.d.Rows, op.d.Cols
		}
		return op, nil
	case *mat.VecDense:
		if v == nil {
			return op, errNilOperand
		}
		if !v.IsEmpty() {
			raw := v.RawVector()
			op.d = blas64.General{Rows: raw.N, Cols: 1, Stride: raw.Inc, Data: raw.Data}
			op.rows, op.cols = raw.N, 1
		}
		return op, nil
	case mat.Transpose:
		if c, ok := v.Matrix.(*matrix.CSR); ok && c != nil {
			op.cols, op.rows = c.Dims()
			op.spT = c
			return op, nil
		}
		if d, ok := v.Matrix.(*mat.VecDense); ok && d != nil && !d.IsEmpty() {
			raw := d.RawVector()
			op.d, op.trans = blas64.General{Rows: raw.N, Cols: 1, Stride: raw.Inc, Data: raw.Data}, true
			op.rows, op.cols = 1, raw.N
			return op, nil
		}
		if d, ok := v.Matrix.(*mat.Dense); ok && d != nil && !d.IsEmpty() {
			op.d, op.trans = d.RawMatrix(), true
			op.rows, op.cols = op.d.Cols, op.d.Rows
			return op, nil
		}
	}
	defer func() {
		if r := recover(); r != nil {
			op, err = mmOperand{}, fmt.Errorf("reading %T: %v", x, r)
		}
	}()
	op.rows, op.cols = x.Dims()
	if op.rows > 0 && op.cols > 0 {
		op.d = mat.DenseCopyOf(x).RawMatrix()
	}
	return op, nil
}

// mulDenseDense computes a b with BLAS, in tasks decided by the shape (see
// blasProduct.run), reading transposed operands in place.
func mulDenseDense(be blasBackend, threads par, ao, bo mmOperand) (*mat.Dense, error) {
	m, k, n := ao.rows, ao.cols, bo.cols
	out := hugealloc.Make[float64](m * n)
	a, b := ao.d, bo.d
	gonumRuns := be.resolve() == backendGonum || !fitsBLASInt(m, n, k, a.Stride, b.Stride)
	var err error
	if gonumRuns && mmHasNonFinite(b) {
		// gonum's kernels skip zeros of a, which would drop 0 * NaN and
		// 0 * Inf; keep IEEE semantics with a plain kernel instead.
		ao.untranspose()
		bo.untranspose()
		err = mulDenseDenseIEEE(threads, ao.d, bo.d, out)
	} else {
		p := blasProduct{tA: ao.trans, tB: bo.trans, m: m, n: n, k: k,
			a: a.Data, lda: a.Stride, b: b.Data, ldb: b.Stride, c: out, ldc: n}
		err = p.run(be, threads)
	}
	if err != nil {
		return nil, err
	}
	return mat.NewDense(m, n, out), nil
}

// mmHasNonFinite reports whether g holds a NaN or an infinity.
func mmHasNonFinite(g blas64.General) bool {
	for i := range g.Rows {
		for _, x := range g.Data[i*g.Stride : i*g.Stride+g.Cols] {
			if x-x != 0 {
				return true
			}
		}
	}
	return false
}

// mulDenseDenseIEEE computes out = a b (out zeroed, m x n contiguous) as
//
//	for i, k: out[i,:] += a[i,k] * b[k,:]
//
// without skipping zeros, in parallel over rows.
func mulDenseDenseIEEE(threads par, a, b blas64.General, out []float64) error {
	m, k, n := a.Rows, a.Cols, b.Cols
	work := int64(m) * int64(k) * int64(n)
	return forRangeBlocks(threads, parallel.Split(m, work), m, work, 1, func(_, lo, hi int) {
		for i := lo; i < hi; i++ {
			crow := out[i*n : (i+1)*n]
			for kk, v := range a.Data[i*a.Stride : i*a.Stride+k] {
				mmAxpy(v, b.Data[kk*b.Stride:kk*b.Stride+n], crow)
			}
		}
	})
}

// mmAxpy computes y += alpha * x for len(x) == len(y), with no shortcut
// for alpha == 0.
func mmAxpy(alpha float64, x, y []float64) {
	if len(y) < mmShortAxpy {
		x = x[:len(y)]
		for j := range y {
			y[j] += float64(alpha * x[j]) // no fused multiply-add: the kernels round both
		}
		return
	}
	axpyLong(y, alpha, x)
}
