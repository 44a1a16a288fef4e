package autoencoder

import (
	"context"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/algorithms/internal/la"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

// ErrInput is wrapped by the errors about invalid data or options.
var ErrInput = la.ErrInput

// Options configure training. A zero field takes its default.
type Options struct {
	// Hidden1 and Hidden2 are the sizes of the two encoder layers
	// (defaults 500 and 2).
	Hidden1, Hidden2 int
	// BatchSize is the number of rows per mini-batch (default 512).
	BatchSize int
	// Epochs is the number of passes over the rows (default 1).
	Epochs int
	// Step is the learning rate applied to the batch-mean gradient
	// (default 0.5).
	Step float64
	// Decay multiplies the step after every epoch (default 0.95).
	Decay float64
	// Momentum is the weight of the previous update (default 0.9).
	Momentum float64
	// Seed seeds the initial weights.
	Seed uint64
	// FullObjective computes the reconstruction error over all rows
	// before training and after every epoch (one more evaluation each).
	FullObjective bool
	// Trace, when set, is called after every mini-batch.
	Trace func(Iteration)
}

// Iteration describes one mini-batch update.
type Iteration struct {
	Iter      int     // 1-based over all epochs
	Epoch     int     // 1-based
	Objective float64 // 0.5 * sum((Yhat - X)^2) over the batch, before the update
	// FullObjective is the error over all rows after the last batch of
	// an epoch when Options.FullObjective is set, else NaN.
	FullObjective float64
}

// Model is a trained autoencoder. Layer l computes
// sigmoid(in %*% W[l] + B[l]) with W[l] of size in x out and B[l] 1 x out.
type Model struct {
	W, B       [4]*mat.Dense
	Iterations int
	Trace      []Iteration
	// EpochObjectives is the full reconstruction error 0.5 * sum((Yhat -
	// X)^2) of the initial weights and after every epoch, when
	// Options.FullObjective is set.
	EpochObjectives []float64
}

func (o Options) withDefaults() (Options, error) {
	def := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	def(&o.Hidden1, 500)
	def(&o.Hidden2, 2)
	def(&o.BatchSize, 512)
	def(&o.Epochs, 1)
	if o.Step == 0 {
		o.Step = 0.5
	}
	if o.Decay == 0 {
		o.Decay = 0.95
	}
	if o.Momentum == 0 {
		o.Momentum = 0.9
	}
	if o.Hidden1 < 1 || o.Hidden2 < 1 || o.BatchSize < 1 || o.Epochs < 0 || o.Step < 0 || o.Decay < 0 || o.Momentum < 0 {
		return o, fmt.Errorf("autoencoder: %w: options hidden %d and %d, batch %d, epochs %d, step %g, decay %g, momentum %g: want sizes > 0, the rest >= 0",
			la.ErrInput, o.Hidden1, o.Hidden2, o.BatchSize, o.Epochs, o.Step, o.Decay, o.Momentum)
	}
	return o, nil
}

// Train fits the autoencoder to the rows of X, a dense matrix (values in
// [0, 1] suit the sigmoid output layer).
func Train(ctx context.Context, eng *engine.Engine, X mat.Matrix, opts Options) (*Model, error) {
	o, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	x, n, d, err := la.Data(X)
	if err != nil {
		return nil, fmt.Errorf("autoencoder: %w", err)
	}
	sizes := [5]int{d, o.Hidden1, o.Hidden2, o.Hidden1, d}
	m := &Model{}
	var updW, updB [4]*mat.Dense
	for l := 0; l < 4; l++ {
		in, out := sizes[l], sizes[l+1]
		scale := math.Sqrt(6) / math.Sqrt(float64(in+out))
		w := matrix.RandDense(in, out, -scale, scale, o.Seed+uint64(l))
		if w == nil {
			return nil, fmt.Errorf("autoencoder: %w: cannot allocate a %d x %d layer", la.ErrInput, in, out)
		}
		m.W[l], m.B[l] = w, mat.NewDense(1, out, nil)
		updW[l], updB[l] = mat.NewDense(in, out, nil), mat.NewDense(1, out, nil)
	}
	one := engine.Scalar(1)
	mu := engine.Scalar(o.Momentum)

	// forward returns the layer outputs for input in (H[0] = in).
	forward := func(in *engine.Expr, W, B [4]*engine.Expr) [5]*engine.Expr {
		var H [5]*engine.Expr
		H[0] = in
		for l := 0; l < 4; l++ {
			H[l+1] = H[l].MatMul(W[l]).Add(B[l]).Sigmoid()
		}
		return H
	}
	leaves := func() (W, B, UW, UB [4]*engine.Expr) {
		for l := 0; l < 4; l++ {
			W[l], B[l] = engine.Dense(m.W[l]), engine.Dense(m.B[l])
			UW[l], UB[l] = engine.Dense(updW[l]), engine.Dense(updB[l])
		}
		return
	}

	// fullObjective evaluates the reconstruction error over all rows.
	fullObjective := func(epoch int) (float64, error) {
		W, B, _, _ := leaves()
		H := forward(x, W, B)
		E := H[4].Sub(x)
		r, err := la.Eval(ctx, eng, fmt.Sprintf("autoencoder: epoch %d: objective", epoch),
			engine.Scalar(0.5).Mul(E.Mul(E).Sum()))
		if err != nil {
			return 0, err
		}
		v, err := r.ScalarErr(0)
		if err != nil {
			return 0, err
		}
		m.EpochObjectives = append(m.EpochObjectives, v)
		return v, nil
	}
	if o.FullObjective {
		if _, err := fullObjective(0); err != nil {
			return nil, err
		}
	}

	step := o.Step
	perEpoch := (n + o.BatchSize - 1) / o.BatchSize
	iter := 0
	for epoch := 1; epoch <= o.Epochs; epoch++ {
		for b := 0; b < perEpoch; b++ {
			iter++
			beg, end := b*o.BatchSize, min(n, (b+1)*o.BatchSize)
			W, B, UW, UB := leaves()
			Xb := x.Slice(beg, end, 0, d)
			H := forward(Xb, W, B)
			E := H[4].Sub(Xb)
			obj := engine.Scalar(0.5).Mul(E.Mul(E).Sum())

			// Backward pass: delta of layer l's pre-activation.
			var delta [4]*engine.Expr
			delta[3] = E.Mul(H[4]).Mul(one.Sub(H[4]))
			for l := 2; l >= 0; l-- {
				delta[l] = delta[l+1].MatMul(W[l+1].T()).Mul(H[l+1]).Mul(one.Sub(H[l+1]))
			}
			ls := engine.Scalar(step / float64(end-beg))
			outs := []*engine.Expr{obj}
			for l := 0; l < 4; l++ {
				gW := H[l].T().MatMul(delta[l])
				gB := delta[l].ColSums()
				uW := mu.Mul(UW[l]).Sub(ls.Mul(gW))
				uB := mu.Mul(UB[l]).Sub(ls.Mul(gB))
				outs = append(outs, W[l].Add(uW), B[l].Add(uB), uW, uB)
			}
			r, err := la.Eval(ctx, eng, fmt.Sprintf("autoencoder: iteration %d", iter), outs...)
			if err != nil {
				return nil, err
			}
			var objv float64
			dst := []any{&objv}
			for l := 0; l < 4; l++ {
				dst = append(dst, &m.W[l], &m.B[l], &updW[l], &updB[l])
			}
			if err := r.Scan(dst...); err != nil {
				return nil, err
			}
			if err := la.Finite("autoencoder: objective", objv); err != nil {
				return nil, err
			}
			it := Iteration{Iter: iter, Epoch: epoch, Objective: objv, FullObjective: math.NaN()}
			if o.FullObjective && b == perEpoch-1 {
				if it.FullObjective, err = fullObjective(epoch); err != nil {
					return nil, err
				}
			}
			m.Trace = append(m.Trace, it)
			m.Iterations = iter
			if o.Trace != nil {
				o.Trace(it)
			}
		}
		step *= o.Decay
	}
	return m, nil
}

// Encode returns the n x Hidden2 codes of the rows of X, computed in Go.
func (m *Model) Encode(X mat.Matrix) (*mat.Dense, error) {
	return m.apply(X, 2)
}

// Reconstruct returns the reconstruction of the rows of X, computed in Go.
func (m *Model) Reconstruct(X mat.Matrix) (*mat.Dense, error) {
	return m.apply(X, 4)
}

// apply runs the first layers of the network on X.
func (m *Model) apply(X mat.Matrix, layers int) (*mat.Dense, error) {
	if X == nil || m.W[0] == nil {
		return nil, fmt.Errorf("autoencoder: %w: nil matrix", la.ErrInput)
	}
	if _, d := X.Dims(); d != m.W[0].RawMatrix().Rows {
		return nil, fmt.Errorf("autoencoder: %w: X has %d columns, the model %d", la.ErrInput, d, m.W[0].RawMatrix().Rows)
	}
	h := mat.DenseCopyOf(X)
	for l := 0; l < layers; l++ {
		var out mat.Dense
		out.Mul(h, m.W[l])
		b := m.B[l]
		out.Apply(func(_, j int, v float64) float64 { return 1 / (1 + math.Exp(-(v + b.At(0, j)))) }, &out)
		h = &out
	}
	return h, nil
}
