package mlogreg

import (
	"context"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/internal/la"
	"github.com/fusejit/fusejit/algorithms/internal/trust"
	"github.com/fusejit/fusejit/engine"
)

// ErrInput is wrapped by the errors about invalid data or options.
var ErrInput = la.ErrInput

// Options configure training. A zero field takes its default.
type Options struct {
	// Classes is the number of classes k; labels are 1..k (default 2).
	Classes int
	// Lambda is the L2 regularization (default 1e-3).
	Lambda float64
	// Epsilon is the tolerance on the gradient norm, relative to the
	// initial one (default 1e-12).
	Epsilon float64
	// MaxIter bounds the outer (Newton) iterations (default 20).
	MaxIter int
	// MaxInnerIter bounds the conjugate gradient iterations per Newton
	// step (default 10).
	MaxInnerIter int
	// Trace, when set, is called after every outer iteration.
	Trace func(Iteration)
}

// Iteration describes one finished outer iteration.
type Iteration struct {
	Iter      int
	Objective float64 // negative log-likelihood plus regularizer, after the iteration
	GradNorm  float64 // norm of the gradient after the iteration
	Inner     int     // conjugate gradient iterations
	Accepted  bool    // whether the trust-region step was taken
	Boundary  bool    // whether the step reached the trust-region boundary
	Delta     float64 // trust-region radius for the next iteration
}

// Model is a trained multinomial logistic regression.
type Model struct {
	B          *mat.Dense // d x (k-1) weights; class k is the baseline
	Classes    int
	Iterations int
	Objective  float64
	Converged  bool
	Trace      []Iteration
}

func (o Options) withDefaults() (Options, error) {
	if o.Classes == 0 {
		o.Classes = 2
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
		o.MaxInnerIter = 10
	}
	if o.Classes < 2 || o.Lambda < 0 || o.Epsilon < 0 || o.MaxIter < 0 || o.MaxInnerIter < 0 {
		return o, fmt.Errorf("mlogreg: %w: options classes %d, lambda %g, epsilon %g, max iterations %d and %d: want classes >= 2, the rest >= 0",
			la.ErrInput, o.Classes, o.Lambda, o.Epsilon, o.MaxIter, o.MaxInnerIter)
	}
	return o, nil
}

