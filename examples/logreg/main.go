// Command logreg trains a logistic regression model by gradient descent on
// a CSV file whose last column is the 0/1 label, evaluating each step as
// one fused fusejit program, and prints the loss and training accuracy.
//
//	go run ./examples/logreg -data points.csv -header
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

func main() {
	var c config
	flag.StringVar(&c.path, "data", "", "CSV file: feature columns, then the 0/1 label")
	flag.BoolVar(&c.header, "header", false, "the first line holds column names")
	flag.IntVar(&c.iters, "iter", 200, "gradient descent steps")
	flag.Float64Var(&c.step, "step", 0.5, "step size")
	flag.Float64Var(&c.lambda, "lambda", 1e-3, "L2 regularization")
	flag.Parse()
	if _, err := train(context.Background(), c, os.Stdout); err != nil {
		log.Fatal(err)
	}
}

type config struct {
	path         string
	header       bool
	iters        int
	step, lambda float64
}

// model is what run learned, for the tests.
type model struct {
	w        *mat.Dense // d+1 weights, the last one the intercept
	loss     []float64  // per step
	accuracy float64
}

// train reads the data, fits the model and prints a summary to out.
func train(ctx context.Context, c config, out io.Writer) (*model, error) {
	if c.path == "" {
		return nil, errors.New("logreg: -data is required")
	}
	f, err := os.Open(c.path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, _, err := matrix.ReadCSV(f, matrix.CSVOptions{Header: c.header})
	if err != nil {
		return nil, err
	}
	n, cols := data.Dims()
	if cols < 2 {
		return nil, fmt.Errorf("logreg: %s has %d columns, want features and a label", c.path, cols)
	}
	// Features with a column of ones for the intercept; labels.
	x := mat.NewDense(n, cols, nil)
	y := mat.NewDense(n, 1, nil)
	for i := 0; i < n; i++ {
		for j := 0; j < cols-1; j++ {
			x.Set(i, j, data.At(i, j))
		}
		x.Set(i, cols-1, 1)
		label := data.At(i, cols-1)
		if label != 0 && label != 1 {
			return nil, fmt.Errorf("logreg: row %d: label %v, want 0 or 1", i+1, label)
		}
		y.Set(i, 0, label)
	}

	eng, err := engine.New()
	if err != nil {
		return nil, err
	}
	defer eng.Close()

	X, Y := engine.Dense(x), engine.Dense(y)
	one := engine.Scalar(1)
	m := &model{w: mat.NewDense(cols, 1, nil)}
	next := mat.NewDense(cols, 1, nil)
	for it := 0; it < c.iters; it++ {
		W := engine.Dense(m.w)
		p := X.MatMul(W).Sigmoid()
		// Mean cross-entropy, and the step w - step * (t(X)(p - y)/n + lambda w).
		loss := Y.Mul(p.Log()).Add(one.Sub(Y).Mul(one.Sub(p).Log())).Mean().Neg()
		grad := X.T().MatMul(p.Sub(Y)).Div(engine.Scalar(float64(n))).Add(engine.Scalar(c.lambda).Mul(W))
		res, err := eng.Eval(ctx, W.Sub(engine.Scalar(c.step).Mul(grad)), loss)
		if err != nil {
			return nil, fmt.Errorf("logreg: step %d: %w", it+1, err)
		}
		l, err := res.ScalarErr(1)
		if err != nil {
			return nil, err
		}
		if err := res.DenseInto(0, next); err != nil { // reuse one buffer
			return nil, err
		}
		m.w, next = next, m.w
		m.loss = append(m.loss, l)
	}

	correct := X.MatMul(engine.Dense(m.w)).Gt(engine.Scalar(0)).Eq(Y).Mean()
	res, err := eng.Eval(ctx, correct)
	if err != nil {
		return nil, err
	}
	if m.accuracy, err = res.ScalarErr(0); err != nil {
		return nil, err
	}
	fmt.Fprintf(out, "rows %d, features %d, steps %d\n", n, cols-1, c.iters)
	fmt.Fprintf(out, "loss %.4f -> %.4f\n", m.loss[0], m.loss[len(m.loss)-1])
	fmt.Fprintf(out, "training accuracy %.3f\n", m.accuracy)
	fmt.Fprintf(out, "weights %.3f\n", mat.Formatted(m.w.T()))
	return m, nil
}
