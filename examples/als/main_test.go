package main

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// TestFactorize: ratings sampled (30%) from a rank-3 matrix are fitted
// closely by a rank-3 factorization, and the loss falls.
func TestFactorize(t *testing.T) {
	const rows, cols, rank = 80, 60, 3
	rng := rand.New(rand.NewPCG(7, 8))
	u, v := mat.NewDense(rows, rank, nil), mat.NewDense(cols, rank, nil)
	for _, f := range []*mat.Dense{u, v} {
		r, c := f.Dims()
		for i := range r {
			for j := range c {
				f.Set(i, j, rng.Float64()+0.5)
			}
		}
	}
	var full mat.Dense
	full.Mul(u, v.T())
	sampled := mat.NewDense(rows, cols, nil)
	for i := range rows {
		for j := range cols {
			if rng.Float64() < 0.3 {
				sampled.Set(i, j, full.At(i, j))
			}
		}
	}
	var buf bytes.Buffer
	if err := matrix.WriteMatrixMarket(&buf, matrix.FromDense(sampled)); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "ratings.mtx")
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	r, err := factorize(context.Background(), config{path: path, rank: rank, iters: 15, lambda: 1e-6}, &out)
	if err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + out.String())
	if r.model.Loss >= 0.01*r.model.InitLoss {
		t.Errorf("loss %g from %g: want a 100x decrease", r.model.Loss, r.model.InitLoss)
	}
	// Against predicting every rating by their mean: a rank-3 fit of
	// rank-3 data must be far better.
	var vals []float64
	for i := range rows {
		for j := range cols {
			if x := sampled.At(i, j); x != 0 {
				vals = append(vals, x)
			}
		}
	}
	mean := 0.0
	for _, x := range vals {
		mean += x / float64(len(vals))
	}
	baseline := 0.0
	for _, x := range vals {
		baseline += (x - mean) * (x - mean) / float64(len(vals))
	}
	baseline = math.Sqrt(baseline)
	if r.rmse > 0.15*baseline {
		t.Errorf("RMSE over the ratings %g, want < 0.15 x %g (predicting the mean)", r.rmse, baseline)
	}
	if !strings.Contains(out.String(), "RMSE") {
		t.Errorf("no summary printed:\n%s", out.String())
	}
}

func TestFactorizeRejectsArrayFiles(t *testing.T) {
	var buf bytes.Buffer
	if err := matrix.WriteMatrixMarket(&buf, mat.NewDense(2, 2, []float64{1, 2, 3, 4})); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "dense.mtx")
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := factorize(context.Background(), config{path: path, rank: 2, iters: 2}, &strings.Builder{}); err == nil {
		t.Error("an array file was accepted")
	}
}
