package base

import (
	"errors"
	"fmt"
	"github.com/fusejit/fusejit/internal/fmath"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/internal/hop"
	"github.com/fusejit/fusejit/internal/hugealloc"
	"github.com/fusejit/fusejit/internal/parallel"
	"github.com/fusejit/fusejit/matrix"
)

// refParMinWork is the amount of work (cells or stored entries) from which
// an operation runs on several goroutines.
const refParMinWork = parallel.MinParallelWork

// Error kinds of the reference executor; messages wrap them with context.
// Shape errors found at run time (after operators whose size is known only
// then, such as removeEmpty) wrap hop.ErrShape like those found while
// building the DAG, so that callers test for one error.
var (
	errBaseShape = hop.ErrShape
	errBaseInput = errors.New("invalid input")
	errBaseOp    = errors.New("unsupported operation")
)

// refView is a read-only view of an operand: dense row-major data with
// Stride == Cols, or the arrays of a CSR.
type refView struct {
	rows, cols int
	sparse     bool
	d          []float64 // dense cells, len rows*cols
	rp         []int64   // CSR row pointers, len rows+1
	ci         []int32   // CSR column indices
	v          []float64 // CSR stored values
}

// refViewOf validates m and returns a view of it. Contiguous dense data and
// CSR arrays are shared, not copied; other layouts are copied.
func refViewOf(m mat.Matrix) (refView, error) {
	switch t := m.(type) {
	case nil:
		return refView{}, fmt.Errorf("nil matrix: %w", errBaseInput)
	case *mat.Dense:
		if t == nil || t.IsEmpty() {
			return refView{}, fmt.Errorf("nil or empty *mat.Dense: %w", errBaseInput)
		}
		raw := t.RawMatrix()
		r, c := raw.Rows, raw.Cols
		if r < 1 || c < 1 {
			return refView{}, fmt.Errorf("empty %dx%d matrix: %w", r, c, errBaseInput)
		}
		if _, err := refCells(r, c); err != nil {
			return refView{}, err
		}
		if raw.Stride == c || r == 1 {
			n := r * c
			return refView{rows: r, cols: c, d: raw.Data[:n:n]}, nil
		}
		d := hugealloc.Make[float64](r * c)
		for i := 0; i < r; i++ {
			copy(d[i*c:(i+1)*c], raw.Data[i*raw.Stride:i*raw.Stride+c])
		}
		return refView{rows: r, cols: c, d: d}, nil
	case *mat.VecDense:
		if t == nil || t.IsEmpty() {
			return refView{}, fmt.Errorf("nil or empty *mat.VecDense: %w", errBaseInput)
		}
		raw := t.RawVector()
		n := raw.N
		if n < 1 {
			return refView{}, fmt.Errorf("empty vector: %w", errBaseInput)
		}
		if raw.Inc == 1 {
			return refView{rows: n, cols: 1, d: raw.Data[:n:n]}, nil
		}
		d := hugealloc.Make[float64](n)
		for i := range d {
			d[i] = raw.Data[i*raw.Inc]
		}
		return refView{rows: n, cols: 1, d: d}, nil
	case *matrix.CSR:
		if t == nil {
			return refView{}, fmt.Errorf("nil *matrix.CSR: %w", errBaseInput)
		}
		r, c := t.Dims()
		if r < 1 || c < 1 {
			return refView{}, fmt.Errorf("empty %dx%d CSR: %w", r, c, errBaseInput)
		}
		if c > math.MaxInt32 {
			return refView{}, fmt.Errorf("CSR with %d columns exceeds int32 indices: %w", c, errBaseInput)
		}
		rp, ci, v := t.RowPtr(), t.ColIdx(), t.Values()
		if len(rp) != r+1 || rp[0] != 0 || rp[r] != int64(len(ci)) || len(ci) != len(v) {
			return refView{}, fmt.Errorf("malformed %dx%d CSR (len rowPtr %d, colIdx %d, values %d): %w",
				r, c, len(rp), len(ci), len(v), errBaseInput)
		}
		return refView{rows: r, cols: c, sparse: true, rp: rp, ci: ci, v: v}, nil
	default:
		r, c := m.Dims()
		if r < 1 || c < 1 {
			return refView{}, fmt.Errorf("empty %dx%d %T: %w", r, c, m, errBaseInput)
		}
		if _, err := refCells(r, c); err != nil {
			return refView{}, err
		}
		d := hugealloc.Make[float64](r * c)
		for i := 0; i < r; i++ {
			for j := 0; j < c; j++ {
				d[i*c+j] = m.At(i, j)
			}
		}
		return refView{rows: r, cols: c, d: d}, nil
	}
}

