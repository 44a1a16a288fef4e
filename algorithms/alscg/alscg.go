package alscg

import (
	"context"
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/internal/la"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// ErrInput is wrapped by the errors about invalid data or options.
var ErrInput = la.ErrInput

// Options configure training. A zero field takes its default.
type Options struct {
	// Rank is the number of columns of U and V (default 20).
	Rank int
	// Lambda is the weighted L2 regularization (default 1e-3).
	Lambda float64
	// Epsilon: stop when the loss decreases by less than Epsilon times
	// its previous value over one outer iteration (default 1e-12).
	Epsilon float64
	// MaxIter bounds the outer iterations; each updates U and then V
	// (default 20).
	MaxIter int
	// MaxInnerIter bounds the conjugate gradient iterations of one factor
	// update (default Rank).
	MaxInnerIter int
	// Seed seeds the random initial factors, uniform in [-0.5, 0.5).
	Seed uint64
	// Trace, when set, is called after every outer iteration.
	Trace func(Iteration)
}

// Iteration describes one finished outer iteration.
type Iteration struct {
	Iter  int
	Loss  float64 // after updating U and V
	Inner [2]int  // conjugate gradient iterations of the U and V updates
}

// Model is a factorization X ~ U %*% t(V).
type Model struct {
	U, V       *mat.Dense // m x rank, n x rank
	Loss       float64    // final loss
	InitLoss   float64    // loss of the initial factors
	Iterations int
	Converged  bool
	Trace      []Iteration
}

func (o Options) withDefaults() (Options, error) {
	if o.Rank == 0 {
		o.Rank = 20
	}
	if o.Lambda == 0 {
		o.Lambda = 1e-3
	}
	if o.Epsilon == 0 {
		o.Epsilon = 1e-12
	}
	if o.MaxIter == 0 {
		o.MaxIter = 20
	}
	if o.MaxInnerIter == 0 {
		o.MaxInnerIter = o.Rank
	}
	if o.Rank < 1 || o.Lambda < 0 || o.Epsilon < 0 || o.MaxIter < 0 || o.MaxInnerIter < 0 {
		return o, fmt.Errorf("alscg: %w: options rank %d, lambda %g, epsilon %g, max iterations %d and %d: want rank > 0, the rest >= 0",
			la.ErrInput, o.Rank, o.Lambda, o.Epsilon, o.MaxIter, o.MaxInnerIter)
	}
	return o, nil
}

// innerTolerance ends the conjugate gradient of one factor when the
// squared residual norm falls below it times the squared gradient norm,
// as in the script.
const innerTolerance = 1e-9

// Train factorizes the ratings X, a *matrix.CSR (sparse, where the method
// pays off) or a *mat.Dense; zero cells are unobserved.
func Train(ctx context.Context, eng *engine.Engine, X mat.Matrix, opts Options) (*Model, error) {
	o, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	x, m, n, err := la.Data(X)
	if err != nil {
		return nil, fmt.Errorf("alscg: %w", err)
	}
	if s, ok := X.(*matrix.CSR); ok && s.NNZ() == 0 {
		return nil, fmt.Errorf("alscg: %w: X has no ratings", la.ErrInput)
	}
	W := x.Ne(engine.Scalar(0))
	lambda := engine.Scalar(o.Lambda)

	// Ratings per row and column, the weights of the regularizer.
	r, err := la.Eval(ctx, eng, "alscg: ratings per row and column", W.RowSums(), W.ColSums().T())
	if err != nil {
		return nil, err
	}
	var rowNnz, colNnz *mat.Dense
	if err := r.Scan(&rowNnz, &colNnz); err != nil {
		return nil, err
	}
	RowNnz, ColNnz := engine.Dense(rowNnz), engine.Dense(colNnz)

	u := matrix.RandDense(m, o.Rank, -0.5, 0.5, o.Seed)
	v := matrix.RandDense(n, o.Rank, -0.5, 0.5, o.Seed+1)
	if u == nil || v == nil {
		return nil, fmt.Errorf("alscg: %w: cannot allocate rank-%d factors of %d x %d", la.ErrInput, o.Rank, m, n)
	}
	loss := func(what string) (float64, error) {
		U, V := engine.Dense(u), engine.Dense(v)
		E := U.MatMul(V.T()).Sub(x)
		l := engine.Scalar(0.5).Mul(W.Mul(E.Mul(E)).Sum()).Add(
			engine.Scalar(0.5 * o.Lambda).Mul(U.Mul(U).Mul(RowNnz).Sum().Add(V.Mul(V).Mul(ColNnz).Sum())))
		r, err := la.Eval(ctx, eng, what, l)
		if err != nil {
			return 0, err
		}
		return r.ScalarErr(0)
	}
	lossInit, err := loss("alscg: initial loss")
	if err != nil {
		return nil, err
	}
	model := &Model{InitLoss: lossInit, Loss: lossInit}

	// update runs conjugate gradient on one factor with the other fixed.
	update := func(iter int, isU bool) (int, error) {
		name := "V"
		if isU {
			name = "U"
		}
		step := func(what string) string { return fmt.Sprintf("alscg: iteration %d: %s: %s", iter, name, what) }
		U, V := engine.Dense(u), engine.Dense(v)
		var G *engine.Expr
		if isU {
			G = W.Mul(U.MatMul(V.T()).Sub(x)).MatMul(V).Add(lambda.Mul(U).Mul(RowNnz))
		} else {
			G = U.T().MatMul(W.Mul(U.MatMul(V.T()).Sub(x))).T().Add(lambda.Mul(V).Mul(ColNnz))
		}
		r, err := la.Eval(ctx, eng, step("gradient"), G.Neg(), G.Mul(G).Sum())
		if err != nil {
			return 0, err
		}
		var res *mat.Dense
		var normG2 float64
		if err := r.Scan(&res, &normG2); err != nil {
			return 0, err
		}
		s, normR2 := res, normG2
		inner := 0
		for normR2 > innerTolerance*normG2 && inner < o.MaxInnerIter {
			inner++
			S, R := engine.Dense(s), engine.Dense(res)
			var HS, F *engine.Expr
			if isU {
				HS = W.Mul(S.MatMul(V.T())).MatMul(V).Add(lambda.Mul(S).Mul(RowNnz))
				F = engine.Dense(u)
			} else {
				HS = U.T().MatMul(W.Mul(U.MatMul(S.T()))).T().Add(lambda.Mul(S).Mul(ColNnz))
				F = engine.Dense(v)
			}
			alpha := engine.Scalar(normR2).Div(S.Mul(HS).Sum())
			rNew := R.Sub(alpha.Mul(HS))
			nr2 := rNew.Mul(rNew).Sum()
			sNew := rNew.Add(nr2.Div(engine.Scalar(normR2)).Mul(S))
			r, err := la.Eval(ctx, eng, step("conjugate gradient step"), F.Add(alpha.Mul(S)), rNew, nr2, sNew)
			if err != nil {
				return 0, err
			}
			var f *mat.Dense
			if err := r.Scan(&f, &res, &normR2, &s); err != nil {
				return 0, err
			}
			if err := la.Finite("alscg: residual norm", normR2); err != nil {
				return 0, err
			}
			if isU {
				u = f
			} else {
				v = f
			}
		}
		return inner, nil
	}

	for iter := 1; iter <= o.MaxIter; iter++ {
		var it Iteration
		it.Iter = iter
		for k, isU := range []bool{true, false} {
			if it.Inner[k], err = update(iter, isU); err != nil {
				return nil, err
			}
		}
		cur, err := loss(fmt.Sprintf("alscg: iteration %d: loss", iter))
		if err != nil {
			return nil, err
		}
		if err := la.Finite("alscg: loss", cur); err != nil {
			return nil, err
		}
		it.Loss = cur
		model.Trace = append(model.Trace, it)
		model.Iterations = iter
		if o.Trace != nil {
			o.Trace(it)
		}
		dec := (model.Loss - cur) / model.Loss
		model.Loss = cur
		if (dec >= 0 && dec < o.Epsilon) || cur == 0 {
			model.Converged = true
			break
		}
	}
	model.U, model.V = u, v
	return model, nil
}
