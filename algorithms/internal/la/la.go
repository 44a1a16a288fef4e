// Package la holds the small glue the algorithms share: checking and
// wrapping user data into engine leaves, evaluating with the step named in
// errors, and the metrics their tests and predictions use. Results are read
// with the engine's own accessors. It is ordinary user code on the public
// API.
package la

import (
	"context"
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// ErrInput is wrapped by errors about the caller's data or options.
var ErrInput = errors.New("invalid input")

// Leaf returns an engine leaf that references m: a *mat.Dense, a
// *mat.VecDense (as an n x 1 column) or a *matrix.CSR.
func Leaf(m mat.Matrix) (*engine.Expr, error) {
	switch v := m.(type) {
	case *mat.Dense:
		if v == nil {
			return nil, fmt.Errorf("%w: nil *mat.Dense", ErrInput)
		}
		return engine.Dense(v), nil
	case *mat.VecDense:
		if v == nil {
			return nil, fmt.Errorf("%w: nil *mat.VecDense", ErrInput)
		}
		return engine.Vector(v), nil
	case *matrix.CSR:
		if v == nil {
			return nil, fmt.Errorf("%w: nil *matrix.CSR", ErrInput)
		}
		return engine.Sparse(v), nil
	case nil:
		return nil, fmt.Errorf("%w: nil matrix", ErrInput)
	}
	return nil, fmt.Errorf("%w: unsupported matrix type %T (want *mat.Dense or *matrix.CSR)", ErrInput, m)
}

// Data returns a leaf for the feature matrix X, which must be a non-empty
// *mat.Dense or *matrix.CSR, with its dimensions.
func Data(X mat.Matrix) (*engine.Expr, int, int, error) {
	switch X.(type) {
	case *mat.Dense, *matrix.CSR:
	default:
		return nil, 0, 0, fmt.Errorf("%w: X is %T, want *mat.Dense or *matrix.CSR", ErrInput, X)
	}
	x, err := Leaf(X)
	if err != nil {
		return nil, 0, 0, err
	}
	n, d := X.Dims()
	if n == 0 || d == 0 {
		return nil, 0, 0, fmt.Errorf("%w: X is %d x %d", ErrInput, n, d)
	}
	return x, n, d, nil
}

// Eval evaluates outs on eng; errors name the step (what). Results are
// read with the engine's accessors (engine.Result.Scan and friends).
func Eval(ctx context.Context, eng *engine.Engine, what string, outs ...*engine.Expr) (*engine.Result, error) {
	if eng == nil {
		return nil, fmt.Errorf("%s: %w: nil engine", what, ErrInput)
	}
	return EvalOn(ctx, eng, what, outs...)
}

// EvalOn is Eval on any evaluator (an engine, or a distributed one).
func EvalOn(ctx context.Context, ev engine.Evaluator, what string, outs ...*engine.Expr) (*engine.Result, error) {
	res, err := ev.Eval(ctx, outs...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return res, nil
}

// Fill returns an r x c dense matrix with every cell v.
func Fill(r, c int, v float64) *mat.Dense {
	data := make([]float64, r*c)
	if v != 0 {
		for i := range data {
			data[i] = v
		}
	}
	return mat.NewDense(r, c, data)
}

// Finite reports an error when v is NaN or infinite.
func Finite(what string, v float64) error {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return fmt.Errorf("%s is %v: the iteration diverged", what, v)
	}
	return nil
}

// RelDiff returns ||a - b||_F / max(||a||_F, ||b||_F), 0 when both are
// zero, and +Inf when the shapes differ.
func RelDiff(a, b mat.Matrix) float64 {
	ar, ac := a.Dims()
	br, bc := b.Dims()
	if ar != br || ac != bc {
		return math.Inf(1)
	}
	var d, na, nb float64
	for i := 0; i < ar; i++ {
		for j := 0; j < ac; j++ {
			x, y := a.At(i, j), b.At(i, j)
			d += (x - y) * (x - y)
			na += x * x
			nb += y * y
		}
	}
	den := math.Sqrt(math.Max(na, nb))
	if den == 0 {
		return math.Sqrt(d)
	}
	return math.Sqrt(d) / den
}

// RelDiffScalar is RelDiff for two numbers.
func RelDiffScalar(a, b float64) float64 {
	den := math.Max(math.Abs(a), math.Abs(b))
	if den == 0 {
		return 0
	}
	return math.Abs(a-b) / den
}

// Mul returns X %*% B computed in Go, for prediction and checks outside
// the engine. X is a *mat.Dense, a *matrix.CSR or any mat.Matrix.
func Mul(X mat.Matrix, B mat.Matrix) (*mat.Dense, error) {
	if X == nil || B == nil {
		return nil, fmt.Errorf("%w: nil matrix", ErrInput)
	}
	n, d := X.Dims()
	bd, k := B.Dims()
	if d != bd || n == 0 || k == 0 {
		return nil, fmt.Errorf("%w: X is %d x %d, the model expects %d columns", ErrInput, n, d, bd)
	}
	out := mat.NewDense(n, k, nil)
	if s, ok := X.(*matrix.CSR); ok {
		for i := 0; i < n; i++ {
			cols, vals := s.Row(i)
			for c := 0; c < k; c++ {
				var acc float64
				for p, j := range cols {
					acc += vals[p] * B.At(int(j), c)
				}
				out.Set(i, c, acc)
			}
		}
		return out, nil
	}
	out.Mul(X, B)
	return out, nil
}

// Agreement returns the fraction of positions where p and y are equal.
func Agreement(p, y *mat.VecDense) (float64, error) {
	if y == nil || p.Len() != y.Len() || p.Len() == 0 {
		return 0, fmt.Errorf("%w: %d predictions for labels of another length", ErrInput, p.Len())
	}
	ok := 0
	for i := 0; i < p.Len(); i++ {
		if p.AtVec(i) == y.AtVec(i) {
			ok++
		}
	}
	return float64(ok) / float64(p.Len()), nil
}