// Train fits the model to the rows of X (a *mat.Dense or *matrix.CSR) and
// the labels y in 1..Classes.
func Train(ctx context.Context, eng *engine.Engine, X mat.Matrix, y *mat.VecDense, opts Options) (*Model, error) {
	o, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	x, n, d, err := la.Data(X)
	if err != nil {
		return nil, fmt.Errorf("mlogreg: %w", err)
	}
	k := o.Classes
	K := k - 1
	if y == nil || y.Len() != n {
		return nil, fmt.Errorf("mlogreg: %w: y must have %d labels", la.ErrInput, n)
	}
	// The one-hot label matrix Y (n x k), as table(seq(1, n), y).
	yk := mat.NewDense(n, k, nil)
	for i := 0; i < n; i++ {
		v := y.AtVec(i)
		if v != math.Trunc(v) || v < 1 || v > float64(k) {
			return nil, fmt.Errorf("mlogreg: %w: label y[%d] = %v, want an integer in 1..%d", la.ErrInput, i, v, k)
		}
		yk.Set(i, int(v)-1, 1)
	}
	Y := engine.Dense(yk)
	YK := Y.Slice(0, n, 0, K)
	zeroCol := engine.Dense(mat.NewDense(n, 1, nil))
	lambda := engine.Scalar(o.Lambda)
	step := func(iter int, what string) string { return fmt.Sprintf("mlogreg: iteration %d: %s", iter, what) }

	// B = 0, P = 1/k, obj = n log k; the gradient and the initial radius.
	b := mat.NewDense(d, K, nil)
	p := la.Fill(n, k, 1/float64(k))
	obj := float64(n) * math.Log(float64(k))
	grad := x.T().MatMul(engine.Dense(p).Slice(0, n, 0, K).Sub(YK)).Add(lambda.Mul(engine.Dense(b)))
	r, err := la.Eval(ctx, eng, "mlogreg: initial gradient",
		grad, grad.Mul(grad).Sum(), x.Mul(x).RowSums().Sqrt().Max())
	if err != nil {
		return nil, err
	}
	var g *mat.Dense
	var g2, maxNorm float64
	if err := r.Scan(&g, &g2, &maxNorm); err != nil {
		return nil, err
	}
	normGrad := math.Sqrt(g2)
	normGrad0 := normGrad
	delta := 0.5 * math.Sqrt(float64(d)) / maxNorm
	m := &Model{Classes: k}
	converged := normGrad < o.Epsilon*normGrad0

	for iter := 1; !converged; iter++ {
		P := engine.Dense(p)
		PK := P.Slice(0, n, 0, K)
		G := engine.Dense(g)

		// Trust-region subproblem by conjugate gradient: S = 0, R = -Grad,
		// V = R.
		s := mat.NewDense(d, K, nil)
		rr := mat.NewDense(d, K, nil)
		rr.Scale(-1, g)
		v := rr
		delta2 := delta * delta
		normR2 := g2
		inner, boundary := 0, false
		for innerDone := math.Sqrt(normR2) <= trust.Psi*normGrad; !innerDone; {
			inner++
			S, V, R := engine.Dense(s), engine.Dense(v), engine.Dense(rr)
			Q := PK.Mul(x.MatMul(V))
			HV := x.T().MatMul(Q.Sub(PK.Mul(Q.RowSums()))).Add(lambda.Mul(V))
			alpha := engine.Scalar(normR2).Div(V.Mul(HV).Sum())
			sNew := S.Add(alpha.Mul(V))
			r, err := la.Eval(ctx, eng, step(iter, "hessian-vector product"), HV, alpha, sNew, sNew.Mul(sNew).Sum())
			if err != nil {
				return nil, err
			}
			var hv, sn *mat.Dense
			var a, sn2 float64
			if err := r.Scan(&hv, &a, &sn, &sn2); err != nil {
				return nil, err
			}
			if err := la.Finite("mlogreg: conjugate gradient step", a); err != nil {
				return nil, err
			}
			HVl := engine.Dense(hv)
			if sn2 <= delta2 {
				s = sn
				rNew := R.Sub(engine.Scalar(a).Mul(HVl))
				nr2 := rNew.Mul(rNew).Sum()
				vNew := rNew.Add(nr2.Div(engine.Scalar(normR2)).Mul(V))
				r, err := la.Eval(ctx, eng, step(iter, "residual"), rNew, nr2, vNew)
				if err != nil {
					return nil, err
				}
				if err := r.Scan(&rr, &normR2, &v); err != nil {
					return nil, err
				}
				innerDone = math.Sqrt(normR2) <= trust.Psi*normGrad
			} else {
				boundary = true
				r, err := la.Eval(ctx, eng, step(iter, "boundary"), S.Mul(V).Sum(), V.Mul(V).Sum(), S.Mul(S).Sum())
				if err != nil {
					return nil, err
				}
				var sv, v2, s2 float64
				if err := r.Scan(&sv, &v2, &s2); err != nil {
					return nil, err
				}
				al := engine.Scalar(trust.BoundaryStep(sv, v2, s2, delta2))
				r, err = la.Eval(ctx, eng, step(iter, "boundary step"), S.Add(al.Mul(V)), R.Sub(al.Mul(HVl)))
				if err != nil {
					return nil, err
				}
				if err := r.Scan(&s, &rr); err != nil {
					return nil, err
				}
				innerDone = true
			}
			innerDone = innerDone || inner >= o.MaxInnerIter
		}

		// The trial point B + S: probabilities, objective, predicted
		// reduction.
		S, R, B := engine.Dense(s), engine.Dense(rr), engine.Dense(b)
		gs := S.Mul(G).Sum()
		qk := engine.Scalar(-0.5).Mul(gs.Sub(S.Mul(R).Sum()))
		bNew := B.Add(S)
		LT := engine.CBind(x.MatMul(bNew), zeroCol)
		LT = LT.Sub(LT.RowMaxs())
		expLT := LT.Exp()
		pNew := expLT.Div(expLT.RowSums())
		objNew := Y.Mul(LT).Sum().Neg().Add(expLT.RowSums().Log().Sum()).Add(engine.Scalar(0.5).Mul(lambda.Mul(bNew.Mul(bNew)).Sum()))
		r, err := la.Eval(ctx, eng, step(iter, "trial point"), gs, qk, bNew, pNew, objNew, S.Mul(S).Sum())
		if err != nil {
			return nil, err
		}
		var bn, pn *mat.Dense
		var gsv, qkv, objNew2, snorm2 float64
		if err := r.Scan(&gsv, &qkv, &bn, &pn, &objNew2, &snorm2); err != nil {
			return nil, err
		}
		actred := obj - objNew2
		rho := actred / qkv
		accepted := rho > trust.Eta0
		snorm := math.Sqrt(snorm2)
		delta = trust.Radius(delta, rho, snorm, objNew2-obj, gsv, iter == 1)
		if accepted {
			b, p, obj = bn, pn, objNew2
			grad := x.T().MatMul(engine.Dense(p).Slice(0, n, 0, K).Sub(YK)).Add(lambda.Mul(engine.Dense(b)))
			r, err := la.Eval(ctx, eng, step(iter, "gradient"), grad, grad.Mul(grad).Sum())
			if err != nil {
				return nil, err
			}
			if err := r.Scan(&g, &g2); err != nil {
				return nil, err
			}
			normGrad = math.Sqrt(g2)
		}
		if err := la.Finite("mlogreg: objective", obj); err != nil {
			return nil, err
		}
		it := Iteration{Iter: iter, Objective: obj, GradNorm: normGrad, Inner: inner, Accepted: accepted, Boundary: boundary, Delta: delta}
		m.Trace = append(m.Trace, it)
		m.Iterations = iter
		if o.Trace != nil {
			o.Trace(it)
		}
		m.Converged = normGrad < o.Epsilon*normGrad0 || trust.NoProgress(obj, objNew2, -actred, qkv, boundary)
		converged = m.Converged || iter >= o.MaxIter
	}
	m.B, m.Objective = b, obj
	return m, nil
}

