// Command als factorizes a sparse ratings matrix read from a Matrix Market
// coordinate file, X ~ U %*% t(V), with alternating least squares and
// conjugate gradient (package algorithms/alscg). The cost-based optimizer
// runs the inner update ((X != 0) * (S %*% t(V))) %*% V as an Outer
// operator over the stored ratings only, so the dense rows x cols product
// is never formed.
//
//	go run ./examples/als -data ratings.mtx -rank 10
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"math"
	"os"

	"github.com/fusejit/fusejit/algorithms/alscg"
	"github.com/fusejit/fusejit/engine"
	"github.com/fusejit/fusejit/matrix"
)

func main() {
	var c config
	flag.StringVar(&c.path, "data", "", "Matrix Market coordinate file of ratings")
	flag.IntVar(&c.rank, "rank", 10, "rank of the factors")
	flag.IntVar(&c.iters, "iter", 10, "largest number of outer iterations")
	flag.Float64Var(&c.lambda, "lambda", 1e-3, "weighted L2 regularization")
	flag.Parse()
	if _, err := factorize(context.Background(), c, os.Stdout); err != nil {
		log.Fatal(err)
	}
}

type config struct {
	path        string
	rank, iters int
	lambda      float64
}

// result is what factorize found, for the tests.
type result struct {
	model *alscg.Model
	rmse  float64 // root mean squared error over the stored ratings
}

// factorize reads the ratings, trains the factors and prints the loss of
// every iteration and the fit to out.
func factorize(ctx context.Context, c config, out io.Writer) (*result, error) {
	if c.path == "" {
		return nil, errors.New("als: -data is required")
	}
	f, err := os.Open(c.path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := matrix.ReadMatrixMarket(f)
	if err != nil {
		return nil, err
	}
	X, ok := data.(*matrix.CSR)
	if !ok {
		return nil, fmt.Errorf("als: %s is an array file; ratings come as a coordinate file", c.path)
	}
	eng, err := engine.New()
	if err != nil {
		return nil, err
	}
	defer eng.Close()
	m, err := alscg.Train(ctx, eng, X, alscg.Options{
		Rank:    c.rank,
		Lambda:  c.lambda,
		MaxIter: c.iters,
		Seed:    1,
		Trace: func(it alscg.Iteration) {
			fmt.Fprintf(out, "iteration %2d: loss %.6g (CG steps %d, %d)\n", it.Iter, it.Loss, it.Inner[0], it.Inner[1])
		},
	})
	if err != nil {
		return nil, err
	}
	rmse := observedRMSE(X, m)
	rows, cols := X.Dims()
	fmt.Fprintf(out, "%d x %d ratings, %d stored: loss %.6g -> %.6g, RMSE over the ratings %.4g\n",
		rows, cols, X.NNZ(), m.InitLoss, m.Loss, rmse)
	return &result{model: m, rmse: rmse}, nil
}

// observedRMSE is the root mean squared error of U %*% t(V) over the
// stored cells of X, computed cell by cell without the dense product.
func observedRMSE(X *matrix.CSR, m *alscg.Model) float64 {
	rows, _ := X.Dims()
	var sum float64
	for i := range rows {
		cols, vals := X.Row(i)
		for k, j := range cols {
			pred := 0.0
			for r := range m.U.RawMatrix().Cols {
				pred += m.U.At(i, r) * m.V.At(int(j), r)
			}
			d := pred - vals[k]
			sum += d * d
		}
	}
	return math.Sqrt(sum / float64(max(X.NNZ(), 1)))
}
