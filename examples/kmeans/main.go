// Command kmeans clusters the rows of a matrix read from a Matrix Market
// file (coordinate files stay sparse) with Lloyd's algorithm; every
// iteration's distances, assignments and new centroids are one fusejit
// program.
//
//	go run ./examples/kmeans -data points.mtx -k 3
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
	flag.StringVar(&c.path, "data", "", "Matrix Market file, one point per row")
	flag.IntVar(&c.k, "k", 3, "clusters")
	flag.IntVar(&c.iters, "iter", 20, "largest number of iterations")
	flag.Parse()
	if _, err := cluster(context.Background(), c, os.Stdout); err != nil {
		log.Fatal(err)
	}
}

type config struct {
	path     string
	k, iters int
}

// result is what cluster found, for the tests.
type result struct {
	centroids *mat.Dense // k x d
	assign    []int      // cluster per row
	wcss      float64    // within-cluster sum of squares
	iters     int
}

// cluster reads the points, runs k-means and prints a summary to out.
func cluster(ctx context.Context, c config, out io.Writer) (*result, error) {
	if c.path == "" {
		return nil, errors.New("kmeans: -data is required")
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
	var X *engine.Expr
	switch m := data.(type) {
	case *matrix.CSR:
		X = engine.Sparse(m)
	case *mat.Dense:
		X = engine.Dense(m)
	}
	n, d := data.Dims()
	if c.k < 1 || c.k > n {
		return nil, fmt.Errorf("kmeans: k = %d for %d points", c.k, n)
	}

	// Initial centroids: k rows spread over the file.
	cent := mat.NewDense(c.k, d, nil)
	for j := 0; j < c.k; j++ {
		for col := 0; col < d; col++ {
			cent.Set(j, col, data.At(j*n/c.k, col))
		}
	}

	eng, err := engine.New()
	if err != nil {
		return nil, err
	}
	defer eng.Close()

	r := &result{}
	sumX2 := X.Mul(X).Sum()
	for r.iters < c.iters {
		r.iters++
		C := engine.Dense(cent)
		// Squared distances up to the constant rowSums(X^2):
		// D = -2 X t(C) + t(rowSums(C^2)), n x k.
		D := engine.Scalar(-2).Mul(X.MatMul(C.T())).Add(C.Mul(C).RowSums().T())
		minD := D.RowMins()
		P := D.Le(minD)        // one-hot assignment (ties: several)
		P = P.Div(P.RowSums()) // split ties evenly
		counts := P.ColSums()  // 1 x k
		next := P.T().MatMul(X).Div(counts.T().Maximum(engine.Scalar(1)))
		res, err := eng.Eval(ctx, next, counts, minD.Sum().Add(sumX2))
		if err != nil {
			return nil, fmt.Errorf("kmeans: iteration %d: %w", r.iters, err)
		}
		var newCent *mat.Dense
		var cnt *mat.VecDense
		if err := res.Scan(&newCent, &cnt, &r.wcss); err != nil {
			return nil, err
		}
		// An empty cluster keeps its centroid.
		for j := 0; j < c.k; j++ {
			if cnt.AtVec(j) == 0 {
				newCent.SetRow(j, cent.RawRowView(j))
			}
		}
		moved := !mat.EqualApprox(newCent, cent, 1e-12)
		cent = newCent
		if !moved {
			break
		}
	}

	// Final assignment: the nearest centroid per row.
	C := engine.Dense(cent)
	D := engine.Scalar(2).Mul(X.MatMul(C.T())).Sub(C.Mul(C).RowSums().T())
	res, err := eng.Eval(ctx, D.RowIndexMax())
	if err != nil {
		return nil, err
	}
	idx, err := res.Vector(0)
	if err != nil {
		return nil, err
	}
	r.centroids = cent
	r.assign = make([]int, n)
	for i := range r.assign {
		r.assign[i] = int(idx.AtVec(i)) - 1 // RowIndexMax is 1-based
	}
	fmt.Fprintf(out, "points %d, dimensions %d, k %d, iterations %d\n", n, d, c.k, r.iters)
	fmt.Fprintf(out, "within-cluster sum of squares %.4g\n", r.wcss)
	fmt.Fprintf(out, "centroids\n%.3f\n", mat.Formatted(cent))
	return r, nil
}
