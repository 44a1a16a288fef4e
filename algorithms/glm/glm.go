package glm

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
	Objective float64 // negative log-likelihood plus regularizer
	GradNorm  float64
	Inner     int  // conjugate gradient iterations
	Accepted  bool // whether the trust-region step was taken
	Boundary  bool // whether the step reached the trust-region boundary
	Delta     float64
}

// Model is a fitted binomial probit GLM.
type Model struct {
	Beta       *mat.VecDense // d coefficients
	Iterations int
	Objective  float64
	Converged  bool
	Trace      []Iteration
}

func (o Options) withDefaults() (Options, error) {
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
	if o.Lambda < 0 || o.Epsilon < 0 || o.MaxIter < 0 || o.MaxInnerIter < 0 {
		return o, fmt.Errorf("glm: %w: options lambda %g, epsilon %g, max iterations %d and %d: want >= 0",
			la.ErrInput, o.Lambda, o.Epsilon, o.MaxIter, o.MaxInnerIter)
	}
	return o, nil
}

// Coefficients of Abramowitz and Stegun 7.1.26; pScaled is their p / sqrt(2),
// so that t = 1 / (1 + pScaled * |eta|) for erf(|eta| / sqrt(2)).
const (
	pScaled = 0.231641888
	a1      = 0.254829592
	a2      = -0.284496736
	a3      = 1.421413741
	a4      = -1.453152027
	a5      = 1.061405429
)

// probit holds the expressions of the binomial probit model at eta.
type probit struct {
	mu, omu, phi *engine.Expr // Phi(eta), 1 - Phi(eta), phi(eta)
}

func newProbit(eta *engine.Expr) probit {
	c := engine.Scalar
	one := c(1)
	t := one.Div(one.Add(c(pScaled).Mul(eta.Abs())))
	poly := t.Mul(c(a1).Add(t.Mul(c(a2).Add(t.Mul(c(a3).Add(t.Mul(c(a4).Add(t.Mul(c(a5))))))))))
	gauss := eta.Mul(eta).Mul(c(-0.5)).Exp()
	q := c(0.5).Mul(poly).Mul(gauss) // upper tail Q(|eta|), accurate far out
	pos := eta.Ge(c(0))
	return probit{
		mu:  engine.IfElse(pos, one.Sub(q), q),
		omu: engine.IfElse(pos, q, one.Sub(q)),
		phi: gauss.Mul(c(1 / math.Sqrt(2*math.Pi))),
	}
}

// negLogLik returns -sum(log P(y | eta)).
func (p probit) negLogLik(Y *engine.Expr) *engine.Expr {
	return engine.IfElse(Y, p.mu, p.omu).Log().Sum().Neg()
}

// weights returns the Fisher weights phi^2 / (mu (1 - mu)) and the
// derivative of the log-likelihood by eta, (y - mu) phi / (mu (1 - mu)).
func (p probit) weights(Y *engine.Expr) (w, gY *engine.Expr) {
	v := p.mu.Mul(p.omu).Maximum(engine.Scalar(1e-300))
	return p.phi.Mul(p.phi).Div(v), Y.Sub(p.mu).Mul(p.phi).Div(v)
}