// refCells returns r*c, or an error if a dense r x c result is impossible.
func refCells(r, c int) (int, error) {
	if r < 1 || c < 1 || r > math.MaxInt/8/c {
		return 0, fmt.Errorf("%dx%d cells out of range: %w", r, c, errBaseInput)
	}
	return r * c, nil
}

func (x *refView) isScalar() bool { return x.rows == 1 && x.cols == 1 }

// scalar returns the value of a 1 x 1 operand; a structural zero is +0.
func (x *refView) scalar() float64 {
	if !x.sparse {
		return x.d[0]
	}
	if x.rp[1] > 0 {
		return x.v[0]
	}
	return 0
}

// class is the operand class for the structural-zero rules.
func (x *refView) class() hop.Operand {
	switch {
	case x.isScalar():
		return hop.OperandScalar
	case x.sparse:
		return hop.OperandSparse
	}
	return hop.OperandDense
}

// work estimates the cost of reading the operand.
func (x *refView) work() int {
	if x.sparse {
		return len(x.v) + x.rows
	}
	return len(x.d)
}

// refShapeString formats the shapes of views for error messages.
func refShapeString(vs ...*refView) string {
	s := ""
	for k, v := range vs {
		if k > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%dx%d", v.rows, v.cols)
	}
	return s
}

// refBroadcast returns the result shape of an element-wise operation. Each
// operand must have the result shape, be its column vector (R x 1), its
// row vector (1 x C) or a 1 x 1 scalar, and one operand must have the result
// shape (a row vector with a column vector is an error).
func refBroadcast(vs ...*refView) (int, int, error) {
	R, C := 0, 0
	for _, v := range vs {
		R, C = max(R, v.rows), max(C, v.cols)
	}
	exact := false
	for _, v := range vs {
		if (v.rows != R && v.rows != 1) || (v.cols != C && v.cols != 1) {
			return 0, 0, fmt.Errorf("cannot broadcast %s: %w", refShapeString(vs...), errBaseShape)
		}
		exact = exact || (v.rows == R && v.cols == C)
	}
	if !exact {
		return 0, 0, fmt.Errorf("cannot broadcast %s (outer broadcasting is not supported): %w",
			refShapeString(vs...), errBaseShape)
	}
	if _, err := refCells(R, C); err != nil {
		return 0, 0, err
	}
	return R, C, nil
}

// refCatch turns a panic into an error; it is deferred by every exported
// method so that malformed input never crashes the caller.
func refCatch(res *mat.Matrix, err *error, what string) {
	if r := recover(); r != nil {
		*res = nil
		*err = fmt.Errorf("%s: internal error: %v: %w", what, r, errBaseInput)
	}
}

