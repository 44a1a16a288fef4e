package main

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/fusejit/fusejit/matrix"
)

// TestRun trains on 200 points labelled by the line x1 + 2 x2 = 1 with 5%
// of the labels flipped, written as a CSV file with a header.
func TestRun(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 200
	d := mat.NewDense(n, 3, nil)
	for i := 0; i < n; i++ {
		x1, x2 := rng.Float64()*2-0.5, rng.Float64()*2-0.5
		label := 0.0
		if x1+2*x2 > 1 {
			label = 1
		}
		if rng.Float64() < 0.05 {
			label = 1 - label
		}
		d.Set(i, 0, x1)
		d.Set(i, 1, x2)
		d.Set(i, 2, label)
	}
	path := filepath.Join(t.TempDir(), "points.csv")
	var buf bytes.Buffer
	if err := matrix.WriteCSV(&buf, d, []string{"x1", "x2", "label"}, matrix.CSVOptions{Header: true}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	m, err := train(context.Background(), config{path: path, header: true, iters: 300, step: 2, lambda: 1e-4}, &out)
	if err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + out.String())
	if first, last := m.loss[0], m.loss[len(m.loss)-1]; !(last < 0.6*first) {
		t.Errorf("loss %g -> %g, want it to fall by 40%%", first, last)
	}
	if m.accuracy < 0.85 {
		t.Errorf("training accuracy %.3f, want >= 0.85 (5%% of labels are flipped)", m.accuracy)
	}
	// The boundary x1 + 2 x2 = 1: w2 / w1 near 2, intercept negative.
	w1, w2, b := m.w.At(0, 0), m.w.At(1, 0), m.w.At(2, 0)
	if r := w2 / w1; r < 1.4 || r > 2.8 || b >= 0 {
		t.Errorf("weights %v %v %v: want w2/w1 near 2 and a negative intercept", w1, w2, b)
	}
	if !strings.Contains(out.String(), "training accuracy") {
		t.Errorf("output %q", out.String())
	}
	if _, err := train(context.Background(), config{}, &out); err == nil {
		t.Error("no -data: no error")
	}
}
