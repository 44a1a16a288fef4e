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

// TestCluster: three well separated blobs of 30 points each, shuffled,
// written once as a coordinate (sparse) and once as an array (dense)
// Matrix Market file; k-means must find the blobs in both.
func TestCluster(t *testing.T) {
	centers := [][2]float64{{0, 0}, {10, 0}, {0, 10}}
	rng := rand.New(rand.NewPCG(3, 4))
	const per = 30
	n := per * len(centers)
	blob := rng.Perm(n) // row i belongs to blob blob[i] % 3
	x := mat.NewDense(n, 2, nil)
	for i := 0; i < n; i++ {
		c := centers[blob[i]%len(centers)]
		x.Set(i, 0, c[0]+rng.NormFloat64()*0.5)
		x.Set(i, 1, c[1]+rng.NormFloat64()*0.5)
	}
	dir := t.TempDir()
	for _, tc := range []struct {
		name string
		m    mat.Matrix
	}{{"coordinate", matrix.FromDense(x)}, {"array", x}} {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := matrix.WriteMatrixMarket(&buf, tc.m); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, tc.name+".mtx")
			if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
				t.Fatal(err)
			}
			var out strings.Builder
			r, err := cluster(context.Background(), config{path: path, k: 3, iters: 50}, &out)
			if err != nil {
				t.Fatal(err)
			}
			t.Log("\n" + out.String())
			// Every blob maps to one cluster, and the clusters differ.
			label := map[int]int{}
			for i, a := range r.assign {
				b := blob[i] % len(centers)
				if l, ok := label[b]; ok && l != a {
					t.Fatalf("blob %d split over clusters %d and %d", b, l, a)
				}
				label[b] = a
			}
			if label[0] == label[1] || label[1] == label[2] || label[0] == label[2] {
				t.Fatalf("blobs share a cluster: %v", label)
			}
			for b, c := range centers {
				row := r.centroids.RawRowView(label[b])
				if d := math.Hypot(row[0]-c[0], row[1]-c[1]); d > 0.5 {
					t.Errorf("centroid %v is %.2f from blob center %v", row, d, c)
				}
			}
			// About 2 * 0.25 per point within clusters of sd 0.5.
			if r.wcss <= 0 || r.wcss > 1.0*float64(n) {
				t.Errorf("within-cluster sum of squares %g", r.wcss)
			}
		})
	}
	if _, err := cluster(context.Background(), config{}, &strings.Builder{}); err == nil {
		t.Error("no -data: no error")
	}
}