// Binary computes the element-wise binary op of a and b with broadcasting.
// The result is dense when hop.BinaryRule gives hop.ZeroNever and a CSR
// with the rule's stored pattern otherwise (see the package doc).
func (e *Exec) Binary(op hop.OpCode, a, b mat.Matrix) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: binary %v", op)
	defer refCatch(&res, &err, what)
	if !op.IsBinary() {
		return nil, fmt.Errorf("%s: %w", what, errBaseOp)
	}
	va, err := refViewOf(a)
	if err != nil {
		return nil, fmt.Errorf("%s: operand a: %w", what, err)
	}
	vb, err := refViewOf(b)
	if err != nil {
		return nil, fmt.Errorf("%s: operand b: %w", what, err)
	}
	R, C, err := refBroadcast(&va, &vb)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	ka, kb := va.class(), vb.class()
	var sa, sb float64
	if ka == hop.OperandScalar {
		sa = va.scalar()
	}
	if kb == hop.OperandScalar {
		sb = vb.scalar()
	}
	rule := hop.BinaryRule(op, ka, kb, sa, sb)
	if rule == hop.ZeroNever {
		res, err = e.binaryDense(op, &va, &vb, R, C)
	} else {
		res, err = e.binarySparse(op, rule, &va, &vb, R, C)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return res, nil
}

// denseRow returns the values of operand x in row i of an R x C broadcast:
// a slice of length C, or (isConst) one value for every column. A CSR row is
// expanded into scratch (length C).
func (x *refView) denseRow(i, C int, scratch []float64) (s []float64, c float64, isConst bool) {
	if x.isScalar() {
		return nil, x.scalar(), true
	}
	r := i
	if x.rows == 1 {
		r = 0
	}
	if !x.sparse {
		if x.cols == C {
			return x.d[r*C : r*C+C], 0, false
		}
		return nil, x.d[r], true
	}
	lo, hi := x.rp[r], x.rp[r+1]
	if x.cols == C {
		clear(scratch)
		for k := lo; k < hi; k++ {
			scratch[x.ci[k]] = x.v[k]
		}
		return scratch, 0, false
	}
	if hi > lo {
		return nil, x.v[lo], true
	}
	return nil, 0, true
}

// binaryDense computes a dense R x C result.
func (e *Exec) binaryDense(op hop.OpCode, a, b *refView, R, C int) (*mat.Dense, error) {
	if err := e.reserve("binary", denseBytes(R, C)); err != nil {
		return nil, err
	}
	n := R * C
	out := hugealloc.Make[float64](n)
	aFull := !a.sparse && a.rows == R && a.cols == C
	bFull := !b.sparse && b.rows == R && b.cols == C
	var err error
	switch {
	case aFull && bFull:
		err = e.refParFor(n, n, func(lo, hi int) { refBinVV(op, out[lo:hi], a.d[lo:hi], b.d[lo:hi]) })
	case aFull && b.isScalar():
		s := b.scalar()
		err = e.refParFor(n, n, func(lo, hi int) { refBinVS(op, out[lo:hi], a.d[lo:hi], s) })
	case a.isScalar() && bFull:
		s := a.scalar()
		err = e.refParFor(n, n, func(lo, hi int) { refBinSV(op, out[lo:hi], s, b.d[lo:hi]) })
	default:
		err = e.refParFor(R, n, func(lo, hi int) {
			var sa, sb []float64
			if a.sparse {
				sa = hugealloc.Make[float64](C)
			}
			if b.sparse {
				sb = hugealloc.Make[float64](C)
			}
			for i := lo; i < hi; i++ {
				o := out[i*C : i*C+C]
				xs, xc, xk := a.denseRow(i, C, sa)
				ys, yc, yk := b.denseRow(i, C, sb)
				switch {
				case !xk && !yk:
					refBinVV(op, o, xs, ys)
				case !xk:
					refBinVS(op, o, xs, yc)
				case !yk:
					refBinSV(op, o, xc, ys)
				default:
					v := hop.EvalBinary(op, xc, yc)
					for j := range o {
						o[j] = v
					}
				}
			}
		})
	}
	if err != nil {
		return nil, err
	}
	return mat.NewDense(R, C, out), nil
}