// Train fits the model to the rows of X (a *mat.Dense or *matrix.CSR) and
// the labels y in {0, 1}.
func Train(ctx context.Context, eng *engine.Engine, X mat.Matrix, y *mat.VecDense, opts Options) (*Model, error) {
	o, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	x, n, d, err := la.Data(X)
	if err != nil {
		return nil, fmt.Errorf("glm: %w", err)
	}
	if y == nil || y.Len() != n {
		return nil, fmt.Errorf("glm: %w: y must have %d labels", la.ErrInput, n)
	}
	for i := 0; i < n; i++ {
		if v := y.AtVec(i); v != 0 && v != 1 {
			return nil, fmt.Errorf("glm: %w: label y[%d] = %v, want 0 or 1", la.ErrInput, i, v)
		}
	}
	Y := engine.Vector(y)
	lambda := engine.Scalar(o.Lambda)
	step := func(iter int, what string) string { return fmt.Sprintf("glm: iteration %d: %s", iter, what) }

	// dist evaluates the weights and the gradient at beta, eta = X beta
	// (and the objective when obj is set).
	beta := mat.NewDense(d, 1, nil)
	eta := mat.NewDense(n, 1, nil)
	dist := func(what string, withObj bool) (w, g *mat.Dense, g2, obj float64, err error) {
		B := engine.Dense(beta)
		pr := newProbit(engine.Dense(eta))
		W, GY := pr.weights(Y)
		G := x.T().MatMul(GY).Neg().Add(lambda.Mul(B))
		outs := []*engine.Expr{W, G, G.Mul(G).Sum()}
		if withObj {
			outs = append(outs, pr.negLogLik(Y).Add(engine.Scalar(o.Lambda/2).Mul(B.Mul(B).Sum())))
		}
		r, err := la.Eval(ctx, eng, what, outs...)
		if err != nil {
			return nil, nil, 0, 0, err
		}
		dst := []any{&w, &g, &g2}
		if withObj {
			dst = append(dst, &obj)
		}
		err = r.Scan(dst...)
		return w, g, g2, obj, err
	}

	w, g, g2, obj, err := dist("glm: initial gradient", true)
	if err != nil {
		return nil, err
	}
	r, err := la.Eval(ctx, eng, "glm: initial radius", x.Mul(x).RowSums().Sqrt().Max())
	if err != nil {
		return nil, err
	}
	maxNorm, err := r.ScalarErr(0)
	if err != nil {
		return nil, err
	}
	delta := 0.5 * math.Sqrt(float64(d)) / maxNorm
	normG0 := math.Sqrt(g2)
	normG := normG0
	m := &Model{}
	converged := normG < o.Epsilon*normG0

	for iter := 1; !converged; iter++ {
		G, Wt := engine.Dense(g), engine.Dense(w)

		// Steihaug conjugate gradient for min g'z + z'Hz/2, ||z|| <= delta.
		z := mat.NewDense(d, 1, nil)
		res := g // r = g + H z
		p := mat.NewDense(d, 1, nil)
		p.Scale(-1, g)
		rr := g2
		delta2 := delta * delta
		inner, boundary := 0, false
		for done := math.Sqrt(rr) <= trust.Psi*normG; !done; {
			inner++
			Z, P, R := engine.Dense(z), engine.Dense(p), engine.Dense(res)
			Q := x.T().MatMul(Wt.Mul(x.MatMul(P))).Add(lambda.Mul(P))
			r, err := la.Eval(ctx, eng, step(iter, "hessian-vector product"),
				Q, P.Mul(Q).Sum(), P.Mul(P).Sum(), P.Mul(Z).Sum(), Z.Mul(Z).Sum())
			if err != nil {
				return nil, err
			}
			var q *mat.Dense
			var pq, pp, pz, zz float64
			if err := r.Scan(&q, &pq, &pp, &pz, &zz); err != nil {
				return nil, err
			}
			Ql := engine.Dense(q)
			a := rr / pq
			if pq <= 0 || zz+2*a*pz+a*a*pp > delta2 {
				// Negative curvature or leaving the region: go to its boundary.
				boundary = true
				tau := engine.Scalar(trust.BoundaryStep(pz, pp, zz, delta2))
				r, err := la.Eval(ctx, eng, step(iter, "boundary step"), Z.Add(tau.Mul(P)), R.Add(tau.Mul(Ql)))
				if err != nil {
					return nil, err
				}
				if err := r.Scan(&z, &res); err != nil {
					return nil, err
				}
				break
			}
			A := engine.Scalar(a)
			rNew := R.Add(A.Mul(Ql))
			rrNew := rNew.Mul(rNew).Sum()
			pNew := rNew.Neg().Add(rrNew.Div(engine.Scalar(rr)).Mul(P))
			r, err = la.Eval(ctx, eng, step(iter, "conjugate gradient step"), Z.Add(A.Mul(P)), rNew, rrNew, pNew)
			if err != nil {
				return nil, err
			}
			if err := r.Scan(&z, &res, &rr, &p); err != nil {
				return nil, err
			}
			done = math.Sqrt(rr) <= trust.Psi*normG || inner >= o.MaxInnerIter
		}

		// The trial point beta + z.
		Z, R, B := engine.Dense(z), engine.Dense(res), engine.Dense(beta)
		bNew := B.Add(Z)
		etaNew := x.MatMul(bNew)
		objNew := newProbit(etaNew).negLogLik(Y).Add(engine.Scalar(o.Lambda / 2).Mul(bNew.Mul(bNew).Sum()))
		pred := engine.Scalar(0.5).Mul(Z.Mul(G.Add(R)).Sum())
		r, err := la.Eval(ctx, eng, step(iter, "trial point"),
			bNew, etaNew, objNew, Z.Mul(G).Sum(), pred, Z.Mul(Z).Sum())
		if err != nil {
			return nil, err
		}
		var bn, en *mat.Dense
		var objN, gz, predv, zn2 float64
		if err := r.Scan(&bn, &en, &objN, &gz, &predv, &zn2); err != nil {
			return nil, err
		}
		change := objN - obj
		rho := change / predv
		if math.IsNaN(objN) || math.IsInf(objN, 0) {
			rho = math.Inf(-1)
		}
		accepted := rho > trust.Eta0
		delta = trust.Radius(delta, rho, math.Sqrt(zn2), change, gz, iter == 1)
		if accepted {
			beta, eta, obj = bn, en, objN
			w, g, g2, _, err = dist(step(iter, "gradient"), false)
			if err != nil {
				return nil, err
			}
			normG = math.Sqrt(g2)
		}
		if err := la.Finite("glm: objective", obj); err != nil {
			return nil, err
		}
		it := Iteration{Iter: iter, Objective: obj, GradNorm: normG, Inner: inner, Accepted: accepted, Boundary: boundary, Delta: delta}
		m.Trace = append(m.Trace, it)
		m.Iterations = iter
		if o.Trace != nil {
			o.Trace(it)
		}
		m.Converged = normG < o.Epsilon*normG0 || trust.NoProgress(obj, objN, change, predv, boundary)
		converged = m.Converged || iter >= o.MaxIter
	}
	m.Beta, m.Objective = mat.VecDenseCopyOf(beta.ColView(0)), obj
	return m, nil
}

// Probabilities returns Phi(X beta) per row, computed in Go with the
// exact normal distribution function.
func (m *Model) Probabilities(X mat.Matrix) (*mat.VecDense, error) {
	xb, err := la.Mul(X, m.Beta)
	if err != nil {
		return nil, fmt.Errorf("glm: predict: %w", err)
	}
	n, _ := xb.Dims()
	p := mat.NewVecDense(n, nil)
	for i := 0; i < n; i++ {
		p.SetVec(i, 0.5*math.Erfc(-xb.At(i, 0)/math.Sqrt2))
	}
	return p, nil
}
