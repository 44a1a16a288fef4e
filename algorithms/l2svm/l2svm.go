package l2svm

import (
	"context"
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/internal/la"
	"github.com/fusejit/fusejit/engine"
)

// ErrInput is wrapped by the errors about invalid data or options.
var ErrInput = la.ErrInput

// Options configure training. A zero field takes its default.
type Options struct {
	// Lambda is the L2 regularization (default 1e-3).
	Lambda float64
	// Epsilon is the convergence tolerance on the relative decrease of
	// the objective along a direction (default 1e-12).
	Epsilon float64
	// MaxIter bounds the outer (conjugate gradient) iterations
	// (default 20).
	MaxIter int
	// MaxLineSearch bounds the Newton steps of one line search
	// (default 100; the script itself has no bound).
	MaxLineSearch int
	// Trace, when set, is called after every outer iteration.
	Trace func(Iteration)
}

// Iteration describes one finished outer iteration.
type Iteration struct {
	Iter       int     // 1-based
	Objective  float64 // primal objective after the step
	Step       float64 // step size of the line search
	LineSearch int     // Newton steps of the line search
	Accuracy   float64 // fraction of training rows classified correctly
}

// Model is a trained L2-SVM: predict sign(X %*% W).
type Model struct {
	W          *mat.VecDense // d weights
	Iterations int           // outer iterations run
	Objective  float64       // final primal objective
	Converged  bool          // stopped by the tolerance, not MaxIter
	Trace      []Iteration   // one entry per outer iteration
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
	if o.MaxLineSearch == 0 {
		o.MaxLineSearch = 100
	}
	if o.Lambda < 0 || o.Epsilon < 0 || o.MaxIter < 0 || o.MaxLineSearch < 0 {
		return o, fmt.Errorf("l2svm: %w: options lambda %g, epsilon %g, max iterations %d, line search %d: want >= 0",
			la.ErrInput, o.Lambda, o.Epsilon, o.MaxIter, o.MaxLineSearch)
	}
	return o, nil
}

// Train fits an L2-SVM to the rows of X (a *mat.Dense or *matrix.CSR) and
// the labels y, which must be -1 or +1.
func Train(ctx context.Context, eng *engine.Engine, X mat.Matrix, y *mat.VecDense, opts Options) (*Model, error) {
	if eng == nil {
		return nil, fmt.Errorf("l2svm: %w: nil engine", la.ErrInput)
	}
	return TrainOn(ctx, eng, X, y, opts)
}