// refBin is hop.EvalBinary with the most common op inlined.
func refBin(op hop.OpCode, x, y float64) float64 {
	if op == hop.OpMul {
		return x * y
	}
	return hop.EvalBinary(op, x, y)
}

// refBinVV sets out[k] = op(x[k], y[k]), bit-exactly like hop.EvalBinary.
func refBinVV(op hop.OpCode, out, x, y []float64) {
	x, y = x[:len(out)], y[:len(out)]
	switch op {
	case hop.OpAdd:
		for k := range out {
			out[k] = x[k] + y[k]
		}
	case hop.OpSub:
		for k := range out {
			out[k] = x[k] - y[k]
		}
	case hop.OpMul:
		for k := range out {
			out[k] = x[k] * y[k]
		}
	case hop.OpDiv:
		for k := range out {
			out[k] = x[k] / y[k]
		}
	case hop.OpMin2:
		for k := range out {
			out[k] = hop.Min2(x[k], y[k])
		}
	case hop.OpMax2:
		for k := range out {
			out[k] = hop.Max2(x[k], y[k])
		}
	default:
		for k := range out {
			out[k] = hop.EvalBinary(op, x[k], y[k])
		}
	}
}

// refBinVS sets out[k] = op(x[k], s).
func refBinVS(op hop.OpCode, out, x []float64, s float64) {
	x = x[:len(out)]
	switch op {
	case hop.OpAdd:
		for k := range out {
			out[k] = x[k] + s
		}
	case hop.OpSub:
		for k := range out {
			out[k] = x[k] - s
		}
	case hop.OpMul:
		for k := range out {
			out[k] = x[k] * s
		}
	case hop.OpDiv:
		for k := range out {
			out[k] = x[k] / s
		}
	case hop.OpMin2:
		for k := range out {
			out[k] = hop.Min2(x[k], s)
		}
	case hop.OpMax2:
		for k := range out {
			out[k] = hop.Max2(x[k], s)
		}
	default:
		for k := range out {
			out[k] = hop.EvalBinary(op, x[k], s)
		}
	}
}

// refBinSV sets out[k] = op(s, y[k]).
func refBinSV(op hop.OpCode, out []float64, s float64, y []float64) {
	y = y[:len(out)]
	switch op {
	case hop.OpAdd:
		for k := range out {
			out[k] = s + y[k]
		}
	case hop.OpSub:
		for k := range out {
			out[k] = s - y[k]
		}
	case hop.OpMul:
		for k := range out {
			out[k] = s * y[k]
		}
	case hop.OpDiv:
		for k := range out {
			out[k] = s / y[k]
		}
	case hop.OpMin2:
		for k := range out {
			out[k] = hop.Min2(s, y[k])
		}
	case hop.OpMax2:
		for k := range out {
			out[k] = hop.Max2(s, y[k])
		}
	default:
		for k := range out {
			out[k] = hop.EvalBinary(op, s, y[k])
		}
	}
}

// Unary computes the element-wise unary op. A CSR input keeps its pattern
// when hop.UnaryKeepsZero(op); otherwise the result is dense.
func (e *Exec) Unary(op hop.OpCode, a mat.Matrix) (res mat.Matrix, err error) {
	what := fmt.Sprintf("base: unary %v", op)
	defer refCatch(&res, &err, what)
	if !op.IsUnary() {
		return nil, fmt.Errorf("%s: %w", what, errBaseOp)
	}
	x, err := refViewOf(a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	R, C := x.rows, x.cols
	bytes := denseBytes(R, C)
	if x.sparse && hop.UnaryKeepsZero(op) {
		bytes = csrBytes(R, len(x.v))
	}
	if err := e.reserve(what, bytes); err != nil {
		return nil, err
	}
	if x.sparse && hop.UnaryKeepsZero(op) {
		v := hugealloc.Make[float64](len(x.v))
		if err := e.refParFor(len(v), len(v), func(lo, hi int) { refUnary(op, v[lo:hi], x.v[lo:hi]) }); err != nil {
			return nil, fmt.Errorf("%s: %w", what, err)
		}
		return matrix.NewCSRFromParts(R, C, refClone(x.rp), refClone(x.ci), v), nil
	}
	n, err := refCells(R, C)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	out := hugealloc.Make[float64](n)
	if !x.sparse {
		err = e.refParFor(n, n, func(lo, hi int) { refUnary(op, out[lo:hi], x.d[lo:hi]) })
	} else {
		z := hop.EvalUnary(op, 0)
		err = e.refParFor(R, n, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				o := out[i*C : i*C+C]
				for j := range o {
					o[j] = z
				}
				for k := x.rp[i]; k < x.rp[i+1]; k++ {
					o[x.ci[k]] = hop.EvalUnary(op, x.v[k])
				}
			}
		})
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return mat.NewDense(R, C, out), nil
}