// Probabilities returns the n x k class probabilities of the rows of X,
// computed in Go.
func (m *Model) Probabilities(X mat.Matrix) (*mat.Dense, error) {
	xb, err := la.Mul(X, m.B)
	if err != nil {
		return nil, fmt.Errorf("mlogreg: predict: %w", err)
	}
	n, K := xb.Dims()
	out := mat.NewDense(n, K+1, nil)
	for i := 0; i < n; i++ {
		mx := 0.0
		for c := 0; c < K; c++ {
			mx = math.Max(mx, xb.At(i, c))
		}
		var sum float64
		for c := 0; c <= K; c++ {
			lt := -mx
			if c < K {
				lt += xb.At(i, c)
			}
			e := math.Exp(lt)
			out.Set(i, c, e)
			sum += e
		}
		for c := 0; c <= K; c++ {
			out.Set(i, c, out.At(i, c)/sum)
		}
	}
	return out, nil
}

// Predict returns the most probable class (1..k) of every row of X.
func (m *Model) Predict(X mat.Matrix) (*mat.VecDense, error) {
	p, err := m.Probabilities(X)
	if err != nil {
		return nil, err
	}
	n, k := p.Dims()
	out := mat.NewVecDense(n, nil)
	for i := 0; i < n; i++ {
		best := 0
		for c := 1; c < k; c++ {
			if p.At(i, c) > p.At(i, best) {
				best = c
			}
		}
		out.SetVec(i, float64(best+1))
	}
	return out, nil
}

// Accuracy returns the fraction of rows of X whose predicted class is y.
func (m *Model) Accuracy(X mat.Matrix, y *mat.VecDense) (float64, error) {
	p, err := m.Predict(X)
	if err != nil {
		return 0, err
	}
	return la.Agreement(p, y)
}