// TrainOn is Train with the DAGs evaluated by ev: an engine, or an
// engine.Distributed whose Source holds X and y (the very matrices passed
// here), which runs the operators over their rows per partition.
func TrainOn(ctx context.Context, ev engine.Evaluator, X mat.Matrix, y *mat.VecDense, opts Options) (*Model, error) {
	if ev == nil {
		return nil, fmt.Errorf("l2svm: %w: nil evaluator", la.ErrInput)
	}
	o, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	x, n, d, err := la.Data(X)
	if err != nil {
		return nil, fmt.Errorf("l2svm: %w", err)
	}
	if y == nil || y.Len() != n {
		return nil, fmt.Errorf("l2svm: %w: y must have %d labels", la.ErrInput, n)
	}
	for i := 0; i < n; i++ {
		if v := y.AtVec(i); v != 1 && v != -1 {
			return nil, fmt.Errorf("l2svm: %w: label y[%d] = %v, want -1 or +1", la.ErrInput, i, v)
		}
	}
	Y := engine.Vector(y)
	lambda := engine.Scalar(o.Lambda)
	one, zero := engine.Scalar(1), engine.Scalar(0)

	// w = 0, Xw = 0, g_old = t(X) %*% y, s = g_old.
	g0 := x.T().MatMul(Y)
	r, err := la.EvalOn(ctx, ev, "l2svm: initial gradient", g0)
	if err != nil {
		return nil, err
	}
	gOld, err := r.Dense(0)
	if err != nil {
		return nil, err
	}
	s := mat.DenseCopyOf(gOld) // a matrix of its own: s and g_old are distinct leaves
	w := mat.NewDense(d, 1, nil)
	xw := mat.NewDense(n, 1, nil)
	m := &Model{}

	for iter := 1; iter <= o.MaxIter; iter++ {
		S, W, XW := engine.Dense(s), engine.Dense(w), engine.Dense(xw)

		// The direction's image X %*% s and the regularizer's terms.
		r, err := la.EvalOn(ctx, ev, fmt.Sprintf("l2svm: iteration %d: direction", iter),
			x.MatMul(S), lambda.Mul(W.Mul(S).Sum()), lambda.Mul(S.Mul(S).Sum()))
		if err != nil {
			return nil, err
		}
		var xd *mat.Dense
		var wd, dd float64
		if err := r.Scan(&xd, &wd, &dd); err != nil {
			return nil, err
		}
		XD := engine.Dense(xd)

		// Newton line search for the step along s.
		step, steps := 0.0, 0
		for steps < o.MaxLineSearch {
			steps++
			out := one.Sub(Y.Mul(XW.Add(engine.Scalar(step).Mul(XD))))
			sv := out.Gt(zero)
			out = out.Mul(sv)
			r, err := la.EvalOn(ctx, ev, fmt.Sprintf("l2svm: iteration %d: line search", iter),
				out.Mul(Y).Mul(XD).Sum(), XD.Mul(sv).Mul(XD).Sum())
			if err != nil {
				return nil, err
			}
			var lossGrad, lossHess float64
			if err := r.Scan(&lossGrad, &lossHess); err != nil {
				return nil, err
			}
			g := wd + step*dd - lossGrad
			h := dd + lossHess
			if !(h > 0) {
				break // s = 0: nothing to search
			}
			step -= g / h
			if err := la.Finite("l2svm: step size", step); err != nil {
				return nil, err
			}
			if g*g/h < 1e-10 {
				break
			}
		}

		// Update the weights; objective, gradient and next direction.
		st := engine.Scalar(step)
		wNew := W.Add(st.Mul(S))
		xwNew := XW.Add(st.Mul(XD))
		out := one.Sub(Y.Mul(xwNew))
		sv := out.Gt(zero)
		out = sv.Mul(out)
		obj := engine.Scalar(0.5).Mul(out.Mul(out).Sum()).Add(engine.Scalar(o.Lambda / 2).Mul(wNew.Mul(wNew).Sum()))
		GOld := engine.Dense(gOld)
		gNew := x.T().MatMul(out.Mul(Y)).Sub(lambda.Mul(wNew))
		tmp := S.Mul(GOld).Sum()
		correct := Y.Mul(x.MatMul(wNew)).Ge(zero).Sum()
		be := gNew.Mul(gNew).Sum().Div(GOld.Mul(GOld).Sum())
		sNew := be.Mul(S).Add(gNew)
		r, err = la.EvalOn(ctx, ev, fmt.Sprintf("l2svm: iteration %d: update", iter),
			wNew, xwNew, obj, gNew, tmp, correct, sNew)
		if err != nil {
			return nil, err
		}
		var objv, tmpv, correctv float64
		if err := r.Scan(&w, &xw, &objv, &gOld, &tmpv, &correctv, &s); err != nil {
			return nil, err
		}
		acc := correctv / float64(n)
		if err := la.Finite("l2svm: objective", objv); err != nil {
			return nil, err
		}
		it := Iteration{Iter: iter, Objective: objv, Step: step, LineSearch: steps, Accuracy: acc}
		m.Trace = append(m.Trace, it)
		m.Iterations, m.Objective = iter, objv
		if o.Trace != nil {
			o.Trace(it)
		}
		if step*tmpv < o.Epsilon*objv {
			m.Converged = true
			break
		}
	}
	m.W = mat.VecDenseCopyOf(w.ColView(0))
	return m, nil
}

// Predict returns sign(X %*% W) per row (+1 where the margin is >= 0).
func (m *Model) Predict(X mat.Matrix) (*mat.VecDense, error) {
	xw, err := la.Mul(X, m.W)
	if err != nil {
		return nil, fmt.Errorf("l2svm: predict: %w", err)
	}
	n, _ := xw.Dims()
	p := mat.NewVecDense(n, nil)
	for i := 0; i < n; i++ {
		if xw.At(i, 0) >= 0 {
			p.SetVec(i, 1)
		} else {
			p.SetVec(i, -1)
		}
	}
	return p, nil
}

// Accuracy returns the fraction of rows of X whose prediction equals y.
func (m *Model) Accuracy(X mat.Matrix, y *mat.VecDense) (float64, error) {
	p, err := m.Predict(X)
	if err != nil {
		return 0, err
	}
	return la.Agreement(p, y)
}