// refUnary sets out[k] = op(x[k]), bit-exactly like hop.EvalUnary.
func refUnary(op hop.OpCode, out, x []float64) {
	x = x[:len(out)]
	switch op {
	case hop.OpNeg:
		for k := range out {
			out[k] = -x[k]
		}
	case hop.OpAbs:
		for k := range out {
			out[k] = math.Abs(x[k])
		}
	case hop.OpSqrt:
		for k := range out {
			out[k] = math.Sqrt(x[k])
		}
	case hop.OpExp:
		for k := range out {
			out[k] = fmath.Exp(x[k])
		}
	case hop.OpLog:
		for k := range out {
			out[k] = fmath.Log(x[k])
		}
	default:
		for k := range out {
			out[k] = hop.EvalUnary(op, x[k])
		}
	}
}

// refClone returns a copy of s.
func refClone[T any](s []T) []T {
	return append(make([]T, 0, len(s)), s...)
}

// IfElse computes cond != 0 ? a : b per cell (hop.EvalIfElse) with
// broadcasting of all three operands. The result is always dense;
// structural zeros read as +0.
func (e *Exec) IfElse(c, a, b mat.Matrix) (res mat.Matrix, err error) {
	const what = "base: ifelse"
	defer refCatch(&res, &err, what)
	var vs [3]refView
	for k, m := range [3]mat.Matrix{c, a, b} {
		if vs[k], err = refViewOf(m); err != nil {
			return nil, fmt.Errorf("%s: operand %s: %w", what, [3]string{"cond", "a", "b"}[k], err)
		}
	}
	R, C, err := refBroadcast(&vs[0], &vs[1], &vs[2])
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	n := R * C
	out := hugealloc.Make[float64](n)
	full := func(x *refView) bool { return !x.sparse && x.rows == R && x.cols == C }
	if full(&vs[0]) && full(&vs[1]) && full(&vs[2]) {
		cd, ad, bd := vs[0].d, vs[1].d, vs[2].d
		err = e.refParFor(n, n, func(lo, hi int) {
			for k := lo; k < hi; k++ {
				out[k] = hop.EvalIfElse(cd[k], ad[k], bd[k])
			}
		})
	} else {
		err = e.refParFor(R, n, func(lo, hi int) {
			var rows [3][]float64
			scratch := hugealloc.Make[float64](3 * C)
			for i := lo; i < hi; i++ {
				for k := range vs {
					sc := scratch[k*C : (k+1)*C]
					s, cv, isConst := vs[k].denseRow(i, C, sc)
					if isConst {
						for j := range sc {
							sc[j] = cv
						}
						s = sc
					}
					rows[k] = s
				}
				o := out[i*C : i*C+C]
				cr, ar, br := rows[0][:len(o)], rows[1][:len(o)], rows[2][:len(o)]
				for j := range o {
					o[j] = hop.EvalIfElse(cr[j], ar[j], br[j])
				}
			}
		})
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return mat.NewDense(R, C, out), nil
}
